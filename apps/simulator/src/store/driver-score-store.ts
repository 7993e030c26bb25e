import type { RawAlert } from '@armada/contracts/alerts';
import { DAY_MS } from '../domain/wib-time';
import { jsonColumn, type SqlClient } from './sql-client';

/**
 * The SQL reads behind driver scores (issue 11, DRIVER-8, DRIVER-9): a company's scored alerts
 * per driver and code, and the kilometres and last report of vehicles, over a period. Both
 * grow with time, so both are grouped in SQL; only the grouped rows reach the service.
 */

/** A vehicle and the driver its alerts count against. */
export interface VehicleDriver {
  vehicleId: number;
  driverId: number;
}

export interface ScoredAlertQuery {
  companyId: number;
  /** Epoch ms, included. */
  from: number;
  /** Epoch ms, excluded. */
  to: number;
  vehicleDrivers: readonly VehicleDriver[];
  codes: readonly number[];
}

/** One driver's alerts of one code: how many, and when (epoch ms, oldest first). */
export interface DriverCodeAlerts {
  driverId: number;
  code: number;
  count: number;
  times: number[];
}

/** A vehicle's driving in one span of a `driving` query. */
export interface VehicleDriving {
  vehicleId: number;
  /** Index of the span in the query's `spans`. */
  span: number;
  /** Kilometres between consecutive stored positions in the span. */
  km: number;
  /** Epoch ms of the last stored position in the span. */
  lastAt: number;
}

export class DriverScoreStore {
  /** The daily rollup and seeded history (HISTORY-4..6). */
  readonly rollup: DrivingRollupStore;

  constructor(private readonly db: SqlClient) {
    this.rollup = new DrivingRollupStore(db);
  }

  /**
   * DRIVER-8: the company's alerts of `codes` created in [from, to) on the given vehicles,
   * grouped by the vehicle's driver and code; false alerts do not count.
   */
  async scoredAlerts(query: ScoredAlertQuery): Promise<DriverCodeAlerts[]> {
    if (query.vehicleDrivers.length === 0 || query.codes.length === 0) return [];
    const rows = await this.db.query<{
      driver_id: number;
      code: number;
      n: string | number;
      times: (string | number)[] | string;
    }>(
      `SELECT vd.driver_id, a.code, count(*) AS n,
              array_agg(a.created_at ORDER BY a.created_at) AS times
       FROM alerts a
       JOIN unnest($2::integer[], $3::integer[]) AS vd(vehicle_id, driver_id)
         ON vd.vehicle_id = a.vehicle_id
       WHERE a.company_id = $1 AND a.created_at >= $4 AND a.created_at < $5
         AND a.code = ANY($6::integer[]) AND NOT a.is_false_alert
       GROUP BY vd.driver_id, a.code
       ORDER BY vd.driver_id, a.code`,
      [
        query.companyId,
        query.vehicleDrivers.map((v) => v.vehicleId),
        query.vehicleDrivers.map((v) => v.driverId),
        query.from,
        query.to,
        [...query.codes],
      ],
    );
    return rows.map((row) => ({
      driverId: Number(row.driver_id),
      code: Number(row.code),
      count: Number(row.n),
      times: bigintArray(row.times),
    }));
  }

  /**
   * DRIVER-9: per vehicle and span, the great-circle kilometres between consecutive stored
   * positions inside the span (a step across a span's start is not counted) and the time of the
   * last one. Vehicles without positions in a span are left out of it.
   */
  async driving(query: {
    companyId: number;
    vehicleIds: readonly number[];
    /** Half-open [from, to) spans of epoch ms. */
    spans: readonly { from: number; to: number }[];
  }): Promise<VehicleDriving[]> {
    if (query.vehicleIds.length === 0 || query.spans.length === 0) return [];
    const rows = await this.db.query<{
      vehicle_id: number;
      i: string | number;
      km: string | number | null;
      last_at: string | number;
    }>(
      `SELECT vehicle_id, i, sum(km) AS km, max(recorded_at) AS last_at
       FROM (
         SELECT p.vehicle_id, sp.i, p.recorded_at,
                2 * 6371.0088 * asin(sqrt(
                  power(sin(radians(p.latitude - lag(p.latitude) OVER w) / 2), 2)
                  + cos(radians(p.latitude)) * cos(radians(lag(p.latitude) OVER w))
                    * power(sin(radians(p.longitude - lag(p.longitude) OVER w) / 2), 2))) AS km
         FROM unnest($3::bigint[], $4::bigint[]) WITH ORDINALITY AS sp(f, t, i)
         JOIN vehicle_positions p ON p.recorded_at >= sp.f AND p.recorded_at < sp.t
         WHERE p.company_id = $1 AND p.vehicle_id = ANY($2::integer[])
         WINDOW w AS (PARTITION BY p.vehicle_id, sp.i ORDER BY p.recorded_at)
       ) steps
       GROUP BY vehicle_id, i
       ORDER BY vehicle_id, i`,
      [
        query.companyId,
        [...query.vehicleIds],
        query.spans.map((span) => span.from),
        query.spans.map((span) => span.to),
      ],
    );
    return rows.map((row) => ({
      vehicleId: Number(row.vehicle_id),
      span: Number(row.i) - 1,
      km: Number(row.km ?? 0),
      lastAt: Number(row.last_at),
    }));
  }
}

