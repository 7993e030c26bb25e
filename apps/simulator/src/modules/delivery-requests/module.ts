import { defineModule } from '../module';
import { DeliveryRequestService } from './delivery-request-service';
import { DELIVERY_REQUEST_MIGRATIONS } from './migrations';
import { deliveryRequestRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** Requests for deliveries a dispatcher approves into orders or rejects (DREQ-*). */
    deliveryRequests: DeliveryRequestService;
  }
}

/**
 * Delivery requests: SQL tables, lifecycle, routes and seeded requests
 * (docs/rules/delivery-requests.md). Placed after delivery orders: an approval makes an order
 * through their service (DREQ-8).
 */
export const deliveryRequestsModule = defineModule({
  name: 'delivery-requests',
  migrations: DELIVERY_REQUEST_MIGRATIONS,
  services: ({ db, store, clock, services }) => ({
    deliveryRequests: new DeliveryRequestService({
      db,
      store,
      clock,
      orders: services.deliveryOrders,
    }),
  }),
  routes: [{ base: 'order', register: deliveryRequestRoutes }],
  seed: async ({ services, seed }) => services.deliveryRequests.seed(seed),
});
