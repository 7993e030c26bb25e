import type { Address, Customer } from '@armada/contracts/customers';
import {
  CALENDAR_DAY_PATTERN,
  CLOCK_TIME_PATTERN,
  DELIVERY_ORDER_IMPORT_COLUMNS,
  DELIVERY_ORDER_IMPORT_LIMITS,
  DELIVERY_ORDER_IMPORT_REQUIRED_COLUMNS,
  DELIVERY_ORDER_LIMITS,
  type DeliveryOrderImportColumn,
  type DeliveryOrderImportProblem,
  type DeliveryOrderImportProblemCode,
} from '@armada/contracts/delivery-orders';
import type { GeocodedPlace, PlaceGeocoder } from '../../domain/geocoding/forward-geocode';
import type { Cell, ImportSheet } from './read-import-file';

/**
 * Checking every row of an import file against the company's books (DLV-28 … DLV-30): what is
 * wrong, row by row and column by column, and for the valid rows the order to save. Pure: the
 * service hands in the books, so a check reads nothing twice and writes nothing.
 */

/** A destination not in the address book: commit adds it (DLV-29). */
export interface NewDestination {
  /** Rows naming the same place for the same customer share one new address. */
  key: string;
  name: string;
  customerId: number;
  place: GeocodedPlace;
}

export interface PreparedOrder {
  row: number;
  customer: Customer;
  origin: Address;
  destination: { address: Address } | { new: NewDestination };
  plannedDate: string | null;
  window: { start: string; end: string } | null;
  weight: number;
  volume: number;
  notes: string;
  confirm: boolean;
}

export interface CheckedRows {
  rows: number;
  valid: PreparedOrder[];
  invalidRows: number;
  problems: DeliveryOrderImportProblem[];
  problemsTotal: number;
}

export interface Books {
  customers: readonly Customer[];
  addresses: readonly Address[];
  geocoder: PlaceGeocoder;
}

const MESSAGES: Record<DeliveryOrderImportProblemCode, string> = {
  missingColumn: 'A required column is missing from the header.',
  unknownColumn: 'This column is not in the template; it was ignored.',
  duplicateColumn: 'This column appears twice in the header.',
  required: 'A value is required.',
  unknownCustomer: 'No customer of the company has this code, id or name.',
  unknownOrigin: 'No address of the company has this id or name.',
  unmatchedDestination:
    'Not in the address book, and destination_district / destination_city name no known place.',
  invalidDate: 'Not a calendar day YYYY-MM-DD.',
  invalidTime: 'Not a time HH:MM.',
  windowOrder: 'The window must start before it ends.',
  invalidNumber: `Not a number from 0 to ${DELIVERY_ORDER_LIMITS.maxLoad}.`,
  invalidBoolean: 'Write ya/tidak (yes/no), or leave it empty.',
  tooLong: `Longer than ${DELIVERY_ORDER_IMPORT_LIMITS.maxCellChars} characters.`,
  formula: 'Formulas are not accepted; type the value itself.',
};

/** Lower case, single spaces: how names are compared. */
export function nameKey(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const DAY_RE = new RegExp(CALENDAR_DAY_PATTERN);
const TIME_RE = new RegExp(CLOCK_TIME_PATTERN);
const TRUE_WORDS = new Set(['ya', 'y', 'yes', 'true', '1', 'benar']);
const FALSE_WORDS = new Set(['tidak', 't', 'no', 'n', 'false', '0', 'salah']);
/** Days between 1899-12-30 (Excel's day 0) and 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;

function textOf(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
}

function isCalendarDay(day: string): boolean {
  if (!DAY_RE.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** A day from text, an XLSX date, or an Excel day number. */
function dayOf(cell: Cell | undefined): string | null | undefined {
  if (cell === null || cell === undefined || cell === '') return null;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'number' && cell > 0 && cell < 2_958_466) {
    return new Date((Math.floor(cell) - EXCEL_EPOCH_DAYS) * 86_400_000).toISOString().slice(0, 10);
  }
  const text = textOf(cell);
  return isCalendarDay(text) ? text : undefined;
}

