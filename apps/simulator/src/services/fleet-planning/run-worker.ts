import { randomUUID } from 'node:crypto';
import type { RouteOptimizationProgress } from '@armada/contracts/route-optimization';
import type { Clock } from '../../domain/clock';
import { planningSeed, type PlanningInput } from '../../engine/route-planning/build-problem';
import type { RouteRunStore, RunRow } from '../../store/route-run-store';
import { inProcessRunQueue, type RunQueue, type RunQueueFactory } from './run-queue';
import { totalsOf, type RunPlanner } from './run-planner';

/**
 * The worker of the fleet-planning service (PLAN-4, ADR 0010 and 0011): takes queued runs from
 * the queue (the in-process loop over the runs table, or pg-boss jobs shared by every process),
 * solves each in the solver's worker thread with a heartbeat and live progress, keeps the plan
 * as a version, and gives back what a stopped worker left SOLVING.
 */

export const RUN_WORKER_DEFAULTS = {
  /** A claim without a heartbeat for this long belongs to a stopped worker. */
  staleAfterMs: 20_000,
  /** Heartbeats (and the progress kept on the run) while solving. */
  heartbeatMs: 1000,
  /** Progress messages on the live channel, at most one per this. */
  progressEveryMs: 250,
  /** Stale claims are looked for this often. */
  sweepMs: 5000,
  /** A run interrupted this many times fails instead of starting again. */
  maxAttempts: 3,
} as const;

export const INTERRUPTED_REASON =
  'The solver stopped three times before finishing (server restarts); run it again.';

export interface RunWorkerDeps {
  runs: RouteRunStore;
  planner: RunPlanner;
  clock: Clock;
  /** This process's worker name (claims and solved versions carry it); default a random one. */
  workerId?: string;
  /**
   * Where queued runs are taken from: default the in-process loop over the runs table
   * (embedded PGlite); with `DATABASE_URL`, pg-boss jobs shared by every process (ADR 0011).
   */
  runQueue?: RunQueueFactory;
  /** A run changed: its live message to this process's clients (and the others'). */
  publish: (run: RunRow) => void;
  report: (error: unknown, what: string) => void;
}

interface ActiveSolve {
  runId: number;
  controller: AbortController;
}

export class RunWorker {
  private readonly workerId: string;
  private active: ActiveSolve | null = null;
  private stopped = true;
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly queue: RunQueue;

  constructor(private readonly deps: RunWorkerDeps) {
    this.workerId = deps.workerId ?? `sim-${randomUUID()}`;
    this.queue = (deps.runQueue ?? inProcessRunQueue)({
      take: (runId) => this.take(runId),
      // Runs queued in the last sweep interval had their jobs sent by whoever queued them.
      queuedRunIds: () =>
        this.deps.runs.queuedRunIds(this.deps.clock.now() - RUN_WORKER_DEFAULTS.sweepMs),
      report: (error, what) => this.deps.report(error, what),
    });
  }

