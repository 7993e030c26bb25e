import { defineModule } from '../module';
import { AddressService } from './address-service';
import { importErrorHandler } from '../../transport/http/import-error-handler';
import { importErrors } from '../delivery-order-import/read-import-file';
import { addressImportRoutes, addressRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** The company's address book (docs/rules/addresses.md). */
    addresses: AddressService;
  }
}

/**
 * The company's addresses (master data, docs/rules/addresses.md): the list every module reads,
 * and the address book's changes, export, import and pin lookup. The records stay in the
 * document store (ADR 0045).
 */
export const addressesModule = defineModule({
  name: 'addresses',
  services: ({ store, clock }) => ({ addresses: new AddressService({ store, clock }) }),
  routes: [
    { base: 'main', register: addressRoutes },
    {
      base: 'main',
      register: addressImportRoutes,
      errorHandler: importErrorHandler(importErrors.tooLarge),
    },
  ],
});
