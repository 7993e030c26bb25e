import { randomUUID } from 'node:crypto';
import { DEFAULT_COMPANY_TIME_ZONE, type CompanyTimeZone } from '@armada/contracts/company';
import { daysBetween } from '@armada/contracts/delivery-scheduler';
import {
  REPORT_LIMITS,
  type ReportChartData,
  type ReportFilterOptions,
  type ReportInfo,
  type ReportLanguage,
  type ReportPage,
  type ReportRow,
  type ReportValue,
} from '@armada/contracts/reports';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { PERMISSIONS } from '@armada/contracts/auth';
import type { Clock } from '../../domain/clock';
import { REFRIGERATED } from '../../engine/telemetry/world-inputs';
import type { AlertMediaService } from '../../services/alert-media-service';
import type { AuthContext } from '../../services/auth-service';
import type { DriverScoreService } from '../../services/driver-score-service';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { SqlClient, SqlExecutor } from '../../store/sql-client';
import { analyzeChanged } from '../../store/auto-analyze';
import { REPORT_DEFINITIONS } from './definitions';
import {
  offsetMs,
  type Param,
  type ReportContext,
  type ReportQuery,
  type ReportRows,
  type ReportDefinition,
  type ReportLoadContext,
  type ReportScope,
  type RowValues,
} from './definitions/report-definition';

const DAY_MS = 86_400_000;
const WIB_OFFSET_MS = 7 * 3_600_000;

/** Who runs a report: a signed-in user, or the author of a schedule (RPT-15). */
export interface ReportCaller {
  companyId: number;
  userId: number;
  accessRight: readonly string[];
  language: ReportLanguage;
}

export function callerOf(auth: AuthContext): ReportCaller {
  return {
    companyId: auth.company.id,
    userId: auth.user.id,
    accessRight: auth.user.accessRight,
    language: auth.user.language === 'en' ? 'en' : 'id',
  };
}

/** A report's filters as the routes take them (RPT-3..5). */
export interface ReportFilters {
  from: string;
  to: string;
  vehicles?: string | readonly number[] | undefined;
  groups?: string | readonly number[] | undefined;
  drivers?: string | readonly number[] | undefined;
  sort?: string | undefined;
}

export interface ReportRun {
  definition: ReportDefinition;
  scope: ReportScope;
  sort: { key: string; order: 'asc' | 'desc' };
}

function idsOf(value: string | readonly number[] | undefined): number[] | null {
  if (value === undefined) return null;
  const ids = typeof value === 'string' ? value.split(',').map(Number) : [...value];
  if (ids.length === 0) return null;
  return [...new Set(ids)];
}

function dayStartUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function numberOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** A SQL or loaded row as the wire has it: each column's value, typed (RPT-6). */
function valuesOf(definition: ReportDefinition, row: Record<string, unknown>): RowValues {
  const out: RowValues = {};
  for (const column of definition.info.columns) {
    const value = row[column.key];
    out[column.key] =
      column.type === 'text' || column.type === 'date'
        ? value === null || value === undefined
          ? null
          : String(value)
        : numberOf(value);
  }
  return out;
}

function tooBig(max: number, unit: 'days' | 'months', field: string): ServiceError {
  return ServiceError.validation(`The period may span at most ${max} ${unit}.`, {
    reason: SERVER_ERROR_REASONS.reportPeriodTooLong,
    params: { max, unit },
    field,
  });
}

/**
 * The reports platform (docs/rules/reports.md RPT-1..7, RPT-20..26): the catalogue of the
 * definitions the caller may open, a run's checked scope, one page of it with its chart, and
 * every row in chunks for the exports (RPT-9).
 */
export class ReportService {
  /** The SQL the definitions read (tests write their rows through it). */
  readonly db: SqlClient;

