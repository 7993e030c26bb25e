import { alertCodeName } from '@armada/contracts/alerts';
import { DEFAULT_COMPANY_TIME_ZONE } from '@armada/contracts/company';
import {
  HISTORY_ERROR_REASONS,
  HISTORY_LIMITS,
  HISTORY_PERMISSIONS,
  type DailyRollup,
  type DailyRollupsQuery,
  type FuelEvent,
  type FuelEventSort,
  type FuelEventsQuery,
  type HistoryPage,
  type HistoryRead,
  type HistoryStop,
  type HistoryStopsQuery,
  type HistoryTrip,
  type HistoryTripsQuery,
  type RollupSort,
  type StopSort,
  type TrackPositions,
  type TripSort,
  type VehicleTrack,
  type VehicleTrackQuery,
} from '@armada/contracts/history';
import { VEHICLE_LIVE_STATUSES } from '@armada/contracts/live';
import { LIST_LIMITS, SERVER_ERROR_REASONS, type ItemResponse } from '@armada/contracts/shared';
import type { Vehicle } from '@armada/contracts/fleet';
import type { Clock } from '../../domain/clock';
import { DAY_MS } from '../../domain/wib-time';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import { backlogVehicles } from './backlog-inputs';
import { renderBacklogDay } from './backlog-render';
import { writeCompanyBacklog } from './backlog-seed';
import { unpackDayTimeline } from './backlog-timeline';
import type { BacklogVehicle, LegSource } from './backlog-timeline';
import { PlaceNames } from './history-records';
import { dayNumberOf, dayText, toZoneIso, zoneOffsetMs } from './history-rules';
import type {
  DailyReadRow,
  FuelEventRow,
  HistoryStore,
  RecordFilter,
  StopRow,
  TripRow,
} from './history-store';

/** The alerts one track carries at most (a week of a vehicle's alerts is far fewer). */
const TRACK_ALERTS_MAX = 5000;
/**
 * SRT-8: a trip's positions handed to a saved route, at most; a trip is within a day (8,640
 * positions at the 10 s resolution), so this never thins one.
 */
const TRIP_PATH_MAX_POINTS = 20_000;

const TRIP_ORDER: Record<TripSort, string> = {
  'started_on desc': 'started_at DESC, vehicle_id',
  'started_on asc': 'started_at ASC, vehicle_id',
  'distance_km desc': 'distance_m DESC, started_at DESC, vehicle_id',
  'duration_s desc': '(ended_at - started_at) DESC, started_at DESC, vehicle_id',
  'max_speed_kmh desc': 'max_speed_kmh DESC, started_at DESC, vehicle_id',
  'idle_s desc': 'idle_s DESC, started_at DESC, vehicle_id',
};
const STOP_ORDER: Record<StopSort, string> = {
  'started_on desc': 'started_at DESC, vehicle_id',
  'started_on asc': 'started_at ASC, vehicle_id',
  'duration_s desc': '(ended_at - started_at) DESC, started_at DESC, vehicle_id',
};
const FUEL_ORDER: Record<FuelEventSort, string> = {
  'at desc': 'at DESC, vehicle_id',
  'at asc': 'at ASC, vehicle_id',
  'litres desc': 'litres DESC, at DESC, vehicle_id',
};
const ROLLUP_ORDER: Record<RollupSort, string> = {
  'day desc': 'day DESC, vehicle_id, driver_id',
  'day asc': 'day ASC, vehicle_id, driver_id',
  'distance_km desc': 'distance_m DESC, day DESC, vehicle_id, driver_id',
  'fuel_used_l desc': 'fuel_used_ml DESC, day DESC, vehicle_id, driver_id',
};

const WHAT: Record<HistoryRead, string> = {
  track: "read a vehicle's track",
  trips: 'read trips',
  stops: 'read stops',
  fuel: 'read fuel events',
  rollups: 'read daily rollups',
};

