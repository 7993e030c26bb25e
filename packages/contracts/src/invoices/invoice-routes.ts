import Type from 'typebox';
import {
  CancelInvoiceRequestSchema,
  CreateInvoiceRequestSchema,
  InvoiceSchema,
  InvoiceSettingsSchema,
  InvoiceableOrderSchema,
  InvoiceableQuerySchema,
  RecordPaymentRequestSchema,
  ReplaceInvoiceRequestSchema,
  invoiceList,
} from './invoice';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/invoice`;
const tags = ['invoice'];
const Item = ItemResponseSchema(InvoiceSchema);
const File = Type.Unknown({ description: 'The file (attachment)' });

/** INV-12. */
export const listInvoicesRoute = defineRoute({
  id: 'listInvoices',
  method: 'GET',
  url: base,
  summary: "The company's invoices, paged, with their payment status",
  tags,
  auth: true,
  list: invoiceList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(InvoiceSchema) } },
});

/** INV-13. */
export const exportInvoicesRoute = defineRoute({
  id: 'exportInvoices',
  method: 'GET',
  url: `${base}/export`,
  summary:
    'The invoices the list filters select, one CSV line per invoice line, for accounting (text/csv)',
  tags,
  auth: true,
  schema: { querystring: ListQuerySchema, response: { 200: File } },
});

/** INV-2. */
export const listInvoiceableOrdersRoute = defineRoute({
  id: 'listInvoiceableOrders',
  method: 'GET',
  url: `${base}/invoiceable`,
  summary: 'Delivered delivery orders no issued invoice holds yet, newest first',
  tags,
  auth: true,
  schema: {
    querystring: InvoiceableQuerySchema,
    response: { 200: ItemResponseSchema(Type.Array(InvoiceableOrderSchema)) },
  },
});

/** INV-5, INV-14. */
export const getInvoiceSettingsRoute = defineRoute({
  id: 'getInvoiceSettings',
  method: 'GET',
  url: `${base}/settings`,
  summary: "The company's PPN rate and payment terms",
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(InvoiceSettingsSchema) } },
});

/** INV-5, INV-14. */
export const updateInvoiceSettingsRoute = defineRoute({
  id: 'updateInvoiceSettings',
  method: 'PUT',
  url: `${base}/settings`,
  summary: "Change the company's PPN rate and payment terms (new invoices only)",
  tags,
  auth: true,
  schema: {
    body: InvoiceSettingsSchema,
    response: { 200: ItemResponseSchema(InvoiceSettingsSchema) },
  },
});

export const getInvoiceRoute = defineRoute({
  id: 'getInvoice',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One invoice with its lines and payments',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Item } },
});

/** INV-15. */
export const downloadInvoicePdfRoute = defineRoute({
  id: 'downloadInvoicePdf',
  method: 'GET',
  url: `${base}/:id/pdf`,
  summary: 'The invoice as a PDF in Indonesian (application/pdf)',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: File } },
});

/** INV-1 … INV-7. */
export const createInvoiceRoute = defineRoute({
  id: 'createInvoice',
  method: 'POST',
  url: base,
  summary: 'Issue an invoice for delivered delivery orders or for a sales order',
  tags,
  auth: true,
  schema: { body: CreateInvoiceRequestSchema, response: { 201: Item } },
});

/** INV-8. */
export const recordInvoicePaymentRoute = defineRoute({
  id: 'recordInvoicePayment',
  method: 'POST',
  url: `${base}/:id/payment`,
  summary: 'Record a payment received for an issued invoice',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: RecordPaymentRequestSchema, response: { 201: Item } },
});

/** INV-9. */
export const cancelInvoiceRoute = defineRoute({
  id: 'cancelInvoice',
  method: 'POST',
  url: `${base}/:id/cancel`,
  summary: 'Cancel an issued invoice with no payment; its orders may be invoiced again',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: CancelInvoiceRequestSchema, response: { 200: Item } },
});

/** INV-10. */
export const replaceInvoiceRoute = defineRoute({
  id: 'replaceInvoice',
  method: 'POST',
  url: `${base}/:id/replace`,
  summary: 'Cancel an issued invoice and issue its replacement for the same orders, in one step',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: ReplaceInvoiceRequestSchema, response: { 201: Item } },
});

export const invoiceRoutes = [
  listInvoicesRoute,
  exportInvoicesRoute,
  listInvoiceableOrdersRoute,
  getInvoiceSettingsRoute,
  updateInvoiceSettingsRoute,
  getInvoiceRoute,
  downloadInvoicePdfRoute,
  createInvoiceRoute,
  recordInvoicePaymentRoute,
  cancelInvoiceRoute,
  replaceInvoiceRoute,
] as const;
