import { defineRouteFixtures } from '../route-fixtures';

const MY_STOP =
  "a stop of the signed-in driver's own task (FT-15): any other stop, another company's too, is refused before anything changes (driver-task-service.test.ts); an administrator is no driver (403)";

/** The fleet-tasks domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createFleetTask: {
    example: {
      none: "a task is made of the company's vehicle and orders (tests/contract/fleet-tasks.test.ts)",
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const orderIds = submit.delivery_orders.slice(0, 3).map((o) => o.id);
        const own = {
          vehicle_id: submit.vehicle_ids[0],
          start_address_id: submit.start_address_id,
          departure_on: '2026-11-14T10:00:00+07:00',
          delivery_order_ids: orderIds,
        };
        const fake = {
          ...own,
          vehicle_id: 987_654_000,
          start_address_id: 987_654_321,
          delivery_order_ids: orderIds.map((_, i) => 987_655_000 + i),
        };
        return [
          own,
          fake,
          [
            own.vehicle_id ?? 0,
            submit.start_address_id,
            ...orderIds,
            987_654_000,
            987_654_321,
            ...fake.delivery_order_ids,
          ],
        ];
      },
    },
  },
  reassignFleetTask: { example: { fromSchema: true } },
  cancelFleetTask: { example: { fromSchema: true } },
  cancelFleetTaskStop: { example: { fromSchema: true } },
  getMyFleetTasks: {
    tenant: {
      callerOnly:
        "the signed-in driver's own fleet tasks today (FT-14): nothing names anyone else's, and neither administrator is a driver",
    },
  },
  arriveMyStop: {
    example: { none: 'a driver-only action (tests/contract/fleet-tasks.test.ts)' },
    tenant: { callerOnly: MY_STOP },
  },
  deliverMyStop: {
    example: { none: 'a driver-only action (tests/contract/fleet-tasks.test.ts)' },
    tenant: { callerOnly: 'as arriveMyStop' },
  },
  failMyStop: {
    example: { none: 'a driver-only action (tests/contract/fleet-tasks.test.ts)' },
    tenant: { callerOnly: 'as arriveMyStop' },
  },
});
