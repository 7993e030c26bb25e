import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTicker } from './use-ticker';

describe('the shared 1 s ticker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one interval for every listener and stops with the last one', () => {
    let now = 1000;
    const ticker = createTicker(1000, () => now);
    const seen: number[] = [];
    const stopA = ticker.subscribe(() => seen.push(ticker.getSnapshot()));
    const stopB = ticker.subscribe(() => undefined);
    expect(ticker.activeTimers()).toBe(1);
    now = 2000;
    vi.advanceTimersByTime(1000);
    now = 3000;
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([2000, 3000]);
    stopA();
    expect(ticker.activeTimers()).toBe(1);
    stopB();
    expect(ticker.activeTimers()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([2000, 3000]);
  });
});
