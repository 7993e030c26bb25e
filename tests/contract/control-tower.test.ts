import { beforeAll, describe, expect, it } from 'vitest';
import Type from 'typebox';
import {
  ControlTowerAssigneeSchema,
  ControlTowerBoardSchema,
  ControlTowerExceptionSchema,
  acknowledgeControlTowerExceptionRoute,
  assignControlTowerExceptionRoute,
  getControlTowerBoardRoute,
  listControlTowerAssigneesRoute,
  listControlTowerExceptionsRoute,
  type ControlTowerAssignee,
  type ControlTowerBoard,
  type ControlTowerException,
} from '@armada/contracts/control-tower';
import { adminClient, signedIn, type ApiClient } from './lib/client';
import { fillPath } from './lib/routes';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * The control tower over HTTP (docs/rules/control-tower.md CT-1, CT-9 ... CT-13): the board and
 * the queue in their contract shapes, the assignee list, acknowledging and assigning (on an
 * exception of the seeded day when there is one), and the 400s, 403s, 404s and 409s.
 */

let admin: ApiClient;
beforeAll(async () => {
  admin = adminClient();
});

const dataOf = <T>(body: unknown) => (body as { data: T }).data;

describe('board and queue (CT-9 ... CT-11)', () => {
  it("answers today's board with its figures", async () => {
    const response = await admin.get(getControlTowerBoardRoute.url);
    expectStatus(response, 200);
    const board = dataOf<ControlTowerBoard>(response.body);
    expectSchema(ControlTowerBoardSchema, board, 'control tower board');
    const left = board.tasks
      .filter((task) => task.status === 'PLANNED' || task.status === 'STARTED')
      .reduce(
        (sum, task) =>
          sum + task.stops_total - task.stops_delivered - task.stops_failed - task.stops_skipped,
        0,
      );
    expect(board.kpis.stops_left).toBe(left);
  });

  it('lists the queue in each state, most urgent then newest when open', async () => {
    for (const state of ['OPEN', 'ACKNOWLEDGED', 'ALL']) {
      const response = await admin.get(listControlTowerExceptionsRoute.url, { query: { state } });
      expectStatus(response, 200);
      const rows = dataOf<ControlTowerException[]>(response.body);
      expectSchema(Type.Array(ControlTowerExceptionSchema), rows, `${state} queue`);
      if (state === 'OPEN') {
        expect(rows.every((row) => row.acknowledged_on === null)).toBe(true);
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [rows[i - 1], rows[i]] as [ControlTowerException, ControlTowerException];
          expect(a.severity <= b.severity).toBe(true);
        }
      }
    }
  });

  it('refuses an unknown state, a bad limit and an unknown parameter with 400', async () => {
    for (const query of [{ state: 'CLOSED' }, { limit: 0 }, { limit: 1001 }, { sort: 'id' }]) {
      expectError(await admin.get(listControlTowerExceptionsRoute.url, { query }), 400);
    }
  });

  it('refuses a user without the control tower with 403', async () => {
    const driver = await signedIn('driver');
    expectError(await driver.get(getControlTowerBoardRoute.url), 403);
    expectError(await driver.get(listControlTowerExceptionsRoute.url), 403);
  });
});

describe('acknowledge and assign (CT-12, CT-13)', () => {
  let people: ControlTowerAssignee[];

  it('lists the users an exception can be assigned to', async () => {
    const response = await admin.get(listControlTowerAssigneesRoute.url);
    expectStatus(response, 200);
    people = dataOf<ControlTowerAssignee[]>(response.body);
    expectSchema(Type.Array(ControlTowerAssigneeSchema), people, 'assignees');
    expect(people.some((p) => p.username === 'admin')).toBe(true);
    expect(people.some((p) => p.username === 'driver')).toBe(false);
  });

  it('answers 404 for an unknown exception and 400 for bad bodies', async () => {
    const unknown = fillPath(acknowledgeControlTowerExceptionRoute.url, { id: 987_654_321 });
    expectError(await admin.post(unknown, {}), 404);
    const assign = fillPath(assignControlTowerExceptionRoute.url, { id: 987_654_321 });
    expectError(await admin.post(assign, { assignee_id: null }), 404);
    for (const body of [
      { note: 'x'.repeat(501) },
      { assignee_id: 'me' },
      { extra: true },
      { note: 7 },
    ]) {
      expectError(await admin.post(unknown, body), 400);
    }
    expectError(await admin.post(assign, {}), 400);
    expectError(
      await admin.post(fillPath(assignControlTowerExceptionRoute.url, { id: 'abc' }), {
        assignee_id: null,
      }),
      400,
    );
  });

  it('assigns and acknowledges an open exception once (when the day has one)', async () => {
    const open = dataOf<ControlTowerException[]>(
      (await admin.get(listControlTowerExceptionsRoute.url)).body,
    );
    const exception = open.at(-1);
    if (!exception) return;
    const assign = fillPath(assignControlTowerExceptionRoute.url, { id: exception.id });
    expectError(await admin.post(assign, { assignee_id: 987_654 }), 400);
    const me = people.find((p) => p.username === 'admin');
    const assigned = await admin.post(assign, { assignee_id: me?.id, note: 'Kontrak' });
    expectStatus(assigned, 200);
    expect(dataOf<ControlTowerException>(assigned.body).assignee?.id).toBe(me?.id);
    const url = fillPath(acknowledgeControlTowerExceptionRoute.url, { id: exception.id });
    const done = await admin.post(url, { note: 'Kontrak selesai' });
    expectStatus(done, 200);
    const acknowledged = dataOf<ControlTowerException>(done.body);
    expectSchema(ControlTowerExceptionSchema, acknowledged, 'acknowledged exception');
    expect(acknowledged.acknowledged_on).not.toBeNull();
    expect(acknowledged.note).toBe('Kontrak selesai');
    expectError(await admin.post(url, {}), 409);
    const after = dataOf<ControlTowerException[]>(
      (await admin.get(listControlTowerExceptionsRoute.url)).body,
    );
    expect(after.some((row) => row.id === exception.id)).toBe(false);
  });
});
