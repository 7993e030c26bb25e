import { describe, expect, it } from 'vitest';
import { ManualClock } from '../domain/clock';
import { TickLoop, type Tick, type TickScheduler } from './tick-loop';

const START = Date.parse('2026-11-14T10:00:00.400+07:00');

function loop(
  clock: ManualClock,
  options: Partial<ConstructorParameters<typeof TickLoop>[0]> = {},
) {
  const ticks: Tick[] = [];
  const tickLoop = new TickLoop({ clock, onTick: (tick) => ticks.push(tick), ...options });
  return { tickLoop, ticks };
}

/** A scheduler that only records what it was asked to wait. */
function recordingScheduler() {
  const waits: number[] = [];
  let pending: (() => void) | null = null;
  const scheduler: TickScheduler = {
    schedule(callback, delayMs) {
      waits.push(delayMs);
      pending = callback;
      return () => {
        pending = null;
      };
    },
  };
  return { scheduler, waits, fire: () => pending?.(), isPending: () => pending !== null };
}

describe('TickLoop', () => {
  it('TICK-1 ticks on the boundaries of the period, in order, as the clock is stepped', () => {
    const clock = new ManualClock(START);
    const { tickLoop, ticks } = loop(clock);
    expect(tickLoop.nextTickAt).toBe(START + 600);
    expect(tickLoop.runDue()).toBe(0);

    clock.advance(600);
    expect(tickLoop.runDue()).toBe(1);
    clock.advance(2500);
    expect(tickLoop.runDue()).toBe(2);
    expect(ticks).toEqual([
      { index: 0, at: START + 600, elapsedMs: 1000 },
      { index: 1, at: START + 1600, elapsedMs: 1000 },
      { index: 2, at: START + 2600, elapsedMs: 1000 },
    ]);
    // Nothing more is due until the next boundary.
    clock.advance(499);
    expect(tickLoop.runDue()).toBe(0);
  });

  it('TICK-1 honours another period', () => {
    const clock = new ManualClock(Date.parse('2026-11-14T10:00:00+07:00'));
    const { tickLoop, ticks } = loop(clock, { periodMs: 250 });
    clock.advance(1000);
    expect(tickLoop.runDue()).toBe(5);
    const first = ticks[0]?.at ?? Number.NaN;
    expect(ticks.map((tick) => tick.at - first)).toEqual([0, 250, 500, 750, 1000]);
  });

  it('TICK-2 after a stall runs at most 5 ticks and the first of them covers the gap', () => {
    const clock = new ManualClock(START);
    const { tickLoop, ticks } = loop(clock);
    clock.advance(600);
    tickLoop.runDue();
    clock.advance(60_000);
    expect(tickLoop.runDue()).toBe(5);
    const caughtUp = ticks.slice(1);
    expect(caughtUp.map((tick) => tick.index)).toEqual([1, 2, 3, 4, 5]);
    expect(caughtUp[0]?.elapsedMs).toBe(56_000);
    expect(caughtUp.slice(1).every((tick) => tick.elapsedMs === 1000)).toBe(true);
    expect(caughtUp.at(-1)?.at).toBe(START + 60_600);
  });

  it('TICK-3 a tick that throws is reported and the next ones still run', () => {
    const clock = new ManualClock(START);
    const errors: number[] = [];
    const ran: number[] = [];
    const tickLoop = new TickLoop({
      clock,
      onTick: (tick) => {
        ran.push(tick.index);
        if (tick.index === 1) throw new Error('bad tick');
      },
      onError: (_error, tick) => errors.push(tick.index),
    });
    clock.advance(3600);
    expect(tickLoop.runDue()).toBe(4);
    expect(ran).toEqual([0, 1, 2, 3]);
    expect(errors).toEqual([1]);
  });

  it('TICK-3 waits until the next tick in real time, shorter by the speed, until stopped', () => {
    const clock = new ManualClock(START);
    const { scheduler, waits, fire, isPending } = recordingScheduler();
    const { tickLoop, ticks } = loop(clock, { speed: 4 });
    tickLoop.start(scheduler);
    expect(waits).toEqual([150]);

    clock.advance(600);
    fire();
    expect(ticks).toHaveLength(1);
    expect(waits.at(-1)).toBe(250);

    tickLoop.stop();
    expect(isPending()).toBe(false);
    expect(tickLoop.running).toBe(false);
  });

  it('refuses a period, speed or catch-up that is not positive', () => {
    const clock = new ManualClock(START);
    expect(() => loop(clock, { periodMs: 0 })).toThrow(RangeError);
    expect(() => loop(clock, { speed: -1 })).toThrow(RangeError);
    expect(() => loop(clock, { maxCatchUpTicks: 0 })).toThrow(RangeError);
  });
});
