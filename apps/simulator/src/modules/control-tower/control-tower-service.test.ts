import type {
  ControlTowerAssignee,
  ControlTowerBoard,
  ControlTowerException,
  ControlTowerLive,
} from '@armada/contracts/control-tower';
import type { FleetTaskDetail } from '@armada/contracts/fleet-tasks';
import type { ItemResponse } from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toWibIso } from '../../domain/wib-time';
import { DEMO_COMPANY_ID } from '../../domain/world/world-ids';
import { startTestSimulator, TEST_NOW, type TestSimulator } from '../../testing/test-simulator';
import { FleetTaskRunner } from '../fleet-tasks/fleet-task-runner';
import { RoadLegTimes } from '../fleet-tasks/road-eta';

/**
 * The control tower through HTTP and the live hub (docs/rules/control-tower.md CT-1, CT-9 ...
 * CT-15): the board of the day, a late stop the task runner reports turning into an exception
 * that every user of the company sees, acknowledged once by one of them, assigned with a note.
 */

const TASKS = '/fleet-planning/api/web/v1/fleet-task';
const BASE = '/fleet-planning/api/web/v1/control-tower';
const MINUTE = 60_000;

let t: TestSimulator;
let admin: string;
let operator: string;
let taskId: number;
const frames: { type: string; payload: ControlTowerLive }[] = [];

