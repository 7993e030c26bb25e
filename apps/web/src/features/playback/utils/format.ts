import type { TFunction } from 'i18next';
import { formatCompany } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';
import type { CompanyTimeZone } from '@armada/contracts/company';

/**
 * How the player writes times, durations, distances and speeds (PLAY-4): times on the company's
 * clock (the track's zone), with the day when the period spans several days, numbers in the
 * interface language.
 */
export interface PlaybackFormat {
  /** A moment on the period's clock (seconds after its start): `08:05` or `Sel 10 Nov 08:05`. */
  time: (seconds: number, options?: { seconds?: boolean }) => string;
  /** From one moment to another: `Sen 9 Nov 05:48 – 06:16`, the day once when it is the same. */
  range: (startS: number, endS: number) => string;
  /** The day of a moment (`Sel 10`), and its hour alone (`08:05`), for the timeline's marks. */
  day: (seconds: number) => string;
  hourMinute: (seconds: number) => string;
  /** An instant (ISO or ms) the same way. */
  instant: (input: string | number, options?: { seconds?: boolean }) => string;
  duration: (seconds: number) => string;
  km: (km: number) => string;
  speed: (kmh: number) => string;
  number: (value: number, decimals?: number) => string;
}

const HOUR = 3600;

/** `1 j 20 mnt`, `45 mnt`, `30 dtk` (the words from the strings). */
export function formatDuration(seconds: number, t: TFunction): string {
  const whole = Math.max(0, Math.round(seconds));
  const days = Math.floor(whole / (24 * HOUR));
  const hours = Math.floor((whole % (24 * HOUR)) / HOUR);
  const minutes = Math.floor((whole % HOUR) / 60);
  if (days > 0) return t('playback.units.daysHours', { days, hours });
  if (hours > 0) return t('playback.units.hoursMinutes', { hours, minutes });
  if (minutes > 0) return t('playback.units.minutes', { minutes });
  return t('playback.units.seconds', { seconds: whole });
}

export function playbackFormat(
  t: TFunction,
  language: string,
  { fromMs, durationS, zone }: { fromMs: number; durationS: number; zone: CompanyTimeZone },
): PlaybackFormat {
  const severalDays = durationS > 24 * HOUR;
  const instant = (input: string | number, { seconds = false } = {}) =>
    formatCompany(input, `${severalDays ? 'ddd D MMM ' : ''}HH:mm${seconds ? ':ss' : ''}`, {
      language,
      zone,
    });
  const number = (value: number, decimals = 0) =>
    formatNumber(value, language, { maximumFractionDigits: decimals });
  return {
    time: (s, options) => instant(fromMs + s * 1000, options),
    range: (startS, endS) => {
      const start = fromMs + startS * 1000;
      const end = fromMs + endS * 1000;
      const sameDay =
        formatCompany(start, 'YYYY-MM-DD', { language, zone }) ===
        formatCompany(end, 'YYYY-MM-DD', { language, zone });
      return `${instant(start)} – ${sameDay ? formatCompany(end, 'HH:mm', { language, zone }) : instant(end)}`;
    },
    day: (s) => formatCompany(fromMs + s * 1000, 'ddd D', { language, zone }),
    hourMinute: (s) => formatCompany(fromMs + s * 1000, 'HH:mm', { language, zone }),
    instant,
    duration: (s) => formatDuration(s, t),
    km: (km) => t('playback.units.km', { value: number(km, 1) }),
    speed: (kmh) => t('playback.units.kmh', { value: number(kmh) }),
    number,
  };
}
