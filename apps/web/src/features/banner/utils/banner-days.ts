import type { Banner, BannerDayShow } from '@armada/contracts/company';

/**
 * The banner's weekday rule (docs/rules/shell.md §4): the weekday index is JavaScript's day minus
 * 1, so Monday is 0 and Saturday 5. Sunday (JS day 0) gives -1, which no `day_show` list can hold
 * (the contract allows 0 to 6): the banner never shows on Sunday unless the lookup failed and
 * every day is allowed, and a 6 in `day_show` never matches. This is the spec's rule exactly;
 * it is kept, not "fixed", so the product behaves as documented.
 */
export function weekdayIndex(date: Date): number {
  return date.getDay() - 1;
}

/** `day_show` as numbers, from a list (`[0, 2, 4]`) or a comma string (`"0,1,2"`). */
export function parseDayShow(dayShow: BannerDayShow): number[] {
  if (Array.isArray(dayShow)) return dayShow;
  return dayShow
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter((day) => Number.isInteger(day));
}

/** `allowedDays` null means the lookup failed: every day is allowed (docs/rules/shell.md §8). */
export function isBannerDay(now: number, allowedDays: readonly number[] | null): boolean {
  if (allowedDays === null) return true;
  return allowedDays.includes(weekdayIndex(new Date(now)));
}

/** The outcome of one banner call: its list, or a failure. */
export type BannerLookup = { ok: true; banners: readonly Banner[] } | { ok: false };

export interface BannerChoice {
  /** The banner to show; null when the lookup failed (the built-in banner stands in). */
  banner: Banner | null;
  /** Allowed weekdays; null when every day is allowed. */
  allowedDays: number[] | null;
}

/**
 * Host name first, else the default (docs/rules/shell.md §4 and §7). The host's banner wins when
 * its call answered with at least one banner; otherwise the default call decides. The spec
 * reads `data[0].day_show`, so a default answer without any banner is a failed lookup like a
 * failed call: every day is allowed and the built-in banner shows.
 */
export function chooseBanner(byHost: BannerLookup, byDefault: BannerLookup | null): BannerChoice {
  const first = (lookup: BannerLookup | null) => (lookup?.ok ? (lookup.banners[0] ?? null) : null);
  const banner = first(byHost) ?? first(byDefault);
  if (!banner) return { banner: null, allowedDays: null };
  return { banner, allowedDays: parseDayShow(banner.day_show) };
}

/** Whether the default lookup is needed after the host's answer. */
export function needsDefaultLookup(byHost: BannerLookup): boolean {
  return !byHost.ok || byHost.banners.length === 0;
}
