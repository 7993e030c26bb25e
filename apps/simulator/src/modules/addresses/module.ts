import { AddressService } from '../../services/address-service';
import { defineModule } from '../module';
import { addressRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    addresses: AddressService;
  }
}

/** The company's addresses (master data). */
export const addressesModule = defineModule({
  name: 'addresses',
  services: ({ store }) => ({ addresses: new AddressService(store) }),
  routes: [{ base: 'main', register: addressRoutes }],
});
