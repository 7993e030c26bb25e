import { isStopSettled } from '@armada/contracts/fleet-tasks';
import { WIB_OFFSET_MS } from '../../domain/wib-time';
import { roadPathAt, type RoadPath } from '../../engine/motion/road-matrix';
import type { StopRow, TaskPlace, TaskRow } from './fleet-task-store';

const MINUTE_MS = 60_000;
/** TASK-5: an estimate is never sooner than this from now while the vehicle is still driving. */
export const ETA_FLOOR_MS = MINUTE_MS / 2;
/**
 * TASK-7: road legs remembered (a key is a pair of places and an hour), with their way for the
 * vehicle and the driven path (TASK-9): about 3 KB each, 15 MB at most.
 */
export const ROAD_LEG_CACHE_LIMIT = 5_000;

interface KnownLeg {
  ms: number;
  points: [number, number][];
}

/** The road path between two points at a time of day (`roadPathAt`, MATRIX-5). */
export type RoadPathFn = (
  from: [number, number],
  to: [number, number],
  epochMs: number,
  options: { avoidTolls?: boolean },
) => RoadPath | null;

/**
 * TASK-7: road driving times between a task's places, remembered per pair of places and WIB
 * hour (the moving fleet's expected speeds change only by the hour, MATRIX-5), so a round over
 * every open task every 10 s searches the network only for legs it has not seen that hour.
 */
export class RoadLegTimes {
  private readonly legs = new Map<string, KnownLeg | null>();
  /** Network searches made, for tests. */
  readonly stats = { searches: 0 };

  constructor(
    private readonly pathAt: RoadPathFn = roadPathAt,
    private readonly limit = ROAD_LEG_CACHE_LIMIT,
  ) {}

  /** Milliseconds by road from `from` to `to` leaving at `at`; null when no road joins them. */
  legMs(from: TaskPlace, to: TaskPlace, at: number, avoidTolls = false): number | null {
    return this.leg(from, to, at, avoidTolls)?.ms ?? null;
  }

  /** TASK-9: the road's way from `from` to `to` leaving at `at`; null when no road joins them. */
  wayOf(from: TaskPlace, to: TaskPlace, at: number, avoidTolls = false): [number, number][] | null {
    return this.leg(from, to, at, avoidTolls)?.points ?? null;
  }

  private leg(from: TaskPlace, to: TaskPlace, at: number, avoidTolls: boolean): KnownLeg | null {
    const hour = Math.floor((at + WIB_OFFSET_MS) / 3_600_000);
    const key = `${from.latitude},${from.longitude}>${to.latitude},${to.longitude}@${hour}${
      avoidTolls ? 't' : ''
    }`;
    const known = this.legs.get(key);
    if (known !== undefined) {
      // Most recently used last, so the oldest go first.
      this.legs.delete(key);
      this.legs.set(key, known);
      return known;
    }
    this.stats.searches += 1;
    const path = this.pathAt(
      [from.latitude, from.longitude],
      [to.latitude, to.longitude],
      at,
      avoidTolls ? { avoidTolls } : {},
    );
    const ms: KnownLeg | null =
      path === null
        ? null
        : {
            ms: Math.round(path.durationS * 1000),
            points: path.points.map(([lat, lng]) => [lat, lng]),
          };
    this.legs.set(key, ms);
    if (this.legs.size > this.limit) {
      const oldest = this.legs.keys().next().value;
      if (oldest !== undefined) this.legs.delete(oldest);
    }
    return ms;
  }
}

/** What the estimate needs of the runner: where the current leg began and the planned legs. */
export interface EtaLegs {
  /** When the leg to `stop` began (the previous departure, or the task's start). */
  legStart(stop: StopRow): number;
  /** The leg to `stop` when no road joins the two places (TASK-5's straight planned leg). */
  fallbackLegMs(stop: StopRow, at: number): number;
  /** The road time of a leg leaving at `at`, or null (RoadLegTimes.legMs). */
  roadLegMs(from: TaskPlace, to: TaskPlace, at: number): number | null;
  /**
   * TASK-10: the share of the current leg's road the vehicle has driven (the moving fleet's
   * position on its way), or null when the fleet does not say.
   */
  drivenShare?(stop: StopRow): number | null;
  /** TASK-12: legs and services take this many times their road or planned time (default 1). */
  legFactor?: number;
  serviceFactor?: number;
}

