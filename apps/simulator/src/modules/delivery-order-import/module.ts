import { defineModule } from '../module';
import { DeliveryOrderImportService } from './import-service';
import { importErrorHandler } from '../../transport/http/import-error-handler';
import { importErrors } from './read-import-file';
import { deliveryOrderImportRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    deliveryOrderImport: DeliveryOrderImportService;
  }
}

/** Importing delivery orders from CSV and XLSX files (docs/rules/deliveries.md §6). */
export const deliveryOrderImportModule = defineModule({
  name: 'delivery-order-import',
  services: ({ store, clock, services }) => ({
    deliveryOrderImport: new DeliveryOrderImportService({
      store,
      clock,
      deliveryOrders: services.deliveryOrders,
    }),
  }),
  routes: [
    {
      base: 'order',
      register: deliveryOrderImportRoutes,
      errorHandler: importErrorHandler(importErrors.tooLarge),
    },
  ],
});
