import ExcelJS from 'exceljs';
import type { Address } from '@armada/contracts/customers';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/**
 * The address book through HTTP (docs/rules/addresses.md): create, edit, deactivate, the
 * refusals that change nothing, the pin lookup, and the CSV/XLSX export and import.
 */

const BASE = '/api/address';

let t: TestSimulator;
let admin: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.as(admin, { method, url, ...(payload === undefined ? {} : { payload }) });

const body = (extra: object = {}) => ({
  name: 'Gudang Uji Cakung',
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
  ...extra,
});

const count = () => t.simulator.store.count('addresses', DEMO_COMPANY_ID);

describe('address book', () => {
  it('ADDR-1 … ADDR-7: creates an address with its Indonesian parts and full address', async () => {
    const response = await call('POST', BASE, body());
    expect(response.statusCode).toBe(201);
    const created = response.json<ItemResponse<Address>>().data;
    expect(created).toMatchObject({
      rt: '003',
      rw: '005',
      is_active: true,
      is_depot: false,
      full_name:
        'Jl. Raya Bekasi No. 12, RT 003/RW 005, Cakung Barat, Cakung, Jakarta Timur, DKI Jakarta 13910',
    });
    const read = await call('GET', `${BASE}/${created.id}`);
    expect(read.json<ItemResponse<Address>>().data).toEqual(created);
  });

  it('refuses bad input with its reason and changes nothing (ADDR-1, ADDR-3 … ADDR-5, ADDR-10)', async () => {
    const before = count();
    const cases: [object, string][] = [
      [{ rt: 'satu' }, 'address.rtRwInvalid'],
      [{ rw: '1234' }, 'address.rtRwInvalid'],
      [{ postal_code: '1391' }, 'address.postalCodeInvalid'],
      [{ latitude: 95 }, 'address.outsideIndonesia'],
      [{ latitude: -33.87, longitude: 151.21 }, 'address.outsideIndonesia'],
      [{ village: '  ' }, 'address.fieldRequired'],
      [{ customer_id: 987_654_321 }, 'address.customerNotFound'],
    ];
    for (const [extra, reason] of cases) {
      const response = await call('POST', BASE, body(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json<{ reason: string }>().reason).toBe(reason);
    }
    expect(count()).toBe(before);
  });

  it('ADDR-8: an older address changes a field without the fields it never had', async () => {
    const old = t.simulator.store.list('addresses', DEMO_COMPANY_ID).find((a) => !a.village);
    if (!old) throw new Error('no seeded address');
    const response = await call('PATCH', `${BASE}/${old.id}`, { landmark: 'Dekat pos satpam' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ItemResponse<Address>>().data).toMatchObject({
      id: old.id,
      landmark: 'Dekat pos satpam',
      district: old.district,
      village: '',
    });
    const refused = await call('PATCH', `${BASE}/${old.id}`, { postal_code: 'ABCDE' });
    expect(refused.json<{ reason: string }>().reason).toBe('address.postalCodeInvalid');
  });

  it('ADDR-9: a deactivated address stays readable and can be filtered out, then reactivated', async () => {
    const created = (await call('POST', BASE, body({ name: 'Toko Nonaktif' }))).json<
      ItemResponse<Address>
    >().data;
    const off = await call('PATCH', `${BASE}/${created.id}`, { is_active: false });
    expect(off.json<ItemResponse<Address>>().data.is_active).toBe(false);
    expect((await call('GET', `${BASE}/${created.id}`)).statusCode).toBe(200);
    const active = await call(
      'GET',
      `${BASE}?search=Toko%20Nonaktif&filters=is_active%20eq%20true`,
    );
    expect(active.json<ListResponse<Address>>().metadata.total_count).toBe(0);
    const on = await call('PATCH', `${BASE}/${created.id}`, { is_active: true });
    expect(on.json<ItemResponse<Address>>().data.is_active).toBe(true);
  });

  it('ADDR-13: the pin lookup names the kecamatan, city, province and postcode', async () => {
    const response = await call('GET', `${BASE}/reverse-geocode?latitude=-6.23&longitude=106.85`);
    expect(response.statusCode).toBe(200);
    const place = response.json<ItemResponse<{ found: boolean; city: string }>>().data;
    expect(place.found).toBe(true);
    expect(place.city).toMatch(/Jakarta/);
    const far = await call('GET', `${BASE}/reverse-geocode?latitude=-40&longitude=20`);
    expect(far.json<ItemResponse<{ found: boolean }>>().data.found).toBe(false);
  });

  it('ADDR-11, ADDR-12: a CSV export re-imports; an edited row changes its address', async () => {
    const exported = await call('GET', `${BASE}/export?format=csv&search=Gudang%20Uji%20Cakung`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const text = exported.body.replace(/^\uFEFF/, '');
    const [header, row] = text.trim().split('\r\n');
    expect(header).toBe(
      'id,name,street,rt,rw,village,district,city,province,postal_code,latitude,longitude,landmark,is_depot,is_active',
    );
    const edited = `${header}\r\n${row?.replace('Gudang Uji Cakung', 'Gudang Uji Baru')}\r\n,Toko Impor,Jl. Melati No. 3,1,2,Tebet Barat,Tebet,Jakarta Selatan,DKI Jakarta,12810,-6.23,106.85,,false,true\r\n`;
    const before = count();
    const imported = await t.as(admin, {
      method: 'POST',
      url: `${BASE}/import`,
      headers: { 'content-type': 'text/csv' },
      payload: edited,
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json<ItemResponse<object>>().data).toEqual({ rows: 2, created: 1, updated: 1 });
    expect(count()).toBe(before + 1);
    const renamed = await call('GET', `${BASE}?search=Gudang%20Uji%20Baru`);
    expect(renamed.json<ListResponse<Address>>().metadata.total_count).toBe(1);
  });

  it('ADDR-12: one bad row refuses the whole file with its problems; nothing is saved', async () => {
    const before = count();
    const file =
      'name,street,rt,rw,village,district,city,province,postal_code,latitude,longitude\r\n' +
      'Toko A,Jl. A No. 1,1,2,Menteng,Menteng,Jakarta Pusat,DKI Jakarta,10310,-6.19,106.83\r\n' +
      'Toko B,Jl. B No. 2,x,2,Menteng,Menteng,Jakarta Pusat,DKI Jakarta,103,-6.19,200\r\n';
    const response = await t.as(admin, {
      method: 'POST',
      url: `${BASE}/import`,
      headers: { 'content-type': 'text/csv' },
      payload: file,
    });
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ reason: string; report: { problems: object[] } }>();
    expect(answer.reason).toBe('address.importInvalid');
    expect(answer.report.problems).toEqual([
      { row: 3, column: 'rt', problem: 'rtRw' },
      { row: 3, column: 'postal_code', problem: 'postalCode' },
      { row: 3, column: 'longitude', problem: 'coordinates' },
    ]);
    expect(count()).toBe(before);
  });

  it('ADDR-11, ADDR-12: an XLSX export is a workbook with the same columns, and imports', async () => {
    const exported = await call('GET', `${BASE}/export?format=xlsx&search=Toko%20Impor`);
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('id');
    expect(sheet?.getRow(2).getCell(4).value).toBe('001');
    const imported = await t.as(admin, {
      method: 'POST',
      url: `${BASE}/import`,
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
      payload: exported.rawPayload,
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json<ItemResponse<object>>().data).toMatchObject({ created: 0, updated: 1 });
  });
});
