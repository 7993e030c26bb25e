import { LICENCE_LIMITS } from '@armada/contracts/licences';

/** A calendar day `YYYY-MM-DD` as people read it: "14 Nov 2026" (Indonesian month names in id). */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A size in bytes as "1,2 MB" / "340 KB". */
export function formatBytes(bytes: number, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'id-ID';
  if (bytes >= 1024 * 1024) {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`;
}

/** LIC-8 in the browser: what it can tell before sending (the server reads the bytes). */
export type ScanProblem = 'type' | 'size' | 'empty' | null;

const EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'];

export function scanProblem(file: { name: string; size: number; type: string }): ScanProblem {
  const name = file.name.toLowerCase();
  const typeOk =
    ['application/pdf', 'image/jpeg', 'image/png'].includes(file.type) ||
    EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!typeOk) return 'type';
  if (file.size === 0) return 'empty';
  return file.size > LICENCE_LIMITS.scanMaxBytes ? 'size' : null;
}
