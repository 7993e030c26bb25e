import {
  ApproveDeliveryRequestRequestSchema,
  CancelDeliveryRequestRequestSchema,
  CreateDeliveryRequestRequestSchema,
  DeliveryRequestDetailSchema,
  DeliveryRequestListItemSchema,
  RejectDeliveryRequestRequestSchema,
  deliveryRequestList,
} from './delivery-request';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.order}/delivery-request`;
const tags = ['delivery-request'];

/** DREQ-12. */
export const listDeliveryRequestsRoute = defineRoute({
  id: 'listDeliveryRequests',
  method: 'GET',
  url: base,
  summary: 'Delivery requests, paged; any filter expression over the declared fields',
  tags,
  auth: true,
  list: deliveryRequestList,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(DeliveryRequestListItemSchema) },
  },
});

/** DREQ-13. */
export const getDeliveryRequestRoute = defineRoute({
  id: 'getDeliveryRequest',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One delivery request with its items, timeline, order and allowed actions',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(DeliveryRequestDetailSchema) },
  },
});

/** DREQ-14. */
export const createDeliveryRequestRoute = defineRoute({
  id: 'createDeliveryRequest',
  method: 'POST',
  url: base,
  summary: 'Ask for a delivery (PENDING until a dispatcher decides)',
  tags,
  auth: true,
  schema: {
    body: CreateDeliveryRequestRequestSchema,
    response: { 201: ItemResponseSchema(DeliveryRequestDetailSchema) },
  },
});

/** DREQ-8, DREQ-9. */
export const approveDeliveryRequestRoute = defineRoute({
  id: 'approveDeliveryRequest',
  method: 'POST',
  url: `${base}/:id/approve`,
  summary: 'Approve a pending request into a confirmed delivery order; 409 in any other status',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: ApproveDeliveryRequestRequestSchema,
    response: { 200: ItemResponseSchema(DeliveryRequestDetailSchema) },
  },
});

/** DREQ-10. */
export const rejectDeliveryRequestRoute = defineRoute({
  id: 'rejectDeliveryRequest',
  method: 'POST',
  url: `${base}/:id/reject`,
  summary: 'Reject a pending request with a reason; 409 in any other status',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: RejectDeliveryRequestRequestSchema,
    response: { 200: ItemResponseSchema(DeliveryRequestDetailSchema) },
  },
});

/** DREQ-11. */
export const cancelDeliveryRequestRoute = defineRoute({
  id: 'cancelDeliveryRequest',
  method: 'POST',
  url: `${base}/:id/cancel`,
  summary: 'Withdraw a pending request (the requester); 409 in any other status',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: CancelDeliveryRequestRequestSchema,
    response: { 200: ItemResponseSchema(DeliveryRequestDetailSchema) },
  },
});

export const deliveryRequestRoutes = [
  listDeliveryRequestsRoute,
  getDeliveryRequestRoute,
  createDeliveryRequestRoute,
  approveDeliveryRequestRoute,
  rejectDeliveryRequestRoute,
  cancelDeliveryRequestRoute,
] as const;
