import { Unzip, UnzipInflate } from 'fflate';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import {
  DELIVERY_ORDER_IMPORT_CONTENT_TYPES,
  DELIVERY_ORDER_IMPORT_LIMITS,
  type DeliveryOrderImportFormat,
} from '@armada/contracts/delivery-orders';
import { HTTP_ERROR_CODES, SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { ServiceError } from '../../services/service-error';

/**
 * Reading an import file into rows of cells (DLV-25 … DLV-27). Everything a hostile file can do
 * is stopped here, before a row is checked: the size was already bounded by the route's body
 * limit; an XLSX's zip entries are counted and inflated with a byte counter before the
 * spreadsheet parser sees them; a CSV must be UTF-8. Each refusal is a 4xx with its reason.
 */

export type Cell = string | number | boolean | Date | null;

export interface ImportSheet {
  format: DeliveryOrderImportFormat;
  /** The first row, as written. */
  header: string[];
  /** The order rows with their spreadsheet row number (the header is row 1). */
  rows: { row: number; cells: Cell[] }[];
  /** XLSX cells holding a formula, as `row:column index` (DLV-27). */
  formulaCells: ReadonlySet<string>;
}

const L = DELIVERY_ORDER_IMPORT_LIMITS;

function refuse(
  status: number,
  reason: (typeof SERVER_ERROR_REASONS)[keyof typeof SERVER_ERROR_REASONS],
  message: string,
  params?: Record<string, string | number>,
): ServiceError {
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : HTTP_ERROR_CODES.badRequest;
  return new ServiceError(status, status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : code, message, {
    reason,
    ...(params ? { params } : {}),
  });
}

export const importErrors = {
  tooLarge: () =>
    refuse(
      413,
      SERVER_ERROR_REASONS.deliveryOrderImportTooLarge,
      `The file is larger than ${L.maxBytes} bytes (${L.maxBytes / 1024 / 1024} MB); split it into smaller files.`,
      { max: L.maxBytes },
    ),
  unsupportedType: (type: string) =>
    refuse(
      415,
      SERVER_ERROR_REASONS.deliveryOrderImportUnsupportedType,
      `Send the file as CSV (text/csv) or XLSX (${DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx}), not ${type || 'without a content type'}.`,
      { type: type.slice(0, 100) },
    ),
  empty: () =>
    refuse(
      400,
      SERVER_ERROR_REASONS.deliveryOrderImportEmpty,
      'The file is empty: it needs the header row of the template and at least one order row.',
    ),
  invalidEncoding: () =>
    refuse(
      400,
      SERVER_ERROR_REASONS.deliveryOrderImportInvalidEncoding,
      'The CSV file is not UTF-8 text; save it as "CSV UTF-8" and try again.',
    ),
  notSpreadsheet: () =>
    refuse(
      400,
      SERVER_ERROR_REASONS.deliveryOrderImportNotSpreadsheet,
      'The file is not a readable XLSX workbook (an old .xls or a damaged file); save it as .xlsx or CSV.',
    ),
  spreadsheetTooLarge: () =>
    refuse(
      400,
      SERVER_ERROR_REASONS.deliveryOrderImportSpreadsheetTooLarge,
      `The workbook would unpack to more than ${L.maxUncompressedBytes} bytes or ${L.maxZipEntries} parts; it was not opened.`,
      { max: L.maxUncompressedBytes },
    ),
  tooManyRows: () =>
    refuse(
      400,
      SERVER_ERROR_REASONS.deliveryOrderImportTooManyRows,
      `The file has more than ${L.maxRows} order rows; split it into smaller files.`,
      { max: L.maxRows },
    ),
};

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);

/** Which reader a body goes to: the content type, and for a generic one the first bytes. */
export function formatOf(contentType: string, bytes: Uint8Array): DeliveryOrderImportFormat {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx) return 'xlsx';
  if (type === 'text/csv' || type === 'application/csv' || type === 'text/plain') return 'csv';
  if (type === 'application/octet-stream' || type === 'application/vnd.ms-excel') {
    return startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, OLE_MAGIC) ? 'xlsx' : 'csv';
  }
  throw importErrors.unsupportedType(type);
}

export async function readImportFile(contentType: string, bytes: Uint8Array): Promise<ImportSheet> {
  if (bytes.length > L.maxBytes) throw importErrors.tooLarge();
  const format = formatOf(contentType, bytes);
  if (bytes.length === 0) throw importErrors.empty();
  const sheet = format === 'csv' ? readCsv(bytes) : await readXlsx(bytes);
  if (sheet.header.every((cell) => cell === '')) throw importErrors.empty();
  if (sheet.rows.length === 0) throw importErrors.empty();
  return sheet;
}

