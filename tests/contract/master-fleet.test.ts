import Type from 'typebox';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BoxTypeSchema,
  DriverSchema,
  MasterVehicleGroupSchema,
  createBoxTypeRoute,
  exportMasterDataRoute,
  importMasterDataRoute,
  listDriverAccountsRoute,
  DriverAccountSchema,
  createVehicleGroupRoute,
  listMasterBoxTypesRoute,
  listMasterVehicleGroupsRoute,
  setBoxTypeActiveRoute,
  setVehicleGroupActiveRoute,
  updateBoxTypeRoute,
  updateVehicleGroupRoute,
  type MasterVehicleGroup,
  createDriverRoute,
  getDriverPhotoRoute,
  setDriverActiveRoute,
  updateDriverRoute,
  uploadDriverPhotoRoute,
  type Driver,
  type DriverInput,
  VehicleImportResultSchema,
  VehicleSchema,
  createVehicleRoute,
  exportVehiclesRoute,
  importVehiclesRoute,
  listDriversRoute,
  listMasterVehiclesRoute,
  listVehiclesRoute,
  setVehicleActiveRoute,
  updateVehicleRoute,
  type Vehicle,
  type VehicleInput,
} from '@armada/contracts/fleet';
import {
  ItemResponseSchema,
  ListResponseSchema,
  SERVER_ERROR_REASONS,
} from '@armada/contracts/shared';
import { adminClient, contractBaseUrl, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Fleet master data against a running server (docs/rules/master-fleet.md): every new route with
 * its answer's schema, the duplicate plate and IMEI refusals changing nothing (MDF-1, MDF-2),
 * deactivation (MDF-5), and the export imported back (MDF-8, MDF-9). Auth, malformed bodies,
 * unknown ids and tenant isolation come from the catalogue's generic suites.
 */

const R = SERVER_ERROR_REASONS;
const at = (url: string, id: number) => url.replace(':id', String(id));
let admin: ApiClient;
let sample: Vehicle;
/** Unique per run: the servers of the three targets may be reused between runs. */
const stamp = Date.now();
const plate = `B ${1000 + (stamp % 9000)} KTR`;
const imei = `86${String(stamp).slice(-13).padStart(13, '0')}`;

function body(overrides: Partial<VehicleInput> = {}): VehicleInput {
  return {
    license_plate: plate,
    fleet_category: sample.fleet_category,
    brand: 'Mitsubishi',
    model: 'Canter',
    year: 2021,
    vehicle_type_id: sample.vehicle_type.id,
    box_type_id: sample.box_type?.id ?? null,
    group_ids: sample.vehicle_group.map((g) => g.id),
    depot_id: sample.depot.id,
    driver_id: null,
    fuel_tank_l: 100,
    odometer_km: 52_000,
    device: { imei, type: 'bsj', gps_phone_no: '+6281355501234', camera_channels: [1] },
    ...overrides,
  };
}

async function total(): Promise<number> {
  const response = await admin.get<{ metadata: { total_count: number } }>(
    listMasterVehiclesRoute.url,
    {
      query: { limit: 1 },
    },
  );
  return response.body.metadata.total_count;
}

beforeAll(async () => {
  admin = adminClient();
  const list = await admin.get<{ data: { paginated_result: Vehicle[] } }>(listVehiclesRoute.url, {
    query: { limit: 1, parent_only: true },
  });
  expectStatus(list, 200);
  sample = list.body.data.paginated_result[0] as Vehicle;
});

describe('vehicle master data (MDF-1 ... MDF-9)', () => {
  let made: Vehicle;

  it('creates, updates and deactivates a vehicle with answers of the contract', async () => {
    const created = await admin.post<{ data: Vehicle }>(createVehicleRoute.url, body());
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(VehicleSchema), created.body, 'created vehicle');
    made = created.body.data;
    expect(made).toMatchObject({
      license_plate: plate,
      is_active: true,
      device: { imei, camera_channels: [1], has_camera: true },
    });

    const changed = await admin.request<{ data: Vehicle }>(
      'PUT',
      at(updateVehicleRoute.url, made.id),
      {
        body: body({ brand: 'Fuso', odometer_km: 52_100 }),
      },
    );
    expectStatus(changed, 200);
    expectSchema(ItemResponseSchema(VehicleSchema), changed.body, 'changed vehicle');
    expect(changed.body.data).toMatchObject({ id: made.id, brand: 'Fuso', odometer_km: 52_100 });

    const off = await admin.post<{ data: Vehicle }>(at(setVehicleActiveRoute.url, made.id), {
      is_active: false,
    });
    expectStatus(off, 200);
    expectSchema(ItemResponseSchema(VehicleSchema), off.body, 'deactivated vehicle');
    expect(off.body.data.is_active).toBe(false);
    const active = await admin.get<{ data: { ids: number[] } }>(listMasterVehiclesRoute.url, {
      query: { search: plate, filters: 'is_active eq true' },
    });
    expect(active.body.data.ids).not.toContain(made.id);
    const on = await admin.post(at(setVehicleActiveRoute.url, made.id), { is_active: true });
    expectStatus(on, 200);
  });

  it('refuses a duplicate plate (however written) and a duplicate IMEI, changing nothing', async () => {
    const before = await total();
    const samePlate = await admin.post(
      createVehicleRoute.url,
      body({ license_plate: plate.toLowerCase().replace(/ /g, ''), device: null }),
    );
    expectError(samePlate, 409, [/plate/]);
    expect(samePlate.body).toMatchObject({ reason: R.vehiclePlateTaken, params: { plate } });
    const sameImei = await admin.post(createVehicleRoute.url, body({ license_plate: 'B 1 KTR' }));
    expectError(sameImei, 409, [/IMEI/]);
    expect(sameImei.body).toMatchObject({ reason: R.vehicleImeiTaken, params: { imei } });
    const badPlate = await admin.post(createVehicleRoute.url, body({ license_plate: '9999' }));
    expectError(badPlate, 400, [/plate/]);
    expect(badPlate.body).toMatchObject({ reason: R.vehiclePlateInvalid });
    expect(await total()).toBe(before);
  });

  it('exports CSV and XLSX; the CSV imports back as an update', async () => {
    const xlsx = await admin.get(exportVehiclesRoute.url, { query: { format: 'xlsx' } });
    expectStatus(xlsx, 200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const csv = await admin.get(exportVehiclesRoute.url, { query: { format: 'csv' } });
    expectStatus(csv, 200);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="kendaraan-/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const ours = lines.find((line) => line.startsWith(`${plate},`));
    expect(ours, 'the new vehicle in the export').toBeDefined();
    const before = await total();
    const back = await admin.request('POST', importVehiclesRoute.url, {
      body: `${lines[0]}\r\n${ours}\r\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expectStatus(back, 201);
    expectSchema(ItemResponseSchema(VehicleImportResultSchema), back.body, 'import result');
    expect(back.body).toEqual({ data: { created: 0, updated: 1 } });
    expect(await total()).toBe(before);
  });

  it('refuses an import whose rows repeat a plate, saving none of them', async () => {
    const csv = await admin.get(exportVehiclesRoute.url, { query: { format: 'csv' } });
    const [header = ''] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    const ours = csv.text.split('\r\n').find((line) => line.startsWith(`${plate},`)) ?? '';
    const fresh = ours.replace(plate, 'B 2 KTR').replace(imei, '');
    const before = await total();
    const refused = await admin.request('POST', importVehiclesRoute.url, {
      body: [header, fresh, fresh].join('\r\n'),
      headers: { 'content-type': 'text/csv' },
    });
    expectError(refused, 400);
    expect(refused.body).toMatchObject({
      reason: R.vehicleImportRowInvalid,
      params: { row: 3, column: 'license_plate' },
    });
    expect(await total()).toBe(before);
  });
});

describe('drivers (MDF-11 ... MDF-16)', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const licenseNo = String(200_000_000_000 + (stamp % 799_999_999_999));
  const driverBody = (overrides: Partial<DriverInput> = {}): DriverInput => ({
    fullname: 'Bambang Kontrak',
    phoneNo: '0813-5550-1234',
    licenseType: 'SIM B2 Umum',
    licenseNo,
    licenseExpiry: '2030-01-31',
    vehicleId: sample.id,
    userId: null,
    ...overrides,
  });

  it('lists the accounts a driver can be linked to (MDF-24)', async () => {
    const accounts = await admin.get(listDriverAccountsRoute.url);
    expectStatus(accounts, 200);
    expectSchema(ItemResponseSchema(Type.Array(DriverAccountSchema)), accounts.body, 'accounts');
  });

  it('creates, changes, gives a photo to and deactivates a driver', async () => {
    const list = await admin.get(listDriversRoute.url, { query: { limit: 5 } });
    expectStatus(list, 200);
    expectSchema(ListResponseSchema(DriverSchema), list.body, 'drivers');

    const created = await admin.post<{ data: Driver }>(createDriverRoute.url, driverBody());
    expectStatus(created, 201);
    expectSchema(ItemResponseSchema(DriverSchema), created.body, 'created driver');
    const id = created.body.data.driverId;
    expect(created.body.data).toMatchObject({
      phoneNo: '+6281355501234',
      vehicle: { id: sample.id },
    });

    const twice = await admin.post(createDriverRoute.url, driverBody({ vehicleId: null }));
    expectError(twice, 409, [/SIM/]);
    expect(twice.body).toMatchObject({ reason: R.driverLicenseTaken });

    const changed = await admin.request<{ data: Driver }>('PUT', at(updateDriverRoute.url, id), {
      body: driverBody({ fullname: 'Bambang K.' }),
    });
    expectStatus(changed, 200);
    expectSchema(ItemResponseSchema(DriverSchema), changed.body, 'changed driver');

    // The image's bytes as they are (the suite's client sends text bodies).
    const photo = await fetch(`${contractBaseUrl()}${at(uploadDriverPhotoRoute.url, id)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', cookie: admin.cookieHeader() },
      body: PNG,
    });
    expect(photo.status).toBe(200);
    expectSchema(ItemResponseSchema(DriverSchema), await photo.json(), 'driver with photo');
    const notImage = await admin.request('POST', at(uploadDriverPhotoRoute.url, id), {
      body: '<svg onload="alert(1)"/>',
      headers: { 'content-type': 'image/png' },
    });
    expectError(notImage, 415);
    expect(notImage.body).toMatchObject({ reason: R.driverPhotoType });
    const read = await admin.get(at(getDriverPhotoRoute.url, id));
    expectStatus(read, 200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');

    const off = await admin.post<{ data: Driver }>(at(setDriverActiveRoute.url, id), {
      is_active: false,
    });
    expectStatus(off, 200);
    expectSchema(ItemResponseSchema(DriverSchema), off.body, 'deactivated driver');
    expect(off.body.data).toMatchObject({ isActive: false, vehicle: null });
  });
});

describe('vehicle groups and box types (MDF-17 ... MDF-19)', () => {
  it('adds, renames and deactivates a group; a second of its name is refused', async () => {
    const list = await admin.get(listMasterVehicleGroupsRoute.url, { query: { limit: 5 } });
    expectStatus(list, 200);
    expectSchema(ListResponseSchema(MasterVehicleGroupSchema), list.body, 'groups');
    const name = `Grup Uji ${stamp % 100000}`;
    const made = await admin.post<{ data: MasterVehicleGroup }>(createVehicleGroupRoute.url, {
      name,
    });
    expectStatus(made, 201);
    expectSchema(ItemResponseSchema(MasterVehicleGroupSchema), made.body, 'group');
    const twice = await admin.post(createVehicleGroupRoute.url, { name: name.toUpperCase() });
    expectError(twice, 409);
    expect(twice.body).toMatchObject({ reason: R.vehicleGroupNameTaken });
    const id = made.body.data.id;
    const renamed = await admin.request('PUT', at(updateVehicleGroupRoute.url, id), {
      body: { name: `${name} B` },
    });
    expectStatus(renamed, 200);
    const off = await admin.post(at(setVehicleGroupActiveRoute.url, id), { is_active: false });
    expectStatus(off, 200);
    expect(off.body).toMatchObject({ data: { is_active: false } });
  });

  it('exports drivers, groups and box types as CSV and XLSX (MDF-20)', async () => {
    for (const resource of ['drivers', 'vehicle-groups', 'box-types']) {
      const csv = await admin.get(exportMasterDataRoute.url, {
        query: { resource, format: 'csv' },
      });
      expectStatus(csv, 200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const xlsx = await admin.get(exportMasterDataRoute.url, {
        query: { resource, format: 'xlsx' },
      });
      expectStatus(xlsx, 200);
    }
    const bad = await admin.get(exportMasterDataRoute.url, {
      query: { resource: 'users', format: 'csv' },
    });
    expectError(bad, 400, ['resource']);
  });

  it('imports each list’s export back as updates; a repeated row refuses the file (MDF-21 ... MDF-23)', async () => {
    for (const resource of ['drivers', 'vehicle-groups', 'box-types']) {
      const csv = await admin.get(exportMasterDataRoute.url, {
        query: { resource, format: 'csv' },
      });
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const back = await admin.request('POST', importMasterDataRoute.url, {
        query: { resource },
        body: lines.join('\r\n'),
        headers: { 'content-type': 'text/csv' },
      });
      expectStatus(back, 201);
      expectSchema(ItemResponseSchema(VehicleImportResultSchema), back.body, 'import result');
      expect(back.body, resource).toEqual({ data: { created: 0, updated: lines.length - 1 } });
    }
    const csv = await admin.get(exportMasterDataRoute.url, {
      query: { resource: 'vehicle-groups', format: 'csv' },
    });
    const [header = '', first = ''] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    const refused = await admin.request('POST', importMasterDataRoute.url, {
      query: { resource: 'vehicle-groups' },
      body: [header, first, first].join('\r\n'),
      headers: { 'content-type': 'text/csv' },
    });
    expectError(refused, 400);
    expect(refused.body).toMatchObject({
      reason: R.masterImportRowInvalid,
      params: { row: 3, column: 'name', problem: 'repeated', other: 2 },
    });
  });

  it('adds, changes and deactivates a box type; a second of its name is refused', async () => {
    const list = await admin.get(listMasterBoxTypesRoute.url, { query: { limit: 5 } });
    expectStatus(list, 200);
    expectSchema(ListResponseSchema(BoxTypeSchema), list.body, 'box types');
    const box = {
      name: `Bak Uji ${stamp % 100000}`,
      weight_capacity: 2500,
      volume_capacity: 9.6,
      length: 4,
      width: 2,
      height: 1.2,
    };
    const made = await admin.post<{ data: { id: number } }>(createBoxTypeRoute.url, box);
    expectStatus(made, 201);
    expectSchema(ItemResponseSchema(BoxTypeSchema), made.body, 'box type');
    const twice = await admin.post(createBoxTypeRoute.url, box);
    expectError(twice, 409);
    expect(twice.body).toMatchObject({ reason: R.boxTypeNameTaken });
    const id = made.body.data.id;
    const changed = await admin.request('PUT', at(updateBoxTypeRoute.url, id), {
      body: { ...box, weight_capacity: 3000 },
    });
    expectStatus(changed, 200);
    expect(changed.body).toMatchObject({ data: { weight_capacity: 3000 } });
    const bad = await admin.post(createBoxTypeRoute.url, { ...box, name: 'X', weight_capacity: 0 });
    expectError(bad, 400, ['weight_capacity']);
    const off = await admin.post(at(setBoxTypeActiveRoute.url, id), { is_active: false });
    expectStatus(off, 200);
  });
});
