/**
 * The moving fleet (issue 7): every vehicle works shifts of trips from its depot to 2-6 delivery
 * stops and back, along road routes, at traffic speeds, and its tracking device reports what it
 * does (or drops out for a while). Pure and deterministic: the seed, the start time and the ticks
 * give the same fleet every run; each vehicle draws from its own `Rng` stream, so vehicles do not
 * shift one another. Routes are planned when a leg starts (cached per node pair); a tick only
 * moves each vehicle along its leg or counts down its stop.
 */
import type { FleetCategory } from '@armada/contracts/fleet';
import type { LatLngTuple } from '../../domain/roads/network-data';
import type { RoadGraph } from '../../domain/roads/road-graph';
import { haversineM } from '../../domain/roads/geodesy';
import {
  headingSlots,
  positionAlong,
  positionAlongInto,
  type RoutePoint,
} from '../../domain/roads/route-walker';
import { Rng, type RngState } from '../../domain/rng';
import type { Region } from '../../domain/places';
import { WIB_OFFSET_MS } from '../../domain/wib-time';
import { LegPlanner, legThrough, type Leg } from './leg-planner';
import { SHIFT_MIX, drawShift, shiftAt, type Shift, type ShiftKind } from './shifts';
import { HOUR_MS, MIN_SPEED_FACTOR, classSpeedsKmh, wibHour } from './traffic';

export type MotionStatus = 'moving' | 'idle' | 'parked' | 'offline';

/** What a vehicle's tracking device last told the platform. */
export interface MotionState {
  id: number;
  latitude: number;
  longitude: number;
  /** Degrees, 0 north, clockwise. */
  heading: number;
  speedKmh: number;
  status: MotionStatus;
  ignition: boolean;
  odometerKm: number;
  /** Epoch ms of the device's last report; an offline device keeps its last one. */
  reportedAt: number;
}

export interface MotionVehicle {
  id: number;
  depot: LatLngTuple;
  region: Region;
  fleetCategory: FleetCategory;
  /** Addresses (ids in `addresses`) the vehicle may deliver to: its company's, in its region. */
  stopAddressIds: readonly number[];
  /** Forces a shift kind (the Bandung pool runs long-haul); else drawn from SHIFT_MIX. */
  shift?: ShiftKind;
  /**
   * The driver's speeding (telemetry's driver profile, TELEM-1): a seeded `share` of legs is
   * driven at `factor` times the traffic speed. Absent: never.
   */
  overspeed?: { share: number; factor: number };
}

export interface MotionAddress {
  id: number;
  latitude: number;
  longitude: number;
}

/** Trip milestones, for whoever turns them into delivery progress (and for tests). */
export type MotionEvent =
  | { type: 'trip-started'; vehicleId: number; at: number; stopAddressIds: number[] }
  | { type: 'arrived'; vehicleId: number; at: number; addressId: number }
  | { type: 'stop-skipped'; vehicleId: number; at: number; addressId: number }
  | { type: 'returned'; vehicleId: number; at: number };

/**
 * TASK-9: what a fleet task asks of its vehicle now; the fleet-task runner steers, the motion
 * drives. `drive`: from where the vehicle is to `to` by road, arriving at `endAt` (absent: at a
 * town pace), then waiting there with the engine `wait`ing idle or parked off. `stand`: at a stop,
 * engine on for the first and last minutes, off while serving. `halt`: broken down where it is
 * until `until`, then home.
 */
/** TASK-9: a given way is driven when the vehicle is this close to its start. */
export const WAY_START_M = 100;
export type TaskDrive =
  | {
      kind: 'drive';
      to: LatLngTuple;
      endAt?: number;
      wait: 'idle' | 'parked';
      /** The road's way the task's estimate used, from the leg's start (else planned here). */
      way?: readonly LatLngTuple[];
    }
  | { kind: 'stand'; at: LatLngTuple; since: number; until: number }
  | { kind: 'halt'; until: number };

/** TASK-9: a drive without a promised arrival goes at this average pace. */
export const STAGE_PACE_KMH = 30;
/** TASK-9: at a stop the engine runs this long after arriving and before leaving. */
export const STAND_ENGINE_IN_MS = 90_000;
export const STAND_ENGINE_OUT_MS = 60_000;

