import {
  MAINTENANCE_DUE_SOON,
  type DueReason,
  type DueState,
  type MaintenanceMeasure,
} from '@armada/contracts/maintenance';

/**
 * The due rules of a service plan for one vehicle (docs/rules/maintenance.md MNT-2, MNT-3):
 * pure functions of the plan's intervals, where counting starts and the readings now.
 */

export interface PlanIntervals {
  everyKm: number | null;
  everyEngineHours: number | null;
  everyMonths: number | null;
}

/** MNT-2: where a plan counts from for one vehicle. */
export interface Baseline {
  /** `YYYY-MM-DD`: the last service's day, or the plan's start. */
  day: string;
  odometerKm: number | null;
  engineHours: number | null;
}

export interface Readings {
  odometerKm: number | null;
  engineHours: number | null;
}

export interface DueResult {
  state: DueState;
  reason: DueReason;
  reasons: DueReason[];
}

const DAY_MS = 86_400_000;

const dayMs = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/**
 * MNT-2: the same day `months` later; a day the month does not have is its last day
 * (31 January + 1 month is 28 or 29 February).
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = (y ?? 1970) * 12 + (m ?? 1) - 1 + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d ?? 1, last))).toISOString().slice(0, 10);
}

const STRENGTH: Record<DueState, number> = { OK: 0, DUE_SOON: 1, OVERDUE: 2 };

/** MNT-3: "due soon" within the constant or a fifth of the interval, whichever is smaller. */
function counterReason(
  measure: MaintenanceMeasure,
  every: number,
  base: number,
  current: number,
  soon: number,
): DueReason {
  const dueAt = base + every;
  const remaining = Math.round((dueAt - current) * 10) / 10;
  const state: DueState =
    remaining <= 0 ? 'OVERDUE' : remaining <= Math.min(soon, every / 5) ? 'DUE_SOON' : 'OK';
  return {
    measure,
    state,
    due_at: Math.round(dueAt * 10) / 10,
    due_on: null,
    current: Math.round(current * 10) / 10,
    remaining,
  };
}

/**
 * MNT-2, MNT-3: each measure the plan counts and the vehicle can be read on, and the state of
 * the plan: the strongest of its measures; the deciding reason is the measure that is furthest
 * along its interval (whichever comes first).
 */
export function dueOf(
  plan: PlanIntervals,
  baseline: Baseline,
  readings: Readings,
  today: string,
): DueResult | null {
  const reasons: { reason: DueReason; used: number }[] = [];
  if (plan.everyKm && baseline.odometerKm !== null && readings.odometerKm !== null) {
    const reason = counterReason(
      'KM',
      plan.everyKm,
      baseline.odometerKm,
      readings.odometerKm,
      MAINTENANCE_DUE_SOON.km,
    );
    reasons.push({ reason, used: 1 - reason.remaining / plan.everyKm });
  }
  if (plan.everyEngineHours && baseline.engineHours !== null && readings.engineHours !== null) {
    const reason = counterReason(
      'ENGINE_HOURS',
      plan.everyEngineHours,
      baseline.engineHours,
      readings.engineHours,
      MAINTENANCE_DUE_SOON.engineHours,
    );
    reasons.push({ reason, used: 1 - reason.remaining / plan.everyEngineHours });
  }
  if (plan.everyMonths) {
    const dueOn = addMonths(baseline.day, plan.everyMonths);
    const remaining = daysBetween(today, dueOn);
    const length = Math.max(1, daysBetween(baseline.day, dueOn));
    const state: DueState =
      remaining < 0 ? 'OVERDUE' : remaining <= MAINTENANCE_DUE_SOON.days ? 'DUE_SOON' : 'OK';
    reasons.push({
      reason: { measure: 'MONTHS', state, due_at: null, due_on: dueOn, current: null, remaining },
      used: 1 - remaining / length,
    });
  }
  if (reasons.length === 0) return null;
  const first = [...reasons].sort(
    (a, b) => STRENGTH[b.reason.state] - STRENGTH[a.reason.state] || b.used - a.used,
  )[0];
  if (!first) return null;
  return { state: first.reason.state, reason: first.reason, reasons: reasons.map((r) => r.reason) };
}

/** MNT-13: the due point an alert is raised for once (a number, or the day). */
export function duePoint(reason: DueReason): string {
  return reason.due_on ?? String(reason.due_at ?? '');
}
