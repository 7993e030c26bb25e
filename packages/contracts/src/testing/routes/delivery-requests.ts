import { defineRouteFixtures } from '../route-fixtures';

/** The delivery-requests domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createDeliveryRequest: {
    example: {
      none: "needs the company's customer and addresses (tests/contract/delivery-requests.test.ts)",
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const own = {
          customer_id: owner.customerId,
          origin_address_id: submit.start_address_id,
          destination_address_id: submit.start_address_id,
          wanted_date: '2026-11-24',
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
  approveDeliveryRequest: { example: { fromSchema: true } },
  rejectDeliveryRequest: { example: { body: () => ({ reason: 'Kontrak' }) } },
  cancelDeliveryRequest: { example: { fromSchema: true } },
});
