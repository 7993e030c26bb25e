import { SUPPORT_AGENT } from '@armada/contracts/support';
import type { Clock } from '../../domain/clock';
import { TickLoop, type TickScheduler } from '../../engine/tick-loop';
import type { SupportService } from './support-service';

/**
 * SUP-11, SUP-12: the simulated support desk looks at the tickets every 15 seconds of the
 * simulation's clock, answers those whose answer is owed and closes resolved tickets left
 * alone. Reads settle a company's tickets themselves first, so what a page shows never depends
 * on this loop's timing; the loop is what sends the live message (SUP-14) while nobody reads.
 */
export class SupportAgent {
  private loop: TickLoop | null = null;
  private work: Promise<unknown> = Promise.resolve();
  private busy = false;

  constructor(
    private readonly deps: {
      support: SupportService;
      clock: Clock;
      onError?: (error: unknown, what: string) => void;
    },
  ) {}

  start(scheduler: TickScheduler): void {
    if (this.loop) return;
    this.loop = new TickLoop({
      clock: this.deps.clock,
      periodMs: SUPPORT_AGENT.checkPeriodMs,
      onTick: (tick) => {
        if (this.busy) return;
        this.busy = true;
        this.work = this.deps.support
          .settle(undefined, tick.at)
          .catch((error: unknown) => this.deps.onError?.(error, 'support desk'))
          .finally(() => {
            this.busy = false;
          });
      },
      onError: (error) => this.deps.onError?.(error, 'support desk'),
    });
    this.loop.start(scheduler);
  }

  async stop(): Promise<void> {
    this.loop?.stop();
    await this.work;
  }
}
