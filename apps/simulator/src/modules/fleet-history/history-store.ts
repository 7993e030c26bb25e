import { jsonColumn, type SqlClient, type SqlExecutor } from '../../store/sql-client';
import { dayNumberOf, dayText } from './history-rules';
import { HISTORY_PARTITIONED_TABLES as TABLES, type HistoryPartitions } from './partitions';
import type { DoorEventRow } from './door-sensor';
import { PositionColumns } from './position-columns';

/**
 * The history's SQL (docs/rules/history.md, ADR 0025): positions appended in batches, trips,
 * stops and fuel events upserted by their vehicle and start, daily rollups upserted by vehicle
 * and day, and the reads of the track and of the reports, all in SQL with indexes.
 */

/** A kept position as stored: compact integer columns (migration 22). */
export interface StoredPosition {
  vehicleId: number;
  companyId: number;
  at: number;
  latE5: number;
  lngE5: number;
  speedKmh: number;
  heading: number;
  /** Status code, plus 4 with the ignition on. */
  flags: number;
  fuelPctE1: number | null;
  tempCE1: number | null;
}

export interface TripRow {
  id?: number;
  companyId: number;
  vehicleId: number;
  driverId: number | null;
  startedAt: number;
  endedAt: number;
  ongoing: boolean;
  startLat: number;
  startLng: number;
  endLat: number;
  endLng: number;
  distanceM: number;
  movingS: number;
  idleS: number;
  maxSpeedKmh: number;
}

export interface StopRow {
  id?: number;
  companyId: number;
  vehicleId: number;
  driverId: number | null;
  startedAt: number;
  endedAt: number;
  ongoing: boolean;
  kind: 'PARKED' | 'IDLE';
  latitude: number;
  longitude: number;
}

export interface FuelEventRow {
  id?: number;
  companyId: number;
  vehicleId: number;
  driverId: number | null;
  at: number;
  kind: 'REFILL' | 'DROP';
  litres: number;
  beforePct: number;
  afterPct: number;
  latitude: number;
  longitude: number;
}

export interface DailyRow {
  vehicleId: number;
  companyId: number;
  driverId: number | null;
  /** Zone day number (days since 1970-01-01 on the company's calendar). */
  day: number;
  distanceM: number;
  trips: number;
  drivingS: number;
  idlingS: number;
  parkingS: number;
  maxSpeedKmh: number;
  fuelUsedMl: number;
  fuelAddedMl: number;
  fuelDroppedMl: number;
}

/** A stored rollup with its alerts (or a sum of them per driver). */
export interface DailyReadRow extends Omit<DailyRow, 'vehicleId' | 'companyId'> {
  vehicleId: number | null;
  alertCount: number;
  alerts: Record<string, number>;
}

export interface BacklogDayRow {
  vehicleId: number;
  companyId: number;
  dayStart: number;
  untilAt: number;
  fuelStartL: number;
}

export interface AlertPoint {
  rawId: string;
  code: number;
  at: number;
  latitude: number | null;
  longitude: number | null;
}

/** Which records of a company a report reads. */
export interface RecordFilter {
  companyId: number;
  from: number;
  to: number;
  /** null: every vehicle of the company. */
  vehicleIds: readonly number[] | null;
  driverId: number | null;
}

export interface Page {
  limit: number;
  offset: number;
}

const CHUNK = 2000;
/** Kept positions per statement (one array text per column). */
const POSITION_CHUNK = 10_000;
const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

async function inChunks(tx: SqlExecutor, rows: readonly object[], sql: string): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK))]);
}

/**
 * `inChunks` for rows written often (the recorder's trips, stops and day figures): each row's
 * JSON text is written by `toJson` (what `JSON.stringify` gives for its object), so no object is
 * made per row on the way.
 */
async function inJsonChunks<T>(
  tx: SqlExecutor,
  rows: readonly T[],
  toJson: (row: T) => string,
  sql: string,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    let text = '[';
    const end = Math.min(rows.length, i + CHUNK);
    for (let k = i; k < end; k++) text += (k > i ? ',' : '') + toJson(rows[k] as T);
    await tx.query(sql, [`${text}]`]);
  }
}

/** A number as JSON writes it (NaN and the infinities as null, as `JSON.stringify` does). */
const jn = (n: number | null): string => (n === null || !Number.isFinite(n) ? 'null' : `${n}`);

/** `AND ...` conditions of a record filter on `alias`, its parameters from `$start` on. */
function filterSql(
  filter: RecordFilter,
  column: string,
  params: unknown[],
): { where: string; params: unknown[] } {
  const add = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = [
    `company_id = ${add(filter.companyId)}`,
    `${column} >= ${add(filter.from)}`,
    `${column} < ${add(filter.to)}`,
  ];
  if (filter.vehicleIds !== null) parts.push(`vehicle_id = ANY(${add([...filter.vehicleIds])})`);
  if (filter.driverId !== null) parts.push(`driver_id = ${add(filter.driverId)}`);
  return { where: parts.join(' AND '), params };
}

