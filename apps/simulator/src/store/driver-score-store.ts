import type { SqlClient } from './sql-client';

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
  constructor(private readonly db: SqlClient) {}

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

/** A bigint[] column: PGlite hands an array, the PostgreSQL driver may hand `{1,2}` text. */
function bigintArray(value: (string | number)[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}
