import { REPORT_LIMITS, type ReportInfo } from '@armada/contracts/reports';
import type { FilterParamValues } from '@/components/ui/list-table';

/** A report's filters as the page holds them (and the URL keeps them, RPT-7). */
export interface ReportFilterValues {
  from: string;
  to: string;
  vehicles: number[];
  groups: number[];
  drivers: number[];
}

export const FILTER_KEYS = ['from', 'to', 'vehicles', 'groups', 'drivers'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** RPT-4: the longest period the report's date fields accept, in days. */
export function maxDaysOf(info: Pick<ReportInfo, 'period'>): number {
  // Twelve months are at most 366 days; the server checks the months themselves.
  if (info.period === 'day') return 1;
  return info.period === 'months' ? 366 : REPORT_LIMITS.maxDays;
}

/** The first view of a report: the last 7 days (30 for a rollup report, today for a day's). */
export function defaultPeriod(info: Pick<ReportInfo, 'period'>, today: string) {
  if (info.period === 'day') return { from: today, to: today };
  return { from: addDays(today, info.period === 'months' ? -29 : -6), to: today };
}

function ids(text: string | null): number[] {
  if (!text) return [];
  return text
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .slice(0, REPORT_LIMITS.maxFilterIds);
}

/** The filters in the URL, with the defaults for what is missing or malformed. */
export function readReportFilters(
  params: FilterParamValues<FilterKey>,
  info: Pick<ReportInfo, 'period'>,
  today: string,
): ReportFilterValues {
  const fallback = defaultPeriod(info, today);
  const from = params.from && DAY.test(params.from) ? params.from : fallback.from;
  const to = params.to && DAY.test(params.to) ? params.to : fallback.to;
  return {
    from,
    to,
    vehicles: ids(params.vehicles),
    groups: ids(params.groups),
    drivers: ids(params.drivers),
  };
}

export function writeReportFilters(values: ReportFilterValues): FilterParamValues<FilterKey> {
  const list = (numbers: number[]) => (numbers.length > 0 ? numbers.join(',') : null);
  return {
    from: values.from,
    to: values.to,
    vehicles: list(values.vehicles),
    groups: list(values.groups),
    drivers: list(values.drivers),
  };
}

/** RPT-14: the addresses typed in the schedule form, or the first one that is not an address. */
export function parseRecipients(text: string): { recipients: string[]; invalid: string | null } {
  const recipients = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const invalid = recipients.find((r) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r)) ?? null;
  return { recipients, invalid };
}