export interface FleetMotionOptions {
  vehicles: readonly MotionVehicle[];
  addresses: readonly MotionAddress[];
  graph: RoadGraph;
  seed: number;
  /** Epoch ms the fleet starts at; the first tick moves it from here. */
  startAt: number;
  onEvent?: (event: MotionEvent) => void;
}

/** Index of each status in a frame's `status` column (the live channel's order). */
export const MOTION_STATUS_CODES: readonly MotionStatus[] = ['moving', 'idle', 'parked', 'offline'];
const STATUS_CODE = { moving: 0, idle: 1, parked: 2, offline: 3 } as const;

/**
 * The fleet as the platform last heard it, one typed-array column per field and one row per
 * vehicle (the order of `vehicles`), rewritten in place by every tick: hosts read it without a
 * per-vehicle object per tick (MOTION-10).
 */
export interface MotionFrame {
  /** Simulated time of the tick that wrote it, epoch ms. */
  at: number;
  readonly ids: Int32Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  readonly heading: Float32Array;
  readonly speedKmh: Float32Array;
  /** Index into MOTION_STATUS_CODES. */
  readonly status: Uint8Array;
  readonly ignition: Uint8Array;
  readonly odometerKm: Float64Array;
  readonly reportedAt: Float64Array;
}

/** One vehicle's motion as JSON, to continue after a restart (MOTION-11). */
export interface MotionVehicleSave {
  id: number;
  phase: number;
  phaseEndsAt: number;
  position: LatLngTuple;
  heading: number;
  speedKmh: number;
  odometerKm: number;
  stopIds: number[];
  target: number;
  /** The leg being driven, by its ends: re-planned on restore (routes are deterministic). */
  leg: { from: LatLngTuple; to: LatLngTuple } | null;
  legM: number;
  segment: number;
  legSeed: number;
  offline: boolean;
  deviceEventAt: number;
  reportedAt: number;
  frozen: MotionState | null;
  rng: RngState;
  deviceRng: RngState;
}

export interface MotionSave {
  /** The tick the save was taken at. */
  at: number;
  vehicles: MotionVehicleSave[];
}

export interface FleetMotion {
  /** Moves every vehicle from the previous tick (or `startAt`) to `tick.at`. */
  advance(tick: { at: number; elapsedMs: number }): void;
  snapshot(): MotionState[];
  /** The columns every tick rewrites (MOTION-10). */
  readonly frame: MotionFrame;
  /** Simulated time the fleet has reached. */
  readonly at: number;
  /** Every vehicle's motion as JSON (MOTION-11). */
  exportState(): MotionSave;
  /**
   * Continues from a save: vehicles in it take their saved motion (a leg whose route no longer
   * exists ends at the depot), the others keep their fresh start; the fleet's time becomes the
   * save's. Returns how many vehicles were restored.
   */
  restore(save: MotionSave): number;
  /** Route searches run (cache misses), for benches. */
  readonly routeSearches: number;
  /** The shift kind of each vehicle, by id. */
  shiftOf(vehicleId: number): ShiftKind | undefined;
  /**
   * TASK-9: hands a vehicle to its fleet task (its own trip ends where it is) or, with null,
   * back to its shift: it drives home first. Answers false for a vehicle the fleet does not move.
   */
  steer(vehicleId: number, drive: TaskDrive | null): boolean;
  /** TASK-9: the vehicles driving a fleet task now. */
  readonly steered: number;
  /**
   * TASK-10: the share of its task's drive to `to` a vehicle has covered (0 to 1), or null
   * when it is not driving there for a task.
   */
  drivenShare(vehicleId: number, to: LatLngTuple): number | null;
}

const MINUTE_MS = 60 * 1000;

/** Stop timings (issue 7): engine on at arrival, off for the service, on again before leaving. */
const SERVICE_MINUTES: Readonly<Record<FleetCategory, readonly [number, number]>> = {
  Motor: [2, 6],
  Pikap: [5, 15],
  Van: [5, 15],
  Truk: [12, 30],
};
const STOPS_PER_TRIP: Readonly<Record<FleetCategory, readonly [number, number]>> = {
  Motor: [4, 6],
  Pikap: [3, 6],
  Van: [3, 6],
  Truk: [2, 4],
};
/**
 * Stops that last: a wait at the gate with the engine on, past a usual idle timeout (10-15
 * min), and a long stand with it off, past a usual park timeout (60-120 min).
 */
