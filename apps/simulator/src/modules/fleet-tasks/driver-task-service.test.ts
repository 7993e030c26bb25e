import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import { randomUUID } from 'node:crypto';
import {
  DRIVER_TASK_LIMITS,
  DriverTaskSchema,
  FleetTaskDetailSchema,
  MyFleetTasksSchema,
  type DriverTask,
  type FleetTask,
  type FleetTaskDetail,
  type MyFleetTasks,
} from '@armada/contracts/fleet-tasks';
import type { ItemResponse, ListResponse } from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toWibIso } from '../../domain/wib-time';
import { startTestSimulator, TEST_NOW, type TestSimulator } from '../../testing/test-simulator';
import { encodePng } from './proof-images';
import { checkProofImage, sniffImageType } from './upload-checks';

/** FT-14 ... FT-20: the driver's day through the REST routes on an in-memory store. */

const BASE = '/fleet-planning/api/web/v1/fleet-task';
const MINE = `${BASE}/mine`;
const MINUTE = 60_000;
const checkMine = Compile(MyFleetTasksSchema);
const checkTask = Compile(DriverTaskSchema);
const checkDetail = Compile(FleetTaskDetailSchema);

let t: TestSimulator;
let driver: string;
let admin: string;

const png = encodePng(4, 3, new Uint8Array(4 * 3 * 3).fill(200)).toString('base64');
const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const jpeg = Buffer.concat([jpegHeader, Buffer.alloc(64)]).toString('base64');
const gif = Buffer.from('GIF89a-not-a-proof-picture').toString('base64');

