/**
 * Travel under the road rules (issue 29, ROADRULE-7..ROADRULE-8,
 * docs/adr/0062-indonesian-road-rules-in-the-plan.md): a vehicle's day cut into bands in which
 * its closed roads and the traffic are constant, and one matrix per distinct (closed roads,
 * traffic) pair over the run's points. Vehicles that see the same roads at the same speeds share
 * matrices, so a fleet of vans and trucks with both plate parities needs a handful.
 */
/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads; every index is in range by construction */
import { CORRIDORS, type LatLngTuple } from '../../domain/roads/network-data';
import {
  closedCorridors,
  profileOfVehicleTypeName,
  ruleBoundaryMinutes,
  type DetourReason,
  type RoadRestriction,
  type RuledVehicle,
} from '../../domain/roads/road-rules';
import { DAY_MS, startOfWibDay } from '../../domain/wib-time';
import type { TrafficLevel } from '@armada/contracts/route-optimization';
import {
  classSpeedsForSteps,
  congestionStepsOf,
  corridorAt,
  roadTravel,
  roadTravelMatrix,
  type RoadMatrixRequest,
  type RoadPath,
  type RoadTravel,
  type TravelMatrix,
} from './road-matrix';
import { CONGESTION_STEPS_BY_WIB_HOUR, HOUR_MS, wibHour } from './traffic';

/**
 * A leg plans its path with the roads closed at its departure and in the next this many
 * milliseconds (ROADRULE-7): a van leaving at 05:50 must not reach Sudirman at 06:05.
 */
export const LEG_LOOKAHEAD_MS = 2 * HOUR_MS;

/** Bands are cut over at most this long a span after the run's start (open-ended runs). */
const MAX_HORIZON_MS = 2 * DAY_MS;

export interface RuleBand {
  /** Epoch ms the band starts (the first band starts at the run's start). */
  readonly startMs: number;
  /** Congestion steps (traffic.ts) at the band's start, plus the run's offset: its speeds. */
  readonly steps: number;
  /** Closed corridors (1) by corridor index, for the band and its look-ahead. */
  readonly closed: Uint8Array;
  /** Why each closed corridor (by index) is closed. */
  readonly reasons: ReadonlyMap<number, RoadRestriction>;
  /** Identifies the (closed roads, steps) pair: bands with one key share a matrix. */
  readonly key: string;
}

function boundariesMs(fromMs: number, toMs: number): number[] {
  const steps = CONGESTION_STEPS_BY_WIB_HOUR;
  const trafficMinutes: number[] = [];
  for (let h = 0; h < 24; h++) if (steps[h] !== steps[(h + 23) % 24]) trafficMinutes.push(h * 60);
  const minutes = ruleBoundaryMinutes(trafficMinutes);
  const out = [fromMs];
  for (let day = startOfWibDay(fromMs); day < toMs; day += DAY_MS) {
    // Every hour too: a band's look-ahead then reaches at most an hour past what it plans.
    for (const m of new Set([...minutes, ...Array.from({ length: 24 }, (_, h) => h * 60)])) {
      const at = day + m * 60_000;
      if (at > fromMs && at < toMs) out.push(at);
    }
  }
  return out.sort((a, b) => a - b);
}

/**
 * The vehicle's bands from `fromMs` to `toMs` (ROADRULE-7): cut where a rule starts or ends or
 * traffic changes, each closing what is closed in it or within `LEG_LOOKAHEAD_MS` after it,
 * consecutive equal bands merged.
 */
export function vehicleRuleBands(
  vehicle: RuledVehicle,
  fromMs: number,
  toMs: number,
  options: { readonly lookaheadMs?: number; readonly stepOffset?: number } = {},
): RuleBand[] {
  const lookaheadMs = options.lookaheadMs ?? LEG_LOOKAHEAD_MS;
  const end = Math.min(toMs, fromMs + MAX_HORIZON_MS);
  const cuts = boundariesMs(fromMs, end + lookaheadMs);
  const closedAt = cuts.map((at) => {
    const why = new Map<number, RoadRestriction>();
    for (const [id, reason] of closedCorridors(vehicle, at))
      why.set(
        CORRIDORS.findIndex((c) => c.id === id),
        reason,
      );
    return why;
  });
  const bands: RuleBand[] = [];
  for (let i = 0; i < cuts.length && cuts[i]! <= end; i++) {
    const startMs = cuts[i]!;
    const stopMs = (cuts[i + 1] ?? end) + lookaheadMs;
    const closed = new Uint8Array(CORRIDORS.length);
    const reasons = new Map<number, RoadRestriction>();
    for (let j = i; j < cuts.length && cuts[j]! < stopMs; j++) {
      for (const [c, reason] of closedAt[j]!) {
        closed[c] = 1;
        if (!reasons.has(c)) reasons.set(c, reason);
      }
    }
    const steps = (CONGESTION_STEPS_BY_WIB_HOUR[wibHour(startMs)] ?? 0) + (options.stepOffset ?? 0);
    const key = `${steps}|${closed.join('')}`;
    if (bands.at(-1)?.key === key) continue;
    bands.push({ startMs, steps, closed, reasons, key });
  }
  return bands;
}

