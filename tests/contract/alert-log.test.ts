import { beforeAll, describe, expect, it } from 'vitest';
import {
  AlertUserLogsResultSchema,
  alertActionDateRange,
  type AlertUserLogsResult,
  type RawAlertWire,
} from '@armada/contracts/alerts';
import { RaiseAlertsResponseSchema, raiseAlertsRoute } from '@armada/contracts/simulator-control';
import { signedIn, type ApiClient } from './lib/client';
import { expectSchema, expectStatus } from './lib/schema';

/**
 * The Notification Log against a running server (docs/rules/alert-center.md §2 and §6, issue 11):
 * an action on an alert raised on demand (ARMADA_SIM_CONTROLS=1) is listed by `alertUserLogs` with
 * who did it and when, in the contract's shape; a user without `e1j-log-notification:read` and bad
 * input are refused.
 */

const RESULT = 'isSuccessful errorCode errorName message status';
const LOGS = `query AlertUserLogs($filter: AlertUserLogsFilter!) {
  alertUserLogs(filter: $filter) { ${RESULT}
    list { logId rawAlertId alertCode alert { descriptionIdn descriptionEng iconUrl }
      vehicle { id licensePlate } alertCreatedOn typeField data createdOn userId user { fullname } }
    pagination { page show total } } }`;
const ACTION = `mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {
  upsertRawAlertsAction(input: $input) { ${RESULT} } }`;
const DAY = 24 * 3600 * 1000;

let operator: ApiClient;
let dispatcher: ApiClient;
let alert: RawAlertWire;
let window: { startDate: string; endDate: string };

async function logs(client: ApiClient, filter: object): Promise<AlertUserLogsResult> {
  const response = await client.graphql<{ data: { alertUserLogs: AlertUserLogsResult } }>(LOGS, {
    filter,
  });
  expectStatus(response, 200);
  const result = response.body?.data?.alertUserLogs;
  if (!result) throw new Error(`no alertUserLogs: ${response.describe()}`);
  expectSchema(AlertUserLogsResultSchema, result, 'alertUserLogs');
  return result;
}

beforeAll(async () => {
  operator = await signedIn('operator');
  dispatcher = await signedIn('dispatcher');
  const raised = await operator.post(raiseAlertsRoute.url, { level: 'urgent' });
  expectStatus(raised, 201);
  expectSchema(RaiseAlertsResponseSchema, raised.body, raiseAlertsRoute.url);
  const first = (raised.body as { data: RawAlertWire[] }).data[0];
  if (!first) throw new Error('no alert raised');
  alert = first;
  const created = Date.parse(alert.createdOn);
  window = {
    startDate: new Date(created - DAY).toISOString(),
    endDate: new Date(created + DAY).toISOString(),
  };
  const noted = await operator.graphql<{
    data: { upsertRawAlertsAction: { isSuccessful: boolean } };
  }>(ACTION, {
    input: {
      actionType: 'Feedback',
      rawAlertId: [alert.rawAlertId],
      data: { note: 'Kontrak: catatan log' },
      selectionMode: 'Selection',
      dateRange: alertActionDateRange(alert.createdOn),
    },
  });
  expect(noted.body?.data?.upsertRawAlertsAction.isSuccessful, noted.describe()).toBe(true);
});

describe('alertUserLogs', () => {
  it('lists an action with who did it and when, newest first', async () => {
    const result = await logs(operator, { ...window, types: ['Feedback'] });
    expect(result.isSuccessful).toBe(true);
    const entry = result.list.find((log) => log.rawAlertId === alert.rawAlertId);
    expect(entry).toMatchObject({
      typeField: 'Feedback',
      data: 'Kontrak: catatan log',
      alertCode: alert.alertCode,
      vehicle: { id: alert.vehicleId },
    });
    expect(entry?.user.fullname).not.toBe('');
    const times = result.list.map((log) => Date.parse(log.createdOn));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(result.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('pages', async () => {
    const result = await logs(operator, { ...window, pagination: { page: 1, show: 1 } });
    expect(result.list.length).toBeLessThanOrEqual(1);
    expect(result.pagination).toMatchObject({ page: 1, show: 1 });
  });

  it('is refused without e1j-log-notification:read', async () => {
    const result = await logs(dispatcher, window);
    expect(result).toMatchObject({ isSuccessful: false, status: 403, list: [] });
  });

  it('refuses a range that ends before it starts or spans more than 31 days', async () => {
    const backwards = await logs(operator, {
      startDate: window.endDate,
      endDate: window.startDate,
    });
    expect(backwards).toMatchObject({ isSuccessful: false, status: 400 });
    const start = Date.parse(window.startDate);
    const tooLong = await logs(operator, {
      startDate: window.startDate,
      endDate: new Date(start + 40 * DAY).toISOString(),
    });
    expect(tooLong).toMatchObject({ isSuccessful: false, status: 400 });
  });
});
