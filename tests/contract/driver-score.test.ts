import { beforeAll, describe, expect, it } from 'vitest';
import { notificationDetailId, type RawAlertWire } from '@armada/contracts/alerts';
import {
  AlertDetailDriverScoresResultSchema,
  DRIVER_SCORE_CATEGORIES,
  DriverScoreResultSchema,
  DriverScoresResultSchema,
  driverScoreFieldNames,
  type AlertDetailDriverScoresResult,
  type DriverScore,
  type DriverScoreResult,
  type DriverScoresResult,
} from '@armada/contracts/driver-score';
import { RaiseAlertsResponseSchema, raiseAlertsRoute } from '@armada/contracts/simulator-control';
import { adminClient, signedIn, type ApiClient } from './lib/client';
import { expectSchema, expectStatus } from './lib/schema';

/**
 * Driver scoring against a running server (docs/rules/shell.md §3 and §7; simulator DRIVER-1..12):
 * DriverScores, DriverScore and AlertDetailDriverScores in their contract shapes, alerts raised
 * on demand (ARMADA_SIM_CONTROLS=1) counted and costed, a company settings change reflected, and
 * bad filters refused in the result shape. The time window comes from the server's alerts, not
 * this machine's clock.
 */

const RESULT = 'isSuccessful errorCode errorName message status';
const CATEGORY_FIELDS = DRIVER_SCORE_CATEGORIES.flatMap((category) => {
  const { total, score } = driverScoreFieldNames(category);
  return [total, score];
}).join(' ');
const SCORE = `driverId driver { fullname userId isActive photograph phoneNo } totalAlert
  finalGrade totalDriven score lastSync ${CATEGORY_FIELDS}`;
const DRIVER_SCORES = `query DriverScores($filter: DriverScoresFilter!) {
  driverScores(filter: $filter) { ${RESULT} list { ${SCORE} }
    aggregation { averageScore averageFinalGrade totalDriver lowest10Drivers { ${SCORE} }
      top10Drivers { ${SCORE} } }
    pagination { page show total } } }`;
const DRIVER_SCORE = `query DriverScore($filter: DriverScoreFilter!) {
  driverScore(filter: $filter) { ${RESULT} data { ${SCORE} } } }`;
const DETAILS = `query AlertDetailDriverScores($filter: AlertDetailDriverScoresFilter!) {
  alertDetailDriverScores(filter: $filter) { ${RESULT} list { createdOn vehicleId alertCode
    driverId alertFlag alertData latitude longitude alertTrigger threshold formattedAlertData
    cost address vehicle { id licensePlate } driver { fullname }
    alert { descriptionIdn descriptionEng iconUrl } isRead }
    pagination { page show total } } }`;
const COMPANY = `query Company($filter: CompanyFilter) { company(filter: $filter) { ${RESULT}
  data { id dsCostOverspeed } } }`;
const UPDATE_COMPANY = `mutation UpdateCompany($input: UpdateCompanyInput!) {
  updateCompany(input: $input) { ${RESULT} } }`;

const HOUR = 3_600_000;

let admin: ApiClient;
let operator: ApiClient;
let companyId: number;
/** A vehicle of the operator's company with a driver, and that driver. */
let vehicleId: number;
let driverId: number;
/** Around the server's now: from a day before the first raised alert to an hour after. */
let range: { startDate: string; endDate: string };
let raised: RawAlertWire[];

async function field<T>(
  client: ApiClient,
  query: string,
  variables: Record<string, unknown>,
  name: string,
): Promise<T> {
  const response = await client.graphql<{ data?: Record<string, T> }>(query, variables);
  expectStatus(response, 200);
  const value = response.body?.data?.[name];
  if (value === undefined) throw new Error(`no ${name}: ${response.describe()}`);
  return value;
}

const scores = (filter: object, client = operator) =>
  field<DriverScoresResult>(client, DRIVER_SCORES, { filter }, 'driverScores');