const LONG_STOPS = {
  idleShare: 0.06,
  idleMinutes: [12, 30],
  parkShare: 0.04,
  parkMinutes: [65, 150],
} as const;

/** No new trip starts this close to the shift's end. */
const LAST_TRIP_BEFORE_END_MS = 45 * MINUTE_MS;

/** Device dropouts: most devices now and then for minutes, a few for hours once a day or so. */
const DROPOUT = {
  meanGapMs: 10 * HOUR_MS,
  minGapMs: 20 * MINUTE_MS,
  shortMs: [1 * MINUTE_MS, 12 * MINUTE_MS],
  longShare: 0.02,
  longGapMs: [12 * HOUR_MS, 36 * HOUR_MS],
  longMs: [1 * HOUR_MS, 5 * HOUR_MS],
} as const;

const Phase = {
  /** Ignition off: at the depot between trips or shifts. */
  Parked: 0,
  Driving: 1,
  /** At a stop, engine running, before the service. */
  StopIdleIn: 2,
  /** At a stop, ignition off, unloading. */
  StopService: 3,
  /** At a stop, engine running, about to leave. */
  StopIdleOut: 4,
} as const;
type Phase = (typeof Phase)[keyof typeof Phase];

/** Class speeds per WIB hour (index 0 = 00:00-01:00 WIB), looked up per segment. */
const SPEEDS_BY_HOUR: readonly Float64Array[] = Array.from({ length: 24 }, (_, h) =>
  classSpeedsKmh(h * HOUR_MS - WIB_OFFSET_MS),
);

/** A deterministic share in [0, 1) for one segment of one leg: speed wobble without draws. */
function wobble(segment: number, legSeed: number): number {
  let h = Math.imul(segment ^ legSeed, 2654435761) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 2246822519) >>> 0;
  h ^= h >>> 13;
  return (h >>> 0) / 4294967296;
}

interface Stop {
  id: number;
  point: LatLngTuple;
}

class VehicleMotion {
  phase: Phase = Phase.Parked as Phase;
  phaseEndsAt = 0;
  position: LatLngTuple;
  heading: number;
  speedKmh = 0;
  odometerKm: number;
  stops: Stop[] = [];
  /** Index of the stop being driven to; stops.length: the depot. */
  target = 0;
  leg: Leg | null = null;
  legFrom: LatLngTuple | null = null;
  legTo: LatLngTuple | null = null;
  legM = 0;
  segment = 0;
  legSeed = 0;
  offline = false;
  deviceEventAt: number;
  reportedAt: number;
  frozen: MotionState | null = null;
  readonly longDropouts: boolean;
  /** TASK-9: the fleet task's current ask, and the key of the drive `leg` was planned for. */
  task: TaskDrive | null = null;
  taskKey = '';
  /** TASK-9: a task drive's time span (it began where the vehicle was when it was asked). */
  taskFrom = 0;
  taskTo = 0;

  constructor(
    readonly input: MotionVehicle,
    readonly shift: Shift,
    readonly candidates: readonly Stop[],
    readonly rng: Rng,
    /** Dropouts draw from their own stream, so they never shift the driving. */
    readonly deviceRng: Rng,
    startAt: number,
  ) {
    this.position = input.depot;
    this.heading = rng.int(0, 359);
    this.odometerKm = rng.int(5_000, 250_000) + rng.next();
    this.longDropouts = deviceRng.chance(DROPOUT.longShare);
    this.reportedAt = startAt;
    this.deviceEventAt = startAt + this.nextGapMs();
  }

  nextGapMs(): number {
    if (this.longDropouts) return this.deviceRng.int(DROPOUT.longGapMs[0], DROPOUT.longGapMs[1]);
    const exp = -Math.log(1 - this.deviceRng.next()) * DROPOUT.meanGapMs;
    return Math.max(DROPOUT.minGapMs, Math.round(exp));
  }

  dropoutMs(): number {
    const [min, max] = this.longDropouts ? DROPOUT.longMs : DROPOUT.shortMs;
    return this.deviceRng.int(min, max);
  }

  get ignition(): boolean {
    return this.phase !== Phase.Parked && this.phase !== Phase.StopService;
  }

