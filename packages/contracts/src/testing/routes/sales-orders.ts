import { defineRouteFixtures } from '../route-fixtures';

const LINE = {
  name: 'Semen 50 kg',
  quantity: 10,
  unit: 'sak',
  unit_price: 65_000,
  weight: 500,
  volume: 0.4,
  delivery_date: '2026-12-10',
};

/** The sales-orders domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createSalesOrder: {
    example: {
      body: () => ({
        customer_id: 1,
        origin_address_id: 1,
        destination_address_id: 2,
        customer_reference: `PO-${Date.now() % 100000}`,
        items: [LINE],
      }),
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const own = {
          customer_id: owner.customerId,
          origin_address_id: submit.start_address_id,
          destination_address_id: submit.start_address_id,
          items: [LINE],
        };
        const fake = {
          ...own,
          customer_id: 987_654_321,
          origin_address_id: 987_654_322,
          destination_address_id: 987_654_322,
        };
        return [
          own,
          fake,
          [String(owner.customerId), submit.start_address_id, 987_654_321, 987_654_322],
        ];
      },
    },
  },
  updateSalesOrder: { example: { body: () => ({ notes: 'Kontrak' }) } },
  cancelSalesOrder: { example: { body: () => ({ reason: 'Kontrak' }) } },
});
