import type { VehicleDetail, VehicleStatus, VehicleStatusesFilter } from '@armada/contracts/alerts';
import {
  VehicleLiveDetailSchema,
  type FleetDirectory,
  type FleetSummary,
  type LivePosition,
  type VehicleLiveDetail,
  type VehicleLiveStatus,
  type VehicleTrail,
} from '@armada/contracts/live';
import type { Vehicle } from '@armada/contracts/fleet';
import { SERVER_ERROR_REASONS, type GeocodedAddress } from '@armada/contracts/shared';
import Value from 'typebox/value';
import type { Clock } from '../domain/clock';
import { reverseGeocode } from '../domain/geocoding/reverse-geocode';
import type { Region } from '../domain/places';
import { toWibIso } from '../domain/wib-time';
import { MOTION_STATUS_CODES } from '../engine/motion/fleet-motion';
import type { TickScheduler } from '../engine/tick-loop';
import type { DrivingRollupStore } from '../store/driver-score-store';
import type { DocumentStore } from '../store/document-store';
import type { TelemetryStore } from '../store/telemetry-store';
import { FleetPersistence } from '../modules/live-fleet/fleet-persistence';
import { FleetPublisher } from '../modules/live-fleet/fleet-publisher';
import { FleetRuntime, type FleetSubscriber } from '../modules/live-fleet/fleet-runtime';
import type { AuthContext } from './auth-service';
import type { LiveHub } from './live-hub';
import { ServiceError } from './service-error';

/**
 * The moving fleet as a running service (issue 7): the fleet runtime (motion and telemetry on the
 * tick loop, emitting fleet events) with its persistence and live publishing subscribers, and the
 * live fleet's REST answers (directory, summary, a vehicle's card and trail). Other modules
 * listen to the fleet through `subscribe` (FLEET-1..7 in SPEC.md).
 */

export { LIVE_FLEET_DEFAULTS } from '../modules/live-fleet/fleet-persistence';

/** MDF-6: how often the fleet looks for vehicles added since it was built. */
export const LIVE_FLEET_GROWTH = {
  checkEveryMs: 10_000,
  rebuildAtMostEveryMs: 60_000,
} as const;

const REGION_CENTRES: Readonly<
  Record<Region, { name: string; latitude: number; longitude: number }>
> = {
  jabodetabek: { name: 'Jabodetabek', latitude: -6.2, longitude: 106.82 },
  surabaya: { name: 'Surabaya', latitude: -7.27, longitude: 112.74 },
  bandung: { name: 'Bandung', latitude: -6.92, longitude: 107.61 },
};

function nearestRegion(latitude: number, longitude: number): Region {
  let best: Region = 'jabodetabek';
  let bestD = Infinity;
  for (const [region, centre] of Object.entries(REGION_CENTRES) as [
    Region,
    (typeof REGION_CENTRES)[Region],
  ][]) {
    const d = (centre.latitude - latitude) ** 2 + (centre.longitude - longitude) ** 2;
    if (d < bestD) {
      bestD = d;
      best = region;
    }
  }
  return best;
}

export interface LiveFleetOptions {
  store: DocumentStore;
  telemetry: TelemetryStore;
  /** The daily driving rollup: settled WIB days are rolled up before positions are pruned. */
  rollup?: DrivingRollupStore;
  /** Live positions go out here, and its snapshots read the fleet's positions. */
  hub: LiveHub;
  clock: Clock;
  seed: number;
  /** ARMADA_SIM_SPEED: simulated seconds per real second (the loop waits this much less). */
  speed?: number;
  /** Reports what goes wrong in the background (a failed write, a tick that threw). */
  onError?: (error: unknown, what: string) => void;
  onInfo?: (message: string) => void;
}

export class LiveFleetService {
  /** The fleet itself: engines, tick loop, events, write queue. */
  readonly runtime: FleetRuntime;
  private starting: Promise<void> = Promise.resolve();

