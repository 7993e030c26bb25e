import { notificationDetailId, type RawAlert } from '@armada/contracts/alerts';
import {
  DriverScoresResultSchema,
  AlertDetailDriverScoresResultSchema,
  DriverScoreResultSchema,
  type AlertDetailDriverScoresResult,
  type DriverScoreResult,
  type DriverScoresResult,
} from '@armada/contracts/driver-score';
import type { Vehicle } from '@armada/contracts/fleet';
import { WEEKLY_DRIVER_SCORE_SETTINGS } from '@armada/contracts/testing';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertRow } from '../store/alert-store';
import { startTestSimulator, type TestSimulator } from '../testing/test-simulator';
import type { AuthContext } from './auth-service';

const HOUR = 60 * 60 * 1000;
/** Epoch ms of a WIB wall time in November 2026 (UTC+7). */
const wib = (day: number, hour = 0) => Date.UTC(2026, 10, day, hour) - 7 * HOUR;
/** Monday 2 November 00:00 WIB to Monday 16 November 00:00 WIB: two whole weeks. */
const RANGE = {
  startDate: new Date(wib(2)).toISOString(),
  endDate: new Date(wib(16)).toISOString(),
};

/** The settings of the engine's hand-worked example (driver-score.test.ts). */
const WEEKLY = WEEKLY_DRIVER_SCORE_SETTINGS;

const RESULT = 'isSuccessful errorCode errorName message status';
const CATEGORY_FIELDS = `totalHarshAccel scoreHarshAccel totalHarshBrake scoreHarshBrake
  totalSharpturn scoreSharpturn totalOverspeed scoreOverspeed totalExceededParkingTime
  scoreExceededParkingTime totalExceededIdleTime scoreExceededIdleTime totalYawn scoreYawn
  totalDistraction scoreDistraction totalSmoking scoreSmoking totalPhoneCalling scorePhoneCalling
  totalEyeClosed scoreEyeClosed totalMissingFace scoreMissingFace`;
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

const checkList = Compile(DriverScoresResultSchema);
const checkOne = Compile(DriverScoreResultSchema);
const checkDetails = Compile(AlertDetailDriverScoresResultSchema);

