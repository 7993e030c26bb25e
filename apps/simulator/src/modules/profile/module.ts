import { ProfileService } from '../../services/profile-service';
import { defineModule } from '../module';
import { profileRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    profiles: ProfileService;
  }
}

/** The signed-in user's profile. */
export const profileModule = defineModule({
  name: 'profile',
  services: ({ store }) => ({ profiles: new ProfileService(store) }),
  routes: [{ base: 'main', register: profileRoutes }],
});
