import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useReloadOnConnectionChange } from './use-reload-on-connection-change';

describe('reload on a connection change (spec 02 sections 4 and 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads 300 ms after going offline or online, once for a quick flap', () => {
    const reload = vi.fn();
    const { unmount } = renderHook(() => useReloadOnConnectionChange(reload));
    window.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(299);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(100);
    window.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(300);
    expect(reload).toHaveBeenCalledTimes(2);

    unmount();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(1000);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