/** One vehicle's WIB day in the rollup (HISTORY-6). */
export interface VehicleDayRow {
  companyId: number;
  vehicleId: number;
  /** Epoch ms of the day's 00:00 WIB. */
  day: number;
  km: number;
  lastReport: number | null;
}

/** An alert of the seeded history (HISTORY-3): stored resolved. */
export interface HistoryAlertRow {
  id: number;
  companyId: number;
  vehicleId: number;
  code: number;
  isUrgent: boolean;
  isImportant: boolean;
  createdAt: number;
  resolvedAt: number;
  raw: RawAlert;
}

/** What the seeded history's marker records (HISTORY-4). */
export interface HistoryMarker {
  seed: number;
  startMs: number;
  alerts: number;
}

const CHUNK = 2000;

/** The great-circle km from the previous position of the window `w` (DRIVER-9). */
const STEP_KM = `2 * 6371.0088 * asin(sqrt(
  power(sin(radians(p.latitude - lag(p.latitude) OVER w) / 2), 2)
  + cos(radians(p.latitude)) * cos(radians(lag(p.latitude) OVER w))
    * power(sin(radians(p.longitude - lag(p.longitude) OVER w) / 2), 2)))`;

/**
 * The daily driving rollup and the seeded history (HISTORY-4..6): settled WIB days are rolled
 * up from the positions once, for every vehicle, and read from the rollup afterwards.
 */
export class DrivingRollupStore {
  constructor(private readonly db: SqlClient) {}

  /** HISTORY-4: the history's marker, null when this store has none yet. */
  async historyMarker(): Promise<HistoryMarker | null> {
    const rows = await this.db.query<{ value: unknown }>(
      "SELECT value FROM world_meta WHERE key = 'driving_history'",
    );
    return rows[0] ? jsonColumn<HistoryMarker>(rows[0].value) : null;
  }

