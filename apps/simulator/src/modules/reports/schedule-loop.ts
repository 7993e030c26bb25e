import type { Clock } from '../../domain/clock';
import { TickLoop, type TickScheduler } from '../../engine/tick-loop';
import type { ReportScheduleService } from './schedule-service';

/** RPT-15: the schedules are looked at once a simulated minute. */
export const REPORT_SCHEDULE_PERIOD_MS = 60_000;

/**
 * The scheduled reports' heartbeat (RPT-15): every simulated minute one pass in this process;
 * passes never overlap here, and the claim rows keep processes apart. Tests call `pass()`.
 */
export class ReportScheduleLoop {
  private loop: TickLoop | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: {
      clock: Clock;
      schedules: ReportScheduleService;
      speed?: number;
      onError?: (error: unknown, what: string) => void;
    },
  ) {}

  start(scheduler: TickScheduler): void {
    if (this.loop || this.stopped) return;
    this.loop = new TickLoop({
      clock: this.deps.clock,
      periodMs: REPORT_SCHEDULE_PERIOD_MS,
      ...(this.deps.speed === undefined ? {} : { speed: this.deps.speed }),
      maxCatchUpTicks: 1,
      onTick: () => void this.quietPass(),
      onError: (error) => this.deps.onError?.(error, 'report schedules'),
    });
    this.loop.start(scheduler);
  }

  /** One pass after the one under way; answers the mails it made. */
  pass(): Promise<number> {
    const previous = this.running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(() => this.deps.schedules.pass());
    this.running = next;
    void next
      .catch(() => 0)
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    return next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.loop?.stop();
    this.loop = null;
    await this.running?.catch(() => 0);
  }

  private async quietPass(): Promise<void> {
    if (this.stopped || this.running) return;
    try {
      await this.pass();
    } catch (error) {
      this.deps.onError?.(error, 'report schedule pass');
    }
  }
}
