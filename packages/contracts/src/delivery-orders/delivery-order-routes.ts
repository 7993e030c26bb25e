import { deliveryOrderList } from '../shared/list-fields';
import type { ListDeclaration } from '../shared/list-fields';
import {
  CancelDeliveryOrderRequestSchema,
  CreateDeliveryOrderRequestSchema,
  DeliveryOrderDetailSchema,
  DeliveryOrderListItemSchema,
  RescheduleDeliveryOrderRequestSchema,
  UpdateDeliveryOrderRequestSchema,
} from './delivery-order';
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
 * The `/delivery/` list (DLV-16): the §3.1 fields route optimization filters on, plus the
 * planned day, the run and the vehicle.
 */
export const deliveryOrderListWithPlan = {
  ...deliveryOrderList,
  fields: {
    ...deliveryOrderList.fields,
    planned_date: { type: 'date' },
    'run.id': { type: 'number' },
    'vehicle.id': { type: 'number' },
  },
} as const satisfies ListDeclaration;

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
  list: deliveryOrderListWithPlan,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(DeliveryOrderListItemSchema) },
  },
});

export const getDeliveryOrderRoute = defineRoute({
  id: 'getDeliveryOrder',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One delivery order with its items, time window, run, timeline and allowed actions',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(DeliveryOrderDetailSchema) },
  },
});

export const createDeliveryOrderRoute = defineRoute({
  id: 'createDeliveryOrder',
  method: 'POST',
  url: base,
  summary: 'Create a delivery order (DRAFT, or CONFIRMED with confirm: true)',
  tags,
  auth: true,
  schema: {
    body: CreateDeliveryOrderRequestSchema,
    response: { 201: ItemResponseSchema(DeliveryOrderDetailSchema) },
  },
});

export const updateDeliveryOrderRoute = defineRoute({
  id: 'updateDeliveryOrder',
  method: 'PATCH',
  url: `${base}/:id`,
  summary: 'Change the given fields; only in DRAFT, CONFIRMED and RESCHEDULED (else 409)',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: UpdateDeliveryOrderRequestSchema,
    response: { 200: ItemResponseSchema(DeliveryOrderDetailSchema) },
  },
});

export const confirmDeliveryOrderRoute = defineRoute({
  id: 'confirmDeliveryOrder',
  method: 'POST',
  url: `${base}/:id/confirm`,
  summary: 'Confirm a draft (409 in any other status)',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(DeliveryOrderDetailSchema) },
  },
});

export const rescheduleDeliveryOrderRoute = defineRoute({
  id: 'rescheduleDeliveryOrder',
  method: 'POST',
  url: `${base}/:id/reschedule`,
  summary: 'Give the order a new day (and window) with a reason; 409 where not allowed',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: RescheduleDeliveryOrderRequestSchema,
    response: { 200: ItemResponseSchema(DeliveryOrderDetailSchema) },
  },
});

export const cancelDeliveryOrderRoute = defineRoute({
  id: 'cancelDeliveryOrder',
  method: 'POST',
  url: `${base}/:id/cancel`,
  summary: 'Cancel the order with a reason; 409 where not allowed',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: CancelDeliveryOrderRequestSchema,
    response: { 200: ItemResponseSchema(DeliveryOrderDetailSchema) },
  },
});

export const deliveryOrderRoutes = [
  listDeliveryOrdersRoute,
  getDeliveryOrderRoute,
  createDeliveryOrderRoute,
  updateDeliveryOrderRoute,
  confirmDeliveryOrderRoute,
  rescheduleDeliveryOrderRoute,
  cancelDeliveryOrderRoute,
] as const;
