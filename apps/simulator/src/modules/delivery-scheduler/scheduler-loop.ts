import type { Clock } from '../../domain/clock';
import { TickLoop, type TickScheduler } from '../../engine/tick-loop';
import type { AutoPlanService } from './auto-plan-service';
import type { DeliveryScheduleService } from './delivery-schedule-service';

/** SCH-21: the scheduler looks once a simulated minute. */
export const SCHEDULER_PERIOD_MS = 60_000;

export interface PassResult {
  ordersMade: number;
  daysClaimed: string[];
}

/**
 * The delivery scheduler's heartbeat (SCH-21): every simulated minute, on the injected clock,
 * one pass makes the schedules' due orders (SCH-7), then runs the auto-plans that are due
 * (SCH-15). Passes never overlap in a process; every process runs its own, and the claim rows
 * keep their work apart (SCH-7, SCH-16). Tests call `pass()` after stepping their clock.
 */
export class SchedulerLoop {
  private loop: TickLoop | null = null;
  private running: Promise<PassResult> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: {
      clock: Clock;
      schedules: DeliveryScheduleService;
      autoPlan: AutoPlanService;
      speed?: number;
      onError?: (error: unknown, what: string) => void;
    },
  ) {}

  /** Starts the minute tick, with a first pass now (a restart catches up at once). */
  start(scheduler: TickScheduler): void {
    if (this.loop || this.stopped) return;
    this.loop = new TickLoop({
      clock: this.deps.clock,
      periodMs: SCHEDULER_PERIOD_MS,
      ...(this.deps.speed === undefined ? {} : { speed: this.deps.speed }),
      maxCatchUpTicks: 1,
      onTick: () => void this.quietPass(),
      onError: (error) => this.deps.onError?.(error, 'delivery scheduler'),
    });
    this.loop.start(scheduler);
    void this.quietPass();
  }

  /**
   * One pass of this process, after the one under way (if any): each call's answer is its own
   * pass's work (the simulator control reports it, SCH-21).
   */
  pass(): Promise<PassResult> {
    const previous = this.running ?? Promise.resolve();
    const next = previous
      .catch(() => undefined)
      .then(async () => {
        const ordersMade = await this.deps.schedules.makeAllDue();
        const daysClaimed = await this.deps.autoPlan.pass();
        return { ordersMade, daysClaimed };
      });
    this.running = next;
    void next
      .catch(() => undefined)
      .finally(() => {
        if (this.running === next) this.running = null;
      });
    return next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.loop?.stop();
    this.loop = null;
    await this.running?.catch(() => undefined);
  }

  private async quietPass(): Promise<void> {
    if (this.stopped || this.running) return;
    try {
      await this.pass();
    } catch (error) {
      this.deps.onError?.(error, 'delivery scheduler pass');
    }
  }
}