  state(reportedAt: number): MotionState {
    let position = this.position;
    let heading = this.heading;
    if (this.phase === Phase.Driving && this.leg) {
      const at = positionAlong(this.leg.points, this.legM, this.leg.cumulative);
      position = at.position;
      heading = at.headingDeg;
    }
    const moving = this.phase === Phase.Driving && this.speedKmh > 0;
    const ignition = this.ignition;
    return {
      id: this.input.id,
      latitude: position[0],
      longitude: position[1],
      heading,
      speedKmh: moving ? Math.round(this.speedKmh * 10) / 10 : 0,
      status: moving ? 'moving' : ignition ? 'idle' : 'parked',
      ignition,
      odometerKm: this.odometerKm,
      reportedAt,
    };
  }
}

export function createFleetMotion(options: FleetMotionOptions): FleetMotion {
  const { graph, seed, startAt, onEvent } = options;
  const planner = new LegPlanner(graph);
  const addressById = new Map(options.addresses.map((a) => [a.id, a]));
  const root = new Rng(seed).fork('motion');
  let lastAt = startAt;

  const emit = (event: MotionEvent): void => onEvent?.(event);

  const vehicles = options.vehicles.map((input) => {
    const rng = root.fork(`vehicle-${input.id}`);
    const kind = input.shift ?? rng.weighted(SHIFT_MIX);
    const candidates: Stop[] = [];
    for (const id of input.stopAddressIds) {
      const a = addressById.get(id);
      if (a) candidates.push({ id, point: [a.latitude, a.longitude] });
    }
    return new VehicleMotion(
      input,
      drawShift(rng, kind),
      candidates,
      rng,
      root.fork(`device-${input.id}`),
      startAt,
    );
  });

  const park = (v: VehicleMotion, until: number): void => {
    v.phase = Phase.Parked;
    v.phaseEndsAt = until;
    v.speedKmh = 0;
    v.leg = null;
    v.legFrom = null;
    v.legTo = null;
  };

  /** Starts driving from where the vehicle is to `to`; false when no route joins them. */
  const beginLeg = (v: VehicleMotion, to: LatLngTuple): boolean => {
    const leg = planner.leg(v.position, to);
    if (!leg) return false;
    v.phase = Phase.Driving;
    v.leg = leg;
    v.legFrom = v.position;
    v.legTo = to;
    v.legM = 0;
    v.segment = 0;
    v.legSeed = v.rng.nextUint32();
    return true;
  };

  /** Drives to the next reachable stop, else home; unreachable stops are skipped. */
  const departNext = (v: VehicleMotion, t: number): void => {
    while (v.target < v.stops.length) {
      const stop = v.stops[v.target];
      if (stop && beginLeg(v, stop.point)) return;
      if (stop) emit({ type: 'stop-skipped', vehicleId: v.input.id, at: t, addressId: stop.id });
      v.target++;
    }
    if (beginLeg(v, v.input.depot)) return;
    // Cannot happen on a connected network (the vehicle drove here from the depot); recover.
    v.position = v.input.depot;
    arriveHome(v, t);
  };

  const arriveHome = (v: VehicleMotion, t: number): void => {
    emit({ type: 'returned', vehicleId: v.input.id, at: t });
    v.stops = [];
    v.target = 0;
    // Loading for the next trip, ignition off.
    park(v, t + v.rng.int(10, 30) * MINUTE_MS);
  };

  const startTrip = (v: VehicleMotion, t: number): void => {
    const [min, max] = STOPS_PER_TRIP[v.input.fleetCategory];
    if (v.candidates.length === 0) {
      park(v, t + 6 * HOUR_MS);
      return;
    }
    if (v.shift.kind === 'long-haul') {
      // Long hauls go far: the farthest of a few drawn stops.
      const drawn = v.rng.sample(v.candidates, 6);
      const far = (s: Stop): number =>
        Math.abs(s.point[0] - v.input.depot[0]) + Math.abs(s.point[1] - v.input.depot[1]);
      drawn.sort((a, b) => far(b) - far(a) || a.id - b.id);
      v.stops = drawn.slice(0, v.rng.int(2, 3));
    } else {
      v.stops = v.rng.sample(v.candidates, v.rng.int(min, max));
    }
    v.target = 0;
    emit({
      type: 'trip-started',
      vehicleId: v.input.id,
      at: t,
      stopAddressIds: v.stops.map((s) => s.id),
    });
    departNext(v, t);
  };

  /** At the depot with nothing to do: a new trip in the shift, else parked until the next. */
  const decide = (v: VehicleMotion, t: number): void => {
    const now = shiftAt(v.shift, t);
    if (!now.on) park(v, now.nextStart);
    else if (now.endsAt - t <= LAST_TRIP_BEFORE_END_MS) park(v, now.endsAt);
    else startTrip(v, t);
  };

  const arrive = (v: VehicleMotion, t: number): void => {
    const leg = v.leg;
    if (leg) {
      const end = positionAlong(leg.points, leg.lengthM, leg.cumulative);
      v.position = end.position;
      v.heading = end.headingDeg;
    }
    v.leg = null;
    v.legFrom = null;
    v.legTo = null;
    v.speedKmh = 0;
    const stop = v.stops[v.target];
    if (v.target >= v.stops.length || !stop) {
      v.position = v.input.depot;
      arriveHome(v, t);
      return;
    }
    v.position = stop.point;
    emit({ type: 'arrived', vehicleId: v.input.id, at: t, addressId: stop.id });
    v.phase = Phase.StopIdleIn;
    // Now and then the driver waits at the gate with the engine running (MOTION-13).
    v.phaseEndsAt = v.rng.chance(LONG_STOPS.idleShare)
      ? t + v.rng.int(LONG_STOPS.idleMinutes[0] * 60, LONG_STOPS.idleMinutes[1] * 60) * 1000
      : t + v.rng.int(60, 240) * 1000;
  };

  const endPhase = (v: VehicleMotion, t: number): void => {
    switch (v.phase) {
      case Phase.Parked:
        decide(v, t);
        return;
      case Phase.StopIdleIn: {
        const [min, max] = SERVICE_MINUTES[v.input.fleetCategory];
        v.phase = Phase.StopService;
        // Now and then the vehicle stands parked at the stop far longer (a break, a queue to
        // unload) (MOTION-13).
        v.phaseEndsAt = v.rng.chance(LONG_STOPS.parkShare)
          ? t + v.rng.int(LONG_STOPS.parkMinutes[0] * 60, LONG_STOPS.parkMinutes[1] * 60) * 1000
          : t + v.rng.int(min * 60, max * 60) * 1000;
        return;
      }
      case Phase.StopService:
        v.phase = Phase.StopIdleOut;
        v.phaseEndsAt = t + v.rng.int(30, 120) * 1000;
        return;
      case Phase.StopIdleOut:
        v.target++;
        departNext(v, t);
        return;
      case Phase.Driving:
        return;
    }
  };

  /** Drives along the leg from t towards t1; returns the time reached (t1, or arrival). */
  const drive = (v: VehicleMotion, t: number, t1: number): number => {
    const leg = v.leg;
    if (!leg) {
      arrive(v, t);
      return t;
    }
    const last = leg.points.length - 1;
    while (t < t1) {
      if (v.segment >= last) {
        arrive(v, t);
        return t;
      }
      const speeds = SPEEDS_BY_HOUR[wibHour(t)] ?? SPEEDS_BY_HOUR[0];
      const top = speeds?.[leg.segmentClass[v.segment] ?? 3] ?? 28;
      const speeding = v.input.overspeed;
      const kmh =
        top *
        (MIN_SPEED_FACTOR + (1 - MIN_SPEED_FACTOR) * wobble(v.segment, v.legSeed)) *
        (speeding && wobble(-1, v.legSeed) < speeding.share ? speeding.factor : 1);
      const metresPerMs = kmh / 3600;
      const left = (leg.cumulative[v.segment + 1] ?? 0) - v.legM;
      const needMs = left / metresPerMs;
      v.speedKmh = kmh;
      if (t + needMs <= t1) {
        t += needMs;
        v.odometerKm += left / 1000;
        v.legM += left;
        v.segment++;
      } else {
        const metres = metresPerMs * (t1 - t);
        v.odometerKm += metres / 1000;
        v.legM += metres;
        t = t1;
      }
    }
    if (v.segment >= last) arrive(v, t);
    return t;
  };

  /** TASK-9: where the vehicle is now on screen (along its leg while driving). */
  const here = (v: VehicleMotion): LatLngTuple =>
    v.phase === Phase.Driving && v.leg
      ? positionAlong(v.leg.points, v.legM, v.leg.cumulative).position
      : v.position;

  /** TASK-9: a task's drive: along the road leg in proportion to the time, then waiting. */
  const driveTask = (
    v: VehicleMotion,
    drive: Extract<TaskDrive, { kind: 'drive' }>,
    t1: number,
  ) => {
    const leg = v.leg;
    if (!leg) return;
    const span = Math.max(1, v.taskTo - v.taskFrom);
    const target = Math.min(1, Math.max(0, (t1 - v.taskFrom) / span)) * leg.lengthM;
    if (target > v.legM) v.odometerKm += (target - v.legM) / 1000;
    v.legM = Math.max(v.legM, target);
    const last = leg.points.length - 1;
    while (v.segment < last - 1 && (leg.cumulative[v.segment + 1] ?? 0) <= v.legM) v.segment++;
    if (t1 < v.taskTo && v.legM < leg.lengthM) {
      // Reported speed: the leg's average, wobbling by segment like a driver's.
      const average = (leg.lengthM / span) * 3600;
      v.speedKmh = Math.max(1, average * (0.85 + 0.3 * wobble(v.segment, v.legSeed)));
      v.phase = Phase.Driving;
      return;
    }
    const end = positionAlong(leg.points, leg.lengthM, leg.cumulative);
    v.position = end.position;
    v.heading = end.headingDeg;
    v.speedKmh = 0;
    v.phase = drive.wait === 'idle' ? Phase.StopIdleIn : Phase.StopService;
  };

  /** TASK-9: a steered vehicle at `t1`; a halt that is over hands it back (home first). */
  const moveTask = (v: VehicleMotion, task: TaskDrive, t1: number): void => {
    if (task.kind === 'drive') {
      driveTask(v, task, t1);
    } else if (task.kind === 'stand') {
      v.position = task.at;
      v.speedKmh = 0;
      v.leg = null;
      const engineOn =
        t1 < task.since + STAND_ENGINE_IN_MS || t1 >= task.until - STAND_ENGINE_OUT_MS;
      v.phase = engineOn ? Phase.StopIdleIn : Phase.StopService;
    } else if (t1 >= task.until) {
      release(v, task.until);
      move(v, task.until, t1);
    } else {
      v.speedKmh = 0;
      v.phase = Phase.StopService;
    }
  };

  /** TASK-9: back to the shift: home by road from where the vehicle stands, then as ever. */
  const release = (v: VehicleMotion, t: number): void => {
    v.position = here(v);
    v.task = null;
    v.taskKey = '';
    v.leg = null;
    v.stops = [];
    v.target = 0;
    departNext(v, t);
  };

  const move = (v: VehicleMotion, t0: number, t1: number): void => {
    if (v.task) {
      moveTask(v, v.task, t1);
      return;
    }
    let t = t0;
    // Each pass ends a phase or reaches t1; every phase lasts > 0 ms, so this ends.
    while (t < t1) {
      if (v.phase === Phase.Driving) {
        t = drive(v, t, t1);
      } else if (v.phaseEndsAt > t1) {
        t = t1;
      } else {
        t = Math.max(t, v.phaseEndsAt);
        endPhase(v, t);
      }
    }
  };

  /**
   * The device reports every tick, except while it is dropped out: then the platform keeps its
   * last report (`before`: the vehicle as the previous tick left it).
   */
  const report = (v: VehicleMotion, t1: number, before: MotionState | null): void => {
    while (v.deviceEventAt <= t1) {
      if (v.offline) {
        v.offline = false;
        v.frozen = null;
        v.reportedAt = v.deviceEventAt;
        v.deviceEventAt += v.nextGapMs();
      } else {
        v.offline = true;
        v.frozen = before ?? v.state(v.reportedAt);
        before = null;
        v.deviceEventAt += v.dropoutMs();
      }
    }
    if (!v.offline) v.reportedAt = t1;
  };

  // The fleet at the start: on-shift vehicles already out on their first leg (part driven) or
  // loading at the depot; the rest parked there until their shift.
  for (const v of vehicles) {
    const now = shiftAt(v.shift, startAt);
    if (now.on && v.rng.chance(0.25)) {
      park(v, startAt + v.rng.int(1, 25) * MINUTE_MS);
      continue;
    }
    decide(v, startAt);
    const leg = v.leg;
    if (v.phase === Phase.Driving && leg) {
      const target = v.rng.next() * leg.lengthM;
      while (v.segment < leg.points.length - 2 && (leg.cumulative[v.segment + 1] ?? 0) <= target)
        v.segment++;
      v.legM = Math.max(target, leg.cumulative[v.segment] ?? 0);
    }
  }

  const n = vehicles.length;
  const rowOfId = new Map(vehicles.map((v, i) => [v.input.id, i]));
  const frame: MotionFrame = {
    at: startAt,
    ids: Int32Array.from(vehicles, (v) => v.input.id),
    latitude: new Float64Array(n),
    longitude: new Float64Array(n),
    heading: new Float32Array(n),
    speedKmh: new Float32Array(n),
    status: new Uint8Array(n),
    ignition: new Uint8Array(n),
    odometerKm: new Float64Array(n),
    reportedAt: new Float64Array(n),
  };

  /** Where a driving vehicle is on its leg, rewritten for each row (no arrays per tick). */
  const onLeg: RoutePoint = { lat: 0, lng: 0, headingDeg: 0 };
  /** Row i of the frame: what the platform last heard from vehicle i. */
  const writeRow = (v: VehicleMotion, i: number): void => {
    const frozen = v.frozen;
    if (frozen) {
      frame.latitude[i] = frozen.latitude;
      frame.longitude[i] = frozen.longitude;
      frame.heading[i] = frozen.heading;
      frame.speedKmh[i] = frozen.speedKmh;
      frame.status[i] = STATUS_CODE.offline;
      frame.ignition[i] = frozen.ignition ? 1 : 0;
      frame.odometerKm[i] = frozen.odometerKm;
      frame.reportedAt[i] = frozen.reportedAt;
      return;
    }
    let lat = v.position[0];
    let lng = v.position[1];
    let heading = v.heading;
    const leg = v.leg;
    if (v.phase === Phase.Driving && leg) {
      const headings = leg.headings ?? (leg.headings = headingSlots(leg.points));
      positionAlongInto(leg.points, v.legM, leg.cumulative, onLeg, headings, v.segment);
      lat = onLeg.lat;
      lng = onLeg.lng;
      heading = onLeg.headingDeg;
    }
    const moving = v.phase === Phase.Driving && v.speedKmh > 0;
    const ignition = v.ignition;
    frame.latitude[i] = lat;
    frame.longitude[i] = lng;
    frame.heading[i] = heading;
    frame.speedKmh[i] = moving ? Math.round(v.speedKmh * 10) / 10 : 0;
    frame.status[i] = moving
      ? STATUS_CODE.moving
      : ignition
        ? STATUS_CODE.idle
        : STATUS_CODE.parked;
    frame.ignition[i] = ignition ? 1 : 0;
    frame.odometerKm[i] = v.odometerKm;
    frame.reportedAt[i] = v.reportedAt;
  };
  const writeFrame = (): void => {
    for (let i = 0; i < n; i++) writeRow(vehicles[i] as VehicleMotion, i);
    frame.at = lastAt;
  };
  writeFrame();

  const stopById = (v: VehicleMotion, id: number): Stop | undefined => {
    const candidate = v.candidates.find((c) => c.id === id);
    if (candidate) return candidate;
    const a = addressById.get(id);
    return a ? { id, point: [a.latitude, a.longitude] } : undefined;
  };

  const save = (v: VehicleMotion): MotionVehicleSave => ({
    id: v.input.id,
    phase: v.phase,
    phaseEndsAt: v.phaseEndsAt,
    position: v.position,
    heading: v.heading,
    speedKmh: v.speedKmh,
    odometerKm: v.odometerKm,
    stopIds: v.stops.map((stop) => stop.id),
    target: v.target,
    leg: v.leg && v.legFrom && v.legTo ? { from: v.legFrom, to: v.legTo } : null,
    legM: v.legM,
    segment: v.segment,
    legSeed: v.legSeed,
    offline: v.offline,
    deviceEventAt: v.deviceEventAt,
    reportedAt: v.reportedAt,
    frozen: v.frozen,
    rng: v.rng.getState(),
    deviceRng: v.deviceRng.getState(),
  });

  const load = (v: VehicleMotion, saved: MotionVehicleSave, at: number): void => {
    v.rng.setState(saved.rng);
    v.deviceRng.setState(saved.deviceRng);
    v.position = saved.position;
    v.heading = saved.heading;
    v.odometerKm = saved.odometerKm;
    v.stops = saved.stopIds.flatMap((id) => stopById(v, id) ?? []);
    v.target = Math.min(saved.target, v.stops.length);
    v.offline = saved.offline;
    v.deviceEventAt = saved.deviceEventAt;
    v.reportedAt = saved.reportedAt;
    v.frozen = saved.frozen;
    v.phase = saved.phase as Phase;
    v.phaseEndsAt = saved.phaseEndsAt;
    v.speedKmh = saved.speedKmh;
    v.leg = null;
    v.legFrom = null;
    v.legTo = null;
    if (saved.phase !== Phase.Driving) return;
    const leg = saved.leg ? planner.leg(saved.leg.from, saved.leg.to) : null;
    if (!leg || !saved.leg) {
      // The route is gone (another road network): the vehicle is back at its depot.
      v.position = v.input.depot;
      v.stops = [];
      v.target = 0;
      park(v, at);
      return;
    }
    v.leg = leg;
    v.legFrom = saved.leg.from;
    v.legTo = saved.leg.to;
    v.legSeed = saved.legSeed;
    v.segment = Math.min(saved.segment, Math.max(0, leg.points.length - 2));
    v.legM = Math.min(saved.legM, leg.lengthM);
  };

  return {
    advance(tick) {
      const t1 = tick.at;
      if (t1 <= lastAt) return;
      const t0 = lastAt;
      for (let i = 0; i < n; i++) {
        const v = vehicles[i] as VehicleMotion;
        const before = !v.offline && v.deviceEventAt <= t1 ? v.state(v.reportedAt) : null;
        move(v, t0, t1);
        report(v, t1, before);
        writeRow(v, i);
      }
      lastAt = t1;
      frame.at = t1;
    },
    snapshot() {
      return vehicles.map((v) =>
        v.frozen ? { ...v.frozen, status: 'offline' as const } : v.state(v.reportedAt),
      );
    },
    frame,
    get at() {
      return lastAt;
    },
    exportState() {
      return { at: lastAt, vehicles: vehicles.map(save) };
    },
    restore(saved) {
      const byId = new Map(saved.vehicles.map((v) => [v.id, v]));
      let restored = 0;
      for (const v of vehicles) {
        const entry = byId.get(v.input.id);
        if (!entry) continue;
        load(v, entry, saved.at);
        restored++;
      }
      lastAt = saved.at;
      writeFrame();
      return restored;
    },
    get routeSearches() {
      return planner.routeSearches;
    },
    steer(vehicleId, drive) {
      const i = rowOfId.get(vehicleId) ?? -1;
      const v = vehicles[i];
      if (!v) return false;
      if (!drive) {
        if (v.task) release(v, lastAt);
        writeRow(v, i);
        return true;
      }
      const key =
        drive.kind === 'drive' ? `drive:${drive.to.join(',')}:${drive.endAt ?? ''}` : drive.kind;
      if (drive.kind === 'drive' && key !== v.taskKey) {
        const from = here(v);
        const way = drive.way;
        const leg =
          way && way.length >= 2 && haversineM(from, way[0] as LatLngTuple) <= WAY_START_M
            ? legThrough([from, ...way.slice(1)])
            : (planner.leg(from, drive.to) ?? legThrough([from, drive.to]));
        v.leg = leg;
        v.legFrom = from;
        v.legTo = drive.to;
        v.legM = 0;
        v.segment = 0;
        v.legSeed = v.rng.nextUint32();
        v.taskFrom = lastAt;
        v.taskTo =
          drive.endAt ?? lastAt + Math.round((leg.lengthM / (STAGE_PACE_KMH / 3.6)) * 1000);
        v.position = from;
      } else if (drive.kind !== 'drive') {
        v.position = here(v);
        v.leg = null;
      }
      // The vehicle's own trip ends here: after a restart it goes home, not on with it.
      v.stops = [];
      v.target = 0;
      v.task = drive;
      v.taskKey = key;
      moveTask(v, drive, lastAt);
      writeRow(v, i);
      return true;
    },
    drivenShare(vehicleId, to) {
      const v = vehicles[rowOfId.get(vehicleId) ?? -1];
      if (!v?.task || v.task.kind !== 'drive' || !v.leg || v.leg.lengthM <= 0) return null;
      if (haversineM(v.task.to, to) > 1) return null;
      return Math.min(1, v.legM / v.leg.lengthM);
    },
    get steered() {
      return vehicles.reduce((count, v) => count + (v.task ? 1 : 0), 0);
    },
    shiftOf(vehicleId) {
      return vehicles.find((v) => v.input.id === vehicleId)?.shift.kind;
    },
  };
}
