import { defineRouteFixtures } from '../route-fixtures';

/** A block of about 4.9 ha near Pekanbaru (corners, not closed). */
const BLOCK = [
  [0.5, 101.4],
  [0.5, 101.402],
  [0.502, 101.402],
  [0.502, 101.4],
];
const PERIOD = { from: '2026-11-10T06:00:00+07:00', to: '2026-11-10T18:00:00+07:00' };

/** The land measurement domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  exportLandMeasurements: { example: { query: { format: 'kml' } } },
  exportLandMeasurement: { example: { query: { format: 'geojson' } } },
  createLandMeasurement: {
    example: { body: () => ({ name: `Blok ${Date.now()}`, notes: 'Uji', boundary: BLOCK }) },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicleId = submit.vehicle_ids[0] ?? 0;
        const own = { name: 'Uji', boundary: BLOCK, track: { vehicle_id: vehicleId, ...PERIOD } };
        return [
          own,
          { ...own, track: { vehicle_id: 987_654_321, ...PERIOD } },
          [vehicleId, 987_654_321],
        ];
      },
    },
  },
  updateLandMeasurement: { example: { body: () => ({ notes: 'Diukur ulang' }) } },
  measureLand: {
    example: { body: () => ({ boundary: BLOCK }) },
    tenant: { callerOnly: 'measures the boundary in its body; reads and names no record' },
  },
  measureLandTrack: {
    example: { none: 'needs a vehicle of the caller and a period of its history (HTTP tests)' },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicleId = submit.vehicle_ids[0] ?? 0;
        const own = { vehicle_id: vehicleId, ...PERIOD };
        return [own, { ...own, vehicle_id: 987_654_321 }, [vehicleId, 987_654_321]];
      },
    },
  },
});
