import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  SERVER_CHECK_BACKOFF,
  serverCheckDelay,
  useReloadOnConnectionChange,
} from './use-reload-on-connection-change';

describe('reload after the connection comes back', () => {
  let online = true;
  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const goOffline = () => {
    online = false;
    window.dispatchEvent(new Event('offline'));
  };
  const goOnline = () => {
    online = true;
    window.dispatchEvent(new Event('online'));
  };

  it('never reloads while offline, and asks nothing of the server then', async () => {
    const reload = vi.fn();
    const checkServer = vi.fn(() => Promise.resolve(true));
    renderHook(() => useReloadOnConnectionChange({ reload, checkServer }));
    goOffline();
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    expect(reload).not.toHaveBeenCalled();
    expect(checkServer).not.toHaveBeenCalled();
  });

  it('reloads 300 ms after coming back online once the server answers', async () => {
    const reload = vi.fn();
    const checkServer = vi.fn(() => Promise.resolve(true));
    renderHook(() => useReloadOnConnectionChange({ reload, checkServer }));
    goOffline();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    goOnline();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(checkServer).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps checking with a growing wait while the server does not answer', async () => {
    const reload = vi.fn();
    let up = false;
    const checkServer = vi.fn(() => Promise.resolve(up));
    renderHook(() => useReloadOnConnectionChange({ reload, checkServer }));
    goOffline();
    goOnline();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(checkServer).toHaveBeenCalledTimes(1);
    // Then after 1 s, 2 s more, 4 s more: three more checks by 7 s.
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(checkServer).toHaveBeenCalledTimes(4);
    expect(reload).not.toHaveBeenCalled();
    up = true;
    await act(() => vi.advanceTimersByTimeAsync(8000 + 300));
    expect(checkServer).toHaveBeenCalledTimes(5);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('finds the server back even when the browser never says it is online again', async () => {
    const reload = vi.fn();
    const checkServer = vi.fn(() => Promise.resolve(true));
    renderHook(() => useReloadOnConnectionChange({ reload, checkServer }));
    goOffline();
    online = true; // The network is back, without an 'online' event.
    await act(() => vi.advanceTimersByTimeAsync(SERVER_CHECK_BACKOFF.firstMs + 300));
    expect(checkServer).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops when unmounted', async () => {
    const reload = vi.fn();
    const checkServer = vi.fn(() => Promise.resolve(true));
    const { unmount } = renderHook(() => useReloadOnConnectionChange({ reload, checkServer }));
    goOffline();
    unmount();
    goOnline();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(checkServer).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('caps the wait', () => {
    expect(serverCheckDelay(0)).toBe(1000);
    expect(serverCheckDelay(3)).toBe(8000);
    expect(serverCheckDelay(50)).toBe(SERVER_CHECK_BACKOFF.maxMs);
  });
});
