import { defineRouteFixtures } from '../route-fixtures';

const LIST = { holder_type: 'VEHICLE' };

/** The licences domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  listLicenceDocuments: { example: { query: LIST } },
  getLicenceSummary: { example: { query: LIST } },
  exportLicenceDocuments: { example: { query: { holder_type: 'DRIVER', format: 'csv' } } },
  listLicenceFlags: {
    example: { query: { vehicle_ids: '1,2,3' } },
    tenant: {
      // The owner's vehicles on a day every KIR of theirs has expired by: each is flagged for
      // its owner, none for the other company asking with the same ids.
      listQuery: async (_serverNow, owner) => {
        const vehicles = await owner('GET', '/api/vehicle?limit=200');
        const rows =
          (vehicles.body as { data?: { paginated_result?: { id: number }[] } }).data
            ?.paginated_result ?? [];
        return { vehicle_ids: rows.map((row) => row.id).join(','), on: '2099-01-01' };
      },
    },
  },
  createLicenceDocument: {
    example: {
      none: "a document names one of the caller's vehicles or drivers; tests/contract/licences.test.ts adds them",
    },
    tenant: {
      body: async (owner) => {
        const submit = await owner.runSubmit();
        const vehicleId = submit.vehicle_ids[0] ?? 0;
        const own = {
          kind: 'PERMIT',
          vehicle_id: vehicleId,
          number: 'IU-UJI-1',
          issued_on: '2026-01-05',
          expires_on: '2027-01-05',
        };
        return [own, { ...own, vehicle_id: 987_654_321 }, [vehicleId, 987_654_321]];
      },
    },
  },
  updateLicenceDocument: { example: { body: () => ({ notes: 'Diperiksa ulang' }) } },
  uploadLicenceScan: { example: { query: { file_name: 'pindaian.pdf' } } },
});
