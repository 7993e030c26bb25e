import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import type { Driver, DriverInput, Vehicle, VehicleInput } from '@armada/contracts/fleet';
import { SERVER_ERROR_REASONS, type ListResponse } from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_FLEET_GROWTH } from '../../services/live-fleet-service';
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
    // Within the next check the fleet is built again with it, as a restart would (the others
    // continue from their save), and it is a vehicle of the moving fleet.
    const fleet = t.simulator.services.liveFleet;
    const others = fleet.runtime.rowOf.size;
    expect(fleet.runtime.rowOf.has(made.id)).toBe(false);
    t.clock.advance(LIVE_FLEET_GROWTH.checkEveryMs + 1_000);
    fleet.runDue();
    await vi.waitFor(() => expect(fleet.runtime.rowOf.has(made.id)).toBe(true), {
      timeout: 60_000,
    });
    expect(fleet.runtime.rowOf.size).toBe(others + 1);
    expect(fleet.running).toBe(true);
    expect(fleet.runtime.live(made.id)).toMatchObject({ id: made.id });
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
      params: { row: 3, column: 'device.imei', problem: 'taken', value: '359000000070050' },
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

describe('the other lists from files (MDF-21 ... MDF-23)', () => {
  const upload = (resource: string, text: string, cookie = admin) =>
    t.as(cookie, {
      method: 'POST',
      url: `/api/master/import?resource=${resource}`,
      payload: `\uFEFF${text}`,
      headers: { 'content-type': 'text/csv' },
    });
  const exported = async (resource: string) =>
    (
      await t.as(admin, {
        method: 'GET',
        url: `/api/master/export?resource=${resource}&format=csv`,
      })
    ).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  const drivers = async () =>
    (await send<ListResponse<Driver>>(admin, 'GET', '/api/driver?limit=500')).data.paginated_result;
  /** Vehicle id -> driver id, for the company's vehicles with a driver. */
  const assignments = () =>
    new Map(
      t.simulator.store
        .list('vehicles', DEMO_COMPANY_ID)
        .filter((v) => v.driver)
        .map((v) => [v.id, v.driver?.id]),
    );

  it('imports an export of the drivers back unchanged (MDF-21, MDF-23)', async () => {
    const lines = await exported('drivers');
    const before = assignments();
    const back = await upload('drivers', lines.join('\r\n'));
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toEqual({ data: { created: 0, updated: lines.length - 1 } });
    expect(assignments()).toEqual(before);
  });

  it('settles vehicles across the whole file: a swap, a taken vehicle, a new driver (MDF-23)', async () => {
    const onVehicles = (await drivers()).filter((d) => d.isActive && d.vehicle);
    const [a, b, c] = onVehicles as [Driver, Driver, Driver];
    const [header = '', ...rows] = await exported('drivers');
    const rowOf = (d: Driver) => rows.find((r) => r.includes(`,${d.licenseNo},`)) ?? '';
    const plateA = a.vehicle?.license_plate ?? '';
    const plateB = b.vehicle?.license_plate ?? '';
    const plateC = c.vehicle?.license_plate ?? '';
    const newcomer = `Wawan Setiawan,0813-7777-0101,SIM B1 Umum,998877665544,2031-01-31,${plateC},true`;
    const before = t.simulator.store.count('drivers');
    const file = [
      header,
      rowOf(a).replace(`,${plateA},`, `,${plateB},`),
      rowOf(b).replace(`,${plateB},`, `,${plateA},`),
      newcomer,
    ];
    const done = await upload('drivers', file.join('\r\n'));
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toEqual({ data: { created: 1, updated: 2 } });
    expect(t.simulator.store.count('drivers')).toBe(before + 1);
    const after = await drivers();
    const vehicleOf = (id: number) => after.find((d) => d.driverId === id)?.vehicle?.license_plate;
    expect(vehicleOf(a.driverId)).toBe(plateB);
    expect(vehicleOf(b.driverId)).toBe(plateA);
    // C is not in the file: the vehicle given to the newcomer leaves C.
    expect(vehicleOf(c.driverId)).toBeUndefined();
    expect(after.find((d) => d.licenseNo === '998877665544')).toMatchObject({
      phoneNo: '+6281377770101',
      vehicle: { license_plate: plateC },
    });
  });

  it('refuses two rows naming one vehicle, a plate of another company and bad cells; nothing changes (MDF-21, MDF-23)', async () => {
    const [header = '', first = '', second_ = ''] = await exported('drivers');
    const plate = /,([A-Z]{1,2} [0-9]{1,4}(?: [A-Z]{1,3})?),(?:true|false)$/.exec(first)?.[1];
    expect(plate).toBeDefined();
    const before = assignments();
    const drivers0 = t.simulator.store.count('drivers');
    const twice = await upload(
      'drivers',
      [header, first, second_.replace(/,[^,]*,(true|false)$/, `,${plate},$1`)].join('\r\n'),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      reason: R.masterImportRowInvalid,
      params: { row: 3, column: 'vehicle', problem: 'vehicleRepeated', other: 2 },
    });
    const foreign = t.simulator.store
      .list('vehicles', DEMO_COMPANY_ID + 1)
      .find((v) => v.license_plate)?.license_plate;
    const other = await upload(
      'drivers',
      [header, first.replace(/,[^,]*,(true|false)$/, `,${foreign ?? 'Z 1 ZZ'},$1`)].join('\r\n'),
    );
    expect(other.json()).toMatchObject({ params: { row: 2, column: 'vehicle' } });
    const dated = first.split(',');
    dated[4] = '2030-02-30';
    const badDate = await upload('drivers', [header, dated.join(',')].join('\r\n'));
    expect(badDate.json()).toMatchObject({ params: { row: 2, column: 'license_expiry' } });
    const header0 = await upload('drivers', 'nama,telepon\r\nBudi,0812\r\n');
    expect(header0.json()).toMatchObject({
      reason: R.masterImportHeaderInvalid,
      params: { columns: 'fullname, phone_no, license_type, license_no' },
    });
    expect(assignments()).toEqual(before);
    expect(t.simulator.store.count('drivers')).toBe(drivers0);
  });

  it('adds and renames groups by name; a name twice in the file is refused (MDF-22)', async () => {
    const [header = '', first = ''] = await exported('vehicle-groups');
    const name = first.split(',')[0] ?? '';
    const groups0 = t.simulator.store.count('vehicle_groups');
    const twice = await upload(
      'vehicle-groups',
      [header, 'Armada Timur,0,true', 'armada  timur,0,true'].join('\r\n'),
    );
    expect(twice.json()).toMatchObject({ params: { row: 3, column: 'name' } });
    expect(t.simulator.store.count('vehicle_groups')).toBe(groups0);
    const upper = name.toLocaleUpperCase('id');
    const done = await upload(
      'vehicle-groups',
      ['name,is_active', `${upper},true`, 'Armada Timur,'].join('\r\n'),
    );
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toEqual({ data: { created: 1, updated: 1 } });
    const carriers = t.simulator.store
      .list('vehicles', DEMO_COMPANY_ID)
      .flatMap((v) => v.vehicle_group)
      .filter((g) => g.name.toLocaleLowerCase('id') === name.toLocaleLowerCase('id'));
    expect(carriers.length).toBeGreaterThan(0);
    expect(carriers.every((g) => g.name === upper)).toBe(true);
  });

  it('changes box types by name; their vehicles carry it; a negative size is refused (MDF-22)', async () => {
    const [header = '', ...rows] = await exported('box-types');
    const carried = t.simulator.store
      .list('vehicles', DEMO_COMPANY_ID)
      .find((v) => v.box_type)?.box_type;
    const row = rows.find((r) => r.startsWith(`${carried?.name ?? ''},`)) ?? '';
    const cells = row.split(',');
    cells[1] = '4321';
    const negative = [...cells];
    negative[4] = '-1';
    const refused = await upload('box-types', [header, negative.join(',')].join('\r\n'));
    expect(refused.json()).toMatchObject({ params: { row: 2, column: 'width_m' } });
    const done = await upload('box-types', [header, cells.join(',')].join('\r\n'));
    expect(done.json()).toEqual({ data: { created: 0, updated: 1 } });
    const vehicle = t.simulator.store
      .list('vehicles', DEMO_COMPANY_ID)
      .find((v) => v.box_type?.id === carried?.id);
    expect(vehicle?.box_type?.weight_capacity).toBe(4321);
  });

  it('touches only the caller’s records (MDF-21)', async () => {
    const [header = '', ...rows] = await exported('box-types');
    const ours = t.simulator.store.list('box_types', DEMO_COMPANY_ID);
    const cells = (rows[0] ?? '').split(',');
    cells[1] = '999';
    const theirs = await upload('box-types', [header, cells.join(',')].join('\r\n'), second);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(t.simulator.store.list('box_types', DEMO_COMPANY_ID)).toEqual(ours);
  });
});

describe('user accounts for drivers (MDF-24)', () => {
  it('lists the company’s accounts that can sign in, with the driver each is linked to', async () => {
    const accounts = (
      await send<{
        data: { id: number; username: string; fullname: string; driverId: number | null }[];
      }>(admin, 'GET', '/api/driver/accounts')
    ).data;
    const users = t.simulator.store
      .list('users', DEMO_COMPANY_ID)
      .filter((u) => u.passwordHash !== null);
    expect(accounts.map((a) => a.id).sort()).toEqual(users.map((u) => u.id).sort());
    const driverAccount = users.find((u) => u.driverId !== null);
    expect(accounts.find((a) => a.id === driverAccount?.id)?.driverId).toBe(
      driverAccount?.driverId,
    );
    const theirs = (
      await send<{ data: { id: number }[] }>(second, 'GET', '/api/driver/accounts')
    ).data.map((a) => a.id);
    expect(theirs.some((id) => users.some((u) => u.id === id))).toBe(false);
  });
});