/** A time from `H:MM`/`HH:MM` text, an XLSX time (a Date on 1899-12-30) or a day fraction. */
function timeOf(cell: Cell | undefined): string | null | undefined {
  if (cell === null || cell === undefined || cell === '') return null;
  if (cell instanceof Date) return cell.toISOString().slice(11, 16);
  if (typeof cell === 'number' && cell >= 0 && cell < 1) {
    const minutes = Math.round(cell * 24 * 60);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    return `${hh}:${String(minutes % 60).padStart(2, '0')}`;
  }
  const text = textOf(cell).replace('.', ':');
  const padded = /^[0-9]:/.test(text) ? `0${text}` : text;
  return TIME_RE.test(padded) ? padded : undefined;
}

/** Kilograms or cubic metres; "1.234,5" and "1234.5" both read as 1234.5. */
function numberOf(cell: Cell | undefined): number | null | undefined {
  if (cell === null || cell === undefined || cell === '') return null;
  let value: number;
  if (typeof cell === 'number') value = cell;
  else {
    const text = textOf(cell).replace(/\s/g, '');
    const normalised = /,\d{1,3}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text;
    value = /^[0-9]+(\.[0-9]+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
  }
  return Number.isFinite(value) && value >= 0 && value <= DELIVERY_ORDER_LIMITS.maxLoad
    ? Math.round(value * 1000) / 1000
    : undefined;
}

function booleanOf(cell: Cell | undefined): boolean | undefined {
  if (cell === null || cell === undefined || cell === '') return false;
  if (typeof cell === 'boolean') return cell;
  const word = nameKey(textOf(cell));
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** Looks records up by id, code or name, each compared case-insensitively. */
class Index<T extends { id: number; name: string }> {
  private readonly byKey = new Map<string, T>();

  constructor(records: readonly T[], extraKeys: (record: T) => string[] = () => []) {
    // Names may repeat in a book: the lowest id keeps the name (records come in id order).
    for (const record of records) {
      for (const key of [`#${record.id}`, ...extraKeys(record), nameKey(record.name)]) {
        if (key && !this.byKey.has(key)) this.byKey.set(key, record);
      }
    }
  }

  find(text: string): T | undefined {
    const key = nameKey(text);
    if (/^[0-9]+$/.test(key)) return this.byKey.get(`#${Number(key)}`) ?? this.byKey.get(key);
    return this.byKey.get(`code:${key}`) ?? this.byKey.get(key);
  }
}

export function checkRows(sheet: ImportSheet, books: Books): CheckedRows {
  const problems: DeliveryOrderImportProblem[] = [];
  let problemsTotal = 0;
  const add = (
    row: number,
    column: string | null,
    code: DeliveryOrderImportProblemCode,
    value: Cell | undefined,
  ) => {
    problemsTotal++;
    if (problems.length >= DELIVERY_ORDER_IMPORT_LIMITS.maxProblems) return;
    const text = textOf(value);
    problems.push({
      row,
      column,
      code,
      value: text === '' ? null : text.slice(0, 100),
      message: MESSAGES[code],
    });
  };

  // The header: each template column at most once, the required ones present (DLV-28).
  const columnAt = new Map<DeliveryOrderImportColumn, number>();
  sheet.header.forEach((title, index) => {
    const key = nameKey(title).replace(/[\s-]+/g, '_');
    if (key === '') return;
    const column = DELIVERY_ORDER_IMPORT_COLUMNS.find((name) => name === key);
    if (!column) add(1, title.slice(0, 100), 'unknownColumn', title);
    else if (columnAt.has(column)) add(1, column, 'duplicateColumn', title);
    else columnAt.set(column, index);
  });
  const missing = DELIVERY_ORDER_IMPORT_REQUIRED_COLUMNS.filter((c) => !columnAt.has(c));
  for (const column of missing) add(1, column, 'missingColumn', null);
  if (missing.length > 0) {
    return {
      rows: sheet.rows.length,
      valid: [],
      invalidRows: sheet.rows.length,
      problems,
      problemsTotal,
    };
  }

  const customers = new Index(books.customers, (c) => [`code:${nameKey(c.code)}`]);
  const addresses = new Index(books.addresses);
  const newDestinations = new Map<string, NewDestination>();
  const valid: PreparedOrder[] = [];
  let invalidRows = 0;

  for (const { row, cells } of sheet.rows) {
    const before = problemsTotal;
    const cellOf = (column: DeliveryOrderImportColumn): Cell | undefined => {
      const index = columnAt.get(column);
      return index === undefined ? undefined : cells[index];
    };
    // DLV-27: a formula is never read for its value; the cell is refused.
    for (const [column, index] of columnAt) {
      if (sheet.formulaCells.has(`${row}:${index}`)) add(row, column, 'formula', cells[index]);
    }
    for (const [column] of columnAt) {
      if (textOf(cellOf(column)).length > DELIVERY_ORDER_IMPORT_LIMITS.maxCellChars) {
        add(row, column, 'tooLong', cellOf(column));
      }
    }
    const text = (column: DeliveryOrderImportColumn) => textOf(cellOf(column));

    const customerText = text('customer');
    const customer = customerText ? customers.find(customerText) : undefined;
    if (!customerText) add(row, 'customer', 'required', null);
    else if (!customer) add(row, 'customer', 'unknownCustomer', customerText);

    const originText = text('origin');
    const origin = originText ? addresses.find(originText) : undefined;
    if (!originText) add(row, 'origin', 'required', null);
    else if (!origin) add(row, 'origin', 'unknownOrigin', originText);

    // DLV-29: the address book first, then the world's places.
    const destinationText = text('destination');
    let destination: PreparedOrder['destination'] | undefined;
    if (!destinationText) add(row, 'destination', 'required', null);
    else {
      const known = addresses.find(destinationText);
      if (known) destination = { address: known };
      else {
        const place = books.geocoder.geocode(
          text('destination_district'),
          text('destination_city'),
        );
        if (typeof place === 'string') {
          add(row, 'destination', 'unmatchedDestination', destinationText);
        } else if (customer) {
          const name = destinationText.slice(0, DELIVERY_ORDER_LIMITS.maxName);
          const key = `${customer.id}|${nameKey(name)}|${place.district}|${place.city}`;
          const shared = newDestinations.get(key) ?? {
            key,
            name,
            customerId: customer.id,
            place,
          };
          newDestinations.set(key, shared);
          destination = { new: shared };
        }
      }
    }

    const plannedDate = dayOf(cellOf('planned_date'));
    if (plannedDate === undefined) add(row, 'planned_date', 'invalidDate', cellOf('planned_date'));
    const start = timeOf(cellOf('window_start'));
    const end = timeOf(cellOf('window_end'));
    if (start === undefined) add(row, 'window_start', 'invalidTime', cellOf('window_start'));
    if (end === undefined) add(row, 'window_end', 'invalidTime', cellOf('window_end'));
    if ((start && !end) || (!start && end)) {
      add(row, start ? 'window_end' : 'window_start', 'required', null);
    } else if (start && end && start >= end)
      add(row, 'window_end', 'windowOrder', cellOf('window_end'));
    const weight = numberOf(cellOf('weight_kg'));
    const volume = numberOf(cellOf('volume_m3'));
    if (weight === undefined) add(row, 'weight_kg', 'invalidNumber', cellOf('weight_kg'));
    if (volume === undefined) add(row, 'volume_m3', 'invalidNumber', cellOf('volume_m3'));
    const confirm = booleanOf(cellOf('confirm'));
    if (confirm === undefined) add(row, 'confirm', 'invalidBoolean', cellOf('confirm'));

    if (problemsTotal > before || !customer || !origin || !destination) {
      invalidRows++;
      continue;
    }
    valid.push({
      row,
      customer,
      origin,
      destination,
      plannedDate: plannedDate ?? null,
      window: start && end ? { start, end } : null,
      weight: weight ?? 0,
      volume: volume ?? 0,
      notes: text('notes'),
      confirm: confirm ?? false,
    });
  }
  return { rows: sheet.rows.length, valid, invalidRows, problems, problemsTotal };
}