export class HistoryStore {
  constructor(
    readonly db: SqlClient,
    readonly partitions: HistoryPartitions,
  ) {}

  // -------------------------------------------------------------------------------------------
  // Writes
  // -------------------------------------------------------------------------------------------

  /**
   * HIST-5: appends kept positions (a fix already kept is ignored), as objects or as the
   * recorder's columns.
   */
  async insertPositions(rows: readonly StoredPosition[] | PositionColumns): Promise<void> {
    const columns = rows instanceof PositionColumns ? rows : PositionColumns.of(rows);
    if (columns.length === 0) return;
    await this.partitions.ensure(TABLES.positions, columns.at.subarray(0, columns.length));
    await this.db.transaction((tx) => insertPositionsIn(tx, columns));
  }

  /**
   * Trips, stops, fuel events, day figures and recorder states of one flush, in one
   * transaction: a trip or stop is rewritten by its vehicle and start, a day by its vehicle and
   * date (its alert counts are kept), a fuel event already there is left alone.
   */
  async writeRecords(records: {
    trips: readonly TripRow[];
    stops: readonly StopRow[];
    fuelEvents: readonly FuelEventRow[];
    days: readonly DailyRow[];
    states?: readonly { vehicleId: number; at: number; state: object }[];
  }): Promise<void> {
    await this.ensureRecordPartitions(records);
    await this.db.transaction(async (tx) => {
      await this.writeRecordsIn(tx, records);
    });
  }

  private async ensureRecordPartitions(records: {
    trips: readonly TripRow[];
    stops: readonly StopRow[];
    fuelEvents: readonly FuelEventRow[];
  }): Promise<void> {
    await this.partitions.ensure(
      TABLES.trips,
      records.trips.map((t) => t.startedAt),
    );
    await this.partitions.ensure(
      TABLES.stops,
      records.stops.map((s) => s.startedAt),
    );
    await this.partitions.ensure(
      TABLES.fuelEvents,
      records.fuelEvents.map((f) => f.at),
    );
  }

