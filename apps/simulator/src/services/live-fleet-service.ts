import {
  POSITION_LIMITS,
  SERVER_ERROR_REASONS,
  type FleetDirectory,
  type FleetSummary,
  type GeocodedAddress,
  type VehicleDetail,
  type VehicleStatus,
  type VehicleStatusesFilter,
  type LivePosition,
  type VehicleLiveDetail,
  type VehicleLiveStatus,
  type VehicleTrail,
} from '@armada/contracts';
import type { Clock } from '../domain/clock';
import { reverseGeocode } from '../domain/geocoding/reverse-geocode';
import type { Region } from '../domain/places';
import { buildRoadGraph } from '../domain/roads/road-graph';
import { DAY_MS, WIB_OFFSET_MS, startOfWibDay, toWibIso } from '../domain/wib-time';
import {
  MOTION_STATUS_CODES,
  createFleetMotion,
  type FleetMotion,
  type MotionSave,
  type MotionVehicleSave,
} from '../engine/motion/fleet-motion';
import { motionInputs } from '../engine/motion/world-inputs';
import {
  alertVehiclesFromWorld,
  createAlertEngine,
  type AlertEngine,
  type AlertVehicleState,
  type GeneratedAlert,
  type FieldTask,
} from '../engine/alerts/alert-engine';
import type { AlertRule, AlertRuleLevel } from '../engine/alerts/alert-rules';
import {
  createFleetTelemetry,
  type FleetTelemetry,
  type VehicleTelemetryExport,
} from '../engine/telemetry/fleet-telemetry';
import type { TelemetryEvent } from '../engine/telemetry/telemetry-events';
import { thresholdsFromCompany } from '../engine/telemetry/vehicle-specs';
import { telemetryInputs, withDriverSpeeding } from '../engine/telemetry/world-inputs';
import { TickLoop, type Tick, type TickScheduler } from '../engine/tick-loop';
import type { DrivingRollupStore } from '../store/driver-score-store';
import { DAY_SETTLED_MS } from './driver-score-service';
import type { AlertStore } from '../store/alert-store';
import type { DocumentStore } from '../store/document-store';
import {
  TELEMETRY_DEFAULTS,
  type PositionRow,
  type TelemetryStore,
} from '../store/telemetry-store';
import type { AuthContext } from './auth-service';
import type { LiveHub } from './live-hub';
import { ServiceError } from './service-error';

/**
 * The moving fleet as a running service (issue 7): the motion engine on the tick loop, its
 * positions published to the live channel, sampled into the positions history and saved so a
 * restart continues where the fleet was; and the live fleet's REST answers (directory, summary,
 * a vehicle's card and trail). Engines stay pure; this is the one place that wires them to the
 * store, the hub and real time (FLEET-1..7 in SPEC.md).
 */

export const LIVE_FLEET_DEFAULTS = {
  /** Simulated time between saves of every vehicle's state (FLEET-3). */
  saveEveryMs: 30_000,
  /** Simulated time between samples of the positions history (FLEET-4). */
  sampleEveryMs: 15_000,
  /** Simulated time between writes of the telemetry events (FLEET-8). */
  eventsEveryMs: 5_000,
  /** Raised alerts are kept this long (FLEET-9). */
  /** HISTORY-5: longer than the seeded history's 33 days back, so all of it is kept a while. */
  alertRetentionMs: 35 * 24 * 60 * 60_000,
  /** Simulated time between prunes of the history (FLEET-4). */
  pruneEveryMs: 60 * 60_000,
  /** A save more than this ahead of the clock (the clock was set back) is not restored. */
  maxSaveAheadMs: 60_000,
} as const;

/** The WIB day of an instant, as a day number. */
const wibDay = (at: number): number => Math.floor((at + WIB_OFFSET_MS) / DAY_MS);