const round = (n: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/**
 * The history's reads (docs/rules/history.md §1): a vehicle's track for playback and the
 * reports' pages of trips, stops, fuel events and daily rollups, each for the caller's company
 * only, over a bounded period, queried in SQL.
 */
export class HistoryService {
  private readonly names: PlaceNames;
  private backlogInputs: Map<number, BacklogVehicle> | null = null;
  /**
   * Each company's past being written or written (HIST-7), so it is written once; the promise
   * answers the vehicle-days this process wrote (0 when the store already had them).
   */
  private readonly pasts = new Map<number, Promise<number>>();
  private stopped = false;

  constructor(
    private readonly deps: {
      store: HistoryStore;
      documents: DocumentStore;
      clock: Clock;
      seed: number;
      legs: LegSource;
      retentionDays: number;
    },
  ) {
    this.names = new PlaceNames(deps.documents);
  }

  get retentionDays(): number {
    return this.deps.retentionDays;
  }

  get store(): HistoryStore {
    return this.deps.store;
  }

  get legs(): LegSource {
    return this.deps.legs;
  }

  /** HIST-1, HIST-2, HIST-3, HIST-6, HIST-7. */
  async track(
    auth: AuthContext,
    vehicleId: number,
    query: VehicleTrackQuery,
  ): Promise<ItemResponse<VehicleTrack>> {
    this.allow(auth, 'track');
    const companyId = auth.company.id;
    const vehicle = this.vehicle(companyId, vehicleId, 'params.id', true);
    const { from, to } = period(query.from, query.to, HISTORY_LIMITS.trackMaxDays);
    const offset = this.offsetOf(auth);
    // A trailer travels with its tractor: its track is the tractor's (as its trail is).
    const trackId = vehicle.parent_id ?? vehicle.id;
    await this.past(companyId);
    await this.materialise(trackId, from, to);
    const [stored, trips, stops, fuel, alerts] = await Promise.all([
      this.deps.store.positions(trackId, from, to),
      this.deps.store.tripsOverlapping(trackId, from, to),
      this.deps.store.stopsOverlapping(trackId, from, to),
      this.deps.store.fuelEventsOf(trackId, from, to),
      this.deps.store.alertsOf(trackId, from, to, TRACK_ALERTS_MAX),
    ]);
    const hasFuel = stored.some((p) => p.fuelPctE1 !== null);
    const hasTemperature = stored.some((p) => p.tempCE1 !== null);
    const positions: TrackPositions = {
      start: toZoneIso(from, offset),
      count: stored.length,
      time_s: stored.map((p) => Math.floor((p.at - from) / 1000)),
      lat: stored.map((p) => p.latE5 / 1e5),
      lng: stored.map((p) => p.lngE5 / 1e5),
      speed_kmh: stored.map((p) => p.speedKmh),
      heading: stored.map((p) => p.heading),
      ignition: stored.map((p) => (p.flags & 4) !== 0),
      status: stored.map((p) => VEHICLE_LIVE_STATUSES[p.flags & 3] ?? 'offline'),
      fuel_level_pct: hasFuel
        ? stored.map((p) => (p.fuelPctE1 === null ? null : p.fuelPctE1 / 10))
        : null,
      box_temperature_c: hasTemperature
        ? stored.map((p) => (p.tempCE1 === null ? null : p.tempCE1 / 10))
        : null,
    };
    const language = auth.user.language;
    return {
      data: {
        vehicle: {
          id: vehicle.id,
          license_plate: vehicle.license_plate,
          has_fuel_sensor: hasFuel || this.inputs().has(trackId),
          refrigerated: hasTemperature || this.inputs().get(trackId)?.spec.reefer != null,
        },
        time_zone: this.zoneOf(auth),
        from: toZoneIso(from, offset),
        to: toZoneIso(to, offset),
        positions,
        trips: trips.map((t) => this.trip(companyId, t, offset)),
        stops: stops.map((s) => this.stopOf(companyId, s, offset)),
        fuel_events: fuel.map((f) => this.fuelEvent(companyId, f, offset)),
        alerts: alerts.map((a) => ({
          id: a.rawId,
          code: a.code,
          name: alertCodeName(a.code, language),
          at: toZoneIso(a.at, offset),
          latitude: a.latitude,
          longitude: a.longitude,
        })),
      },
    };
  }

  /**
   * Where a company's vehicle drove in [from, to), as `[latitude, longitude]` points oldest
   * first, the seeded past drawn first (HIST-7); more than `maxPoints` are thinned evenly. A
   * trailer's track is its tractor's. Land measurement outlines it (LAND-6), a saved route keeps
   * a trip's (SRT-8).
   */
  async drivenPath(
    companyId: number,
    vehicle: Pick<Vehicle, 'id' | 'parent_id'>,
    from: number,
    to: number,
    maxPoints: number,
  ): Promise<{ points: [number, number][]; total: number }> {
    const trackId = vehicle.parent_id ?? vehicle.id;
    await this.past(companyId);
    await this.materialise(trackId, from, to);
    return this.deps.store.pathPoints(companyId, trackId, from, to, maxPoints);
  }

  /**
   * The track a company's vehicle drove on its trip started at `startedAt` (a trip's key): null
   * when the vehicle is not the company's or no trip of it started then (SRT-8).
   */
  async tripPath(
    companyId: number,
    vehicleId: number,
    startedAt: number,
  ): Promise<{ endedAt: number; path: [number, number][] } | null> {
    const vehicle = this.deps.documents.get('vehicles', companyId, vehicleId);
    if (!vehicle) return null;
    await this.past(companyId);
    const [trip] = (
      await this.deps.store.tripsOverlapping(
        vehicle.parent_id ?? vehicle.id,
        startedAt,
        startedAt + 1,
      )
    ).filter((row) => row.startedAt === startedAt && row.companyId === companyId);
    if (!trip) return null;
    const { points } = await this.drivenPath(
      companyId,
      vehicle,
      trip.startedAt,
      trip.endedAt + 1,
      TRIP_PATH_MAX_POINTS,
    );
    return { endedAt: trip.endedAt, path: points };
  }

  /** HIST-1 ... HIST-3, HIST-10. */
  async trips(auth: AuthContext, query: HistoryTripsQuery): Promise<HistoryPage<HistoryTrip>> {
    this.allow(auth, 'trips');
    const filter = this.filter(auth, query, HISTORY_LIMITS.listMaxDays);
    const page = paging(query);
    await this.past(filter.companyId);
    const { rows, total } = await this.deps.store.listTrips(
      {
        ...filter,
        minDistanceM: query.min_distance_km === undefined ? null : query.min_distance_km * 1000,
      },
      TRIP_ORDER[query.sorts ?? 'started_on desc'],
      page,
    );
    const offset = this.offsetOf(auth);
    return pageOf(
      rows.map((t) => this.trip(filter.companyId, t, offset)),
      total,
      page,
    );
  }

  /** HIST-1 ... HIST-3, HIST-11. */
  async stops(auth: AuthContext, query: HistoryStopsQuery): Promise<HistoryPage<HistoryStop>> {
    this.allow(auth, 'stops');
    const filter = this.filter(auth, query, HISTORY_LIMITS.listMaxDays);
    const page = paging(query);
    await this.past(filter.companyId);
    const { rows, total } = await this.deps.store.listStops(
      {
        ...filter,
        kind: query.kind ?? null,
        minDurationMs: query.min_duration_s === undefined ? null : query.min_duration_s * 1000,
      },
      STOP_ORDER[query.sorts ?? 'started_on desc'],
      page,
    );
    const offset = this.offsetOf(auth);
    return pageOf(
      rows.map((s) => this.stopOf(filter.companyId, s, offset)),
      total,
      page,
    );
  }

  /** HIST-1 ... HIST-3, HIST-13. */
  async fuelEvents(auth: AuthContext, query: FuelEventsQuery): Promise<HistoryPage<FuelEvent>> {
    this.allow(auth, 'fuel');
    const filter = this.filter(auth, query, HISTORY_LIMITS.listMaxDays);
    const page = paging(query);
    await this.past(filter.companyId);
    const { rows, total } = await this.deps.store.listFuelEvents(
      { ...filter, kind: query.kind ?? null },
      FUEL_ORDER[query.sorts ?? 'at desc'],
      page,
    );
    const offset = this.offsetOf(auth);
    return pageOf(
      rows.map((f) => this.fuelEvent(filter.companyId, f, offset)),
      total,
      page,
    );
  }

  /** HIST-1 ... HIST-3, HIST-15. */
  async daily(auth: AuthContext, query: DailyRollupsQuery): Promise<HistoryPage<DailyRollup>> {
    this.allow(auth, 'rollups');
    const fromDay = dayNumberOf(query.from);
    const toDay = dayNumberOf(query.to);
    if (!Number.isFinite(fromDay) || !Number.isFinite(toDay))
      throw ServiceError.invalidField('querystring.from', 'from and to must be calendar days.');
    if (toDay < fromDay) throw reversed();
    if (toDay - fromDay + 1 > HISTORY_LIMITS.rollupMaxDays)
      throw tooLong(HISTORY_LIMITS.rollupMaxDays);
    const companyId = auth.company.id;
    const subjects = this.subjects(companyId, query);
    const page = paging(query);
    const per = query.per ?? 'vehicle';
    await this.past(companyId);
    const { rows, total } = await this.deps.store.listDaily(
      { companyId, fromDay, toDay, ...subjects },
      per,
      ROLLUP_ORDER[query.sorts ?? 'day desc'],
      page,
    );
    return pageOf(
      rows.map((r) => this.rollup(companyId, r)),
      total,
      page,
    );
  }

  // -------------------------------------------------------------------------------------------

  private allow(auth: AuthContext, what: HistoryRead): void {
    requireAny(auth, HISTORY_PERMISSIONS[what], WHAT[what]);
  }

  private zoneOf(auth: AuthContext) {
    return auth.company.company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE;
  }

  private offsetOf(auth: AuthContext): number {
    return zoneOffsetMs(this.zoneOf(auth));
  }

  /** The company's vehicle, or 404 as for a vehicle no company has (HIST-3). */
  private vehicle(companyId: number, id: number, field: string, inPath = false): Vehicle {
    const vehicle = this.deps.documents.get('vehicles', companyId, id);
    if (!vehicle) {
      const refusal = {
        reason: SERVER_ERROR_REASONS.vehicleNotFound,
        params: { id },
        ...(inPath ? {} : { field }),
      };
      throw ServiceError.notFound(`Vehicle ${id} (${field}) not found.`, refusal);
    }
    return vehicle;
  }

  /** HIST-3: the vehicles and driver a read is narrowed to; null vehicles: all of them. */
  private subjects(
    companyId: number,
    query: {
      vehicle_id?: number;
      vehicle_ids?: string;
      vehicle_group_id?: number;
      driver_id?: number;
    },
  ): { vehicleIds: number[] | null; driverId: number | null } {
    let ids: Set<number> | null = null;
    const named: [number, string][] = [];
    if (query.vehicle_id !== undefined) named.push([query.vehicle_id, 'querystring.vehicle_id']);
    if (query.vehicle_ids !== undefined)
      for (const text of query.vehicle_ids.split(','))
        named.push([Number(text), 'querystring.vehicle_ids']);
    if (named.length > 0) {
      ids = new Set(
        named.map(([id, field]) => {
          const vehicle = this.vehicle(companyId, id, field);
          return vehicle.parent_id ?? vehicle.id;
        }),
      );
    }
    if (query.vehicle_group_id !== undefined) {
      const groupId = query.vehicle_group_id;
      if (!this.deps.documents.get('vehicle_groups', companyId, groupId)) {
        throw ServiceError.notFound(`Vehicle group ${groupId} not found.`, {
          reason: SERVER_ERROR_REASONS.vehicleNotFound,
          params: { id: groupId },
          field: 'querystring.vehicle_group_id',
        });
      }
      const inGroup = new Set(
        this.deps.documents
          .list('vehicles', companyId)
          .filter((v) => v.vehicle_group.some((g) => g.id === groupId))
          .map((v) => v.parent_id ?? v.id),
      );
      ids = ids === null ? inGroup : new Set([...ids].filter((id) => inGroup.has(id)));
    }
    let driverId: number | null = null;
    if (query.driver_id !== undefined) {
      driverId = query.driver_id;
      if (!this.deps.documents.get('drivers', companyId, driverId)) {
        throw ServiceError.notFound(`Driver ${driverId} not found.`, {
          reason: HISTORY_ERROR_REASONS.historyDriverNotFound,
          params: { id: driverId },
          field: 'querystring.driver_id',
        });
      }
    }
    return { vehicleIds: ids === null ? null : [...ids].sort((a, b) => a - b), driverId };
  }

  private filter(
    auth: AuthContext,
    query: { from: string; to: string } & Parameters<HistoryService['subjects']>[1],
    maxDays: number,
  ): RecordFilter {
    const { from, to } = period(query.from, query.to, maxDays);
    const companyId = auth.company.id;
    return { companyId, from, to, ...this.subjects(companyId, query) };
  }

  /**
   * HIST-7: the company's past, written once whoever asks first: the start writes it before
   * the simulator is ready (writePasts); a read finds it done, or waits for the same work.
   */
  past(companyId: number): Promise<number> {
    let written = this.pasts.get(companyId);
    if (!written) {
      written = this.writePast(companyId).catch((error: unknown) => {
        this.pasts.delete(companyId);
        throw error;
      });
      this.pasts.set(companyId, written);
    }
    return written;
  }

  /**
   * HIST-7 (ADR 0050): writes every company's past that is not written yet, one company after
   * another, before the simulator answers as ready. A store whose past is written (a restart on
   * the same data) only reads the markers. A company whose past fails is reported and left to
   * its first read, which tries again. Answers the vehicle-days written.
   */
  async writePasts(onError: (error: unknown) => void): Promise<number> {
    const companies = [
      ...new Set(this.deps.documents.entries('vehicles').map((e) => e.companyId)),
    ].sort((a, b) => a - b);
    let written = 0;
    for (const companyId of companies) {
      if (this.stopped) break;
      written += await this.past(companyId).catch((error: unknown) => {
        onError(error);
        return 0;
      });
    }
    return written;
  }

  /** Stops the background work and waits for what is being written. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.pasts.values()]);
  }

  private async writePast(companyId: number): Promise<number> {
    const store = this.deps.store;
    const marker = await store.backlogMarker();
    if (!marker || (await store.backlogWritten(companyId))) return 0;
    const { vehicleDays } = await writeCompanyBacklog({
      db: store.db,
      store,
      documents: this.deps.documents,
      legs: this.deps.legs,
      marker,
      companyId,
      now: this.deps.clock.now(),
      retentionDays: this.deps.retentionDays,
      stopping: () => this.stopped,
    });
    if (this.stopped) return 0;
    // PGlite has no autovacuum: without statistics of the tables the past just filled, the
    // planner read a month of trips by scanning them (trips report p95 2.9 s at 1,000 vehicles).
    await store.db.exec(
      'ANALYZE history_trips, history_stops, history_fuel_events, history_door_events, history_daily, history_backlog_days',
    );
    return vehicleDays;
  }

  /**
   * The company's past written and a vehicle's positions in [from, to) drawn where they are
   * the seeded backlog's (HIST-7), for a reader of `history_positions` (the reports, RPT-42).
   */
  async positions(companyId: number, vehicleId: number, from: number, to: number): Promise<void> {
    await this.past(companyId);
    await this.materialise(vehicleId, from, to);
  }

  private async materialise(vehicleId: number, from: number, to: number): Promise<void> {
    const pending = await this.deps.store.pendingBacklogDays(vehicleId, from, to);
    if (pending.length === 0) return;
    const input = this.inputs().get(vehicleId);
    if (!input) return;
    for (const day of pending) {
      const rows = renderBacklogDay(
        { ...day, timeline: unpackDayTimeline(day.timeline, day.dayStart) },
        {
          seed: this.deps.seed,
          spec: input.spec,
          zoneOffsetMs: input.zoneOffsetMs,
          legs: this.deps.legs,
        },
      );
      await this.deps.store.materialise(day, rows);
    }
  }

  private inputs(): Map<number, BacklogVehicle> {
    this.backlogInputs ??= new Map(
      backlogVehicles(this.deps.documents, this.deps.seed).map((v) => [v.vehicleId, v]),
    );
    return this.backlogInputs;
  }

  private vehicleRef(companyId: number, id: number) {
    return {
      id,
      license_plate: this.deps.documents.get('vehicles', companyId, id)?.license_plate ?? `#${id}`,
    };
  }

  private driverRef(companyId: number, id: number | null) {
    if (id === null) return null;
    const driver = this.deps.documents.get('drivers', companyId, id);
    return driver ? { id, name: driver.fullname } : null;
  }

  /** A place with its nearest known address now (simulated reverse geocoding, GEO-1). */
  private place(companyId: number, latitude: number, longitude: number) {
    return { latitude, longitude, address: this.names.nameOf(companyId, latitude, longitude) };
  }

  private trip(companyId: number, t: TripRow, offset: number): HistoryTrip {
    const distanceKm = round(t.distanceM / 1000, 2);
    return {
      id: t.id ?? 0,
      vehicle: this.vehicleRef(companyId, t.vehicleId),
      driver: this.driverRef(companyId, t.driverId),
      started_on: toZoneIso(t.startedAt, offset),
      ended_on: toZoneIso(t.endedAt, offset),
      ongoing: t.ongoing,
      start: this.place(companyId, t.startLat, t.startLng),
      end: this.place(companyId, t.endLat, t.endLng),
      distance_km: distanceKm,
      duration_s: Math.max(0, Math.round((t.endedAt - t.startedAt) / 1000)),
      idle_s: t.idleS,
      max_speed_kmh: round(t.maxSpeedKmh, 1),
      // Distance over moving time; positions are whole seconds, so it is held under the top speed.
      avg_speed_kmh:
        t.movingS > 0
          ? Math.min(round(t.maxSpeedKmh, 1), round(distanceKm / (t.movingS / 3600), 1))
          : 0,
    };
  }

  private stopOf(companyId: number, s: StopRow, offset: number): HistoryStop {
    return {
      id: s.id ?? 0,
      vehicle: this.vehicleRef(companyId, s.vehicleId),
      driver: this.driverRef(companyId, s.driverId),
      kind: s.kind,
      ignition: s.kind === 'IDLE',
      started_on: toZoneIso(s.startedAt, offset),
      ended_on: toZoneIso(s.endedAt, offset),
      ongoing: s.ongoing,
      duration_s: Math.max(0, Math.round((s.endedAt - s.startedAt) / 1000)),
      place: this.place(companyId, s.latitude, s.longitude),
    };
  }

  private fuelEvent(companyId: number, f: FuelEventRow, offset: number): FuelEvent {
    return {
      id: f.id ?? 0,
      vehicle: this.vehicleRef(companyId, f.vehicleId),
      driver: this.driverRef(companyId, f.driverId),
      kind: f.kind,
      at: toZoneIso(f.at, offset),
      litres: round(f.litres, 1),
      level_before_pct: clampPct(f.beforePct),
      level_after_pct: clampPct(f.afterPct),
      place: this.place(companyId, f.latitude, f.longitude),
    };
  }

  private rollup(companyId: number, r: DailyReadRow): DailyRollup {
    return {
      day: dayText(r.day),
      vehicle: r.vehicleId === null ? null : this.vehicleRef(companyId, r.vehicleId),
      driver: r.vehicleId === null ? this.driverRef(companyId, r.driverId) : null,
      distance_km: round(r.distanceM / 1000, 2),
      trips: r.trips,
      driving_s: r.drivingS,
      idling_s: r.idlingS,
      parking_s: r.parkingS,
      max_speed_kmh: round(r.maxSpeedKmh, 1),
      fuel_used_l: round(r.fuelUsedMl / 1000, 1),
      fuel_added_l: round(r.fuelAddedMl / 1000, 1),
      fuel_dropped_l: round(r.fuelDroppedMl / 1000, 1),
      alert_count: r.alertCount,
      alerts: Object.entries(r.alerts)
        .map(([code, count]) => ({ code: Number(code), count: Number(count) }))
        .filter((a) => a.count > 0)
        .sort((a, b) => b.count - a.count || a.code - b.code),
    };
  }
}

const clampPct = (n: number): number => Math.min(100, Math.max(0, round(n, 1)));

function reversed(): ServiceError {
  return ServiceError.validation('The end of the period must be after its start.', {
    reason: HISTORY_ERROR_REASONS.historyPeriodReversed,
    params: { field: 'querystring.to' },
    field: 'querystring.to',
  });
}

function tooLong(max: number): ServiceError {
  return ServiceError.validation(`The period is longer than ${max} days.`, {
    reason: HISTORY_ERROR_REASONS.historyPeriodTooLong,
    params: { max, field: 'querystring.to' },
    field: 'querystring.to',
  });
}

/** HIST-2: [from, to) of two date-times, at most `maxDays` long. */
export function period(
  fromText: string,
  toText: string,
  maxDays: number,
): { from: number; to: number } {
  const from = Date.parse(fromText);
  const to = Date.parse(toText);
  if (!Number.isFinite(from))
    throw ServiceError.invalidField('querystring.from', 'from is not a date-time.');
  if (!Number.isFinite(to))
    throw ServiceError.invalidField('querystring.to', 'to is not a date-time.');
  if (to <= from) throw reversed();
  if (to - from > maxDays * DAY_MS) throw tooLong(maxDays);
  return { from, to };
}

function paging(query: { limit?: number; page?: number }): {
  limit: number;
  offset: number;
  page: number;
} {
  const limit = query.limit ?? LIST_LIMITS.defaultLimit;
  const page = query.page ?? LIST_LIMITS.defaultPage;
  return { limit, page, offset: (page - 1) * limit };
}

function pageOf<T>(
  items: T[],
  total: number,
  page: { limit: number; page: number },
): HistoryPage<T> {
  return {
    data: { paginated_result: items },
    metadata: { page: page.page, total_count: total, total_page: Math.ceil(total / page.limit) },
  };
}
