import dayjs from 'dayjs';
import {
  DRIVER_SCORE_CATEGORIES,
  driverScoreFieldNames,
  type DriverScore,
  type DriverScoreCategory,
} from '@armada/contracts/driver-score';
import { rangeDays } from '@/lib/date-range';
import { periodOf } from './score-filters';

/**
 * The driver detail's "score over time": the period cut into buckets of whole days, one
 * `driverScore` call each. A day each up to two weeks; longer periods in equal runs of days, so
 * a quarter is still at most `maxBuckets` calls and points.
 */
export const TIMELINE_LIMITS = { dailyUpToDays: 14, maxBuckets: 13 } as const;

export interface TimelineBucket {
  /** First day, `YYYY-MM-DD`. */
  from: string;
  /** Last day (included). */
  to: string;
  startDate: string;
  endDate: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';

/** The buckets of a valid period, oldest first; the last one may be shorter. */
export function timelineBuckets(from: string, to: string): TimelineBucket[] {
  const days = rangeDays(from, to);
  if (!Number.isFinite(days) || days < 1) return [];
  const size =
    days <= TIMELINE_LIMITS.dailyUpToDays ? 1 : Math.ceil(days / TIMELINE_LIMITS.maxBuckets);
  const buckets: TimelineBucket[] = [];
  for (let offset = 0; offset < days; offset += size) {
    const start = dayjs(from).add(offset, 'day').format(DAY_FORMAT);
    const lastOffset = Math.min(offset + size, days) - 1;
    const end = dayjs(from).add(lastOffset, 'day').format(DAY_FORMAT);
    buckets.push({ from: start, to: end, ...periodOf({ from: start, to: end }) });
  }
  return buckets;
}

/** What the chart draws: an x per bucket, the overall score and each category's score. */
export interface TimelineSeries {
  /** Bucket starts, seconds since the epoch (the chart's time axis). */
  x: number[];
  overall: (number | null)[];
  categories: Record<DriverScoreCategory, (number | null)[]>;
}

/**
 * The chart's series from each bucket's answer (null: not answered yet, failed, or no score for
 * the driver in that bucket, drawn as a gap).
 */
export function timelineSeries(
  buckets: readonly TimelineBucket[],
  scores: readonly (DriverScore | null | undefined)[],
): TimelineSeries {
  const categories = Object.fromEntries(
    DRIVER_SCORE_CATEGORIES.map((category) => {
      const field = driverScoreFieldNames(category).score;
      return [category, buckets.map((_, index) => scores[index]?.[field] ?? null)];
    }),
  ) as Record<DriverScoreCategory, (number | null)[]>;
  return {
    // The start of each bucket's first company day (SHELL-75), in seconds.
    x: buckets.map((bucket) => Date.parse(bucket.startDate) / 1000),
    overall: buckets.map((_, index) => scores[index]?.score ?? null),
    categories,
  };
}
