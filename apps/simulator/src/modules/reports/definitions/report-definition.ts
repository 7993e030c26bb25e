import { COMPANY_TIME_ZONE_INFO, type CompanyTimeZone } from '@armada/contracts/company';
import type { ReportInfo, ReportLanguage, ReportValue } from '@armada/contracts/reports';
import type { MediaAlert } from '../../../engine/media/media-outcomes';
import type { ClipState } from '../../../services/alert-media-service';
import type { DocumentStore } from '../../../store/document-store';
import type { SqlExecutor } from '../../../store/sql-client';

const DAY_MS = 86_400_000;

/**
 * One report (docs/rules/reports.md RPT-1): everything about it in one file under
 * `definitions/`, listed once in `definitions/index.ts`. The catalogue, the table, the chart and
 * every export are drawn from it; nothing else names a report.
 */

/** The filters of a run, checked and resolved (RPT-4, RPT-5). */
export interface ReportScope {
  companyId: number;
  zone: CompanyTimeZone;
  language: ReportLanguage;
  /** Company days, both included. */
  fromDay: string;
  toDay: string;
  /** Epoch ms of the period: [fromMs, toMs). */
  fromMs: number;
  toMs: number;
  /** Epoch ms of 00:00 WIB of the first and after the last day (the driving rollup's key). */
  fromWibDay: number;
  toWibDay: number;
  /** The vehicles asked for (through vehicles and groups); null: all the company's. */
  vehicleIds: number[] | null;
  /** The drivers asked for; null: all. */
  driverIds: number[] | null;
  /** Their names (alerts keep the driver's name, not the id). */
  driverNames: string[] | null;
  /** Every vehicle and driver of the company, to name them in SQL (`namesOf`). */
  fleet: {
    vehicleIds: number[];
    plates: string[];
    driverIds: number[];
    driverNames: string[];
    /** The vehicles with a refrigerated box (TELEM-9). */
    refrigeratedIds: number[];
    /** The vehicles whose device has a dashcam (MEDIA-1). */
    cameraIds: number[];
  };
}

/** Adds a parameter to the query and answers its placeholder (`$3`). */
export type Param = (value: unknown) => string;

export interface ReportQuery {
  /**
   * A SELECT whose output columns are named as the definition's columns (extra ones start `_`).
   * A query with `rows` reads the table's rows from its third argument when one is given (a
   * parenthesised SELECT of them, a page of them), else from `rows.sql`.
   */
  sql: (scope: ReportScope, param: Param, rows?: string) => string;
  /**
   * Columns that make the order total, after the sort asked for (RPT-3): pages and exports
   * never repeat or skip a row.
   */
  order: readonly string[];
  /** The table a report lists, one output row per row of it (RPT-3 at fleet scale). */
  rows?: ReportRows;
}

/**
 * The rows a report lists, before they are named (vehicle plates, driver names joined to them).
 * Their number is the result's size, counted without the joins; a page in one of `sorts` is
 * picked off the table's index first and only its rows are named (ADR 0056).
 */
export interface ReportRows {
  /** `SELECT <alias>.* FROM <table> <alias> WHERE ...`: the table's rows in the scope. */
  sql: (scope: ReportScope, param: Param) => string;
  /** The column of `sql` that the output names `_id` (the query's `order`): unique. */
  id: string;
  /** Sort keys of the output that are a NOT NULL column of `sql`: the key and that column. */
  sorts: Readonly<Record<string, string>>;
}

export interface ChartQuery {
  /** A SELECT of `x` (text) and one column per series key, in x order. */
  sql: (scope: ReportScope, param: Param) => string;
}

/** What a definition may read beyond SQL, to word its rows. */
export interface ReportContext {
  store: DocumentStore;
  db: SqlExecutor;
  /** What became of a camera alert's clip now (the alert media service, RPT-41). */
  clipStateOf?: (
    companyId: number,
    alert: MediaAlert,
  ) => { state: ClipState; arrivedAt: number | null };
}

export type RowValues = Record<string, ReportValue>;