  private async writeRecordsIn(
    tx: SqlExecutor,
    records: {
      trips: readonly TripRow[];
      stops: readonly StopRow[];
      fuelEvents: readonly FuelEventRow[];
      days: readonly DailyRow[];
      states?: readonly { vehicleId: number; at: number; state: object }[];
    },
  ): Promise<void> {
    await inJsonChunks(
      tx,
      records.trips,
      (t) =>
        `{"c":${jn(t.companyId)},"v":${jn(t.vehicleId)},"d":${jn(t.driverId)},` +
        `"s":${jn(t.startedAt)},"e":${jn(t.endedAt)},"g":${t.ongoing},` +
        `"a":${jn(t.startLat)},"b":${jn(t.startLng)},"x":${jn(t.endLat)},"y":${jn(t.endLng)},` +
        `"m":${jn(t.distanceM)},"ms":${jn(t.movingS)},"i":${jn(t.idleS)},"k":${jn(t.maxSpeedKmh)}}`,
      `INSERT INTO history_trips (company_id, vehicle_id, driver_id, started_at, ended_at,
         ongoing, start_lat, start_lng, end_lat, end_lng, distance_m, moving_s, idle_s,
         max_speed_kmh)
       SELECT c, v, d, s, e, g, a, b, x, y, m, ms, i, k
       FROM json_to_recordset($1::json) AS r(c integer, v integer, d integer, s bigint,
         e bigint, g boolean, a double precision, b double precision,
         x double precision, y double precision, m integer, ms integer, i integer, k real)
       ON CONFLICT (vehicle_id, started_at) DO UPDATE SET
         ended_at = EXCLUDED.ended_at, ongoing = EXCLUDED.ongoing,
         end_lat = EXCLUDED.end_lat, end_lng = EXCLUDED.end_lng,
         distance_m = EXCLUDED.distance_m,
         moving_s = EXCLUDED.moving_s, idle_s = EXCLUDED.idle_s,
         max_speed_kmh = EXCLUDED.max_speed_kmh`,
    );
    await inJsonChunks(
      tx,
      records.stops,
      (s) =>
        `{"c":${jn(s.companyId)},"v":${jn(s.vehicleId)},"d":${jn(s.driverId)},` +
        `"s":${jn(s.startedAt)},"e":${jn(s.endedAt)},"g":${s.ongoing},` +
        `"k":${JSON.stringify(s.kind)},"a":${jn(s.latitude)},"b":${jn(s.longitude)}}`,
      `INSERT INTO history_stops (company_id, vehicle_id, driver_id, started_at, ended_at,
         ongoing, kind, latitude, longitude)
       SELECT c, v, d, s, e, g, k, a, b
       FROM json_to_recordset($1::json) AS r(c integer, v integer, d integer, s bigint,
         e bigint, g boolean, k text, a double precision, b double precision)
       ON CONFLICT (vehicle_id, started_at) DO UPDATE SET
         ended_at = EXCLUDED.ended_at, ongoing = EXCLUDED.ongoing, kind = EXCLUDED.kind`,
    );
    await inChunks(
      tx,
      records.fuelEvents.map((f) => ({
        c: f.companyId,
        v: f.vehicleId,
        d: f.driverId,
        t: f.at,
        k: f.kind,
        l: f.litres,
        p: f.beforePct,
        q: f.afterPct,
        a: f.latitude,
        b: f.longitude,
      })),
      `INSERT INTO history_fuel_events (company_id, vehicle_id, driver_id, at, kind, litres,
         before_pct, after_pct, latitude, longitude)
       SELECT c, v, d, t, k, l, p, q, a, b
       FROM json_to_recordset($1::json) AS r(c integer, v integer, d integer, t bigint,
         k text, l real, p real, q real, a double precision, b double precision)
       ON CONFLICT (vehicle_id, at) DO NOTHING`,
    );
    await inJsonChunks(
      tx,
      records.days,
      (d) =>
        `{"v":${jn(d.vehicleId)},"y":${JSON.stringify(dayText(d.day))},"c":${jn(d.companyId)},` +
        `"r":${jn(d.driverId)},"m":${jn(d.distanceM)},"n":${jn(d.trips)},` +
        `"dr":${jn(d.drivingS)},"id":${jn(d.idlingS)},"pk":${jn(d.parkingS)},` +
        `"k":${jn(d.maxSpeedKmh)},"fu":${jn(d.fuelUsedMl)},"fa":${jn(d.fuelAddedMl)},` +
        `"fd":${jn(d.fuelDroppedMl)}}`,
      `INSERT INTO history_daily (vehicle_id, day, company_id, driver_id, distance_m, trips,
         driving_s, idling_s, parking_s, max_speed_kmh, fuel_used_ml, fuel_added_ml,
         fuel_dropped_ml)
       SELECT v, y, c, r, m, n, dr, id, pk, k, fu, fa, fd
       FROM json_to_recordset($1::json) AS x(v integer, y date, c integer, r integer,
         m integer, n integer, dr integer, id integer, pk integer, k real, fu integer,
         fa integer, fd integer)
       ON CONFLICT (vehicle_id, day) DO UPDATE SET
         driver_id = EXCLUDED.driver_id, distance_m = EXCLUDED.distance_m,
         trips = EXCLUDED.trips, driving_s = EXCLUDED.driving_s,
         idling_s = EXCLUDED.idling_s, parking_s = EXCLUDED.parking_s,
         max_speed_kmh = EXCLUDED.max_speed_kmh, fuel_used_ml = EXCLUDED.fuel_used_ml,
         fuel_added_ml = EXCLUDED.fuel_added_ml, fuel_dropped_ml = EXCLUDED.fuel_dropped_ml`,
    );
    if (records.states && records.states.length > 0) {
      await inChunks(
        tx,
        records.states.map((s) => ({ v: s.vehicleId, t: s.at, s: s.state })),
        `INSERT INTO history_vehicle_state (vehicle_id, recorded_at, state)
         SELECT v, t, s FROM json_to_recordset($1::json) AS x(v integer, t bigint, s json)
         ON CONFLICT (vehicle_id) DO UPDATE SET
           recorded_at = EXCLUDED.recorded_at, state = EXCLUDED.state
         WHERE history_vehicle_state.recorded_at <= EXCLUDED.recorded_at`,
      );
    }
  }

  /** The recorders' saved states. */
  async loadStates<S>(): Promise<{ vehicleId: number; at: number; state: S }[]> {
    const rows = await this.db.query<{ vehicle_id: number; recorded_at: unknown; state: unknown }>(
      'SELECT vehicle_id, recorded_at, state FROM history_vehicle_state',
    );
    return rows.map((r) => ({
      vehicleId: num(r.vehicle_id),
      at: num(r.recorded_at),
      state: jsonColumn<S>(r.state),
    }));
  }

