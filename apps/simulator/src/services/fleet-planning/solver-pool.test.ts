import { ProblemValidationError, type Problem, type Progress } from '@armada/route-solver';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlanningProblem } from '../../engine/route-planning/build-problem';
import {
  makePlanningInput,
  makePlanningOrder,
  makePlanningVehicle,
} from '../../engine/route-planning/test-factories';
import { roadTravelMatrix } from '../../engine/motion/road-matrix';
import { defined } from '../../engine/route-planning/test-factories';
import { roadMatrixRequestOf } from './road-travel';
import { createInlineSolver, createSolverPool, solverWorkerEntry } from './solver-pool';
import { throttled } from './solver-worker';

function problemOf(orders: number): Problem {
  return buildPlanningProblem(
    makePlanningInput({
      orders: Array.from({ length: orders }, (_, i) => makePlanningOrder(i + 1)),
      vehicles: [1, 2, 3].map((id) => makePlanningVehicle(id)),
      options: { minimum_vehicle: false, weight_capacity: true },
    }),
  ).problem;
}

/** Counts event-loop turns until the promise settles: zero if the promise held the thread. */
async function loopTurnsWhile<T>(promise: Promise<T>): Promise<{ value: T; turns: number }> {
  let turns = 0;
  let done = false;
  const spin = (): void => {
    if (done) return;
    turns += 1;
    setImmediate(spin);
  };
  setImmediate(spin);
  try {
    return { value: await promise, turns };
  } finally {
    done = true;
  }
}

describe('createSolverPool (a real worker thread)', () => {
  const pool = createSolverPool();
  afterAll(() => pool.close());

  it('solves in the worker with progress while the event loop keeps turning', async () => {
    const progress: Progress[] = [];
    const { value: solution, turns } = await loopTurnsWhile(
      pool.solve(problemOf(40), {
        timeLimitMs: 800,
        seed: 5,
        onProgress: (p) => progress.push(p),
      }),
    );
    expect(solution.stoppedBy).toBe('time_limit');
    expect(solution.unassigned).toEqual([]);
    expect(solution.routes.reduce((n, r) => n + r.stops.length, 0)).toBe(40);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress[0]).toMatchObject({ unassigned: 0 });
    // The main thread was never blocked by the search.
    expect(turns).toBeGreaterThan(50);
  });

  it('stops on cancel and still resolves with the best plan found', async () => {
    const controller = new AbortController();
    const solution = await pool.solve(problemOf(60), {
      // Far beyond the test's own timeout: only the cancel can end this solve in time.
      timeLimitMs: 10 * 60_000,
      seed: 1,
      onProgress: () => controller.abort(),
      signal: controller.signal,
    });
    expect(solution.stoppedBy).toBe('cancelled');
    expect(solution.unassigned).toEqual([]);
    expect(solution.routes.length).toBeGreaterThan(0);
  });

  it('refuses an invalid problem with the solver error and its issues', async () => {
    const bad = { ...problemOf(2), vehicles: [] };
    const error: unknown = await pool.solve(bad, { timeLimitMs: 100, seed: 1 }).catch((e) => e);
    expect(error).toBeInstanceOf(ProblemValidationError);
    expect((error as ProblemValidationError).issues[0]?.path).toBe('vehicles');
  });

  it('builds a road travel matrix in the worker, the same as on this thread (MATRIX-6)', async () => {
    const request = {
      points: Float64Array.from([-6.2, 106.82, -6.1754, 106.8272, -6.4025, 106.7942]),
      trafficLevel: 'slow' as const,
      avoidTolls: true,
    };
    // Big enough to take the worker a while: the event loop keeps turning meanwhile.
    const big = {
      ...request,
      points: Float64Array.from({ length: 1200 }, (_, i) =>
        i % 2 === 0 ? -6.1 - (i % 37) * 0.008 : 106.7 + (i % 41) * 0.008,
      ),
    };
    const { value: bigMatrix, turns } = await loopTurnsWhile(defined(pool.travelMatrix)(big));
    expect(bigMatrix.size).toBe(600);
    expect(turns).toBeGreaterThan(0);
    const matrix = await defined(pool.travelMatrix)(request);
    const here = roadTravelMatrix(request);
    expect(matrix.size).toBe(3);
    expect(matrix.duration).toBeInstanceOf(Float64Array);
    expect(matrix.duration).toEqual(here.duration);
    expect(matrix.distance).toEqual(here.distance);
  });

  it('solves on a road matrix built in the worker and hands it back (MATRIX-6)', async () => {
    // A Sunday: no road rule applies to the vans, one time-independent matrix (MATRIX-1).
    const sunday = Date.UTC(2026, 10, 29, 1);
    const input = makePlanningInput({
      orders: Array.from({ length: 12 }, (_, i) => makePlanningOrder(i + 1)),
      departureMs: sunday,
      endMs: sunday + 10 * 3_600_000,
    });
    const planning = buildPlanningProblem(input);
    const road = roadMatrixRequestOf(planning, input);
    const solved = await pool.solve(planning.problem, { timeLimitMs: 200, seed: 3, road });
    const matrix = defined(solved.roadMatrix);
    expect(matrix.size).toBe(13);
    expect(matrix.duration).toEqual(roadTravelMatrix(road).duration);
    // The plan's distance is the matrix's along its routes.
    const total = solved.routes.reduce((sum, route) => {
      let at = 0;
      let metres = 0;
      for (const stop of route.stops) {
        const point = 1 + (stop.orders[0] ?? 0);
        metres += matrix.distance[at * matrix.size + point] ?? NaN;
        at = point;
      }
      return (
        sum + metres + (planning.problem.roundTrip ? (matrix.distance[at * matrix.size] ?? NaN) : 0)
      );
    }, 0);
    expect(solved.distance).toBeCloseTo(total, 3);
  });

  it('finds the TypeScript worker when run from the sources', () => {
    const entry = solverWorkerEntry();
    expect(entry.filename).toMatch(/fleet-planning[\\/]solver-worker\.ts$/);
    expect(entry.execArgv[0]).toBe('--import');
  });
});

