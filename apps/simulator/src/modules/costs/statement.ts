import Papa from 'papaparse';
import { COST_IMPORT_COLUMNS, COST_LIMITS, type CostImportKind } from '@armada/contracts/costs';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { ServiceError } from '../../services/service-error';

/**
 * COST-4: reading a fuel-card or e-toll statement. The bytes must be UTF-8 CSV text (a
 * spreadsheet, a PDF or a picture renamed `.csv` is refused by its first bytes), the header
 * the statement's, and every row readable; the first problem is the answer, naming its row and
 * column, and nothing is kept (the caller stores only a fully read file).
 */

const R = SERVER_ERROR_REASONS;

/** One row of a statement, read but not yet tied to a vehicle. */
export interface StatementRow {
  /** The row as a spreadsheet numbers it (the header is row 1). */
  row: number;
  /** `YYYY-MM-DD` and minutes after midnight, on the company clock. */
  day: string;
  minutes: number;
  plate: string;
  amount: number;
  /** FUEL_CARD only. */
  litres: number | null;
  /** The station or the toll gate. */
  place: string;
  card: string;
}

const MAGIC: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip: XLSX, DOCX
  [0xd0, 0xcf, 0x11, 0xe0], // old Office
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0xff, 0xfe], // UTF-16
  [0xfe, 0xff],
];
const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((byte, i) => bytes[i] === byte);

const notCsv = () =>
  new ServiceError(
    400,
    'BAD_REQUEST',
    'The file is not a CSV text file (UTF-8); export the statement as CSV and try again.',
    { reason: R.costImportNotCsv, field: 'body.data' },
  );

const badRow = (row: number, column: string, problem: string, message: string) =>
  new ServiceError(400, 'BAD_REQUEST', `Row ${row}, column ${column}: ${message}`, {
    reason: R.costImportBadRow,
    field: 'body.data',
    params: { row, column, problem },
  });

/**
 * The text of a CSV file, or a refusal: the type is read from the bytes, never the name. The size
 * is bounded before (the request schema's base64 length and the route's body limit).
 */
export function csvText(bytes: Uint8Array): string {
  if (MAGIC.some((magic) => startsWith(bytes, magic))) throw notCsv();
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw notCsv();
  }
  // A control character other than tab and line breaks is never in a statement: a binary file.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text)) throw notCsv();
  return text;
}

/** `1.250.000`, `Rp 1.250.000`, `1250000`, `1,250,000`: whole Rupiah; null when not one. */
export function parseRupiah(raw: string): number | null {
  const text = raw.replace(/^rp\.?\s*/i, '').trim();
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(text)) return null;
  return Number(text.replace(/[.,]/g, ''));
}

/** `45,5` or `45.5` litres; null when not a positive number. */
export function parseLitres(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,3})?$/.test(text)) return null;
  const litres = Number(text);
  return litres > 0 ? litres : null;
}

/** `2026-11-03` or `03/11/2026` (day first, as Indonesian statements write it). */
export function parseDay(raw: string): string | null {
  const text = raw.trim();
  let year: number, month: number, day: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const local = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(text);
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) [day, month, year] = [Number(local[1]), Number(local[2]), Number(local[3])];
  else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** `08:15` or `08:15:30`: minutes after midnight; null when not a time. */
export function parseMinutes(raw: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(raw.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59 || Number(match[3] ?? 0) > 59) return null;
  return hours * 60 + minutes;
}

/** A plate as compared: upper case, no spaces. */
export const plateKey = (plate: string): string => plate.toUpperCase().replace(/\s+/g, '');

/** COST-4: the statement's rows, every one read, or the refusal of the first that is not. */
export function readStatement(kind: CostImportKind, text: string): StatementRow[] {
  const expected = COST_IMPORT_COLUMNS[kind];
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    preview: COST_LIMITS.maxImportRows + 2,
    delimitersToGuess: [',', ';', '\t'],
  });
  const [header = [], ...data] = parsed.data;
  const names = header.map((cell) => cell.trim().toLowerCase());
  if (names.length !== expected.length || expected.some((name, i) => names[i] !== name)) {
    throw new ServiceError(
      400,
      'BAD_REQUEST',
      `The first row must be the statement's columns: ${expected.join(', ')}.`,
      {
        reason: R.costImportBadHeader,
        field: 'body.data',
        params: { expected: expected.join(', ') },
      },
    );
  }
  if (data.length === 0) {
    throw new ServiceError(400, 'BAD_REQUEST', 'The statement has no row under its header.', {
      reason: R.costImportEmpty,
      field: 'body.data',
    });
  }
  if (data.length > COST_LIMITS.maxImportRows) {
    throw new ServiceError(
      400,
      'BAD_REQUEST',
      `The statement has more than ${COST_LIMITS.maxImportRows} rows; split it.`,
      {
        reason: R.costImportTooManyRows,
        field: 'body.data',
        params: { max: COST_LIMITS.maxImportRows },
      },
    );
  }
  return data.map((cells, index) => {
    const row = index + 2;
    const cell = (name: string) => (cells[expected.indexOf(name as never)] ?? '').trim();
    if (cells.length !== expected.length) {
      throw badRow(
        row,
        '-',
        'columns',
        `expected ${expected.length} cells, found ${cells.length}.`,
      );
    }
    const day = parseDay(cell('date'));
    if (!day) throw badRow(row, 'date', 'date', 'not a date (YYYY-MM-DD or DD/MM/YYYY).');
    const minutes = parseMinutes(cell('time'));
    if (minutes === null) throw badRow(row, 'time', 'time', 'not a time (HH:mm).');
    const plate = cell('plate');
    if (!plate) throw badRow(row, 'plate', 'required', 'the plate is missing.');
    const rawAmount = cell('amount');
    if (rawAmount.startsWith('-') || rawAmount.startsWith('(')) {
      throw badRow(row, 'amount', 'negative', 'a negative amount (a refund) cannot be imported.');
    }
    const amount = parseRupiah(rawAmount);
    if (amount === null || amount < 1 || amount > COST_LIMITS.maxAmount) {
      throw badRow(row, 'amount', 'amount', 'not a whole Rupiah amount above zero.');
    }
    let litres: number | null = null;
    if (kind === 'FUEL_CARD') {
      const rawLitres = cell('litres');
      if (rawLitres.startsWith('-')) {
        throw badRow(row, 'litres', 'negative', 'negative litres cannot be imported.');
      }
      litres = parseLitres(rawLitres);
      if (litres === null || litres > COST_LIMITS.maxLitres) {
        throw badRow(row, 'litres', 'litres', 'not a number of litres above zero.');
      }
    }
    const place = (kind === 'FUEL_CARD' ? cell('station') : cell('gate')).slice(
      0,
      COST_LIMITS.placeMax,
    );
    const card = cell('card').slice(0, COST_LIMITS.referenceMax);
    return { row, day, minutes, plate, amount, litres, place, card };
  });
}
