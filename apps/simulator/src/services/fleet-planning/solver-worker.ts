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
import {
  roadTravelMatrix,
  type RoadMatrixRequest,
  type TravelMatrix,
} from '../../engine/motion/road-matrix';

export interface SolverTask {
  readonly problem: Problem;
  readonly timeLimitMs: number;
  readonly seed: number;
  /** Element 0 turns non-zero to stop the search (the best plan is still returned). */
  readonly stopFlag: Int32Array;
  /** Receives `Progress` messages, at most one per `progressEveryMs`; absent: none. */
  readonly progressPort?: MessagePort;
  readonly progressEveryMs: number;
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

export default function runSolverTask(task: SolverTask): Solution {
  const port = task.progressPort;
  try {
    return solve(task.problem, {
      timeLimitMs: task.timeLimitMs,
      seed: task.seed,
      signal: sharedStopSignal(task.stopFlag),
      ...(port ? { onProgress: throttled(task.progressEveryMs, (p) => port.postMessage(p)) } : {}),
    });
  } finally {
    port?.close();
  }
}

/**
 * A run's road travel matrix (MATRIX-6), built here so a thousand-stop run's searches never hold
 * the event loop; the two arrays move back to the caller without a copy.
 */
export function roadMatrixTask(request: RoadMatrixRequest): TravelMatrix {
  const matrix = roadTravelMatrix(request);
  return move({
    [transferableSymbol]: [matrix.duration.buffer, matrix.distance.buffer],
    [valueSymbol]: matrix,
  }) as unknown as TravelMatrix;
}
