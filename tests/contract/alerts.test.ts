import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AlertCenterPayloadResultSchema,
  RawAlertsResultSchema,
  TotalImportantAlertsResultSchema,
  UpsertRawAlertsActionResultSchema,
  alertActionDateRange,
  type RawAlertWire,
} from '@armada/contracts/alerts';
import {
  AlertCenterNewMessageSchema,
  AlertCenterResolveMessageSchema,
} from '@armada/contracts/live';
import { RaiseAlertsResponseSchema, raiseAlertsRoute } from '@armada/contracts/simulator-control';
import { LiveConnection, adminClient, signedIn, type ApiClient } from './lib/client';
import { expectSchema, expectStatus } from './lib/schema';

/**
 * The alert center against a running server (docs/rules/alert-center.md §3-§7): alerts raised on
 * demand (the simulator controls, ARMADA_SIM_CONTROLS=1), listed, counted and acted on over
 * GraphQL, and the live messages: the new alert to the user, an action by one session to another's.
 */

const RESULT = 'isSuccessful errorCode errorName message status';
const ALERT = `rawAlertId alertCode alertRuleIds alertFlag alert { descriptionIdn descriptionEng iconUrl }
  vehicle { id licensePlate } vehicleId childVehicleId driver { fullname } createdOn isRead
  isResolved isFalseAlert isUrgent isImportant alertData alertTrigger latitude longitude
  userLogs { typeField data createdOn userId user { fullname } }
  lastUserFeedback { createdOn feedback userId }`;
const RAW_ALERTS = `query RawAlerts($filter: RawAlertsFilter!) {
  rawAlerts(filter: $filter) { ${RESULT} list { ${ALERT} } pagination { page show total } } }`;
const ACTION = `mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {
  upsertRawAlertsAction(input: $input) { ${RESULT} data { rawAlertId userId actionType type data
    createdOn aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs } } } }`;

const isType = (type: string) => (message: unknown) =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

let admin: ApiClient;
let operator: ApiClient;
let companyId: number;
let operatorId: number;
const sockets: LiveConnection[] = [];

async function live(client: ApiClient): Promise<LiveConnection> {
  const token = (await client.get('/auth/ws-token')).body as { token: string };
  const connection = await LiveConnection.open(client.wsUrl(token.token));
  sockets.push(connection);
  connection.send({ type: 'PING' });
  await connection.waitFor(isType('PONG'));
  return connection;
}

async function raise(client: ApiClient, body: object): Promise<RawAlertWire[]> {
  const response = await client.post(raiseAlertsRoute.url, body);
  expectStatus(response, 201);
  expectSchema(RaiseAlertsResponseSchema, response.body, raiseAlertsRoute.url);
  return (response.body as { data: RawAlertWire[] }).data;
}

async function field<T>(
  client: ApiClient,
  query: string,
  variables: Record<string, unknown>,
  name: string,
) {
  const response = await client.graphql<{ data: Record<string, T> }>(query, variables);
  expectStatus(response, 200);
  const value = response.body?.data?.[name];
  if (value === undefined) throw new Error(`no ${name}: ${response.describe()}`);
  return value;
}

beforeAll(async () => {
  admin = adminClient();
  operator = await signedIn('operator');
  const me = (await operator.get('/api/whoami')).body as {
    data: { userId: number; companyId: number };
  };
  operatorId = me.data.userId;
  companyId = me.data.companyId;
});

afterAll(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
});

describe('alerts raised on demand', () => {
  it('are pushed to the user as alert-center-new-{userId} and listed by rawAlerts', async () => {
    const socket = await live(operator);
    const [alert] = await raise(operator, { level: 'urgent' });
    if (!alert) return expect.fail('no alert raised');
    const message = await socket.waitFor(
      (m) =>
        isType(`alert-center-new-${operatorId}`)(m) &&
        (m as { payload: { rawAlertId: string } }).payload.rawAlertId === alert.rawAlertId,
      10_000,
    );
    expectSchema(AlertCenterNewMessageSchema, message, 'alert-center-new');
    expect((message as { payload: { companyId: number } }).payload.companyId).toBe(companyId);

    const result = await field(
      operator,
      RAW_ALERTS,
      { filter: { rawAlertIds: [alert.rawAlertId] } },
      'rawAlerts',
    );
    expectSchema(RawAlertsResultSchema, result, 'rawAlerts');
    expect((result as { list: RawAlertWire[] }).list.map((a) => a.rawAlertId)).toEqual([
      alert.rawAlertId,
    ]);
  });

  it('refuses a bad body with 400 and another company’s vehicle with 404', async () => {
    expectStatus(await operator.post(raiseAlertsRoute.url, { count: 500 }), 400);
    expectStatus(await operator.post(raiseAlertsRoute.url, { vehicleId: 987654 }), 404);
  });
});

