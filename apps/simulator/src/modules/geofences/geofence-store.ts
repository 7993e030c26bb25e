import type {
  GeofenceCategory,
  GeofenceShape,
  LatLng,
  SavedRouteSource,
} from '@armada/contracts/geofences';
import { jsonColumn, type SqlExecutor } from '../../store/sql-client';

/** One row of `geofences` (migrations.ts), with numbers as numbers. */
export interface GeofenceRow {
  id: number;
  companyId: number;
  name: string;
  category: GeofenceCategory;
  shape: GeofenceShape;
  /** `[south, west, north, east]`, degrees. */
  box: [number, number, number, number];
  vertexCount: number;
  areaM2: number;
  active: boolean;
  alertOnEnter: boolean;
  alertOnExit: boolean;
  dwellMinutes: number | null;
  vehicleIds: number[];
  groupIds: number[];
  /** GEO-12: raised when the shape or the vehicles it applies to change. */
  watchStamp: number;
  createdAt: number;
  updatedAt: number;
  createdBy: { id: number; name: string } | null;
}

export type NewGeofenceRow = Omit<GeofenceRow, 'id' | 'watchStamp' | 'updatedAt'>;
export type GeofenceChange = Partial<
  Omit<GeofenceRow, 'id' | 'companyId' | 'createdAt' | 'createdBy' | 'watchStamp'>
> & { updatedAt: number; rewatch: boolean };

interface SqlGeofence {
  id: number;
  company_id: number;
  name: string;
  category: GeofenceCategory;
  shape: unknown;
  south: number;
  west: number;
  north: number;
  east: number;
  vertex_count: number;
  area_m2: number;
  active: boolean;
  alert_on_enter: boolean;
  alert_on_exit: boolean;
  dwell_minutes: number | null;
  vehicle_ids: unknown;
  group_ids: unknown;
  watch_stamp: number;
  created_at: number | string;
  updated_at: number | string;
  created_by_id: number | null;
  created_by_name: string | null;
}

const person = (id: number | null, name: string | null) =>
  id === null || name === null ? null : { id, name };

function geofenceOf(row: SqlGeofence): GeofenceRow {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    category: row.category,
    shape: jsonColumn<GeofenceShape>(row.shape),
    box: [row.south, row.west, row.north, row.east],
    vertexCount: row.vertex_count,
    areaM2: row.area_m2,
    active: row.active,
    alertOnEnter: row.alert_on_enter,
    alertOnExit: row.alert_on_exit,
    dwellMinutes: row.dwell_minutes,
    vehicleIds: jsonColumn<number[]>(row.vehicle_ids),
    groupIds: jsonColumn<number[]>(row.group_ids),
    watchStamp: row.watch_stamp,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    createdBy: person(row.created_by_id, row.created_by_name),
  };
}

/** One row of `saved_routes`. */
export interface SavedRouteRow {
  id: number;
  companyId: number;
  name: string;
  toleranceM: number;
  path: LatLng[];
  lengthM: number;
  source: SavedRouteSource;
  fleetTask: { id: number; number: string } | null;
  /** SRT-8: the trip's vehicle and start. */
  trip: { vehicleId: number; startedAt: number } | null;
  vehicleIds: number[];
  active: boolean;
  watchStamp: number;
  createdAt: number;
  updatedAt: number;
  createdBy: { id: number; name: string } | null;
}

export type NewSavedRouteRow = Omit<SavedRouteRow, 'id' | 'watchStamp' | 'updatedAt'>;
export type SavedRouteChange = Partial<
  Pick<SavedRouteRow, 'name' | 'toleranceM' | 'path' | 'lengthM' | 'vehicleIds' | 'active'>
> & { updatedAt: number; rewatch: boolean };

interface SqlRoute {
  id: number;
  company_id: number;
  name: string;
  tolerance_m: number;
  path: unknown;
  length_m: number;
  source: SavedRouteSource;
  fleet_task_id: number | null;
  fleet_task_number: string | null;
  trip_vehicle_id: number | null;
  trip_started_at: number | string | null;
  vehicle_ids: unknown;
  active: boolean;
  watch_stamp: number;
  created_at: number | string;
  updated_at: number | string;
  created_by_id: number | null;
  created_by_name: string | null;
}

function routeOf(row: SqlRoute): SavedRouteRow {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    toleranceM: row.tolerance_m,
    path: jsonColumn<LatLng[]>(row.path),
    lengthM: row.length_m,
    source: row.source,
    fleetTask:
      row.fleet_task_id === null || row.fleet_task_number === null
        ? null
        : { id: row.fleet_task_id, number: row.fleet_task_number },
    trip:
      row.trip_vehicle_id === null || row.trip_started_at === null
        ? null
        : { vehicleId: row.trip_vehicle_id, startedAt: Number(row.trip_started_at) },
    vehicleIds: jsonColumn<number[]>(row.vehicle_ids),
    active: row.active,
    watchStamp: row.watch_stamp,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    createdBy: person(row.created_by_id, row.created_by_name),
  };
}

