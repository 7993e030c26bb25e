/**
 * The solver's travel from the simulator's road network (issue 24, MATRIX-1..MATRIX-6,
 * docs/adr/0026-road-network-matrix.md): a run's depot and destinations become a duration and
 * distance matrix over the roads at the run's traffic level, honouring `avoid_tolls`, in place
 * of the great circle times a detour factor that `buildPlanningProblem` starts with.
 */
import { CORRIDORS, type LatLngTuple } from '../../domain/roads/network-data';
import { tollRupiah, type RuledVehicle } from '../../domain/roads/road-rules';
import type { PlanningInput, PlanningProblem } from '../../engine/route-planning/build-problem';
import type { DrivenRoadLeg } from '../../engine/route-planning/road-rule-check';
import type { LatLngPair, LegOf, LegPath, PlanResult } from '../../engine/route-planning/to-result';
import {
  classSpeedsForLevel,
  congestionStepsOf,
  roadTravel,
  type RoadTravel,
} from '../../engine/motion/road-matrix';
import {
  bandAt,
  matrixBuffers,
  roadTravelForRequest,
  ruledVehicleOf,
  ruleLeg,
  stepOffsetOf,
  vehicleRuleBands,
  type RuleBand,
  type RuleLeg,
  type RuledMatrixRequest,
  type RuledTravelMatrix,
} from '../../engine/motion/rule-matrix';
import { onRoadMatrix } from './solver-worker';

/** How far past the run's start the rules' bands are cut for a run without an end (48 h). */
const OPEN_RULES_HORIZON_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The matrix request of a planning problem: the depot first, then its orders in solver order;
 * with the run's vehicles (plate and type, solver order) and window for the road rules
 * (ROADRULE-8).
 */
export function roadMatrixRequestOf(
  planning: PlanningProblem,
  input: Pick<PlanningInput, 'options' | 'vehicles'>,
): RuledMatrixRequest {
  const { problem } = planning;
  const points = new Float64Array(2 * (problem.orders.length + 1));
  points[0] = problem.depot.y;
  points[1] = problem.depot.x;
  problem.orders.forEach((order, i) => {
    points[2 * i + 2] = order.point.y;
    points[2 * i + 3] = order.point.x;
  });
  const shiftEndS = problem.vehicles[0]?.shiftEnd ?? 0;
  return {
    points,
    trafficLevel: input.options.traffic_level,
    avoidTolls: input.options.avoid_tolls,
    rules: {
      vehicles: planning.vehicleSource.map((index) => {
        const v = input.vehicles[index];
        return { plate: v?.licensePlate ?? '', vehicleType: v?.vehicleType ?? null };
      }),
      startMs: planning.departureMs,
      endMs: planning.departureMs + Math.min(shiftEndS * 1000, OPEN_RULES_HORIZON_MS),
    },
  };
}

type Matrix = Pick<RuledTravelMatrix, 'size' | 'duration' | 'distance' | 'timed'>;

function bytesOf(matrix: Matrix): number {
  return matrixBuffers({ ...matrix, unreachable: 0, searches: 0 }).reduce(
    (sum, b) => sum + b.byteLength,
    0,
  );
}

/**
 * The last few matrices by request (MATRIX-6): a solve's matrix, built in the pool, serves the
 * moves a dispatcher makes on its plan afterwards and the run's reruns, so those do not search
 * the network again on the event loop. Bounded by bytes (a 2,001-point matrix is 61 MB); a miss
 * (another process, a restart) builds it again.
 */
export class RoadMatrixCache {
  private readonly entries = new Map<string, Matrix>();
  private bytes = 0;

  constructor(private readonly maxBytes = 128 * 2 ** 20) {}

  private static keyOf(request: RuledMatrixRequest): string {
    return `${request.trafficLevel}|${request.avoidTolls}|${request.points.join(',')}|${JSON.stringify(request.rules ?? null)}`;
  }

  get(request: RuledMatrixRequest): Matrix | undefined {
    const key = RoadMatrixCache.keyOf(request);
    const found = this.entries.get(key);
    if (found) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(request: RuledMatrixRequest, matrix: Matrix): void {
    const key = RoadMatrixCache.keyOf(request);
    const size = bytesOf(matrix);
    if (size > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, matrix);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= bytesOf(entry);
    }
  }
}

/**
 * The planning problem travelling on a road matrix (same size: the depot and its orders), per
 * vehicle and band when the road rules apply (ROADRULE-8).
 */
export function withRoadTravel(planning: PlanningProblem, matrix: Matrix): PlanningProblem {
  return { ...planning, problem: onRoadMatrix(planning.problem, matrix) };
}

/**
 * The problem on the road network, its matrix from `cache` or built on the calling thread (moves,
 * seeded runs).
 */
export function roadPlanning(
  planning: PlanningProblem,
  input: Pick<PlanningInput, 'options' | 'vehicles'>,
  cache?: RoadMatrixCache,
): PlanningProblem {
  const request = roadMatrixRequestOf(planning, input);
  let matrix = cache?.get(request);
  if (!matrix) {
    matrix = roadTravelForRequest(request);
    cache?.set(request, matrix);
  }
  return withRoadTravel(planning, matrix);
}

