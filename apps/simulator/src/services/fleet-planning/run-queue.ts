/**
 * How a simulator process learns which run to solve next (PLAN-4, ADR 0011). Two kinds:
 *
 * - `InProcessRunQueue` (embedded PGlite, one process): a loop that claims the oldest QUEUED
 *   run of the runs table until none is left, woken by each new or requeued run.
 * - `PgBossRunQueue` (run-queue-pg-boss.ts; `DATABASE_URL`): every queued run is also a pg-boss
 *   job naming it, and every process works the jobs; a job's handler claims exactly its run.
 *
 * Either way the runs table stays the truth: a run is solved by whoever moves it from QUEUED to
 * SOLVING (one UPDATE), so a duplicate or late job, or two loops, never solve a run twice.
 *
 * A queue only dispatches runs. Their live messages reach the other processes through the live
 * hub's relay (the process bus, ADR 0063), not through the queue.
 */
export interface RunQueue {
  readonly kind: 'in-process' | 'pg-boss';
  /** Starts taking runs. */
  start(): Promise<void>;
  /** These runs are QUEUED now (created, rerun, requeued): have them taken. */
  enqueue(runIds: readonly number[]): Promise<void>;
  /**
   * Makes sure every QUEUED run of the store will be taken (at start and with each sweep),
   * e.g. after a process stopped between committing a run and sending its job.
   */
  ensureQueued(): Promise<void>;
  /** Takes no new run and waits for the one this process is solving (its solve was aborted). */
  pause(): Promise<void>;
  /** Releases what `start` opened (after `pause`). */
  close(): Promise<void>;
  /** Resolves when this process is solving nothing and has nothing left to take (tests). */
  drain(): Promise<void>;
}

/** What a queue asks of the fleet-planning service. */
export interface RunQueueWorker {
  /**
   * Claims and solves one run: `runId`'s if it is still QUEUED, else (no id) the oldest QUEUED
   * one. Resolves false when there was nothing to claim, true once the claimed run is settled.
   */
  take(runId?: number): Promise<boolean>;
  /** Ids of the runs QUEUED for longer than a sweep interval, oldest first. */
  queuedRunIds(): Promise<number[]>;
  report(error: unknown, what: string): void;
}

export type RunQueueFactory = (worker: RunQueueWorker) => RunQueue;

/** The runs table polled by one loop in this process (embedded PGlite). */
export class InProcessRunQueue implements RunQueue {
  readonly kind = 'in-process';
  private stopped = true;
  private pumping = false;
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly worker: RunQueueWorker) {}

  start(): Promise<void> {
    this.stopped = false;
    this.kick();
    return Promise.resolve();
  }

  enqueue(): Promise<void> {
    this.kick();
    return Promise.resolve();
  }

  /** Nothing to do: the loop takes every QUEUED run before it rests, and each new one wakes it. */
  ensureQueued(): Promise<void> {
    return Promise.resolve();
  }

  async pause(): Promise<void> {
    this.stopped = true;
    await this.idle;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  async drain(): Promise<void> {
    for (;;) {
      await this.idle;
      if (!this.pumping) return;
    }
  }

  /** Starts the loop unless it runs. */
  private kick(): void {
    if (this.stopped || this.pumping) return;
    this.pumping = true;
    this.idle = this.pump()
      .catch((error: unknown) => this.worker.report(error, 'route optimization worker'))
      .finally(() => {
        this.pumping = false;
      });
  }

  private async pump(): Promise<void> {
    while (!this.stopped) {
      if (!(await this.worker.take())) return;
    }
  }
}

export const inProcessRunQueue: RunQueueFactory = (worker) => new InProcessRunQueue(worker);