  /**
   * HIST-15: each vehicle-day's alerts by code, counted again from the alerts raised in
   * [from, to) (their day on the company's clock: `zones` gives each company's offset).
   */
  async recountAlerts(
    zones: ReadonlyMap<number, number>,
    from: number,
    to: number,
    driverOf: ReadonlyMap<number, number | null>,
  ): Promise<void> {
    if (zones.size === 0) return;
    const companies = [...zones.keys()];
    const drivers = [...driverOf.entries()];
    await this.db.query(
      `WITH z AS (SELECT * FROM unnest($1::integer[], $2::bigint[]) AS z(company_id, offset_ms)),
       d AS (SELECT * FROM unnest($5::integer[], $6::integer[]) AS d(vehicle_id, driver_id)),
       counted AS (
         SELECT a.vehicle_id, a.company_id,
                to_timestamp(((a.created_at + z.offset_ms) / 86400000) * 86400)::date AS day,
                a.code, count(*) AS n
         FROM alerts a JOIN z ON z.company_id = a.company_id
         WHERE a.created_at >= $3 AND a.created_at < $4
         GROUP BY 1, 2, 3, 4),
       per_day AS (
         SELECT vehicle_id, company_id, day, sum(n)::integer AS total,
                jsonb_object_agg(code::text, n) AS by_code
         FROM counted GROUP BY 1, 2, 3)
       INSERT INTO history_daily (vehicle_id, day, company_id, driver_id, alert_count, alerts)
       SELECT p.vehicle_id, p.day, p.company_id, d.driver_id, p.total, p.by_code
       FROM per_day p LEFT JOIN d ON d.vehicle_id = p.vehicle_id
       ON CONFLICT (vehicle_id, day) DO UPDATE SET
         alert_count = EXCLUDED.alert_count, alerts = EXCLUDED.alerts`,
      [
        companies,
        companies.map((c) => zones.get(c) ?? 0),
        from,
        to,
        drivers.map(([v]) => v),
        drivers.map(([, d]) => d),
      ],
    );
  }

  // -------------------------------------------------------------------------------------------
  // Retention
  // -------------------------------------------------------------------------------------------

  /** HIST-4: drops what fell out of the retention periods; returns the partitions dropped. */
  async prune(cutoffs: {
    positions: number;
    records: number;
    rollupDay: number;
  }): Promise<string[]> {
    const dropped = [
      ...(await this.partitions.dropBefore(TABLES.positions, cutoffs.positions)),
      ...(await this.partitions.dropBefore(TABLES.trips, cutoffs.records)),
      ...(await this.partitions.dropBefore(TABLES.stops, cutoffs.records)),
      ...(await this.partitions.dropBefore(TABLES.fuelEvents, cutoffs.records)),
      ...(await this.partitions.dropBefore(TABLES.doorEvents, cutoffs.records)),
    ];
    await this.db.query('DELETE FROM history_daily WHERE day < $1::date', [
      dayText(cutoffs.rollupDay),
    ]);
    await this.db.query('DELETE FROM history_backlog_days WHERE day_start < $1', [
      cutoffs.positions,
    ]);
    return dropped;
  }

  // -------------------------------------------------------------------------------------------
  // The seeded backlog (HIST-7)
  // -------------------------------------------------------------------------------------------

  /** HIST-7: when the store first started (null before the module's seed step). */
  async backlogMarker(): Promise<{ seed: number; startMs: number } | null> {
    const rows = await this.db.query<{ value: unknown }>(
      "SELECT value FROM world_meta WHERE key = 'fleet_history'",
    );
    return rows[0] ? jsonColumn<{ seed: number; startMs: number }>(rows[0].value) : null;
  }

  /** Notes the first start, unless an earlier start did. */
  async writeBacklogMarker(marker: { seed: number; startMs: number }): Promise<void> {
    await this.db.query(
      `INSERT INTO world_meta (key, value) VALUES ('fleet_history', $1::json)
       ON CONFLICT (key) DO NOTHING`,
      [JSON.stringify(marker)],
    );
  }

  /** Whether a company's past is written. */
  async backlogWritten(companyId: number): Promise<boolean> {
    const rows = await this.db.query<{ key: string }>('SELECT key FROM world_meta WHERE key = $1', [
      `fleet_history/${companyId}`,
    ]);
    return rows.length > 0;
  }

