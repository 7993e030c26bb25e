import type { WorkOrder } from '@armada/contracts/maintenance';
import { excelJs } from '../../lib/file-format-libraries';

/**
 * MNT-15: the work-order list as a file people keep: CSV (UTF-8 with a byte-order mark, so
 * spreadsheet programs read the Indonesian text) or XLSX (ExcelJS, as the reports, ADR 0032),
 * in the user's language; amounts as whole Rupiah numbers, days as `YYYY-MM-DD`.
 */
export type ExportLanguage = 'id' | 'en';
export const EXPORT_MAX_ROWS = 10_000;

const HEADERS: Record<ExportLanguage, readonly string[]> = {
  id: [
    'Nomor',
    'Status',
    'Kendaraan',
    'Bengkel',
    'Rencana servis',
    'Mulai',
    'Selesai',
    'Tugas',
    'Suku cadang (Rp)',
    'Jasa (Rp)',
    'Total (Rp)',
    'Catatan',
  ],
  en: [
    'Number',
    'Status',
    'Vehicle',
    'Workshop',
    'Service plan',
    'Start',
    'End',
    'Tasks',
    'Parts (Rp)',
    'Labour (Rp)',
    'Total (Rp)',
    'Notes',
  ],
};

const STATUS: Record<ExportLanguage, Record<WorkOrder['status'], string>> = {
  id: { OPEN: 'Terbuka', IN_PROGRESS: 'Dikerjakan', DONE: 'Selesai' },
  en: { OPEN: 'Open', IN_PROGRESS: 'In progress', DONE: 'Done' },
};

function rowOf(order: WorkOrder, language: ExportLanguage): (string | number)[] {
  return [
    order.number,
    STATUS[language][order.status],
    order.vehicle.license_plate,
    order.workshop,
    order.plan?.name ?? '',
    order.planned_start_on,
    order.planned_end_on,
    order.tasks.map((task) => task.description).join('; '),
    order.parts_cost,
    order.labour_cost,
    order.total_cost,
    order.notes,
  ];
}

/** A CSV cell: quoted when needed; a leading =, +, - or @ is kept as text (formula injection). */
function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function workOrdersCsv(orders: readonly WorkOrder[], language: ExportLanguage): Buffer {
  const lines = [HEADERS[language], ...orders.map((o) => rowOf(o, language))].map((row) =>
    row.map(csvCell).join(','),
  );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function workOrdersXlsx(
  orders: readonly WorkOrder[],
  language: ExportLanguage,
): Promise<Buffer> {
  const workbook = new (excelJs().Workbook)();
  const sheet = workbook.addWorksheet(language === 'id' ? 'Perintah kerja' : 'Work orders', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.addRow([...HEADERS[language]]).font = { bold: true };
  for (const order of orders) sheet.addRow(rowOf(order, language));
  for (const column of [9, 10, 11]) sheet.getColumn(column).numFmt = '#,##0';
  sheet.columns.forEach((column, index) => {
    column.width = index === 7 || index === 11 ? 40 : 16;
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 12 } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
