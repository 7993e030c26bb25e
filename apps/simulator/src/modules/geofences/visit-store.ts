import type { GeofenceCategory } from '@armada/contracts/geofences';
import { DAY_MS, WIB_OFFSET_MS } from '../../domain/wib-time';
import type { SqlClient, SqlExecutor } from '../../store/sql-client';

/** The WIB day number of an instant: the partition a visit that began then lies in (GEO-11). */
export const visitDay = (at: number): number => Math.floor((at + WIB_OFFSET_MS) / DAY_MS);

const partitionName = (day: number) => `geofence_visits_d${day}`;
const PARTITION_NAME = /^geofence_visits_d(\d+)$/;

/** A visit begun (GEO-8, GEO-12). */
export interface VisitOpen {
  companyId: number;
  geofenceId: number;
  geofenceName: string;
  category: GeofenceCategory;
  vehicleId: number;
  licensePlate: string;
  enteredAt: number;
  entrySeen: boolean;
  latitude: number;
  longitude: number;
}

/** A visit's key: its geofence, its vehicle and when it began. */
export interface VisitKey {
  geofenceId: number;
  vehicleId: number;
  enteredAt: number;
}

export interface VisitRow extends VisitOpen {
  id: number;
  exitedAt: number | null;
  exitSeen: boolean;
  dwellAlertedAt: number | null;
}

interface SqlVisit {
  id: number | string;
  company_id: number;
  geofence_id: number;
  geofence_name: string;
  category: GeofenceCategory;
  vehicle_id: number;
  license_plate: string;
  entered_at: number | string;
  entry_seen: boolean;
  entry_latitude: number;
  entry_longitude: number;
  exited_at: number | string | null;
  exit_seen: boolean;
  dwell_alerted_at: number | string | null;
}

const ms = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function visitOf(row: SqlVisit): VisitRow {
  return {
    id: Number(row.id),
    companyId: row.company_id,
    geofenceId: row.geofence_id,
    geofenceName: row.geofence_name,
    category: row.category,
    vehicleId: row.vehicle_id,
    licensePlate: row.license_plate,
    enteredAt: Number(row.entered_at),
    entrySeen: row.entry_seen,
    latitude: row.entry_latitude,
    longitude: row.entry_longitude,
    exitedAt: ms(row.exited_at),
    exitSeen: row.exit_seen,
    dwellAlertedAt: ms(row.dwell_alerted_at),
  };
}

/** A route deviation begun (SRT-5). */
export interface DeviationOpen {
  companyId: number;
  routeId: number;
  routeName: string;
  vehicleId: number;
  licensePlate: string;
  leftAt: number;
  latitude: number;
  longitude: number;
  distanceM: number;
}

export interface DeviationEnd {
  routeId: number;
  vehicleId: number;
  leftAt: number;
  endedAt: number;
  returned: boolean;
  maxDistanceM: number;
}

export interface DeviationRow {
  id: number;
  companyId: number;
  routeId: number;
  routeName: string;
  vehicleId: number;
  licensePlate: string;
  leftAt: number;
  endedAt: number | null;
  returned: boolean;
  maxDistanceM: number;
}

interface SqlDeviation {
  id: number | string;
  company_id: number;
  route_id: number;
  route_name: string;
  vehicle_id: number;
  license_plate: string;
  left_at: number | string;
  ended_at: number | string | null;
  returned: boolean;
  max_distance_m: number;
}

function deviationOf(row: SqlDeviation): DeviationRow {
  return {
    id: Number(row.id),
    companyId: row.company_id,
    routeId: row.route_id,
    routeName: row.route_name,
    vehicleId: row.vehicle_id,
    licensePlate: row.license_plate,
    leftAt: Number(row.left_at),
    endedAt: ms(row.ended_at),
    returned: row.returned,
    maxDistanceM: row.max_distance_m,
  };
}

/** What one flush of the moving fleet's geofence and route events writes, in this order. */
export interface VisitBatch {
  opened: VisitOpen[];
  dwelled: (VisitKey & { at: number })[];
  closed: (VisitKey & { at: number; seen: boolean })[];
  deviated: DeviationOpen[];
  deviationEnds: DeviationEnd[];
}