describe('alert center reads', () => {
  it('payload gives subscribed rules with AlertCenter and none without', async () => {
    const query = `query Payload($filter: PayloadFilter!) { payload(filter: $filter) { ${RESULT}
      payload { tags } subscribedAlertRules { urgentAlertRules importantAlertRules autoPopupAlertRules } } }`;
    const full = await field(
      operator,
      query,
      { filter: { filterByType: ['SystemNotif', 'AlertCenter'] } },
      'payload',
    );
    expectSchema(AlertCenterPayloadResultSchema, full, 'payload');
    expect((full as { subscribedAlertRules: unknown }).subscribedAlertRules).not.toBeNull();
    const bare = await field(
      operator,
      query,
      { filter: { filterByType: ['SystemNotif'] } },
      'payload',
    );
    expect((bare as { subscribedAlertRules: unknown }).subscribedAlertRules).toBeNull();
  });

  it('rawAlerts pages newest first and filters by urgency and vehicle', async () => {
    const raised = await raise(operator, { level: 'important', count: 3 });
    const vehicleId = raised[0]?.vehicleId;
    const page = (await field(
      operator,
      RAW_ALERTS,
      { filter: { isImportant: true, vehicleIds: [vehicleId], pagination: { page: 1, show: 2 } } },
      'rawAlerts',
    )) as { list: RawAlertWire[]; pagination: { total: number } };
    expect(page.list).toHaveLength(2);
    expect(page.pagination.total).toBeGreaterThanOrEqual(3);
    expect(page.list.every((a) => a.isImportant && a.vehicleId === vehicleId)).toBe(true);
    const times = page.list.map((a) => Date.parse(a.createdOn));
    expect(times[0]).toBeGreaterThanOrEqual(times[1] ?? 0);
  });

  it('totalImportantAlerts counts unresolved alerts per urgency type', async () => {
    const now = Date.now();
    const result = await field(
      operator,
      `query TotalImportantAlerts($filter: TotalImportantAlertsFilter!) {
        totalImportantAlerts(filter: $filter) { ${RESULT} list { alertUrgencyType unresolved } } }`,
      {
        filter: {
          startDate: new Date(now - 30 * 86_400_000).toISOString(),
          endDate: new Date(now + 30 * 86_400_000).toISOString(),
        },
      },
      'totalImportantAlerts',
    );
    expectSchema(TotalImportantAlertsResultSchema, result, 'totalImportantAlerts');
    const list = (result as { list: { alertUrgencyType: string; unresolved: number }[] }).list;
    expect(list.map((c) => c.alertUrgencyType).sort()).toEqual(['Important', 'Urgent']);
    expect(list.find((c) => c.alertUrgencyType === 'Urgent')?.unresolved).toBeGreaterThan(0);
  });
});

describe('alert actions', () => {
  it('a resolve by one session reaches another session of the company, and the list shows it', async () => {
    const [alert] = await raise(operator, { level: 'urgent' });
    if (!alert) return expect.fail('no alert raised');
    const watcher = await live(operator);
    const response = await field(
      admin,
      ACTION,
      {
        input: {
          actionType: 'Resolve',
          rawAlertId: [alert.rawAlertId],
          data: { isResolved: true },
          selectionMode: 'Selection',
          dateRange: alertActionDateRange(alert.createdOn),
        },
      },
      'upsertRawAlertsAction',
    );
    expectSchema(UpsertRawAlertsActionResultSchema, response, 'upsertRawAlertsAction');
    expect((response as { isSuccessful: boolean }).isSuccessful).toBe(true);
    const message = await watcher.waitFor(
      (m) =>
        isType(`alert-center-resolve-${companyId}`)(m) &&
        (m as { payload: { rawAlertId: string[] } }).payload.rawAlertId.includes(alert.rawAlertId),
      10_000,
    );
    expectSchema(AlertCenterResolveMessageSchema, message, 'alert-center-resolve');
    const listed = (await field(
      operator,
      RAW_ALERTS,
      { filter: { rawAlertIds: [alert.rawAlertId] } },
      'rawAlerts',
    )) as { list: RawAlertWire[] };
    expect(listed.list[0]?.isResolved).toBe(true);
    expect(listed.list[0]?.userLogs.map((log) => log.typeField)).toContain('Resolve');
  });

  it('a false alert without a reason is refused with a message, and nothing changes', async () => {
    const [alert] = await raise(operator, { level: 'urgent' });
    if (!alert) return expect.fail('no alert raised');
    const refused = (await field(
      operator,
      ACTION,
      {
        input: {
          actionType: 'FalseAlert',
          rawAlertId: [alert.rawAlertId],
          data: { isFalseAlert: true, reason: '  ' },
          selectionMode: 'Selection',
          dateRange: alertActionDateRange(alert.createdOn),
        },
      },
      'upsertRawAlertsAction',
    )) as { isSuccessful: boolean; message: string; data: unknown };
    expect(refused.isSuccessful).toBe(false);
    expect(refused.message).toBeTruthy();
    expect(refused.data).toBeNull();
    const listed = (await field(
      operator,
      RAW_ALERTS,
      { filter: { rawAlertIds: [alert.rawAlertId] } },
      'rawAlerts',
    )) as { list: RawAlertWire[] };
    expect(listed.list[0]).toMatchObject({ isFalseAlert: false, isResolved: false, userLogs: [] });
  });
});
