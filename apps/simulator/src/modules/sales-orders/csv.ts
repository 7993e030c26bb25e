import type { ListQuery } from '@armada/contracts/shared';
import { runListQuery, type ListSpec } from '../../engine/list-engine';

/**
 * CSV for spreadsheets and accounting programs (SO-10, INV-13), as the reports write it
 * (RPT-12): UTF-8 with a BOM so Excel reads the accents, comma-separated, CRLF lines, a cell
 * quoted when it holds a comma, a quote or a line break; a cell starting with = + - @ gets a
 * leading apostrophe so a spreadsheet never runs it as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvText(
  header: readonly string[],
  rows: readonly (string | number | null)[][],
): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Every item the query's filters, search and sorts select (no paging), at most `max`. */
export function everyPage<T>(
  items: readonly T[],
  spec: ListSpec<T>,
  query: ListQuery,
  max: number,
): T[] {
  const { data } = runListQuery(items, spec, { ...query, limit: 1, page: 1 });
  const byId = new Map(items.map((item) => [spec.idOf(item), item]));
  return data.ids.slice(0, max).flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
}