/** Columns a change may set, by the row field's name. */
const GEOFENCE_COLUMNS = {
  name: (v: GeofenceRow['name']) => [['name', v]],
  category: (v: GeofenceRow['category']) => [['category', v]],
  shape: (v: GeofenceRow['shape']) => [['shape', JSON.stringify(v)]],
  box: (v: GeofenceRow['box']) => [
    ['south', v[0]],
    ['west', v[1]],
    ['north', v[2]],
    ['east', v[3]],
  ],
  vertexCount: (v: number) => [['vertex_count', v]],
  areaM2: (v: number) => [['area_m2', v]],
  active: (v: boolean) => [['active', v]],
  alertOnEnter: (v: boolean) => [['alert_on_enter', v]],
  alertOnExit: (v: boolean) => [['alert_on_exit', v]],
  dwellMinutes: (v: number | null) => [['dwell_minutes', v]],
  vehicleIds: (v: number[]) => [['vehicle_ids', JSON.stringify(v)]],
  groupIds: (v: number[]) => [['group_ids', JSON.stringify(v)]],
} as const satisfies Record<string, (value: never) => [string, unknown][]>;

const ROUTE_COLUMNS = {
  name: (v: string) => [['name', v]],
  toleranceM: (v: number) => [['tolerance_m', v]],
  path: (v: LatLng[]) => [['path', JSON.stringify(v)]],
  lengthM: (v: number) => [['length_m', v]],
  vehicleIds: (v: number[]) => [['vehicle_ids', JSON.stringify(v)]],
  active: (v: boolean) => [['active', v]],
} as const satisfies Record<string, (value: never) => [string, unknown][]>;

/** `SET a = $3, b = $4, ...` from a change, params after the two key params. */
function setClause(
  change: Record<string, unknown>,
  columns: Record<string, (value: never) => [string, unknown][]>,
): { sql: string; params: unknown[] } {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const [field, value] of Object.entries(change)) {
    const column = columns[field];
    if (!column || value === undefined) continue;
    for (const [name, v] of column(value as never)) {
      params.push(v);
      sets.push(`${name} = $${params.length + 2}`);
    }
  }
  params.push(change.updatedAt);
  sets.push(`updated_at = $${params.length + 2}`);
  if (change.rewatch) sets.push('watch_stamp = watch_stamp + 1');
  return { sql: sets.join(', '), params };
}

/** The SQL of geofences and saved routes; every read and write names the company. */
export class GeofenceStore {
  constructor(private readonly db: SqlExecutor) {}

  async list(companyId: number): Promise<GeofenceRow[]> {
    const rows = await this.db.query<SqlGeofence>(
      'SELECT * FROM geofences WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    return rows.map(geofenceOf);
  }

  /** Every active geofence of every company (the watcher's start). */
  async allActive(): Promise<GeofenceRow[]> {
    const rows = await this.db.query<SqlGeofence>(
      'SELECT * FROM geofences WHERE active ORDER BY company_id, id',
    );
    return rows.map(geofenceOf);
  }

  async activeOf(companyId: number): Promise<GeofenceRow[]> {
    const rows = await this.db.query<SqlGeofence>(
      'SELECT * FROM geofences WHERE company_id = $1 AND active ORDER BY id',
      [companyId],
    );
    return rows.map(geofenceOf);
  }

  async count(companyId: number): Promise<number> {
    const [row] = await this.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM geofences WHERE company_id = $1',
      [companyId],
    );
    return Number(row?.n ?? 0);
  }

  async get(companyId: number, id: number): Promise<GeofenceRow | undefined> {
    const [row] = await this.db.query<SqlGeofence>(
      'SELECT * FROM geofences WHERE company_id = $1 AND id = $2',
      [companyId, id],
    );
    return row ? geofenceOf(row) : undefined;
  }