  constructor(private readonly options: LiveFleetOptions) {
    this.runtime = new FleetRuntime({
      store: options.store,
      clock: options.clock,
      seed: options.seed,
      ...(options.speed === undefined ? {} : { speed: options.speed }),
      ...(options.onError ? { onError: options.onError } : {}),
    });
    this.runtime.subscribe(
      new FleetPersistence({
        store: options.store,
        telemetry: options.telemetry,
        ...(options.rollup ? { rollup: options.rollup } : {}),
        ...(options.onInfo ? { onInfo: options.onInfo } : {}),
      }),
    );
    this.runtime.subscribe(new FleetPublisher(options.hub));
    this.runtime.subscribe({
      name: 'fleet-growth',
      on: { positions: (event) => this.watchGrowth(event.at) },
    });
    // The moving fleet's positions; the stored ones until it has started. In a process that does
    // not move the fleet (a follower, STORE-14), the stored ones overlaid with the positions the
    // leader relayed (STORE-15).
    options.hub.providePositions((companyId) => {
      const moving = this.positions(companyId);
      if (moving) return moving;
      const stored = storedPositions(options.store, companyId);
      const relayed = options.hub.relayedPositionsOf(companyId);
      return relayed ? stored.map((position) => relayed.get(position.id) ?? position) : stored;
    });
  }

  private lastGrowthCheckAt = Number.NEGATIVE_INFINITY;
  private lastRebuildAt = Number.NEGATIVE_INFINITY;

  /**
   * MDF-6: every 10 s of fleet time, whether the store has an active main unit with a device the
   * moving fleet was not built with (added in master data); if so the fleet is rebuilt, at most
   * once a minute, after the tick (a file of new vehicles is one rebuild).
   */
  private watchGrowth(at: number): void {
    if (at - this.lastGrowthCheckAt < LIVE_FLEET_GROWTH.checkEveryMs) return;
    this.lastGrowthCheckAt = at;
    if (at - this.lastRebuildAt < LIVE_FLEET_GROWTH.rebuildAtMostEveryMs) return;
    const rows = this.runtime.rowOf;
    // `find`, not `entries`: no sorted copy of every vehicle every 10 s (50,000 of them).
    const added = this.options.store.find(
      'vehicles',
      (record) =>
        record.parent_id === null &&
        Boolean(record.device) &&
        record.is_active &&
        !rows.has(record.id),
    );
    if (!added) return;
    this.lastRebuildAt = at;
    queueMicrotask(() => {
      this.runtime
        .rebuild()
        .then(() => this.options.onInfo?.('live fleet: rebuilt with the vehicles added since'))
        .catch((error: unknown) => this.options.onError?.(error, 'live fleet rebuild'));
    });
  }

  /** Listens to the fleet's events (fleet-events.ts); before `start`. */
  subscribe(subscriber: FleetSubscriber): void {
    this.runtime.subscribe(subscriber);
  }

  /** Ticks run, batches published and writes skipped, for benches and tests. */
  get stats() {
    return this.runtime.stats;
  }

  get running(): boolean {
    return this.runtime.motion !== null;
  }

  /** The simulated time the fleet has reached, or null before it starts. */
  get at(): number | null {
    return this.runtime.motion?.at ?? null;
  }

