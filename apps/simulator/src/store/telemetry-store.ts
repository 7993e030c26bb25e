import { jsonColumn, type SqlClient } from './sql-client';

/**
 * Where the moving fleet is kept (issue 7): the last state of every vehicle, upserted in
 * batches (TELE-1), the position history (TELE-2) and the telemetry events (TELE-3), appended
 * in batches and pruned after a retention period. Data that grows with time lives in these SQL
 * tables, queried in SQL, not in the document store.
 */
export interface VehicleStateRow<State extends object = object> {
  vehicleId: number;
  companyId: number;
  /** Epoch ms of the state (the tick it was taken at). */
  recordedAt: number;
  state: State;
}

export interface PositionRow {
  vehicleId: number;
  companyId: number;
  recordedAt: number;
  latitude: number;
  longitude: number;
  speedKmh: number;
  heading: number;
  status: string;
}

/** A telemetry event as stored (the engine's `TelemetryEvent` is one). */
export interface TelemetryEventRow {
  companyId: number;
  vehicleId: number;
  driverId: number | null;
  type: string;
  /** Epoch ms. */
  at: number;
  latitude: number;
  longitude: number;
  value: number | null;
  threshold: number | null;
  durationMs: number | null;
  data: object | null;
}

export interface StoredTelemetryEvent extends TelemetryEventRow {
  id: number;
}

export interface TelemetryEventQuery {
  companyId: number;
  /** Epoch ms, included. */
  from: number;
  /** Epoch ms, excluded. */
  to: number;
  vehicleId?: number;
  types?: readonly string[];
  /** Default 100, at most 1000. */
  limit?: number;
}

/** Rows per INSERT: one statement carries a batch as JSON, whatever the fleet size. */
const CHUNK = 2000;

export const TELEMETRY_DEFAULTS = {
  /** Position history older than this is pruned (TELE-2). */
  retentionMs: 7 * 24 * 60 * 60 * 1000,
  /** Telemetry events older than this are pruned (TELE-3). */
  eventRetentionMs: 30 * 24 * 60 * 60 * 1000,
  eventListLimit: 100,
  eventListMaxLimit: 1000,
} as const;

export class TelemetryStore {
  constructor(private readonly db: SqlClient) {}

  /** Upserts the last state of these vehicles in one transaction; a newer stored state wins. */
  async saveStates(rows: readonly VehicleStateRow[]): Promise<void> {
    await this.insertInChunks(
      rows.map((row) => ({
        vehicle_id: row.vehicleId,
        company_id: row.companyId,
        recorded_at: row.recordedAt,
        state: row.state,
      })),
      `INSERT INTO vehicle_state (vehicle_id, company_id, recorded_at, state)
           SELECT vehicle_id, company_id, recorded_at, state
           FROM json_to_recordset($1::json)
             AS x(vehicle_id integer, company_id integer, recorded_at bigint, state json)
           ON CONFLICT (vehicle_id) DO UPDATE
             SET company_id = EXCLUDED.company_id, recorded_at = EXCLUDED.recorded_at,
                 state = EXCLUDED.state
             WHERE vehicle_state.recorded_at <= EXCLUDED.recorded_at`,
    );
  }

  /** Every stored state (a restart reads them once), by vehicle id. */
  async loadStates<State extends object>(): Promise<VehicleStateRow<State>[]> {
    const rows = await this.db.query<{
      vehicle_id: number;
      company_id: number;
      recorded_at: string | number;
      state: unknown;
    }>('SELECT vehicle_id, company_id, recorded_at, state FROM vehicle_state ORDER BY vehicle_id');
    return rows.map((row) => ({
      vehicleId: Number(row.vehicle_id),
      companyId: Number(row.company_id),
      recordedAt: Number(row.recorded_at),
      state: jsonColumn<State>(row.state),
    }));
  }

  /**
   * Appends positions in one transaction; a second fix for the same vehicle and time is ignored.
   * Since the fleet history (ADR 0025) `vehicle_positions` is a view of its partitioned
   * `history_positions`: the fixes go there, in its compact columns.
   */
  async appendPositions(rows: readonly PositionRow[]): Promise<void> {
    await this.insertInChunks(
      rows.map((row) => ({
        vehicle_id: row.vehicleId,
        company_id: row.companyId,
        recorded_at: row.recordedAt,
        latitude: row.latitude,
        longitude: row.longitude,
        speed_kmh: row.speedKmh,
        heading: Math.round(row.heading),
        status: row.status,
      })),
      `INSERT INTO history_positions
             (vehicle_id, company_id, recorded_at, lat_e5, lng_e5, speed_kmh, heading, flags)
           SELECT vehicle_id, company_id, recorded_at, round(latitude * 100000)::integer,
                  round(longitude * 100000)::integer, least(round(speed_kmh), 32767)::smallint,
                  heading,
                  (CASE status WHEN 'moving' THEN 4 WHEN 'idle' THEN 5 WHEN 'parked' THEN 2
                               ELSE 3 END)::smallint
           FROM json_to_recordset($1::json) AS x(
             vehicle_id integer, company_id integer, recorded_at bigint,
             latitude double precision, longitude double precision, speed_kmh real,
             heading smallint, status text)
           ON CONFLICT (vehicle_id, recorded_at) DO NOTHING`,
    );
  }

