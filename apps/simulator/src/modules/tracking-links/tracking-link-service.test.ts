import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import type { FleetTask, FleetTaskDetail } from '@armada/contracts/fleet-tasks';
import {
  SERVER_ERROR_REASONS,
  type ItemResponse,
  type ListResponse,
} from '@armada/contracts/shared';
import {
  CreatedTrackingLinkSchema,
  PublicTrackingSchema,
  TrackingLinkSchema,
  type CreatedTrackingLink,
  type PublicTracking,
  type TrackingLink,
} from '@armada/contracts/tracking-links';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import type { StreamSink } from './public-streams';

/** TRK-1 ... TRK-12 through the REST routes on an in-memory store, with a stepped clock. */

const BASE = '/api/tracking-link';
const PUBLIC = '/api/public/tracking';
const TASKS = '/fleet-planning/api/web/v1/fleet-task';
const HOUR = 3_600_000;
const checkLink = Compile(TrackingLinkSchema);
const checkCreated = Compile(CreatedTrackingLinkSchema);
const checkView = Compile(PublicTrackingSchema);

let t: TestSimulator;
let admin: string;
let operator: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await startTestSimulator({ controls: true });
  admin = await t.login('admin');
  operator = await t.login('operator');
  otherAdmin = await t.login(SECOND_COMPANY_ADMIN);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.as(cookie, { method, url, ...(payload === undefined ? {} : { payload }) });
const publicGet = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });

function vehicleId(): number {
  const vehicle = t.simulator.store.list('vehicles', DEMO_COMPANY_ID)[0];
  if (!vehicle) throw new Error('no vehicle');
  return vehicle.id;
}

async function create(body: object, cookie = admin): Promise<CreatedTrackingLink> {
  const response = await call('POST', BASE, body, cookie);
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json<ItemResponse<CreatedTrackingLink>>().data;
  expect(checkCreated.Check(data)).toBe(true);
  return data;
}

const vehicleLink = (extra: object = {}) =>
  create({ vehicle_id: vehicleId(), expires_in_hours: 2, shows: ['position', 'plate'], ...extra });

describe('TRK-17 seeded links', () => {
  it('give each company one active, one expired and one revoked link, with who did what', async () => {
    const list = await call('GET', `${BASE}?limit=100&sorts=id asc`);
    const rows = list.json<ListResponse<TrackingLink>>().data.paginated_result.slice(0, 3);
    expect(rows.map((row) => row.status)).toEqual(['ACTIVE', 'EXPIRED', 'REVOKED']);
    expect(rows.every((row) => checkLink.Check(row) && row.created_by.name !== '')).toBe(true);
    expect(rows[2]?.revoked_by).not.toBeNull();
    const theirs = await call('GET', BASE, undefined, otherAdmin);
    expect(theirs.json<ListResponse<TrackingLink>>().metadata.total_count).toBeGreaterThan(0);
  });
});

