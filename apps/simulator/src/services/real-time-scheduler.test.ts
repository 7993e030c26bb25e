import { afterEach, describe, expect, it, vi } from 'vitest';
import { realTimeScheduler } from './real-time-scheduler';

afterEach(() => {
  vi.useRealTimers();
});

describe('realTimeScheduler', () => {
  it('TICK-3 calls back after the delay, never before, and not at all once cancelled', () => {
    vi.useFakeTimers();
    const called: string[] = [];
    realTimeScheduler.schedule(() => called.push('kept'), 50);
    const cancel = realTimeScheduler.schedule(() => called.push('cancelled'), 50);
    realTimeScheduler.schedule(() => called.push('negative delay runs at once'), -5);
    cancel();
    vi.advanceTimersByTime(0);
    expect(called).toEqual(['negative delay runs at once']);
    vi.advanceTimersByTime(49);
    expect(called).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(called).toEqual(['negative delay runs at once', 'kept']);
  });
});
