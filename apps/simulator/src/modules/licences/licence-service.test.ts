import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import {
  LICENCE_LIMITS,
  addDays,
  type LicenceDocument,
  type LicenceFlagList,
  type LicenceScan,
  type LicenceSummary,
} from '@armada/contracts/licences';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListResponse,
} from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDED_COMPANY_ID, DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';

/**
 * Licences and documents through HTTP (docs/rules/licences.md): the seeded documents, adding and
 * changing them with their refusals, scans checked by their first bytes, the expiry windows, the
 * route planning flags, and the reminders on a stepped clock (sent once per step).
 */

const BASE = '/api/license/document';
const R = SERVER_ERROR_REASONS;
/** The test clock's day: 2026-11-20, 10:00 WIB. */
const TODAY = '2026-11-20';
const DAY_MS = 86_400_000;

let t: TestSimulator;
let admin: string;
let dispatcher: string;
let second: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
  dispatcher = await t.login('dispatcher');
  second = await t.login(SECOND_COMPANY_ADMIN);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function send<T>(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

async function refused(
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  status: number,
  reason: string,
  cookie = admin,
) {
  const response = await t.as(cookie, { method, url, payload });
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json<{ reason?: string }>().reason).toBe(reason);
  return response.json<{ field?: string }>();
}

function upload(
  cookie: string,
  id: number,
  bytes: Buffer,
  name = 'scan.pdf',
  type = 'application/pdf',
) {
  return t.as(cookie, {
    method: 'POST',
    url: `${BASE}/${id}/scan?file_name=${encodeURIComponent(name)}`,
    payload: bytes,
    headers: { 'content-type': type },
  });
}

const vehicles = () => t.simulator.store.list('vehicles', DEMO_COMPANY_ID);
const goodsVehicle = () => {
  const found = vehicles().find((v) => v.fleet_category !== 'Motor');
  if (!found) throw new Error('no goods vehicle');
  return found;
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function count(holder: 'VEHICLE' | 'DRIVER' = 'VEHICLE'): Promise<number> {
  const summary = await send<ItemResponse<LicenceSummary>>(
    admin,
    'GET',
    `${BASE}/summary?holder_type=${holder}`,
  );
  return summary.data.total;
}

async function create(body: object): Promise<LicenceDocument> {
  return (await send<ItemResponse<LicenceDocument>>(admin, 'POST', BASE, body, 201)).data;
}

describe('LIC-12 seeded documents', () => {
  it('gives every vehicle its STNK and every driver a SIM, some expired, some expiring', async () => {
    const list = await send<ListResponse<LicenceDocument>>(
      admin,
      'GET',
      `${BASE}?holder_type=VEHICLE&limit=1000`,
    );
    const docs = list.data.paginated_result;
    for (const vehicle of vehicles()) {
      const kinds = docs.filter((d) => d.vehicle?.id === vehicle.id).map((d) => d.kind);
      expect(kinds).toContain('STNK_TAX');
      expect(kinds).toContain('STNK_RENEWAL');
      expect(kinds.includes('KIR')).toBe(vehicle.fleet_category !== 'Motor');
    }
    const statuses = new Set(docs.map((d) => d.status));
    expect(statuses.has('EXPIRED')).toBe(true);
    expect(statuses.has('DAYS_30')).toBe(true);
    // LIC-7: soonest expiry first.
    const days = docs.map((d) => d.expires_on);
    expect(days).toEqual([...days].sort());
    const sims = await send<ListResponse<LicenceDocument>>(
      admin,
      'GET',
      `${BASE}?holder_type=DRIVER&limit=1000`,
    );
    const drivers = t.simulator.store.list('drivers', DEMO_COMPANY_ID);
    expect(sims.metadata.total_count).toBe(drivers.length);
    expect(sims.data.paginated_result.every((d) => d.kind === 'SIM' && d.sim_class !== null)).toBe(
      true,
    );
  });

  it('LIC-10 settles the steps already reached on a fresh world without a message', async () => {
    const rows = await t.simulator.services.licenceReminders.settled(DEMO_COMPANY_ID);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.notified)).toBe(true);
  });
});

