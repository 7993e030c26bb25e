import { SALES_ORDER_MANAGER_PERMISSIONS } from '@armada/contracts/sales-orders';
import { defineModule } from '../module';
import { SALES_ORDER_MIGRATIONS } from './migrations';
import { salesOrderRoutes } from './routes';
import { SalesOrderService } from './sales-order-service';

declare module '../../services/services' {
  interface Services {
    salesOrders: SalesOrderService;
  }
}

/** Sales orders and the delivery orders their confirmation makes (docs/rules/sales-orders.md). */
export const salesOrdersModule = defineModule({
  name: 'sales-orders',
  migrations: SALES_ORDER_MIGRATIONS,
  grants: {
    admin: SALES_ORDER_MANAGER_PERMISSIONS,
    dispatcher: SALES_ORDER_MANAGER_PERMISSIONS,
  },
  services: ({ db, store, clock, services }) => ({
    salesOrders: new SalesOrderService({
      db,
      store,
      clock,
      deliveryOrders: services.deliveryOrders,
    }),
  }),
  routes: [{ base: 'order', register: salesOrderRoutes }],
  seed: async ({ services }) => {
    await services.salesOrders.seed();
  },
});
