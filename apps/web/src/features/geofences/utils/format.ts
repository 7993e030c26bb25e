import { formatNumber } from '@/lib/format-number';

/** A distance for Indonesian readers: "850 m", "1,2 km" ("1.2 km" in English). */
export function formatMetres(value: number, language: string): string {
  if (value >= 1000) {
    return `${formatNumber(value / 1000, language, { maximumFractionDigits: 1 })} km`;
  }
  return `${formatNumber(value, language)} m`;
}
