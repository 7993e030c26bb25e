import { defineRouteFixtures } from '../route-fixtures';

/** The customers domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createCustomer: {
    example: {
      body: () => ({ name: `PT Uji Kontrak ${Date.now() % 100000}`, type: 'COMPANY' }),
    },
  },
  updateCustomer: { example: { body: () => ({ contact_person: 'Budi Santoso' }) } },
  bulkDeleteCustomers: {
    example: { fromSchema: true },
    tenant: {
      body: async ({ customerId }) => [
        { ids: [customerId] },
        { ids: [987_654_321] },
        [String(customerId), '987654321'],
      ],
    },
  },
});
