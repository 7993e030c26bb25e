import Type from 'typebox';
import {
  CancelSalesOrderRequestSchema,
  CreateSalesOrderRequestSchema,
  SalesOrderSchema,
  UpdateSalesOrderRequestSchema,
  salesOrderList,
} from './sales-order';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.order}/sales-order`;
const tags = ['sales-order'];
const Item = ItemResponseSchema(SalesOrderSchema);
const File = Type.Unknown({ description: 'The file (attachment)' });

/** SO-9. */
export const listSalesOrdersRoute = defineRoute({
  id: 'listSalesOrders',
  method: 'GET',
  url: base,
  summary: "The company's sales orders, paged, with their status and delivery orders",
  tags,
  auth: true,
  list: salesOrderList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(SalesOrderSchema) } },
});

/** SO-10. */
export const exportSalesOrdersRoute = defineRoute({
  id: 'exportSalesOrders',
  method: 'GET',
  url: `${base}/export`,
  summary:
    'The sales orders the list filters and search select, one line per order line, as CSV (text/csv)',
  tags,
  auth: true,
  schema: { querystring: ListQuerySchema, response: { 200: File } },
});

export const getSalesOrderRoute = defineRoute({
  id: 'getSalesOrder',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One sales order',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Item } },
});

/** SO-1, SO-3. */
export const createSalesOrderRoute = defineRoute({
  id: 'createSalesOrder',
  method: 'POST',
  url: base,
  summary: 'Create a sales order as a draft',
  tags,
  auth: true,
  schema: { body: CreateSalesOrderRequestSchema, response: { 201: Item } },
});

/** SO-1, SO-4. */
export const updateSalesOrderRoute = defineRoute({
  id: 'updateSalesOrder',
  method: 'PUT',
  url: `${base}/:id`,
  summary: 'Change a draft sales order (the fields given)',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: UpdateSalesOrderRequestSchema, response: { 200: Item } },
});

/** SO-5. */
export const confirmSalesOrderRoute = defineRoute({
  id: 'confirmSalesOrder',
  method: 'POST',
  url: `${base}/:id/confirm`,
  summary: 'Confirm a draft: one confirmed delivery order per requested day',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Item } },
});

/** SO-7. */
export const cancelSalesOrderRoute = defineRoute({
  id: 'cancelSalesOrder',
  method: 'POST',
  url: `${base}/:id/cancel`,
  summary: 'Cancel a sales order and its delivery orders that have not left',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: CancelSalesOrderRequestSchema, response: { 200: Item } },
});

export const salesOrderRoutes = [
  listSalesOrdersRoute,
  exportSalesOrdersRoute,
  getSalesOrderRoute,
  createSalesOrderRoute,
  updateSalesOrderRoute,
  confirmSalesOrderRoute,
  cancelSalesOrderRoute,
] as const;
