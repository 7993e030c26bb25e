/**
 * Driving speed by road class and time of day, on docs/rules/route-optimization.md §9's traffic
 * bands (`ROUTE_OPTIMIZATION_CONSTANTS.speedOptions`), so the moving fleet and the route optimizer
 * share one scale: at night every class drives at its free-flow band (toll faster, arterial
 * fast, collector normal, access very_slow: the road graph's `FREE_FLOW_KMH`); by day traffic
 * moves each class one band slower, in the rush hours two (never below very_slow).
 */
import {
  ROUTE_OPTIMIZATION_CONSTANTS,
  TRAFFIC_LEVELS,
  type TrafficLevel,
} from '@armada/contracts/route-optimization';
import type { EdgeClass } from '../../domain/roads/road-graph';
import { WIB_OFFSET_MS } from '../../domain/wib-time';

export const HOUR_MS = 60 * 60 * 1000;

/** Bands slower than free flow, per WIB hour 0..23: 0 at night, 1 by day, 2 in the rush hours. */
export const CONGESTION_STEPS_BY_WIB_HOUR: readonly number[] = [
  0, 0, 0, 0, 0, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 0, 0,
];

/** The free-flow band of each road class (its index in TRAFFIC_LEVELS). */
const FREE_FLOW_LEVEL: Readonly<Record<EdgeClass, TrafficLevel>> = {
  toll: 'faster',
  arterial: 'fast',
  collector: 'normal',
  access: 'very_slow',
};

export const EDGE_CLASSES = [
  'toll',
  'arterial',
  'collector',
  'access',
] as const satisfies readonly EdgeClass[];
/** Road classes as small integers, so a route stores one byte per segment. */
export const EDGE_CLASS_INDEX: Readonly<Record<EdgeClass, number>> = {
  toll: 0,
  arterial: 1,
  collector: 2,
  access: 3,
};

function band(level: TrafficLevel): { minKmh: number; maxKmh: number } {
  const found = ROUTE_OPTIMIZATION_CONSTANTS.speedOptions.find((o) => o.level === level);
  if (!found) throw new Error(`No speed band ${level}`);
  return found;
}

export function wibHour(epochMs: number): number {
  const dayMs = 24 * HOUR_MS;
  const inDay = (((epochMs + WIB_OFFSET_MS) % dayMs) + dayMs) % dayMs;
  return Math.floor(inDay / HOUR_MS);
}

/** The traffic band a road class drives in at a time. */
export function trafficLevelAt(roadClass: EdgeClass, epochMs: number): TrafficLevel {
  const base = TRAFFIC_LEVELS.indexOf(FREE_FLOW_LEVEL[roadClass]);
  const steps = CONGESTION_STEPS_BY_WIB_HOUR[wibHour(epochMs)] ?? 0;
  return TRAFFIC_LEVELS[Math.min(base + steps, TRAFFIC_LEVELS.length - 1)] ?? 'very_slow';
}

/**
 * Top of the band per road class index at a time (km/h). Vehicles drive at a seeded 88-100% of
 * it, which keeps them inside the band (every band's min is at most 72% of its max).
 */
export function classSpeedsKmh(epochMs: number): Float64Array {
  const speeds = new Float64Array(EDGE_CLASSES.length);
  EDGE_CLASSES.forEach((roadClass, i) => {
    speeds[i] = band(trafficLevelAt(roadClass, epochMs)).maxKmh;
  });
  return speeds;
}

/** The lowest share of the band's top a vehicle drives at (seeded noise lies in [this, 1]). */
export const MIN_SPEED_FACTOR = 0.88;

/** A band's bounds, for tests and callers that check a speed. */
export function bandOf(level: TrafficLevel): { minKmh: number; maxKmh: number } {
  return band(level);
}
