import { defineRouteFixtures } from '../route-fixtures';

/** The route-optimization domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createRouteOptimization: {
    example: {
      none: "a submit is made of the company's records (tests/contract/route-optimization.test.ts)",
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const fake = {
          ...submit,
          start_address_id: 987_654_321,
          vehicle_ids: submit.vehicle_ids.map((_, i) => 987_654_000 + i),
          delivery_orders: submit.delivery_orders.map((o, i) => ({ ...o, id: 987_655_000 + i })),
        };
        return [
          submit,
          fake,
          [
            submit.start_address_id,
            ...submit.vehicle_ids,
            ...submit.delivery_orders.map((o) => o.id),
            ...fake.vehicle_ids,
            ...fake.delivery_orders.map((o) => o.id),
            987_654_321,
          ],
        ];
      },
    },
  },
  reoptimizeRouteOptimization: {
    example: {
      none: "a submit is made of the run's records (tests/contract/route-optimization.test.ts)",
    },
    tenant: { idRouteBody: (owner, params) => owner.runSubmit(params.id) },
  },
  moveRouteOptimizationPoint: { example: { fromSchema: true } },
  getDriverDay: {
    tenant: {
      callerOnly:
        "the signed-in driver's own stops today: no parameter names anyone else's, and neither administrator is a driver",
    },
  },
});
