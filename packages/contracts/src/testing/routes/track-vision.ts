import { UNKNOWN_RECORD_ID, defineRouteFixtures } from '../route-fixtures';

/** The track vision domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  startTvStream: {
    example: { none: 'needs a camera vehicle of the caller whose device reports (HTTP tests)' },
    tenant: {
      body: async (owner) => {
        const vehicleId = (await owner.runSubmit()).vehicle_ids[0] ?? 0;
        return [
          { vehicle_id: vehicleId, channel: 'road' },
          { vehicle_id: UNKNOWN_RECORD_ID, channel: 'road' },
          [vehicleId, UNKNOWN_RECORD_ID],
        ];
      },
    },
  },
  createTvFootage: {
    example: { none: 'needs a camera vehicle of the caller and a past range (HTTP tests)' },
    tenant: {
      body: async (owner) => {
        const vehicleId = (await owner.runSubmit()).vehicle_ids[0] ?? 0;
        const range = { from: '2026-11-10T08:00:00+07:00', to: '2026-11-10T08:05:00+07:00' };
        return [
          { vehicle_id: vehicleId, channel: 'cabin', ...range },
          { vehicle_id: UNKNOWN_RECORD_ID, channel: 'cabin', ...range },
          [vehicleId, UNKNOWN_RECORD_ID],
        ];
      },
    },
  },
  createTvMediaZip: {
    example: { none: 'needs ids of the gallery the caller reads (HTTP tests)' },
  },
});
