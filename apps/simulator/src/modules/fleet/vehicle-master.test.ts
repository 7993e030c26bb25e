import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import type { Driver, DriverInput, Vehicle, VehicleInput } from '@armada/contracts/fleet';
import { SERVER_ERROR_REASONS, type ListResponse } from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import { normalisePlate } from './vehicle-rules';

/**
 * Vehicle master data through HTTP (docs/rules/master-fleet.md): adding, changing and
 * deactivating vehicles with their refusals, the live fleet picking a new vehicle up, and the
 * file export and import round trip.
 */

const R = SERVER_ERROR_REASONS;
let t: TestSimulator;
let admin: string;
let second: string;
let sample: Vehicle;

async function send<T>(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  status = 200,
): Promise<T> {
  const response = await t.as(cookie, {
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

function body(overrides: Partial<VehicleInput> = {}): VehicleInput {
  return {
    license_plate: 'b 7001 mdf',
    fleet_category: 'Truk',
    brand: 'Hino',
    model: 'Dutro',
    year: 2023,
    vehicle_type_id: sample.vehicle_type.id,
    box_type_id: sample.box_type?.id ?? null,
    group_ids: sample.vehicle_group.map((g) => g.id),
    depot_id: sample.depot.id,
    driver_id: null,
    fuel_tank_l: 120,
    odometer_km: 1500,
    device: {
      imei: '359000000070010',
      type: 'vss-howen',
      gps_phone_no: '+6281200070010',
      camera_channels: [3, 1],
    },
    ...overrides,
  };
}

const count = () => t.simulator.store.count('vehicles');

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  second = await t.login(SECOND_COMPANY_ADMIN);
  const list = await send<ListResponse<Vehicle>>(
    admin,
    'GET',
    '/api/vehicle?limit=1&parent_only=true',
  );
  sample = list.data.paginated_result[0] as Vehicle;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('plates (MDF-1)', () => {
  it('stores a plate upper-case with single spaces', () => {
    expect(normalisePlate(' b  9123kxa ')).toBe('B 9123 KXA');
    expect(normalisePlate('L 8421 UB')).toBe('L 8421 UB');
    expect(normalisePlate('B 12')).toBe('B 12');
    expect(normalisePlate('1234 AB')).toBeNull();
    expect(normalisePlate('B 12345 A')).toBeNull();
  });
});

describe('adding and changing a vehicle (MDF-1 ... MDF-6)', () => {
  let made: Vehicle;

  it('adds a vehicle with a device at its depot; the live fleet shows it (MDF-6)', async () => {
    await t.simulator.services.liveFleet.start();
    made = (await send<{ data: Vehicle }>(admin, 'POST', '/api/master/vehicle', body(), 201)).data;
    expect(made).toMatchObject({
      license_plate: 'B 7001 MDF',
      is_active: true,
      fuel_tank_l: 120,
      odometer_km: 1500,
      device: { imei: '359000000070010', has_camera: true, camera_channels: [1, 3] },
      depot: { id: sample.depot.id },
    });
    expect(made.position.status).toBe('parked');
    const positions = t.simulator.services.liveFleet.positions(DEMO_COMPANY_ID) ?? [];
    expect(positions.some((p) => p.id === made.id)).toBe(true);
    const directory = await send<{ data: { vehicles: { id: number }[] } }>(
      admin,
      'GET',
      '/api/live/fleet',
    );
    expect(directory.data.vehicles.some((v) => v.id === made.id)).toBe(true);
  });

  it('refuses a taken plate, however written, and changes nothing (MDF-1)', async () => {
    const before = count();
    const response = await t.as(admin, {
      method: 'POST',
      url: '/api/master/vehicle',
      payload: body({ license_plate: 'B7001MDF', device: null }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      reason: R.vehiclePlateTaken,
      params: { plate: 'B 7001 MDF' },
      field: 'body.license_plate',
    });
    expect(count()).toBe(before);
  });

  it('refuses an IMEI fitted anywhere, even in another company (MDF-2)', async () => {
    const before = count();
    for (const cookie of [admin, second]) {
      const response = await t.as(cookie, {
        method: 'POST',
        url: '/api/master/vehicle',
        payload: body({ license_plate: 'B 7002 MDF' }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ reason: R.vehicleImeiTaken });
      // The answer names no vehicle of another company.
      expect(response.body).not.toContain(String(made.id));
    }
    expect(count()).toBe(before);
  });

  it('refuses a bad plate, another company’s depot and cameras on a device without (MDF-1, MDF-3, MDF-4)', async () => {
    const cases: [Partial<VehicleInput>, string, string][] = [
      [{ license_plate: '12345' }, R.vehiclePlateInvalid, 'body.license_plate'],
      [{ depot_id: 987_654_321 }, R.vehicleReferenceUnknown, 'body.depot_id'],
      [{ vehicle_type_id: 987_654_321 }, R.vehicleReferenceUnknown, 'body.vehicle_type_id'],
      [{ group_ids: [987_654_321] }, R.vehicleReferenceUnknown, 'body.group_ids'],
      [
        {
          device: {
            imei: '359000000070099',
            type: 'teltonika',
            gps_phone_no: '+628120007',
            camera_channels: [1],
          },
        },
        R.vehicleCameraUnsupported,
        'body.device.camera_channels',
      ],
    ];
    const before = count();
    for (const [overrides, reason, field] of cases) {
      const response = await t.as(admin, {
        method: 'POST',
        url: '/api/master/vehicle',
        payload: body({ license_plate: 'B 7003 MDF', device: null, ...overrides }),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ reason, field });
    }
    // Another company's depot reads as unknown to it.
    const other = await t.as(second, {
      method: 'POST',
      url: '/api/master/vehicle',
      payload: body({ license_plate: 'B 7003 MDF', device: null }),
    });
    expect(other.json()).toMatchObject({
      reason: R.vehicleReferenceUnknown,
      field: 'body.depot_id',
    });
    expect(count()).toBe(before);
  });

  it('changes a vehicle, keeping its device id when the IMEI stays (MDF-2)', async () => {
    const changed = (
      await send<{ data: Vehicle }>(admin, 'PUT', `/api/master/vehicle/${made.id}`, {
        ...body(),
        brand: 'Isuzu',
        odometer_km: 2000,
      })
    ).data;
    expect(changed).toMatchObject({ id: made.id, brand: 'Isuzu', odometer_km: 2000 });
    expect(changed.device?.id).toBe(made.device?.id);
  });

  it('deactivates: the list hides it by filter, history keeps the record (MDF-5)', async () => {
    const off = (
      await send<{ data: Vehicle }>(admin, 'POST', `/api/master/vehicle/${made.id}/active`, {
        is_active: false,
      })
    ).data;
    expect(off.is_active).toBe(false);
    const active = await send<ListResponse<Vehicle>>(
      admin,
      'GET',
      `/api/master/vehicle?limit=200&filters=${encodeURIComponent('is_active eq true')}&search=7001`,
    );
    expect(active.data.ids).not.toContain(made.id);
    const all = await send<ListResponse<Vehicle>>(admin, 'GET', '/api/master/vehicle?search=7001');
    expect(all.data.ids).toContain(made.id);
    expect(t.simulator.store.get('vehicles', DEMO_COMPANY_ID, made.id)?.license_plate).toBe(
      'B 7001 MDF',
    );
    // Out of the live view's added vehicles while inactive.
    const positions = t.simulator.services.liveFleet.positions(DEMO_COMPANY_ID) ?? [];
    expect(positions.some((p) => p.id === made.id)).toBe(false);
    await send(admin, 'POST', `/api/master/vehicle/${made.id}/active`, { is_active: true });
  });

  it('answers 404 for another company’s vehicle', async () => {
    const response = await t.as(second, {
      method: 'POST',
      url: `/api/master/vehicle/${made.id}/active`,
      payload: { is_active: false },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ reason: R.vehicleNotFound });
  });
});

describe('export and import (MDF-8, MDF-9)', () => {
  const upload = (bytes: Buffer | string, type = 'text/csv') =>
    t.as(admin, {
      method: 'POST',
      url: '/api/master/vehicle/import',
      payload: bytes,
      headers: { 'content-type': type },
    });

  it('exports CSV that imports back unchanged, and XLSX', async () => {
    const csv = await t.as(admin, { method: 'GET', url: '/api/master/vehicle/export?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('license_plate,fleet_category')).toBe(true);
    const ours = lines.find((line) => line.startsWith('B 7001 MDF,'));
    expect(ours).toContain('359000000070010');
    const before = count();
    const back = await upload(`\uFEFF${lines[0]}\r\n${ours}\r\n`);
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({ data: { created: 0, updated: 1 } });
    expect(count()).toBe(before);
    const xlsx = await t.as(admin, {
      method: 'GET',
      url: '/api/master/vehicle/export?format=xlsx',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('adds new rows; one bad row refuses the whole file (MDF-9)', async () => {
    const csv = await t.as(admin, { method: 'GET', url: '/api/master/vehicle/export?format=csv' });
    const [header = '', ours = ''] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .filter((line, i) => i === 0 || line.startsWith('B 7001 MDF,'));
    const fresh = ours
      .replace('B 7001 MDF', 'B 7005 MDF')
      .replace('359000000070010', '359000000070050');
    const twin = ours
      .replace('B 7001 MDF', 'B 7006 MDF')
      .replace('359000000070010', '359000000070050');
    const before = count();
    const refused = await upload([header, fresh, twin].join('\r\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      reason: R.vehicleImportRowInvalid,
      params: { row: 3, column: 'device.imei' },
    });
    expect(count()).toBe(before);
    const badHeader = await upload('plate,brand\r\nB 1 A,Hino\r\n');
    expect(badHeader.json()).toMatchObject({ reason: R.vehicleImportHeaderInvalid });
    const ok = await upload([header, fresh].join('\r\n'));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ data: { created: 1, updated: 0 } });
    expect(count()).toBe(before + 1);
  });

  it('refuses a file that is not CSV or XLSX', async () => {
    const response = await upload(Buffer.from([0xff, 0xfe, 0x41, 0x00]), 'image/png');
    expect(response.statusCode).toBe(415);
  });
});

describe('drivers (MDF-11 ... MDF-16)', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const driverBody = (overrides: Partial<DriverInput> = {}): DriverInput => ({
    fullname: 'Slamet Riyadi',
    phoneNo: '0812-3456-7890',
    licenseType: 'SIM B1 Umum',
    licenseNo: '123456789012',
    licenseExpiry: '2029-06-30',
    vehicleId: null,
    userId: null,
    ...overrides,
  });
  let driver: Driver;
  let vehicleId: number;

  it('adds a driver on a vehicle; the vehicle names them (MDF-12, MDF-13)', async () => {
    vehicleId = sample.id;
    driver = (
      await send<{ data: Driver }>(admin, 'POST', '/api/driver', driverBody({ vehicleId }), 201)
    ).data;
    expect(driver).toMatchObject({
      fullname: 'Slamet Riyadi',
      phoneNo: '+6281234567890',
      isActive: true,
      vehicle: { id: vehicleId },
    });
    expect(t.simulator.store.get('vehicles', DEMO_COMPANY_ID, vehicleId)?.driver).toEqual({
      id: driver.driverId,
      fullname: 'Slamet Riyadi',
      phone_no: '+6281234567890',
    });
    const list = await send<ListResponse<Driver>>(admin, 'GET', '/api/driver?search=Slamet');
    expect(list.data.paginated_result[0]).toMatchObject({ vehicle: { id: vehicleId } });
  });

  it('refuses a SIM number already on a driver and another company’s vehicle (MDF-12, MDF-13)', async () => {
    const before = t.simulator.store.count('drivers');
    const twice = await t.as(admin, { method: 'POST', url: '/api/driver', payload: driverBody() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: R.driverLicenseTaken, field: 'body.licenseNo' });
    const foreign = await t.as(second, {
      method: 'POST',
      url: '/api/driver',
      payload: driverBody({ licenseNo: '999999999999', vehicleId }),
    });
    expect(foreign.json()).toMatchObject({
      reason: R.driverReferenceUnknown,
      field: 'body.vehicleId',
    });
    expect(t.simulator.store.count('drivers')).toBe(before);
  });

  it('renaming follows on the vehicle; deactivating takes the driver off it (MDF-13, MDF-16)', async () => {
    await send(
      admin,
      'PUT',
      `/api/driver/${driver.driverId}`,
      driverBody({ fullname: 'Slamet R.', vehicleId }),
    );
    expect(t.simulator.store.get('vehicles', DEMO_COMPANY_ID, vehicleId)?.driver?.fullname).toBe(
      'Slamet R.',
    );
    const off = await send<{ data: Driver }>(
      admin,
      'POST',
      `/api/driver/${driver.driverId}/active`,
      {
        is_active: false,
      },
    );
    expect(off.data).toMatchObject({ isActive: false, vehicle: null });
    expect(t.simulator.store.get('vehicles', DEMO_COMPANY_ID, vehicleId)?.driver).toBeNull();
    expect(t.simulator.store.get('drivers', DEMO_COMPANY_ID, driver.driverId)?.fullname).toBe(
      'Slamet R.',
    );
  });

  it('keeps a photo told by its bytes; refuses other files (MDF-15)', async () => {
    const upload = (bytes: Buffer, type = 'image/png') =>
      t.as(admin, {
        method: 'POST',
        url: `/api/driver/${driver.driverId}/photo`,
        payload: bytes,
        headers: { 'content-type': type },
      });
    const ok = await upload(PNG, 'application/octet-stream');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ data: Driver }>().data.photograph).toMatch(
      new RegExp(`^/api/driver/${driver.driverId}/photo\\?v=`),
    );
    const read = await t.as(admin, { method: 'GET', url: `/api/driver/${driver.driverId}/photo` });
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG)).toBe(true);
    const text = await upload(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ reason: R.driverPhotoType });
    const empty = await upload(Buffer.alloc(0));
    expect(empty.json()).toMatchObject({ reason: R.driverPhotoEmpty });
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const other = await t.as(second, {
      method: 'GET',
      url: `/api/driver/${driver.driverId}/photo`,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('vehicle groups and box types (MDF-17 ... MDF-19)', () => {
  it('renames a group; its vehicles carry the new name; a second of the name is refused', async () => {
    const made = (
      await send<{ data: { id: number; name: string } }>(
        admin,
        'POST',
        '/api/master/vehicle-group',
        { name: '  Armada   Uji ' },
        201,
      )
    ).data;
    expect(made).toMatchObject({ name: 'Armada Uji', is_active: true, vehicle_count: 0 });
    const twice = await t.as(admin, {
      method: 'POST',
      url: '/api/master/vehicle-group',
      payload: { name: 'armada uji' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: R.vehicleGroupNameTaken });
    const [group] = sample.vehicle_group;
    if (!group) throw new Error('the sample vehicle has no group');
    const renamed = await send<{ data: { vehicle_count: number } }>(
      admin,
      'PUT',
      `/api/master/vehicle-group/${group.id}`,
      { name: `${group.name} Baru` },
    );
    expect(renamed.data.vehicle_count).toBeGreaterThan(0);
    expect(
      t.simulator.store.get('vehicles', DEMO_COMPANY_ID, sample.id)?.vehicle_group,
    ).toContainEqual({
      id: group.id,
      name: `${group.name} Baru`,
    });
    const off = await send<{ data: { is_active: boolean } }>(
      admin,
      'POST',
      `/api/master/vehicle-group/${made.id}/active`,
      { is_active: false },
    );
    expect(off.data.is_active).toBe(false);
  });

  it('changes a box type; its vehicles carry the new capacities (MDF-18)', async () => {
    const boxId = sample.box_type?.id;
    if (!boxId) throw new Error('the sample vehicle has no box');
    const box = t.simulator.store.get('box_types', DEMO_COMPANY_ID, boxId);
    if (!box) throw new Error('no box type');
    await send(admin, 'PUT', `/api/master/box-type/${boxId}`, {
      name: box.name,
      weight_capacity: box.weight_capacity + 100,
      volume_capacity: box.volume_capacity,
      length: box.length || 2,
      width: box.width || 1.5,
      height: box.height || 1,
    });
    expect(t.simulator.store.get('vehicles', DEMO_COMPANY_ID, sample.id)?.box_type).toMatchObject({
      id: boxId,
      weight_capacity: box.weight_capacity + 100,
    });
    const other = t.simulator.store.list('box_types', DEMO_COMPANY_ID).find((b) => b.id !== boxId);
    const clash = await t.as(admin, {
      method: 'POST',
      url: '/api/master/box-type',
      payload: {
        name: other?.name ?? box.name,
        weight_capacity: 1,
        volume_capacity: 1,
        length: 1,
        width: 1,
        height: 1,
      },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ reason: R.boxTypeNameTaken });
  });
});

describe('the other lists as files (MDF-20)', () => {
  it('exports drivers, groups and box types, active ones unless asked', async () => {
    for (const resource of ['drivers', 'vehicle-groups', 'box-types']) {
      const csv = await t.as(admin, {
        method: 'GET',
        url: `/api/master/export?resource=${resource}&format=csv`,
      });
      expect(csv.statusCode, resource).toBe(200);
      expect(csv.body.startsWith('\uFEFF')).toBe(true);
      expect(csv.body).not.toContain(',false\r\n');
      const all = await t.as(admin, {
        method: 'GET',
        url: `/api/master/export?resource=${resource}&format=xlsx&include_inactive=true`,
      });
      expect(all.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const drivers = await t.as(admin, {
      method: 'GET',
      url: '/api/master/export?resource=drivers&format=csv&include_inactive=true',
    });
    // The driver deactivated above is in the file of all drivers, marked inactive.
    expect(drivers.body).toMatch(
      /Slamet R\.,'\+6281234567890,SIM B1 Umum,123456789012,2029-06-30,,false/,
    );
  });
});