  async insert(rows: readonly NewGeofenceRow[]): Promise<GeofenceRow[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db.query<SqlGeofence>(
      `INSERT INTO geofences (company_id, name, category, shape, south, west, north, east,
         vertex_count, area_m2, active, alert_on_enter, alert_on_exit, dwell_minutes,
         vehicle_ids, group_ids, created_at, updated_at, created_by_id, created_by_name)
       SELECT company_id, name, category, shape, south, west, north, east, vertex_count,
         area_m2, active, alert_on_enter, alert_on_exit, dwell_minutes, vehicle_ids, group_ids,
         created_at, created_at, created_by_id, created_by_name
       FROM json_to_recordset($1::json) AS x(company_id integer, name text,
         category text, shape json, south double precision, west double precision,
         north double precision, east double precision, vertex_count integer,
         area_m2 double precision, active boolean, alert_on_enter boolean,
         alert_on_exit boolean, dwell_minutes integer, vehicle_ids json, group_ids json,
         created_at bigint, created_by_id integer, created_by_name text)
       RETURNING *`,
      [
        JSON.stringify(
          rows.map((row) => ({
            company_id: row.companyId,
            name: row.name,
            category: row.category,
            shape: row.shape,
            south: row.box[0],
            west: row.box[1],
            north: row.box[2],
            east: row.box[3],
            vertex_count: row.vertexCount,
            area_m2: row.areaM2,
            active: row.active,
            alert_on_enter: row.alertOnEnter,
            alert_on_exit: row.alertOnExit,
            dwell_minutes: row.dwellMinutes,
            vehicle_ids: row.vehicleIds,
            group_ids: row.groupIds,
            created_at: row.createdAt,
            created_by_id: row.createdBy?.id ?? null,
            created_by_name: row.createdBy?.name ?? null,
          })),
        ),
      ],
    );
    return inserted.map(geofenceOf).sort((a, b) => a.id - b.id);
  }

  async update(
    companyId: number,
    id: number,
    change: GeofenceChange,
  ): Promise<GeofenceRow | undefined> {
    const { sql, params } = setClause(change, GEOFENCE_COLUMNS);
    const [row] = await this.db.query<SqlGeofence>(
      `UPDATE geofences SET ${sql} WHERE company_id = $1 AND id = $2 RETURNING *`,
      [companyId, id, ...params],
    );
    return row ? geofenceOf(row) : undefined;
  }

  // ---- saved routes ---------------------------------------------------------------------------

  async listRoutes(companyId: number): Promise<SavedRouteRow[]> {
    const rows = await this.db.query<SqlRoute>(
      'SELECT * FROM saved_routes WHERE company_id = $1 ORDER BY id',
      [companyId],
    );
    return rows.map(routeOf);
  }

  async allActiveRoutes(): Promise<SavedRouteRow[]> {
    const rows = await this.db.query<SqlRoute>(
      'SELECT * FROM saved_routes WHERE active ORDER BY company_id, id',
    );
    return rows.map(routeOf);
  }

  async activeRoutesOf(companyId: number): Promise<SavedRouteRow[]> {
    const rows = await this.db.query<SqlRoute>(
      'SELECT * FROM saved_routes WHERE company_id = $1 AND active ORDER BY id',
      [companyId],
    );
    return rows.map(routeOf);
  }

  async countRoutes(companyId: number): Promise<number> {
    const [row] = await this.db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM saved_routes WHERE company_id = $1',
      [companyId],
    );
    return Number(row?.n ?? 0);
  }

  async getRoute(companyId: number, id: number): Promise<SavedRouteRow | undefined> {
    const [row] = await this.db.query<SqlRoute>(
      'SELECT * FROM saved_routes WHERE company_id = $1 AND id = $2',
      [companyId, id],
    );
    return row ? routeOf(row) : undefined;
  }

  async insertRoute(row: NewSavedRouteRow): Promise<SavedRouteRow> {
    const [inserted] = await this.db.query<SqlRoute>(
      `INSERT INTO saved_routes (company_id, name, tolerance_m, path, length_m, source,
         fleet_task_id, fleet_task_number, vehicle_ids, active, created_at, updated_at,
         created_by_id, created_by_name, trip_vehicle_id, trip_started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13, $14, $15)
       RETURNING *`,
      [
        row.companyId,
        row.name,
        row.toleranceM,
        JSON.stringify(row.path),
        row.lengthM,
        row.source,
        row.fleetTask?.id ?? null,
        row.fleetTask?.number ?? null,
        JSON.stringify(row.vehicleIds),
        row.active,
        row.createdAt,
        row.createdBy?.id ?? null,
        row.createdBy?.name ?? null,
        row.trip?.vehicleId ?? null,
        row.trip?.startedAt ?? null,
      ],
    );
    if (!inserted) throw new Error('saved route insert returned no row');
    return routeOf(inserted);
  }

  async updateRoute(
    companyId: number,
    id: number,
    change: SavedRouteChange,
  ): Promise<SavedRouteRow | undefined> {
    const { sql, params } = setClause(change, ROUTE_COLUMNS);
    const [row] = await this.db.query<SqlRoute>(
      `UPDATE saved_routes SET ${sql} WHERE company_id = $1 AND id = $2 RETURNING *`,
      [companyId, id, ...params],
    );
    return row ? routeOf(row) : undefined;
  }
}
