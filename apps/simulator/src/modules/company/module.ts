import { CompanyService } from '../../services/company-service';
import { fleetCompanyResolvers } from '../../transport/graphql/fleet-company-resolvers';
import { defineModule } from '../module';

declare module '../../services/services' {
  interface Services {
    companies: CompanyService;
  }
}

/** The company's settings and categories, and the company and fleet GraphQL (GQL-2..6). */
export const companyModule = defineModule({
  name: 'company',
  services: ({ store, clock }) => ({ companies: new CompanyService(store, clock) }),
  resolvers: fleetCompanyResolvers,
});
