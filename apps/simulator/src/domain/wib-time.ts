/**
 * Western Indonesian Time (WIB, UTC+7, no daylight saving): the product shows and sends times
 * with the +07:00 offset (docs/rules/route-optimization.md §9).
 */
export const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-11-03T08:15:00+07:00` for an epoch millisecond. */
export function toWibIso(epochMs: number): string {
  const shifted = new Date(Math.floor(epochMs / 1000) * 1000 + WIB_OFFSET_MS);
  return `${shifted.toISOString().slice(0, 19)}+07:00`;
}

/** Epoch ms of 00:00 WIB of the day that contains `epochMs`. */
export function startOfWibDay(epochMs: number): number {
  return Math.floor((epochMs + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;
}

/** Year and month (1-12) in WIB, e.g. for "answered this month". */
export function wibYearMonth(epochMs: number): { year: number; month: number } {
  const shifted = new Date(epochMs + WIB_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

/** Monday = 0 ... Sunday = 6 in WIB (the banner's weekday index, docs/rules/shell.md §4). */
export function wibWeekdayIndex(epochMs: number): number {
  const day = new Date(epochMs + WIB_OFFSET_MS).getUTCDay();
  return (day + 6) % 7;
}
