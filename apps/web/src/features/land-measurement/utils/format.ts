import { formatNumber } from '@/lib/format-number';

/** LAND-3: hectares to four decimals, "4,9776 ha" ("4.9776 ha" in English). */
export function formatHectares(value: number, language: string): string {
  return `${formatNumber(value, language, { minimumFractionDigits: 4, maximumFractionDigits: 4 })} ha`;
}

/** LAND-3: square metres to a tenth, "49.776,2 m²". */
export function formatSquareMetres(value: number, language: string): string {
  return `${formatNumber(value, language, { maximumFractionDigits: 1 })} m²`;
}

/** LAND-3: a perimeter, "897,6 m", or "12,35 km" from ten kilometres. */
export function formatLength(value: number, language: string): string {
  if (value >= 10_000) {
    return `${formatNumber(value / 1000, language, { maximumFractionDigits: 2 })} km`;
  }
  return `${formatNumber(value, language, { maximumFractionDigits: 1 })} m`;
}
