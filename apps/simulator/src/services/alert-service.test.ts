import {
  alertActionDateRange,
  parseFieldOperationAlertData,
  type AlertActionResult,
  type LiveMessageAlert,
  type RawAlert,
} from '@armada/contracts/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../testing/test-simulator';
import type { AuthContext } from './auth-service';

const SECOND = 1000;

interface Frame {
  type: string;
  payload?: unknown;
}

/** Alert center over GraphQL and the live channel (ALERTSVC-*, CTRL-1, FLEET-10). */
describe('the alert service', () => {
  let t: TestSimulator;
  let operator: AuthContext;
  let admin: AuthContext;
  let branded: AuthContext;
  let cookies: { operator: string; admin: string; branded: string };

  const gql = async <T>(cookie: string, field: string, query: string, variables: object) => {
    const response = await t.as(cookie, {
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
    });
    const body = response.json<{ data?: Record<string, T>; errors?: unknown }>();
    if (!body.data?.[field]) throw new Error(`${field}: ${response.body}`);
    return body.data[field];
  };
  const RESULT = 'isSuccessful errorCode message status';
  const ALERT_FIELDS = `rawAlertId alertCode createdOn isRead isResolved isFalseAlert isUrgent
    isImportant vehicleId userLogs { typeField data userId user { fullname } }
    lastUserFeedback { feedback userId }`;
  const rawAlerts = (cookie: string, filter: object) =>
    gql<{
      isSuccessful: boolean;
      message: string | null;
      list: RawAlert[];
      pagination: { total: number };
    }>(
      cookie,
      'rawAlerts',
      `query R($filter: RawAlertsFilter!) { rawAlerts(filter: $filter) { ${RESULT}
        list { ${ALERT_FIELDS} } pagination { page show total } } }`,
      { filter },
    );
  const act = (cookie: string, input: object) =>
    gql<{ isSuccessful: boolean; message: string | null; data: AlertActionResult | null }>(
      cookie,
      'upsertRawAlertsAction',
      `mutation A($input: UpsertRawAlertsActionInput!) { upsertRawAlertsAction(input: $input) {
        ${RESULT} data { rawAlertId userId actionType type data createdOn
          aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs } } } }`,
      { input },
    );
  const raise = (cookie: string, body: object) =>
    t.as(cookie, { method: 'POST', url: '/api/simulator/alerts', payload: body });
  const listen = (auth: AuthContext) => {
    const frames: Frame[] = [];
    const connection = t.simulator.services.live.attach(
      { send: (text) => frames.push(JSON.parse(text) as Frame) },
      auth,
    );
    return { frames, connection };
  };

  beforeAll(async () => {
    t = await startTestSimulator({ controls: true });
    await t.simulator.services.liveFleet.start();
    const { auth } = t.simulator.services;
    operator = (await auth.login('operator', 'demo')).auth;
    admin = (await auth.login('admin', 'demo')).auth;
    branded = (await auth.login('branded', 'demo')).auth;
    cookies = {
      operator: await t.login('operator'),
      admin: await t.login('admin'),
      branded: await t.login('branded'),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it('GQL-10 ALERTSVC-1 the payload gives the company rules per level, and no rules without AlertCenter', async () => {
    const query = `query P($filter: PayloadFilter!) { payload(filter: $filter) { ${RESULT}
      payload { tags } subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules } } }`;
    const full = await gql<{
      payload: { tags: string[] };
      subscribedAlertRules: { urgentAlertRules: number[]; importantAlertRules: number[] };
    }>(cookies.operator, 'payload', query, {
      filter: { filterByType: ['SystemNotif', 'AlertCenter'] },
    });
    expect(full.payload.tags).toEqual([]);
    expect(full.subscribedAlertRules.urgentAlertRules).toHaveLength(1);
    expect(full.subscribedAlertRules.importantAlertRules).toHaveLength(1);
    const other = await gql<{ subscribedAlertRules: { urgentAlertRules: number[] } }>(
      cookies.branded,
      'payload',
      query,
      { filter: { filterByType: ['AlertCenter'] } },
    );
    expect(other.subscribedAlertRules.urgentAlertRules).not.toEqual(
      full.subscribedAlertRules.urgentAlertRules,
    );
    const systemOnly = await gql<{ subscribedAlertRules: unknown }>(
      cookies.operator,
      'payload',
      query,
      { filter: { filterByType: ['SystemNotif'] } },
    );
    expect(systemOnly.subscribedAlertRules).toBeNull();
  });

  it('ALERTSVC-8 ALERT-10 CTRL-1 ALERTSVC-7 a raised urgent alert is stored, then pushed to the company only', async () => {
    const mine = listen(operator);
    const theirs = listen(branded);
    const first = await raise(cookies.operator, { level: 'urgent' });
    expect(first.statusCode, first.body).toBe(201);
    const vehicleId = first.json<{ data: RawAlert[] }>().data[0]?.vehicleId;
    mine.frames.length = 0;
    t.simulator.services.live.setTags(mine.connection, operator, [`alert-center-${vehicleId}`]);
    const response = await raise(cookies.operator, { vehicleId, level: 'urgent', count: 2 });
    expect(response.statusCode, response.body).toBe(201);
    const raised = response.json<{ data: RawAlert[] }>().data;
    expect(raised).toHaveLength(2);
    expect(raised.every((a) => a.isUrgent && a.vehicleId === vehicleId)).toBe(true);
    // Alerts of one vehicle, code and instant are told apart by their flag.
    if (raised[0]?.alertCode === raised[1]?.alertCode) {
      expect(raised[1]?.alertFlag).toBe((raised[0]?.alertFlag ?? 0) + 1);
    }

    const news = mine.frames.filter((f) => f.type === `alert-center-new-${operator.user.id}`);
    expect(news.map((f) => (f.payload as LiveMessageAlert).rawAlertId)).toEqual(
      raised.map((a) => a.rawAlertId),
    );
    expect(mine.frames.filter((f) => f.type === `alert-center-${vehicleId}`)).toHaveLength(2);
    expect(theirs.frames).toEqual([]);

    const listed = await rawAlerts(cookies.operator, {
      rawAlertIds: raised.map((a) => a.rawAlertId),
    });
    expect(listed.pagination.total).toBe(2);
    t.simulator.services.live.detach(mine.connection);
    t.simulator.services.live.detach(theirs.connection);
  });

  it('ALERTSVC-8 CTRL-1 refuses another company’s vehicle (404), a bad body (400) and an unwatched code', async () => {
    const theirVehicle = t.simulator.services.liveFleet.positions(branded.company.id)?.[0]?.id;
    expect((await raise(cookies.operator, { vehicleId: theirVehicle })).statusCode).toBe(404);
    expect((await raise(cookies.operator, { count: 0 })).statusCode).toBe(400);
    expect((await raise(cookies.operator, { level: 'later' })).statusCode).toBe(400);
    expect((await raise(cookies.operator, { alertCode: 9999 })).statusCode).toBe(400);
  });

  it('ALERTSVC-2 lists newest first with urgency, resolution and vehicle filters and paging', async () => {
    const vehicles = t.simulator.services.liveFleet.positions(operator.company.id) ?? [];
    const [a, b] = vehicles;
    t.clock.advance(SECOND);
    t.simulator.services.liveFleet.runDue();
    await raise(cookies.operator, { vehicleId: a?.id, level: 'important', count: 3 });
    t.clock.advance(SECOND);
    t.simulator.services.liveFleet.runDue();
    await raise(cookies.operator, { vehicleId: b?.id, level: 'normal', count: 1 });

    const page = await rawAlerts(cookies.operator, { pagination: { page: 1, show: 2 } });
    expect(page.isSuccessful).toBe(true);
    expect(page.list).toHaveLength(2);
    const all = await rawAlerts(cookies.operator, { pagination: { page: 1, show: 100 } });
    const times = all.list.map((x) => Date.parse(x.createdOn));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(page.pagination.total).toBe(all.pagination.total);

    const either = await rawAlerts(cookies.operator, {
      isUrgent: true,
      isImportant: true,
      pagination: { show: 100 },
    });
    expect(either.list.every((x) => x.isUrgent || x.isImportant)).toBe(true);
    expect(either.list.some((x) => x.isImportant)).toBe(true);
    expect(either.list.some((x) => x.isUrgent)).toBe(true);
    const normal = await rawAlerts(cookies.operator, {
      isUrgent: false,
      isImportant: false,
      pagination: { show: 100 },
    });
    expect(normal.list.length).toBeGreaterThan(0);
    expect(normal.list.every((x) => !x.isUrgent && !x.isImportant)).toBe(true);
    const byVehicle = await rawAlerts(cookies.operator, { vehicleIds: [b?.id] });
    expect(byVehicle.list.map((x) => x.vehicleId)).toEqual([b?.id]);
    const bad = await rawAlerts(cookies.operator, { pagination: { show: 1000 } });
    expect(bad.isSuccessful).toBe(false);
    expect(bad.message).toMatch(/show/);
    // Another company sees none of them.
    const theirs = await rawAlerts(cookies.branded, { vehicleIds: [b?.id] });
    expect(theirs.list).toEqual([]);
  });

  it('ALERTSVC-4 read is per user; a note is trimmed and required; actions log who did them', async () => {
    const [alert] = (await rawAlerts(cookies.operator, { pagination: { show: 1 } })).list;
    if (!alert) return expect.fail('no alert');
    const base = {
      rawAlertId: [alert.rawAlertId],
      selectionMode: 'Selection',
      dateRange: alertActionDateRange(alert.createdOn),
    };
    expect(
      (await act(cookies.operator, { ...base, actionType: 'Read', data: null })).isSuccessful,
    ).toBe(true);
    const [forOperator] = (await rawAlerts(cookies.operator, { rawAlertIds: [alert.rawAlertId] }))
      .list;
    const [forAdmin] = (await rawAlerts(cookies.admin, { rawAlertIds: [alert.rawAlertId] })).list;
    expect(forOperator?.isRead).toBe(true);
    expect(forAdmin?.isRead).toBe(false);

    const blank = await act(cookies.operator, {
      ...base,
      actionType: 'Feedback',
      data: { note: '   ' },
    });
    expect(blank).toMatchObject({ isSuccessful: false, data: null });
    expect(blank.message).toBe('Catatan wajib diisi.');
    const noted = await act(cookies.operator, {
      ...base,
      actionType: 'Feedback',
      data: { note: '  Sopir sudah ditelepon  ' },
    });
    expect(noted.data?.data).toEqual({ note: 'Sopir sudah ditelepon' });
    const [after] = (await rawAlerts(cookies.admin, { rawAlertIds: [alert.rawAlertId] })).list;
    expect(after?.lastUserFeedback).toMatchObject({
      feedback: 'Sopir sudah ditelepon',
      userId: operator.user.id,
    });
    expect(after?.userLogs.map((log) => log.typeField)).toEqual(['Read', 'Feedback']);
    expect(after?.userLogs[0]?.user.fullname).toBe(operator.user.fullname);
  });

  it('ALERTSVC-5 false alert needs a reason, resolves, and the recheck un-resolves; counts follow', async () => {
    const [alert] = (
      await rawAlerts(cookies.operator, {
        isUrgent: true,
        isResolved: false,
        pagination: { show: 1 },
      })
    ).list;
    if (!alert) return expect.fail('no urgent alert');
    const base = {
      rawAlertId: [alert.rawAlertId],
      selectionMode: 'Selection',
      dateRange: alertActionDateRange(alert.createdOn),
    };
    const counts = async () => {
      const result = await gql<{ list: { alertUrgencyType: string; unresolved: number }[] }>(
        cookies.operator,
        'totalImportantAlerts',
        `query C($filter: TotalImportantAlertsFilter!) { totalImportantAlerts(filter: $filter) {
          ${RESULT} list { alertUrgencyType unresolved } } }`,
        {
          filter: {
            startDate: new Date(t.clock.now() - 2 * 86_400_000).toISOString(),
            endDate: new Date(t.clock.now() + SECOND).toISOString(),
          },
        },
      );
      return result.list.find((c) => c.alertUrgencyType === 'Urgent')?.unresolved ?? -1;
    };
    const before = await counts();
    const noReason = await act(cookies.operator, {
      ...base,
      actionType: 'FalseAlert',
      data: { isFalseAlert: true, reason: ' ' },
    });
    expect(noReason.isSuccessful).toBe(false);
    expect(noReason.message).toMatch(/Alasan/);
    expect(await counts()).toBe(before);

    const flagged = await act(cookies.operator, {
      ...base,
      actionType: 'FalseAlert',
      data: { isFalseAlert: true, reason: 'Tidak ada kejadian' },
    });
    expect(flagged.data?.type).toBe('FalseAlert');
    expect(await counts()).toBe(before - 1);
    let [now] = (await rawAlerts(cookies.operator, { rawAlertIds: [alert.rawAlertId] })).list;
    expect(now).toMatchObject({ isFalseAlert: true, isResolved: true });

    const recheck = await act(cookies.operator, {
      ...base,
      actionType: 'FalseAlert',
      data: { isFalseAlert: false, reason: null },
    });
    expect(recheck.data?.type).toBe('CancelFalseAlert');
    [now] = (await rawAlerts(cookies.operator, { rawAlertIds: [alert.rawAlertId] })).list;
    expect(now).toMatchObject({ isFalseAlert: false, isResolved: false });
    expect(await counts()).toBe(before);
  });

  it('ALERTSVC-6 a resolve reaches every connection of the company and no other; refusals change nothing', async () => {
    const [alert] = (
      await rawAlerts(cookies.operator, { isResolved: false, pagination: { show: 1 } })
    ).list;
    if (!alert) return expect.fail('no alert');
    const adminLive = listen(admin);
    const theirs = listen(branded);
    const base = { rawAlertId: [alert.rawAlertId], selectionMode: 'Selection' };

    const wrongRange = await act(cookies.operator, {
      ...base,
      actionType: 'Resolve',
      data: { isResolved: true },
      dateRange: alertActionDateRange(Date.parse(alert.createdOn) + 60_000),
    });
    expect(wrongRange.isSuccessful).toBe(false);
    const foreign = await act(cookies.branded, {
      ...base,
      actionType: 'Resolve',
      data: { isResolved: true },
      dateRange: alertActionDateRange(alert.createdOn),
    });
    expect(foreign).toMatchObject({ isSuccessful: false, status: 404 });
    const junk = await act(cookies.operator, {
      ...base,
      rawAlertId: ['abc'],
      actionType: 'Resolve',
      data: { isResolved: true },
      dateRange: alertActionDateRange(alert.createdOn),
    });
    expect(junk.isSuccessful).toBe(false);
    expect(adminLive.frames).toEqual([]);
    expect(
      (await rawAlerts(cookies.operator, { rawAlertIds: [alert.rawAlertId] })).list[0]?.isResolved,
    ).toBe(false);

    const resolved = await act(cookies.operator, {
      ...base,
      actionType: 'Resolve',
      data: { isResolved: true },
      dateRange: alertActionDateRange(alert.createdOn),
    });
    expect(resolved.isSuccessful).toBe(true);
    expect(adminLive.frames).toEqual([
      { type: `alert-center-resolve-${operator.company.id}`, payload: resolved.data },
    ]);
    expect(theirs.frames).toEqual([]);
    t.simulator.services.live.detach(adminLive.connection);
    t.simulator.services.live.detach(theirs.connection);
  });

  it('ALERTSVC-9 a field-operation alert leads to its task; other ids are NOT_FOUND', async () => {
    const response = await raise(cookies.operator, { alertCode: 140 });
    expect(response.statusCode, response.body).toBe(201);
    const [alert] = response.json<{ data: RawAlert[] }>().data;
    const ref = parseFieldOperationAlertData(alert?.alertData ?? null);
    if (!alert || !ref) return expect.fail(`no field-operation data: ${response.body}`);
    expect(alert.isImportant).toBe(true);
    const query = `query F($id: Int!, $logId: Int!) { fieldOperationDetail(id: $id, logId: $logId) {
      ${RESULT} data { id logId number status activity driverName addressName latitude longitude
      photoUrls note createdOn } } }`;
    const detail = await gql<{ isSuccessful: boolean; data: Record<string, unknown> | null }>(
      cookies.operator,
      'fieldOperationDetail',
      query,
      { id: ref.id, logId: ref.logId },
    );
    expect(detail.data).toMatchObject({
      id: ref.id,
      logId: Number(alert.rawAlertId),
      number: ref.number,
      activity: 'Tugas ditolak pelanggan',
      createdOn: alert.createdOn,
    });
    const wrong = await gql<{ isSuccessful: boolean; status: number }>(
      cookies.operator,
      'fieldOperationDetail',
      query,
      { id: ref.id + 1, logId: ref.logId },
    );
    expect(wrong).toMatchObject({ isSuccessful: false, status: 404 });
    const foreign = await gql<{ isSuccessful: boolean }>(
      cookies.branded,
      'fieldOperationDetail',
      query,
      { id: ref.id, logId: ref.logId },
    );
    expect(foreign.isSuccessful).toBe(false);
  });

  it('TASK-8 a late-risk alert for a fleet task is stored, listed and points at that task', async () => {
    const response = await raise(cookies.operator, { alertCode: 137 });
    expect(response.statusCode, response.body).toBe(201);
    const [first] = response.json<{ data: RawAlert[] }>().data;
    const ref = parseFieldOperationAlertData(first?.alertData ?? null);
    if (!first || !ref) return expect.fail(`no field-operation data: ${response.body}`);
    const task = { id: ref.id, number: ref.number };
    const alert = await t.simulator.services.alerts.raiseForTask(
      operator.company.id,
      first.vehicleId,
      137,
      task,
    );
    if (!alert) return expect.fail('no late-risk alert');
    expect(parseFieldOperationAlertData(alert.raw.alertData)).toEqual({
      ...task,
      logId: alert.id,
    });
    const listed = await rawAlerts(cookies.operator, { rawAlertIds: [alert.raw.rawAlertId] });
    expect(listed.list[0]?.alertCode).toBe(137);
    // A vehicle the fleet does not move raises none.
    expect(
      await t.simulator.services.alerts.raiseForTask(operator.company.id, -1, 137, task),
    ).toBeNull();
  });

  it('MEDIA-9 ALERTSVC-8 raised alerts may be older and have their dashcam outcome set', async () => {
    const histories = async (alert: RawAlert) =>
      (
        await gql<{ list: { status: string }[] }>(
          cookies.operator,
          'findDownloadVideoHistories',
          `query H($filter: DownloadVideoHistoriesFilter!) { findDownloadVideoHistories(filter: $filter) {
            ${RESULT} list { status } } }`,
          { filter: { vehicleId: alert.vehicleId, startTime: alert.createdOn } },
        )
      ).list.map((h) => h.status);
    const raiseOne = async (mediaOutcome: string, ageSeconds: number) => {
      const response = await raise(cookies.operator, { alertCode: 49, ageSeconds, mediaOutcome });
      expect(response.statusCode, response.body).toBe(201);
      const [alert] = response.json<{ data: RawAlert[] }>().data;
      if (!alert) throw new Error('no alert');
      expect(Date.parse(alert.createdOn)).toBe(t.clock.now() - ageSeconds * SECOND);
      return alert;
    };
    expect(await histories(await raiseOne('ready', 600))).toContain('S');
    expect(await histories(await raiseOne('needs-request', 900))).toEqual([]);
    // A requested clip comes after the delay the controls set: here at once.
    const requested = await raise(cookies.operator, {
      alertCode: 49,
      ageSeconds: 1200,
      mediaOutcome: 'needs-request',
      mediaDelaySeconds: 0,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const [waiting] = requested.json<{ data: RawAlert[] }>().data;
    if (!waiting) throw new Error('no alert');
    const auth = (await t.simulator.services.auth.login('operator', 'demo')).auth;
    const imei = t.simulator.services.fleet
      .listVehicles(auth, { limit: 1000 })
      .data.paginated_result.find((v) => v.id === waiting.vehicleId)?.device?.imei;
    expect(
      await t.simulator.services.alertMedia.setUploadMedia(auth, {
        imei: imei ?? '',
        rawAlertInput: { cameraPosition: 2, rawAlertCreatedOn: waiting.createdOn },
      }),
    ).toBe('Sent');
    expect(await histories(waiting)).toEqual(['S']);
    expect(
      (await raise(cookies.operator, { mediaOutcome: 'ready', mediaDelaySeconds: 601 })).statusCode,
    ).toBe(400);
    expect((await raise(cookies.operator, { mediaOutcome: 'lost' })).statusCode).toBe(400);
    expect((await raise(cookies.operator, { ageSeconds: 5 * 86_400 })).statusCode).toBe(400);
  });

  it('FLEET-10 alerts the fleet raises go live only once they can be listed', async () => {
    const mine = listen(operator);
    let pushed: LiveMessageAlert | undefined;
    for (let s = 0; s < 3 * 3600 && !pushed; s++) {
      t.clock.advance(SECOND);
      t.simulator.services.liveFleet.runDue();
      if (s % 30 === 0) await t.simulator.services.liveFleet.flush();
      pushed = mine.frames.find((f) => f.type === `alert-center-new-${operator.user.id}`)
        ?.payload as LiveMessageAlert | undefined;
    }
    if (!pushed) return expect.fail('the fleet raised no urgent or important alert in 3 hours');
    const listed = await rawAlerts(cookies.operator, { rawAlertIds: [pushed.rawAlertId] });
    expect(listed.list[0]?.rawAlertId).toBe(pushed.rawAlertId);
    t.simulator.services.live.detach(mine.connection);
  });
});

describe('without ARMADA_SIM_CONTROLS', () => {
  it('ALERTSVC-8 the simulator controls do not exist', async () => {
    const t = await startTestSimulator();
    try {
      const cookie = await t.login('operator');
      const response = await t.as(cookie, {
        method: 'POST',
        url: '/api/simulator/alerts',
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
