import { defineRouteFixtures } from '../route-fixtures';

/** A valid new address (docs/rules/addresses.md ADDR-1 … ADDR-6). */
const address = () => ({
  name: `Gudang Uji ${Date.now() % 100000}`,
  street: 'Jl. Raya Bekasi No. 12',
  rt: '3',
  rw: '5',
  village: 'Cakung Barat',
  district: 'Cakung',
  city: 'Jakarta Timur',
  province: 'DKI Jakarta',
  postal_code: '13910',
  latitude: -6.18,
  longitude: 106.94,
  landmark: 'Seberang masjid, pagar hijau',
});

/** The customers domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createCustomer: {
    example: {
      body: () => ({ name: `PT Uji Kontrak ${Date.now() % 100000}`, type: 'COMPANY' }),
    },
  },
  createAddress: {
    example: { body: address },
    tenant: {
      body: async ({ customerId }) => [
        { ...address(), customer_id: customerId },
        { ...address(), customer_id: 987_654_321 },
        [String(customerId), 987_654_321],
      ],
    },
  },
  updateAddress: { example: { body: () => ({ landmark: 'Dekat pos satpam' }) } },
  exportAddresses: { example: { query: { format: 'csv' } } },
  reverseGeocodeAddress: { example: { query: { latitude: '-6.18', longitude: '106.94' } } },
  importAddresses: {
    example: { none: 'the body is a CSV or XLSX file; address-book.test.ts sends them' },
    tenant: { callerOnly: "a row names an address by id; another company's id is an unknown id" },
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
