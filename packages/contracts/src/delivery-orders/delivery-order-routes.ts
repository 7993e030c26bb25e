import { deliveryOrderList } from '../shared/list-fields';
import { DeliveryOrderSchema } from './delivery-order';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.order}/delivery-order`;
const tags = ['delivery-order'];

/**
 * Route optimization sends the fixed filters `status.name in CONFIRMED,RESCHEDULED`,
 * `vendor.id is null`, `origin_address.id eq <id>` plus the user filters
 * (docs/rules/route-optimization.md §7.1).
 */
export const listDeliveryOrdersRoute = defineRoute({
  id: 'listDeliveryOrders',
  method: 'GET',
  url: base,
  summary: 'Delivery orders, paged; any filter expression over the declared fields',
  tags,
  auth: true,
  list: deliveryOrderList,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(DeliveryOrderSchema) },
  },
});

export const getDeliveryOrderRoute = defineRoute({
  id: 'getDeliveryOrder',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One delivery order',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: ItemResponseSchema(DeliveryOrderSchema) } },
});

export const deliveryOrderRoutes = [listDeliveryOrdersRoute, getDeliveryOrderRoute] as const;
