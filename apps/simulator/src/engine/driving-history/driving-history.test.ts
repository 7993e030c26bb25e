import { driverScoreSettingsOf, makeCompany } from '@armada/contracts/testing';
import { describe, expect, it } from 'vitest';
import { DAY_MS, startOfWibDay } from '../../domain/wib-time';
import { seedAlertRules } from '../alerts';
import type { DriverScoreSettings } from '../driver-score';
import {
  DRIVING_HISTORY,
  driverTiers,
  generateDrivingHistory,
  historyDays,
  type HistoryVehicle,
} from './driving-history';

const START = Date.parse('2026-11-20T03:00:00Z');
/** The seeded company's settings: monthly periods. */
const SETTINGS: DriverScoreSettings = driverScoreSettingsOf(makeCompany());

/** Twenty vehicles of company 1, each with its own driver; every other one has a camera. */
const VEHICLES: HistoryVehicle[] = Array.from({ length: 20 }, (_, i) => ({
  id: 100 + i,
  companyId: 1,
  licensePlate: `B ${1000 + i} XA`,
  driverId: 500 + i,
  driverName: `Driver ${i}`,
  deviceType: null,
  hasCamera: i % 2 === 0,
  home: { latitude: -6.2, longitude: 106.8 },
}));

const input = () => ({
  seed: 7,
  startMs: START,
  vehicles: VEHICLES,
  settings: new Map([[1, SETTINGS]]),
  rules: seedAlertRules({ seed: 7, companyIds: [1] }),
  firstId: 10,
});

describe('the seeded driving history', () => {
  it('HISTORY-1: covers the 30 WIB days ending 3 days before the start day', () => {
    const days = historyDays(START);
    expect(days).toHaveLength(DRIVING_HISTORY.days);
    expect((days.at(-1) ?? 0) + DAY_MS).toBe(startOfWibDay(START) - 3 * DAY_MS);
    expect((days[1] ?? 0) - (days[0] ?? 0)).toBe(DAY_MS);
  });

  it('HISTORY-1: is the same for the same seed and start, different for another seed', () => {
    const a = generateDrivingHistory(input());
    const b = generateDrivingHistory(input());
    expect(b.alerts.map((x) => x.alert)).toEqual(a.alerts.map((x) => x.alert));
    expect(b.days).toEqual(a.days);
    const other = generateDrivingHistory({ ...input(), seed: 8 });
    expect(other.alerts.map((x) => x.alert.createdAt)).not.toEqual(
      a.alerts.map((x) => x.alert.createdAt),
    );
  });

  it('HISTORY-2: splits a company into careful, average, risky and reckless drivers', () => {
    const tiers = [...driverTiers(7, VEHICLES).values()];
    const count = (tier: string) => tiers.filter((t) => t === tier).length;
    expect([count('careful'), count('average'), count('risky'), count('reckless')]).toEqual([
      3, 11, 4, 2,
    ]);
  });

  it('HISTORY-2, HISTORY-3: scored codes only, inside driving hours, resolved, ids from firstId', () => {
    const history = generateDrivingHistory(input());
    const end = startOfWibDay(START) - 3 * DAY_MS;
    expect(history.alerts.length).toBeGreaterThan(100);
    expect(history.alerts.map((a) => a.alert.id)).toEqual(history.alerts.map((_, i) => 10 + i));
    for (const { alert, resolvedAt } of history.alerts) {
      expect([5, 6, 7, 8, 15, 16, 49, 50, 51, 52, 53, 54]).toContain(alert.code);
      expect(alert.createdAt).toBeLessThan(end);
      const hour = (alert.createdAt - startOfWibDay(alert.createdAt)) / 3_600_000;
      expect(hour).toBeGreaterThanOrEqual(DRIVING_HISTORY.firstHour);
      expect(hour).toBeLessThan(DRIVING_HISTORY.lastHour);
      expect(resolvedAt).toBe(alert.createdAt + DRIVING_HISTORY.resolvedAfterMs);
      expect(alert.raw.isResolved).toBe(true);
      if (alert.code >= 49)
        expect(VEHICLES.find((v) => v.id === alert.vehicleId)?.hasCamera).toBe(true);
    }
  });

  it('HISTORY-2: reckless drivers raise more than careful ones', () => {
    const history = generateDrivingHistory(input());
    const perDriver = (tier: string) => {
      const drivers = [...history.tiers].filter(([, t]) => t === tier).map(([id]) => id);
      const vehicles = VEHICLES.filter(
        (v) => v.driverId !== null && drivers.includes(v.driverId),
      ).map((v) => v.id);
      return (
        history.alerts.filter((a) => vehicles.includes(a.alert.vehicleId)).length / drivers.length
      );
    };
    expect(perDriver('reckless')).toBeGreaterThan(3 * perDriver('careful'));
  });

  it('HISTORY-6: one day row per vehicle and day, with kilometres on working days', () => {
    const history = generateDrivingHistory(input());
    expect(history.days).toHaveLength(VEHICLES.length * DRIVING_HISTORY.days);
    const driving = history.days.filter((d) => d.km > 0);
    expect(driving.length).toBeGreaterThan(history.days.length * 0.7);
    for (const d of driving) {
      expect(d.km).toBeGreaterThanOrEqual(60);
      expect(d.lastReport).toBeGreaterThan(d.day);
      expect(d.lastReport).toBeLessThan(d.day + DAY_MS);
    }
    for (const d of history.days.filter((x) => x.km === 0)) expect(d.lastReport).toBeNull();
  });
});
