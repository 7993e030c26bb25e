import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, startOfWibDay } from '../domain/wib-time';
import { DRIVER_SCORE_ALERT_CODES } from '../engine/driver-score';
import { startTestSimulator, TEST_NOW, type TestSimulator } from '../testing/test-simulator';
import type { AuthContext } from './auth-service';

/** The seeded history as the simulator writes it into a fresh store (HISTORY-1..6). */
describe('the driving history of a fresh simulator', () => {
  let t: TestSimulator;
  let operator: AuthContext;
  const historyEnd = startOfWibDay(TEST_NOW) - 3 * DAY_MS;
  const range = (days: number) => ({
    startDate: new Date(TEST_NOW - days * DAY_MS).toISOString(),
    endDate: new Date(TEST_NOW).toISOString(),
  });

  beforeAll(async () => {
    t = await startTestSimulator({ drivingHistory: 'seed' });
    operator = (await t.simulator.services.auth.login('operator', 'demo')).auth;
  });
  afterAll(async () => {
    await t.app.close();
    await t.simulator.close();
  });

  it('HISTORY-2: 30 days of scores spread over grades A to E, top and lowest 10 differ', async () => {
    const result = await t.simulator.services.driverScores.list(operator, {
      ...range(30),
      pagination: { page: 1, show: 1000 },
    });
    const grades = new Set(result.list.map((row) => row.finalGrade));
    expect([...grades].sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    const top = result.aggregation?.top10Drivers.map((d) => d.driverId) ?? [];
    const lowest = result.aggregation?.lowest10Drivers.map((d) => d.driverId) ?? [];
    expect(top).toHaveLength(10);
    expect(lowest.filter((id) => top.includes(id))).toEqual([]);
    // HISTORY-6: the rollup's kilometres and last report reach the scores.
    const driven = result.list.filter((row) => row.totalDriven > 0);
    expect(driven.length).toBeGreaterThan(result.list.length / 2);
    for (const row of driven) expect(Date.parse(row.lastSync ?? '')).toBeLessThan(historyEnd);
  });

  it('HISTORY-3: the alerts are resolved, before the alert center windows, in AlertDetailDriverScores', async () => {
    const companyId = operator.company.id;
    const all = await t.simulator.alerts.listAlerts({ companyId, limit: 1000 });
    expect(all.total).toBeGreaterThan(100);
    for (const stored of all.alerts) {
      expect(DRIVER_SCORE_ALERT_CODES).toContain(stored.code);
      expect(stored.createdAt).toBeLessThan(historyEnd);
      expect(stored.resolvedAt).not.toBeNull();
      expect(stored.raw.isResolved).toBe(true);
    }
    expect(await t.simulator.alerts.countUnresolved(companyId)).toEqual({
      urgent: 0,
      important: 0,
    });
    const recent = await t.simulator.alerts.listAlerts({ companyId, from: TEST_NOW - 3 * DAY_MS });
    expect(recent.total).toBe(0);
    const scores = await t.simulator.services.driverScores.list(operator, {
      ...range(30),
      orderBy: { field: 'score', direction: 'asc' },
    });
    const worst = scores.list[0];
    if (!worst) throw new Error('the demo company has drivers');
    const details = await t.simulator.services.driverScores.alertDetails(operator, {
      driverId: worst.driverId,
      ...range(30),
      pagination: { page: 1, show: 1000 },
    });
    expect(details.pagination.total).toBe(worst.totalAlert);
  });
});

describe('the driving history on a data directory', () => {
  it('HISTORY-4: is written once; a restart keeps it as it was', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'armada-history-'));
    try {
      const first = await startTestSimulator({ dataDir, inMemory: false, drivingHistory: 'seed' });
      const companyId = first.simulator.world.demoCompanyId;
      const before = await first.simulator.alerts.listAlerts({ companyId, limit: 1 });
      await first.app.close();
      await first.simulator.close();
      const second = await startTestSimulator({ dataDir, inMemory: false, drivingHistory: 'seed' });
      const after = await second.simulator.alerts.listAlerts({ companyId, limit: 1 });
      expect(after.total).toBe(before.total);
      expect(after.alerts[0]?.id).toBe(before.alerts[0]?.id);
      await second.app.close();
      await second.simulator.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
