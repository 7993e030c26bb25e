import { OldVersionService } from '../../services/old-version-service';
import { oldVersionResolvers } from '../../transport/graphql/old-version-resolvers';
import { defineModule } from '../module';

declare module '../../services/services' {
  interface Services {
    oldVersion: OldVersionService;
  }
}

/** Switching back to the old version: the reasons users give. */
export const oldVersionModule = defineModule({
  name: 'old-version',
  services: ({ store, clock }) => ({ oldVersion: new OldVersionService(store, clock) }),
  resolvers: oldVersionResolvers,
});