/** Each vehicle's bands as the solver's timed travel reads them. */
export interface VehicleBands {
  /** Epoch ms each band starts, ascending; the first is the run's start. */
  readonly startMs: readonly number[];
  /** Index in `RuleMatrices.matrices` of each band. */
  readonly matrix: readonly number[];
}

export interface RuleMatrices {
  readonly matrices: readonly TravelMatrix[];
  /** The band of each matrix (one of the bands that share it). */
  readonly bandOf: readonly RuleBand[];
  readonly vehicles: readonly VehicleBands[];
}

/**
 * One matrix per distinct band over the vehicles (ROADRULE-8), with toll metres: the run's
 * points at the band's speeds with its closed roads removed; `avoidTolls` as MATRIX-3.
 */
export function ruleMatrices(
  points: readonly LatLngTuple[],
  vehicles: readonly RuledVehicle[],
  fromMs: number,
  toMs: number,
  avoidTolls: boolean,
  options: { readonly stepOffset?: number; readonly travel?: RoadTravel } = {},
): RuleMatrices {
  const travel = options.travel ?? roadTravel();
  const index = new Map<string, number>();
  const matrices: TravelMatrix[] = [];
  const bandOf: RuleBand[] = [];
  const perVehicle = vehicles.map((vehicle) => {
    const bands = vehicleRuleBands(vehicle, fromMs, toMs, options);
    return {
      startMs: bands.map((b) => b.startMs),
      matrix: bands.map((band) => {
        let at = index.get(band.key);
        if (at === undefined) {
          at = matrices.length;
          index.set(band.key, at);
          bandOf.push(band);
          matrices.push(
            travel.matrix(points, {
              speedsKmh: classSpeedsForSteps(band.steps),
              avoidTolls,
              closed: band.closed,
            }),
          );
        }
        return at;
      }),
    };
  });
  return { matrices, bandOf, vehicles: perVehicle };
}

/** Congestion steps added to each hour's (traffic.ts) for a run's traffic level: normal = 0. */
export function stepOffsetOf(level: TrafficLevel): number {
  return congestionStepsOf(level) - congestionStepsOf('normal');
}

/** A vehicle of a matrix request, as the fleet master data gives it. */
export interface RuleRequestVehicle {
  readonly plate: string;
  /** `vehicle_type.type` (fleet-catalogue.ts names); null: unknown, planned as a van. */
  readonly vehicleType: string | null;
}

/** The rules part of a matrix request (ROADRULE-8). */
export interface RoadRulesRequest {
  /** The run's vehicles in the solver's order. */
  readonly vehicles: readonly RuleRequestVehicle[];
  /** Epoch ms of the problem's time 0 (the run's departure) and of the run's end. */
  readonly startMs: number;
  readonly endMs: number;
}

/** A road matrix request that may carry the run's vehicles for the road rules. */
export interface RuledMatrixRequest extends RoadMatrixRequest {
  readonly rules?: RoadRulesRequest;
}

/** A road matrix; with `timed`, the rules apply and the solver travels per vehicle and band. */
export interface RuledTravelMatrix extends TravelMatrix {
  readonly timed?: {
    readonly matrices: readonly TravelMatrix[];
    readonly vehicles: readonly VehicleBands[];
    /** Epoch ms of the problem's time 0. */
    readonly startMs: number;
  };
}

export function ruledVehicleOf(vehicle: RuleRequestVehicle): RuledVehicle {
  return { profile: profileOfVehicleTypeName(vehicle.vehicleType), plate: vehicle.plate };
}

/**
 * The travel of a request (ROADRULE-8): with rules, and when some rule closes a road to some
 * vehicle in the run's window, one matrix per distinct band (hourly speeds shifted by the traffic
 * level, the closed roads removed); otherwise the time-independent matrix of MATRIX-1..MATRIX-4,
 * exactly as without rules.
 */
