import type { CostEntry, CostSummary } from '@armada/contracts/costs';
import { formatNumber } from '@/lib/format-number';

/** COST-12: whole Rupiah as Indonesians write it, `Rp 1.250.000` (also in English). */
export function formatRupiah(amount: number): string {
  return `Rp ${formatNumber(Math.round(amount), 'id')}`;
}

/** `2026-11` as "Nov 2026" in the language. */
export function formatMonth(month: string, language: string): string {
  const at = Date.parse(`${month}-01T00:00:00Z`);
  if (!Number.isFinite(at)) return month;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}

/** `YYYY-MM` of a company day, and the month `offset` months before or after it. */
export function shiftMonth(month: string, offset: number): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * COST-12: a string as Rupiah typed by a person (`1.250.000`, `Rp 1250000`): whole Rupiah, or
 * null when it is not one (a negative or fractional amount included).
 */
export function parseRupiahInput(text: string): number | null {
  const clean = text.replace(/^\s*rp\.?\s*/i, '').trim();
  if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(clean)) return null;
  const value = Number(clean.replace(/\./g, ''));
  return value > 0 ? value : null;
}

const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** COST-12: the per-vehicle figures as CSV (plain integers, so a spreadsheet can sum them). */
export function summaryCsv(
  rows: CostSummary['data']['vehicles'],
  header: readonly string[],
): string {
  const lines = [header.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.month,
        r.vehicle.license_plate,
        r.fuel,
        r.toll,
        r.maintenance,
        r.other,
        r.total,
        r.km,
        r.deliveries,
        r.cost_per_km,
        r.cost_per_delivery,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\n')}\n`;
}

/**
 * COST-12: cost entries as CSV: the time as written on the company clock, the kind (or the other
 * cost's category) in the language, plain integers and litres for a spreadsheet to sum.
 */
export function entriesCsv(
  entries: readonly CostEntry[],
  header: readonly string[],
  kindText: (entry: CostEntry) => string,
  timeText: (entry: CostEntry) => string,
): string {
  const lines = [header.map(csvCell).join(',')];
  for (const e of entries) {
    lines.push(
      [
        timeText(e),
        kindText(e),
        e.vehicle?.license_plate ?? '',
        e.place,
        e.reference,
        e.litres,
        e.amount,
        e.notes,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\n')}\n`;
}

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(text: string, fileName: string): void {
  const blob = new Blob([text], { type: 'text/csv' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
