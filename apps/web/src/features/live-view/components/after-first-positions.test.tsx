import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { FIRST_POSITIONS_WAIT_MS, useAfterFirstPositions } from './live-view-page';

// The fleet directory and the offline base map wait for the first vehicles on the map (issue 29):
// while the connection is opening they are held until a layer marks its first vehicles drawn (or,
// without PerformanceObserver, the frame after the first positions), FIRST_POSITIONS_WAIT_MS at
// most; with no connection on its way they are not held at all.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
});
afterEach(() => vi.useRealTimers());

describe('useAfterFirstPositions', () => {
  it('holds until the map has drawn its first vehicles, not only received them', async () => {
    const { result, rerender } = renderHook(
      ({ has }: { has: boolean }) => useAfterFirstPositions(has, true),
      { initialProps: { has: false } },
    );
    rerender({ has: true });
    await act(() => vi.advanceTimersByTimeAsync(20));
    // Positions, but the worker has not drawn yet.
    expect(result.current).toBe(false);
    act(() => {
      performance.mark('live-view:first-vehicles');
    });
    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it('waits for the drawing even when the positions were there before the page', async () => {
    const { result } = renderHook(() => useAfterFirstPositions(true, true));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POSITIONS_WAIT_MS));
    expect(result.current).toBe(true);
  });
});

describe('useAfterFirstPositions without PerformanceObserver', () => {
  beforeEach(() => {
    vi.stubGlobal('PerformanceObserver', undefined);
  });

  it('holds until the frame after the first positions', async () => {
    const { result, rerender } = renderHook(
      ({ has }: { has: boolean }) => useAfterFirstPositions(has, true),
      { initialProps: { has: false } },
    );
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POSITIONS_WAIT_MS / 2));
    expect(result.current).toBe(false);
    rerender({ has: true });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(result.current).toBe(true);
    rerender({ has: false });
    expect(result.current).toBe(true);
  });

  it('holds no longer than FIRST_POSITIONS_WAIT_MS when no positions come', async () => {
    const { result } = renderHook(() => useAfterFirstPositions(false, true));
    await act(() => vi.advanceTimersByTimeAsync(FIRST_POSITIONS_WAIT_MS - 10));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current).toBe(true);
  });

  it('does not hold when no connection is on its way, or the positions are there already', () => {
    expect(renderHook(() => useAfterFirstPositions(false, false)).result.current).toBe(true);
    expect(renderHook(() => useAfterFirstPositions(true, true)).result.current).toBe(true);
    vi.unstubAllGlobals();
    expect(renderHook(() => useAfterFirstPositions(false, false)).result.current).toBe(true);
  });

  it('lets go when the connection drops while waiting', async () => {
    const { result, rerender } = renderHook(
      ({ expecting }: { expecting: boolean }) => useAfterFirstPositions(false, expecting),
      { initialProps: { expecting: true } },
    );
    expect(result.current).toBe(false);
    rerender({ expecting: false });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);
  });
});
