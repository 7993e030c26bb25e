import { describe, expect, it } from 'vitest';
import {
  AddressPlaceSchema,
  AddressSchema,
  createAddressRoute,
  exportAddressesRoute,
  getAddressRoute,
  importAddressesRoute,
  listAddressesRoute,
  reverseGeocodeAddressRoute,
  updateAddressRoute,
  type Address,
} from '@armada/contracts/customers';
import {
  ItemResponseSchema,
  ListResponseSchema,
  SERVER_ERROR_REASONS,
} from '@armada/contracts/shared';
import { adminClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * The address book against a running server (docs/rules/addresses.md): an address made with its
 * Indonesian parts and read back, the refusals of bad RT/RW, postcode and pin that change
 * nothing, deactivation, the pin lookup, the export and a refused import with its report. The
 * generic suites cover auth, malformed bodies, lists and tenant isolation.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));
const stamp = Date.now().toString(36);
const body = (extra: object = {}) => ({
  name: `Gudang Kontrak ${stamp}`,
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
  landmark: 'Seberang masjid',
  ...extra,
});

describe('address book', () => {
  it('ADDR-1, ADDR-3, ADDR-7, ADDR-9: adds an address, reads it back, deactivates it', async () => {
    const admin = adminClient();
    const created = await admin.post<{ data: Address }>(createAddressRoute.url, body());
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(AddressSchema), created.body, 'created');
    const address = created.body.data;
    expect(address).toMatchObject({
      rt: '003',
      rw: '005',
      village: 'Cakung Barat',
      is_active: true,
    });
    expect(address.full_name).toContain('RT 003/RW 005, Cakung Barat, Cakung');

    const read = await admin.get<{ data: Address }>(at(getAddressRoute.url, address.id));
    expectStatus(read, 200);
    expect(read.body.data).toEqual(address);

    const off = await admin.patch<{ data: Address }>(at(updateAddressRoute.url, address.id), {
      is_active: false,
    });
    expectStatus(off, 200);
    expect(off.body.data.is_active).toBe(false);
    const listed = await admin.get(listAddressesRoute.url, {
      query: { search: `Gudang Kontrak ${stamp}`, filters: 'is_active eq false' },
    });
    expectStatus(listed, 200);
    expectSchema(ListResponseSchema(AddressSchema), listed.body, 'list');
    expect((listed.body as { metadata: { total_count: number } }).metadata.total_count).toBe(1);
  });

  it('ADDR-3 … ADDR-6: refuses bad RT/RW, postcode and pin with their reasons', async () => {
    const admin = adminClient();
    const cases: [object, string, string][] = [
      [{ rt: 'RT1' }, 'rt', SERVER_ERROR_REASONS.addressRtRwInvalid],
      [{ postal_code: '1391' }, 'postal_code', SERVER_ERROR_REASONS.addressPostalCodeInvalid],
      [{ latitude: -95 }, 'latitude', SERVER_ERROR_REASONS.addressOutsideIndonesia],
      [{ street: ' ' }, 'street', SERVER_ERROR_REASONS.addressFieldRequired],
    ];
    for (const [extra, field, reason] of cases) {
      const response = await admin.post(
        createAddressRoute.url,
        body({ ...extra, name: `X ${stamp}` }),
      );
      expectError(response, 400, [field]);
      expect((response.body as { reason?: string }).reason).toBe(reason);
    }
    const none = await admin.get(listAddressesRoute.url, { query: { search: `X ${stamp}` } });
    expect((none.body as { metadata: { total_count: number } }).metadata.total_count).toBe(0);
  });

  it('ADDR-13: looks up the place under a pin', async () => {
    const response = await adminClient().get(reverseGeocodeAddressRoute.url, {
      query: { latitude: '-6.23', longitude: '106.85' },
    });
    expectStatus(response, 200);
    expectSchema(ItemResponseSchema(AddressPlaceSchema), response.body, 'place');
  });

  it('ADDR-11, ADDR-12: exports CSV; refuses a file with a bad row and saves nothing', async () => {
    const admin = adminClient();
    const exported = await admin.get(exportAddressesRoute.url, { query: { format: 'csv' } });
    expectStatus(exported, 200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.text.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^id,name,street,rt,rw,/);

    const refused = await admin.request(importAddressesRoute.method, importAddressesRoute.url, {
      body:
        'name,street,rt,rw,village,district,city,province,postal_code,latitude,longitude\n' +
        `Impor ${stamp},Jl. A No. 1,1,2,Menteng,Menteng,Jakarta Pusat,DKI Jakarta,1031,-6.19,106.83\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expectError(refused, 400);
    expect(refused.body).toMatchObject({
      reason: SERVER_ERROR_REASONS.addressImportInvalid,
      report: { rows: 1, problems: [{ row: 2, column: 'postal_code', problem: 'postalCode' }] },
    });
    const none = await admin.get(listAddressesRoute.url, { query: { search: `Impor ${stamp}` } });
    expect((none.body as { metadata: { total_count: number } }).metadata.total_count).toBe(0);
  });
});
