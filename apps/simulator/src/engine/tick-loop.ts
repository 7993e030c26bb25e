import type { Clock } from '../domain/clock';

/**
 * The simulation's heartbeat (issue 7): one tick per period of simulated time (1 s by default),
 * on the boundaries of the period, driven by the injected clock. Nothing in domain/ or engine/
 * reads real time; the scheduler below is the only piece that waits in real time, and tests
 * step a ManualClock and call `runDue` instead.
 */
export interface Tick {
  /** 0 for the loop's first tick, then one more each tick. */
  index: number;
  /** The tick's simulated time, epoch ms, a multiple of the period. */
  at: number;
  /** Simulated ms since the previous tick: the period, more when ticks were skipped. */
  elapsedMs: number;
}

/** Waits in real time: `schedule` calls back after about `delayMs` and returns a cancel. */
export interface TickScheduler {
  schedule(callback: () => void, delayMs: number): () => void;
}

export interface TickLoopOptions {
  clock: Clock;
  onTick: (tick: Tick) => void;
  /** Simulated ms between ticks. */
  periodMs?: number;
  /**
   * Simulated time per real time (ARMADA_SIM_SPEED): the clock runs this much faster, so the
   * loop waits this much less in real time for the next tick.
   */
  speed?: number;
  /**
   * After a stall (a paused process, a slow machine), at most this many ticks run back to back;
   * older missed ticks are skipped and the next tick's `elapsedMs` covers them.
   */
  maxCatchUpTicks?: number;
  /** A tick that throws is reported here and the loop goes on. */
  onError?: (error: unknown, tick: Tick) => void;
}

export const TICK_DEFAULTS = { periodMs: 1000, speed: 1, maxCatchUpTicks: 5 } as const;

export class TickLoop {
  private readonly periodMs: number;
  private readonly speed: number;
  private readonly maxCatchUpTicks: number;
  private nextAt: number;
  private lastAt: number | null = null;
  private index = 0;
  private cancel: (() => void) | null = null;

  constructor(private readonly options: TickLoopOptions) {
    this.periodMs = options.periodMs ?? TICK_DEFAULTS.periodMs;
    this.speed = options.speed ?? TICK_DEFAULTS.speed;
    this.maxCatchUpTicks = options.maxCatchUpTicks ?? TICK_DEFAULTS.maxCatchUpTicks;
    if (!(this.periodMs > 0) || !(this.speed > 0) || !(this.maxCatchUpTicks >= 1))
      throw new RangeError('periodMs, speed and maxCatchUpTicks must be positive');
    // The first tick is at the next period boundary at or after now.
    this.nextAt = Math.ceil(options.clock.now() / this.periodMs) * this.periodMs;
  }

  /** Simulated time of the next tick, epoch ms. */
  get nextTickAt(): number {
    return this.nextAt;
  }

  /** Runs every tick due by the clock's time (at most `maxCatchUpTicks`); returns how many ran. */
  runDue(): number {
    const now = this.options.clock.now();
    if (now < this.nextAt) return 0;
    const due = Math.floor((now - this.nextAt) / this.periodMs) + 1;
    if (due > this.maxCatchUpTicks) this.nextAt += (due - this.maxCatchUpTicks) * this.periodMs;
    let ran = 0;
    while (this.nextAt <= now) {
      const tick: Tick = {
        index: this.index,
        at: this.nextAt,
        elapsedMs: this.lastAt === null ? this.periodMs : this.nextAt - this.lastAt,
      };
      this.index += 1;
      this.lastAt = this.nextAt;
      this.nextAt += this.periodMs;
      ran += 1;
      try {
        this.options.onTick(tick);
      } catch (error) {
        this.options.onError?.(error, tick);
      }
    }
    return ran;
  }

  /**
   * Keeps ticking in real time until `stop`: each wake-up runs what is due, then waits. The
   * real-time scheduler is services/real-time-scheduler.ts (engine/ has no timers).
   */
  start(scheduler: TickScheduler): void {
    if (this.cancel) return;
    const wake = () => {
      this.runDue();
      const delay = (this.nextAt - this.options.clock.now()) / this.speed;
      this.cancel = scheduler.schedule(wake, delay);
    };
    const delay = (this.nextAt - this.options.clock.now()) / this.speed;
    this.cancel = scheduler.schedule(wake, delay);
  }

  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }

  get running(): boolean {
    return this.cancel !== null;
  }
}
