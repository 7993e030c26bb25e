import { CustomerService } from '../../services/customer-service';
import { defineModule } from '../module';
import { customerRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    customers: CustomerService;
  }
}

/** The company's customers. */
export const customersModule = defineModule({
  name: 'customers',
  services: ({ store, clock }) => ({ customers: new CustomerService(store, clock) }),
  routes: [{ base: 'order', register: customerRoutes }],
});
