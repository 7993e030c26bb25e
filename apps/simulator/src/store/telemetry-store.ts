import type { SqlClient } from './sql-client';

/**
 * Where the moving fleet is kept (issue 7): the last state of every vehicle, upserted in
 * batches (TELE-1), and the position history, appended in batches and pruned after a retention
 * period (TELE-2). Data that grows with time lives in these SQL tables, queried in SQL, not in
 * the document store.
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

/** Rows per INSERT: one statement carries a batch as JSON, whatever the fleet size. */
const CHUNK = 2000;

export const TELEMETRY_DEFAULTS = {
  /** Position history older than this is pruned (TELE-2). */
  retentionMs: 7 * 24 * 60 * 60 * 1000,
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
      state: (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as State,
    }));
  }

  /** Appends positions in one transaction; a second fix for the same vehicle and time is ignored. */
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
      `INSERT INTO vehicle_positions
             (vehicle_id, company_id, recorded_at, latitude, longitude, speed_kmh, heading, status)
           SELECT vehicle_id, company_id, recorded_at, latitude, longitude, speed_kmh, heading, status
           FROM json_to_recordset($1::json) AS x(
             vehicle_id integer, company_id integer, recorded_at bigint,
             latitude double precision, longitude double precision, speed_kmh real,
             heading smallint, status text)
           ON CONFLICT (vehicle_id, recorded_at) DO NOTHING`,
    );
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
    const rows = await this.db.query<{ n: string | number }>(
      `WITH gone AS (DELETE FROM vehicle_positions WHERE recorded_at < $1 RETURNING 1)
       SELECT count(*) AS n FROM gone`,
      [nowMs - retentionMs],
    );
    return Number(rows[0]?.n ?? 0);
  }
}
