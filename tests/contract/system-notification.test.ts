import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WsTokenResponseSchema, whoamiRoute, wsTokenRoute } from '@armada/contracts/auth';
import { SystemNotifMessageSchema } from '@armada/contracts/live';
import {
  MarkSystemNotificationReadResponseSchema,
  SystemNotificationListResponseSchema,
  SystemNotificationResponseSchema,
  SystemNotificationUnreadCountResponseSchema,
  getSystemNotificationRoute,
  listSystemNotificationsRoute,
  markSystemNotificationReadRoute,
  systemNotificationUnreadCountRoute,
  type SystemNotification,
  type SystemNotificationListResponse,
} from '@armada/contracts/notifications';
import { announceRoute } from '@armada/contracts/simulator-control';
import type { ApiClient } from './lib/client';
import { LiveConnection, signedIn } from './lib/client';
import { UNKNOWN_UUID } from './lib/ids';
import { fillPath } from './lib/routes';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Announcements (docs/rules/alert-center.md §3, §4, §7, §9): the list pages, the unread count
 * follows marking, one by uuid, 404 and 400, and a new one reaching the user's live connection. New
 * ones come from the simulator's test hook (ARMADA_SIM_CONTROLS=1, set by the test servers): it
 * announces to the signed-in caller only, so the suite does not wait for the seeded timeline.
 */

const TEST_HOOK_URL = announceRoute.url;
const AT = '2026-11-20T10:05:00+07:00';

let user: ApiClient;
const open: LiveConnection[] = [];

beforeAll(async () => {
  // Marking changes the caller's own read state: a user no other file reads announcements of.
  user = await signedIn('dispatcher');
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.close()));
});

async function list(query: Record<string, number>): Promise<SystemNotificationListResponse> {
  const response = await user.get(listSystemNotificationsRoute.url, { query });
  expectStatus(response, 200);
  expectSchema(SystemNotificationListResponseSchema, response.body, 'announcement list');
  return response.body as SystemNotificationListResponse;
}

async function unread(): Promise<number> {
  const response = await user.get(systemNotificationUnreadCountRoute.url);
  expectStatus(response, 200);
  expectSchema(SystemNotificationUnreadCountResponseSchema, response.body, 'unread count');
  return (response.body as { data: { unread: number } }).data.unread;
}

async function announce(action?: string): Promise<SystemNotification> {
  const response = await user.post(TEST_HOOK_URL, action ? { action } : {});
  if (response.status === 404)
    throw new Error(`${TEST_HOOK_URL} answers 404: start the server with ARMADA_SIM_CONTROLS=1`);
  expectStatus(response, 201);
  expectSchema(SystemNotificationResponseSchema, response.body, 'announced');
  return (response.body as { data: SystemNotification }).data;
}

async function mark(body: Record<string, unknown>): Promise<number> {
  const response = await user.patch(markSystemNotificationReadRoute.url, body);
  expectStatus(response, 200);
  expectSchema(MarkSystemNotificationReadResponseSchema, response.body, 'mark read');
  return (response.body as { data: { updated: number } }).data.updated;
}

