import type { DriverScoreCategory } from '@armada/contracts/driver-score';
import { Rng } from '../../domain/rng';
import { DAY_MS, startOfWibDay, wibWeekdayIndex } from '../../domain/wib-time';
import type { AlertRule } from '../alerts/alert-rules';
import { createAlertEngine, type AlertVehicle, type GeneratedAlert } from '../alerts/alert-engine';
import { DRIVER_SCORE_CODES, costOf, type DriverScoreSettings } from '../driver-score';

/**
 * The driving a fresh world did before the simulator started (HISTORY-1..5): per vehicle and
 * WIB day, the kilometres driven and the scored alerts its driver raised, from the world seed
 * and the start time alone. Written once per data directory, so a new simulator's driver
 * scores already spread over grades A to E.
 */

/** HISTORY-1: how many WIB days of history, and how far before the start they end. */
export const DRIVING_HISTORY = {
  days: 30,
  /**
   * The history ends this many whole WIB days before the start's day: older than the alert
   * center's 2-day lists and 3-day media windows (AC-56, AC-61).
   */
  gapDays: 3,
  /** Driving hours of a working day, WIB: 06:00 to 20:00. */
  firstHour: 6,
  lastHour: 20,
  /** An alert of the history is resolved this long after it was raised (HISTORY-3). */
  resolvedAfterMs: 45 * 60_000,
} as const;

/** HISTORY-2: risk tiers by share of a company's drivers, with scored points lost a day. */
export const DRIVER_RISK_TIERS = [
  { tier: 'careful', share: 0.15, pointsPerDay: [0.03, 0.2] },
  { tier: 'average', share: 0.55, pointsPerDay: [0.25, 0.9] },
  { tier: 'risky', share: 0.2, pointsPerDay: [1.1, 2] },
  { tier: 'reckless', share: 0.1, pointsPerDay: [3, 4.2] },
] as const;

export type DriverRiskTier = (typeof DRIVER_RISK_TIERS)[number]['tier'];

/** HISTORY-2: how often each scored behaviour happens, relative to the others. */
const EVENT_WEIGHTS: readonly (readonly [DriverScoreCategory, number, 'camera' | 'any'])[] = [
  ['overspeed', 24, 'any'],
  ['harshBrake', 20, 'any'],
  ['harshAccel', 15, 'any'],
  ['sharpturn', 10, 'any'],
  ['exceededIdleTime', 14, 'any'],
  ['exceededParkingTime', 9, 'any'],
  ['yawn', 4, 'camera'],
  ['phoneCalling', 3, 'camera'],
  ['distraction', 3, 'camera'],
  ['eyeClosed', 2, 'camera'],
  ['smoking', 2, 'camera'],
  ['missingFace', 2, 'camera'],
];

export interface HistoryVehicle extends AlertVehicle {
  /** Where the vehicle works (its stored position); alerts are raised around it. */
  home: { latitude: number; longitude: number };
}

export interface DrivingHistoryInput {
  seed: number;
  /** Epoch ms the simulator first started on this data directory. */
  startMs: number;
  vehicles: readonly HistoryVehicle[];
  /** Each company's driver-score settings (the costs set how many events a tier makes). */
  settings: ReadonlyMap<number, DriverScoreSettings>;
  /** The alert rules alerts are matched against (ALERT-3). */
  rules: readonly AlertRule[];
  /** The id of the first alert. */
  firstId: number;
}

/** One vehicle's day: kilometres and the last report, null on a day off. */
export interface VehicleDay {
  companyId: number;
  vehicleId: number;
  /** Epoch ms of the WIB day's 00:00. */
  day: number;
  km: number;
  lastReport: number | null;
}

export interface DrivingHistory {
  /** Ids ascending, oldest first; each resolved `resolvedAt` after it was raised. */
  alerts: { alert: GeneratedAlert; resolvedAt: number }[];
  days: VehicleDay[];
  /** Every WIB day the history covers (00:00 epoch ms), oldest first. */
  dayStarts: number[];
  tiers: Map<number, DriverRiskTier>;
}

/** HISTORY-1: the WIB days of the history for a start time, oldest first. */
export function historyDays(startMs: number): number[] {
  const end = startOfWibDay(startMs) - DRIVING_HISTORY.gapDays * DAY_MS;
  return Array.from(
    { length: DRIVING_HISTORY.days },
    (_, i) => end - (DRIVING_HISTORY.days - i) * DAY_MS,
  );
}

/**
 * HISTORY-2: each company's drivers ranked by a seeded draw and cut into the tiers by share, so
 * a company of ten or more drivers has careful, average, risky and reckless ones.
 */
