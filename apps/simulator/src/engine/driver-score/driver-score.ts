/**
 * Driver scoring (issue 11, docs/rules/shell.md §3; SPEC.md DRIVER-1..8): a driver's alerts in a
 * period and the company's driver-score settings give per-category totals and costs, the
 * interval bonus, the score and its grade; the company's drivers give the aggregation. Pure:
 * no clock, no randomness, no store. The service reads the alerts and kilometres from SQL.
 */
import type { Company } from '@armada/contracts/company';
import {
  DRIVER_SCORE_CATEGORIES,
  driverGrade,
  driverScoreFieldNames,
  rankDrivers,
  type DriverGrade,
  type DriverScore,
  type DriverScoreAggregation,
  type DriverScoreCategory,
} from '@armada/contracts/driver-score';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { DAY_MS, WIB_OFFSET_MS, startOfWibDay } from '../../domain/wib-time';
import { ALERT_CODES } from '../alerts/alert-codes';

/** The company fields scoring reads (docs/rules/shell.md §3, driver-score settings). */
export type DriverScoreSettings = Pick<
  Company,
  | 'dsBase'
  | 'dsIntervalType'
  | 'dsInitialInterval'
  | 'dsInitialBonus'
  | 'dsInterval'
  | 'dsBonus'
  | 'dsCostBrake'
  | 'dsCostAccel'
  | 'dsCostOverspeed'
  | 'dsCostSharpturn'
  | 'dsMinScoreA'
  | 'dsMinScoreB'
  | 'dsMinScoreC'
  | 'dsMinScoreD'
>;

/** DRIVER-1: the alert code of each category (telemetry events 5-8, 15, 16; camera 49-54). */
export const DRIVER_SCORE_CODES: Readonly<Record<DriverScoreCategory, number>> = {
  harshAccel: ALERT_CODES.harshAcceleration.code,
  harshBrake: ALERT_CODES.harshBraking.code,
  sharpturn: ALERT_CODES.sharpTurn.code,
  overspeed: ALERT_CODES.overspeed.code,
  exceededParkingTime: ALERT_CODES.parking.code,
  exceededIdleTime: ALERT_CODES.idle.code,
  yawn: ALERT_CODES.yawning.code,
  distraction: ALERT_CODES.distraction.code,
  smoking: ALERT_CODES.smoking.code,
  phoneCalling: ALERT_CODES.phoneCall.code,
  eyeClosed: ALERT_CODES.eyesClosed.code,
  missingFace: ALERT_CODES.missingFace.code,
};

const CATEGORY_OF_CODE = new Map<number, DriverScoreCategory>(
  DRIVER_SCORE_CATEGORIES.map((category) => [DRIVER_SCORE_CODES[category], category]),
);

/** Every scored alert code, ascending. */
export const DRIVER_SCORE_ALERT_CODES: readonly number[] = [...CATEGORY_OF_CODE.keys()].sort(
  (a, b) => a - b,
);

/** DRIVER-1: the category an alert code scores under; null for codes that are not scored. */
export function categoryOfCode(code: number): DriverScoreCategory | null {
  return CATEGORY_OF_CODE.get(code) ?? null;
}

/**
 * DRIVER-2: points deducted per event of the categories the company settings have no cost for
 * (the spec gives costs for braking, acceleration, overspeed and sharp turns only). Our choice:
 * the camera behaviours by how dangerous they are, eyes closed the gravest; waiting too long
 * costs least.
 */
export const DRIVER_SCORE_FIXED_COSTS: Readonly<
  Record<
    Exclude<DriverScoreCategory, 'harshAccel' | 'harshBrake' | 'sharpturn' | 'overspeed'>,
    number
  >
> = {
  exceededParkingTime: 0.5,
  exceededIdleTime: 0.5,
  yawn: 1,
  distraction: 2,
  smoking: 1,
  phoneCalling: 2,
  eyeClosed: 3,
  missingFace: 1,
};

/** DRIVER-2: the points one event of `category` costs under the settings. */
export function costOf(category: DriverScoreCategory, settings: DriverScoreSettings): number {
  switch (category) {
    case 'harshAccel':
      return settings.dsCostAccel;
    case 'harshBrake':
      return settings.dsCostBrake;
    case 'sharpturn':
      return settings.dsCostSharpturn;
    case 'overspeed':
      return settings.dsCostOverspeed;
    default:
      return DRIVER_SCORE_FIXED_COSTS[category];
  }
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** A half-open span of epoch ms. */
export interface Span {
  from: number;
  to: number;
}

/**
 * DRIVER-4: the scoring periods of the settings' interval type that meet [from, to), clipped to
 * it: WIB calendar days (DAILY), weeks from Monday 00:00 WIB (WEEKLY), calendar months in WIB
 * (MONTHLY).
 */
export function scoringPeriods(span: Span, type: DriverScoreSettings['dsIntervalType']): Span[] {
  const periods: Span[] = [];
  let start = span.from;
  while (start < span.to) {
    const end = Math.min(nextPeriodStart(start, type), span.to);
    periods.push({ from: start, to: end });
    start = end;
  }
  return periods;
}

function nextPeriodStart(at: number, type: DriverScoreSettings['dsIntervalType']): number {
  const day = startOfWibDay(at);
  if (type === 'DAILY') return day + DAY_MS;
  if (type === 'WEEKLY') {
    const weekday = (new Date(day + WIB_OFFSET_MS).getUTCDay() + 6) % 7; // Monday 0
    return day + (7 - weekday) * DAY_MS;
  }
  const shifted = new Date(day + WIB_OFFSET_MS);
  return Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 1) - WIB_OFFSET_MS;
}

