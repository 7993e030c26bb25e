import { defineRouteFixtures } from '../route-fixtures';

/** The delivery-scheduler domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createDeliverySchedule: {
    example: {
      none: "needs the company's customer and its addresses (tests/contract/delivery-scheduler.test.ts)",
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
  },
});
