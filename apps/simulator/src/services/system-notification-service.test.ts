import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemNotifMessageSchema, type SystemNotifMessage } from '@armada/contracts/live';
import {
  SYSTEM_NOTIFICATION_ACTIONS,
  SystemNotificationListResponseSchema,
  type SystemNotification,
  type SystemNotificationContent,
  type SystemNotificationListResponse,
} from '@armada/contracts/notifications';
import { SERVER_ERROR_REASONS, type ErrorResponse } from '@armada/contracts/shared';
import Value from 'typebox/value';
import { DAY_MS, startOfWibDay } from '../domain/wib-time';
import { DEMO_COMPANY_ID } from '../domain/world/world-ids';
import { TEST_NOW, startTestSimulator, type TestSimulator } from '../testing/test-simulator';
import { announceRoute } from '@armada/contracts/simulator-control';
import type { AuthContext } from './auth-service';
import {
  ANNOUNCEMENT_TEMPLATES,
  SYSTEM_NOTIFICATION_DEFAULTS,
  type SystemNotificationService,
} from './system-notification-service';

const BASE = '/api/system-notification';

function listen(t: TestSimulator, auth: AuthContext): SystemNotifMessage[] {
  const received: SystemNotifMessage[] = [];
  t.simulator.services.live.attach(
    {
      send: (text) => {
        const message = JSON.parse(text) as { type: string };
        if (message.type.startsWith('system-notif-')) received.push(message as SystemNotifMessage);
      },
    },
    auth,
  );
  return received;
}

