import {
  ADDRESS_FILE_COLUMNS,
  type Address,
  type AddressExportFormat,
} from '@armada/contracts/customers';
import { excelJs } from '../../lib/file-format-libraries';

/**
 * ADDR-11: the address book as a file to keep, and to import back (ADDR-12): the columns are the
 * import's own names, so an edited export re-imports as it is. CSV is UTF-8 with a byte order
 * mark (spreadsheet programs then read the Indonesian letters); XLSX is written by ExcelJS (the
 * reports' and licences' library) with a bold frozen header. Texts that start like a formula are
 * defused in the CSV.
 */

type Cell = string | number | boolean;

function rowOf(address: Address): Cell[] {
  return ADDRESS_FILE_COLUMNS.map((column): Cell => {
    const value = address[column];
    if (value === undefined || value === null) return column === 'is_active' ? true : '';
    return value;
  });
}

function csvField(value: Cell): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function addressesFile(
  addresses: readonly Address[],
  format: AddressExportFormat,
): Promise<Buffer> {
  const header = [...ADDRESS_FILE_COLUMNS];
  if (format === 'csv') {
    const lines = [header, ...addresses.map(rowOf)].map((row) => row.map(csvField).join(','));
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new (excelJs().Workbook)();
  const sheet = workbook.addWorksheet('Alamat', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(header).font = { bold: true };
  for (const address of addresses) sheet.addRow(rowOf(address));
  // RT, RW and postcodes are text: "003" and "01234" keep their zeros.
  for (const column of ['rt', 'rw', 'postal_code'] as const) {
    sheet.getColumn(ADDRESS_FILE_COLUMNS.indexOf(column) + 1).numFmt = '@';
  }
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(10, (header[index] ?? '').length + 4);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
