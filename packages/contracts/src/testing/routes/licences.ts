import { defineRouteFixtures } from '../route-fixtures';

const LIST = { holder_type: 'VEHICLE' };

/** The licences domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  listLicenceDocuments: { example: { query: LIST } },
  getLicenceSummary: { example: { query: LIST } },
  exportLicenceDocuments: { example: { query: { holder_type: 'DRIVER', format: 'csv' } } },
  listLicenceFlags: { example: { query: { vehicle_ids: '1,2,3' } } },
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
