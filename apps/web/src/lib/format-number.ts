import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one number formatter of the app. Every number a user reads goes through it, so a screen
 * never shows "75.9" next to "340,5": Indonesian writes 1.234,5 and English 1,234.5. Units stay
 * in the strings ("{{value}} km/jam"), only the number is formatted here.
 */

type NumberLocale = 'id-ID' | 'en-US';

/** The Intl locale of an interface language; anything but English reads as Indonesian. */
export function numberLocale(language: string | undefined): NumberLocale {
  return language === 'en' || language?.startsWith('en-') ? 'en-US' : 'id-ID';
}

export interface NumberOptions {
  /** At most this many decimals (0 by default: counts). */
  maximumFractionDigits?: number;
  /** At least this many decimals ("2,50"); never more than the maximum. */
  minimumFractionDigits?: number;
}

// Live screens format thousands of numbers a second; a formatter costs far more to build than
// to use, so each locale and precision is built once.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: NumberLocale, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}|${min}|${max}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      // -0.01 rounded is no loss: "0", never "-0".
      signDisplay: 'negative',
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** A number as the language writes it: `formatNumber(340.5, 'id', { maximumFractionDigits: 1 })` is "340,5". */
export function formatNumber(value: number, language: string, options: NumberOptions = {}): string {
  if (!Number.isFinite(value)) return '-';
  const max = Math.max(0, options.maximumFractionDigits ?? 0);
  const min = Math.min(max, Math.max(0, options.minimumFractionDigits ?? 0));
  return formatter(numberLocale(language), min, max).format(value);
}

/** The words for millions and billions: "jt" (juta) and "M" (miliar) in Indonesian. */
const SCALE_SUFFIXES: Record<NumberLocale, { million: string; billion: string }> = {
  'id-ID': { million: ' jt', billion: ' M' },
  'en-US': { million: 'M', billion: 'B' },
};

const MILLION = 1e6;
const BILLION = 1e9;

/**
 * A count shortened from a million up and again from a billion up, in full below: 999.999,
 * "1,2 jt", "3,5 M" in Indonesian; 999,999, "1.2M", "3.5B" in English. Nothing is shortened at
 * thousands, and a trillion stays in billions ("1.500 M"). A value that rounds up to the next
 * step moves to it (999,960,000 is "1 M", not "1.000 jt").
 */
export function formatCompactNumber(
  value: number,
  language: string,
  maximumFractionDigits = 1,
): string {
  if (!Number.isFinite(value)) return '-';
  const locale = numberLocale(language);
  const suffixes = SCALE_SUFFIXES[locale];
  const digits = Math.max(0, maximumFractionDigits);
  const round = (scaled: number) => {
    const factor = 10 ** digits;
    return Math.round(scaled * factor) / factor;
  };
  const magnitude = Math.abs(value);
  const sign = value < 0 ? -1 : 1;
  const format = (scaled: number) => formatter(locale, 0, digits).format(sign * scaled);
  const inMillions = round(magnitude / MILLION);
  if (magnitude >= BILLION || inMillions >= 1000) {
    return `${format(round(magnitude / BILLION))}${suffixes.billion}`;
  }
  if (magnitude >= MILLION) {
    return `${format(inMillions)}${suffixes.million}`;
  }
  return formatter(locale, 0, 0).format(value);
}

export interface NumberFormatters {
  /** `formatNumber` in the interface language. */
  number: (value: number, options?: NumberOptions) => string;
  /** `formatCompactNumber` in the interface language. */
  compact: (value: number, maximumFractionDigits?: number) => string;
}

/** The formatters bound to the interface language; they change when the language does. */
export function useNumberFormat(): NumberFormatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      number: (value, options) => formatNumber(value, language, options),
      compact: (value, digits) => formatCompactNumber(value, language, digits),
    }),
    [language],
  );
}

/**
 * A position as maps and GPS devices write it, "-6.20000, 106.81667" in every language: a comma
 * decimal would read as a third number, and people paste these into map searches.
 */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}
