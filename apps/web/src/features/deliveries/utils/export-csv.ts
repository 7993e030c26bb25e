import type { DeliveryOrderListItem } from '@armada/contracts/delivery-orders';

/**
 * DLV-24: a cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) is written with a leading apostrophe, so opening the export never runs it.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV field: neutralised, quoted when it holds a separator, a quote or a line break. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutraliseCell(value);
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const EXPORT_COLUMNS = [
  'number',
  'status',
  'created_on',
  'planned_date',
  'customer',
  'origin',
  'destination',
  'city',
  'province',
  'load_weight',
  'load_volume',
  'run_id',
  'vehicle_id',
] as const;

/** The rows as CSV text (header first, CRLF line ends, numbers with a decimal point). */
export function deliveriesCsv(
  rows: readonly DeliveryOrderListItem[],
  header: Readonly<Record<(typeof EXPORT_COLUMNS)[number], string>>,
): string {
  const lines = [EXPORT_COLUMNS.map((column) => csvField(header[column])).join(',')];
  for (const row of rows) {
    const cells: (string | number | null)[] = [
      row.number,
      row.status.name,
      row.created_on,
      row.planned_date,
      row.shipped_customer.name,
      row.origin_address.name,
      row.destination_address.name,
      row.destination_address.city,
      row.destination_address.province,
      row.load_weight,
      row.load_volume,
      row.run?.id ?? null,
      row.vehicle?.id ?? null,
    ];
    lines.push(cells.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