export function roadTravelForRequest(
  request: RuledMatrixRequest,
  travel: RoadTravel = roadTravel(),
): RuledTravelMatrix {
  const rules = request.rules;
  if (!rules) return roadTravelMatrix(request, travel);
  const vehicles = rules.vehicles.map(ruledVehicleOf);
  const stepOffset = stepOffsetOf(request.trafficLevel);
  const anyRule = vehicles.some((v) =>
    vehicleRuleBands(v, rules.startMs, rules.endMs, { stepOffset }).some((b) => b.reasons.size > 0),
  );
  if (!anyRule) return roadTravelMatrix(request, travel);
  const points: LatLngTuple[] = [];
  for (let i = 0; i + 1 < request.points.length; i += 2)
    points.push([request.points[i]!, request.points[i + 1]!]);
  const rm = ruleMatrices(points, vehicles, rules.startMs, rules.endMs, request.avoidTolls, {
    stepOffset,
    travel,
  });
  const first = rm.matrices[0]!;
  return {
    ...first,
    searches: rm.matrices.reduce((sum, m) => sum + m.searches, 0),
    timed: { matrices: rm.matrices, vehicles: rm.vehicles, startMs: rules.startMs },
  };
}

/** Every typed-array buffer of a matrix (to move between threads, or to count its bytes). */
export function matrixBuffers(matrix: RuledTravelMatrix): ArrayBufferLike[] {
  const all = new Set<ArrayBufferLike>();
  for (const m of [matrix, ...(matrix.timed?.matrices ?? [])]) {
    all.add(m.duration.buffer);
    all.add(m.distance.buffer);
    if (m.tollMetres) all.add(m.tollMetres.buffer);
  }
  return [...all];
}

/** The band in force at `atMs` (the last that started by then; the first before the run). */
export function bandAt<T extends { readonly startMs: number }>(
  bands: readonly T[],
  atMs: number,
): T {
  let found = bands[0]!;
  for (const band of bands) if (band.startMs <= atMs) found = band;
  return found;
}

/** Why a leg's road path leaves the unrestricted fastest one, and the road it avoids. */
export interface LegDetour {
  readonly reason: DetourReason;
  /** The avoided road's name (network-data.ts). */
  readonly road: string;
}

/** A leg as driven under the rules of its band: its path, toll metres and detour, if any. */
export interface RuleLeg {
  readonly path: RoadPath;
  readonly detour: LegDetour | null;
}

/**
 * The path of a leg in a band (ROADRULE-8): the fastest path with the band's closed roads
 * removed (and toll roads, with `avoidTolls`), and, when it differs from the fastest path with
 * every road open, why: the first closed road the open path would drive, else `avoid_tolls` and
 * its first toll road. Null when no allowed road joins the two.
 */
export function ruleLeg(
  from: LatLngTuple,
  to: LatLngTuple,
  band: RuleBand,
  avoidTolls: boolean,
  travel: RoadTravel = roadTravel(),
): RuleLeg | null {
  const speedsKmh = classSpeedsForSteps(band.steps);
  const path = travel.path(from, to, { speedsKmh, avoidTolls, closed: band.closed });
  if (!path) return null;
  const open = travel.path(from, to, { speedsKmh, avoidTolls: false });
  const corridors = path.segmentCorridor ?? [];
  const side = corridors.find((_, i) => path.sideStreet?.[i] === true);
  if (side !== undefined) return { path, detour: detourOf(band, side) };
  if (!open || samePoints(open.points, path.points)) return { path, detour: null };
  for (const c of open.segmentCorridor ?? []) {
    if (band.reasons.has(c)) return { path, detour: detourOf(band, c) };
  }
  if (avoidTolls) {
    const toll = open.segmentCorridor?.find((c) => corridorAt(c)?.roadClass === 'toll');
    if (toll !== undefined)
      return { path, detour: { reason: 'avoid_tolls', road: corridorAt(toll)?.name ?? '' } };
  }
  return { path, detour: null };
}

function detourOf(band: RuleBand, corridor: number): LegDetour {
  return {
    reason: band.reasons.get(corridor) ?? 'truck_ban',
    road: corridorAt(corridor)?.name ?? '',
  };
}

function samePoints(a: readonly LatLngTuple[], b: readonly LatLngTuple[]): boolean {
  return a.length === b.length && a.every((p, i) => p[0] === b[i]![0] && p[1] === b[i]![1]);
}
