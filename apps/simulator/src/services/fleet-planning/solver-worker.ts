/**
 * The solver's worker thread (run by piscina, see solver-pool.ts and
 * docs/adr/0010-solver-worker-pool.md). One task is one synchronous `solve`: progress goes back
 * through the task's MessagePort, and the stop flag is an Int32Array over a SharedArrayBuffer
 * that the main thread sets, since no message can arrive while the search holds this thread.
 *
 * Imports only the solver and the road network's code (no store): the thread starts in a few
 * milliseconds; the network itself is built on the first matrix and kept for the thread's life.
 */
import type { MessagePort } from 'node:worker_threads';
import { solve, type Problem, type Progress, type Solution } from '@armada/route-solver';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { roadTravelMatrix, type RoadMatrixRequest } from '../../engine/motion/road-matrix';
import {
  matrixBuffers,
  roadTravelForRequest,
  type RuledMatrixRequest,
  type RuledTravelMatrix,
} from '../../engine/motion/rule-matrix';

export interface SolverTask {
  readonly problem: Problem;
  readonly timeLimitMs: number;
  readonly seed: number;
  /** Element 0 turns non-zero to stop the search (the best plan is still returned). */
  readonly stopFlag: Int32Array;
  /** Receives `Progress` messages, at most one per `progressEveryMs`; absent: none. */
  readonly progressPort?: MessagePort;
  readonly progressEveryMs: number;
  /**
   * Travel on the road network (MATRIX-6): the matrix for these points (the depot, then the
   * problem's orders) is built here and replaces the problem's travel; it comes back with the
   * plan without a copy, so a large run's matrix never crosses to the worker at all.
   */
  readonly road?: RuledMatrixRequest;
}

/** A plan, with the road matrix it travelled on when the task asked for one. */
export interface SolverTaskResult extends Solution {
  readonly roadMatrix?: RuledTravelMatrix;
}

type Matrix = Pick<RuledTravelMatrix, 'size' | 'duration' | 'distance' | 'timed'>;

/**
 * The problem travelling on a matrix built from the road network; under the road rules
 * (ROADRULE-8) on its per-vehicle, per-band matrices, band starts in the problem's seconds.
 */
export function onRoadMatrix(problem: Problem, matrix: Matrix): Problem {
  const timed = matrix.timed;
  if (timed) {
    return {
      ...problem,
      travel: {
        kind: 'timed',
        size: matrix.size,
        matrices: timed.matrices.map((m) => ({ duration: m.duration, distance: m.distance })),
        vehicles: timed.vehicles.map((v) => ({
          start: v.startMs.map((ms) => (ms - timed.startMs) / 1000),
          matrix: v.matrix,
        })),
      },
    };
  }
  return {
    ...problem,
    travel: {
      kind: 'matrix',
      size: matrix.size,
      duration: matrix.duration,
      distance: matrix.distance,
    },
  };
}

/** A result whose typed arrays move to the other thread instead of being copied. */
function moved<T extends object>(value: T, buffers: ArrayBufferLike[]): T {
  return move({ [transferableSymbol]: buffers, [valueSymbol]: value }) as unknown as T;
}

/** A view of the shared flag with the `aborted` the solver polls every few iterations. */
export function sharedStopSignal(flag: Int32Array): { readonly aborted: boolean } {
  return {
    get aborted() {
      return Atomics.load(flag, 0) !== 0;
    },
  };
}

/**
 * The solver's own progress comes about every 100 ms; this passes on at most one per
 * `everyMs` (the first at once), so a busy channel never slows the search.
 */
export function throttled(
  everyMs: number,
  send: (progress: Progress) => void,
): (progress: Progress) => void {
  let last = -Infinity;
  return (progress) => {
    if (progress.elapsedMs - last < everyMs) return;
    last = progress.elapsedMs;
    send(progress);
  };
}

export default function runSolverTask(task: SolverTask): SolverTaskResult {
  const port = task.progressPort;
  try {
    const roadMatrix = task.road ? roadTravelForRequest(task.road) : undefined;
    const solution = solve(roadMatrix ? onRoadMatrix(task.problem, roadMatrix) : task.problem, {
      timeLimitMs: task.timeLimitMs,
      seed: task.seed,
      signal: sharedStopSignal(task.stopFlag),
      ...(port ? { onProgress: throttled(task.progressEveryMs, (p) => port.postMessage(p)) } : {}),
    });
    if (!roadMatrix) return solution;
    return moved({ ...solution, roadMatrix }, matrixBuffers(roadMatrix));
  } finally {
    port?.close();
  }
}

/**
 * A run's road travel matrix alone (MATRIX-6), for callers that need one without a solve; the
 * two arrays move back without a copy.
 */
export function roadMatrixTask(request: RoadMatrixRequest): RuledTravelMatrix {
  const matrix = roadTravelMatrix(request);
  return moved(matrix, [matrix.duration.buffer, matrix.distance.buffer]);
}