describe('LIC-1 ... LIC-5 adding and changing documents', () => {
  it('LIC-4 proposes a KIR six months on when no expiry is given', async () => {
    const vehicle = goodsVehicle();
    const doc = await create({
      kind: 'KIR',
      vehicle_id: vehicle.id,
      number: 'JKT 12345 A',
      issued_on: '2026-08-31',
    });
    expect(doc.expires_on).toBe('2027-02-28');
    expect(doc.vehicle).toEqual({ id: vehicle.id, license_plate: vehicle.license_plate });
    expect(doc.status).toBe('VALID');
    expect(doc.days_left).toBe(100);
  });

  it('LIC-3 keeps a SIM with its class', async () => {
    const driver = t.simulator.store.list('drivers', DEMO_COMPANY_ID)[0];
    if (!driver) throw new Error('no driver');
    const doc = await create({
      kind: 'SIM',
      driver_id: driver.driverId,
      sim_class: 'B2_UMUM',
      number: '1234-5678-901234',
      issued_on: '2022-01-10',
      expires_on: '2027-01-10',
    });
    expect(doc.holder_type).toBe('DRIVER');
    expect(doc.driver).toEqual({ id: driver.driverId, fullname: driver.fullname });
    expect(doc.sim_class).toBe('B2_UMUM');
  });

  it('refuses bad documents with the reason and the field, and writes nothing', async () => {
    const before = await count();
    const vehicle = goodsVehicle();
    const base = {
      kind: 'INSURANCE',
      vehicle_id: vehicle.id,
      number: 'POL-1',
      issued_on: '2026-01-01',
    };
    const other = t.simulator.store.list('vehicles', BRANDED_COMPANY_ID)[0];
    if (!other) throw new Error('no vehicle of the second company');
    // LIC-2: unknown, or another company's, vehicle.
    expect(
      (
        await refused(
          'POST',
          BASE,
          { ...base, vehicle_id: 987_654_321 },
          400,
          R.licenceUnknownVehicle,
        )
      ).field,
    ).toBe('body.vehicle_id');
    await refused('POST', BASE, { ...base, vehicle_id: other.id }, 400, R.licenceUnknownVehicle);
    await refused('POST', BASE, { ...base, vehicle_id: null }, 400, R.licenceHolderMismatch);
    await refused(
      'POST',
      BASE,
      { ...base, kind: 'SIM', sim_class: 'A' },
      400,
      R.licenceHolderMismatch,
    );
    // LIC-5: dates.
    expect(
      (
        await refused(
          'POST',
          BASE,
          { ...base, expires_on: '2025-12-31' },
          400,
          R.licenceExpiryBeforeIssue,
        )
      ).field,
    ).toBe('body.expires_on');
    await refused(
      'POST',
      BASE,
      { ...base, expires_on: '2026-01-01' },
      400,
      R.licenceExpiryBeforeIssue,
    );
    await refused('POST', BASE, { ...base, issued_on: '2026-02-30' }, 400, R.licenceBadDate);
    await refused(
      'POST',
      BASE,
      { ...base, issued_on: addDays(TODAY, 1) },
      400,
      R.licenceIssuedInFuture,
    );
    await refused('POST', BASE, { ...base, kind: 'PERMIT' }, 400, R.licenceExpiryRequired);
    // LIC-3: a class only on a SIM.
    await refused('POST', BASE, { ...base, sim_class: 'B1' }, 400, R.licenceSimClassRequired);
    // LIC-2: a motorbike has no KIR.
    const bike = vehicles().find((v) => v.fleet_category === 'Motor');
    if (bike) {
      await refused(
        'POST',
        BASE,
        { ...base, kind: 'KIR', vehicle_id: bike.id },
        400,
        R.licenceKirNotApplicable,
      );
    }
    // Schema: control characters and over-long numbers are 400 before the service.
    const long = await t.as(admin, {
      method: 'POST',
      url: BASE,
      payload: { ...base, number: 'x'.repeat(LICENCE_LIMITS.numberMax + 1) },
    });
    expect(long.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('LIC-5 checks a change with the dates it will have', async () => {
    const doc = await create({
      kind: 'INSURANCE',
      vehicle_id: goodsVehicle().id,
      number: 'POL-2',
      issued_on: '2026-01-01',
      expires_on: '2027-01-01',
    });
    await refused(
      'PUT',
      `${BASE}/${doc.id}`,
      { issued_on: '2027-02-01' },
      400,
      R.licenceIssuedInFuture,
    );
    await refused(
      'PUT',
      `${BASE}/${doc.id}`,
      { expires_on: '2025-06-01' },
      400,
      R.licenceExpiryBeforeIssue,
    );
    const changed = await send<ItemResponse<LicenceDocument>>(admin, 'PUT', `${BASE}/${doc.id}`, {
      expires_on: '2026-11-25',
      notes: 'Diperpanjang',
    });
    expect(changed.data.status).toBe('DAYS_7');
    expect(changed.data.notes).toBe('Diperpanjang');
  });

  it('LIC-9 needs the holder type’s permissions; another company’s document is unknown', async () => {
    const forbidden = await t.as(dispatcher, { method: 'GET', url: `${BASE}?holder_type=VEHICLE` });
    expect(forbidden.statusCode).toBe(403);
    const doc = await create({
      kind: 'INSURANCE',
      vehicle_id: goodsVehicle().id,
      number: 'POL-3',
      issued_on: '2026-01-01',
      expires_on: '2027-01-01',
    });
    const foreign = await t.as(second, { method: 'GET', url: `${BASE}/${doc.id}` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ reason?: string }>().reason).toBe(R.licenceDocumentNotFound);
    const list = await send<ListResponse<LicenceDocument>>(
      second,
      'GET',
      `${BASE}?holder_type=VEHICLE&limit=1000`,
    );
    expect(list.data.ids).not.toContain(doc.id);
  });
});

describe('LIC-7 windows and filters', () => {
  it('holds a document expiring in 5 days in the 7 and 30-day windows, not the 1-day one', async () => {
    const vehicle = goodsVehicle();
    const doc = await create({
      kind: 'PERMIT',
      vehicle_id: vehicle.id,
      number: 'IU-WINDOW-5',
      issued_on: '2025-11-25',
      expires_on: addDays(TODAY, 5),
    });
    const ids = async (window: string) =>
      (
        await send<ListResponse<LicenceDocument>>(
          admin,
          'GET',
          `${BASE}?holder_type=VEHICLE&window=${window}&limit=1000`,
        )
      ).data.ids;
    expect(await ids('DAYS_7')).toContain(doc.id);
    expect(await ids('DAYS_30')).toContain(doc.id);
    expect(await ids('DAYS_1')).not.toContain(doc.id);
    expect(await ids('EXPIRED')).not.toContain(doc.id);
    const summary = await send<ItemResponse<LicenceSummary>>(
      admin,
      'GET',
      `${BASE}/summary?holder_type=VEHICLE`,
    );
    expect(summary.data.days_7).toBe((await ids('DAYS_7')).length);
    expect(summary.data.expired).toBe((await ids('EXPIRED')).length);
    expect(summary.data.days_30).toBeGreaterThanOrEqual(summary.data.days_7);
    // By vehicle, with a search through the list query.
    const mine = await send<ListResponse<LicenceDocument>>(
      admin,
      'GET',
      `${BASE}?holder_type=VEHICLE&vehicle_id=${vehicle.id}&search=WINDOW-5`,
    );
    expect(mine.data.ids).toEqual([doc.id]);
    // A search by plate, in any case, finds every document of that vehicle (and only plates that
    // contain it).
    const byPlate = await send<ListResponse<LicenceDocument>>(
      admin,
      'GET',
      `${BASE}?holder_type=VEHICLE&search=${encodeURIComponent(vehicle.license_plate.toLowerCase())}&limit=1000`,
    );
    const all = await send<ListResponse<LicenceDocument>>(
      admin,
      'GET',
      `${BASE}?holder_type=VEHICLE&vehicle_id=${vehicle.id}&limit=1000`,
    );
    expect(byPlate.data.ids).toEqual(expect.arrayContaining(all.data.ids));
    expect(
      byPlate.data.paginated_result.every((d) =>
        d.vehicle?.license_plate.toLowerCase().includes(vehicle.license_plate.toLowerCase()),
      ),
    ).toBe(true);
  });
});

describe('LIC-8 scans', () => {
  let doc: LicenceDocument;
  beforeAll(async () => {
    doc = await create({
      kind: 'STNK_TAX',
      vehicle_id: goodsVehicle().id,
      number: '99887766',
      issued_on: '2026-03-01',
    });
  });

  it('keeps a PDF and serves it back as it came', async () => {
    const response = await upload(
      admin,
      doc.id,
      PDF,
      'C:\\scans\\stnk.PDF',
      'application/octet-stream',
    );
    expect(response.statusCode, response.body).toBe(201);
    const scan = response.json<ItemResponse<LicenceScan>>().data;
    expect(scan).toMatchObject({
      file_name: 'stnk.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    const file = await t.as(admin, { method: 'GET', url: `${BASE}/${doc.id}/scan/${scan.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const again = await send<ItemResponse<LicenceDocument>>(admin, 'GET', `${BASE}/${doc.id}`);
    expect(again.data.scans.map((s) => s.id)).toEqual([scan.id]);
  });

  it('tells a file by its first bytes, not its name', async () => {
    const fake = await upload(admin, doc.id, Buffer.from('MZ not a pdf at all'), 'stnk.pdf');
    expect(fake.statusCode).toBe(415);
    expect(fake.json<{ reason?: string }>().reason).toBe(R.licenceScanType);
    const png = await upload(admin, doc.id, PNG, 'foto.jpg', 'image/jpeg');
    expect(png.statusCode).toBe(201);
    expect(png.json<ItemResponse<LicenceScan>>().data).toMatchObject({
      file_name: 'foto.png',
      content_type: 'image/png',
    });
  });

  it('refuses an empty or too big file and writes nothing', async () => {
    const before = (await send<ItemResponse<LicenceDocument>>(admin, 'GET', `${BASE}/${doc.id}`))
      .data.scans.length;
    const empty = await upload(admin, doc.id, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ reason?: string }>().reason).toBe(R.licenceScanEmpty);
    const big = Buffer.concat([PDF, Buffer.alloc(LICENCE_LIMITS.scanMaxBytes)]);
    const large = await upload(admin, doc.id, big);
    expect(large.statusCode).toBe(413);
    expect(large.json<{ reason?: string }>().reason).toBe(R.licenceScanTooLarge);
    const after = (await send<ItemResponse<LicenceDocument>>(admin, 'GET', `${BASE}/${doc.id}`))
      .data.scans.length;
    expect(after).toBe(before);
  });

  it('is 404 for another company, with any body', async () => {
    const foreign = await upload(second, doc.id, PDF);
    expect(foreign.statusCode).toBe(404);
  });

  it('goes with its document', async () => {
    await send(admin, 'DELETE', `${BASE}/${doc.id}`);
    const gone = await t.as(admin, { method: 'GET', url: `${BASE}/${doc.id}` });
    expect(gone.statusCode).toBe(404);
  });
});

describe('LIC-11 route planning flags', () => {
  it('flags a vehicle whose latest KIR is expired, until a renewal', async () => {
    const vehicle = vehicles().filter((v) => v.fleet_category !== 'Motor')[3];
    if (!vehicle) throw new Error('no vehicle');
    const url = `/api/license/flag?vehicle_ids=${vehicle.id}&on=2030-01-01`;
    const expired = await create({
      kind: 'KIR',
      vehicle_id: vehicle.id,
      number: 'KIR-LATE',
      issued_on: '2026-06-01',
      expires_on: '2029-12-31',
    });
    const flagged = await send<LicenceFlagList>(admin, 'GET', url);
    expect(flagged.data).toHaveLength(1);
    // Whoever plans routes sees the flags without the Licence menu.
    expect((await send<LicenceFlagList>(dispatcher, 'GET', url)).data).toEqual(flagged.data);
    expect(flagged.data[0]?.expired.map((e) => e.document_id)).toContain(expired.id);
    await create({
      kind: 'KIR',
      vehicle_id: vehicle.id,
      number: 'KIR-NEW',
      issued_on: '2026-07-01',
      expires_on: '2030-06-30',
    });
    const renewed = await send<LicenceFlagList>(admin, 'GET', url);
    expect(renewed.data.flatMap((f) => f.expired).filter((e) => e.kind === 'KIR')).toEqual([]);
    // Another company's vehicles are not looked at.
    const foreign = await send<LicenceFlagList>(second, 'GET', url);
    expect(foreign.data).toEqual([]);
  });

  it('flags the vehicle of a driver whose SIM is expired', async () => {
    const vehicle = vehicles().find((v) => v.driver !== null);
    if (!vehicle?.driver) throw new Error('no vehicle with a driver');
    await create({
      kind: 'SIM',
      driver_id: vehicle.driver.id,
      sim_class: 'B1_UMUM',
      number: 'SIM-FLAG',
      issued_on: '2026-01-01',
      expires_on: '2035-01-01',
    });
    const flags = await t.simulator.services.licences.documentFlags(DEMO_COMPANY_ID, '2035-01-02', [
      vehicle.id,
    ]);
    const sim = flags[0]?.expired.find((e) => e.kind === 'SIM');
    expect(sim?.driver).toEqual({ id: vehicle.driver.id, fullname: vehicle.driver.fullname });
  });
});

describe('LIC-10 reminders on a stepped clock', () => {
  it('sends 30, 7, 1 days before and at expiry, each once', async () => {
    const reminders = t.simulator.services.licenceReminders;
    // A vehicle without a permit: no later document of the kind takes this one over.
    const permits = await send<ListResponse<LicenceDocument>>(
      admin,
      'GET',
      `${BASE}?holder_type=VEHICLE&kind=PERMIT&limit=1000`,
    );
    const withPermit = new Set(permits.data.paginated_result.map((d) => d.vehicle?.id));
    const [vehicle, renewed] = vehicles().filter((v) => !withPermit.has(v.id));
    if (!vehicle || !renewed) throw new Error('fewer than two vehicles without a permit');
    const doc = await create({
      kind: 'PERMIT',
      vehicle_id: vehicle.id,
      number: 'POL-REMIND',
      issued_on: '2026-01-15',
      expires_on: addDays(TODAY, 32),
    });
    // The same expiry on another vehicle whose permit is renewed already: a later document of
    // the same holder and kind takes it over, so it is never reminded of.
    const replaced = await create({
      kind: 'PERMIT',
      vehicle_id: renewed.id,
      number: 'POL-REPLACED',
      issued_on: '2026-01-15',
      expires_on: addDays(TODAY, 32),
    });
    await create({
      kind: 'PERMIT',
      vehicle_id: renewed.id,
      number: 'POL-RENEWAL',
      issued_on: '2026-11-01',
      expires_on: addDays(TODAY, 400),
    });
    reminders.start();
    const stepsOf = async () =>
      (await reminders.settled(DEMO_COMPANY_ID))
        .filter((row) => row.documentId === doc.id && row.notified)
        .map((row) => row.step);
    const announced = () =>
      t.simulator.store
        .list('system_notifications', DEMO_COMPANY_ID)
        .filter((n) => JSON.stringify(n.data).includes('POL-REMIND'));
    const sent: string[][] = [];
    for (let day = 1; day <= 35; day++) {
      // Four looks a day: the later ones of a day find the step already sent.
      for (let look = 0; look < 4; look++) {
        t.clock.advance(DAY_MS / 4);
        reminders.runDue();
        await reminders.flush();
      }
      await t.simulator.services.systemNotifications.flush();
      sent.push(await stepsOf());
    }
    expect(sent[0]).toEqual([]);
    expect(sent[1]).toEqual(['DAYS_30']);
    expect(
      (await reminders.settled(DEMO_COMPANY_ID)).filter((row) => row.documentId === replaced.id),
    ).toEqual([]);
    expect(await stepsOf()).toEqual(['DAYS_30', 'DAYS_7', 'DAYS_1', 'AT_EXPIRY']);
    // The day each step first appeared: 30, 7 and 1 days before the expiry, then on it.
    const firstDay = (step: string) => sent.findIndex((steps) => steps.includes(step)) + 1;
    expect([
      firstDay('DAYS_30'),
      firstDay('DAYS_7'),
      firstDay('DAYS_1'),
      firstDay('AT_EXPIRY'),
    ]).toEqual([2, 25, 31, 32]);
    const notes = announced();
    expect(notes).toHaveLength(4);
    // Addressed to the users who may read vehicle documents, in both languages.
    const operator = t.simulator.store
      .list('users', DEMO_COMPANY_ID)
      .find((user) => user.username === 'operator');
    const driver = t.simulator.store
      .list('users', DEMO_COMPANY_ID)
      .find((user) => user.username === 'driver');
    expect(notes.every((n) => n.recipients?.includes(operator?.id ?? -1))).toBe(true);
    expect(notes.every((n) => !n.recipients?.includes(driver?.id ?? -1))).toBe(true);
    expect(JSON.stringify(notes.at(-1)?.data_en)).toContain('expires today');
    // LIC-10: a new expiry day arms the steps again; a late start sends the most urgent only.
    admin = await t.login('admin');
    await send(admin, 'PUT', `${BASE}/${doc.id}`, {
      expires_on: addDays(new Date(t.clock.now() + 7 * 3_600_000).toISOString().slice(0, 10), 5),
    });
    t.clock.advance(DAY_MS / 4);
    reminders.runDue();
    await reminders.flush();
    await t.simulator.services.systemNotifications.flush();
    expect(announced()).toHaveLength(5);
    const rows = (await reminders.settled(DEMO_COMPANY_ID)).filter((r) => r.documentId === doc.id);
    expect(rows.filter((r) => r.notified).map((r) => r.step)).toEqual([
      'DAYS_30',
      'DAYS_7',
      'DAYS_1',
      'AT_EXPIRY',
      'DAYS_7',
    ]);
    expect(rows.filter((r) => !r.notified).map((r) => r.step)).toEqual(['DAYS_30']);
  });
});

describe('LIC-13 export', () => {
  it('writes the window’s documents as CSV and XLSX in the asked language', async () => {
    const csv = await t.as(admin, {
      method: 'GET',
      url: `${BASE}/export?holder_type=DRIVER&format=csv&lang=en`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Kind,Driver,Class,SIM number,Issued,Valid until,Status,Days left,Scans,Notes',
    );
    expect(lines.length - 1).toBe(await count('DRIVER'));
    const xlsx = await t.as(admin, {
      method: 'GET',
      url: `${BASE}/export?holder_type=VEHICLE&format=xlsx&window=EXPIRED`,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