// ---- CSV ---------------------------------------------------------------------------------------

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

function readCsv(bytes: Uint8Array): ImportSheet {
  if (UTF16_BOMS.some((bom) => startsWith(bytes, bom))) throw importErrors.invalidEncoding();
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw importErrors.invalidEncoding();
  }
  // A NUL is never in a text file: a binary file sent as CSV.
  if (text.includes('\u0000')) throw importErrors.invalidEncoding();
  if (text.trim() === '') throw importErrors.empty();
  // Stop one row past the limit: a huge file costs no more than a full one (DLV-26).
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    preview: L.maxRows + 2,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const [header = [], ...data] = parsed.data;
  if (data.length > L.maxRows) throw importErrors.tooManyRows();
  // Papa drops blank lines, so the line number is counted from its row indexes: the report's
  // row is the data row's place under the header, as a spreadsheet numbers it.
  return {
    format: 'csv',
    header: header.slice(0, L.maxColumns + 1).map((cell) => cell.trim()),
    rows: data.map((cells, index) => ({ row: index + 2, cells })),
    formulaCells: new Set(),
  };
}

// ---- XLSX --------------------------------------------------------------------------------------

/** The worksheet read (read-excel-file's first sheet) and the only part scanned for formulas. */
const FIRST_SHEET = 'xl/worksheets/sheet1.xml';

/**
 * Walks the zip's entries with a byte counter before any parser inflates them (DLV-27): more
 * entries or more uncompressed bytes than the limits stop it, whatever the headers declare.
 * Keeps the first worksheet's XML to find formula cells.
 */
export function inspectXlsx(bytes: Uint8Array): { sheetXml: string | null } {
  if (startsWith(bytes, OLE_MAGIC) || !startsWith(bytes, ZIP_MAGIC)) {
    throw importErrors.notSpreadsheet();
  }
  let entries = 0;
  let total = 0;
  const sheetChunks: Uint8Array[] = [];
  const tooLarge = new Error('too large');
  const unzip = new Unzip((file) => {
    entries++;
    if (entries > L.maxZipEntries) throw tooLarge;
    if ((file.originalSize ?? 0) > L.maxUncompressedBytes) throw tooLarge;
    const keep = file.name === FIRST_SHEET;
    file.ondata = (error, chunk) => {
      if (error) throw error;
      total += chunk.length;
      if (total > L.maxUncompressedBytes) throw tooLarge;
      if (keep) sheetChunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (error) {
    if (error === tooLarge) throw importErrors.spreadsheetTooLarge();
    throw importErrors.notSpreadsheet();
  }
  if (entries === 0) throw importErrors.notSpreadsheet();
  if (sheetChunks.length === 0) return { sheetXml: null };
  return { sheetXml: Buffer.concat(sheetChunks).toString('utf8') };
}

/** Column letters to a 0-based index: A → 0, AA → 26. */
function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** `row:column` of every cell with a formula (`<c r="D5"><f>…</f>`) in the sheet's XML. */
export function formulaCellsOf(sheetXml: string | null): Set<string> {
  const found = new Set<string>();
  // The common case, no formula at all, costs one scan.
  if (!sheetXml || !/<f[\s>/]/.test(sheetXml)) return found;
  const cell = /<c\s[^>]*?r="([A-Z]{1,3})([0-9]{1,7})"[^>]*?(?:\/>|>([\s\S]*?)<\/c>)/g;
  for (let match = cell.exec(sheetXml); match; match = cell.exec(sheetXml)) {
    const inner = match[3];
    if (inner && /<f[\s>/]/.test(inner)) {
      found.add(`${Number(match[2])}:${columnIndex(match[1] ?? 'A')}`);
    }
  }
  return found;
}

async function readXlsx(bytes: Uint8Array): Promise<ImportSheet> {
  const { sheetXml } = inspectXlsx(bytes);
  let data: Cell[][];
  try {
    data = (await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length), {
      trim: true,
    })) as unknown as Cell[][];
  } catch {
    throw importErrors.notSpreadsheet();
  }
  const [header = [], ...rest] = data;
  const rows = rest
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell !== null && cell !== ''));
  if (rows.length > L.maxRows) throw importErrors.tooManyRows();
  return {
    format: 'xlsx',
    header: header.slice(0, L.maxColumns + 1).map((cell) => (cell === null ? '' : String(cell))),
    rows,
    formulaCells: formulaCellsOf(sheetXml),
  };
}
