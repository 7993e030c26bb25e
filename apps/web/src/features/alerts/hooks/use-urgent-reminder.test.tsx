import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClock, setClock } from '@/lib/clock';
import { REMINDER_SETTING_KEY, REPEAT_INTERVAL_KEY } from '../utils/reminder-interval';
import { useUrgentReminder } from './use-urgent-reminder';

const START = Date.parse('2026-11-14T09:00:00+07:00');
const MINUTE = 60_000;

/**
 * The alert center's reminder about unresolved urgent alerts (docs/rules/alert-center.md §3, §4,
 * §8, §9).
 */
describe('useUrgentReminder', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(START);
    setClock({ now: () => Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
    resetClock();
  });

  it('reminds every 5 minutes by default while urgent alerts are unresolved', () => {
    const onRemind = vi.fn();
    const { rerender } = renderHook((props) => useUrgentReminder(props), {
      initialProps: { hasUrgentUnresolved: true, onRemind },
    });
    expect(JSON.parse(localStorage.getItem(REPEAT_INTERVAL_KEY) ?? '')).toEqual({
      startTime: START,
      intervalMinutes: 5,
    });
    act(() => vi.advanceTimersByTime(5 * MINUTE - 1));
    expect(onRemind).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onRemind).toHaveBeenCalledTimes(1);
    // Nothing unresolved (or the count check failed): the next interval passes silently.
    rerender({ hasUrgentUnresolved: false, onRemind });
    act(() => vi.advanceTimersByTime(5 * MINUTE));
    expect(onRemind).toHaveBeenCalledTimes(1);
  });

  it('a chosen interval is remembered and counted from the choice; none never reminds', () => {
    const onRemind = vi.fn();
    const { result } = renderHook(() => useUrgentReminder({ hasUrgentUnresolved: true, onRemind }));
    act(() => vi.advanceTimersByTime(2 * MINUTE));
    act(() => result.current.change(15));
    expect(result.current.setting).toBe(15);
    expect(localStorage.getItem(REMINDER_SETTING_KEY)).toBe('15');
    act(() => vi.advanceTimersByTime(14 * MINUTE));
    expect(onRemind).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(onRemind).toHaveBeenCalledTimes(1);
    act(() => result.current.change(0));
    act(() => vi.advanceTimersByTime(120 * MINUTE));
    expect(onRemind).toHaveBeenCalledTimes(1);
  });

  it('a reload continues the stored interval instead of starting again', () => {
    localStorage.setItem(REMINDER_SETTING_KEY, '10');
    localStorage.setItem(
      REPEAT_INTERVAL_KEY,
      JSON.stringify({ startTime: START - 8 * MINUTE, intervalMinutes: 10 }),
    );
    const onRemind = vi.fn();
    renderHook(() => useUrgentReminder({ hasUrgentUnresolved: true, onRemind }));
    act(() => vi.advanceTimersByTime(2 * MINUTE));
    expect(onRemind).toHaveBeenCalledTimes(1);
  });
});
