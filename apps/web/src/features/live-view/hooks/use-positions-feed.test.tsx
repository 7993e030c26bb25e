import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { encodePositionsBinary } from '@armada/contracts/live';
import { startPositionsEarly, type LiveChannelClient } from '@/lib/live-channel';
import { FakeLiveServer, fakeServerClient } from '@/lib/live-channel/testing/fake-live-server';
import { positionSubscribes, testPosition } from '@/lib/live-channel/testing/positions';
import { usePositionsFeed } from './use-positions-feed';

const START = Date.UTC(2026, 10, 16, 3, 0, 0);

let server: FakeLiveServer;
let client: LiveChannelClient;

const position = (id: number) => testPosition(id, START);
const subscribes = () => positionSubscribes(server);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  server = new FakeLiveServer();
  client = fakeServerClient(server);
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('usePositionsFeed', () => {
  it('takes the feed subscribed before the page, with the snapshot already in it', async () => {
    startPositionsEarly(client, { binary: true });
    client.connect();
    await act(() => vi.advanceTimersByTimeAsync(0));
    server.last.receiveRaw(
      encodePositionsBinary('snapshot', 1, START, [position(1), position(2)]).slice().buffer,
    );

    const { result, unmount } = renderHook(() => usePositionsFeed(client));
    expect(result.current.feed?.ready).toBe(true);
    expect(result.current.feed?.store.vehicles.size).toBe(2);
    expect(result.current.version).toBe(1);
    expect(result.current.last).toEqual({ t: START, receivedAt: START });
    // No second subscription: the one sent as the socket opened is the page's.
    expect(subscribes()).toHaveLength(1);

    act(() =>
      server.last.receiveRaw(
        encodePositionsBinary('batch', 2, START + 1000, [position(1)]).slice().buffer,
      ),
    );
    expect(result.current.version).toBe(2);
    unmount();
    expect(server.last.sentMessages()).toContainEqual({ type: 'positions_unsubscribe' });
  });

  it('subscribes itself when nothing was started before it', async () => {
    client.connect();
    await act(() => vi.advanceTimersByTimeAsync(0));
    const { result, unmount } = renderHook(() => usePositionsFeed(client));
    expect(result.current.feed?.ready).toBe(false);
    expect(result.current.version).toBe(0);
    expect(subscribes()).toEqual([{ type: 'positions_subscribe', payload: { format: 'binary' } }]);
    unmount();
  });
});