/** TASK-10: the vehicle's own pace is trusted once it has driven this share of the leg. */
export const PACE_MIN_SHARE = 0.05;

/** TASK-7: when a stop's service may begin at the earliest: the plan waited for it to open. */
export function windowOpensAt(stop: StopRow): number | null {
  const serviceStart = stop.plannedDepartureAt - stop.serviceS * 1000;
  return serviceStart > stop.plannedArrivalAt ? serviceStart : null;
}

export interface StopEstimate {
  stopId: number;
  /** Epoch ms rounded to the second; null for a stop that is settled or already there. */
  etaAt: number | null;
}

/**
 * TASK-5, TASK-7: the estimate of each stop of a STARTED task, from `now`: the current leg ends
 * its road time after it began (never sooner than half a minute from now); from there each stop
 * waits for its window to open when the plan did, is served for its service time, and the next
 * stop is its road leg later, at the speeds of the hour that leg is driven. A leg no road joins
 * falls back to the planned straight leg. Also where the vehicle is along its current leg (the
 * share of the road time driven), for the driven path.
 */
export function estimateStops(
  task: TaskRow,
  stops: readonly StopRow[],
  now: number,
  legs: EtaLegs,
): { estimates: StopEstimate[]; share: number | null } {
  const estimates: StopEstimate[] = [];
  let previous: TaskPlace = task.startAddress;
  let clock = now;
  let share: number | null = null;
  const legFactor = legs.legFactor ?? 1;
  const serviceMs = (stop: StopRow) => stop.serviceS * 1000 * (legs.serviceFactor ?? 1);
  const legMs = (from: TaskPlace, stop: StopRow, at: number) =>
    (legs.roadLegMs(from, stop.address, at) ?? legs.fallbackLegMs(stop, at)) * legFactor;
  const leave = (stop: StopRow, arrival: number) => {
    const opens = windowOpensAt(stop);
    return Math.max(arrival, opens ?? arrival) + serviceMs(stop);
  };
  for (const stop of stops) {
    if (isStopSettled(stop.status)) {
      if (stop.departedAt !== null) clock = Math.max(clock, stop.departedAt);
      if (stop.arrivedAt !== null) previous = stop.address;
      estimates.push({ stopId: stop.id, etaAt: null });
      continue;
    }
    let eta: number | null = null;
    if (stop.status === 'EN_ROUTE') {
      const start = legs.legStart(stop);
      const leg = Math.max(1, legMs(previous, stop, start));
      share = Math.min(0.95, Math.max(0, (now - start) / leg));
      // TASK-10: where the vehicle is on its way, at the pace it has kept since the leg began.
      const driven = legs.drivenShare?.(stop) ?? null;
      const paced =
        driven !== null && driven >= PACE_MIN_SHARE && driven < 1 && now > start
          ? now + ((now - start) * (1 - driven)) / driven
          : null;
      if (driven !== null && driven >= PACE_MIN_SHARE) share = Math.min(0.95, driven);
      eta = Math.max(now + ETA_FLOOR_MS, paced ?? start + leg);
      clock = leave(stop, eta);
    } else if (stop.status === 'ARRIVED') {
      const arrived = stop.arrivedAt ?? now;
      clock = Math.max(now, leave(stop, arrived));
    } else {
      eta = clock + legMs(previous, stop, clock);
      clock = leave(stop, eta);
    }
    previous = stop.address;
    estimates.push({ stopId: stop.id, etaAt: eta === null ? null : Math.round(eta / 1000) * 1000 });
  }
  return { estimates, share };
}

/** TASK-8: the stops whose estimate is after the end of their promised window. */
export function lateStops(stops: readonly StopRow[]): StopRow[] {
  return stops.filter(
    (stop) =>
      !isStopSettled(stop.status) &&
      stop.etaAt !== null &&
      stop.windowEndAt !== null &&
      stop.etaAt > stop.windowEndAt,
  );
}