async function get<T>(cookie: string, url: string): Promise<T> {
  const response = await t.as(cookie, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemResponse<T>>().data;
}

/** One minute of the world: the fleet's ticks, a runner round, the control tower's writes. */
async function minute(runner: FleetTaskRunner): Promise<void> {
  t.clock.advance(MINUTE);
  t.simulator.services.liveFleet.runDue();
  await runner.round();
  await t.simulator.services.controlTowerFeed.idle();
}

beforeAll(async () => {
  t = await startTestSimulator({ solveBudgetMs: 300 });
  admin = await t.login('admin');
  operator = await t.login('operator');
  const store = t.simulator.store;
  const vehicle = store
    .list('vehicles', DEMO_COMPANY_ID)
    .filter((v) => v.is_active && v.driver !== null && v.parent_id === null)[12];
  const depot = store.list('addresses', DEMO_COMPANY_ID).find((a) => a.is_depot);
  const orders = store
    .list('delivery_orders', DEMO_COMPANY_ID)
    .filter(
      (o) =>
        ['CONFIRMED', 'RESCHEDULED'].includes(o.status.name) &&
        o.vendor === null &&
        o.destination_address.city === depot?.city,
    )
    .sort((a, b) => b.id - a.id)
    .slice(0, 3);
  const created = await t.as(admin, {
    method: 'POST',
    url: TASKS,
    payload: {
      vehicle_id: vehicle?.id,
      start_address_id: depot?.id,
      departure_on: toWibIso(TEST_NOW + 5 * MINUTE),
      delivery_order_ids: orders.map((o) => o.id),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  taskId = created.json<ItemResponse<FleetTaskDetail>>().data.id;
  await t.simulator.services.liveFleet.start();
  const { auth } = await t.simulator.services.auth.login('operator', 'demo');
  t.simulator.services.live.attach(
    {
      send: (text) => {
        const frame = JSON.parse(text) as { type: string; payload: ControlTowerLive };
        if (frame.type.startsWith('control-tower-')) frames.push(frame);
      },
    },
    auth,
  );
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('the board (CT-10, CT-11)', () => {
  it("answers today's tasks with their progress and the figures", async () => {
    const board = await get<ControlTowerBoard>(admin, `${BASE}/board`);
    expect(board.day).toBe(toWibIso(TEST_NOW).slice(0, 10));
    const mine = board.tasks.find((task) => task.id === taskId);
    expect(mine).toMatchObject({ status: 'PLANNED', stops_total: 3, stops_delivered: 0 });
    expect(mine?.next_stop?.sequence).toBe(1);
    expect(board.kpis.stops_left).toBeGreaterThanOrEqual(3);
  });

  it('refuses a user without the control tower (403)', async () => {
    const driver = await t.login('driver');
    const response = await t.as(driver, { method: 'GET', url: `${BASE}/board` });
    expect(response.statusCode).toBe(403);
  });
});

describe('a late stop becomes a shared exception (CT-3, CT-12 ... CT-14)', () => {
  let late: ControlTowerException;

  it('opens when the runner estimates a stop past its window, and goes out live', async () => {
    // Roads three hours long: every stop ahead is estimated after its promised hour (TASK-8).
    const slow = new RoadLegTimes(() => ({
      points: [],
      segmentClass: [],
      durationS: 3 * 3600,
      distanceM: 1,
    }));
    const runner = new FleetTaskRunner({
      ...t.simulator.services.fleetTaskRunner.deps,
      roads: slow,
    });
    for (let i = 0; i < 12; i++) await minute(runner);
    const queue = await get<ControlTowerException[]>(operator, `${BASE}/exception`);
    const found = queue.find((e) => e.task?.id === taskId && e.kind === 'LATE_RISK');
    if (!found) return expect.fail(`no late risk in ${JSON.stringify(queue.map((e) => e.kind))}`);
    late = found;
    expect(late.stop?.sequence).toBeGreaterThanOrEqual(1);
    expect(late.detail.minutes).toBeGreaterThan(0);
    expect(late.acknowledged_on).toBeNull();
    const heard = frames.flatMap((f) => f.payload.exceptions).find((e) => e.id === late.id);
    expect(heard?.kind).toBe('LATE_RISK');
    expect(frames[0]?.type).toBe(`control-tower-${DEMO_COMPANY_ID}`);
    // The board row of the task says it too.
    const row = frames.flatMap((f) => f.payload.tasks).find((task) => task.id === taskId);
    expect(row?.status).toBe('STARTED');
    expect(row?.stops_late).toBeGreaterThan(0);
  });

  it('lists the most urgent first, then the newest', async () => {
    const queue = await get<ControlTowerException[]>(admin, `${BASE}/exception?state=ALL`);
    const open = await get<ControlTowerException[]>(admin, `${BASE}/exception`);
    for (let i = 1; i < open.length; i++) {
      const [a, b] = [open[i - 1], open[i]] as [ControlTowerException, ControlTowerException];
      expect(
        a.severity < b.severity || (a.severity === b.severity && a.opened_on >= b.opened_on),
      ).toBe(true);
    }
    expect(queue.length).toBeGreaterThanOrEqual(open.length);
  });

  it('assigns it to a user of the company with a note; refuses a stranger with 400', async () => {
    const people = await get<ControlTowerAssignee[]>(admin, `${BASE}/assignee`);
    const dispatcher = people.find((p) => p.username === 'dispatcher');
    expect(dispatcher).toBeDefined();
    expect(people.some((p) => p.username === 'driver')).toBe(false);
    const assigned = await t.as(admin, {
      method: 'POST',
      url: `${BASE}/exception/${late.id}/assign`,
      payload: { assignee_id: dispatcher?.id, note: 'Telepon pelanggan' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<ItemResponse<ControlTowerException>>().data).toMatchObject({
      assignee: { id: dispatcher?.id },
      note: 'Telepon pelanggan',
      acknowledged_on: null,
    });
    const stranger = await t.as(admin, {
      method: 'POST',
      url: `${BASE}/exception/${late.id}/assign`,
      payload: { assignee_id: 987_654 },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<{ field?: string }>().field).toBe('body.assignee_id');
  });

  it('is acknowledged once: it leaves the open queue of every user, a second time is 409', async () => {
    const before = frames.length;
    const done = await t.as(admin, {
      method: 'POST',
      url: `${BASE}/exception/${late.id}/acknowledge`,
      payload: { note: 'Pelanggan sudah dikabari' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const acknowledged = done.json<ItemResponse<ControlTowerException>>().data;
    expect(acknowledged.acknowledged_by?.fullname).toBeTruthy();
    expect(acknowledged.note).toBe('Pelanggan sudah dikabari');
    const open = await get<ControlTowerException[]>(operator, `${BASE}/exception`);
    expect(open.some((e) => e.id === late.id)).toBe(false);
    const past = await get<ControlTowerException[]>(
      operator,
      `${BASE}/exception?state=ACKNOWLEDGED`,
    );
    expect(past.find((e) => e.id === late.id)?.acknowledged_on).not.toBeNull();
    const live = frames.slice(before).flatMap((f) => f.payload.exceptions);
    expect(live.find((e) => e.id === late.id)?.acknowledged_on).not.toBeNull();
    const again = await t.as(operator, {
      method: 'POST',
      url: `${BASE}/exception/${late.id}/acknowledge`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for an unknown or another company exception, 400 for a bad body', async () => {
    const other = await t.login('branded');
    const foreign = await t.as(other, {
      method: 'POST',
      url: `${BASE}/exception/${late.id}/assign`,
      payload: { assignee_id: null },
    });
    expect([403, 404]).toContain(foreign.statusCode);
    const unknown = await t.as(admin, {
      method: 'POST',
      url: `${BASE}/exception/987654321/acknowledge`,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const long = await t.as(admin, {
      method: 'POST',
      url: `${BASE}/exception/${late.id}/assign`,
      payload: { assignee_id: null, note: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
  });
});