describe('system notifications', () => {
  it('pages the list newest first with metadata.total_count', async () => {
    await announce();
    const all = await list({ limit: 100, page: 1 });
    const total = all.metadata.total_count;
    expect(total).toBeGreaterThan(0);
    const times = all.data.paginated_result.map((n) => Date.parse(n.created_on));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await list({ limit: 10, page: 1 });
    expect(first.data.paginated_result).toHaveLength(Math.min(10, total));
    const second = await list({ limit: 2, page: 2 });
    expect(second.metadata).toMatchObject({ page: 2, total_count: total });
    expect(second.data.paginated_result.map((n) => n.system_notification_uuid)).toEqual(
      all.data.paginated_result.slice(2, 4).map((n) => n.system_notification_uuid),
    );
  });

  it('reads one by uuid; marking it read lowers the unread count; mark all leaves none', async () => {
    const created = await announce('carousel_image');
    expect(created.is_read).toBe(false);
    expect(Array.isArray(created.data)).toBe(true);
    const read = await user.get(
      fillPath(getSystemNotificationRoute.url, { id: created.system_notification_uuid }),
    );
    expectStatus(read, 200);
    expectSchema(SystemNotificationResponseSchema, read.body, 'one announcement');
    expect((read.body as { data: SystemNotification }).data).toEqual(created);

    const before = await unread();
    expect(before).toBeGreaterThan(0);
    expect(
      await mark({
        is_read: true,
        updated_on: AT,
        system_notification_uuid: created.system_notification_uuid,
      }),
    ).toBe(1);
    expect(await unread()).toBe(before - 1);
    const after = await user.get(
      fillPath(getSystemNotificationRoute.url, { id: created.system_notification_uuid }),
    );
    const marked = (after.body as { data: SystemNotification }).data;
    expect(marked.is_read).toBe(true);
    expect(Date.parse(marked.updated_on ?? '')).toBe(Date.parse(AT));

    await announce();
    const left = await unread();
    expect(await mark({ is_read: true, updated_on: AT })).toBe(left);
    expect(await unread()).toBe(0);
    expect((await list({ limit: 100 })).data.paginated_result.every((n) => n.is_read)).toBe(true);
  });

  it('answers 404 for an unknown uuid, to read or to mark', async () => {
    expectError(
      await user.get(fillPath(getSystemNotificationRoute.url, { id: UNKNOWN_UUID })),
      404,
    );
    expectError(
      await user.patch(markSystemNotificationReadRoute.url, {
        is_read: true,
        updated_on: AT,
        system_notification_uuid: UNKNOWN_UUID,
      }),
      404,
    );
  });

  it("answers 404 for another user's announcement", async () => {
    const theirs = await announce();
    const operator = await signedIn('operator');
    expectError(
      await operator.get(
        fillPath(getSystemNotificationRoute.url, { id: theirs.system_notification_uuid }),
      ),
      404,
    );
  });

  it.each([
    ['no is_read', { updated_on: AT }, ['is_read']],
    ['a date that is not one', { is_read: true, updated_on: 'kemarin' }, ['updated_on']],
    [
      'a uuid that is not one',
      { is_read: true, updated_on: AT, system_notification_uuid: '42' },
      ['system_notification_uuid'],
    ],
    ['an unknown field', { is_read: true, updated_on: AT, user_id: 1 }, ['user_id']],
  ])('refuses a body with %s with 400 and changes nothing', async (_what, body, names) => {
    await announce();
    const before = await unread();
    expectError(await user.patch(markSystemNotificationReadRoute.url, body), 400, names);
    expect(await unread()).toBe(before);
  });

  it('sends a new announcement to a live connection of its user as system-notif-{userId}', async () => {
    const tokenResponse = await user.get(wsTokenRoute.url);
    expectStatus(tokenResponse, 200);
    expectSchema(WsTokenResponseSchema, tokenResponse.body, 'ws token');
    const live = await LiveConnection.open(
      user.wsUrl((tokenResponse.body as { token: string }).token),
    );
    open.push(live);
    // The PONG says the connection is attached before the announcement goes out.
    live.send({ type: 'PING' });
    await live.waitFor((m) => (m as { type?: string }).type === 'PONG');
    const created = await announce('pop_up_image');
    const message = await live.waitFor(
      (m) =>
        typeof (m as { type?: unknown }).type === 'string' &&
        (m as { type: string }).type.startsWith('system-notif-'),
    );
    expectSchema(SystemNotifMessageSchema, message, 'system-notif message');
    expect((message as { payload: SystemNotification }).payload).toEqual(created);
    const whoami = await user.get(whoamiRoute.url);
    expectStatus(whoami, 200);
    const userId = (whoami.body as { data: { userId: number } }).data.userId;
    expect((message as { type: string }).type).toBe(`system-notif-${userId}`);
  });
});
