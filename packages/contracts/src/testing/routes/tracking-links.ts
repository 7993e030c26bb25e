import { defineRouteFixtures } from '../route-fixtures';

/** The tracking-links domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createTrackingLink: {
    example: {
      none: "a link follows one of the company's vehicles or stops (tests/contract/tracking-links.test.ts)",
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicleId = submit.vehicle_ids[0] ?? 0;
        const own = { vehicle_id: vehicleId, expires_in_hours: 1, shows: ['plate'] };
        return [own, { ...own, vehicle_id: 987_654_321 }, [vehicleId, 987_654_321]];
      },
    },
  },
  extendTrackingLink: { example: { body: () => ({ expires_in_hours: 2 }) } },
  revokeTrackingLink: { example: { fromSchema: true } },
});