/** Driver scores over GraphQL from alerts and positions put in SQL (DRIVER-8..12, GQL-11). */
describe('the driver score service', () => {
  let t: TestSimulator;
  let operator: AuthContext;
  let cookies: { operator: string; driver: string };
  let adi: { driverId: number; fullname: string; vehicle: Vehicle };
  let budi: { driverId: number; fullname: string; vehicle: Vehicle };
  let nextAlertId = 1_000_000;

  const gql = async <T>(cookie: string, field: string, query: string, filter: object) => {
    const response = await t.as(cookie, {
      method: 'POST',
      url: '/graphql',
      payload: { query, variables: { filter } },
    });
    const body = response.json<{ data?: Record<string, T>; errors?: unknown }>();
    if (!body.data?.[field]) throw new Error(`${field}: ${response.body}`);
    return body.data[field];
  };
  const scores = (filter: object, cookie = cookies.operator) =>
    gql<DriverScoresResult>(cookie, 'driverScores', DRIVER_SCORES, filter);
  const one = (filter: object) =>
    gql<DriverScoreResult>(cookies.operator, 'driverScore', DRIVER_SCORE, filter);
  const details = (filter: object) =>
    gql<AlertDetailDriverScoresResult>(
      cookies.operator,
      'alertDetailDriverScores',
      DETAILS,
      filter,
    );
  const settle = (settings: object) =>
    t.simulator.services.companies.update(operator, { id: operator.company.id, ...settings });

  const alert = (
    vehicle: Vehicle,
    code: number,
    at: number,
    extra: Partial<RawAlert> = {},
  ): AlertRow => {
    const id = nextAlertId++;
    const raw: RawAlert = {
      rawAlertId: String(id),
      alertCode: code,
      alertRuleIds: [1],
      alertFlag: 0,
      alert: { descriptionIdn: `Kode ${code}`, descriptionEng: `Code ${code}`, iconUrl: null },
      vehicle: { id: vehicle.id, licensePlate: vehicle.license_plate },
      vehicleId: vehicle.id,
      childVehicleId: null,
      driver: vehicle.driver ? { fullname: vehicle.driver.fullname } : null,
      createdOn: new Date(at).toISOString(),
      isRead: false,
      isResolved: false,
      isFalseAlert: false,
      isUrgent: false,
      isImportant: false,
      alertData: null,
      alertTrigger: null,
      latitude: -6.2,
      longitude: 106.8,
      userLogs: [],
      lastUserFeedback: null,
      ...extra,
    };
    return {
      id,
      companyId: operator.company.id,
      vehicleId: vehicle.id,
      code,
      isUrgent: false,
      isImportant: false,
      createdAt: at,
      raw,
    };
  };

  beforeAll(async () => {
    t = await startTestSimulator();
    operator = (await t.simulator.services.auth.login('operator', 'demo')).auth;
    cookies = { operator: await t.login('operator'), driver: await t.login('driver') };
    const { store } = t.simulator;
    const withDriver = store
      .list('vehicles', operator.company.id)
      .filter((v) => v.driver !== null && v.vehicle_group.length > 0);
    const [first, second] = withDriver.filter(
      (v, i, all) => all.findIndex((w) => w.driver?.id === v.driver?.id) === i,
    );
    if (!first?.driver || !second?.driver) throw new Error('the demo company needs two drivers');
    adi = { driverId: first.driver.id, fullname: first.driver.fullname, vehicle: first };
    budi = { driverId: second.driver.id, fullname: second.driver.fullname, vehicle: second };
    await settle(WEEKLY);

    const a = adi.vehicle;
    const b = budi.vehicle;
    await t.simulator.alerts.appendAlerts([
      // Adi: the engine test's fortnight (92, grade A, by hand there).
      alert(a, 6, wib(3, 10), { alertData: '0.52', alertTrigger: 0.4 }),
      alert(a, 6, wib(3, 11), { alertData: '0.48', alertTrigger: 0.4 }),
      alert(a, 13, wib(5, 9)), // fuel gain: not scored
      alert(a, 8, wib(6, 8), { alertData: '92', alertTrigger: 80 }),
      alert(a, 50, wib(11, 12)),
      alert(a, 53, wib(12, 12)),
      alert(a, 8, wib(16, 0)), // at the range's end: outside
      alert(a, 8, wib(1, 23)), // before the range: outside
      alert(a, 8, wib(8, 12)), // marked false below: does not count
      // Budi: 10 overspeeds, 5 sharp turns, 4 harsh accelerations on Monday 2 Nov.
      ...Array.from({ length: 10 }, () => alert(b, 8, wib(2, 8))),
      ...Array.from({ length: 5 }, () => alert(b, 7, wib(2, 9))),
      ...Array.from({ length: 4 }, () => alert(b, 5, wib(2, 9))),
    ]);
    const falseAlert = nextAlertId - 20;
    await t.simulator.alerts.applyAction({
      companyId: operator.company.id,
      userId: operator.user.id,
      userName: operator.user.fullname,
      ids: [falseAlert],
      type: 'FalseAlert',
      data: 'sensor',
      at: wib(9),
      createdWithin: { from: wib(1), to: wib(16) },
    });
    const position = (at: number, latitude: number) => ({
      vehicleId: a.id,
      companyId: operator.company.id,
      recordedAt: at,
      latitude,
      longitude: 106.8,
      speedKmh: 40,
      heading: 180,
      status: 'moving',
    });
    await t.simulator.telemetry.appendPositions([
      position(wib(1, 12), -6.0), // before the range
      position(wib(3, 8), -6.2),
      position(wib(3, 9), -6.3), // 0.1 degree of latitude: 11.12 km
      position(wib(3, 10), -6.3),
    ]);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('DRIVER-8, DRIVER-9: scores Adi as worked by hand, with kilometres and last sync', async () => {
    const result = await one({ driverId: adi.driverId, ...RANGE });
    expect(checkOne.Check(result)).toBe(true);
    // 100 - (2 x 2 + 3 + 1 + 2) + 2 = 92: A. The false alert and the outside ones do not count.
    expect(result).toMatchObject({
      isSuccessful: true,
      data: {
        driverId: adi.driverId,
        driver: { fullname: adi.fullname },
        totalAlert: 5,
        totalHarshBrake: 2,
        scoreHarshBrake: 4,
        totalOverspeed: 1,
        scoreOverspeed: 3,
        totalYawn: 1,
        scoreYawn: 1,
        totalDistraction: 1,
        scoreDistraction: 2,
        score: 92,
        finalGrade: 'A',
        totalDriven: 11.12,
        lastSync: new Date(wib(3, 10)).toISOString(),
      },
    });
  });

  it('DRIVER-9: today is read on every query, a settled day once (stepped clock)', async () => {
    // The clock stands at Friday 20 November 10:00 WIB (TEST_NOW).
    const vehicle = adi.vehicle;
    const at = (day: number, hour: number, latitude: number) => ({
      vehicleId: vehicle.id,
      companyId: operator.company.id,
      recordedAt: wib(day, hour),
      latitude,
      longitude: 106.8,
      speedKmh: 40,
      heading: 180,
      status: 'moving',
    });
    const range = {
      startDate: new Date(wib(19)).toISOString(),
      endDate: new Date(wib(21)).toISOString(),
    };
    // Yesterday 0.1 degree, today 0.1 degree so far: 11.12 km each.
    await t.simulator.telemetry.appendPositions([
      at(19, 8, -6.2),
      at(19, 9, -6.3),
      at(20, 8, -6.3),
      at(20, 9, -6.4),
    ]);
    const first = await one({ driverId: adi.driverId, ...range });
    expect(first.data).toMatchObject({
      totalDriven: 22.24,
      lastSync: new Date(wib(20, 9)).toISOString(),
    });
    // An hour later the vehicle has gone 0.1 degree more today; a late position of yesterday is
    // not read again (a settled day's figures are kept).
    await t.simulator.telemetry.appendPositions([at(20, 10, -6.5), at(19, 23, -6.4)]);
    t.clock.advance(HOUR);
    const later = await one({ driverId: adi.driverId, ...range });
    expect(later.data).toMatchObject({
      totalDriven: 33.36,
      lastSync: new Date(wib(20, 10)).toISOString(),
    });
  });

  it('DRIVER-11: lists every driver with the aggregation, paged and sorted', async () => {
    const result = await scores({ ...RANGE, orderBy: { field: 'score', direction: 'asc' } });
    expect(checkList.Check(result)).toBe(true);
    expect(result.isSuccessful).toBe(true);
    const drivers = t.simulator.store.list('drivers', operator.company.id);
    expect(result.pagination).toEqual({ page: 1, show: 10, total: drivers.length });
    // Budi: 100 - (30 + 7.5 + 10) + 7 = 59.5: E, the lowest. Drivers without alerts: 100.
    expect(result.list[0]).toMatchObject({ driverId: budi.driverId, score: 59.5, finalGrade: 'E' });
    expect(result.list[1]).toMatchObject({ driverId: adi.driverId, score: 92 });
    const n = drivers.length;
    const average = Math.round(((59.5 + 92 + 100 * (n - 2)) / n) * 100) / 100;
    expect(result.aggregation).toMatchObject({ averageScore: average, totalDriver: n });
    expect(result.aggregation?.lowest10Drivers[0]?.driverId).toBe(budi.driverId);
    expect(result.aggregation?.top10Drivers.every((row) => row.score === 100)).toBe(n >= 12);

    const filtered = await scores({
      ...RANGE,
      driverIds: [adi.driverId, budi.driverId],
      grades: ['A', 'E'],
      orderBy: { field: 'totalAlert', direction: 'desc' },
      pagination: { page: 2, show: 1 },
    });
    expect(filtered.pagination).toEqual({ page: 2, show: 1, total: 2 });
    expect(filtered.list.map((row) => row.driverId)).toEqual([adi.driverId]);
    expect(filtered.aggregation).toMatchObject({ averageScore: 75.75, averageFinalGrade: 'C' });

    const search = await scores({ ...RANGE, search: adi.fullname.slice(0, 6).toUpperCase() });
    expect(search.list.map((row) => row.driverId)).toContain(adi.driverId);
    expect(
      search.list.every((row) =>
        row.driver.fullname.toLowerCase().includes(adi.fullname.slice(0, 6).toLowerCase()),
      ),
    ).toBe(true);
  });

  it('DRIVER-11: a group filter keeps the drivers of its vehicles', async () => {
    const groupId = adi.vehicle.vehicle_group[0]?.id ?? 0;
    const result = await scores({ ...RANGE, vehicleGroupIds: [groupId] });
    const inGroup = new Set(
      t.simulator.store
        .list('vehicles', operator.company.id)
        .filter((v) => v.vehicle_group.some((g) => g.id === groupId))
        .flatMap((v) => (v.driver ? [v.driver.id] : [])),
    );
    expect(result.pagination.total).toBe(inGroup.size);
    expect(result.list.every((row) => inGroup.has(row.driverId))).toBe(true);
    const adiThere = await scores({
      ...RANGE,
      vehicleGroupIds: [groupId],
      driverIds: [adi.driverId],
    });
    expect(adiThere.list.map((row) => row.driverId)).toEqual([adi.driverId]);
  });

  it('DRIVER-12: the alerts behind a score, newest first, with their cost and detail id', async () => {
    const result = await details({ driverId: adi.driverId, ...RANGE });
    expect(checkDetails.Check(result)).toBe(true);
    expect(result.pagination).toEqual({ page: 1, show: 10, total: 5 });
    expect(result.list.map((row) => [row.alertCode, row.cost])).toEqual([
      [53, 2],
      [50, 1],
      [8, 3],
      [6, 2],
      [6, 2],
    ]);
    const overspeed = result.list[2];
    if (!overspeed) throw new Error('no overspeed alert');
    expect(overspeed).toMatchObject({
      driverId: adi.driverId,
      vehicleId: adi.vehicle.id,
      vehicle: { id: adi.vehicle.id, licensePlate: adi.vehicle.license_plate },
      alertData: '92',
      alertTrigger: 80,
      threshold: 80,
      formattedAlertData: '92 km/jam',
      alertFlag: 0,
      isRead: false,
    });
    // The notification preview's four-part id finds the alert (code-vehicle-ms-flag).
    expect(notificationDetailId({ ...overspeed, rawAlertId: null })).toBe(
      `8-${adi.vehicle.id}-${wib(6, 8)}-0`,
    );
    const brakes = await details({ driverId: adi.driverId, ...RANGE, category: 'harshBrake' });
    expect(brakes.list.map((row) => row.formattedAlertData)).toEqual(['0,48 g', '0,52 g']);
    const paged = await details({
      driverId: adi.driverId,
      ...RANGE,
      pagination: { page: 3, show: 2 },
    });
    expect(paged.list).toHaveLength(1);
  });

  it('DRIVER-2, DRIVER-5: changing the company settings changes the scores', async () => {
    try {
      // Overspeed 2 points: Budi 100 - (20 + 7.5 + 10) + 7 = 69.5, D; A from 95 for Adi: B.
      await settle({ dsCostOverspeed: 2, dsMinScoreA: 95 });
      const budiNow = await one({ driverId: budi.driverId, ...RANGE });
      expect(budiNow.data).toMatchObject({ scoreOverspeed: 20, score: 69.5, finalGrade: 'D' });
      const adiNow = await one({ driverId: adi.driverId, ...RANGE });
      // 100 - (4 + 2 + 1 + 2) + 2 = 93: B under A >= 95.
      expect(adiNow.data).toMatchObject({ score: 93, finalGrade: 'B' });
      // Daily periods: no clean stretch reaches 3 days, no bonus: 95 - 9 = 86, B.
      await settle({ dsIntervalType: 'DAILY', dsBase: 95 });
      const daily = await one({ driverId: adi.driverId, ...RANGE });
      expect(daily.data).toMatchObject({ score: 86, finalGrade: 'B' });
      const details2 = await details({ driverId: adi.driverId, ...RANGE, category: 'overspeed' });
      expect(details2.list[0]?.cost).toBe(2);
    } finally {
      await settle(WEEKLY);
    }
  });

  it('DRIVER-10: bad filters are refused in the contract shape and change nothing', async () => {
    const before = await one({ driverId: adi.driverId, ...RANGE });
    const reversed = await scores({ startDate: RANGE.endDate, endDate: RANGE.startDate });
    expect(checkList.Check(reversed)).toBe(true);
    expect(reversed).toMatchObject({
      isSuccessful: false,
      errorCode: 'VALIDATION_ERROR',
      status: 400,
      list: [],
      aggregation: null,
    });
    expect(reversed.message).toMatch(/Rentang waktu/);
    const tooLong = await scores({
      startDate: '2025-01-01T00:00:00Z',
      endDate: '2026-11-16T00:00:00Z',
    });
    expect(tooLong).toMatchObject({ isSuccessful: false, errorCode: 'VALIDATION_ERROR' });
    const badPage = await scores({ ...RANGE, pagination: { page: 1, show: 0 } });
    expect(badPage).toMatchObject({ isSuccessful: false, errorCode: 'VALIDATION_ERROR' });
    expect(badPage.message).toMatch(/show/);
    const unknownDriver = await one({ driverId: 999_999, ...RANGE });
    expect(checkOne.Check(unknownDriver)).toBe(true);
    expect(unknownDriver).toMatchObject({
      isSuccessful: false,
      errorCode: 'NOT_FOUND',
      data: null,
    });
    const unknownGroup = await scores({ ...RANGE, vehicleGroupIds: [999_999] });
    expect(unknownGroup).toMatchObject({ isSuccessful: false, errorCode: 'NOT_FOUND' });
    const badDate = await details({
      driverId: adi.driverId,
      startDate: 'yesterday',
      endDate: RANGE.endDate,
    });
    expect(checkDetails.Check(badDate)).toBe(true);
    expect(badDate).toMatchObject({ isSuccessful: false, list: [] });
    const forbidden = await scores(RANGE, cookies.driver);
    expect(forbidden).toMatchObject({ isSuccessful: false, errorCode: 'FORBIDDEN', status: 403 });
    expect(await one({ driverId: adi.driverId, ...RANGE })).toEqual(before);
  });
});
