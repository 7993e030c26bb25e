import {
  cancelSalesOrderRoute,
  confirmSalesOrderRoute,
  createSalesOrderRoute,
  exportSalesOrdersRoute,
  getSalesOrderRoute,
  listSalesOrdersRoute,
  updateSalesOrderRoute,
  type SalesOrder,
} from '@armada/contracts/sales-orders';
import { routeOptions } from '../../transport/http/route-options';
import { authOf } from '../../transport/http/request-auth';
import type { RouteRegistrar } from '../../transport/routes/typebox-app';
import { csvText } from './csv';

/** SO-10: the columns of the export, one line per order line. */
const HEADER = [
  'Nomor SO',
  'Status',
  'Dibuat',
  'Pelanggan',
  'Referensi pelanggan',
  'Tujuan',
  'Tanggal kirim',
  'Barang',
  'Jumlah',
  'Satuan',
  'Harga satuan (Rp)',
  'Nilai (Rp)',
  'Berat (kg)',
  'Volume (m3)',
  'Surat jalan',
];

export function salesOrderCsv(orders: readonly SalesOrder[]): string {
  const rows = orders.flatMap((order) =>
    order.items.map((item) => [
      order.number,
      order.status,
      order.created_on.slice(0, 10),
      order.customer.name,
      order.customer_reference,
      `${order.destination_address.name}, ${order.destination_address.city}`,
      item.delivery_date,
      item.name,
      item.quantity,
      item.unit,
      item.unit_price,
      item.amount,
      item.weight,
      item.volume,
      order.delivery_orders
        .filter((d) => d.planned_date === item.delivery_date)
        .map((d) => d.number)
        .join(' '),
    ]),
  );
  return csvText(HEADER, rows);
}

/** Sales orders under the order API (docs/rules/sales-orders.md). */
export const salesOrderRoutes: RouteRegistrar = (app, services, prefix) => {
  const orders = services.salesOrders;
  app.route({
    ...routeOptions(listSalesOrdersRoute, prefix),
    handler: async (request) => orders.list(authOf(request), request.query),
  });
  app.route({
    ...routeOptions(exportSalesOrdersRoute, prefix),
    handler: async (request, reply) => {
      const selected = await orders.selected(authOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sales-orders.csv"')
        .header('cache-control', 'no-store')
        .send(salesOrderCsv(selected));
    },
  });
  app.route({
    ...routeOptions(getSalesOrderRoute, prefix),
    handler: async (request) => orders.get(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(createSalesOrderRoute, prefix),
    handler: async (request, reply) =>
      reply.code(201).send(await orders.create(authOf(request), request.body)),
  });
  app.route({
    ...routeOptions(updateSalesOrderRoute, prefix),
    handler: async (request) => orders.update(authOf(request), request.params.id, request.body),
  });
  app.route({
    ...routeOptions(confirmSalesOrderRoute, prefix),
    handler: async (request) => orders.confirm(authOf(request), request.params.id),
  });
  app.route({
    ...routeOptions(cancelSalesOrderRoute, prefix),
    handler: async (request) => orders.cancel(authOf(request), request.params.id, request.body),
  });
};
