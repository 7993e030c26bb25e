import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { LiveChannelClient } from '@/lib/live-channel';
import {
  FakeLiveServer,
  FakeNetwork,
  fakeServerClient,
} from '@/lib/live-channel/testing/fake-live-server';
import { CONNECTION_LOST_GRACE_MS, useLiveConnectionLost } from './use-live-connection-lost';

let server: FakeLiveServer;
let client: LiveChannelClient;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 3, 0, 0) });
  server = new FakeLiveServer();
  client = fakeServerClient(server);
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useLiveConnectionLost (the server-unreachable banner, issue 12 upstream faults)', () => {
  it('turns on when the live channel has been reconnecting past the grace, off once it is open again', async () => {
    const { result } = renderHook(() => useLiveConnectionLost(client));
    client.connect();
    await advance(0);
    expect(client.getStatus().state).toBe('open');
    expect(result.current).toBe(false);

    // The upstream live service goes away (the gateway closes the socket with 1014).
    server.up = false;
    act(() => server.last.dropConnection(1014));
    expect(client.getStatus().state).toBe('reconnecting');
    await advance(CONNECTION_LOST_GRACE_MS - 100);
    expect(result.current).toBe(false);
    await advance(200);
    expect(result.current).toBe(true);

    // Still down after more attempts: still shown, no flicker between attempts.
    await advance(10_000);
    expect(client.getStatus().state).toBe('reconnecting');
    expect(result.current).toBe(true);

    server.up = true;
    await advance(5000);
    expect(client.getStatus().state).toBe('open');
    expect(result.current).toBe(false);
  });

  it('stays off through a reconnect shorter than the grace (a gateway restart)', async () => {
    const { result } = renderHook(() => useLiveConnectionLost(client));
    client.connect();
    await advance(0);
    act(() => server.last.dropConnection(1001));
    await advance(CONNECTION_LOST_GRACE_MS - 1);
    expect(client.getStatus().state).toBe('open');
    expect(result.current).toBe(false);
    await advance(CONNECTION_LOST_GRACE_MS);
    expect(result.current).toBe(false);
  });

  it('is off while signed out (idle) and while the browser is offline (its own banner)', async () => {
    const network = new FakeNetwork();
    network.set(false);
    const offline = fakeServerClient(server, { network });
    const { result } = renderHook(() => useLiveConnectionLost(offline));
    expect(result.current).toBe(false);
    offline.connect();
    await advance(10_000);
    expect(offline.getStatus().state).toBe('offline');
    expect(result.current).toBe(false);
    offline.close();
  });
});
