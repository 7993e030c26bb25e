import { FLEET_AVAILABILITY_LIMITS } from '@armada/contracts/fleet-availability';

/** The page's three views (FA-8): one day, the Monday-to-Sunday week, the calendar month. */
export const AVAILABILITY_VIEWS = ['day', 'week', 'month'] as const;
export type AvailabilityView = (typeof AVAILABILITY_VIEWS)[number];

const DAY_MS = 86_400_000;
const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a `YYYY-MM-DD` (day arithmetic only, no zone); NaN when it is not a day. */
function utcOf(day: string): number {
  const match = DAY_RE.exec(day);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && Number.isFinite(utcOf(value));
}

export function isView(value: string | null | undefined): value is AvailabilityView {
  return (AVAILABILITY_VIEWS as readonly (string | null | undefined)[]).includes(value);
}

/** `day` plus `count` days. */
export function addDays(day: string, count: number): string {
  return dayOf(utcOf(day) + count * DAY_MS);
}

/** The range a view shows around a day: the day, its week from Monday, or its month. */
export function rangeOf(view: AvailabilityView, anchor: string): { from: string; days: number } {
  const ms = utcOf(anchor);
  if (view === 'day') return { from: anchor, days: 1 };
  if (view === 'week') {
    const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
    return { from: dayOf(ms - sinceMonday * DAY_MS), days: 7 };
  }
  const date = new Date(ms);
  const first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  const next = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return {
    from: dayOf(first),
    days: Math.min(FLEET_AVAILABILITY_LIMITS.maxDays, Math.round((next - first) / DAY_MS)),
  };
}

/** The anchor one view earlier (-1) or later (+1): a day, a week, or the same day of a month. */
export function stepAnchor(view: AvailabilityView, anchor: string, direction: -1 | 1): string {
  if (view === 'day') return addDays(anchor, direction);
  if (view === 'week') return addDays(anchor, 7 * direction);
  const date = new Date(utcOf(anchor));
  // The first of the month: the 31st has no twin in a shorter month.
  return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + direction, 1));
}