describe('TRK-1 ... TRK-4 making a link', () => {
  it('answers the token once, and the list keeps who made it but never the token', async () => {
    const made = await vehicleLink({ label: 'Pak Andi, gudang' });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.path).toBe(`/t/${made.token}`);
    expect(made.link).toMatchObject({
      target: 'VEHICLE',
      status: 'ACTIVE',
      label: 'Pak Andi, gudang',
      token_hint: made.token.slice(-4),
      created_by: { name: expect.any(String) },
      revoked_by: null,
    });
    expect(Date.parse(made.link.expires_on) - t.clock.now()).toBe(2 * HOUR);

    const list = await call('GET', `${BASE}?limit=100`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(made.token);
    const rows = list.json<ListResponse<TrackingLink>>().data.paginated_result;
    expect(rows.every((row) => checkLink.Check(row))).toBe(true);
    expect(rows.some((row) => row.id === made.link.id)).toBe(true);
  });

  it('refuses neither or both targets, hours out of range and unknown vehicles, naming the field', async () => {
    const both = await call('POST', BASE, {
      vehicle_id: vehicleId(),
      stop_id: 1,
      expires_in_hours: 1,
      shows: ['eta'],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ reason: SERVER_ERROR_REASONS.trackingLinkTargetRequired });
    const neither = await call('POST', BASE, { expires_in_hours: 1, shows: ['eta'] });
    expect(neither.statusCode).toBe(400);
    for (const hours of [0, 169]) {
      const response = await call('POST', BASE, {
        vehicle_id: vehicleId(),
        expires_in_hours: hours,
        shows: ['eta'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('expires_in_hours');
    }
    const unknown = await call('POST', BASE, {
      vehicle_id: 987_654,
      expires_in_hours: 1,
      shows: ['eta'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'body.vehicle_id' });
  });

  it('TRK-8: the operator sees the links but may not make one; another company sees none', async () => {
    const made = await vehicleLink();
    const seen = await call('GET', BASE, undefined, operator);
    expect(seen.statusCode).toBe(200);
    const refused = await call(
      'POST',
      BASE,
      { vehicle_id: vehicleId(), expires_in_hours: 1, shows: ['eta'] },
      operator,
    );
    expect(refused.statusCode).toBe(403);
    const theirs = await call('GET', `${BASE}?limit=100`, undefined, otherAdmin);
    const ids = theirs.json<ListResponse<TrackingLink>>().data.paginated_result.map((l) => l.id);
    expect(ids).not.toContain(made.link.id);
    const revoke = await call('POST', `${BASE}/${made.link.id}/revoke`, {}, otherAdmin);
    expect(revoke.statusCode).toBe(404);
  });

  it('TRK-1: a stop link follows a stop still ahead and names its task', async () => {
    const list = await call('GET', `${TASKS}?limit=100`);
    const tasks = list.json<ListResponse<FleetTask>>().data.paginated_result;
    const open = tasks.find((task) => task.status === 'PLANNED' || task.status === 'STARTED');
    if (!open) throw new Error('no open task in the seeded world');
    const detail = (await call('GET', `${TASKS}/${open.id}`)).json<ItemResponse<FleetTaskDetail>>();
    const stop = detail.data.stops.find((s) => s.status === 'PENDING' || s.status === 'EN_ROUTE');
    if (!stop) throw new Error('no stop ahead');
    const made = await create({ stop_id: stop.id, expires_in_hours: 24, shows: ['eta', 'plate'] });
    expect(made.link).toMatchObject({
      target: 'STOP',
      task: { id: open.id, number: open.number },
      stop: { id: stop.id, sequence: stop.sequence },
      vehicle: { id: open.vehicle.id },
    });
    const view = (await publicGet(`${PUBLIC}/${made.token}`)).json<ItemResponse<PublicTracking>>();
    expect(checkView.Check(view.data)).toBe(true);
    expect(view.data.stop).toMatchObject({ status: stop.status });
    expect(view.data.stop?.eta_on).not.toBeNull();
    expect(view.data.license_plate).toBe(open.vehicle.license_plate);
    expect(view.data.driver_first_name).toBeNull();
    expect(view.data.position).toBeNull();
  });
});

describe('TRK-10 the public view', () => {
  it('needs no session, and a session changes nothing', async () => {
    const made = await vehicleLink();
    const anonymous = await publicGet(`${PUBLIC}/${made.token}`);
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    const view = anonymous.json<ItemResponse<PublicTracking>>().data;
    expect(checkView.Check(view)).toBe(true);
    expect(view).toMatchObject({ target: 'VEHICLE', status: 'ACTIVE', driver_first_name: null });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const withSession = await publicGet(`${PUBLIC}/${made.token}`, admin);
    expect({ ...withSession.json<ItemResponse<PublicTracking>>().data, at: '' }).toEqual({
      ...view,
      at: '',
    });
    // Nothing that names the company, the vehicle's id or the link's id.
    expect(anonymous.body).not.toMatch(/"(id|company|vehicle_id|link)"/);
  });

  it('answers a tampered, unknown or malformed token with the same 404, even with a session', async () => {
    const made = await vehicleLink();
    const last = made.token.at(-1) === 'A' ? 'B' : 'A';
    const tampered = `${made.token.slice(0, -1)}${last}`;
    for (const token of [tampered, '987654321', 'x'.repeat(43), '%27%20OR%201%3D1']) {
      for (const cookie of [undefined, admin]) {
        const response = await publicGet(`${PUBLIC}/${token}`, cookie);
        expect(response.statusCode, token).toBe(404);
        expect(response.json()).toMatchObject({
          reason: SERVER_ERROR_REASONS.publicTrackingNotFound,
        });
        const stream = await publicGet(`${PUBLIC}/${token}/live`, cookie);
        expect(stream.statusCode).toBe(404);
      }
    }
  });

  it('counts views', async () => {
    const made = await vehicleLink();
    await publicGet(`${PUBLIC}/${made.token}`);
    await publicGet(`${PUBLIC}/${made.token}`);
    const list = await call('GET', `${BASE}?filters=id eq ${made.link.id}`);
    expect(list.json<ListResponse<TrackingLink>>().data.paginated_result[0]?.views).toBe(2);
  });
});

describe('TRK-5, TRK-6, TRK-12 expiry, extension and revocation', () => {
  it('expires on the clock: 410 with the reason, and an extension is refused after', async () => {
    const made = await create({ vehicle_id: vehicleId(), expires_in_hours: 1, shows: ['plate'] });
    t.clock.advance(HOUR - 1);
    expect((await publicGet(`${PUBLIC}/${made.token}`)).statusCode).toBe(200);
    t.clock.advance(1);
    const gone = await publicGet(`${PUBLIC}/${made.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: 'GONE',
      reason: SERVER_ERROR_REASONS.publicTrackingEnded,
      params: { status: 'EXPIRED' },
    });
    const extend = await call('POST', `${BASE}/${made.link.id}/extend`, { expires_in_hours: 2 });
    expect(extend.statusCode).toBe(409);
    expect(extend.json()).toMatchObject({ params: { status: 'EXPIRED' } });
  });

  it('extends an active link from now, keeping who did it', async () => {
    const made = await create({ vehicle_id: vehicleId(), expires_in_hours: 1, shows: ['plate'] });
    t.clock.advance(30 * 60_000);
    const response = await call('POST', `${BASE}/${made.link.id}/extend`, { expires_in_hours: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json<ItemResponse<TrackingLink>>().data;
    expect(Date.parse(link.expires_on) - t.clock.now()).toBe(3 * HOUR);
    expect(link.extended_by?.name).toBe(made.link.created_by.name);
  });

  it('revokes at once: 410 REVOKED, who revoked it in the list, a second revocation 409', async () => {
    const made = await vehicleLink();
    const response = await call('POST', `${BASE}/${made.link.id}/revoke`, {});
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json<ItemResponse<TrackingLink>>().data;
    expect(link.status).toBe('REVOKED');
    expect(link.revoked_by).not.toBeNull();
    const gone = await publicGet(`${PUBLIC}/${made.token}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ params: { status: 'REVOKED' } });
    expect((await call('POST', `${BASE}/${made.link.id}/revoke`, {})).statusCode).toBe(409);
  });

  it('the expiry control ends a link now without moving the clock', async () => {
    const made = await vehicleLink();
    const before = t.clock.now();
    const response = await call('POST', `/api/simulator/tracking-link/${made.link.id}/expire`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ItemResponse<TrackingLink>>().data.status).toBe('EXPIRED');
    expect(t.clock.now()).toBe(before);
    expect((await publicGet(`${PUBLIC}/${made.token}`)).statusCode).toBe(410);
  });
});

describe('TRK-12 the live stream', () => {
  function sink() {
    const events: { name: string; data: unknown }[] = [];
    let closed = false;
    const value: StreamSink = {
      event: (name, data) => events.push({ name, data: JSON.parse(data) as unknown }),
      keepAlive: () => events.push({ name: 'keep-alive', data: null }),
      close: () => {
        closed = true;
      },
    };
    return { value, events, closed: () => closed };
  }

  async function openStream(token: string) {
    const service = t.simulator.services.trackingLinks;
    const link = await service.resolve(token);
    const out = sink();
    await t.simulator.services.trackingLinkStreams.open(link, out.value);
    return out;
  }

  it('sends the view at once, and ends with REVOKED the moment the link is revoked', async () => {
    const made = await vehicleLink();
    const out = await openStream(made.token);
    expect(out.events[0]?.name).toBe('view');
    expect(checkView.Check(out.events[0]?.data)).toBe(true);
    await call('POST', `${BASE}/${made.link.id}/revoke`, {});
    expect(out.events.at(-1)).toEqual({ name: 'end', data: { status: 'REVOKED' } });
    expect(out.closed()).toBe(true);
    const count = out.events.length;
    await t.simulator.services.trackingLinkStreams.tick();
    expect(out.events).toHaveLength(count);
  });

  it('ends with EXPIRED at the first round after the expiry, and follows an extension', async () => {
    const made = await create({ vehicle_id: vehicleId(), expires_in_hours: 1, shows: ['plate'] });
    const out = await openStream(made.token);
    await call('POST', `${BASE}/${made.link.id}/extend`, { expires_in_hours: 2 });
    t.clock.advance(HOUR + 1);
    await t.simulator.services.trackingLinkStreams.tick();
    expect(out.closed()).toBe(false);
    t.clock.advance(HOUR);
    await t.simulator.services.trackingLinkStreams.tick();
    expect(out.events.at(-1)).toEqual({ name: 'end', data: { status: 'EXPIRED' } });
    expect(out.closed()).toBe(true);
  });

  it('answers an ended link with 410 before any stream starts', async () => {
    const made = await vehicleLink();
    await call('POST', `${BASE}/${made.link.id}/revoke`, {});
    const response = await publicGet(`${PUBLIC}/${made.token}/live`);
    expect(response.statusCode).toBe(410);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