describe('the system notification service', () => {
  let t: TestSimulator;
  let hooked: TestSimulator;
  let service: SystemNotificationService;
  let admin: AuthContext;
  let operator: AuthContext;
  let branded: AuthContext;
  let adminCookie: string;

  beforeAll(async () => {
    t = await startTestSimulator();
    service = t.simulator.services.systemNotifications;
    await service.start();
    admin = (await t.simulator.services.auth.login('admin', 'demo')).auth;
    operator = (await t.simulator.services.auth.login('operator', 'demo')).auth;
    branded = (await t.simulator.services.auth.login('branded', 'demo')).auth;
    adminCookie = await t.login('admin');
    hooked = await startTestSimulator({ controls: true });
    await hooked.simulator.services.systemNotifications.start();
  });
  afterAll(async () => {
    await t.close();
    await hooked.close();
  });

  it('SYSNOTIF-1 the timeline comes from the seed: one every other WIB day between 08:00 and 18:00', () => {
    const days = Array.from({ length: 30 }, (_, i) => TEST_NOW - i * DAY_MS);
    const actions = new Set<string>();
    const templates: number[] = [];
    for (const day of days) {
      const items = service.scheduleOfDay(DEMO_COMPANY_ID, day);
      expect(items).toEqual(service.scheduleOfDay(DEMO_COMPANY_ID, day));
      expect(items.length).toBeLessThanOrEqual(1);
      for (const item of items) {
        const minute = (item.at - startOfWibDay(day)) / 60_000;
        expect(minute).toBeGreaterThanOrEqual(8 * 60);
        expect(minute).toBeLessThanOrEqual(18 * 60);
        expect(item.uuid).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
        actions.add(ANNOUNCEMENT_TEMPLATES[item.template]?.action ?? '');
        templates.push(item.template);
      }
    }
    expect(templates.length).toBe(30 / SYSTEM_NOTIFICATION_DEFAULTS.everyDays);
    // A month of the timeline shows every kind.
    expect([...actions].sort()).toEqual([...SYSTEM_NOTIFICATION_ACTIONS].sort());
    // No template comes back before every other one was used.
    for (let i = 0; i + ANNOUNCEMENT_TEMPLATES.length <= templates.length; i++) {
      const run = templates.slice(i, i + ANNOUNCEMENT_TEMPLATES.length);
      expect(new Set(run).size).toBe(run.length);
    }
    // The past two weeks are stored at start, each once, and none of them twice in a list.
    const stored = t.simulator.services.systemNotifications.list(admin, { limit: 100, page: 1 });
    const uuids = stored.data.paginated_result.map((n) => n.system_notification_uuid);
    expect(new Set(uuids).size).toBe(uuids.length);
    expect(uuids.length).toBeGreaterThanOrEqual(5);
    const titles = stored.data.paginated_result.map((n) => JSON.stringify(n.data));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('SYSNOTIF-1 news of a module reaches only the users who can open it', () => {
    const users = t.simulator.store.list('users', DEMO_COMPANY_ID);
    const driver = users.find((user) => user.username === 'driver');
    if (!driver) return expect.fail('the seeded driver');
    let promoted = 0;
    for (let i = 0; i < 60; i++) {
      for (const item of service.scheduleOfDay(DEMO_COMPANY_ID, TEST_NOW - i * DAY_MS)) {
        if (ANNOUNCEMENT_TEMPLATES[item.template]?.module !== '/route-optimization/') continue;
        promoted++;
        expect(item.recipients).not.toBeNull();
        expect(item.recipients).not.toContain(driver.id);
      }
    }
    expect(promoted).toBeGreaterThan(0);
  });

  it('SYSNOTIF-1 every template has text in both languages and a url of its kind', () => {
    for (const template of ANNOUNCEMENT_TEMPLATES) {
      const both = [template.data.id, template.data.en];
      for (const content of both) {
        const items = Array.isArray(content) ? content : [content];
        expect(Array.isArray(content)).toBe(template.action === 'carousel_image');
        for (const item of items) {
          expect(item.title.length).toBeGreaterThan(0);
          if (template.action === 'external_link') expect(item.url).toMatch(/^https:\/\//);
          else expect(item.url).toMatch(/^\/[a-z]/);
        }
      }
    }
  });

  it('SYSNOTIF-2 lists the user’s own announcements newest first, a page at a time', async () => {
    const all = service.list(admin, { limit: 100, page: 1 });
    expect(Value.Check(SystemNotificationListResponseSchema, all)).toBe(true);
    const times = all.data.paginated_result.map((n) => Date.parse(n.created_on));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const total = all.metadata.total_count;
    expect(total).toBe(all.data.paginated_result.length);
    const second = service.list(admin, { limit: 3, page: 2 });
    expect(second.metadata).toEqual({
      page: 2,
      total_count: total,
      total_page: Math.ceil(total / 3),
    });
    expect(second.data.paginated_result).toEqual(all.data.paginated_result.slice(3, 6));
    // Over HTTP too, with the contract's defaults; another user's list is refused.
    const response = await t.as(adminCookie, { method: 'GET', url: `${BASE}?limit=10&page=1` });
    expect(response.statusCode).toBe(200);
    expect(response.json<SystemNotificationListResponse>().metadata.total_count).toBe(total);
    expect(() => service.list(admin, { user_id: operator.user.id })).toThrow(/Another user/);
    // Branded company users never see the demo company's announcements.
    const theirs = service.list(branded, { limit: 100 }).data.paginated_result;
    const ours = new Set(all.data.paginated_result.map((n) => n.system_notification_uuid));
    expect(theirs.some((n) => ours.has(n.system_notification_uuid))).toBe(false);
  });

  it('SYSNOTIF-3 SYSNOTIF-4 marks one and then all as read for this user only', async () => {
    const unreadBefore = service.unreadCount(admin).data.unread;
    const operatorBefore = service.unreadCount(operator).data.unread;
    const target = service
      .list(admin, { limit: 100 })
      .data.paginated_result.find((n) => !n.is_read && n.updated_on === null);
    if (!target) return expect.fail('the recent seeded days should leave unread announcements');
    const updatedOn = '2026-11-20T10:05:00+07:00';
    const one = await service.markRead(admin, {
      is_read: true,
      updated_on: updatedOn,
      system_notification_uuid: target.system_notification_uuid,
    });
    expect(one.data.updated).toBe(1);
    expect(service.unreadCount(admin).data.unread).toBe(unreadBefore - 1);
    const read = service.get(admin, target.system_notification_uuid).data;
    expect(read.is_read).toBe(true);
    expect(Date.parse(read.updated_on ?? '')).toBe(Date.parse(updatedOn));
    // Marking it again changes nothing; back to unread works.
    expect(
      (
        await service.markRead(admin, {
          is_read: true,
          updated_on: updatedOn,
          system_notification_uuid: target.system_notification_uuid,
        })
      ).data.updated,
    ).toBe(0);

    const all = await service.markRead(admin, { is_read: true, updated_on: updatedOn });
    expect(all.data.updated).toBe(unreadBefore - 1);
    expect(service.unreadCount(admin).data.unread).toBe(0);
    // The operator's read state is their own.
    expect(service.unreadCount(operator).data.unread).toBe(operatorBefore);

    const unread = await service.markRead(admin, {
      is_read: false,
      updated_on: updatedOn,
      system_notification_uuid: target.system_notification_uuid,
    });
    expect(unread.data.updated).toBe(1);
    expect(service.unreadCount(admin).data.unread).toBe(1);
  });

  it('SYSNOTIF-4 a bad body is refused with 400 and changes nothing', async () => {
    const before = service.unreadCount(admin).data.unread;
    for (const payload of [
      {},
      { is_read: 'yes', updated_on: '2026-11-20T03:00:00Z' },
      { is_read: true, updated_on: 'yesterday' },
      { is_read: true, updated_on: '2026-11-20T03:00:00Z', system_notification_uuid: 'nope' },
      { is_read: true, updated_on: '2026-11-20T03:00:00Z', extra: 1 },
    ]) {
      const response = await t.as(adminCookie, { method: 'PATCH', url: `${BASE}/read`, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(service.unreadCount(admin).data.unread).toBe(before);
  });

  it('SYSNOTIF-5 a scheduled time passing publishes to each addressed user of the company only', async () => {
    const now = t.clock.now();
    const next = service
      .scheduleBetween(now, now + 3 * DAY_MS)
      .find(({ companyId }) => companyId === DEMO_COMPANY_ID);
    if (!next) return expect.fail('three days hold at least one announcement');
    const toAdmin = listen(t, admin);
    const toOperator = listen(t, operator);
    const toBranded = listen(t, branded);
    const countBefore = service.list(admin, {}).metadata.total_count;
    // Step a minute at a time up to the scheduled time and one look after it.
    while (t.clock.now() < next.item.at + SYSTEM_NOTIFICATION_DEFAULTS.checkPeriodMs) {
      t.clock.advance(SYSTEM_NOTIFICATION_DEFAULTS.checkPeriodMs);
      service.runDue();
    }
    await service.flush();
    const addressed = (auth: AuthContext) =>
      next.item.recipients === null || next.item.recipients.includes(auth.user.id);
    for (const [auth, received] of [
      [admin, toAdmin],
      [operator, toOperator],
    ] as const) {
      const mine = received.filter((m) => m.payload.system_notification_uuid === next.item.uuid);
      expect(mine.length).toBe(addressed(auth) ? 1 : 0);
      for (const message of received) {
        expect(Value.Check(SystemNotifMessageSchema, message)).toBe(true);
        expect(message.type).toBe(`system-notif-${auth.user.id}`);
      }
    }
    expect(toBranded.some((m) => m.payload.system_notification_uuid === next.item.uuid)).toBe(
      false,
    );
    if (addressed(admin)) {
      expect(service.list(admin, {}).metadata.total_count).toBeGreaterThan(countBefore);
      expect(service.get(admin, next.item.uuid).data.is_read).toBe(false);
    }
  });

  it('SYSNOTIF-6 announce publishes now to the chosen users, in their language', async () => {
    const toAdmin = listen(t, admin);
    const toOperator = listen(t, operator);
    const draft = ANNOUNCEMENT_TEMPLATES.find((d) => d.action === 'carousel_image');
    if (!draft) return expect.fail('a carousel template');
    const record = await service.announce(DEMO_COMPANY_ID, draft, [operator.user.id]);
    expect(toAdmin).toEqual([]);
    expect(toOperator).toHaveLength(1);
    const payload: SystemNotification | undefined = toOperator[0]?.payload;
    expect(payload?.system_notification_uuid).toBe(record.system_notification_uuid);
    expect(payload?.action).toBe('carousel_image');
    expect(payload?.is_read).toBe(false);
    const language = operator.user.language;
    expect(payload?.data).toEqual(language === 'en' ? draft.data.en : draft.data.id);
    expect(service.list(operator, { limit: 1 }).data.paginated_result[0]).toEqual(payload);
  });

  it('SYSNOTIF-7 an unknown uuid, or one not addressed to the user, is 404 with its reason', async () => {
    const draft = ANNOUNCEMENT_TEMPLATES[0];
    if (!draft) return expect.fail('a template');
    const forOperator = await service.announce(DEMO_COMPANY_ID, draft, [operator.user.id]);
    const forBranded = await service.announce(branded.company.id, draft, null);
    // A session of its own: the timeline test before stepped the clock past a day.
    const cookie = await t.login('admin');
    for (const uuid of [
      '00000000-0000-4000-8000-00000000dead',
      forOperator.system_notification_uuid,
      forBranded.system_notification_uuid,
    ]) {
      const response = await t.as(cookie, { method: 'GET', url: `${BASE}/${uuid}` });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorResponse>()).toMatchObject({
        statusCode: 404,
        code: 'NOT_FOUND',
        reason: SERVER_ERROR_REASONS.systemNotificationNotFound,
        params: { id: uuid },
      });
      const mark = await t.as(cookie, {
        method: 'PATCH',
        url: `${BASE}/read`,
        payload: {
          is_read: true,
          updated_on: '2026-11-20T03:00:00Z',
          system_notification_uuid: uuid,
        },
      });
      expect(mark.statusCode).toBe(404);
    }
    const mine = await t.as(cookie, {
      method: 'GET',
      url: `${BASE}/${service.list(admin, { limit: 1 }).data.paginated_result[0]?.system_notification_uuid ?? ''}`,
    });
    expect(mine.statusCode).toBe(200);
  });

  it('SYSNOTIF-8 the test hook is off by default and, when on, reaches only the caller with its text', async () => {
    const off = await t.as(adminCookie, {
      method: 'POST',
      url: announceRoute.url,
      payload: {},
    });
    expect(off.statusCode).toBe(404);

    const services = hooked.simulator.services;
    const hookAdmin = (await services.auth.login('admin', 'demo')).auth;
    const hookOperator = (await services.auth.login('operator', 'demo')).auth;
    const toAdmin = listen(hooked, hookAdmin);
    const toOperator = listen(hooked, hookOperator);
    const anonymous = await hooked.app.inject({
      method: 'POST',
      url: announceRoute.url,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await hooked.login('admin');
    const bad = await hooked.as(cookie, {
      method: 'POST',
      url: announceRoute.url,
      payload: { action: 'banner' },
    });
    expect(bad.statusCode).toBe(400);
    const created = await hooked.as(cookie, {
      method: 'POST',
      url: announceRoute.url,
      payload: { action: 'pop_up_video' },
    });
    expect(created.statusCode).toBe(201);
    const data = created.json<{ data: SystemNotification }>().data;
    expect(data.action).toBe('pop_up_video');
    expect(toAdmin.map((m) => m.payload)).toEqual([data]);
    expect(toOperator).toEqual([]);

    const markup = '<img src=x onerror=alert(1)><b>Bold</b>';
    const texted = await hooked.as(cookie, {
      method: 'POST',
      url: announceRoute.url,
      payload: { action: 'carousel_image', title: markup, description: 'Deskripsi <i>uji</i>' },
    });
    expect(texted.statusCode).toBe(201);
    const slides = texted.json<{ data: SystemNotification }>().data.data;
    expect(Array.isArray(slides)).toBe(true);
    const [first, second] = slides as SystemNotificationContent[];
    expect(first).toMatchObject({ title: markup, description: 'Deskripsi <i>uji</i>' });
    expect(second?.title).not.toBe(markup);
    const empty = await hooked.as(cookie, {
      method: 'POST',
      url: announceRoute.url,
      payload: { title: '' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
