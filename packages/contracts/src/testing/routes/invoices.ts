import { defineRouteFixtures } from '../route-fixtures';

/** The invoices domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createInvoice: {
    example: { body: () => ({ delivery_order_ids: [1], payment_terms_days: 30 }) },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const orderId = submit.delivery_orders[0]?.id ?? 0;
        return [
          { delivery_order_ids: [orderId] },
          { delivery_order_ids: [987_654_321] },
          [orderId, 987_654_321],
        ];
      },
    },
  },
  updateInvoiceSettings: {
    example: { body: () => ({ ppn_rate_bp: 1100, payment_terms_days: 30 }) },
    tenant: { callerOnly: "changes only the caller's company's settings; names no record" },
  },
  recordInvoicePayment: {
    example: { body: () => ({ amount: 1000, paid_on: '2026-11-20', method: 'TRANSFER' }) },
  },
  cancelInvoice: { example: { body: () => ({ reason: 'Kontrak' }) } },
  replaceInvoice: { example: { body: () => ({ reason: 'Kontrak' }) } },
});
