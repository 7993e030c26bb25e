import { defineRouteFixtures } from '../route-fixtures';

/** The delivery-orders domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  listDeliveryOrders: {
    tenant: {
      sharedIdentifiers: {
        '.data.paginated_result[].vendor.id':
          'vendors are referenced by id only (RO-19 `vendor: {id}`); no company owns a vendor record',
      },
    },
  },
  createDeliveryOrder: {
    example: { fromSchema: true },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const own = {
          shipped_customer_id: owner.customerId,
          origin_address_id: submit.start_address_id,
          destination_address_id: submit.start_address_id,
          load_weight: 10,
        };
        const fake = {
          ...own,
          shipped_customer_id: 987_654_321,
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
  updateDeliveryOrder: { example: { body: () => ({ notes: 'Kontrak' }) } },
  rescheduleDeliveryOrder: {
    example: { body: () => ({ planned_date: '2026-12-10', reason: 'Kontrak' }) },
  },
  cancelDeliveryOrder: { example: { body: () => ({ reason: 'Kontrak' }) } },
});