  /**
   * Writes part of a company's past (some of its vehicles) in one transaction. Every row is
   * keyed (vehicle and start, vehicle and day), so writing a part again changes nothing: a past
   * cut short by a crash is written again whole at the next start.
   */
  async writeBacklogPart(backlog: {
    trips: readonly TripRow[];
    stops: readonly StopRow[];
    fuelEvents: readonly FuelEventRow[];
    days: readonly DailyRow[];
    backlogDays: readonly (BacklogDayRow & { timeline: object })[];
    doorEvents?: readonly DoorEventRow[];
  }): Promise<void> {
    await this.ensureRecordPartitions(backlog);
    const doors = backlog.doorEvents ?? [];
    await this.partitions.ensure(
      TABLES.doorEvents,
      doors.map((d) => d.openedAt),
    );
    await this.db.transaction(async (tx) => {
      await this.writeRecordsIn(tx, backlog);
      await writeDoorEventsIn(tx, doors);
      await inChunks(
        tx,
        backlog.backlogDays.map((d) => ({
          v: d.vehicleId,
          s: d.dayStart,
          c: d.companyId,
          u: d.untilAt,
          f: d.fuelStartL,
          j: d.timeline,
        })),
        `INSERT INTO history_backlog_days (vehicle_id, day_start, company_id, until_at,
           fuel_start_l, timeline)
         SELECT v, s, c, u, f, j FROM json_to_recordset($1::json)
           AS x(v integer, s bigint, c integer, u bigint, f real, j json)
         ON CONFLICT (vehicle_id, day_start) DO NOTHING`,
      );
    });
  }

  /** HIST-19: door openings as they are now (an opening is rewritten when its door closes). */
  async writeDoorEvents(rows: readonly DoorEventRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.partitions.ensure(
      TABLES.doorEvents,
      rows.map((r) => r.openedAt),
    );
    await this.db.transaction((tx) => writeDoorEventsIn(tx, rows));
  }

  /** Marks a company's past as written (HIST-7): later starts and reads leave it alone. */
  async markBacklogWritten(companyId: number, vehicleDays: number): Promise<void> {
    await this.db.query(
      `INSERT INTO world_meta (key, value) VALUES ($1, $2::json) ON CONFLICT (key) DO NOTHING`,
      [`fleet_history/${companyId}`, JSON.stringify({ vehicleDays })],
    );
  }

  /** The vehicle's backlog days overlapping [from, to) whose positions are not stored yet. */
  async pendingBacklogDays(
    vehicleId: number,
    from: number,
    to: number,
  ): Promise<(BacklogDayRow & { timeline: unknown })[]> {
    const rows = await this.db.query<{
      vehicle_id: number;
      company_id: number;
      day_start: unknown;
      until_at: unknown;
      fuel_start_l: unknown;
      timeline: unknown;
    }>(
      `SELECT vehicle_id, company_id, day_start, until_at, fuel_start_l, timeline
       FROM history_backlog_days
       WHERE vehicle_id = $1 AND day_start < $3 AND until_at > $2 AND NOT materialised
       ORDER BY day_start`,
      [vehicleId, from, to],
    );
    return rows.map((r) => ({
      vehicleId: num(r.vehicle_id),
      companyId: num(r.company_id),
      dayStart: num(r.day_start),
      untilAt: num(r.until_at),
      fuelStartL: num(r.fuel_start_l),
      timeline: jsonColumn<unknown>(r.timeline),
    }));
  }

  /** HIST-7: a backlog day's drawn positions, stored once with the day marked as done. */
  async materialise(day: BacklogDayRow, rows: readonly StoredPosition[]): Promise<void> {
    await this.partitions.ensure(TABLES.positions, [day.dayStart]);
    await this.db.transaction(async (tx) => {
      const updated = await tx.query<{ vehicle_id: number }>(
        `UPDATE history_backlog_days SET materialised = true
         WHERE vehicle_id = $1 AND day_start = $2 AND NOT materialised RETURNING vehicle_id`,
        [day.vehicleId, day.dayStart],
      );
      if (updated.length > 0) await insertPositionsIn(tx, PositionColumns.of(rows));
    });
  }

  // -------------------------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------------------------

  /**
   * HIST-6: one vehicle's positions in [from, to), oldest first. A week is tens of thousands of
   * rows: they come as one text (a row per `;`), which both drivers hand over at once, instead
   * of a JS object per row (six times slower on PGlite).
   */
  async positions(vehicleId: number, from: number, to: number): Promise<StoredPosition[]> {
    const rows = await this.db.query<{ company_id: unknown; packed: string | null }>(
      `SELECT min(company_id) AS company_id,
              string_agg(concat_ws(',', recorded_at, lat_e5, lng_e5, speed_kmh, heading, flags,
                                   coalesce(fuel_pct_e1::text, ''), coalesce(temp_c_e1::text, '')),
                         ';' ORDER BY recorded_at) AS packed
       FROM history_positions
       WHERE vehicle_id = $1 AND recorded_at >= $2 AND recorded_at < $3`,
      [vehicleId, from, to],
    );
    const packed = rows[0]?.packed;
    if (!packed) return [];
    const companyId = num(rows[0]?.company_id);
    return packed.split(';').map((line) => {
      const f = line.split(',');
      const fuel = f[6] ?? '';
      const temp = f[7] ?? '';
      return {
        vehicleId,
        companyId,
        at: Number(f[0]),
        latE5: Number(f[1]),
        lngE5: Number(f[2]),
        speedKmh: Number(f[3]),
        heading: Number(f[4]),
        flags: Number(f[5]),
        fuelPctE1: fuel === '' ? null : Number(fuel),
        tempCE1: temp === '' ? null : Number(temp),
      };
    });
  }