export function driverTiers(
  seed: number,
  vehicles: readonly AlertVehicle[],
): Map<number, DriverRiskTier> {
  const byCompany = new Map<number, number[]>();
  for (const v of vehicles) {
    if (v.driverId === null) continue;
    const list = byCompany.get(v.companyId) ?? [];
    if (!list.includes(v.driverId)) list.push(v.driverId);
    byCompany.set(v.companyId, list);
  }
  const tiers = new Map<number, DriverRiskTier>();
  for (const [companyId, drivers] of byCompany) {
    const rng = new Rng(seed).fork(`driving-history/tiers/${companyId}`);
    const ranked = drivers
      .sort((a, b) => a - b)
      .map((id) => ({ id, u: rng.next() }))
      .sort((a, b) => a.u - b.u || a.id - b.id);
    ranked.forEach(({ id }, i) => {
      // The tier whose cumulative share first covers this rank (rounded as a count of drivers).
      let cumulative = 0;
      const found = DRIVER_RISK_TIERS.find(({ share }) => {
        cumulative += share;
        return i < Math.round(cumulative * ranked.length);
      });
      tiers.set(id, found?.tier ?? 'average');
    });
  }
  return tiers;
}

/** HISTORY-1..3: the whole history, deterministic in its input. */
export function generateDrivingHistory(input: DrivingHistoryInput): DrivingHistory {
  const dayStarts = historyDays(input.startMs);
  const tiers = driverTiers(input.seed, input.vehicles);
  const planned: { vehicle: HistoryVehicle; code: number; at: number; lat: number; lng: number }[] =
    [];
  const days: VehicleDay[] = [];
  const root = new Rng(input.seed).fork('driving-history');
  for (const vehicle of [...input.vehicles].sort((a, b) => a.id - b.id)) {
    const rng = root.fork(`vehicle/${vehicle.id}`);
    const settings = input.settings.get(vehicle.companyId);
    const tier = vehicle.driverId === null ? null : (tiers.get(vehicle.driverId) ?? 'average');
    const spec = DRIVER_RISK_TIERS.find((t) => t.tier === tier);
    const pointsPerDay = spec ? rng.float(spec.pointsPerDay[0], spec.pointsPerDay[1]) : 0;
    const kinds = EVENT_WEIGHTS.filter(([, , needs]) => needs === 'any' || vehicle.hasCamera);
    const meanCost = settings
      ? kinds.reduce((sum, [category, weight]) => sum + weight * costOf(category, settings), 0) /
        kinds.reduce((sum, [, weight]) => sum + weight, 0)
      : 1;
    const eventsPerDay = meanCost > 0 ? pointsPerDay / meanCost : 0;
    const restDay = rng.int(0, 6);
    for (const day of dayStarts) {
      const weekday = wibWeekdayIndex(day + DAY_MS / 2);
      // A vehicle without a driver, its weekly rest day and an odd day off drive nothing.
      if (tier === null || weekday === restDay || rng.chance(0.06)) {
        days.push({
          companyId: vehicle.companyId,
          vehicleId: vehicle.id,
          day,
          km: 0,
          lastReport: null,
        });
        continue;
      }
      const startHour = rng.float(DRIVING_HISTORY.firstHour, DRIVING_HISTORY.firstHour + 2);
      const endHour = rng.float(DRIVING_HISTORY.lastHour - 3, DRIVING_HISTORY.lastHour);
      const from = day + startHour * 3_600_000;
      const to = day + endHour * 3_600_000;
      days.push({
        companyId: vehicle.companyId,
        vehicleId: vehicle.id,
        day,
        km: Math.round(rng.float(60, 240) * 100) / 100,
        lastReport: Math.floor(to / 1000) * 1000,
      });
      // Poisson-like count: the whole part and one more by chance, times a day's mood.
      const lambda = eventsPerDay * rng.float(0.4, 1.6);
      const count = Math.floor(lambda) + (rng.next() < lambda - Math.floor(lambda) ? 1 : 0);
      for (let k = 0; k < count; k++) {
        const category = rng.weighted(kinds.map(([c, w]) => [c, w] as const));
        planned.push({
          vehicle,
          code: DRIVER_SCORE_CODES[category],
          at: Math.floor(rng.float(from, to) / 1000) * 1000,
          lat: vehicle.home.latitude + rng.float(-0.04, 0.04),
          lng: vehicle.home.longitude + rng.float(-0.04, 0.04),
        });
      }
    }
  }
  planned.sort((a, b) => a.at - b.at || a.vehicle.id - b.vehicle.id || a.code - b.code);
  const alerts: DrivingHistory['alerts'] = [];
  const engine = createAlertEngine({
    seed: input.seed,
    vehicles: input.vehicles,
    rules: input.rules,
    firstId: input.firstId,
    onAlert: () => undefined,
  });
  for (const p of planned) {
    const alert = engine.raiseNow({
      vehicleId: p.vehicle.id,
      code: p.code,
      at: p.at,
      position: { latitude: round6(p.lat), longitude: round6(p.lng) },
    });
    if (!alert) continue;
    alert.raw.isResolved = true;
    alerts.push({ alert, resolvedAt: p.at + DRIVING_HISTORY.resolvedAfterMs });
  }
  return { alerts, days, dayStarts, tiers };
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