/**
 * The drawn path of a leg: the same fastest road path the matrix timed (MATRIX-5), so the map
 * shows the way the plan was timed on; null (drawn straight) where no road joins the two.
 */
export function roadMatrixLegPath(
  input: Pick<PlanningInput, 'options'>,
  travel: RoadTravel = roadTravel(),
): LegPath {
  const options = {
    speedsKmh: classSpeedsForLevel(input.options.traffic_level),
    avoidTolls: input.options.avoid_tolls,
  };
  return (from, to) => {
    const path = travel.path(from, to, options);
    return path ? path.points.map(([lat, lng]): LatLngPair => [lat, lng]) : null;
  };
}

/** A leg's road path under the rules of its band, and the vehicle as the rules see it. */
type LegRoute = (
  vehicle: number,
  from: LatLngTuple,
  to: LatLngTuple,
  departureS: number,
) => { leg: RuleLeg | null; ruled: RuledVehicle };

function legRoutes(
  planning: PlanningProblem,
  input: Pick<PlanningInput, 'options' | 'vehicles'>,
  travel: RoadTravel,
): LegRoute {
  const rules = roadMatrixRequestOf(planning, input).rules;
  const timed = planning.problem.travel.kind === 'timed';
  const stepOffset = stepOffsetOf(input.options.traffic_level);
  const open: RuleBand = {
    startMs: planning.departureMs,
    steps: congestionStepsOf(input.options.traffic_level),
    closed: new Uint8Array(CORRIDORS.length),
    reasons: new Map(),
    key: 'open',
  };
  const bands = new Map<number, RuleBand[]>();
  return (vehicle, from, to, departureS) => {
    const ruled = ruledVehicleOf(rules?.vehicles[vehicle] ?? { plate: '', vehicleType: null });
    let band = open;
    if (timed && rules) {
      let list = bands.get(vehicle);
      if (!list) {
        list = vehicleRuleBands(ruled, rules.startMs, rules.endMs, { stepOffset });
        bands.set(vehicle, list);
      }
      band = bandAt(list, planning.departureMs + departureS * 1000);
    }
    return { leg: ruleLeg(from, to, band, input.options.avoid_tolls, travel), ruled };
  };
}

/**
 * The legs of a plan as its vehicles drive them (ROADRULE-9): under the road rules (`timed`
 * travel) the path of the band each leg leaves in, with the band's closed roads; otherwise the
 * path the matrix timed (MATRIX-5). Each with its toll by the vehicle's class and, when it leaves
 * the fastest path with every road open, why.
 */
export function roadRuleLegs(
  planning: PlanningProblem,
  input: Pick<PlanningInput, 'options' | 'vehicles'>,
  travel: RoadTravel = roadTravel(),
): LegOf {
  const route = legRoutes(planning, input, travel);
  return (vehicle, from, to, departureS) => {
    const { leg, ruled } = route(vehicle, from, to, departureS);
    if (!leg) return null;
    const tollClass = ruled.profile.tollClass;
    return {
      path: leg.path.points.map(([lat, lng]): LatLngPair => [lat, lng]),
      tollRupiah: tollClass ? tollRupiah(tollClass, leg.path.tollM ?? 0) : 0,
      detour: leg.detour ? { reason: leg.detour.reason, road_name: leg.detour.road } : null,
    };
  };
}

/**
 * Every leg of a rendered plan with the road segments its vehicle drives, for the road-rule
 * checker (ROADRULE-10): each leg leaves the previous stop at its `departure_on` (a break's end
 * after a break) on the path `roadRuleLegs` draws.
 */
export function drivenLegsOf(
  planning: PlanningProblem,
  input: Pick<PlanningInput, 'options' | 'vehicles'>,
  result: Pick<PlanResult, 'routes'>,
  travel: RoadTravel = roadTravel(),
): DrivenRoadLeg[] {
  const route = legRoutes(planning, input, travel);
  const solverIndex = new Map(
    planning.vehicleSource.map((source, k) => [input.vehicles[source]?.id, k]),
  );
  const legs: DrivenRoadLeg[] = [];
  for (const r of result.routes) {
    const k = solverIndex.get(r.vehicle.id);
    if (k === undefined) continue;
    let from: LatLngTuple | null = null;
    let leftMs = 0;
    for (const stop of r.stops) {
      const here: LatLngTuple | null = stop.address
        ? [stop.address.latitude, stop.address.longitude]
        : null;
      if (from && here && stop.type !== 'start') {
        const { leg, ruled } = route(k, from, here, (leftMs - planning.departureMs) / 1000);
        if (leg)
          legs.push({
            vehicle: ruled,
            plate: r.vehicle.license_plate,
            departureMs: leftMs,
            path: leg.path,
          });
      }
      if (here) from = here;
      leftMs = Date.parse(stop.departure_on);
    }
  }
  return legs;
}
