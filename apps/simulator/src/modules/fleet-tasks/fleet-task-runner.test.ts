import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import type { FleetTaskDetail } from '@armada/contracts/fleet-tasks';
import type { ItemResponse } from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWibIso } from '../../domain/wib-time';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, TEST_NOW, type TestSimulator } from '../../testing/test-simulator';
import type { TaskDrive } from '../../engine/motion/fleet-motion';
import {
  FleetTaskRunner,
  rushFactor,
  RUSH_FACTOR,
  STAGE_LEAD_MS,
  type LateRisk,
} from './fleet-task-runner';
import { RoadLegTimes } from './road-eta';

/**
 * TASK-3 ... TASK-5 with a stepped clock: the runner drives a task made by hand from its
 * planned start to its end, writes each change at the time it happened, estimates the stops
 * ahead, makes proof pictures, and catches up after a gap to the same history.
 */

const BASE = '/fleet-planning/api/web/v1/fleet-task';
const MINUTE = 60_000;

interface World {
  t: TestSimulator;
  admin: string;
  taskId: number;
}

async function world(): Promise<World> {
  const t = await startTestSimulator({ solveBudgetMs: 300 });
  const admin = await t.login('admin');
  const store = t.simulator.store;
  const vehicle = store
    .list('vehicles', DEMO_COMPANY_ID)
    .filter((v) => v.is_active && v.driver !== null && v.parent_id === null)[10];
  const depot = store.list('addresses', DEMO_COMPANY_ID).find((a) => a.is_depot);
  // Orders in the depot's city, so the day fits in a few hours.
  const orders = store
    .list('delivery_orders', DEMO_COMPANY_ID)
    .filter(
      (o) =>
        ['CONFIRMED', 'RESCHEDULED'].includes(o.status.name) &&
        o.vendor === null &&
        o.destination_address.city === depot?.city,
    )
    .sort((a, b) => b.id - a.id)
    .slice(0, 5);
  if (orders.length < 3) throw new Error(`only ${orders.length} orders in ${depot?.city}`);
  const response = await t.as(admin, {
    method: 'POST',
    url: BASE,
    payload: {
      vehicle_id: vehicle?.id,
      start_address_id: depot?.id,
      departure_on: toWibIso(TEST_NOW + 10 * MINUTE),
      delivery_order_ids: orders.map((o) => o.id),
      stop_order: 'SOLVER',
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { t, admin, taskId: response.json<ItemResponse<FleetTaskDetail>>().data.id };
}

async function detail(w: World): Promise<FleetTaskDetail> {
  let response = await w.t.as(w.admin, { method: 'GET', url: `${BASE}/${w.taskId}` });
  if (response.statusCode === 401) {
    // The stepped clock outlived the session.
    w.admin = await w.t.login('admin');
    response = await w.t.as(w.admin, { method: 'GET', url: `${BASE}/${w.taskId}` });
  }
  return response.json<ItemResponse<FleetTaskDetail>>().data;
}

const history = (task: FleetTaskDetail) =>
  task.stops.map((s) => [s.sequence, s.status, s.arrived_on, s.departed_on, s.reason]);

let stepped: World;
let jumped: World;
let late: World;
/** TASK-9: the stepped world's runner, telling a recorder what it asks of the vehicles. */
let steppedRunner: FleetTaskRunner;
const steered: { vehicleId: number; drive: TaskDrive | null; at: number }[] = [];

beforeAll(async () => {
  stepped = await world();
  steppedRunner = new FleetTaskRunner({
    ...stepped.t.simulator.services.fleetTaskRunner.deps,
    steer: (vehicleId, drive) => steered.push({ vehicleId, drive, at: stepped.t.clock.now() }),
  });
  jumped = await world();
  late = await world();
}, 180_000);
afterAll(async () => {
  await stepped?.t.close();
  await jumped?.t.close();
  await late?.t.close();
});

describe('a task driven minute by minute (TASK-3, TASK-5)', () => {
  it('waits for its departure, then starts with its first stop en route', async () => {
    const runner = steppedRunner;
    await runner.round();
    expect((await detail(stepped)).status).toBe('PLANNED');
    stepped.t.clock.advance(16 * MINUTE);
    await runner.round();
    const task = await detail(stepped);
    expect(task.status).toBe('STARTED');
    expect(Date.parse(task.started_on ?? '')).toBeGreaterThanOrEqual(
      Math.floor((TEST_NOW + 10 * MINUTE) / 1000) * 1000,
    );
    expect(task.stops[0]?.status).toBe('EN_ROUTE');
    expect(task.stops.slice(1).every((s) => s.status === 'PENDING')).toBe(true);
  });

  it('tells the company on the live channel, a versioned message (FT-13)', async () => {
    const frames: { type: string; payload: { version: number; task_id: number } }[] = [];
    const { auth } = await stepped.t.simulator.services.auth.login('admin', 'demo');
    const connection = stepped.t.simulator.services.live.attach(
      { send: (text) => frames.push(JSON.parse(text) as (typeof frames)[number]) },
      auth,
    );
    stepped.t.clock.advance(MINUTE);
    await steppedRunner.round();
    stepped.t.simulator.services.live.detach(connection);
    const mine = frames.find((f) => f.payload.task_id === stepped.taskId);
    expect(mine?.type).toBe(`fleet-task-eta-${DEMO_COMPANY_ID}`);
    expect(mine?.payload.version).toBe(1);
  });

  it('estimates every stop ahead, in order, never in the past', async () => {
    const task = await detail(stepped);
    // FT-30: the live view's card of the vehicle names the task and its next stop.
    expect(steppedRunner.taskOfVehicle(task.vehicle.id)).toEqual({
      id: task.id,
      number: task.number,
      stops_done: 0,
      stops_total: task.stops.length,
      next_stop: {
        sequence: 1,
        name: task.stops[0]?.address.name,
        eta_on: task.stops[0]?.eta_on,
        late: false,
      },
    });
    const now = stepped.t.clock.now();
    // Ahead: not yet arrived (how far the first leg got depends on the task's id, TASK-3).
    const ahead = task.stops.filter((s) => s.status === 'PENDING' || s.status === 'EN_ROUTE');
    expect(ahead.length).toBeGreaterThan(0);
    const etas = ahead.map((s) => Date.parse(s.eta_on ?? ''));
    expect(etas.every((eta) => Number.isFinite(eta) && eta >= Math.floor(now / 1000) * 1000)).toBe(
      true,
    );
    expect([...etas].sort((a, b) => a - b)).toEqual(etas);
    expect(task.driven_path.length).toBeGreaterThanOrEqual(2);
  });

  it('serves the stops in order until the task ends, each change at its own time', async () => {
    const runner = steppedRunner;
    const end = Date.parse((await detail(stepped)).planned_end_on);
    expect(end - stepped.t.clock.now()).toBeLessThan(8 * 60 * MINUTE);
    for (let minute = 0; stepped.t.clock.now() < end + 6 * 60 * MINUTE; minute++) {
      stepped.t.clock.advance(MINUTE);
      await runner.round();
      if (['DONE', 'CANCELLED'].includes((await detail(stepped)).status)) break;
    }
    const task = await detail(stepped);
    expect(['DONE', 'CANCELLED']).toContain(task.status);
    let last = Date.parse(task.started_on ?? '');
    for (const stop of task.stops) {
      expect(['DELIVERED', 'FAILED', 'SKIPPED']).toContain(stop.status);
      expect(stop.eta_on).toBeNull();
      if (stop.arrived_on) {
        expect(Date.parse(stop.arrived_on)).toBeGreaterThanOrEqual(last);
        last = Date.parse(stop.departed_on ?? stop.arrived_on);
      }
      if (stop.status === 'DELIVERED') expect(stop.proof?.recipient_name).toBeTruthy();
      if (stop.status === 'FAILED') expect(stop.reason).not.toBeNull();
    }
    expect(task.finished_on).not.toBeNull();
    expect(steppedRunner.taskOfVehicle(task.vehicle.id)).toBeNull();
  });

  it('serves the proof of a delivered stop as a PNG (TASK-4)', async () => {
    const task = await detail(stepped);
    const delivered = task.stops.find((s) => s.proof);
    if (!delivered?.proof) return;
    await detail(stepped);
    for (const url of [delivered.proof.photo_url, delivered.proof.signature_url]) {
      const response = await stepped.t.as(stepped.admin, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(response.rawPayload.length).toBeLessThan(64 * 1024);
    }
    const missing = await stepped.t.as(stepped.admin, {
      method: 'GET',
      url: `${BASE}/${task.id}/stop/${delivered.id}/proof/video`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('DLV-40 shows each order its stop: the task, the times and the proof', async () => {
    const task = await detail(stepped);
    for (const stop of task.stops) {
      const order = stop.delivery_orders[0];
      if (!order) continue;
      const response = await stepped.t.as(stepped.admin, {
        method: 'GET',
        url: `/order/api/web/v1/delivery-order/${order.id}`,
      });
      const data = response.json<ItemResponse<DeliveryOrderDetail>>().data;
      expect(data.vehicle).toEqual({
        id: task.vehicle.id,
        license_plate: task.vehicle.license_plate,
      });
      expect(data.delivery_stop).toEqual({
        task: { id: task.id, number: task.number, status: task.status },
        stop: {
          id: stop.id,
          sequence: stop.sequence,
          status: stop.status,
          window_end_on: stop.window_end_on,
          planned_arrival_on: stop.planned_arrival_on,
          eta_on: stop.eta_on,
          arrived_on: stop.arrived_on,
          departed_on: stop.departed_on,
          reason: stop.reason,
          proof: stop.proof,
        },
        // The task is over: no vehicle to follow.
        vehicle_position: null,
      });
    }
  });
});

describe('the fleet drives the task (TASK-9)', () => {
  it('asks the vehicle to head for the start, drive each leg to its arrival, stand while serving, then lets it go', async () => {
    const task = await detail(stepped);
    const mine = steered.filter((s) => s.vehicleId === task.vehicle.id);
    const first = mine[0];
    // The first round came within the lead time before departure: to the start, parked there.
    expect(Date.parse(task.started_on ?? '') - (first?.at ?? 0)).toBeLessThanOrEqual(STAGE_LEAD_MS);
    expect(first?.drive).toMatchObject({ kind: 'drive', wait: 'parked' });
    expect(first?.drive && 'endAt' in first.drive ? first.drive.endAt : undefined).toBeUndefined();
    const point = (s: (typeof task.stops)[number]) => {
      const match = task.stops.find((x) => x.id === s.id);
      return match ? [match.address.latitude, match.address.longitude] : null;
    };
    for (const stop of task.stops.filter((s) => s.arrived_on !== null)) {
      const arrived = Date.parse(stop.arrived_on ?? '');
      const legs = mine.flatMap((s) =>
        s.drive?.kind === 'drive' && s.drive.endAt !== undefined ? [s.drive] : [],
      );
      // The drive to the stop ends when the stop says the vehicle arrived ...
      const leg = legs.find((d) => JSON.stringify(d.to) === JSON.stringify(point(stop)));
      const second = (ms: number | undefined) => Math.floor((ms ?? 0) / 1000) * 1000;
      expect(second(leg?.endAt)).toBe(arrived);
      expect(leg?.wait).toBe('idle');
      // ... and it stands there from then until it leaves.
      const stand = mine.find(
        (s) => s.drive?.kind === 'stand' && second(s.drive.since) === arrived,
      )?.drive;
      expect(stand).toMatchObject({ kind: 'stand', at: point(stop) });
      if (stand?.kind === 'stand' && stop.departed_on)
        expect(second(stand.until)).toBe(Date.parse(stop.departed_on));
    }
    // Once the task is over the vehicle is handed back (or halts where it broke down).
    const last = mine[mine.length - 1];
    if (task.status === 'DONE') expect(last?.drive).toBeNull();
    else expect(last?.drive?.kind).toBe('halt');
  });
});

describe('catching up (TASK-3)', () => {
  it('gives the same history in one jump as minute by minute', async () => {
    const task = await detail(stepped);
    jumped.t.clock.set(stepped.t.clock.now());
    await jumped.t.simulator.services.fleetTaskRunner.round();
    const caught = await detail(jumped);
    expect(caught.status).toBe(task.status);
    expect(history(caught)).toEqual(history(task));
  });
});

describe('time of day (TASK-5)', () => {
  it('slows the estimate in the morning and evening rush on the company clock', () => {
    expect(rushFactor(Date.parse('2026-11-20T08:15:00+07:00'))).toBe(RUSH_FACTOR);
    expect(rushFactor(Date.parse('2026-11-20T17:30:00+07:00'))).toBe(RUSH_FACTOR);
    expect(rushFactor(Date.parse('2026-11-20T12:00:00+07:00'))).toBe(1);
  });
});

describe('late-risk alerts (TASK-8)', () => {
  it('raises one alert per stop whose estimate passes its window, never again, not after a restart', async () => {
    const base = late.t.simulator.services.fleetTaskRunner;
    // Roads three hours long: every stop ahead is estimated after its promised hour.
    const slow = new RoadLegTimes(() => ({
      points: [],
      segmentClass: [],
      durationS: 3 * 3600,
      distanceM: 1,
    }));
    const raised: LateRisk[] = [];
    const runner = new FleetTaskRunner({
      ...base.deps,
      roads: slow,
      lateRisk: async (risk) => {
        if (risk.task.id === late.taskId) raised.push(risk);
      },
    });
    late.t.clock.advance(16 * MINUTE);
    await runner.round();
    let task = await detail(late);
    expect(task.status).toBe('STARTED');
    const open = task.stops.filter((s) => s.eta_on !== null);
    expect(open.length).toBeGreaterThan(0);
    const isLate = (s: (typeof task.stops)[number]) =>
      Date.parse(s.eta_on ?? '') > Date.parse(s.window_end_on ?? '');
    expect(open.every(isLate)).toBe(true);
    expect(raised.map((r) => r.stopId).sort((a, b) => a - b)).toEqual(
      open.map((s) => s.id).sort((a, b) => a - b),
    );
    for (const risk of raised) {
      expect(risk.task).toEqual({ id: late.taskId, number: task.number });
      expect(risk.vehicleId).toBe(task.vehicle.id);
      expect(risk.etaAt).toBeGreaterThan(risk.windowEndAt);
    }
    // Later rounds, and a runner that starts afresh over the same tables, raise none again.
    late.t.clock.advance(MINUTE);
    await runner.round();
    const restarted: LateRisk[] = [];
    const again = new FleetTaskRunner({
      ...base.deps,
      roads: slow,
      lateRisk: async (risk) => {
        if (risk.task.id === late.taskId) restarted.push(risk);
      },
    });
    late.t.clock.advance(MINUTE);
    await again.round();
    task = await detail(late);
    expect(task.stops.some(isLate)).toBe(true);
    expect(raised).toHaveLength(open.length);
    expect(restarted).toEqual([]);
  });
});