const one = (filter: object) =>
  field<DriverScoreResult>(operator, DRIVER_SCORE, { filter }, 'driverScore');
const details = (filter: object) =>
  field<AlertDetailDriverScoresResult>(operator, DETAILS, { filter }, 'alertDetailDriverScores');

async function overspeedCost(): Promise<number> {
  const result = await field<{ data: { dsCostOverspeed: number } }>(
    admin,
    COMPANY,
    { filter: { id: companyId } },
    'company',
  );
  return result.data.dsCostOverspeed;
}

async function setOverspeedCost(cost: number): Promise<void> {
  const result = await field<{ isSuccessful: boolean; message: string | null }>(
    admin,
    UPDATE_COMPANY,
    { input: { id: companyId, dsCostOverspeed: cost } },
    'updateCompany',
  );
  expect(result.isSuccessful, result.message ?? '').toBe(true);
}

beforeAll(async () => {
  admin = adminClient();
  operator = await signedIn('operator');
  const me = (await operator.get('/api/whoami')).body as { data: { companyId: number } };
  companyId = me.data.companyId;
  const vehicles = await operator.get('/api/vehicle', { query: { limit: 100 } });
  const rows = (
    vehicles.body as {
      data?: { paginated_result?: { id: number; driver: { id: number } | null }[] };
    }
  ).data?.paginated_result;
  const withDriver = rows?.find((row) => row.driver !== null);
  if (!withDriver?.driver) throw new Error(`no vehicle with a driver: ${vehicles.describe()}`);
  vehicleId = withDriver.id;
  driverId = withDriver.driver.id;
  // Two overspeeds (code 8) on the driver's vehicle, now.
  const response = await operator.post(raiseAlertsRoute.url, {
    vehicleId,
    alertCode: 8,
    count: 2,
  });
  expectStatus(response, 201);
  expectSchema(RaiseAlertsResponseSchema, response.body, raiseAlertsRoute.url);
  raised = (response.body as { data: RawAlertWire[] }).data;
  const first = Date.parse(raised[0]?.createdOn ?? '');
  if (Number.isNaN(first)) throw new Error('the raised alert has no time');
  range = {
    startDate: new Date(first - 24 * HOUR).toISOString(),
    endDate: new Date(first + HOUR).toISOString(),
  };
});

describe('DriverScores', () => {
  it('answers a page of drivers with the aggregation in the contract shape', async () => {
    const result = await scores({ ...range, pagination: { page: 1, show: 5 } });
    expectSchema(DriverScoresResultSchema, result, 'driverScores');
    expect(result.isSuccessful, result.message ?? '').toBe(true);
    expect(result.list.length).toBeLessThanOrEqual(5);
    expect(result.pagination).toMatchObject({ page: 1, show: 5 });
    expect(result.pagination.total).toBeGreaterThan(0);
    const aggregation = result.aggregation;
    if (!aggregation) return expect.fail('no aggregation');
    expect(aggregation.totalDriver).toBe(result.pagination.total);
    const lowest = aggregation.lowest10Drivers.map((row) => row.score);
    const top = aggregation.top10Drivers.map((row) => row.score);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect(top).toEqual([...top].sort((a, b) => b - a));
    expect(aggregation.averageScore).toBeGreaterThanOrEqual(lowest[0] ?? 0);
    expect(aggregation.averageScore).toBeLessThanOrEqual(top[0] ?? 100);
  });

  it('sorts and filters by driver', async () => {
    const sorted = await scores({ ...range, orderBy: { field: 'score', direction: 'desc' } });
    const values = sorted.list.map((row) => row.score);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const mine = await scores({ ...range, driverIds: [driverId] });
    expect(mine.list.map((row) => row.driverId)).toEqual([driverId]);
    expect(mine.aggregation?.totalDriver).toBe(1);
  });
});

