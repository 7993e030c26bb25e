import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemClock } from './system-clock';

describe('SystemClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the wall clock when no start is given', () => {
    vi.useFakeTimers({ now: Date.parse('2027-03-01T00:00:00Z') });
    expect(new SystemClock().now()).toBe(Date.parse('2027-03-01T00:00:00Z'));
  });

  it('starts at ARMADA_CLOCK_START and runs on at real speed', () => {
    vi.useFakeTimers({ now: Date.parse('2027-03-01T00:00:00Z') });
    const start = Date.parse('2026-11-28T09:00:00+07:00');
    const clock = new SystemClock(start);
    expect(clock.now()).toBe(start);
    vi.advanceTimersByTime(90_000);
    expect(clock.now()).toBe(start + 90_000);
  });

  it('runs ARMADA_SIM_SPEED times faster than real time', () => {
    vi.useFakeTimers({ now: Date.parse('2027-03-01T00:00:00Z') });
    const start = Date.parse('2026-11-28T09:00:00+07:00');
    const clock = new SystemClock(start, 10);
    vi.advanceTimersByTime(1_500);
    expect(clock.now()).toBe(start + 15_000);
    expect(() => new SystemClock(start, 0)).toThrow(RangeError);
  });
});
