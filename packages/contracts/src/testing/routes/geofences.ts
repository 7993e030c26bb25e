import { defineRouteFixtures } from '../route-fixtures';

const CIRCLE = { type: 'CIRCLE', center: [-6.2, 106.85], radius_m: 150 };
const LINE = [
  [-6.2, 106.85],
  [-6.2, 106.86],
];

/** The geofences domain's routes in the test suites (route-fixtures.ts): geofences and routes. */
export const routeFixtures = defineRouteFixtures({
  createGeofence: {
    example: { body: () => ({ name: `Geofence ${Date.now()}`, category: 'DEPOT', shape: CIRCLE }) },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicleId = submit.vehicle_ids[0] ?? 0;
        const own = { name: 'Uji', category: 'DEPOT', shape: CIRCLE, vehicle_ids: [vehicleId] };
        return [own, { ...own, vehicle_ids: [987_654_321] }, [vehicleId, 987_654_321]];
      },
    },
  },
  updateGeofence: { example: { body: () => ({ dwell_minutes: 30 }) } },
  createSavedRoute: {
    example: {
      body: () => ({ name: `Rute ${Date.now()}`, tolerance_m: 50, path: LINE }),
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicleId = submit.vehicle_ids[0] ?? 0;
        const own = { name: 'Uji', tolerance_m: 50, path: LINE, vehicle_ids: [vehicleId] };
        return [own, { ...own, vehicle_ids: [987_654_321] }, [vehicleId, 987_654_321]];
      },
    },
  },
  updateSavedRoute: { example: { body: () => ({ tolerance_m: 80 }) } },
});
