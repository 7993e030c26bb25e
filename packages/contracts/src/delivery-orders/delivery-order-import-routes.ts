import Type from 'typebox';
import { ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import {
  DELIVERY_ORDER_IMPORT_CONTENT_TYPES,
  DELIVERY_ORDER_IMPORT_LIMITS,
  DeliveryOrderImportCommitQuerySchema,
  DeliveryOrderImportCommitResultSchema,
  DeliveryOrderImportReportSchema,
  DeliveryOrderImportTemplateQuerySchema,
} from './delivery-order-import';

const base = `${API_BASES.order}/delivery-order/import`;
const tags = ['delivery-order'];

/** The request body of `check` and `commit`: the file's bytes, as OpenAPI describes them. */
export const DELIVERY_ORDER_IMPORT_UPLOAD = {
  contentTypes: [
    DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx,
    DELIVERY_ORDER_IMPORT_CONTENT_TYPES.csv,
    'application/octet-stream',
  ],
  maxBytes: DELIVERY_ORDER_IMPORT_LIMITS.maxBytes,
} as const;

const uploadNote =
  'The body is the file itself (not multipart), sent as text/csv or as the XLSX content type ' +
  `(application/octet-stream: told apart by its first bytes), at most ${DELIVERY_ORDER_IMPORT_LIMITS.maxBytes} bytes ` +
  `and ${DELIVERY_ORDER_IMPORT_LIMITS.maxRows} orders.`;

/** DLV-28: the template, with the columns and one example row. */
export const deliveryOrderImportTemplateRoute = defineRoute({
  id: 'deliveryOrderImportTemplate',
  method: 'GET',
  url: `${base}/template`,
  summary: 'The import template as an XLSX (default) or CSV file to download',
  tags,
  auth: true,
  schema: {
    querystring: DeliveryOrderImportTemplateQuerySchema,
    response: { 200: Type.Unknown({ description: 'The file (attachment)' }) },
  },
});

/** DLV-30: the row-by-row report; nothing is saved. */
export const checkDeliveryOrderImportRoute = defineRoute({
  id: 'checkDeliveryOrderImport',
  method: 'POST',
  url: `${base}/check`,
  summary: `Check a CSV or XLSX file of delivery orders and answer the report; saves nothing. ${uploadNote}`,
  tags,
  auth: true,
  schema: {
    response: { 200: ItemResponseSchema(DeliveryOrderImportReportSchema) },
  },
});

/** DLV-31: check again, then save every order in one transaction, or nothing. */
export const commitDeliveryOrderImportRoute = defineRoute({
  id: 'commitDeliveryOrderImport',
  method: 'POST',
  url: `${base}/commit`,
  summary:
    'Check the file again and save its orders in one transaction; an invalid row refuses it ' +
    `all (400 with the report) unless valid_only=true. ${uploadNote}`,
  tags,
  auth: true,
  schema: {
    querystring: DeliveryOrderImportCommitQuerySchema,
    response: { 201: ItemResponseSchema(DeliveryOrderImportCommitResultSchema) },
  },
});

export const deliveryOrderImportRoutes = [
  deliveryOrderImportTemplateRoute,
  checkDeliveryOrderImportRoute,
  commitDeliveryOrderImportRoute,
] as const;
