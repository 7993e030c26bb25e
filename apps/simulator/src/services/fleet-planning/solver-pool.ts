/**
 * Runs the route solver off the event loop (issue 10, docs/adr/0010-solver-worker-pool.md): a
 * piscina pool of worker threads (one by default), progress back through a MessagePort, and
 * cancel through a shared flag the synchronous search reads every few iterations, so a
 * cancelled solve still resolves with the best plan found (`stoppedBy: 'cancelled'`).
 *
 * `createInlineSolver()` has the same interface and solves on the calling thread, for the
 * service's unit tests.
 */
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import {
  ProblemValidationError,
  solve,
  validateProblem,
  type Problem,
  type Progress,
} from '@armada/route-solver';
import { Piscina } from 'piscina';
import {
  roadTravelMatrix,
  type RoadMatrixRequest,
  type TravelMatrix,
} from '../../engine/motion/road-matrix';
import { roadTravelForRequest, type RuledMatrixRequest } from '../../engine/motion/rule-matrix';
import type { SolverTask, SolverTaskResult } from './solver-worker';
import { onRoadMatrix, throttled } from './solver-worker';

export interface RunSolverOptions {
  /** The search's wall-clock budget (see `solveTimeBudgetMs`). */
  readonly timeLimitMs: number;
  readonly seed: number;
  /** The best plan so far, at most PROGRESS_EVERY_MS apart. */
  readonly onProgress?: (progress: Progress) => void;
  /** Aborting stops the search; the promise still resolves, with the best plan found. */
  readonly signal?: AbortSignal;
  /**
   * Travel on the road network instead of the problem's own travel (MATRIX-6): the matrix is
   * built where the search runs and comes back as the result's `roadMatrix`.
   */
  readonly road?: RuledMatrixRequest;
}

export interface RunSolver {
  /**
   * Resolves with the plan (never rejects for a cancel); rejects with ProblemValidationError
   * for a problem the solver refuses, or when the pool is closed before the solve starts.
   */
  solve(problem: Problem, options: RunSolverOptions): Promise<SolverTaskResult>;
  /**
   * A run's road travel matrix (MATRIX-6), off the event loop in the pool; absent: the caller
   * builds it on its own thread.
   */
  travelMatrix?(request: RoadMatrixRequest): Promise<TravelMatrix>;
  /** Stops the solves under way (they resolve with their best plan) and ends the threads. */
  close(): Promise<void>;
}

/** At most four progress messages a second. */
export const PROGRESS_EVERY_MS = 250;

export interface SolverPoolOptions {
  /**
   * Worker threads, one by default: each solve keeps a core busy for its whole budget, and on
   * the two-core machines the gateway and the simulator's own loop need the other one.
   */
  readonly maxThreads?: number;
}

/**
 * Set by scripts/build-server.mjs (esbuild `define`) in the simulator's bundle, where the worker
 * is dist/solver-worker.mjs; absent when this file runs as TypeScript (tsx, vitest).
 */
declare const ARMADA_SOLVER_WORKER_BUNDLE: string | undefined;

/**
 * The worker's file and the Node options that can load it. `import.meta.url` is this source
 * file's location in both modes (the bundler maps it back, see build-server.mjs), so the
 * bundled worker is found from it as apps/simulator/dist/<name>.
 */
export function solverWorkerEntry(): { filename: string; execArgv: string[] } {
  if (typeof ARMADA_SOLVER_WORKER_BUNDLE === 'string') {
    return {
      filename: fileURLToPath(
        new URL(`../../../dist/${ARMADA_SOLVER_WORKER_BUNDLE}`, import.meta.url),
      ),
      execArgv: [],
    };
  }
  // From the sources the thread needs tsx's loader (a worker does not inherit vitest's).
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    filename: fileURLToPath(new URL('./solver-worker.ts', import.meta.url)),
    execArgv: ['--import', tsx],
  };
}

function refuseInvalid(problem: Problem): void {
  // Checked here so the caller gets the error class and its issues (a worker's error crosses
  // the thread as a plain Error).
  const issues = validateProblem(problem);
  if (issues.length > 0) throw new ProblemValidationError(issues);
}

export function createSolverPool(options: SolverPoolOptions = {}): RunSolver {
  const maxThreads = Math.max(1, Math.min(options.maxThreads ?? 1, availableParallelism()));
  const { filename, execArgv } = solverWorkerEntry();
  const pool = new Piscina<SolverTask | RoadMatrixRequest, SolverTaskResult | TravelMatrix>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads,
    // A thread stays a minute after its last solve: the next run of a busy day starts at once.
    idleTimeout: 60_000,
    // One solve per thread: a second one would only share the core and double both times.
    concurrentTasksPerWorker: 1,
  });
  const running = new Set<Int32Array>();
  let closed = false;

  return {
    async solve(problem, { timeLimitMs, seed, onProgress, signal, road }) {
      if (closed) throw new Error('The solver pool is closed');
      refuseInvalid(problem);
      const stopFlag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
      const stop = (): void => {
        Atomics.store(stopFlag, 0, 1);
      };
      if (signal?.aborted) stop();
      signal?.addEventListener('abort', stop, { once: true });
      const channel = onProgress ? new MessageChannel() : undefined;
      channel?.port1.on('message', (progress: Progress) => onProgress?.(progress));
      running.add(stopFlag);
      try {
        return (await pool.run(
          {
            problem,
            timeLimitMs,
            seed,
            stopFlag,
            progressEveryMs: PROGRESS_EVERY_MS,
            ...(channel ? { progressPort: channel.port2 } : {}),
            ...(road ? { road } : {}),
          },
          channel ? { transferList: [channel.port2] } : {},
        )) as SolverTaskResult;
      } finally {
        running.delete(stopFlag);
        signal?.removeEventListener('abort', stop);
        channel?.port1.close();
      }
    },
    async travelMatrix(request) {
      if (closed) throw new Error('The solver pool is closed');
      return (await pool.run(request, { name: 'roadMatrixTask' })) as TravelMatrix;
    },
    async close() {
      closed = true;
      for (const flag of running) Atomics.store(flag, 0, 1);
      await pool.close();
    },
  };
}

/** The same interface on the calling thread (blocks it for the whole budget): for tests. */
export function createInlineSolver(): RunSolver {
  return {
    solve(problem, { timeLimitMs, seed, onProgress, signal, road }) {
      try {
        const roadMatrix = road ? roadTravelForRequest(road) : undefined;
        const solution = solve(roadMatrix ? onRoadMatrix(problem, roadMatrix) : problem, {
          timeLimitMs,
          seed,
          ...(signal ? { signal } : {}),
          ...(onProgress ? { onProgress: throttled(PROGRESS_EVERY_MS, onProgress) } : {}),
        });
        return Promise.resolve(roadMatrix ? { ...solution, roadMatrix } : solution);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    travelMatrix: (request) => Promise.resolve(roadTravelMatrix(request)),
    close: () => Promise.resolve(),
  };
}
