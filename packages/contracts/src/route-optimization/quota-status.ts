import { SHELL_CONSTANTS } from '../shared/constants';

/**
 * Quota meter state (docs/rules/shell.md §4, docs/rules/route-optimization.md §4): available under
 * 80% of the limit, low from 80% to under 100%, empty at 100% or more, unlimited when the period is
 * empty or 'unlimited' (any case). A missing or non-positive limit with a period is treated as used
 * up, so a misconfigured quota blocks rather than allows.
 */
export const QUOTA_STATUSES = ['available', 'low', 'empty', 'unlimited'] as const;
export type QuotaStatus = (typeof QUOTA_STATUSES)[number];

export interface QuotaStatusInput {
  usage: number;
  limit: number | null;
  period: string | null | undefined;
}

export function isUnlimitedPeriod(period: string | null | undefined): boolean {
  return (
    period === null ||
    period === undefined ||
    period.trim() === '' ||
    period.trim().toLowerCase() === 'unlimited'
  );
}

export function quotaStatus({ usage, limit, period }: QuotaStatusInput): QuotaStatus {
  if (isUnlimitedPeriod(period)) return 'unlimited';
  if (limit === null || !Number.isFinite(limit) || limit <= 0) return 'empty';
  const ratio = Math.max(0, usage) / limit;
  if (ratio >= SHELL_CONSTANTS.quota.emptyRatio) return 'empty';
  if (ratio >= SHELL_CONSTANTS.quota.lowRatio) return 'low';
  return 'available';
}

/** Meter colour: green, orange, red; none for unlimited. */
export function quotaColour(status: QuotaStatus): 'green' | 'orange' | 'red' | null {
  return status === 'unlimited' ? null : SHELL_CONSTANTS.quota.colours[status];
}

/** Low shows a warning, empty shows an error (docs/rules/shell.md §8). */
export function quotaSeverity(status: QuotaStatus): 'warning' | 'error' | null {
  if (status === 'low') return 'warning';
  if (status === 'empty') return 'error';
  return null;
}
