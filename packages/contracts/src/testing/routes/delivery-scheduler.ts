import { defineRouteFixtures } from '../route-fixtures';

const ITEMS = [{ name: 'Air mineral', quantity: 10, unit: 'dus', weight: 120, volume: 0.3 }];

/** The delivery-scheduler domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createDeliverySchedule: {
    example: {
      none: "needs the company's customer and its addresses (tests/contract/delivery-scheduler.test.ts)",
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const own = {
          name: 'Kontrak',
          customer_id: owner.customerId,
          origin_address_id: submit.start_address_id,
          destination_address_id: submit.start_address_id,
          items: ITEMS,
          pattern: { kind: 'WEEKLY', weekdays: [1] },
          time_window: { start: '08:00', end: '12:00' },
          from_date: '2026-11-24',
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
  updateDeliverySchedule: { example: { body: () => ({ notes: 'Kontrak' }) } },
  updateDeliveryAutoPlan: {
    example: {
      body: () => ({
        enabled: false,
        hour: 18,
        origin_address_id: null,
        vehicle_ids: [],
        departure_time: '07:00',
        then: 'LEAVE_RUN',
      }),
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicles = submit.vehicle_ids.slice(0, 2);
        const own = {
          enabled: true,
          hour: 18,
          origin_address_id: submit.start_address_id,
          vehicle_ids: vehicles,
          departure_time: '07:00',
          then: 'LEAVE_RUN',
        };
        const fake = {
          ...own,
          origin_address_id: 987_654_322,
          vehicle_ids: vehicles.map((_, i) => 987_655_000 + i),
        };
        return [
          own,
          fake,
          [submit.start_address_id, ...vehicles, 987_654_322, ...fake.vehicle_ids],
        ];
      },
    },
  },
});
