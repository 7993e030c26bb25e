import {
  alertActionDateRange,
  type AlertUserLogEntry,
  type RawAlert,
} from '@armada/contracts/alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, startTestSimulator, type TestSimulator } from '../testing/test-simulator';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The Notification Log over GraphQL (STORE-11, ALERTLOG-*). */
describe('the notification log', () => {
  let t: TestSimulator;
  let cookies: { operator: string; admin: string; dispatcher: string; branded: string };
  let alerts: RawAlert[];

  const RESULT = 'isSuccessful errorCode message status';
  const logs = async (cookie: string, filter: object) => {
    const response = await t.as(cookie, {
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `query L($filter: AlertUserLogsFilter!) { alertUserLogs(filter: $filter) { ${RESULT}
          list { logId rawAlertId alertCode alert { descriptionIdn descriptionEng }
            vehicle { id licensePlate } alertCreatedOn typeField data createdOn userId
            user { fullname } }
          pagination { page show total } } }`,
        variables: { filter },
      },
    });
    const body = response.json<{
      data?: {
        alertUserLogs: {
          isSuccessful: boolean;
          errorCode: string | null;
          message: string | null;
          status: number;
          list: AlertUserLogEntry[];
          pagination: { page: number; show: number; total: number };
        };
      };
    }>();
    if (!body.data) throw new Error(response.body);
    return body.data.alertUserLogs;
  };
  const act = async (cookie: string, alert: RawAlert, actionType: string, data: unknown) => {
    const response = await t.as(cookie, {
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `mutation A($input: UpsertRawAlertsActionInput!) {
          upsertRawAlertsAction(input: $input) { ${RESULT} } }`,
        variables: {
          input: {
            actionType,
            rawAlertId: [alert.rawAlertId],
            data,
            selectionMode: 'Selection',
            dateRange: alertActionDateRange(alert.createdOn),
          },
        },
      },
    });
    expect(response.body).toContain('"isSuccessful":true');
  };
  const range = (fromMs: number, toMs: number) => ({
    startDate: new Date(fromMs).toISOString(),
    endDate: new Date(toMs).toISOString(),
  });

  beforeAll(async () => {
    t = await startTestSimulator({ controls: true });
    await t.simulator.services.liveFleet.start();
    cookies = {
      operator: await t.login('operator'),
      admin: await t.login('admin'),
      dispatcher: await t.login('dispatcher'),
      branded: await t.login('branded'),
    };
    const raised = await t.as(cookies.operator, {
      method: 'POST',
      url: '/api/simulator/alerts',
      payload: { level: 'urgent', count: 2 },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    alerts = raised.json<{ data: RawAlert[] }>().data;
    const [first, second] = alerts;
    if (!first || !second) throw new Error('no alerts raised');
    // Operator reads and notes the first, a minute later the admin resolves it, then the
    // operator marks the second a false alert.
    await act(cookies.operator, first, 'Read', null);
    await act(cookies.operator, first, 'Feedback', { note: 'Sopir sudah ditelepon' });
    t.clock.advance(MINUTE);
    await act(cookies.admin, first, 'Resolve', { isResolved: true });
    t.clock.advance(MINUTE);
    await act(cookies.operator, second, 'FalseAlert', {
      isFalseAlert: true,
      reason: 'Tidak ada kejadian',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('STORE-11 ALERTLOG-1 lists the actions newest first with who did what and when', async () => {
    const result = await logs(cookies.operator, range(TEST_NOW - DAY, TEST_NOW + DAY));
    expect(result.isSuccessful).toBe(true);
    expect(result.pagination).toEqual({ page: 1, show: 20, total: 4 });
    expect(result.list.map((entry) => [entry.typeField, entry.user.fullname])).toEqual([
      ['FalseAlert', 'Dewi Lestari'],
      ['Resolve', 'Rina Kusumawati'],
      ['Feedback', 'Dewi Lestari'],
      ['Read', 'Dewi Lestari'],
    ]);
    const [falseAlert, resolve, note] = result.list;
    expect(falseAlert).toMatchObject({
      rawAlertId: alerts[1]?.rawAlertId,
      data: 'Tidak ada kejadian',
      createdOn: new Date(TEST_NOW + 2 * MINUTE).toISOString(),
    });
    expect(resolve?.createdOn).toBe(new Date(TEST_NOW + MINUTE).toISOString());
    expect(note).toMatchObject({
      rawAlertId: alerts[0]?.rawAlertId,
      alertCode: alerts[0]?.alertCode,
      vehicle: { id: alerts[0]?.vehicleId },
      data: 'Sopir sudah ditelepon',
      alertCreatedOn: alerts[0]?.createdOn,
    });
    expect(note?.alert.descriptionIdn).toBe(alerts[0]?.alert.descriptionIdn);
  });

  it('STORE-11 ALERTLOG-1 pages, filters by kind and by the action time range', async () => {
    const wide = range(TEST_NOW - DAY, TEST_NOW + DAY);
    const second = await logs(cookies.operator, { ...wide, pagination: { page: 2, show: 3 } });
    expect(second.list.map((entry) => entry.typeField)).toEqual(['Read']);
    expect(second.pagination).toEqual({ page: 2, show: 3, total: 4 });
    const resolves = await logs(cookies.operator, { ...wide, types: ['Resolve', 'FalseAlert'] });
    expect(resolves.list.map((entry) => entry.typeField)).toEqual(['FalseAlert', 'Resolve']);
    // From the resolution (included) to the false alert (excluded).
    const window = await logs(cookies.operator, range(TEST_NOW + MINUTE, TEST_NOW + 2 * MINUTE));
    expect(window.list.map((entry) => entry.typeField)).toEqual(['Resolve']);
    // Another company sees none of them.
    const theirs = await logs(cookies.branded, wide);
    expect(theirs.list).toEqual([]);
  });

  it('ALERTLOG-2 is refused without e1j-log-notification:read', async () => {
    const refused = await logs(cookies.dispatcher, range(TEST_NOW - DAY, TEST_NOW + DAY));
    expect(refused).toMatchObject({ isSuccessful: false, status: 403, list: [] });
    expect(refused.message).toMatch(/e1j-log-notification:read/);
  });

  it('ALERTLOG-3 bad input is refused naming the field', async () => {
    const backwards = await logs(cookies.operator, range(TEST_NOW, TEST_NOW - DAY));
    expect(backwards).toMatchObject({ isSuccessful: false, status: 400 });
    expect(backwards.message).toMatch(/filter\.endDate/);
    const tooLong = await logs(cookies.operator, range(TEST_NOW - 32 * DAY, TEST_NOW));
    expect(tooLong).toMatchObject({ isSuccessful: false, status: 400 });
    expect(tooLong.message).toMatch(/31 days/);
    const bigPage = await logs(cookies.operator, {
      ...range(TEST_NOW - DAY, TEST_NOW),
      pagination: { show: 101 },
    });
    expect(bigPage).toMatchObject({ isSuccessful: false, status: 400 });
    expect(bigPage.message).toMatch(/show/);
  });
});