  /**
   * A company's vehicle's positions in [from, to), oldest first, as `[latitude, longitude]`;
   * more than `max` are thinned evenly in SQL (every k-th), so a long track costs the same to
   * hand over. Also the count of positions in the period.
   */
  async pathPoints(
    companyId: number,
    vehicleId: number,
    from: number,
    to: number,
    max: number,
  ): Promise<{ points: [number, number][]; total: number }> {
    const rows = await this.db.query<{ packed: string | null; total: number | string | null }>(
      `WITH p AS (
         SELECT recorded_at, lat_e5, lng_e5,
                row_number() OVER (ORDER BY recorded_at) AS n, count(*) OVER () AS total
         FROM history_positions
         WHERE vehicle_id = $2 AND company_id = $1 AND recorded_at >= $3 AND recorded_at < $4
       )
       SELECT string_agg(lat_e5 || ',' || lng_e5, ';' ORDER BY recorded_at) AS packed,
              max(total) AS total
       FROM p WHERE (n - 1) % greatest(1, ceil(total::float8 / $5)::integer) = 0`,
      [companyId, vehicleId, from, to, max],
    );
    const packed = rows[0]?.packed;
    if (!packed) return { points: [], total: 0 };
    const points = packed.split(';').map((pair): [number, number] => {
      const [lat, lng] = pair.split(',');
      return [Number(lat) / 1e5, Number(lng) / 1e5];
    });
    return { points, total: Number(rows[0]?.total ?? points.length) };
  }