describe('createSolverPool close', () => {
  it('stops a solve under way, which resolves with its plan', async () => {
    const pool = createSolverPool();
    let closing: Promise<void> | undefined;
    const solution = await pool.solve(problemOf(30), {
      timeLimitMs: 10 * 60_000,
      seed: 2,
      onProgress: () => {
        closing ??= pool.close();
      },
    });
    await closing;
    expect(solution.stoppedBy).toBe('cancelled');
    await expect(pool.solve(problemOf(1), { timeLimitMs: 10, seed: 1 })).rejects.toThrow(/closed/);
  });
});

describe('createInlineSolver', () => {
  it('has the same interface on the calling thread', async () => {
    const solver = createInlineSolver();
    const controller = new AbortController();
    controller.abort();
    const solution = await solver.solve(problemOf(5), {
      timeLimitMs: 60_000,
      seed: 1,
      signal: controller.signal,
    });
    expect(solution.stoppedBy).toBe('cancelled');
    await expect(
      solver.solve({ ...problemOf(1), vehicles: [] }, { timeLimitMs: 10, seed: 1 }),
    ).rejects.toBeInstanceOf(ProblemValidationError);
    await solver.close();
  });
});

describe('throttled', () => {
  it('passes the first progress and then at most one per period', () => {
    const seen: number[] = [];
    const send = throttled(250, (p) => seen.push(p.elapsedMs));
    for (const elapsedMs of [100, 200, 300, 360, 400, 620, 700]) {
      send({ iteration: 0, elapsedMs, vehicles: 1, distance: 0, duration: 0, unassigned: 0 });
    }
    expect(seen).toEqual([100, 360, 620]);
  });
});
