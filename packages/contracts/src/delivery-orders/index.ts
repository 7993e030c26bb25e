// Delivery orders of the order service, with their REST routes.
export {
  DELIVERY_ORDER_STATUSES,
  DELIVERY_ORDER_STATUS_COLORS,
  ROUTABLE_DELIVERY_ORDER_STATUSES,
  DeliveryOrderStatusNameSchema,
  DeliveryOrderSchema,
  type DeliveryOrderStatusName,
  type DeliveryOrder,
} from './delivery-order';
export {
  listDeliveryOrdersRoute,
  getDeliveryOrderRoute,
  deliveryOrderRoutes,
} from './delivery-order-routes';
export {
  DELIVERY_ORDER_TRANSITIONS,
  DELIVERY_ORDER_ACTIONS,
  DELIVERY_ORDER_ACTION_TARGETS,
  FINAL_DELIVERY_ORDER_STATUSES,
  canTransition,
  allowedActions,
  type DeliveryOrderAction,
} from './lifecycle';