  /** Trips of a vehicle overlapping [from, to), oldest first. */
  async tripsOverlapping(vehicleId: number, from: number, to: number): Promise<TripRow[]> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT * FROM history_trips
       WHERE vehicle_id = $1 AND started_at < $3 AND ended_at > $2 AND started_at >= $4
       ORDER BY started_at`,
      [vehicleId, from, to, from - LOOKBACK_MS],
    );
    return rows.map(tripOf);
  }

  /** Stops of a vehicle overlapping [from, to), oldest first. */
  async stopsOverlapping(vehicleId: number, from: number, to: number): Promise<StopRow[]> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT * FROM history_stops
       WHERE vehicle_id = $1 AND started_at < $3 AND ended_at > $2 AND started_at >= $4
       ORDER BY started_at`,
      [vehicleId, from, to, from - LOOKBACK_MS],
    );
    return rows.map(stopOf);
  }

  /** Fuel events of a vehicle in [from, to), oldest first. */
  async fuelEventsOf(vehicleId: number, from: number, to: number): Promise<FuelEventRow[]> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT * FROM history_fuel_events WHERE vehicle_id = $1 AND at >= $2 AND at < $3
       ORDER BY at`,
      [vehicleId, from, to],
    );
    return rows.map(fuelOf);
  }

  /** The vehicle's alerts raised in [from, to), oldest first (at most `limit`). */
  async alertsOf(
    vehicleId: number,
    from: number,
    to: number,
    limit: number,
  ): Promise<AlertPoint[]> {
    const rows = await this.db.query<{
      id: unknown;
      code: number;
      created_at: unknown;
      raw_id: string | null;
      latitude: unknown;
      longitude: unknown;
    }>(
      `SELECT id, code, created_at, alert->>'rawAlertId' AS raw_id,
              (alert->>'latitude')::double precision AS latitude,
              (alert->>'longitude')::double precision AS longitude
       FROM alerts WHERE vehicle_id = $1 AND created_at >= $2 AND created_at < $3
       ORDER BY created_at, id LIMIT $4`,
      [vehicleId, from, to, limit],
    );
    return rows.map((r) => ({
      rawId: r.raw_id ?? String(r.id),
      code: num(r.code),
      at: num(r.created_at),
      latitude: numOrNull(r.latitude),
      longitude: numOrNull(r.longitude),
    }));
  }

  /** A page of trips that started in the period, and how many there are. */
  async listTrips(
    filter: RecordFilter & { minDistanceM: number | null },
    order: string,
    page: Page,
  ): Promise<{ rows: TripRow[]; total: number }> {
    const params: unknown[] = [];
    const { where } = filterSql(filter, 'started_at', params);
    const extra =
      filter.minDistanceM === null ? '' : ` AND distance_m >= ${push(params, filter.minDistanceM)}`;
    return this.page('history_trips', `${where}${extra}`, params, order, page, tripOf);
  }

  async listStops(
    filter: RecordFilter & { kind: string | null; minDurationMs: number | null },
    order: string,
    page: Page,
  ): Promise<{ rows: StopRow[]; total: number }> {
    const params: unknown[] = [];
    const { where } = filterSql(filter, 'started_at', params);
    let extra = '';
    if (filter.kind !== null) extra += ` AND kind = ${push(params, filter.kind)}`;
    if (filter.minDurationMs !== null)
      extra += ` AND ended_at - started_at >= ${push(params, filter.minDurationMs)}`;
    return this.page('history_stops', `${where}${extra}`, params, order, page, stopOf);
  }

  async listFuelEvents(
    filter: RecordFilter & { kind: string | null },
    order: string,
    page: Page,
  ): Promise<{ rows: FuelEventRow[]; total: number }> {
    const params: unknown[] = [];
    const { where } = filterSql(filter, 'at', params);
    const extra = filter.kind === null ? '' : ` AND kind = ${push(params, filter.kind)}`;
    return this.page('history_fuel_events', `${where}${extra}`, params, order, page, fuelOf);
  }

  private async page<T>(
    table: string,
    where: string,
    params: unknown[],
    order: string,
    page: Page,
    map: (row: Record<string, unknown>) => T,
  ): Promise<{ rows: T[]; total: number }> {
    const counted = await this.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM ${table} WHERE ${where}`,
      params,
    );
    const total = num(counted[0]?.n ?? 0);
    if (total === 0 || page.offset >= total) return { rows: [], total };
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT * FROM ${table} WHERE ${where} ORDER BY ${order}
       LIMIT ${push(params, page.limit)} OFFSET ${push(params, page.offset)}`,
      params,
    );
    return { rows: rows.map(map), total };
  }

  /**
   * HIST-15: a page of daily rollups in [fromDay, toDay] (zone day numbers, both included),
   * per vehicle or summed per driver, and how many rows there are.
   */
  async listDaily(
    filter: Omit<RecordFilter, 'from' | 'to'> & { fromDay: number; toDay: number },
    per: 'vehicle' | 'driver',
    order: string,
    page: Page,
  ): Promise<{ rows: DailyReadRow[]; total: number }> {
    const params: unknown[] = [filter.companyId, dayText(filter.fromDay), dayText(filter.toDay)];
    let where = 'company_id = $1 AND day >= $2::date AND day <= $3::date';
    if (filter.vehicleIds !== null)
      where += ` AND vehicle_id = ANY(${push(params, [...filter.vehicleIds])})`;
    if (filter.driverId !== null) where += ` AND driver_id = ${push(params, filter.driverId)}`;
    if (per === 'driver') where += ' AND driver_id IS NOT NULL';
    const base =
      per === 'vehicle'
        ? `SELECT vehicle_id, driver_id, day, distance_m, trips, driving_s, idling_s, parking_s,
                  max_speed_kmh, fuel_used_ml, fuel_added_ml, fuel_dropped_ml, alert_count,
                  alerts
           FROM history_daily WHERE ${where}`
        : `SELECT NULL::integer AS vehicle_id, driver_id, day,
                  sum(distance_m)::bigint AS distance_m, sum(trips)::bigint AS trips,
                  sum(driving_s)::bigint AS driving_s, sum(idling_s)::bigint AS idling_s,
                  sum(parking_s)::bigint AS parking_s, max(max_speed_kmh) AS max_speed_kmh,
                  sum(fuel_used_ml)::bigint AS fuel_used_ml,
                  sum(fuel_added_ml)::bigint AS fuel_added_ml,
                  sum(fuel_dropped_ml)::bigint AS fuel_dropped_ml,
                  sum(alert_count)::bigint AS alert_count
           FROM history_daily WHERE ${where} GROUP BY driver_id, day`;
    const counted = await this.db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM (${base}) s`,
      params,
    );
    const total = num(counted[0]?.n ?? 0);
    if (total === 0 || page.offset >= total) return { rows: [], total };
    // A driver's alerts by code are summed for the rows of the page only.
    const alerts =
      per === 'vehicle'
        ? 'p.alerts'
        : `(SELECT coalesce(jsonb_object_agg(k, n), '{}'::jsonb) FROM (
              SELECT e.key AS k, sum(e.value::integer) AS n
              FROM history_daily h, jsonb_each_text(h.alerts) e
              WHERE h.company_id = $1 AND h.driver_id = p.driver_id AND h.day = p.day
              GROUP BY e.key) t)`;
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT p.vehicle_id, p.driver_id, p.day::text AS day, p.distance_m, p.trips, p.driving_s,
              p.idling_s, p.parking_s, p.max_speed_kmh, p.fuel_used_ml, p.fuel_added_ml,
              p.fuel_dropped_ml, p.alert_count, ${alerts} AS alerts
       FROM (${base} ORDER BY ${order}
             LIMIT ${push(params, page.limit)} OFFSET ${push(params, page.offset)}) p
       ORDER BY ${order}`,
      params,
    );
    return {
      rows: rows.map((r) => ({
        vehicleId: numOrNull(r.vehicle_id),
        driverId: numOrNull(r.driver_id),
        day: dayNumberOf(String(r.day)),
        distanceM: num(r.distance_m),
        trips: num(r.trips),
        drivingS: num(r.driving_s),
        idlingS: num(r.idling_s),
        parkingS: num(r.parking_s),
        maxSpeedKmh: num(r.max_speed_kmh),
        fuelUsedMl: num(r.fuel_used_ml),
        fuelAddedMl: num(r.fuel_added_ml),
        fuelDroppedMl: num(r.fuel_dropped_ml),
        alertCount: num(r.alert_count),
        alerts: jsonColumn<Record<string, number>>(r.alerts),
      })),
      total,
    };
  }
}

/** Appends positions within a transaction (their partitions exist). */
async function writeDoorEventsIn(tx: SqlExecutor, rows: readonly DoorEventRow[]): Promise<void> {
  await inChunks(
    tx,
    rows.map((r) => ({
      c: r.companyId,
      v: r.vehicleId,
      d: r.driverId,
      o: r.openedAt,
      x: r.closedAt,
      s: r.atStop,
      a: r.latitude,
      b: r.longitude,
    })),
    `INSERT INTO history_door_events (company_id, vehicle_id, driver_id, opened_at, closed_at,
       at_stop, latitude, longitude)
     SELECT c, v, d, o, x, s, a, b
     FROM json_to_recordset($1::json) AS r(c integer, v integer, d integer, o bigint, x bigint,
       s boolean, a double precision, b double precision)
     ON CONFLICT (vehicle_id, opened_at) DO UPDATE SET
       closed_at = coalesce(EXCLUDED.closed_at, history_door_events.closed_at)`,
  );
}

async function insertPositionsIn(tx: SqlExecutor, columns: PositionColumns): Promise<void> {
  for (let i = 0; i < columns.length; i += POSITION_CHUNK) {
    await tx.query(
      `INSERT INTO history_positions
         (vehicle_id, company_id, recorded_at, lat_e5, lng_e5, speed_kmh, heading, flags,
          fuel_pct_e1, temp_c_e1)
       SELECT * FROM unnest($1::integer[], $2::integer[], $3::bigint[], $4::integer[],
         $5::integer[], $6::smallint[], $7::smallint[], $8::smallint[], $9::smallint[],
         $10::smallint[])
       ON CONFLICT (vehicle_id, recorded_at) DO NOTHING`,
      columns.arrayTexts(i, Math.min(columns.length, i + POSITION_CHUNK)),
    );
  }
}

/** Trips and stops overlapping a period started at most this long before it. */
const LOOKBACK_MS = 8 * 24 * 60 * 60 * 1000;

function push(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

function tripOf(r: Record<string, unknown>): TripRow {
  return {
    id: num(r.id),
    companyId: num(r.company_id),
    vehicleId: num(r.vehicle_id),
    driverId: numOrNull(r.driver_id),
    startedAt: num(r.started_at),
    endedAt: num(r.ended_at),
    ongoing: Boolean(r.ongoing),
    startLat: num(r.start_lat),
    startLng: num(r.start_lng),
    endLat: num(r.end_lat),
    endLng: num(r.end_lng),
    distanceM: num(r.distance_m),
    movingS: num(r.moving_s),
    idleS: num(r.idle_s),
    maxSpeedKmh: num(r.max_speed_kmh),
  };
}

function stopOf(r: Record<string, unknown>): StopRow {
  return {
    id: num(r.id),
    companyId: num(r.company_id),
    vehicleId: num(r.vehicle_id),
    driverId: numOrNull(r.driver_id),
    startedAt: num(r.started_at),
    endedAt: num(r.ended_at),
    ongoing: Boolean(r.ongoing),
    kind: r.kind === 'IDLE' ? 'IDLE' : 'PARKED',
    latitude: num(r.latitude),
    longitude: num(r.longitude),
  };
}

function fuelOf(r: Record<string, unknown>): FuelEventRow {
  return {
    id: num(r.id),
    companyId: num(r.company_id),
    vehicleId: num(r.vehicle_id),
    driverId: numOrNull(r.driver_id),
    at: num(r.at),
    kind: r.kind === 'DROP' ? 'DROP' : 'REFILL',
    litres: num(r.litres),
    beforePct: num(r.before_pct),
    afterPct: num(r.after_pct),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
  };
}
