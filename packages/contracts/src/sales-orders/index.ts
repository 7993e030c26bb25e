// Sales orders: shapes, numbers, permissions and REST routes (docs/rules/sales-orders.md).
export {
  SALES_ORDER_ACTIONS,
  SALES_ORDER_LIMITS,
  SALES_ORDER_NUMBER_PREFIX,
  SALES_ORDER_STATUSES,
  type SalesOrderAction,
  type SalesOrderStatus,
} from './limits';
export {
  SalesOrderStatusSchema,
  SalesOrderItemInputSchema,
  SalesOrderItemSchema,
  SalesOrderDeliverySchema,
  SalesOrderSchema,
  CreateSalesOrderRequestSchema,
  UpdateSalesOrderRequestSchema,
  CancelSalesOrderRequestSchema,
  salesOrderList,
  type SalesOrderItemInput,
  type SalesOrderItem,
  type SalesOrderDelivery,
  type SalesOrder,
  type SalesOrderListField,
  type CreateSalesOrderRequest,
  type UpdateSalesOrderRequest,
  type CancelSalesOrderRequest,
} from './sales-order';
export {
  SALES_ORDER_PERMISSIONS,
  SALES_ORDER_MANAGER_PERMISSIONS,
  type SalesOrderPermission,
} from './permissions';
export { SALES_ORDER_ERROR_REASONS } from './error-reasons';
export {
  listSalesOrdersRoute,
  exportSalesOrdersRoute,
  getSalesOrderRoute,
  createSalesOrderRoute,
  updateSalesOrderRoute,
  confirmSalesOrderRoute,
  cancelSalesOrderRoute,
  salesOrderRoutes,
} from './sales-order-routes';