/** What is kept per vehicle in `vehicle_state`: its motion and where today's driving began. */
interface SavedVehicle {
  motion: MotionVehicleSave;
  /** Absent in saves of before the telemetry (FLEET-8). */
  telemetry?: VehicleTelemetryExport;
  day: number;
  odometerAtDayStart: number;
}

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
  /** Where raised alerts go (FLEET-9); without it the fleet raises none. */
  alerts?: AlertStore;
  /** The daily driving rollup: settled WIB days are rolled up before positions are pruned. */
  rollup?: DrivingRollupStore;
  /** ARMADA_SIM_ALERT_RATE: multiplies camera alerts, adds synthetic ones above 1 (default 1). */
  alertRate?: number;
  /**
   * The companies' alert rules now (read at every alert, ALERTRULE-6); default: seeded from the
   * companies that have devices.
   */
  alertRules?: () => readonly AlertRule[];
  /** Alerts once they are in the alerts table (FLEET-10): the alert service publishes them. */
  onAlertsStored?: (alerts: readonly GeneratedAlert[]) => void;
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
  private motion: FleetMotion | null = null;
  private telemetryEngine: FleetTelemetry | null = null;
  private refrigerated = new Set<number>();
  private events: TelemetryEvent[] = [];
  private alertEngine: AlertEngine | null = null;
  private alerts: GeneratedAlert[] = [];
  /** One reused state per vehicle, refilled from the frame each tick for the alert engine. */
  private alertStates: AlertVehicleState[] = [];
  private lastEventsAt = 0;
  private loop: TickLoop | null = null;
  private rowOf = new Map<number, number>();
  private companyOfRow = new Int32Array(0);
  private rowsOfCompany = new Map<number, number[]>();
  private odometerAtDayStart = new Float64Array(0);
  private day = 0;
  /** The last published state of each row, scaled as on the wire: a change is a difference. */
  private sent = {
    lat: new Int32Array(0),
    lng: new Int32Array(0),
    hdg: new Int16Array(0),
    spd: new Int16Array(0),
    st: new Uint8Array(0),
  };
  /** The last sampled state of each row (FLEET-4): only vehicles that changed are written. */
  private sampled = { lat: new Int32Array(0), lng: new Int32Array(0), st: new Uint8Array(0) };
  private lastSaveAt = 0;
  private lastSampleAt = 0;
  private lastPruneAt = 0;
  private writes: Promise<void> = Promise.resolve();
  private pendingWrites = 0;
  private stopped = false;
  /** Ticks run, batches published and writes skipped, for benches and tests. */
  readonly stats = {
    ticks: 0,
    batches: 0,
    samplesSkipped: 0,
    restored: 0,
    events: 0,
    alerts: 0,
  };

  constructor(private readonly options: LiveFleetOptions) {}

  get running(): boolean {
    return this.motion !== null;
  }

  /** The simulated time the fleet has reached, or null before it starts. */
  get at(): number | null {
    return this.motion?.at ?? null;
  }

  /**
   * Builds the road network and the motion of every main unit of the world, restores the saved
   * fleet (FLEET-3) and, given a scheduler, keeps ticking in real time. Without one, tests call
   * `runDue` after stepping their clock.
   */
  async start(scheduler?: TickScheduler): Promise<void> {
    if (this.motion || this.stopped) return;
    const { store, clock, seed } = this.options;
    const graph = buildRoadGraph();
    const collections = {
      companies: store.entries('companies'),
      vehicles: store.entries('vehicles'),
      addresses: store.entries('addresses'),
    };
    const inputs = motionInputs(collections);
    const telemetryVehicles = telemetryInputs(collections, inputs.vehicles);
    const startAt = clock.now();
    const alertStore = this.options.alerts;
    const alertEngine = alertStore
      ? createAlertEngine({
          seed,
          ...(this.options.alertRate === undefined ? {} : { rate: this.options.alertRate }),
          ...(this.options.alertRules ? { rules: this.options.alertRules } : {}),
          fieldTasks: fieldTasksOf(store),
          vehicles: alertVehiclesFromWorld({ collections }, inputs.vehicles),
          // Ids go on after the highest stored one, so a restart never reuses one.
          firstId: await alertStore.nextId(),
          onAlert: (alert) => this.alerts.push(alert),
        })
      : null;
    if (this.stopped) return;
    const motion = createFleetMotion({
      ...inputs,
      vehicles: withDriverSpeeding(inputs.vehicles, telemetryVehicles, seed),
      graph,
      seed,
      startAt,
    });
    const telemetry = createFleetTelemetry({
      vehicles: telemetryVehicles,
      seed,
      startAt,
      onEvent: (event) => {
        this.events.push(event);
        alertEngine?.onTelemetryEvent(event);
      },
    });
    this.refrigerated = new Set(telemetryVehicles.filter((v) => v.refrigerated).map((v) => v.id));
    const companyOf = new Map(store.entries('vehicles').map((e) => [e.record.id, e.companyId]));
    const n = motion.frame.ids.length;
    this.companyOfRow = new Int32Array(n);
    this.rowOf.clear();
    this.rowsOfCompany.clear();
    for (let i = 0; i < n; i++) {
      const id = motion.frame.ids[i] ?? 0;
      const companyId = companyOf.get(id) ?? 0;
      this.rowOf.set(id, i);
      this.companyOfRow[i] = companyId;
      const rows = this.rowsOfCompany.get(companyId);
      if (rows) rows.push(i);
      else this.rowsOfCompany.set(companyId, [i]);
    }
    this.sent = {
      lat: new Int32Array(n),
      lng: new Int32Array(n),
      hdg: new Int16Array(n),
      spd: new Int16Array(n),
      st: new Uint8Array(n),
    };
    this.sampled = { lat: new Int32Array(n), lng: new Int32Array(n), st: new Uint8Array(n) };
    this.odometerAtDayStart = Float64Array.from(motion.frame.odometerKm);
    this.day = wibDay(startAt);

    const saved = await this.options.telemetry.loadStates<SavedVehicle>();
    if (this.stopped) return;
    const usable = saved.filter(
      (row) => row.recordedAt <= startAt + LIVE_FLEET_DEFAULTS.maxSaveAheadMs,
    );
    if (usable.length > 0) {
      const save: MotionSave = {
        at: Math.max(...usable.map((row) => row.recordedAt)),
        vehicles: usable.map((row) => row.state.motion),
      };
      this.stats.restored = motion.restore(save);
      telemetry.restore({
        version: 1,
        vehicles: usable.flatMap((row) => (row.state.telemetry ? [row.state.telemetry] : [])),
      });
      for (const row of usable) {
        const i = this.rowOf.get(row.vehicleId);
        if (i === undefined) continue;
        if (row.state.day === wibDay(save.at))
          this.odometerAtDayStart[i] = row.state.odometerAtDayStart;
      }
      this.day = wibDay(save.at);
      this.options.onInfo?.(`live fleet: ${this.stats.restored} vehicles continue from their save`);
    } else if (saved.length > 0) {
      this.options.onInfo?.('live fleet: the saved fleet is ahead of the clock; starting afresh');
    }
    this.motion = motion;
    this.telemetryEngine = telemetry;
    this.alertEngine = alertEngine;
    this.alertStates = Array.from(motion.frame.ids, (id) => ({
      id,
      status: 'parked' as const,
      latitude: 0,
      longitude: 0,
    }));
    this.remember(this.sent, motion);
    this.remember(this.sampled, motion);
    this.lastSaveAt = this.lastSampleAt = this.lastPruneAt = this.lastEventsAt = motion.at;

    this.loop = new TickLoop({
      clock,
      ...(this.options.speed === undefined ? {} : { speed: this.options.speed }),
      onTick: (tick) => this.tick(tick),
      onError: (error) => this.options.onError?.(error, 'tick'),
    });
    if (scheduler) this.loop.start(scheduler);
  }

  /** Runs the ticks due by the clock (tests step a ManualClock, then call this). */
  runDue(): number {
    return this.loop?.runDue() ?? 0;
  }

  /** Waits for the writes queued so far (tests, shutdown). */
  async flush(): Promise<void> {
    await this.writes;
  }

  /** Stops ticking and saves the fleet where it is (FLEET-3). */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.loop?.stop();
    if (this.motion) {
      this.writeEvents();
      this.queueWrite('save', () => this.saveAll());
    }
    await this.writes;
  }

  private remember(
    into: { lat: Int32Array; lng: Int32Array; st: Uint8Array; hdg?: Int16Array; spd?: Int16Array },
    motion: FleetMotion,
  ): void {
    const { frame } = motion;
    for (let i = 0; i < frame.ids.length; i++) {
      into.lat[i] = Math.round((frame.latitude[i] ?? 0) * POSITION_LIMITS.coordinateScale);
      into.lng[i] = Math.round((frame.longitude[i] ?? 0) * POSITION_LIMITS.coordinateScale);
      into.st[i] = frame.status[i] ?? 0;
      if (into.hdg) into.hdg[i] = Math.round(frame.heading[i] ?? 0) % 360;
      if (into.spd) into.spd[i] = Math.round(frame.speedKmh[i] ?? 0);
    }
  }

  private tick(tick: Tick): void {
    const motion = this.motion;
    if (!motion || tick.at <= motion.at) return;
    motion.advance(tick);
    this.telemetryEngine?.updateFromFrame(tick, motion.frame);
    if (this.alertEngine) {
      const { frame } = motion;
      this.alertStates.forEach((state, i) => {
        state.status = MOTION_STATUS_CODES[frame.status[i] ?? 2] ?? 'parked';
        state.latitude = frame.latitude[i] ?? 0;
        state.longitude = frame.longitude[i] ?? 0;
      });
      this.alertEngine.tick(tick, this.alertStates);
    }
    this.stats.ticks++;
    const today = wibDay(tick.at);
    if (today !== this.day) {
      this.day = today;
      this.odometerAtDayStart.set(motion.frame.odometerKm);
    }
    this.publish(motion, tick.at);
    if (tick.at - this.lastSampleAt >= LIVE_FLEET_DEFAULTS.sampleEveryMs) {
      this.lastSampleAt = tick.at;
      this.sample(motion, tick.at);
    }
    if (tick.at - this.lastEventsAt >= LIVE_FLEET_DEFAULTS.eventsEveryMs) {
      this.lastEventsAt = tick.at;
      this.writeEvents();
    }
    if (tick.at - this.lastSaveAt >= LIVE_FLEET_DEFAULTS.saveEveryMs) {
      this.lastSaveAt = tick.at;
      this.refreshThresholds();
      const rows = this.saveRows(motion);
      this.queueWrite('save', () => this.options.telemetry.saveStates(rows));
    }
    if (tick.at - this.lastPruneAt >= LIVE_FLEET_DEFAULTS.pruneEveryMs) {
      this.lastPruneAt = tick.at;
      this.queueWrite('prune', async () => {
        // HISTORY-6: roll up the settled days of the kept positions before the oldest go.
        await this.options.rollup?.settleDays(settledWibDays(tick.at), tick.at);
        await this.options.telemetry.prune(tick.at, TELEMETRY_DEFAULTS.retentionMs);
        await this.options.telemetry.pruneEvents(tick.at);
        await this.options.alerts?.prune(tick.at - LIVE_FLEET_DEFAULTS.alertRetentionMs);
      });
    }
  }

  /** FLEET-2: each company's vehicles whose wire state changed, as one batch per company. */
  private publish(motion: FleetMotion, at: number): void {
    const { frame } = motion;
    const { hub } = this.options;
    const scale = POSITION_LIMITS.coordinateScale;
    const sent = this.sent;
    for (const [companyId, rows] of this.rowsOfCompany) {
      const listening = hub.hasPositionSubscribers(companyId);
      const changed: LivePosition[] = [];
      for (const i of rows) {
        const lat = Math.round((frame.latitude[i] ?? 0) * scale);
        const lng = Math.round((frame.longitude[i] ?? 0) * scale);
        const hdg = Math.round(frame.heading[i] ?? 0) % 360;
        const spd = Math.round(frame.speedKmh[i] ?? 0);
        const st = frame.status[i] ?? 0;
        if (
          lat === sent.lat[i] &&
          lng === sent.lng[i] &&
          hdg === sent.hdg[i] &&
          spd === sent.spd[i] &&
          st === sent.st[i]
        )
          continue;
        sent.lat[i] = lat;
        sent.lng[i] = lng;
        sent.hdg[i] = hdg;
        sent.spd[i] = spd;
        sent.st[i] = st;
        if (listening) changed.push(this.positionAt(i));
      }
      if (listening) {
        hub.publishPositions(companyId, at, changed);
        this.stats.batches++;
      }
    }
  }

  /** FLEET-4: a history row for every vehicle that moved or changed status since its last one. */
  private sample(motion: FleetMotion, at: number): void {
    if (this.pendingWrites > 2) {
      this.stats.samplesSkipped++;
      return;
    }
    const { frame } = motion;
    const scale = POSITION_LIMITS.coordinateScale;
    const rows: PositionRow[] = [];
    for (let i = 0; i < frame.ids.length; i++) {
      const lat = Math.round((frame.latitude[i] ?? 0) * scale);
      const lng = Math.round((frame.longitude[i] ?? 0) * scale);
      const st = frame.status[i] ?? 0;
      if (lat === this.sampled.lat[i] && lng === this.sampled.lng[i] && st === this.sampled.st[i])
        continue;
      this.sampled.lat[i] = lat;
      this.sampled.lng[i] = lng;
      this.sampled.st[i] = st;
      rows.push({
        vehicleId: frame.ids[i] ?? 0,
        companyId: this.companyOfRow[i] ?? 0,
        recordedAt: at,
        latitude: frame.latitude[i] ?? 0,
        longitude: frame.longitude[i] ?? 0,
        speedKmh: frame.speedKmh[i] ?? 0,
        heading: frame.heading[i] ?? 0,
        status: MOTION_STATUS_CODES[st] ?? 'parked',
      });
    }
    if (rows.length > 0)
      this.queueWrite('positions', () => this.options.telemetry.appendPositions(rows));
  }

  /** FLEET-8, FLEET-9: the events and alerts of the last ticks, one write each. */
  private writeEvents(): void {
    const alertStore = this.options.alerts;
    if (this.alerts.length > 0 && alertStore) {
      const alerts = this.alerts;
      this.alerts = [];
      this.stats.alerts += alerts.length;
      this.queueWrite('alerts', async () => {
        await alertStore.appendAlerts(alerts);
        this.options.onAlertsStored?.(alerts);
      });
    }
    if (this.events.length === 0) return;
    const events = this.events;
    this.events = [];
    this.stats.events += events.length;
    this.queueWrite('events', () => this.options.telemetry.appendEvents(events));
  }

  /** A company's changed idle, park and offline timeouts and fuel thresholds apply from here. */
  private refreshThresholds(): void {
    for (const { record } of this.options.store.entries('companies'))
      this.telemetryEngine?.setThresholds(record.id, thresholdsFromCompany(record.company));
  }

  private saveRows(motion: FleetMotion) {
    const save = motion.exportState();
    const telemetry = new Map(
      (this.telemetryEngine?.exportState().vehicles ?? []).map((v) => [v.id, v]),
    );
    return save.vehicles.map((vehicle) => {
      const i = this.rowOf.get(vehicle.id) ?? 0;
      const exported = telemetry.get(vehicle.id);
      const state: SavedVehicle = {
        motion: vehicle,
        ...(exported ? { telemetry: exported } : {}),
        day: this.day,
        odometerAtDayStart: this.odometerAtDayStart[i] ?? vehicle.odometerKm,
      };
      return {
        vehicleId: vehicle.id,
        companyId: this.companyOfRow[i] ?? 0,
        recordedAt: save.at,
        state,
      };
    });
  }

  private async saveAll(): Promise<void> {
    if (this.motion) await this.options.telemetry.saveStates(this.saveRows(this.motion));
  }

  /** Writes run one after another, off the tick; a failed one is reported, later ones go on. */
  private queueWrite(what: string, write: () => Promise<void>): void {
    this.pendingWrites++;
    this.writes = this.writes
      .then(write)
      .catch((error: unknown) => this.options.onError?.(error, what))
      .finally(() => {
        this.pendingWrites--;
      });
  }

  private positionAt(i: number): LivePosition {
    const frame = (this.motion as FleetMotion).frame;
    return {
      id: frame.ids[i] ?? 0,
      latitude: frame.latitude[i] ?? 0,
      longitude: frame.longitude[i] ?? 0,
      heading: frame.heading[i] ?? 0,
      speedKmh: frame.speedKmh[i] ?? 0,
      status: MOTION_STATUS_CODES[frame.status[i] ?? 2] ?? 'parked',
      reportedAt: frame.reportedAt[i] ?? 0,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------------------------

  /**
   * FLEET-10: raises `count` alerts now (on demand) on a vehicle of the company (the given one,
   * else one picked in turn), stores and publishes them like the fleet's own, and answers them.
   * Null when the fleet has not started or the vehicle is not the company's moving vehicle;
   * an empty list when no rule of the company watches the code.
   */
  async raiseAlerts(
    companyId: number,
    request: {
      vehicleId?: number;
      code?: number;
      level?: AlertRuleLevel;
      count: number;
      /** Raised this long before now (the position is the vehicle's current one). */
      ageMs?: number;
    },
  ): Promise<GeneratedAlert[] | null> {
    const engine = this.alertEngine;
    if (!engine || !this.motion) return null;
    const rows = this.rowsOfCompany.get(companyId) ?? [];
    let candidates: number[];
    if (request.vehicleId === undefined) {
      // In turn from an offset that moves with the ids, skipping vehicles that cannot raise it
      // (camera codes need a camera).
      const from = engine.nextId() % Math.max(1, rows.length);
      candidates = [...rows.slice(from), ...rows.slice(0, from)];
    } else {
      const row = this.rowOf.get(request.vehicleId);
      if (row === undefined || this.companyOfRow[row] !== companyId) return null;
      candidates = [row];
    }
    if (candidates.length === 0) return null;
    const at = this.now() - (request.ageMs ?? 0);
    const raised: GeneratedAlert[] = [];
    for (const row of candidates) {
      const position = this.positionAt(row);
      const raise = () =>
        engine.raiseNow({
          vehicleId: position.id,
          ...(request.code === undefined ? {} : { code: request.code }),
          ...(request.level === undefined ? {} : { level: request.level }),
          at,
          position,
        });
      const first = raise();
      if (!first) continue;
      raised.push(first);
      for (let k = 1; k < request.count; k++) {
        const alert = raise();
        if (alert) raised.push(alert);
      }
      break;
    }
    this.writeEvents();
    await this.writes;
    return raised;
  }

  /** The company's vehicles now, for a positions snapshot; null before the fleet starts. */
  positions(companyId: number): LivePosition[] | null {
    if (!this.motion) return null;
    return (this.rowsOfCompany.get(companyId) ?? []).map((i) => this.positionAt(i));
  }

  private now(): number {
    return this.motion?.at ?? this.options.clock.now();
  }

  /** The live state of one vehicle, or null when the fleet does not move it (trailers). */
  private live(vehicleId: number): LivePosition | null {
    const i = this.rowOf.get(vehicleId);
    return this.motion && i !== undefined ? this.positionAt(i) : null;
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
        refrigerated: this.refrigerated.has(v.id),
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
      const i = this.rowOf.get(vehicle.id);
      if (this.motion && i !== undefined)
        distance += Math.max(
          0,
          (this.motion.frame.odometerKm[i] ?? 0) - (this.odometerAtDayStart[i] ?? 0),
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

  private vehicleOf(auth: AuthContext, vehicleId: number) {
    const vehicle = this.options.store.get('vehicles', auth.company.id, vehicleId);
    if (!vehicle)
      throw ServiceError.notFound(`Vehicle ${vehicleId} not found.`, {
        reason: SERVER_ERROR_REASONS.vehicleNotFound,
        params: { id: vehicleId },
      });
    return vehicle;
  }

  /** FLEET-7: one vehicle's card: telemetry now and the nearest known address. */
  liveDetail(auth: AuthContext, vehicleId: number): VehicleLiveDetail {
    const { store } = this.options;
    const vehicle = this.overlay(this.vehicleOf(auth, vehicleId));
    const i = this.rowOf.get(vehicle.parent_id ?? vehicle.id);
    const frame = this.motion?.frame;
    const telemetry =
      this.telemetryEngine && i !== undefined ? this.telemetryEngine.state(i) : null;
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
        store.list('addresses', auth.company.id),
      ),
    };
  }

  /** GQL-9: vehicleById: the vehicle, its device and the platform's last report of it. */
  vehicleDetail(auth: AuthContext, vehicleId: number): VehicleDetail {
    const vehicle = this.overlay(this.vehicleOf(auth, vehicleId));
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
    const vehicle = this.vehicleOf(auth, filter.vehicleId);
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
    const vehicle = this.overlay(this.vehicleOf(auth, vehicleId));
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
 * ALERT-11: the fleet tasks field-operation alerts point at: each company's delivery orders as
 * task instants (FT numbers after the order's, the order's id).
 */
export function fieldTasksOf(store: DocumentStore): Map<number, FieldTask[]> {
  const tasks = new Map<number, FieldTask[]>();
  for (const { companyId, record } of store.entries('delivery_orders')) {
    const list = tasks.get(companyId) ?? [];
    list.push({ id: record.id, number: fieldTaskNumber(record.number) });
    tasks.set(companyId, list);
  }
  return tasks;
}

/** The task instant's number after its delivery order's: DO/ALN/2611/00042 → FT/ALN/2611/00042. */
export function fieldTaskNumber(orderNumber: string): string {
  return orderNumber.replace(/^DO\//, 'FT/');
}

/**
 * HISTORY-6: the whole WIB days of the position history (TELE-2) that ended at least
 * DAY_SETTLED_MS before `now`, oldest first.
 */
export function settledWibDays(now: number): number[] {
  const days: number[] = [];
  const lastEnd = now - DAY_SETTLED_MS;
  for (
    let day = startOfWibDay(now - TELEMETRY_DEFAULTS.retentionMs);
    day + DAY_MS <= lastEnd;
    day += DAY_MS
  ) {
    days.push(day);
  }
  return days;
}