export interface ReportDefinition {
  info: Omit<ReportInfo, 'chart'> & { chart: ReportInfo['chart'] };
  /**
   * Reads the fleet history's tables (trips, stops, fuel events, daily rollups): the company's
   * seeded past is written first when it is not yet (HIST-7).
   */
  readsHistory?: boolean;
  /** Reads `history_positions` of the scope's vehicles: their seeded past is drawn first (RPT-42). */
  readsPositions?: boolean;
  /** Absent for a report that is a page of its own (`info.href`). */
  query?: ReportQuery;
  chart?: ChartQuery;
  /**
   * Words rows after SQL (an alert code's name in the language, a road's name), page by page:
   * only the rows shown or written are worded.
   */
  decorate?: (rows: RowValues[], scope: ReportScope, context: ReportContext) => RowValues[];
  /**
   * A report computed by a service instead of one SQL query (the driver score summary): every
   * row of the period, in the default order.
   */
  load?: (scope: ReportScope, context: ReportLoadContext) => Promise<RowValues[]>;
}

export interface ReportLoadContext extends ReportContext {
  /** The driver scores of the company's drivers over the period (DRIVER-8, DRIVER-9). */
  driverScores: (scope: ReportScope) => Promise<RowValues[]>;
}

/** `AND <column> = ANY($n)` when the scope names some ids, else nothing. */
export function anyOf(column: string, ids: readonly (number | string)[] | null, param: Param) {
  return ids ? `AND ${column} = ANY(${param(ids)})` : '';
}

/**
 * The WHERE text of a history table's rows (trips, stops, fuel events; alias `alias`) of the
 * scope's company whose `timeColumn` is in the period, narrowed to the scope's vehicles and
 * drivers when it names some.
 */
export function historyRowsInPeriod(
  alias: string,
  timeColumn: string,
): (scope: ReportScope, param: Param) => string {
  return (scope, param) => `
  ${alias}.company_id = ${param(scope.companyId)}
  AND ${alias}.${timeColumn} >= ${param(scope.fromMs)} AND ${alias}.${timeColumn} < ${param(scope.toMs)}
  ${anyOf(`${alias}.vehicle_id`, scope.vehicleIds, param)}
  ${anyOf(`${alias}.driver_id`, scope.driverIds, param)}`;
}

/** A FROM item naming the company's vehicles: `v(id, plate)`. */
export function vehicleNames(scope: ReportScope, param: Param, alias = 'v'): string {
  return `unnest(${param(scope.fleet.vehicleIds)}::int[], ${param(scope.fleet.plates)}::text[]) AS ${alias}(id, plate)`;
}

/** A FROM item naming the company's drivers: `d(id, name)`. */
export function driverNamesOf(scope: ReportScope, param: Param, alias = 'd'): string {
  return `unnest(${param(scope.fleet.driverIds)}::int[], ${param(scope.fleet.driverNames)}::text[]) AS ${alias}(id, name)`;
}

/** SQL text of a company day (`YYYY-MM-DD`) of an epoch-ms column, at the zone's fixed offset. */
export function dayOf(column: string, scope: ReportScope, param: Param): string {
  return `to_char(to_timestamp((${column} + ${param(offsetMs(scope))}::bigint) / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
}

/**
 * A chart's SELECT with one row per company day (`x`, then `aggregates`), in day order: the rows
 * are grouped by the day's number (an integer, hashed) and only the days are worded. `dayOf` in
 * a GROUP BY words and sorts every row: 2 s for the 182,000 trips of a month of 1,000 vehicles
 * on PostgreSQL, 0.3 s this way (ADR 0056).
 */
export function perDay(
  column: string,
  aggregates: string,
  fromWhere: string,
  scope: ReportScope,
  param: Param,
): string {
  return `
    SELECT to_char((date '1970-01-01' + c._day)::timestamp, 'YYYY-MM-DD') AS x, c.*
    FROM (SELECT ((${column} + ${param(offsetMs(scope))}::bigint) / ${DAY_MS})::int AS _day,
                 ${aggregates}
          FROM ${fromWhere} GROUP BY 1) c
    ORDER BY c._day`;
}

export function offsetMs(scope: Pick<ReportScope, 'zone'>): number {
  return COMPANY_TIME_ZONE_INFO[scope.zone].utcOffsetMinutes * 60_000;
}

/** A literal SQL text value (only for words the code holds, never for input). */
export function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

export function defineReport(definition: ReportDefinition): ReportDefinition {
  return definition;
}