  /**
   * HISTORY-4: writes the history in one transaction unless a marker is there (another process
   * or an earlier start wrote it); returns whether it wrote. Days are marked settled.
   */
  async writeHistory(history: {
    marker: HistoryMarker;
    alerts: readonly HistoryAlertRow[];
    days: readonly VehicleDayRow[];
    dayStarts: readonly number[];
  }): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.exec('LOCK TABLE world_meta IN EXCLUSIVE MODE');
      const found = await tx.query<{ key: string }>(
        "SELECT key FROM world_meta WHERE key = 'driving_history'",
      );
      if (found.length > 0) return false;
      const alerts = history.alerts.map((a) => ({
        id: a.id,
        company_id: a.companyId,
        vehicle_id: a.vehicleId,
        code: a.code,
        is_urgent: a.isUrgent,
        is_important: a.isImportant,
        created_at: a.createdAt,
        resolved_at: a.resolvedAt,
        alert: a.raw,
      }));
      for (let i = 0; i < alerts.length; i += CHUNK) {
        await tx.query(
          `INSERT INTO alerts (id, company_id, vehicle_id, code, is_urgent, is_important,
                               created_at, resolved_at, alert)
           SELECT id, company_id, vehicle_id, code, is_urgent, is_important, created_at,
                  resolved_at, alert
           FROM json_to_recordset($1::json) AS x(
             id bigint, company_id integer, vehicle_id integer, code integer,
             is_urgent boolean, is_important boolean, created_at bigint, resolved_at bigint,
             alert json)
           ON CONFLICT (id) DO NOTHING`,
          [JSON.stringify(alerts.slice(i, i + CHUNK))],
        );
      }
      const days = history.days.map((d) => ({
        company_id: d.companyId,
        vehicle_id: d.vehicleId,
        wib_day: d.day,
        km: d.km,
        last_report: d.lastReport,
      }));
      for (let i = 0; i < days.length; i += CHUNK) {
        await tx.query(
          `INSERT INTO vehicle_day_distance (company_id, vehicle_id, wib_day, km, last_report)
           SELECT company_id, vehicle_id, wib_day, km, last_report
           FROM json_to_recordset($1::json) AS x(
             company_id integer, vehicle_id integer, wib_day bigint, km double precision,
             last_report bigint)
           ON CONFLICT (vehicle_id, wib_day) DO NOTHING`,
          [JSON.stringify(days.slice(i, i + CHUNK))],
        );
      }
      await tx.query(
        `INSERT INTO settled_wib_days (wib_day, settled_at)
         SELECT d, $2 FROM unnest($1::bigint[]) AS d ON CONFLICT (wib_day) DO NOTHING`,
        [[...history.dayStarts], history.marker.startMs],
      );
      await tx.query(`INSERT INTO world_meta (key, value) VALUES ('driving_history', $1::json)`, [
        JSON.stringify(history.marker),
      ]);
      return true;
    });
  }

  /**
   * HISTORY-6: rolls up the given WIB days (00:00 epoch ms, each whole and settled) that are not
   * rolled up yet, from the stored positions of every vehicle; returns how many days it rolled.
   */
  async settleDays(dayStarts: readonly number[], at: number): Promise<number> {
    if (dayStarts.length === 0) return 0;
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ d: string | number }>(
        `SELECT d FROM unnest($1::bigint[]) AS d
         WHERE NOT EXISTS (SELECT 1 FROM settled_wib_days s WHERE s.wib_day = d)`,
        [[...dayStarts]],
      );
      const todo = rows.map((r) => Number(r.d));
      if (todo.length === 0) return 0;
      await tx.query(
        `INSERT INTO vehicle_day_distance (company_id, vehicle_id, wib_day, km, last_report)
         SELECT company_id, vehicle_id, d, coalesce(sum(km), 0), max(recorded_at)
         FROM (
           SELECT p.company_id, p.vehicle_id, days.d, p.recorded_at, ${STEP_KM} AS km
           FROM unnest($1::bigint[]) AS days(d)
           JOIN vehicle_positions p
             ON p.recorded_at >= days.d AND p.recorded_at < days.d + ${DAY_MS}
           WINDOW w AS (PARTITION BY p.vehicle_id, days.d ORDER BY p.recorded_at)
         ) steps
         GROUP BY company_id, vehicle_id, d
         ON CONFLICT (vehicle_id, wib_day) DO NOTHING`,
        [todo],
      );
      await tx.query(
        `INSERT INTO settled_wib_days (wib_day, settled_at)
         SELECT d, $2 FROM unnest($1::bigint[]) AS d ON CONFLICT (wib_day) DO NOTHING`,
        [todo, at],
      );
      return todo.length;
    });
  }

  /** HISTORY-6: per vehicle, the rolled-up kilometres and last report over the given days. */
  async dayTotals(query: {
    companyId: number;
    vehicleIds: readonly number[];
    dayStarts: readonly number[];
  }): Promise<Map<number, { km: number; lastAt: number | null }>> {
    const out = new Map<number, { km: number; lastAt: number | null }>();
    if (query.vehicleIds.length === 0 || query.dayStarts.length === 0) return out;
    const rows = await this.db.query<{
      vehicle_id: number;
      km: string | number | null;
      last_at: string | number | null;
    }>(
      `SELECT vehicle_id, sum(km) AS km, max(last_report) AS last_at
       FROM vehicle_day_distance
       WHERE company_id = $1 AND vehicle_id = ANY($2::integer[]) AND wib_day = ANY($3::bigint[])
       GROUP BY vehicle_id`,
      [query.companyId, [...query.vehicleIds], [...query.dayStarts]],
    );
    for (const row of rows) {
      out.set(Number(row.vehicle_id), {
        km: Number(row.km ?? 0),
        lastAt: row.last_at === null ? null : Number(row.last_at),
      });
    }
    return out;
  }
}

/** A bigint[] column: PGlite hands an array, the PostgreSQL driver may hand `{1,2}` text. */
function bigintArray(value: (string | number)[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}
