import { DeliveryOrderService } from '../../services/delivery-order-service';
import { defineModule } from '../module';
import { deliveryOrderRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    deliveryOrders: DeliveryOrderService;
  }
}

/** The company's delivery orders. */
export const deliveryOrdersModule = defineModule({
  name: 'delivery-orders',
  services: ({ store }) => ({ deliveryOrders: new DeliveryOrderService(store) }),
  routes: [{ base: 'order', register: deliveryOrderRoutes }],
});