  /** Appends events in one transaction; the same vehicle, time and type again is ignored. */
  async appendEvents(rows: readonly TelemetryEventRow[]): Promise<void> {
    await this.insertInChunks(
      rows.map((row) => ({
        company_id: row.companyId,
        vehicle_id: row.vehicleId,
        driver_id: row.driverId,
        type: row.type,
        at: row.at,
        latitude: row.latitude,
        longitude: row.longitude,
        value: row.value,
        threshold: row.threshold,
        duration_ms: row.durationMs === null ? null : Math.round(row.durationMs),
        data: row.data,
      })),
      `INSERT INTO telemetry_events
             (company_id, vehicle_id, driver_id, type, at, latitude, longitude, value, threshold,
              duration_ms, data)
           SELECT company_id, vehicle_id, driver_id, type, at, latitude, longitude, value,
                  threshold, duration_ms, data
           FROM json_to_recordset($1::json) AS x(
             company_id integer, vehicle_id integer, driver_id integer, type text, at bigint,
             latitude double precision, longitude double precision, value double precision,
             threshold double precision, duration_ms bigint, data json)
           ON CONFLICT (vehicle_id, at, type) DO NOTHING`,
    );
  }

  /** A company's events in [from, to), newest first, optionally of one vehicle or some types. */
  async listEvents(query: TelemetryEventQuery): Promise<StoredTelemetryEvent[]> {
    const limit = Math.min(
      Math.max(1, Math.floor(query.limit ?? TELEMETRY_DEFAULTS.eventListLimit)),
      TELEMETRY_DEFAULTS.eventListMaxLimit,
    );
    const params: unknown[] = [query.companyId, query.from, query.to];
    let where = 'company_id = $1 AND at >= $2 AND at < $3';
    if (query.vehicleId !== undefined) {
      params.push(query.vehicleId);
      where += ` AND vehicle_id = $${params.length}`;
    }
    if (query.types !== undefined) {
      params.push([...query.types]);
      where += ` AND type = ANY($${params.length}::text[])`;
    }
    params.push(limit);
    const rows = await this.db.query<{
      id: string | number;
      company_id: number;
      vehicle_id: number;
      driver_id: number | null;
      type: string;
      at: string | number;
      latitude: number;
      longitude: number;
      value: number | null;
      threshold: number | null;
      duration_ms: string | number | null;
      data: unknown;
    }>(
      `SELECT id, company_id, vehicle_id, driver_id, type, at, latitude, longitude, value,
              threshold, duration_ms, data
       FROM telemetry_events WHERE ${where}
       ORDER BY at DESC, id DESC LIMIT $${params.length}`,
      params,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      companyId: Number(row.company_id),
      vehicleId: Number(row.vehicle_id),
      driverId: row.driver_id === null ? null : Number(row.driver_id),
      type: row.type,
      at: Number(row.at),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      value: row.value === null ? null : Number(row.value),
      threshold: row.threshold === null ? null : Number(row.threshold),
      durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
      data: jsonColumn<object | null>(row.data),
    }));
  }

  /** Deletes events older than the retention period before `nowMs`; returns how many rows. */
  async pruneEvents(
    nowMs: number,
    retentionMs: number = TELEMETRY_DEFAULTS.eventRetentionMs,
  ): Promise<number> {
    return this.deleteBefore('telemetry_events', 'at', nowMs - retentionMs);
  }

  /** Deletes a table's rows older than `before` (its time column, epoch ms); returns how many. */
  private async deleteBefore(
    table: 'telemetry_events' | 'vehicle_positions',
    column: 'at' | 'recorded_at',
    before: number,
  ): Promise<number> {
    const rows = await this.db.query<{ n: string | number }>(
      `WITH gone AS (DELETE FROM ${table} WHERE ${column} < $1 RETURNING 1)
       SELECT count(*) AS n FROM gone`,
      [before],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Runs `sql` (which reads its rows from `$1` as JSON) on CHUNK rows at a time, in one transaction. */
  private async insertInChunks(rows: readonly object[], sql: string): Promise<void> {
    if (rows.length === 0) return;
    await this.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += CHUNK)
        await tx.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK))]);
    });
  }

  /** A vehicle's positions from `sinceMs` on (its trail), oldest first, at most `limit`. */
  async trail(vehicleId: number, sinceMs: number, limit = 600): Promise<PositionRow[]> {
    const rows = await this.db.query<{
      vehicle_id: number;
      company_id: number;
      recorded_at: string | number;
      latitude: number;
      longitude: number;
      speed_kmh: number;
      heading: number;
      status: string;
    }>(
      `SELECT * FROM (
         SELECT vehicle_id, company_id, recorded_at, latitude, longitude, speed_kmh, heading, status
         FROM vehicle_positions WHERE vehicle_id = $1 AND recorded_at >= $2
         ORDER BY recorded_at DESC LIMIT $3
       ) AS latest ORDER BY recorded_at`,
      [vehicleId, sinceMs, limit],
    );
    return rows.map((row) => ({
      vehicleId: Number(row.vehicle_id),
      companyId: Number(row.company_id),
      recordedAt: Number(row.recorded_at),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      speedKmh: Number(row.speed_kmh),
      heading: Number(row.heading),
      status: row.status,
    }));
  }

  /** Deletes history older than the retention period before `nowMs`; returns how many rows. */
  async prune(
    nowMs: number,
    retentionMs: number = TELEMETRY_DEFAULTS.retentionMs,
  ): Promise<number> {
    return this.deleteBefore('vehicle_positions', 'recorded_at', nowMs - retentionMs);
  }
}
