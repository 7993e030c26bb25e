import { companyDayStart } from '@/lib/company-time';
import type { RawAlertsFilter } from '@armada/contracts/alerts';
import type { FilterParamValues } from '@/components/ui/list-table';
import { dateRangeProblem, defaultDateRange } from '@/lib/date-range';

/**
 * The notifications page's filters (issue 8): a date range of whole local days, vehicles, alert
 * codes, urgency and resolved state. They live in the URL query under these keys, so a reload,
 * a shared link and the back button bring the same list back.
 */
export const NOTIFICATION_FILTER_KEYS = [
  'from',
  'to',
  'vehicles',
  'codes',
  'urgency',
  'resolved',
] as const;
export type NotificationFilterKey = (typeof NOTIFICATION_FILTER_KEYS)[number];
export type NotificationFilterParams = FilterParamValues<NotificationFilterKey>;

/** The levels the list shows (`urgencyOf`): 'other' is the normal level, neither of the two. */
export const URGENCY_CHOICES = ['all', 'urgent', 'important', 'other'] as const;
export type UrgencyChoice = (typeof URGENCY_CHOICES)[number];

export const RESOLVED_CHOICES = ['all', 'unresolved', 'resolved'] as const;
export type ResolvedChoice = (typeof RESOLVED_CHOICES)[number];

export const NOTIFICATION_FILTER_LIMITS = {
  /**
   * Without a chosen range the page shows today and yesterday: the alert center's history
   * window (docs/rules/alert-center.md §9: 2 days), so the two places agree on "recent".
   */
  defaultRangeDays: 2,
  /** One month at most: a longer range is refused with a message rather than a slow list. */
  maxRangeDays: 31,
  /** The contract's limits of the vehicle and code lists. */
  maxVehicles: 500,
  maxCodes: 200,
} as const;

export interface NotificationFilters {
  /** First day shown, `YYYY-MM-DD` in the browser's time zone. */
  from: string;
  /** Last day shown (included), `YYYY-MM-DD`. */
  to: string;
  vehicleIds: number[];
  alertCodes: number[];
  urgency: UrgencyChoice;
  resolved: ResolvedChoice;
}

function idList(text: string | null, minimum: number, max: number): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
    .filter((id) => id >= minimum);
  return [...new Set(ids)].slice(0, max);
}

function choice<C extends string>(text: string | null, choices: readonly C[], fallback: C): C {
  return text !== null && (choices as readonly string[]).includes(text) ? (text as C) : fallback;
}

/**
 * The filters a URL asks for. Anything malformed falls back to its default, and a range that
 * cannot be shown (bad, reversed, longer than 31 days) to the default range: a hand-edited
 * address never breaks the page.
 */
export function readNotificationFilters(
  params: NotificationFilterParams,
  now: Date,
): NotificationFilters {
  const fallback = defaultDateRange(now, NOTIFICATION_FILTER_LIMITS.defaultRangeDays);
  const from = params.from ?? fallback.from;
  const to = params.to ?? fallback.to;
  const range =
    dateRangeProblem(from, to, NOTIFICATION_FILTER_LIMITS.maxRangeDays) === null
      ? { from, to }
      : fallback;
  return {
    ...range,
    vehicleIds: idList(params.vehicles, 1, NOTIFICATION_FILTER_LIMITS.maxVehicles),
    alertCodes: idList(params.codes, 0, NOTIFICATION_FILTER_LIMITS.maxCodes),
    urgency: choice(params.urgency, URGENCY_CHOICES, 'all'),
    resolved: choice(params.resolved, RESOLVED_CHOICES, 'all'),
  };
}

/** The URL form of the filters; defaults are left out, so the plain address is the default. */
export function writeNotificationFilters(
  filters: NotificationFilters,
  now: Date,
): NotificationFilterParams {
  const fallback = defaultDateRange(now, NOTIFICATION_FILTER_LIMITS.defaultRangeDays);
  const sameRange = filters.from === fallback.from && filters.to === fallback.to;
  return {
    from: sameRange ? null : filters.from,
    to: sameRange ? null : filters.to,
    vehicles: filters.vehicleIds.length > 0 ? filters.vehicleIds.join(',') : null,
    codes: filters.alertCodes.length > 0 ? filters.alertCodes.join(',') : null,
    urgency: filters.urgency === 'all' ? null : filters.urgency,
    resolved: filters.resolved === 'all' ? null : filters.resolved,
  };
}

/** How many filters differ from the defaults (the date range counts once). */
export function countChangedFilters(filters: NotificationFilters, now: Date): number {
  const params = writeNotificationFilters(filters, now);
  return (
    (params.from !== null ? 1 : 0) +
    (params.vehicles !== null ? 1 : 0) +
    (params.codes !== null ? 1 : 0) +
    (params.urgency !== null ? 1 : 0) +
    (params.resolved !== null ? 1 : 0)
  );
}

/**
 * The `rawAlerts` filter of one page: whole local days from the start of `from` to the start
 * of the day after `to` (the server's end date is excluded).
 */
export function toRawAlertsFilter(
  filters: NotificationFilters,
  page: number,
  show: number,
): RawAlertsFilter {
  const filter: RawAlertsFilter = {
    pagination: { page, show },
    orderBy: { field: 'createdOn', direction: 'desc' },
    // Whole days of the company's clock (SHELL-75).
    startDate: new Date(companyDayStart(filters.from)).toISOString(),
    endDate: new Date(companyDayStart(filters.to, 1)).toISOString(),
  };
  if (filters.vehicleIds.length > 0) filter.vehicleIds = [...filters.vehicleIds];
  if (filters.alertCodes.length > 0) filter.alertCodes = [...filters.alertCodes];
  if (filters.urgency === 'urgent') filter.isUrgent = true;
  if (filters.urgency === 'important') filter.isImportant = true;
  if (filters.urgency === 'other') {
    filter.isUrgent = false;
    filter.isImportant = false;
  }
  if (filters.resolved !== 'all') filter.isResolved = filters.resolved === 'resolved';
  return filter;
}