/**
 * DRIVER-3: the bonus of one clean stretch (no costed event) of `ms` milliseconds: whole days
 * of at least dsInitialInterval earn dsInitialBonus, then each further whole dsInterval days
 * earn dsBonus. An interval of 0 days turns its bonus off.
 */
export function stretchBonus(ms: number, settings: DriverScoreSettings): number {
  const days = Math.floor(ms / DAY_MS);
  const initial = settings.dsInitialInterval;
  if (initial <= 0 || days < initial) return 0;
  const further = settings.dsInterval > 0 ? Math.floor((days - initial) / settings.dsInterval) : 0;
  return settings.dsInitialBonus + further * settings.dsBonus;
}

/**
 * DRIVER-3, DRIVER-4: the interval bonus over [from, to): every scoring period is cut at each
 * costed event into clean stretches, and each stretch earns its `stretchBonus`.
 */
export function intervalBonus(
  span: Span,
  costedEventTimes: readonly number[],
  settings: DriverScoreSettings,
): number {
  const times = [...costedEventTimes].sort((a, b) => a - b);
  let bonus = 0;
  for (const period of scoringPeriods(span, settings.dsIntervalType)) {
    let start = period.from;
    for (const at of times) {
      if (at < period.from || at >= period.to) continue;
      bonus += stretchBonus(at - start, settings);
      start = at;
    }
    bonus += stretchBonus(period.to - start, settings);
  }
  return round2(bonus);
}

/** One scored alert of a driver: its code and time (epoch ms). */
export interface ScoredEvent {
  code: number;
  at: number;
}

/** The figures of one driver in one period (a DriverScore without the driver's identity). */
export type DriverScoreFigures = Omit<DriverScore, 'driverId' | 'driver' | 'lastSync'> & {
  /** The interval bonus included in `score`. */
  bonus: number;
};

/**
 * DRIVER-5: a driver's figures over [from, to): per category the count of its events and their
 * cost (`score{Category}`: the points it deducted), `totalAlert` the scored events, `score`
 * dsBase minus every cost plus the interval bonus, rounded to 2 decimals and kept within
 * 0..100, and the grade of that score (DRIVER-6). Events outside the span or of codes that are
 * not scored are ignored.
 */
export function scoreDriver(
  input: { span: Span; events: readonly ScoredEvent[]; drivenKm: number },
  settings: DriverScoreSettings,
): DriverScoreFigures {
  const totals = new Map<DriverScoreCategory, number>();
  const costedTimes: number[] = [];
  let totalAlert = 0;
  for (const event of input.events) {
    if (event.at < input.span.from || event.at >= input.span.to) continue;
    const category = categoryOfCode(event.code);
    if (!category) continue;
    totals.set(category, (totals.get(category) ?? 0) + 1);
    totalAlert++;
    if (costOf(category, settings) > 0) costedTimes.push(event.at);
  }
  const fields: Record<string, number> = {};
  let costs = 0;
  for (const category of DRIVER_SCORE_CATEGORIES) {
    const { total, score } = driverScoreFieldNames(category);
    const count = totals.get(category) ?? 0;
    const cost = round2(count * costOf(category, settings));
    fields[total] = count;
    fields[score] = cost;
    costs += cost;
  }
  const bonus = intervalBonus(input.span, costedTimes, settings);
  const score = Math.min(100, Math.max(0, round2(settings.dsBase - costs + bonus)));
  return {
    ...(fields as CategoryFields),
    totalAlert,
    totalDriven: round2(Math.max(0, input.drivenKm)),
    score,
    finalGrade: driverGrade(score, settings),
    bonus,
  };
}

/** The `total{Category}` and `score{Category}` fields of a score row. */
type CategoryFields = Omit<
  DriverScore,
  'driverId' | 'driver' | 'totalAlert' | 'finalGrade' | 'totalDriven' | 'score' | 'lastSync'
>;

/**
 * DRIVER-7: the aggregation of the drivers matching a query (all pages): the mean score
 * (2 decimals), the grade of that mean, the count, and the lowest and top 10 by score (ties by
 * name). No drivers: null.
 */
export function aggregateDriverScores(
  rows: readonly DriverScore[],
  settings: DriverScoreSettings,
): DriverScoreAggregation | null {
  if (rows.length === 0) return null;
  const averageScore = round2(rows.reduce((sum, row) => sum + row.score, 0) / rows.length);
  const { lowest, top } = rankDrivers(rows, SHELL_CONSTANTS.driverScoreRankSize);
  const averageFinalGrade: DriverGrade = driverGrade(averageScore, settings);
  return {
    averageScore,
    averageFinalGrade,
    totalDriver: rows.length,
    lowest10Drivers: lowest,
    top10Drivers: top,
  };
}
