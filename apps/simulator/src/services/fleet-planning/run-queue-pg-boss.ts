import type PgBoss from 'pg-boss';
import type { RunQueue, RunQueueFactory, RunQueueWorker } from './run-queue';

/**
 * The run queue shared by several simulator processes on one PostgreSQL (`DATABASE_URL`;
 * PLAN-4, ADR 0011), with pg-boss 10 (the last major that runs on Node 20) in its own schema
 * beside the simulator's (`{schema}_boss`).
 *
 * Each QUEUED run has a job `{ runId }` in the queue `route-optimization-run`, at most one
 * waiting per run (policy `short`, `singletonKey` = the run id). Every process works the queue
 * one job at a time (its solver pool has one thread); a handler claims exactly its run
 * (`UPDATE ... WHERE id = $1 AND status = 'QUEUED'`), so a job whose run was cancelled, solved
 * or claimed meanwhile completes doing nothing. The runs table is the truth; the jobs only say
 * who looks at which run when.
 *
 * A run's live messages (progress, SOLVED, ...) are published on the live hub where they happen;
 * the hub's relay (the process bus, ADR 0063) carries them to the other processes, so a client of
 * any process sees every run of its company, whoever solves it. The queue only dispatches.
 */

export const RUN_QUEUE_NAME = 'route-optimization-run';

export const PG_BOSS_QUEUE_DEFAULTS = {
  /**
   * A job still active this long belongs to a process that died: pg-boss fails it and retries
   * it (its run has long been requeued by the stale sweep, so the retry usually finds nothing).
   * Well above the largest solve budget (15 s) plus storing the plan.
   */
  expireInSeconds: 120,
  /** Retries of a job whose handler threw or expired. */
  retryLimit: 3,
  retryDelaySeconds: 1,
  /** How often an idle process looks for jobs (a process's own sends wake it at once). */
  pollingIntervalSeconds: 0.5,
  /** pg-boss's maintenance (expiry, archive): the expiry above is found at most this late. */
  maintenanceIntervalSeconds: 30,
  /** Connections of pg-boss's own pool. */
  maxConnections: 3,
} as const;

export interface PgBossRunQueueOptions {
  url: string;
  /** The simulator's schema; pg-boss takes `${schema}_boss`. */
  schema: string;
  pollingIntervalSeconds?: number;
}

interface RunJob {
  runId: number;
}

/** The name of pg-boss's schema beside the simulator's `schema`. */
export function bossSchemaOf(schema: string): string {
  return `${schema}_boss`;
}

export class PgBossRunQueue implements RunQueue {
  readonly kind = 'pg-boss';
  private boss: PgBoss | null = null;
  private workId: string | null = null;
  private paused = true;
  /** The job being handled in this process, if any. */
  private current: Promise<unknown> = Promise.resolve();
  private handling = false;
  /** Runs queued before pg-boss was open. */
  private readonly pending = new Set<number>();

  constructor(
    private readonly worker: RunQueueWorker,
    private readonly options: PgBossRunQueueOptions,
  ) {}

  async start(): Promise<void> {
    if (!this.paused) return;
    const boss = this.boss ?? (await this.open());
    this.paused = false;
    this.workId = await boss.work<RunJob>(
      RUN_QUEUE_NAME,
      {
        batchSize: 1,
        pollingIntervalSeconds:
          this.options.pollingIntervalSeconds ?? PG_BOSS_QUEUE_DEFAULTS.pollingIntervalSeconds,
      },
      (jobs) => this.handle(jobs),
    );
    const pending = [...this.pending];
    this.pending.clear();
    await this.enqueue(pending);
    await this.ensureQueued();
  }

  async enqueue(runIds: readonly number[]): Promise<void> {
    const boss = this.boss;
    if (!boss) {
      // Runs requeued by the sweep that runs before `start`: sent once pg-boss is open.
      for (const runId of runIds) this.pending.add(runId);
      return;
    }
    if (runIds.length === 0) return;
    for (const runId of runIds) {
      // null when a job for this run is already waiting: that one will take it.
      await boss.send(RUN_QUEUE_NAME, { runId } satisfies RunJob, {
        singletonKey: String(runId),
      });
    }
    // This process looks at once instead of at its next poll; the others poll.
    if (this.workId && !this.paused) boss.notifyWorker(this.workId);
  }

  async ensureQueued(): Promise<void> {
    await this.enqueue(await this.worker.queuedRunIds());
  }

  async pause(): Promise<void> {
    this.paused = true;
    if (this.boss) await this.boss.offWork(RUN_QUEUE_NAME);
    this.workId = null;
    await this.current;
  }

  async close(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    // pause() waited for the handler; nothing is active, so the stop does not wait.
    if (boss) await boss.stop({ graceful: true, wait: true, timeout: 5000 });
  }

  async drain(): Promise<void> {
    while (this.handling) await this.current;
  }

  private async open(): Promise<PgBoss> {
    const { default: PgBossClass } = await import('pg-boss');
    const boss = new PgBossClass({
      connectionString: this.options.url,
      schema: bossSchemaOf(this.options.schema),
      max: PG_BOSS_QUEUE_DEFAULTS.maxConnections,
      application_name: 'armada-simulator-run-queue',
      // No cron schedules here: no clock monitor, no schedule polling.
      schedule: false,
      maintenanceIntervalSeconds: PG_BOSS_QUEUE_DEFAULTS.maintenanceIntervalSeconds,
    });
    // pg-boss reports failed polls and maintenance here; an EventEmitter without a listener
    // would throw them.
    boss.on('error', (error) => this.worker.report(error, 'pg-boss'));
    await boss.start();
    await boss.createQueue(RUN_QUEUE_NAME, {
      name: RUN_QUEUE_NAME,
      policy: 'short',
      expireInSeconds: PG_BOSS_QUEUE_DEFAULTS.expireInSeconds,
      retryLimit: PG_BOSS_QUEUE_DEFAULTS.retryLimit,
      retryDelay: PG_BOSS_QUEUE_DEFAULTS.retryDelaySeconds,
    });
    this.boss = boss;
    return boss;
  }

  private handle(jobs: PgBoss.Job<RunJob>[]): Promise<void> {
    const work = (async () => {
      for (const job of jobs) {
        // A job fetched while this process stops goes back (failed, then retried by pg-boss
        // in any process); its run is still QUEUED.
        if (this.paused) throw new Error('the simulator is stopping; the run stays queued');
        await this.worker.take(job.data.runId);
      }
    })();
    this.handling = true;
    this.current = work
      .catch(() => undefined)
      .finally(() => {
        this.handling = false;
      });
    return work;
  }
}

export function pgBossRunQueue(options: PgBossRunQueueOptions): RunQueueFactory {
  return (worker: RunQueueWorker) => new PgBossRunQueue(worker, options);
}