/**
 * The visits of geofences (day partitions, GEO-11) and the deviations from saved routes
 * (SRT-7). Rows are written in batches from the fleet's write queue, one transaction per batch.
 */
export class VisitStore {
  /** Days whose partition is known to exist (made here or found). */
  private readonly days = new Set<number>();

  constructor(private readonly db: SqlClient) {}

  /** The partition of each day, made if missing (two processes may race: both succeed). */
  async ensureDays(days: Iterable<number>): Promise<void> {
    for (const day of days) {
      if (this.days.has(day)) continue;
      const from = Math.trunc(day);
      await this.db.exec(
        `CREATE TABLE IF NOT EXISTS ${partitionName(from)} PARTITION OF geofence_visits
           FOR VALUES FROM (${from}) TO (${from + 1})`,
      );
      this.days.add(from);
    }
  }

  /** GEO-11: drops the partitions of days before `beforeDay` whole. Answers the days dropped. */
  async dropBefore(beforeDay: number): Promise<number[]> {
    const rows = await this.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid
         JOIN pg_class p ON p.oid = i.inhparent
       WHERE p.relname = 'geofence_visits' AND pg_table_is_visible(p.oid)`,
    );
    const dropped: number[] = [];
    for (const { name } of rows) {
      const day = Number(PARTITION_NAME.exec(name)?.[1] ?? NaN);
      if (!Number.isInteger(day) || day >= beforeDay) continue;
      await this.db.exec(`DROP TABLE IF EXISTS ${partitionName(day)}`);
      this.days.delete(day);
      dropped.push(day);
    }
    return dropped.sort((a, b) => a - b);
  }

  /** Writes one flush of events: visits opened, dwell marked, visits closed, deviations. */
  async write(batch: VisitBatch): Promise<void> {
    const { opened, dwelled, closed, deviated, deviationEnds } = batch;
    if (
      opened.length + dwelled.length + closed.length + deviated.length + deviationEnds.length ===
      0
    )
      return;
    await this.ensureDays(new Set(opened.map((visit) => visitDay(visit.enteredAt))));
    await this.db.transaction(async (tx) => {
      if (opened.length > 0) await insertVisits(tx, opened);
      if (dwelled.length > 0) {
        await tx.query(
          `UPDATE geofence_visits v SET dwell_alerted_at = u.at
           FROM json_to_recordset($1::json) AS u(day integer, geofence_id integer,
             vehicle_id integer, entered_at bigint, at bigint)
           WHERE v.day = u.day AND v.geofence_id = u.geofence_id AND v.vehicle_id = u.vehicle_id
             AND v.entered_at = u.entered_at`,
          [JSON.stringify(dwelled.map(keyJson))],
        );
      }
      if (closed.length > 0) {
        await tx.query(
          `UPDATE geofence_visits v SET exited_at = u.at, exit_seen = u.seen
           FROM json_to_recordset($1::json) AS u(day integer, geofence_id integer,
             vehicle_id integer, entered_at bigint, at bigint, seen boolean)
           WHERE v.day = u.day AND v.geofence_id = u.geofence_id AND v.vehicle_id = u.vehicle_id
             AND v.entered_at = u.entered_at AND v.exited_at IS NULL`,
          [JSON.stringify(closed.map((close) => ({ ...keyJson(close), seen: close.seen })))],
        );
      }
      if (deviated.length > 0) {
        await tx.query(
          `INSERT INTO route_deviations (company_id, route_id, route_name, vehicle_id,
             license_plate, left_at, left_latitude, left_longitude, max_distance_m)
           SELECT company_id, route_id, route_name, vehicle_id, license_plate, left_at,
             latitude, longitude, max_distance_m
           FROM json_to_recordset($1::json) AS x(company_id integer, route_id integer,
             route_name text, vehicle_id integer, license_plate text, left_at bigint,
             latitude double precision, longitude double precision, max_distance_m integer)`,
          [
            JSON.stringify(
              deviated.map((d) => ({
                company_id: d.companyId,
                route_id: d.routeId,
                route_name: d.routeName,
                vehicle_id: d.vehicleId,
                license_plate: d.licensePlate,
                left_at: d.leftAt,
                latitude: d.latitude,
                longitude: d.longitude,
                max_distance_m: Math.round(d.distanceM),
              })),
            ),
          ],
        );
      }
      if (deviationEnds.length > 0) {
        await tx.query(
          `UPDATE route_deviations d SET ended_at = u.ended_at, returned = u.returned,
             max_distance_m = GREATEST(d.max_distance_m, u.max_distance_m)
           FROM json_to_recordset($1::json) AS u(route_id integer, vehicle_id integer,
             left_at bigint, ended_at bigint, returned boolean, max_distance_m integer)
           WHERE d.route_id = u.route_id AND d.vehicle_id = u.vehicle_id
             AND d.left_at = u.left_at AND d.ended_at IS NULL`,
          [
            JSON.stringify(
              deviationEnds.map((end) => ({
                route_id: end.routeId,
                vehicle_id: end.vehicleId,
                left_at: end.leftAt,
                ended_at: end.endedAt,
                returned: end.returned,
                max_distance_m: Math.round(end.maxDistanceM),
              })),
            ),
          ],
        );
      }
    });
  }

  /** GEO-12: the visits still open, to carry on after a restart. */
  async openVisits(): Promise<VisitRow[]> {
    const rows = await this.db.query<SqlVisit>(
      'SELECT * FROM geofence_visits WHERE exited_at IS NULL ORDER BY entered_at, id',
    );
    return rows.map(visitOf);
  }

  /** GEO-11: a geofence's visits, newest first, entered before `before` when given. */
  async visitsOf(
    companyId: number,
    geofenceId: number,
    limit: number,
    before?: number,
  ): Promise<VisitRow[]> {
    const rows = await this.db.query<SqlVisit>(
      `SELECT * FROM geofence_visits
       WHERE company_id = $1 AND geofence_id = $2 AND ($3::bigint IS NULL OR entered_at < $3)
       ORDER BY entered_at DESC, id DESC LIMIT $4`,
      [companyId, geofenceId, before ?? null, limit],
    );
    return rows.map(visitOf);
  }

  /** SRT-7: the deviations still open, to carry on after a restart. */
  async openDeviations(): Promise<DeviationRow[]> {
    const rows = await this.db.query<SqlDeviation>(
      'SELECT * FROM route_deviations WHERE ended_at IS NULL ORDER BY left_at, id',
    );
    return rows.map(deviationOf);
  }

  /** SRT-7: a route's deviations, newest first. */
  async deviationsOf(
    companyId: number,
    routeId: number,
    limit: number,
    before?: number,
  ): Promise<DeviationRow[]> {
    const rows = await this.db.query<SqlDeviation>(
      `SELECT * FROM route_deviations
       WHERE company_id = $1 AND route_id = $2 AND ($3::bigint IS NULL OR left_at < $3)
       ORDER BY left_at DESC, id DESC LIMIT $4`,
      [companyId, routeId, before ?? null, limit],
    );
    return rows.map(deviationOf);
  }
}

function keyJson(key: VisitKey & { at: number }) {
  return {
    day: visitDay(key.enteredAt),
    geofence_id: key.geofenceId,
    vehicle_id: key.vehicleId,
    entered_at: key.enteredAt,
    at: key.at,
  };
}

async function insertVisits(tx: SqlExecutor, opened: readonly VisitOpen[]): Promise<void> {
  await tx.query(
    `INSERT INTO geofence_visits (day, company_id, geofence_id, geofence_name, category,
       vehicle_id, license_plate, entered_at, entry_seen, entry_latitude, entry_longitude)
     SELECT day, company_id, geofence_id, geofence_name, category, vehicle_id, license_plate,
       entered_at, entry_seen, latitude, longitude
     FROM json_to_recordset($1::json) AS x(day integer, company_id integer, geofence_id integer,
       geofence_name text, category text, vehicle_id integer, license_plate text,
       entered_at bigint, entry_seen boolean, latitude double precision,
       longitude double precision)`,
    [
      JSON.stringify(
        opened.map((visit) => ({
          day: visitDay(visit.enteredAt),
          company_id: visit.companyId,
          geofence_id: visit.geofenceId,
          geofence_name: visit.geofenceName,
          category: visit.category,
          vehicle_id: visit.vehicleId,
          license_plate: visit.licensePlate,
          entered_at: visit.enteredAt,
          entry_seen: visit.entrySeen,
          latitude: visit.latitude,
          longitude: visit.longitude,
        })),
      ),
    ],
  );
}