  /**
   * Recovers runs a stopped worker left SOLVING, then takes queued runs until stopped: from the
   * in-process loop, or from the pg-boss jobs every process shares (`DATABASE_URL`).
   */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    // The in-process queue means the store is this process's alone (embedded PGlite): a run
    // left SOLVING was claimed by a process that is gone (killed, crashed), so it is queued
    // again now rather than when its heartbeat is 20 s old (PLAN-4, issue 12 durability).
    await this.sweep(this.queue.kind === 'in-process');
    this.sweepTimer = setInterval(() => {
      void this.sweep().catch((error: unknown) => this.deps.report(error, 'stale run sweep'));
    }, RUN_WORKER_DEFAULTS.sweepMs);
    this.sweepTimer.unref();
    await this.queue.start();
  }

  /**
   * Stops taking runs; the run being solved goes back to the queue at once (its best plan is
   * dropped: the next start, or another process, solves it again), so a restart resumes it.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    this.active?.controller.abort();
    await this.queue.pause();
    const { requeued } = await this.deps.runs.recoverStale({
      staleBefore: 0,
      deadWorkers: [this.workerId],
      maxAttempts: 2 ** 31 - 1,
      at: this.deps.clock.now(),
      failureReason: INTERRUPTED_REASON,
    });
    for (const run of requeued) this.deps.publish(run);
    // Other processes sharing the queue take it now (pg-boss); the in-process loop at start.
    await this.queue.enqueue(requeued.map((run) => run.id));
    await this.queue.close();
  }

  /** Resolves when no run is queued or solving in this process (tests). */
  async drain(): Promise<void> {
    await this.queue.drain();
  }

  /** This process's worker name: its claims and the versions it solves carry it. */
  get name(): string {
    return this.workerId;
  }

  /** Stops the solve of this run if this process runs it (a cancel): it keeps its best plan. */
  abort(runId: number): void {
    if (this.active?.runId === runId) this.active.controller.abort();
  }

  /** Takes back stale claims (every claim when `everyClaim`), sends jobs for queued runs. */
  private async sweep(everyClaim = false): Promise<void> {
    const now = this.deps.clock.now();
    const { requeued, failed } = await this.deps.runs.recoverStale({
      staleBefore: everyClaim ? Number.MAX_SAFE_INTEGER : now - RUN_WORKER_DEFAULTS.staleAfterMs,
      deadWorkers: [],
      maxAttempts: RUN_WORKER_DEFAULTS.maxAttempts,
      at: now,
      failureReason: INTERRUPTED_REASON,
    });
    for (const run of [...requeued, ...failed]) this.deps.publish(run);
    if (this.stopped) return;
    if (requeued.length > 0) await this.queue.enqueue(requeued.map((run) => run.id));
    // With pg-boss, also any run QUEUED for a while whose job was never sent (a process
    // stopped between committing the run and sending its job).
    await this.queue.ensureQueued();
  }

  /** New or requeued runs: to the queue (a failure to send is mended by the next sweep). */
  async enqueue(runIds: readonly number[]): Promise<void> {
    if (this.stopped) return;
    await this.queue
      .enqueue(runIds)
      .catch((error: unknown) => this.deps.report(error, 'route optimization enqueue'));
  }

  /** The queue's `take`: claims a run (that one, or the oldest queued) and solves it. */
  private async take(runId?: number): Promise<boolean> {
    if (this.stopped) return false;
    const now = this.deps.clock.now();
    const run =
      runId === undefined
        ? await this.deps.runs.claimNext(this.workerId, now)
        : await this.deps.runs.claim(runId, this.workerId, now);
    if (!run) return false;
    this.deps.publish(run);
    await this.solveRun(run);
    return true;
  }

  private async solveRun(run: RunRow): Promise<void> {
    const controller = new AbortController();
    this.active = { runId: run.id, controller };
    let progress: RouteOptimizationProgress | null = null;
    let lastPublished = 0;
    const heartbeat = setInterval(() => {
      void this.deps.runs
        .heartbeat(run.id, this.workerId, this.deps.clock.now(), progress)
        .then((alive) => {
          // Cancelled here or in another process: stop and keep the best plan.
          if (!alive) controller.abort();
        })
        .catch((error: unknown) => this.deps.report(error, 'heartbeat'));
    }, RUN_WORKER_DEFAULTS.heartbeatMs);
    heartbeat.unref();
    try {
      const input = run.input as PlanningInput;
      const planned = await this.deps.planner.solve(input, {
        seed: planningSeed(run.id, run.version + run.attempts),
        signal: controller.signal,
        onProgress: (next) => {
          progress = next;
          const at = performance.now();
          if (at - lastPublished < RUN_WORKER_DEFAULTS.progressEveryMs) return;
          lastPublished = at;
          this.deps.publish({ ...run, status: 'SOLVING', progress: next });
        },
      });
      clearInterval(heartbeat);
      if (this.stopped) return;
      const now = this.deps.clock.now();
      const finished = await this.deps.runs.transaction(async (tx) => {
        const current = await tx.getRun(run.companyId, run.id, true);
        if (!current) return undefined;
        const mine = current.status === 'SOLVING' && current.claimedBy === this.workerId;
        // A cancel during the solve keeps the best plan found (PLAN-4).
        const cancelled = current.status === 'CANCELLED' && current.updatedAt >= run.updatedAt;
        if (!mine && !cancelled) return undefined;
        const version = await tx.addVersion(
          current.id,
          {
            parentVersion: current.version > 0 ? current.version : null,
            kind: current.version > 0 ? 'rerun' : 'solve',
            createdAt: now,
            plan: planned.plan,
            result: planned.result,
            solvedBy: this.workerId,
          },
          totalsOf(planned.result),
        );
        if (mine) await tx.setStatus(current.id, 'SOLVED', now);
        return { ...current, status: mine ? ('SOLVED' as const) : current.status, version };
      });
      if (finished) this.deps.publish({ ...finished, progress: null });
    } catch (error) {
      clearInterval(heartbeat);
      if (this.stopped) return;
      const reason = error instanceof Error ? error.message : String(error);
      await this.deps.runs.transaction(async (tx) => {
        const current = await tx.getRun(run.companyId, run.id, true);
        if (current?.status !== 'SOLVING' || current.claimedBy !== this.workerId) return;
        await tx.setStatus(run.id, 'FAILED', this.deps.clock.now(), reason);
      });
      this.deps.publish({ ...run, status: 'FAILED', failureReason: reason, progress: null });
    } finally {
      this.active = null;
    }
  }
}