  constructor(
    private readonly deps: {
      db: SqlClient;
      store: DocumentStore;
      clock: Clock;
      driverScores?: DriverScoreService;
      /** The fleet history, whose company past is written on its first read (HIST-7). */
      history?: {
        past(companyId: number): Promise<unknown>;
        positions?(companyId: number, vehicleId: number, from: number, to: number): Promise<void>;
      };
      /** The dashcam clips of camera alerts (RPT-41). */
      media?: Pick<AlertMediaService, 'clipStateOf'>;
      definitions?: readonly ReportDefinition[];
    },
  ) {
    this.db = deps.db;
  }

  get definitions(): readonly ReportDefinition[] {
    return this.deps.definitions ?? REPORT_DEFINITIONS;
  }

  /** RPT-1, RPT-2: the reports the caller's permissions open, by category then catalogue order. */
  catalogue(caller: ReportCaller): ReportInfo[] {
    return this.definitions
      .filter((d) => caller.accessRight.includes(d.info.permission))
      .map((d) => d.info);
  }

  /** RPT-7: the company's vehicles, groups and drivers by name (one call for every filter). */
  filterOptions(caller: ReportCaller): ReportFilterOptions['data'] {
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'id');
    const { store } = this.deps;
    return {
      vehicles: store
        .list('vehicles', caller.companyId)
        .map((v) => ({ id: v.id, name: v.license_plate }))
        .sort(byName),
      groups: store
        .list('vehicle_groups', caller.companyId)
        .map((g) => ({ id: g.id, name: g.name }))
        .sort(byName),
      drivers: store
        .list('drivers', caller.companyId)
        .map((d) => ({ id: d.driverId, name: d.fullname }))
        .sort(byName),
    };
  }

  /** RPT-2: an unknown report and one the caller may not open are the same 404. */
  definition(caller: ReportCaller, reportId: string): ReportDefinition {
    const definition = this.definitions.find((d) => d.info.id === reportId);
    if (!definition || !caller.accessRight.includes(definition.info.permission)) {
      throw ServiceError.notFound(`Report ${reportId} not found.`, {
        reason: SERVER_ERROR_REASONS.reportNotFound,
        params: { id: reportId },
      });
    }
    return definition;
  }

  zoneOf(companyId: number): CompanyTimeZone {
    return (
      this.deps.store.get('companies', companyId, companyId)?.company.timeZone ??
      DEFAULT_COMPANY_TIME_ZONE
    );
  }

  companyName(companyId: number): string {
    return this.deps.store.get('companies', companyId, companyId)?.company.name ?? '';
  }

  /** RPT-3..5: the report, its checked scope and sort, or a 400 naming what is wrong. */
  prepare(
    caller: ReportCaller,
    reportId: string,
    filters: ReportFilters,
    where: 'query' | 'body',
    language: ReportLanguage = caller.language,
  ): ReportRun {
    const definition = this.definition(caller, reportId);
    const info = definition.info;
    const { from, to } = filters;
    if (to < from) {
      throw ServiceError.validation('The period ends before it starts.', {
        reason: SERVER_ERROR_REASONS.reportPeriodReversed,
        field: `${where}.to`,
      });
    }
    if (info.period === 'days' && daysBetween(from, to) + 1 > REPORT_LIMITS.maxDays) {
      throw tooBig(REPORT_LIMITS.maxDays, 'days', `${where}.to`);
    }
    if (info.period === 'months' && to >= addMonths(from, REPORT_LIMITS.maxMonths)) {
      throw tooBig(REPORT_LIMITS.maxMonths, 'months', `${where}.to`);
    }
    if (info.period === 'day' && to !== from) throw tooBig(1, 'days', `${where}.to`);

    const companyId = caller.companyId;
    const zone = this.zoneOf(companyId);
    const vehicles = this.deps.store.list('vehicles', companyId);
    const drivers = this.deps.store.list('drivers', companyId);
    const known = new Set(vehicles.map((v) => v.id));
    const uses = new Set(info.filters);

    const refuse = (
      reason:
        | typeof SERVER_ERROR_REASONS.reportUnknownVehicle
        | typeof SERVER_ERROR_REASONS.reportUnknownGroup
        | typeof SERVER_ERROR_REASONS.reportUnknownDriver,
      field: string,
      ids: number[],
    ) =>
      ServiceError.validation(`Unknown ${field}: ${ids.join(', ')}.`, {
        reason,
        params: { ids: ids.join(', ') },
        field: `${where}.${field}`,
      });

    // RPT-5: vehicles and groups make one selection of vehicles (either may name them).
    const vehicleIds = uses.has('vehicles') ? idsOf(filters.vehicles) : null;
    const groupIds = uses.has('groups') ? idsOf(filters.groups) : null;
    const unknownVehicles = (vehicleIds ?? []).filter((id) => !known.has(id));
    if (unknownVehicles.length > 0)
      throw refuse(SERVER_ERROR_REASONS.reportUnknownVehicle, 'vehicles', unknownVehicles);
    if (groupIds) {
      const groups = new Set(this.deps.store.list('vehicle_groups', companyId).map((g) => g.id));
      const unknown = groupIds.filter((id) => !groups.has(id));
      if (unknown.length > 0)
        throw refuse(SERVER_ERROR_REASONS.reportUnknownGroup, 'groups', unknown);
    }
    let chosen: number[] | null = null;
    if (vehicleIds || groupIds) {
      const inGroups = new Set(groupIds ?? []);
      const listed = new Set(vehicleIds ?? []);
      chosen = vehicles
        .filter((v) => listed.has(v.id) || v.vehicle_group.some((g) => inGroups.has(g.id)))
        .map((v) => v.id);
    }
    // RPT-42: a one-vehicle report names exactly one vehicle.
    if (info.one_vehicle && vehicleIds?.length !== 1) {
      throw ServiceError.validation('This report runs for exactly one vehicle.', {
        reason: SERVER_ERROR_REASONS.reportOneVehicle,
        field: `${where}.vehicles`,
      });
    }
    const driverIds = uses.has('drivers') ? idsOf(filters.drivers) : null;
    const byDriver = new Map(drivers.map((d) => [d.driverId, d.fullname]));
    const unknownDrivers = (driverIds ?? []).filter((id) => !byDriver.has(id));
    if (unknownDrivers.length > 0)
      throw refuse(SERVER_ERROR_REASONS.reportUnknownDriver, 'drivers', unknownDrivers);

    const [sortKey, sortOrder] = (
      filters.sort ?? `${info.default_sort.key} ${info.default_sort.order}`
    ).split(' ');
    if (!info.columns.some((c) => c.key === sortKey && c.sortable !== false)) {
      throw ServiceError.validation(`The report has no column ${sortKey}.`, {
        reason: SERVER_ERROR_REASONS.reportUnknownColumn,
        params: { key: sortKey ?? '' },
        field: `${where}.sort`,
      });
    }

    const offset = offsetMs({ zone });
    const scope: ReportScope = {
      companyId,
      zone,
      language,
      fromDay: from,
      toDay: to,
      fromMs: dayStartUtc(from) - offset,
      toMs: dayStartUtc(to) + DAY_MS - offset,
      fromWibDay: dayStartUtc(from) - WIB_OFFSET_MS,
      toWibDay: dayStartUtc(to) + DAY_MS - WIB_OFFSET_MS,
      vehicleIds: chosen,
      driverIds,
      driverNames: driverIds ? driverIds.map((id) => byDriver.get(id) ?? '') : null,
      fleet: {
        vehicleIds: vehicles.map((v) => v.id),
        plates: vehicles.map((v) => v.license_plate),
        driverIds: drivers.map((d) => d.driverId),
        driverNames: drivers.map((d) => d.fullname),
        refrigeratedIds: vehicles
          .filter(
            (v) =>
              REFRIGERATED.test(v.box_type?.name ?? '') || REFRIGERATED.test(v.vehicle_type.type),
          )
          .map((v) => v.id),
        cameraIds: vehicles.filter((v) => v.device?.has_camera).map((v) => v.id),
      },
    };
    return {
      definition,
      scope,
      sort: { key: sortKey ?? info.default_sort.key, order: sortOrder === 'asc' ? 'asc' : 'desc' },
    };
  }

  /** RPT-27: a history report waits for the company's past to be written. */
  private async ready(run: ReportRun): Promise<void> {
    const { definition, scope } = run;
    if (definition.readsHistory) await this.deps.history?.past(scope.companyId);
    // RPT-42: the past's positions of the vehicle are drawn on their first read (HIST-7).
    if (definition.readsPositions)
      for (const vehicleId of scope.vehicleIds ?? [])
        await this.deps.history?.positions?.(scope.companyId, vehicleId, scope.fromMs, scope.toMs);
  }

  /** RPT-3: one page of the report, its size and its chart. */
  async page(run: ReportRun, page: number, limit: number): Promise<ReportPage> {
    await this.ready(run);
    const { definition, scope } = run;
    const offset = (page - 1) * limit;
    const { rows, total } = await this.slice(run, offset, limit, true);
    const chart = await this.chart(run);
    const data: ReportRow[] = rows.map((row, i) => ({ id: offset + i + 1, ...row }));
    return {
      data: { paginated_result: data, ids: data.map((row) => row.id) },
      metadata: { page, total_count: total, total_page: Math.ceil(total / limit) },
      report: {
        id: definition.info.id,
        from: scope.fromDay,
        to: scope.toDay,
        time_zone: scope.zone,
        chart,
      },
    };
  }

  /** RPT-9: how many rows the whole result has. */
  async count(run: ReportRun): Promise<number> {
    await this.ready(run);
    return this.counted(run);
  }

  private async counted(run: ReportRun, db: SqlExecutor = this.deps.db): Promise<number> {
    const { definition, scope } = run;
    if (definition.load) return (await this.loaded(run)).length;
    if (!definition.query) return 0;
    const query = definition.query;
    const params: unknown[] = [];
    const param: Param = (value) => {
      params.push(value);
      return `$${params.length}`;
    };
    // A report of a table's rows has as many rows as they are: counted without naming them.
    const sql = query.rows ? query.rows.sql(scope, param) : query.sql(scope, param);
    const [row] = await db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM (${sql}) r`,
      params,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * RPT-9: every row of the result in the run's order, handed to `onChunk` `chunk` rows at a
   * time. The result is computed once, into a temporary table numbered in that order, and read
   * back a slice at a time: one heavy query, then short ones, so the event loop (PGlite runs on
   * it) serves other requests between chunks and memory stays flat. On PostgreSQL the temporary
   * table lives in one transaction on one connection; PGlite has one connection, so it needs
   * none (and a transaction would hold every other query back until the file is made).
   */
  async forEachChunk(
    run: ReportRun,
    onChunk: (rows: RowValues[]) => Promise<void>,
    onTotal: (total: number) => void = () => undefined,
    chunk: number = REPORT_LIMITS.exportChunkRows,
  ): Promise<number> {
    await this.ready(run);
    // STORE-13: a table that grew since its statistics were taken would be read whole per
    // chunk; PGlite's thread refreshes them every few minutes, an export does not wait for it.
    if (this.deps.db.kind === 'pglite') await analyzeChanged(this.deps.db);
    const { definition, scope } = run;
    if (definition.load || !definition.query) {
      const { rows } = await this.slice(run, 0, Number.MAX_SAFE_INTEGER, false);
      onTotal(rows.length);
      for (let i = 0; i < rows.length; i += chunk) await onChunk(rows.slice(i, i + chunk));
      return rows.length;
    }
    const query = definition.query;
    const column = query.rows?.sorts[run.sort.key];
    if (query.rows && column !== undefined)
      return this.chunksOffIndex(run, query, query.rows, column, onChunk, onTotal, chunk);
    const table = `report_rows_${randomUUID().replaceAll('-', '')}`;
    const read = async (db: SqlExecutor): Promise<number> => {
      const params: unknown[] = [];
      const sql = query.sql(scope, (value) => {
        params.push(value);
        return `$${params.length}`;
      });
      await db.query(
        `CREATE TEMPORARY TABLE ${table} AS
         SELECT row_number() OVER (ORDER BY ${this.orderOf(run)}) AS _n, r.* FROM (${sql}) r`,
        params,
      );
      // Indexed and analysed: each slice below is an index range, not a scan of the table.
      await db.exec(`CREATE INDEX ON ${table} (_n); ANALYZE ${table}`);
      const [counted] = await db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM ${table}`,
      );
      const total = Number(counted?.n ?? 0);
      onTotal(total);
      for (let from = 0; from < total; from += chunk) {
        const rows = await db.query<Record<string, unknown>>(
          `SELECT * FROM ${table} WHERE _n > $1 AND _n <= $2 ORDER BY _n`,
          [from, from + chunk],
        );
        await onChunk(this.worded(run, rows));
      }
      return total;
    };
    if (this.deps.db.kind === 'postgres') {
      return this.deps.db.transaction(async (tx) => {
        try {
          return await read(tx);
        } finally {
          await tx.exec(`DROP TABLE IF EXISTS ${table}`);
        }
      });
    }
    try {
      return await read(this.deps.db);
    } finally {
      await this.deps.db.exec(`DROP TABLE IF EXISTS ${table}`);
    }
  }

  /**
   * RPT-9 for a report of a table's rows in an indexed order (ADR 0056): each chunk is the next
   * `chunk` rows of the table's index after the last one written (its sort value, then `_id`),
   * named as a page is. No query reads the whole result at once, so on PGlite the event loop is
   * never held by one (the numbered temporary table took seconds there for 100,000 rows). On
   * PostgreSQL the chunks are read in one repeatable-read transaction: one snapshot, as the
   * temporary table was; on PGlite a row written meanwhile is in the file only if it sorts after
   * the last one written (a new trip or episode sorts first in the default, newest-first order).
   */
  private async chunksOffIndex(
    run: ReportRun,
    query: ReportQuery,
    rows: ReportRows,
    column: string,
    onChunk: (rows: RowValues[]) => Promise<void>,
    onTotal: (total: number) => void,
    chunk: number,
  ): Promise<number> {
    const { scope, sort } = run;
    const desc = sort.order === 'desc';
    type Last = { key: unknown; id: unknown };
    const chunkAfter = (db: SqlExecutor, last: Last | null) => {
      const params: unknown[] = [];
      const param: Param = (value) => {
        params.push(value);
        return `$${params.length}`;
      };
      // The first bound alone is an index range: the chunk starts where the last one ended.
      const after: string = last
        ? `WHERE k.${column} ${desc ? '<=' : '>='} ${param(last.key)}
             AND (k.${column} ${desc ? '<' : '>'} ${param(last.key)}
                  OR k.${rows.id} > ${param(last.id)})`
        : '';
      const next: string = `SELECT k.* FROM (${rows.sql(scope, param)}) k ${after}
        ORDER BY k.${column} ${desc ? 'DESC' : 'ASC'}, k.${rows.id} LIMIT ${param(chunk)}`;
      return db.query<Record<string, unknown>>(
        `SELECT r.* FROM (${query.sql(scope, param, `(${next})`)}) r ORDER BY ${this.orderOf(run)}`,
        params,
      );
    };
    const read = async (db: SqlExecutor): Promise<number> => {
      const total = await this.counted(run, db);
      onTotal(total);
      let done = 0;
      let reading: Promise<Record<string, unknown>[]> | null = chunkAfter(db, null);
      while (reading) {
        const found: Record<string, unknown>[] = await reading;
        const end: Record<string, unknown> | undefined = found.at(-1);
        if (!end) break;
        // The next chunk is read while this one is worded and written: the store (its own
        // thread, or PostgreSQL) and the file's thread work beside this one (ADR 0061).
        reading = found.length < chunk ? null : chunkAfter(db, { key: end[sort.key], id: end._id });
        // A failed write ends the export; the read under way must not become an unhandled error.
        reading?.catch(() => undefined);
        await onChunk(this.worded(run, found));
        done += found.length;
      }
      return done;
    };
    if (this.deps.db.kind === 'postgres') {
      return this.deps.db.transaction(async (tx) => {
        await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        return read(tx);
      });
    }
    return read(this.deps.db);
  }

  /** The ORDER BY of a run: its sort, then the definition's keys (RPT-3). */
  private orderOf(run: ReportRun): string {
    const direction = run.sort.order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
    return [
      `"${run.sort.key}" ${direction}`,
      ...(run.definition.query?.order ?? []).map((key) => `"${key}"`),
    ].join(', ');
  }

  /** SQL rows worded by the definition and typed as its columns (RPT-6). */
  private worded(run: ReportRun, rows: Record<string, unknown>[]): RowValues[] {
    const { definition, scope } = run;
    const decorated = definition.decorate
      ? definition.decorate(rows as RowValues[], scope, this.context())
      : rows;
    return decorated.map((row) => valuesOf(definition, row));
  }

  private loadedCache = new WeakMap<ReportRun, Promise<RowValues[]>>();

  private loaded(run: ReportRun): Promise<RowValues[]> {
    let rows = this.loadedCache.get(run);
    if (!rows) {
      const load = run.definition.load;
      rows = load ? load(run.scope, this.loadContext()) : Promise.resolve([]);
      this.loadedCache.set(run, rows);
    }
    return rows;
  }

  private async slice(
    run: ReportRun,
    offset: number,
    limit: number,
    withTotal: boolean,
  ): Promise<{ rows: RowValues[]; total: number }> {
    const { definition, scope, sort } = run;
    if (definition.load) {
      const all = [...(await this.loaded(run))];
      const sign = sort.order === 'asc' ? 1 : -1;
      all.sort((a, b) => sign * compareValues(a[sort.key], b[sort.key]));
      return {
        rows: all.slice(offset, offset + limit).map((row) => valuesOf(definition, row)),
        total: all.length,
      };
    }
    const query = definition.query;
    if (!query) return { rows: [], total: 0 };
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.rows) return this.rowsSlice(run, query, query.rows, offset, limit, withTotal);
    const sql = query.sql(scope, param);
    // RPT-3: with the count, the whole result is read anyway. As a materialised CTE it is planned
    // for all its rows (hash joins of the vehicle and driver names); as a subquery under the
    // LIMIT, PostgreSQL costed the window count as if it stopped after a page and joined the
    // names by nested loop to keep the sort order: a month of the stops of 1,000 vehicles took
    // 16 s there (2 x 191,000 x 1,000 comparisons), 0.8 s as a CTE.
    const from = withTotal
      ? `WITH r AS MATERIALIZED (${sql}) SELECT r.*, count(*) OVER () AS _total FROM r`
      : `SELECT r.* FROM (${sql}) r`;
    const rows = await this.deps.db.query<Record<string, unknown>>(
      `${from} ORDER BY ${this.orderOf(run)} LIMIT ${param(limit)} OFFSET ${param(offset)}`,
      params,
    );
    const total = withTotal ? Number(rows[0]?._total ?? 0) : 0;
    return {
      rows: this.worded(run, rows),
      total: withTotal && rows.length === 0 && offset > 0 ? await this.counted(run) : total,
    };
  }

  /**
   * RPT-3 for a report of a table's rows (ADR 0056): the total counted over the rows alone, and
   * a page in an indexed order picked off the table before its rows are named; in another order
   * (a vehicle's plate, a computed column) the named result is sorted whole, as a materialised
   * CTE (hash joins of the names: see `slice`).
   */
  private async rowsSlice(
    run: ReportRun,
    query: ReportQuery,
    rows: ReportRows,
    offset: number,
    limit: number,
    withTotal: boolean,
  ): Promise<{ rows: RowValues[]; total: number }> {
    const { scope, sort } = run;
    const params: unknown[] = [];
    const param: Param = (value) => {
      params.push(value);
      return `$${params.length}`;
    };
    const column = rows.sorts[sort.key];
    let sql: string;
    if (column !== undefined) {
      // The output orders by the key then `_id` ascending (orderOf); the column is NOT NULL, so
      // its plain order is the same and an index on it serves it.
      const page = `${rows.sql(scope, param)}
        ORDER BY ${column} ${sort.order === 'asc' ? 'ASC' : 'DESC'}, ${rows.id}
        LIMIT ${param(limit)} OFFSET ${param(offset)}`;
      sql = `SELECT r.* FROM (${query.sql(scope, param, `(${page})`)}) r ORDER BY ${this.orderOf(run)}`;
    } else {
      sql = `WITH r AS MATERIALIZED (${query.sql(scope, param)})
        SELECT r.* FROM r ORDER BY ${this.orderOf(run)}
        LIMIT ${param(limit)} OFFSET ${param(offset)}`;
    }
    const found = await this.deps.db.query<Record<string, unknown>>(sql, params);
    return {
      rows: this.worded(run, found),
      total: withTotal ? await this.counted(run) : 0,
    };
  }

  private async chart(run: ReportRun): Promise<ReportChartData | null> {
    const { definition, scope } = run;
    const chart = definition.info.chart;
    if (!chart || !definition.chart) return null;
    const params: unknown[] = [];
    const rows = await this.deps.db.query<Record<string, unknown>>(
      definition.chart.sql(scope, (value) => {
        params.push(value);
        return `$${params.length}`;
      }),
      params,
    );
    return {
      x: rows.map((row) => String(row.x)),
      series: chart.series.map((series) => ({
        key: series.key,
        values: rows.map((row) => numberOf(row[series.key]) ?? 0),
      })),
    };
  }

  private context(): ReportContext {
    const { media } = this.deps;
    return {
      store: this.deps.store,
      db: this.deps.db,
      ...(media ? { clipStateOf: (companyId, alert) => media.clipStateOf(companyId, alert) } : {}),
    };
  }

  private loadContext(): ReportLoadContext {
    return {
      ...this.context(),
      driverScores: (scope) => this.driverScoreRows(scope),
    };
  }

  /**
   * RPT-25: the driver score page's own figures. The report permission opens them: the service
   * is asked as the company with the driver-score scope.
   */
  private async driverScoreRows(scope: ReportScope): Promise<RowValues[]> {
    const service = this.deps.driverScores;
    if (!service) return [];
    const company = this.deps.store.get('companies', scope.companyId, scope.companyId);
    if (!company) return [];
    const auth = {
      sessionHash: '',
      company,
      user: {
        id: 0,
        username: 'reports',
        fullname: 'reports',
        email: null,
        phoneNo: null,
        role: 'staff',
        accessRight: [PERMISSIONS.driverScoreRead],
        passwordHash: null,
        lastReminder: null,
        language: scope.language,
        driverId: null,
      },
    } satisfies AuthContext;
    const drivers = scope.driverIds ?? scope.fleet.driverIds;
    const inScope = scope.vehicleIds ? new Set(scope.vehicleIds) : null;
    const vehicles = this.deps.store.list('vehicles', scope.companyId);
    const allowed = inScope
      ? new Set(
          vehicles.filter((v) => inScope.has(v.id)).flatMap((v) => (v.driver ? [v.driver.id] : [])),
        )
      : null;
    const chosen = drivers.filter((id) => !allowed || allowed.has(id));
    if (chosen.length === 0) return [];
    const answer = await service.list(auth, {
      startDate: new Date(scope.fromMs).toISOString(),
      endDate: new Date(scope.toMs).toISOString(),
      driverIds: chosen.slice(0, REPORT_LIMITS.maxFilterIds),
      pagination: { page: 1, show: REPORT_LIMITS.maxFilterIds },
    });
    return answer.list.map((row) => ({
      driver: row.driver.fullname,
      grade: row.finalGrade,
      score: Math.round(row.score * 100) / 100,
      alerts: row.totalAlert,
      distance: Math.round(row.totalDriven * 10) / 10,
      last_sync: row.lastSync ? Date.parse(row.lastSync) : null,
    }));
  }
}

function compareValues(a: ReportValue | undefined, b: ReportValue | undefined): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'id');
}

/** The same day `months` later (the 12-month bound of rollup reports, RPT-4). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1 + months, d));
  return date.toISOString().slice(0, 10);
}
