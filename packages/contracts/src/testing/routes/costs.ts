import { defineRouteFixtures } from '../route-fixtures';

/** The cost-management domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createCostEntry: {
    example: {
      body: () => ({
        kind: 'OTHER',
        category: 'PARKING',
        occurred_at: '2026-01-05T08:00:00+07:00',
        amount: 15_000,
        reference: `uji-${Date.now()}`,
      }),
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicleId = submit.vehicle_ids[0] ?? 0;
        const own = {
          kind: 'TOLL',
          vehicle_id: vehicleId,
          occurred_at: '2026-01-05T08:00:00+07:00',
          amount: 12_500,
        };
        return [own, { ...own, vehicle_id: 987_654_321 }, [vehicleId, 987_654_321]];
      },
    },
  },
  updateCostEntry: {
    example: {
      body: () => ({
        kind: 'OTHER',
        category: 'PARKING',
        occurred_at: '2026-01-05T08:00:00+07:00',
        amount: 17_500,
      }),
    },
  },
  importCostStatement: {
    example: {
      none: 'a statement names the company’s vehicles by plate; the module’s HTTP tests send one',
    },
    tenant: {
      callerOnly:
        'the file names vehicles by plate, looked up among the caller’s vehicles only; another company’s plate is refused as unknown (COST-4, costs.test.ts)',
    },
  },
  getCostSummary: { example: { query: { from: '2026-01', until: '2026-03' } } },
  getFuelMatch: { example: { query: { month: '2026-01' } } },
});
