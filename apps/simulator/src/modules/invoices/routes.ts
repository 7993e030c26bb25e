import {
  cancelInvoiceRoute,
  createInvoiceRoute,
  downloadInvoicePdfRoute,
  exportInvoicesRoute,
  getInvoiceRoute,
  getInvoiceSettingsRoute,
  listInvoiceableOrdersRoute,
  listInvoicesRoute,
  recordInvoicePaymentRoute,
  replaceInvoiceRoute,
  updateInvoiceSettingsRoute,
  type Invoice,
} from '@armada/contracts/invoices';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import { csvText } from '../sales-orders/csv';
import { invoicePdf } from './invoice-pdf';

/** INV-13: the accounting export's columns, one line per invoice line. */
const HEADER = [
  'Nomor faktur',
  'Tanggal',
  'Jatuh tempo',
  'Status',
  'Status pembayaran',
  'Pelanggan',
  'NPWP',
  'Baris',
  'Uraian',
  'Jumlah',
  'Satuan',
  'Harga satuan (Rp)',
  'Nilai baris (Rp)',
  'Subtotal faktur (Rp)',
  'Tarif PPN (%)',
  'PPN (Rp)',
  'Total (Rp)',
  'Dibayar (Rp)',
  'Pesanan penjualan',
  'Surat jalan',
  'Mengganti faktur',
];

export function invoiceCsv(invoices: readonly Invoice[]): string {
  const rows = invoices.flatMap((invoice) =>
    invoice.lines.map((line, index) => [
      invoice.number,
      invoice.issue_date,
      invoice.due_date,
      invoice.status,
      invoice.payment_status ?? '',
      invoice.customer.name,
      invoice.customer.npwp ?? '',
      index + 1,
      line.description,
      line.quantity,
      line.unit,
      line.unit_price,
      line.amount,
      invoice.subtotal,
      invoice.ppn_rate_bp / 100,
      invoice.ppn,
      invoice.total,
      invoice.paid_amount,
      line.sales_order?.number ?? invoice.sales_order?.number ?? '',
      line.delivery_order?.number ?? '',
      invoice.replaces?.number ?? '',
    ]),
  );
  return csvText(HEADER, rows);
}

/** Invoices under the main API `/api` (docs/rules/invoices.md). */
export const invoiceRoutes: RouteRegistrar = (app, services, prefix) => {
  const invoices = services.invoices;
  app.route({
    ...routeOptions(listInvoicesRoute, prefix),
    handler: async (request) => invoices.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(exportInvoicesRoute, prefix),
    handler: async (request, reply) => {
      const selected = await invoices.selected(authOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="faktur.csv"')
        .header('cache-control', 'no-store')
        .send(invoiceCsv(selected));
    },
  });
  app.route({
    ...routeOptions(listInvoiceableOrdersRoute, prefix),
    handler: async (request) => invoices.invoiceable(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(getInvoiceSettingsRoute, prefix),
    handler: async (request) => invoices.settings(authOf(request)),
  });
  app.route({
    ...routeOptions(updateInvoiceSettingsRoute, prefix),
    handler: async (request) => invoices.updateSettings(authOf(request), request.body),
  });
  app.route({
    ...routeOptions(getInvoiceRoute, prefix),
    handler: async (request) => invoices.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(downloadInvoicePdfRoute, prefix),
    handler: async (request, reply) => {
      const auth = authOf(request);
      const { data } = await invoices.get(auth, request.params.id);
      const pdf = await invoicePdf(data, invoices.companyOf(auth.company.id));
      const file = data.number.replaceAll('/', '-');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${file}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });
  app.route({
    ...routeOptions(createInvoiceRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await invoices.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(recordInvoicePaymentRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await invoices.pay(authOf(request), request.params.id, request.body)),
  });
  app.route({
    ...routeOptions(cancelInvoiceRoute, prefix),
    handler: async (request) => invoices.cancel(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(replaceInvoiceRoute, prefix),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await invoices.replace(authOf(request), request.params.id, request.body)),
  });
};
