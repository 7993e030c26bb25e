/**
 * The solver's travel from the simulator's road network (issue 24, MATRIX-1..MATRIX-6,
 * docs/adr/0026-road-network-matrix.md): a run's depot and destinations become a duration and
 * distance matrix over the roads at the run's traffic level, honouring `avoid_tolls`, in place
 * of the great circle times a detour factor that `buildPlanningProblem` starts with.
 */
import type { TravelModel } from '@armada/route-solver';
import type { PlanningInput, PlanningProblem } from '../../engine/route-planning/build-problem';
import type { LatLngPair, LegPath } from '../../engine/route-planning/to-result';
import {
  classSpeedsForLevel,
  roadTravel,
  roadTravelMatrix,
  type RoadMatrixRequest,
  type RoadTravel,
  type TravelMatrix,
} from '../../engine/motion/road-matrix';

/** The matrix request of a planning problem: the depot first, then its orders in solver order. */
export function roadMatrixRequestOf(
  planning: PlanningProblem,
  input: Pick<PlanningInput, 'options'>,
): RoadMatrixRequest {
  const { problem } = planning;
  const points = new Float64Array(2 * (problem.orders.length + 1));
  points[0] = problem.depot.y;
  points[1] = problem.depot.x;
  problem.orders.forEach((order, i) => {
    points[2 * i + 2] = order.point.y;
    points[2 * i + 3] = order.point.x;
  });
  return {
    points,
    trafficLevel: input.options.traffic_level,
    avoidTolls: input.options.avoid_tolls,
  };
}

type Matrix = Pick<TravelMatrix, 'size' | 'duration' | 'distance'>;

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

  private static keyOf(request: RoadMatrixRequest): string {
    return `${request.trafficLevel}|${request.avoidTolls}|${request.points.join(',')}`;
  }

  get(request: RoadMatrixRequest): Matrix | undefined {
    const key = RoadMatrixCache.keyOf(request);
    const found = this.entries.get(key);
    if (found) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  set(request: RoadMatrixRequest, matrix: Matrix): void {
    const key = RoadMatrixCache.keyOf(request);
    const size = matrix.duration.byteLength + matrix.distance.byteLength;
    if (size > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, matrix);
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.duration.byteLength + entry.distance.byteLength;
    }
  }
}

/** The planning problem travelling on a road matrix (same size: the depot and its orders). */
export function withRoadTravel(planning: PlanningProblem, matrix: Matrix): PlanningProblem {
  const travel: TravelModel = {
    kind: 'matrix',
    size: matrix.size,
    duration: matrix.duration,
    distance: matrix.distance,
  };
  return { ...planning, problem: { ...planning.problem, travel } };
}

/**
 * The problem on the road network, its matrix from `cache` or built on the calling thread (moves,
 * seeded runs).
 */
export function roadPlanning(
  planning: PlanningProblem,
  input: Pick<PlanningInput, 'options'>,
  cache?: RoadMatrixCache,
): PlanningProblem {
  const request = roadMatrixRequestOf(planning, input);
  let matrix = cache?.get(request);
  if (!matrix) {
    matrix = roadTravelMatrix(request);
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
