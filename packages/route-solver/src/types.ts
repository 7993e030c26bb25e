// The solver's public shapes. Every time is in the problem's own unit (seconds for the product,
// Solomon's unit-speed minutes for benchmark files), measured from the same origin; every
// distance is in the travel model's unit (metres for the product, Euclidean units for files).

/** A point: longitude/latitude for `haversine`, plane coordinates for `euclidean`. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * How travel between two points costs distance and time.
 * - `euclidean`: distance = straight line, time = distance / speed (speed 1 for Solomon files).
 * - `haversine`: great-circle metres times `detourFactor`, time at `speedMetresPerSecond`
 *   (the product passes the speed of the traffic level, RO-65).
 * - `matrix`: precomputed, row-major `from * size + to` over `points` in the order given.
 * - `timed`: per vehicle and departure band, see `TimedTravel`.
 */
export type TravelModel =
  | { readonly kind: 'euclidean'; readonly speed?: number }
  | {
      readonly kind: 'haversine';
      readonly detourFactor: number;
      readonly speedMetresPerSecond: number;
    }
  | {
      readonly kind: 'matrix';
      readonly size: number;
      readonly distance: Float64Array;
      readonly duration: Float64Array;
    }
  | TimedTravel;

/** One travel matrix (row-major `from * size + to`, depot first) of a timed travel model. */
export interface TravelMatrixBand {
  readonly distance: Float64Array;
  readonly duration: Float64Array;
}

/**
 * Time-dependent travel per vehicle (road rules and speed bands, issue 29): `matrices` are the
 * distinct (vehicle profile, band) matrices; each vehicle drives, from `start[k]` (problem time,
 * ascending) until the next start, on `matrices[matrix[k]]` (before `start[0]`: the first). A leg
 * is timed by the band it departs in. The search plans each vehicle on the slowest of its
 * bands over its shift (never late when driven) and the output times the legs by their bands.
 */
export interface TimedTravel {
  readonly kind: 'timed';
  readonly size: number;
  readonly matrices: readonly TravelMatrixBand[];
  /** One entry per `Problem.vehicles` entry, in that order. */
  readonly vehicles: readonly {
    readonly start: readonly number[];
    readonly matrix: readonly number[];
  }[];
}

export type Priority = 'high' | 'regular';

export interface TimeWindow {
  readonly start: number;
  readonly end: number;
}

export interface Order {
  readonly id: string;
  readonly point: Point;
  /** Service starts inside the window (waiting allowed); no window means any time. */
  readonly timeWindow?: TimeWindow;
  /** Time on site; per order or per address, see `Problem.serviceTimePerOrder`. */
  readonly serviceTime: number;
  readonly weight: number;
  readonly volume: number;
  readonly priority: Priority;
}

/** A break of `duration` that must start within [earliestStart, latestStart]. */
export interface Break {
  readonly earliestStart: number;
  readonly latestStart: number;
  readonly duration: number;
}

export interface Vehicle {
  readonly id: string;
  /** Omitted: no limit on that dimension. */
  readonly capacityWeight?: number;
  readonly capacityVolume?: number;
  readonly shiftStart: number;
  readonly shiftEnd: number;
  readonly break?: Break;
}

export type Objective =
  /** Total distance only; vehicles are free. */
  | 'distance'
  /** Total travel duration only. */
  | 'duration'
  /** Fewest vehicles first, then distance (`minimum_vehicle`, RO-22). */
  | 'vehicles';

export interface Problem {
  /** The origin address: every route starts here at or after its vehicle's shift start. */
  readonly depot: Point;
  readonly orders: readonly Order[];
  readonly vehicles: readonly Vehicle[];
  readonly travel: TravelModel;
  readonly objective: Objective;
  /** true: routes end back at the depot by shift end; false: routes end at their last stop. */
  readonly roundTrip: boolean;
  /**
   * true (`is_service_time_per_activity`, RO-17): every order takes its own service time; false:
   * orders served together at one address take the service time once.
   */
  readonly serviceTimePerOrder: boolean;
  /**
   * Orders at the same point are served on one visit by one vehicle
   * (`group_order`, RO-22).
   */
  readonly groupOrders: boolean;
}

/** Read every few iterations; `AbortSignal` is one. */
export interface StopSignal {
  readonly aborted: boolean;
}

export interface SolveOptions {
  /** Wall-clock budget; the best plan found so far is returned when it runs out. */
  readonly timeLimitMs?: number;
  readonly maxIterations?: number;
  /** Same seed and problem, same plan (when the iteration limit, not the clock, ends the run). */
  readonly seed?: number;
  readonly onProgress?: (progress: Progress) => void;
  /**
   * Aborting stops the search and returns the best plan found. Anything with an `aborted` flag
   * will do: the search is synchronous, so a worker thread passes a view of a shared flag that
   * another thread sets (an AbortSignal's own flag could never change during the call there).
   */
  readonly signal?: StopSignal;
  /**
   * Granular local search (relocate, swap, 2-opt*) on every recreated plan; default true.
   * false runs the ruin-and-recreate alone, as the solver did before it (for comparisons).
   */
  readonly localSearch?: boolean;
  /**
   * The clock the time limit is read from, in milliseconds (performance.now by default). A
   * benchmark on a shared machine may pass the process's CPU time, so that a budget means the
   * same work however many other jobs share the cores.
   */
  readonly clock?: () => number;
}

export interface Progress {
  readonly iteration: number;
  readonly elapsedMs: number;
  readonly vehicles: number;
  readonly distance: number;
  readonly duration: number;
  readonly unassigned: number;
}

export interface Stop {
  /** Orders served on this visit, in `Problem.orders` indices (more than one when grouped). */
  readonly orders: readonly number[];
  readonly arrival: number;
  /** Service start (after any waiting). */
  readonly start: number;
  readonly departure: number;
}

export interface Route {
  /** Index in `Problem.vehicles`. */
  readonly vehicle: number;
  readonly stops: readonly Stop[];
  /** Set when the vehicle has a break: when it starts, and after how many stops. */
  readonly break?: { readonly start: number; readonly afterStop: number };
  readonly departure: number;
  /** Back at the depot (round trip) or done at the last stop (open route). */
  readonly end: number;
  readonly distance: number;
  readonly duration: number;
  readonly weight: number;
  readonly volume: number;
}

export type UnassignedReason =
  'capacity_weight' | 'capacity_volume' | 'time_window' | 'shift_end' | 'break' | 'unreachable';

export interface Unassigned {
  readonly order: number;
  readonly reason: UnassignedReason;
}

export interface Solution {
  /** Only vehicles that serve at least one order. */
  readonly routes: readonly Route[];
  readonly unassigned: readonly Unassigned[];
  readonly vehicles: number;
  readonly distance: number;
  readonly duration: number;
  readonly iterations: number;
  readonly elapsedMs: number;
  /** Why the search stopped. */
  readonly stoppedBy: 'time_limit' | 'iteration_limit' | 'cancelled' | 'lower_bound';
}

/** One refusal per bad field, with a path such as `orders[3].timeWindow.end`. */
export interface ValidationIssue {
  readonly path: string;
  readonly message: string;
}

export class ProblemValidationError extends Error {
  readonly issues: readonly ValidationIssue[];
  constructor(issues: readonly ValidationIssue[]) {
    super(
      `invalid problem: ${issues
        .slice(0, 5)
        .map((issue) => `${issue.path}: ${issue.message}`)
        .join('; ')}${issues.length > 5 ? ` (and ${issues.length - 5} more)` : ''}`,
    );
    this.name = 'ProblemValidationError';
    this.issues = issues;
  }
}