beforeAll(async () => {
  t = await startTestSimulator();
  driver = await t.login('driver');
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object, cookie = driver) =>
  t.as(cookie, { method: 'POST', url, payload });

async function mine(cookie = driver): Promise<MyFleetTasks> {
  const response = await t.as(cookie, { method: 'GET', url: MINE });
  expect(response.statusCode).toBe(200);
  const body = response.json<ItemResponse<MyFleetTasks>>().data;
  expect(checkMine.Check(body)).toBe(true);
  return body;
}

async function eventsOf(taskId: number) {
  // The store's own reader: the events are not on the wire.
  const store = (t.simulator.services.fleetTasks as unknown as { deps: { tasks: never } }).deps
    .tasks as { eventsOf(id: number): Promise<{ stopId: number | null; status: string }[]> };
  return store.eventsOf(taskId);
}

describe('my tasks (FT-14, FT-20)', () => {
  it("gives the driver account today's seeded task, stops in order with address and phone", async () => {
    const day = await mine();
    expect(day.date).toBe(toWibIso(TEST_NOW).slice(0, 10));
    expect(day.driver).not.toBeNull();
    expect(day.tasks).toHaveLength(1);
    const [task] = day.tasks;
    expect(task?.status).toBe('PLANNED');
    expect(task?.stops.map((s) => s.sequence)).toEqual([1, 2, 3, 4]);
    expect(task?.stops.every((s) => s.status === 'PENDING')).toBe(true);
    expect(task?.stops[0]?.address.full_name.length).toBeGreaterThan(5);
    expect(task?.stops.some((s) => s.customer?.phone)).toBe(true);
  });

  it('gives a user who is not a driver no tasks', async () => {
    const day = await mine(admin);
    expect(day.driver).toBeNull();
    expect(day.tasks).toEqual([]);
  });
});

describe('stop actions (FT-15 ... FT-18)', () => {
  let task: DriverTask;
  beforeAll(async () => {
    const found = (await mine()).tasks[0];
    if (!found) throw new Error('no seeded driver task');
    task = found;
  });
  const stop = (index: number) => {
    const found = task.stops[index];
    if (!found) throw new Error(`no stop ${index}`);
    return found;
  };

  it('FT-15 FT-17 marks a stop arrived once: the task starts, a replay changes nothing', async () => {
    const key = randomUUID();
    const url = `${MINE}/stop/${stop(0).id}/arrived`;
    const published = vi.spyOn(t.simulator.services.live, 'publish');
    const first = await post(url, { idempotency_key: key });
    expect(first.statusCode).toBe(200);
    // FT-13: the change is told at once (live estimate and the fleet's task event, which
    // webhooks hear), not at the runner's next round.
    expect(published).toHaveBeenCalledWith(
      expect.objectContaining({
        payload: expect.objectContaining({ task_id: task.id, status: 'STARTED' }),
      }),
    );
    published.mockRestore();
    const after = first.json<ItemResponse<DriverTask>>().data;
    expect(checkTask.Check(after)).toBe(true);
    expect(after.status).toBe('STARTED');
    expect(after.stops[0]?.status).toBe('ARRIVED');
    expect(after.stops[0]?.arrived_on).toBe(toWibIso(t.clock.now()));
    const events = (await eventsOf(task.id)).length;

    t.clock.advance(MINUTE);
    const replay = await post(url, { idempotency_key: key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<ItemResponse<DriverTask>>().data.stops[0]?.arrived_on).toBe(
      after.stops[0]?.arrived_on,
    );
    expect((await eventsOf(task.id)).length).toBe(events);
    // PENDING -> EN_ROUTE -> ARRIVED, each with its event (FT-4, FT-11).
    const stopEvents = (await eventsOf(task.id)).filter((e) => e.stopId === stop(0).id);
    expect(stopEvents.map((e) => e.status)).toEqual(['EN_ROUTE', 'ARRIVED']);
  });

  it('FT-17 refuses a key sent again with another action (409)', async () => {
    const key = randomUUID();
    expect(
      (await post(`${MINE}/stop/${stop(0).id}/arrived`, { idempotency_key: key })).statusCode,
    ).toBe(200);
    const reused = await post(`${MINE}/stop/${stop(0).id}/failed`, {
      idempotency_key: key,
      reason: 'REFUSED',
      photo: png,
    });
    expect(reused.statusCode).toBe(409);
  });

  it('FT-18 refuses a photo of the wrong type, too big or empty with 400 naming it', async () => {
    const url = `${MINE}/stop/${stop(0).id}/delivered`;
    const body = { idempotency_key: randomUUID(), recipient_name: 'Siti', signature: png };
    const wrong = await post(url, { ...body, photo: gif });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ field: string }>().field).toBe('body.photo');
    const big = Buffer.concat([
      Buffer.from(png, 'base64'),
      Buffer.alloc(DRIVER_TASK_LIMITS.signatureMaxBytes),
    ]).toString('base64');
    const tooBig = await post(url, { ...body, photo: png, signature: big });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toMatch(/signature/);
    const empty = await post(url, { ...body, photo: '' });
    expect(empty.statusCode).toBe(400);
    // Nothing changed: the stop is still ARRIVED.
    expect((await mine()).tasks[0]?.stops[0]?.status).toBe('ARRIVED');
  });

  it('FT-15 FT-18 delivers with recipient, photo and signature; the proof is served in its type', async () => {
    const key = randomUUID();
    const url = `${MINE}/stop/${stop(0).id}/delivered`;
    const body = {
      idempotency_key: key,
      recipient_name: ' Siti Rahayu ',
      photo: jpeg,
      signature: png,
    };
    const response = await post(url, body);
    expect(response.statusCode).toBe(200);
    const after = response.json<ItemResponse<DriverTask>>().data;
    expect(after.stops[0]?.status).toBe('DELIVERED');
    expect(after.stops[0]?.recipient_name).toBe('Siti Rahayu');
    // A replay of the lost answer: 200, unchanged; the same stop again with a new key: 409.
    expect((await post(url, body)).statusCode).toBe(200);
    expect((await post(url, { ...body, idempotency_key: randomUUID() })).statusCode).toBe(409);

    const detail = (await t.as(admin, { method: 'GET', url: `${BASE}/${task.id}` })).json<
      ItemResponse<FleetTaskDetail>
    >().data;
    expect(checkDetail.Check(detail)).toBe(true);
    const proof = detail.stops[0]?.proof;
    expect(proof?.recipient_name).toBe('Siti Rahayu');
    const photo = await t.as(admin, { method: 'GET', url: proof?.photo_url ?? '' });
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.equals(Buffer.from(jpeg, 'base64'))).toBe(true);
    const signature = await t.as(admin, { method: 'GET', url: proof?.signature_url ?? '' });
    expect(signature.headers['content-type']).toBe('image/png');
  });

  it('FT-16 fails a stop with a reason and a photo; the dispatcher sees the photo', async () => {
    const response = await post(`${MINE}/stop/${stop(1).id}/failed`, {
      idempotency_key: randomUUID(),
      reason: 'RECIPIENT_ABSENT',
      photo: png,
    });
    expect(response.statusCode).toBe(200);
    const failed = response.json<ItemResponse<DriverTask>>().data.stops[1];
    expect(failed?.status).toBe('FAILED');
    expect(failed?.reason).toBe('RECIPIENT_ABSENT');
    const detail = (await t.as(admin, { method: 'GET', url: `${BASE}/${task.id}` })).json<
      ItemResponse<FleetTaskDetail>
    >().data;
    expect(detail.stops[1]?.proof).toBeNull();
    const photo = await t.as(admin, {
      method: 'GET',
      url: detail.stops[1]?.failure_photo_url ?? '',
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    // A reason the field does not give is refused by the contract.
    const bad = await post(`${MINE}/stop/${stop(2).id}/failed`, {
      idempotency_key: randomUUID(),
      reason: 'TASK_CANCELLED',
      photo: png,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('ownership (FT-15)', () => {
  it("refuses a driver acting on another driver's stop (403) and an unknown stop (404)", async () => {
    const list = (await t.as(admin, { method: 'GET', url: `${BASE}?limit=50` })).json<
      ListResponse<FleetTask>
    >().data.paginated_result;
    const mineIds = new Set((await mine()).tasks.map((task) => task.id));
    const other = list.find((task) => !mineIds.has(task.id) && task.status !== 'DONE');
    if (!other) throw new Error('no other open task');
    const detail = (await t.as(admin, { method: 'GET', url: `${BASE}/${other.id}` })).json<
      ItemResponse<FleetTaskDetail>
    >().data;
    const stopId = detail.stops.find((s) => s.status === 'PENDING')?.id ?? detail.stops[0]?.id;
    const refused = await post(`${MINE}/stop/${stopId}/arrived`, { idempotency_key: randomUUID() });
    expect(refused.statusCode).toBe(403);
    const unknown = await post(`${MINE}/stop/987654321/arrived`, { idempotency_key: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    // Another company's stop answers like an unknown one (tenant isolation).
    const lintas = await t.login(SECOND_COMPANY_ADMIN);
    const theirs = (await t.as(lintas, { method: 'GET', url: `${BASE}?limit=50` })).json<
      ListResponse<FleetTask>
    >().data.paginated_result[0];
    if (!theirs) throw new Error('the second company has no task');
    const theirStop = (await t.as(lintas, { method: 'GET', url: `${BASE}/${theirs.id}` })).json<
      ItemResponse<FleetTaskDetail>
    >().data.stops[0];
    const foreign = await post(`${MINE}/stop/${theirStop?.id ?? 0}/arrived`, {
      idempotency_key: randomUUID(),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message.replace(String(theirStop?.id), '<id>')).toBe(
      unknown.json<{ message: string }>().message.replace('987654321', '<id>'),
    );
    // A user who is not a driver acts on no stop.
    const notDriver = await post(
      `${MINE}/stop/${stopId}/arrived`,
      { idempotency_key: randomUUID() },
      admin,
    );
    expect(notDriver.statusCode).toBe(403);
  });
});

describe('a task the driver runs (FT-19, TASK-11)', () => {
  it('FT-19 TASK-11 the moving fleet leaves a task the driver runs to the driver', async () => {
    const before = (await mine()).tasks[0];
    // Hours later: the runner would long have served every stop of a task of its own.
    t.clock.advance(3 * 60 * MINUTE);
    await t.simulator.services.fleetTaskRunner.round();
    const after = (await mine()).tasks[0];
    expect(after?.status).toBe('STARTED');
    expect(after?.stops[0]?.status).toBe('DELIVERED');
    expect(after?.stops[0]?.recipient_name).toBe('Siti Rahayu');
    expect(after?.stops[1]?.status).toBe('FAILED');
    expect(after?.stops.slice(2).map((s) => s.status)).toEqual(
      before?.stops.slice(2).map((s) => s.status),
    );
    // It still estimates the stops ahead, for the dispatcher.
    admin = await t.login('admin');
    const detail = await t.as(admin, { method: 'GET', url: `${BASE}/${after?.id ?? 0}` });
    const ahead = detail.json<ItemResponse<FleetTaskDetail>>().data.stops[2];
    expect(checkDetail.Check(detail.json<ItemResponse<FleetTaskDetail>>().data)).toBe(true);
    expect(ahead?.eta_on).toEqual(expect.any(String));
  });
});

describe('upload checks (FT-18)', () => {
  it('tells JPEG, PNG and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(Buffer.from(jpeg, 'base64'))).toBe('jpg');
    expect(sniffImageType(Buffer.from(png, 'base64'))).toBe('png');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(sniffImageType(webp)).toBe('webp');
    expect(sniffImageType(Buffer.from('RIFF....AVI '))).toBeUndefined();
    expect(sniffImageType(Buffer.from(gif, 'base64'))).toBeUndefined();
  });

  it('refuses empty, too big and unknown pictures naming the field', () => {
    expect(() => checkProofImage('', 'photo', 100)).toThrow(/photo is empty/);
    expect(() => checkProofImage(png, 'photo', 10)).toThrow(/at most 10/);
    expect(() => checkProofImage(gif, 'signature', 1000)).toThrow(/signature is not a JPEG/);
    expect(checkProofImage(png, 'photo', 1000).type).toBe('image/png');
  });
});
