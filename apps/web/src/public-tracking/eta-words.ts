import type { TrackingLanguage, TrackingTexts } from './texts';

/**
 * The company's zone as the view states it (`utc_offset_minutes`, `zone_label`): each of WIB,
 * WITA and WIT has one fixed offset, so no zone database is needed.
 */
export interface Zone {
  offsetMinutes: number;
  label: string;
}

const MINUTE_MS = 60_000;
const MONTHS = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
} as const;

const two = (n: number) => String(n).padStart(2, '0');

/** The wall clock of an instant in the company's zone (each has one fixed offset). */
function wallOf(ms: number, zone: Zone): Date {
  return new Date(ms + zone.offsetMinutes * MINUTE_MS);
}

/** "14.20" in Indonesian, "14:20" in English: the company's clock, 24 hours. */
export function clockTime(ms: number, zone: Zone, language: TrackingLanguage): string {
  const wall = wallOf(ms, zone);
  return `${two(wall.getUTCHours())}${language === 'id' ? '.' : ':'}${two(wall.getUTCMinutes())}`;
}

/** "20 Nov 16.00 WIB": a day and a time with the zone's label. */
export function dayTime(ms: number, zone: Zone, language: TrackingLanguage): string {
  const wall = wallOf(ms, zone);
  const month = MONTHS[language][wall.getUTCMonth()] ?? '';
  return `${wall.getUTCDate()} ${month} ${clockTime(ms, zone, language)} ${zone.label}`;
}

/**
 * TRK-14: the estimate in words, "Tiba sekitar 14.20, 25 menit lagi": the arrival rounded to the
 * minute on the company's clock, and the minutes left from `now` (rounded up, so "1 menit" until
 * the minute is over); at or past the estimate, "Tiba sebentar lagi".
 */
export function etaWords(
  etaMs: number,
  now: number,
  zone: Zone,
  language: TrackingLanguage,
  texts: TrackingTexts,
): string {
  const left = Math.ceil((etaMs - now) / MINUTE_MS);
  if (left <= 0) return texts.etaSoon;
  const rounded = Math.round(etaMs / MINUTE_MS) * MINUTE_MS;
  const hours = Math.floor(left / 60);
  const leftWords = hours === 0 ? texts.minutes(left) : texts.hoursMinutes(hours, left % 60);
  return texts.etaAt(clockTime(rounded, zone, language), leftWords);
}
