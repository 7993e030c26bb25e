/** A min/max pair of the filter panels; null is an open end. */
export interface NumberRange {
  min: number | null;
  max: number | null;
}

/** Why one end of a range is refused, or null. */
export type RangeFieldError = 'not-negative' | 'min-not-less' | 'max-not-greater' | null;

export interface RangeError {
  min: RangeFieldError;
  max: RangeFieldError;
}

/**
 * docs/rules/route-optimization.md §5: numbers from 0, and the minimum below the maximum. The
 * delivery filters want a strict order ('Minimum must be less than Maximum'); the vehicle capacity
 * filters only refuse a minimum above the maximum (`strict: false`).
 */
export function rangeError({ min, max }: NumberRange, { strict }: { strict: boolean }): RangeError {
  const error: RangeError = { min: null, max: null };
  if (min !== null && min < 0) error.min = 'not-negative';
  if (max !== null && max < 0) error.max = 'not-negative';
  if (error.min || error.max || min === null || max === null) return error;
  const wrongOrder = strict ? min >= max : min > max;
  if (wrongOrder) return { min: 'min-not-less', max: 'max-not-greater' };
  return error;
}

export function isRangeValid(range: NumberRange, strict: boolean): boolean {
  const error = rangeError(range, { strict });
  return error.min === null && error.max === null;
}
