import { DeliveryOrderService } from '../../services/delivery-order-service';
import { defineModule } from '../module';
import { DELIVERY_ORDER_MIGRATIONS } from './migrations';
import { deliveryOrderRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    deliveryOrders: DeliveryOrderService;
  }
}

/** The company's delivery orders: SQL tables, lifecycle and routes (docs/rules/deliveries.md). */
export const deliveryOrdersModule = defineModule({
  name: 'delivery-orders',
  migrations: DELIVERY_ORDER_MIGRATIONS,
  services: ({ db, store, clock }) => ({
    deliveryOrders: new DeliveryOrderService({ db, store, clock }),
  }),
  routes: [{ base: 'order', register: deliveryOrderRoutes }],
  seed: async ({ services }) => services.deliveryOrders.seedFromWorld(),
});