describe('DriverScore', () => {
  it('counts the raised overspeeds and costs them with the company setting', async () => {
    const result = await one({ driverId, ...range });
    expectSchema(DriverScoreResultSchema, result, 'driverScore');
    const data = result.data as DriverScore;
    expect(data.driverId).toBe(driverId);
    expect(data.totalOverspeed).toBeGreaterThanOrEqual(2);
    const cost = await overspeedCost();
    expect(data.scoreOverspeed).toBeCloseTo(data.totalOverspeed * cost, 2);
    const categoryTotal = DRIVER_SCORE_CATEGORIES.reduce(
      (sum, category) =>
        sum + (data[driverScoreFieldNames(category).total as keyof DriverScore] as number),
      0,
    );
    expect(data.totalAlert).toBe(categoryTotal);
  });

  it('changes when the company changes the overspeed cost', async () => {
    const before = await overspeedCost();
    const changed = before === 7 ? 8 : 7;
    try {
      await setOverspeedCost(changed);
      const after = (await one({ driverId, ...range })).data as DriverScore;
      expect(after.scoreOverspeed).toBeCloseTo(after.totalOverspeed * changed, 2);
      const detail = await details({ driverId, ...range, category: 'overspeed' });
      expect(detail.list.every((row) => row.cost === changed)).toBe(true);
    } finally {
      await setOverspeedCost(before);
    }
  });
});

describe('AlertDetailDriverScores', () => {
  it('lists the alerts behind the score with their cost and the notification id parts', async () => {
    const result = await details({
      driverId,
      ...range,
      category: 'overspeed',
      pagination: { page: 1, show: 50 },
    });
    expectSchema(AlertDetailDriverScoresResultSchema, result, 'alertDetailDriverScores');
    expect(result.isSuccessful, result.message ?? '').toBe(true);
    const cost = await overspeedCost();
    expect(result.list.every((row) => row.alertCode === 8 && row.cost === cost)).toBe(true);
    expect(result.list.every((row) => row.driverId === driverId)).toBe(true);
    const ids = result.list.map((row) => notificationDetailId({ ...row, rawAlertId: null }));
    for (const alert of raised) {
      expect(ids).toContain(notificationDetailId({ ...alert, rawAlertId: null }));
    }
    const times = result.list.map((row) => Date.parse(row.createdOn));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('driver-score bad input', () => {
  it('refuses a reversed range in the result shape, with an empty payload', async () => {
    const result = await scores({ startDate: range.endDate, endDate: range.startDate });
    expectSchema(DriverScoresResultSchema, result, 'driverScores refusal');
    expect(result).toMatchObject({
      isSuccessful: false,
      errorCode: 'VALIDATION_ERROR',
      list: [],
      aggregation: null,
    });
    expect(result.message).toBeTruthy();
  });

  it('refuses a page size of 0 naming show', async () => {
    const result = await details({ driverId, ...range, pagination: { page: 1, show: 0 } });
    expectSchema(AlertDetailDriverScoresResultSchema, result, 'alertDetailDriverScores refusal');
    expect(result).toMatchObject({ isSuccessful: false, errorCode: 'VALIDATION_ERROR', list: [] });
    expect(result.message).toMatch(/show/);
  });

  it('answers an unknown driver with NOT_FOUND and no data', async () => {
    const result = await one({ driverId: 987_654, ...range });
    expectSchema(DriverScoreResultSchema, result, 'driverScore refusal');
    expect(result).toMatchObject({ isSuccessful: false, errorCode: 'NOT_FOUND', data: null });
  });

  it('answers an unknown category with a GraphQL error naming it', async () => {
    const response = await operator.graphql<{ errors?: { message: string }[] }>(DETAILS, {
      filter: { driverId, ...range, category: 'napping' },
    });
    expect([200, 400]).toContain(response.status);
    expect(response.body?.errors?.[0]?.message, response.describe()).toMatch(/napping|category/);
  });

  it('refuses a user without the driver-score permission', async () => {
    const driver = await signedIn('driver');
    const result = await scores(range, driver);
    expect(result).toMatchObject({ isSuccessful: false, errorCode: 'FORBIDDEN', list: [] });
  });
});
