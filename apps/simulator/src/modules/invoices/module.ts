import { INVOICE_MANAGER_PERMISSIONS } from '@armada/contracts/invoices';
import { defineModule } from '../module';
import { InvoiceService } from './invoice-service';
import { INVOICE_MIGRATIONS } from './migrations';
import { invoiceRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    invoices: InvoiceService;
  }
}

/** Invoices of delivered orders and sales orders (docs/rules/invoices.md). */
export const invoicesModule = defineModule({
  name: 'invoices',
  migrations: INVOICE_MIGRATIONS,
  grants: { admin: INVOICE_MANAGER_PERMISSIONS, dispatcher: INVOICE_MANAGER_PERMISSIONS },
  services: ({ db, store, clock, services }) => ({
    invoices: new InvoiceService({
      db,
      store,
      clock,
      deliveryOrders: services.deliveryOrders,
      salesOrders: services.salesOrders,
    }),
  }),
  routes: [{ base: 'main', register: invoiceRoutes }],
  seed: async ({ services }) => {
    await services.invoices.seed();
  },
});