  /** Starts the fleet on the next turn of the event loop, in the background (FLEET-1). */
  startSoon(scheduler: TickScheduler, onError: (error: unknown) => void): void {
    this.starting = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.start(scheduler))
      .catch(onError);
  }

  /** Starts the fleet (FLEET-1, FLEET-3); see FleetRuntime.start. */
  start(scheduler?: TickScheduler): Promise<void> {
    return this.runtime.start(scheduler);
  }

  /** Runs the ticks due by the clock (tests step a ManualClock, then call this). */
  runDue(): number {
    return this.runtime.runDue();
  }

  /** Waits for the writes queued so far (tests, shutdown). */
  async flush(): Promise<void> {
    await this.runtime.writes.idle();
  }

  /** Stops ticking and saves the fleet where it is (FLEET-3); a start under way goes no further. */
  async stop(): Promise<void> {
    const stopping = this.runtime.stop();
    await this.starting;
    await stopping;
  }

  /**
   * The company's vehicles now, for a positions snapshot; null before the fleet starts. MDF-6:
   * vehicles added since the fleet started (master data) are where the store has them, until the
   * fleet is rebuilt with them (watchGrowth).
   */
  positions(companyId: number): LivePosition[] | null {
    const moving = this.runtime.positions(companyId);
    if (!moving) return null;
    const added = storedPositions(
      this.options.store,
      companyId,
      (vehicle) =>
        Boolean(vehicle.device) && vehicle.is_active && !this.runtime.rowOf.has(vehicle.id),
    );
    return added.length === 0 ? moving : [...moving, ...added];
  }

  private now(): number {
    return this.runtime.now();
  }

  /** The live state of one vehicle, or null when the fleet does not move it (trailers). */
  private live(vehicleId: number): LivePosition | null {
    return this.latest(vehicleId);
  }

  /**
   * The live state of one vehicle, or null when the fleet does not move it (trailers). In a
   * process that does not move the fleet (a follower, STORE-14): the latest position the leader
   * relayed (STORE-15), null until one arrived.
   */
  latest(vehicleId: number): LivePosition | null {
    if (this.running) return this.runtime.live(vehicleId);
    return this.options.hub.relayedPosition(vehicleId);
  }

  /** FLEET-5: a vehicle record's position and status as the platform last heard them. */
  overlay<V extends { id: number; parent_id: number | null; position: VehiclePositionLike }>(
    vehicle: V,
  ): V {
    const own = this.live(vehicle.id) ?? (vehicle.parent_id ? this.live(vehicle.parent_id) : null);
    const at = this.now();
    if (!own) {
      const reported = Date.parse(vehicle.position.recorded_on);
      return {
        ...vehicle,
        position: {
          ...vehicle.position,
          seconds_since_report: Math.max(0, Math.round((at - reported) / 1000)),
        },
      };
    }
    return {
      ...vehicle,
      position: {
        latitude: own.latitude,
        longitude: own.longitude,
        speed: own.speedKmh,
        heading: ((Math.round(own.heading) % 360) + 360) % 360,
        recorded_on: toWibIso(own.reportedAt),
        status: own.status,
        seconds_since_report: Math.max(0, Math.round((at - own.reportedAt) / 1000)),
      },
    };
  }

  directory(auth: AuthContext): FleetDirectory {
    const { store } = this.options;
    const companyId = auth.company.id;
    const vehicles = store
      .list('vehicles', companyId)
      .filter((v) => v.parent_id === null)
      .map((v) => ({
        id: v.id,
        license_plate: v.license_plate,
        fleet_category: v.fleet_category,
        vehicle_type: v.vehicle_type.type,
        driver_name: v.driver?.fullname ?? null,
        group_ids: v.vehicle_group.map((g) => g.id),
        has_camera: v.device?.has_camera ?? false,
        refrigerated: this.runtime.refrigerated.has(v.id),
      }));
    return {
      at: toWibIso(this.now()),
      vehicles,
      groups: store
        .list('vehicle_groups', companyId)
        .map((g) => ({ id: g.id, name: g.name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'id') || a.id - b.id),
    };
  }

  /** FLEET-6: counts by status agree with the positions of the same instant. */
  summary(auth: AuthContext): FleetSummary {
    const companyId = auth.company.id;
    const counts: Record<VehicleLiveStatus, number> = { moving: 0, idle: 0, parked: 0, offline: 0 };
    const areas = new Map<Region, { total: number; moving: number }>();
    let distance = 0;
    const parents = this.options.store
      .list('vehicles', companyId)
      .filter((v) => v.parent_id === null);
    for (const vehicle of parents) {
      const live = this.overlay(vehicle).position;
      counts[live.status]++;
      const region = nearestRegion(live.latitude, live.longitude);
      const area = areas.get(region) ?? { total: 0, moving: 0 };
      area.total++;
      if (live.status === 'moving') area.moving++;
      areas.set(region, area);
      const i = this.runtime.rowOf.get(vehicle.id);
      const motion = this.runtime.motion;
      if (motion && i !== undefined)
        distance += Math.max(
          0,
          (motion.frame.odometerKm[i] ?? 0) - (this.runtime.odometerAtDayStart[i] ?? 0),
        );
    }
    return {
      at: toWibIso(this.now()),
      total: parents.length,
      counts,
      distance_today_km: Math.round(distance * 10) / 10,
      areas: [...areas.entries()]
        .sort(([, a], [, b]) => b.total - a.total)
        .map(([region, area]) => ({ ...REGION_CENTRES[region], ...area })),
    };
  }

  private vehicleOf(companyId: number, vehicleId: number) {
    const vehicle = this.options.store.get('vehicles', companyId, vehicleId);
    if (!vehicle)
      throw ServiceError.notFound(`Vehicle ${vehicleId} not found.`, {
        reason: SERVER_ERROR_REASONS.vehicleNotFound,
        params: { id: vehicleId },
      });
    return vehicle;
  }

  /** FT-30: the task a vehicle drives now (the fleet tasks module, listed later, answers). */
  private taskSource: ((vehicleId: number) => VehicleLiveDetail['task']) | null = null;

  provideTasks(source: (vehicleId: number) => VehicleLiveDetail['task']): void {
    this.taskSource = source;
  }

  /** STORE-18: asks the process that moves the fleet for a card (set on a follower's bus). */
  private leaderCard: ((companyId: number, vehicleId: number) => Promise<unknown>) | null = null;

  askLeaderForCards(ask: (companyId: number, vehicleId: number) => Promise<unknown>): void {
    this.leaderCard = ask;
  }

  /**
   * FLEET-7, STORE-18: the card of the vehicle. Where the fleet does not move in this process (a
   * follower on a shared schema), the telemetry and the task live in the leader's memory: the
   * card is the leader's, checked against the contract, and this process's own (positions only)
   * when the leader does not answer in time.
   */
  async liveCard(auth: AuthContext, vehicleId: number): Promise<VehicleLiveDetail> {
    this.vehicleOf(auth.company.id, vehicleId);
    if (this.leaderCard && !this.running) {
      const card = await this.leaderCard(auth.company.id, vehicleId);
      if (Value.Check(VehicleLiveDetailSchema, card) && card.vehicle_id === vehicleId) return card;
    }
    return this.liveDetail(auth.company.id, vehicleId);
  }

  /** FLEET-7: one vehicle's card: telemetry now and the nearest known address. */
  liveDetail(companyId: number, vehicleId: number): VehicleLiveDetail {
    const { store } = this.options;
    const vehicle = this.overlay(this.vehicleOf(companyId, vehicleId));
    const i = this.runtime.rowOf.get(vehicle.parent_id ?? vehicle.id);
    const frame = this.runtime.motion?.frame;
    const engine = this.runtime.telemetry;
    const telemetry = engine && i !== undefined ? engine.state(i) : null;
    const { position } = vehicle;
    const driver = vehicle.driver;
    return {
      at: toWibIso(this.now()),
      vehicle_id: vehicle.id,
      license_plate: vehicle.license_plate,
      fleet_category: vehicle.fleet_category,
      vehicle_type: vehicle.vehicle_type.type,
      driver_name: driver?.fullname ?? null,
      driver_phone_no: driver?.phone_no ?? null,
      status: position.status,
      ignition: frame && i !== undefined ? frame.ignition[i] === 1 : position.status !== 'parked',
      latitude: position.latitude,
      longitude: position.longitude,
      speed: position.speed,
      heading: position.heading,
      odometer_km: frame && i !== undefined ? Math.round((frame.odometerKm[i] ?? 0) * 10) / 10 : 0,
      fuel_level_pct: telemetry ? Math.round(telemetry.fuelLevelPct * 10) / 10 : null,
      box_temperature_c:
        telemetry?.boxTemperatureC === null || telemetry === null
          ? null
          : Math.round(telemetry.boxTemperatureC * 10) / 10,
      driving_since_rest_min: telemetry ? Math.floor(telemetry.drivingSinceRestMs / 60_000) : 0,
      last_report_on: position.recorded_on,
      seconds_since_report: position.seconds_since_report,
      address: reverseGeocode(
        position.latitude,
        position.longitude,
        store.list('addresses', companyId),
      ),
      task: this.taskSource?.(vehicle.id) ?? null,
    };
  }

  /** GQL-9: vehicleById: the vehicle, its device and the platform's last report of it. */
  vehicleDetail(auth: AuthContext, vehicleId: number): VehicleDetail {
    const vehicle = this.overlay(this.vehicleOf(auth.company.id, vehicleId));
    return {
      id: vehicle.id,
      companyId: auth.company.id,
      licensePlate: vehicle.license_plate,
      fleetCategory: vehicle.fleet_category,
      driverName: vehicle.driver?.fullname ?? null,
      driverPhoneNo: vehicle.driver?.phone_no ?? null,
      gpsPhoneNo: vehicle.device?.gps_phone_no ?? null,
      imei: vehicle.device?.imei ?? null,
      deviceType: vehicle.device?.type ?? null,
      hasCamera: vehicle.device?.has_camera ?? false,
      lastReportOn: vehicle.device ? vehicle.position.recorded_on : null,
      latitude: vehicle.position.latitude,
      longitude: vehicle.position.longitude,
    };
  }

  /** GQL-9: vehicleStatuses: an inactive vehicle is archived; none is in service or repair. */
  vehicleStatuses(auth: AuthContext, filter: VehicleStatusesFilter): VehicleStatus[] {
    const vehicle = this.vehicleOf(auth.company.id, filter.vehicleId);
    return filter.statuses.map((status) => ({
      vehicleId: vehicle.id,
      status,
      isActive: status === 'archived' ? !vehicle.is_active : false,
      since: null,
    }));
  }

  /** GQL-9: reverseGeocoding from the company's addresses and the world's districts. */
  geocode(auth: AuthContext, latitude: number, longitude: number): GeocodedAddress | null {
    return reverseGeocode(
      latitude,
      longitude,
      this.options.store.list('addresses', auth.company.id),
    );
  }

  /** FLEET-7: where the vehicle went over the last minutes, oldest first, ending where it is. */
  async trail(auth: AuthContext, vehicleId: number, minutes: number): Promise<VehicleTrail> {
    const vehicle = this.overlay(this.vehicleOf(auth.company.id, vehicleId));
    const to = this.now();
    const from = to - minutes * 60_000;
    const rows = await this.options.telemetry.trail(vehicle.parent_id ?? vehicle.id, from);
    const points = rows.map((row) => ({
      latitude: row.latitude,
      longitude: row.longitude,
      speed: row.speedKmh,
      heading: ((Math.round(row.heading) % 360) + 360) % 360,
      status: toStatus(row.status),
      recorded_on: toWibIso(row.recordedAt),
    }));
    const { position } = vehicle;
    const last = points[points.length - 1];
    if (!last || last.latitude !== position.latitude || last.longitude !== position.longitude)
      points.push({
        latitude: position.latitude,
        longitude: position.longitude,
        speed: position.speed,
        heading: position.heading,
        status: position.status,
        recorded_on: position.recorded_on,
      });
    return { vehicle_id: vehicle.id, from: toWibIso(from), to: toWibIso(to), points };
  }
}

interface VehiclePositionLike {
  latitude: number;
  longitude: number;
  speed: number;
  heading: number;
  recorded_on: string;
  status: VehicleLiveStatus;
  seconds_since_report: number;
}

function toStatus(text: string): VehicleLiveStatus {
  return (MOTION_STATUS_CODES as readonly string[]).includes(text)
    ? (text as VehicleLiveStatus)
    : 'parked';
}

/**
 * The company's main units (trailers travel with their tractor) where the store last has them,
 * as live positions: moving when the last fix had speed, parked otherwise.
 */
function storedPositions(
  store: DocumentStore,
  companyId: number,
  include: (vehicle: Vehicle) => boolean = () => true,
): LivePosition[] {
  return store
    .list('vehicles', companyId)
    .filter((vehicle) => vehicle.parent_id === null && include(vehicle))
    .map((vehicle) => ({
      id: vehicle.id,
      latitude: vehicle.position.latitude,
      longitude: vehicle.position.longitude,
      heading: vehicle.position.heading,
      speedKmh: vehicle.position.speed,
      status: vehicle.position.status,
      reportedAt: Date.parse(vehicle.position.recorded_on),
    }));
}
