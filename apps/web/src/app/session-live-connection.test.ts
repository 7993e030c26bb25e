import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePositionsBinary } from '@armada/contracts/live';
import { takeEarlyPositions, type LiveChannelClient } from '@/lib/live-channel';
import {
  FakeLiveServer,
  fakeServerClient,
  isUnauthorizedError,
} from '@/lib/live-channel/testing/fake-live-server';
import { positionSubscribes, testPosition } from '@/lib/live-channel/testing/positions';
import { createSessionLiveConnection } from './session-live-connection';

/**
 * The connection the app's entry opens on the live view before anything renders (ADR 0058, the
 * first second): the positions are asked for as the socket opens, the page takes that feed with
 * what it has received, and the shell takes the connection over without a second socket.
 */
const START = Date.UTC(2026, 10, 16, 3, 0, 0);
const KEEP_MS = 30_000;

let server: FakeLiveServer;
let client: LiveChannelClient;

const position = (id: number) => testPosition(id, START);
const subscribes = () => positionSubscribes(server);

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  server = new FakeLiveServer();
  // As the app's client: a 401 on the token request stops it.
  client = fakeServerClient(server, { isUnauthorized: isUnauthorizedError });
});

afterEach(() => {
  takeEarlyPositions(client, true)?.feed.stop();
  client.close();
  vi.useRealTimers();
});

describe('the live connection opened before the page', () => {
  it('asks for the positions as the socket opens, with no page rendered', async () => {
    createSessionLiveConnection(client).startEarly({ positions: true }, KEEP_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.tokenRequests).toBe(1);
    expect(subscribes()).toEqual([{ type: 'positions_subscribe', payload: { format: 'binary' } }]);
  });

  it('hands the page the feed with the snapshot it received, once', async () => {
    createSessionLiveConnection(client).startEarly({ positions: true }, KEEP_MS);
    await vi.advanceTimersByTimeAsync(0);
    server.last.receiveRaw(
      encodePositionsBinary('snapshot', 1, START, [position(1), position(2)]).slice().buffer,
    );
    const early = takeEarlyPositions(client, true);
    expect(early?.feed.ready).toBe(true);
    expect(early?.feed.store.vehicles.size).toBe(2);
    expect(early?.last).toEqual({ t: START, receivedAt: START });
    expect(takeEarlyPositions(client, true)).toBeNull();
    early?.feed.stop();
  });

  it('asks for no positions off the live view (the control tower)', async () => {
    createSessionLiveConnection(client).startEarly({ positions: false }, KEEP_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.getStatus().state).toBe('open');
    expect(subscribes()).toEqual([]);
    expect(takeEarlyPositions(client, true)).toBeNull();
  });

  it('is taken over by the shell: one socket, kept open', async () => {
    const session = createSessionLiveConnection(client);
    session.startEarly({ positions: true }, KEEP_MS);
    await vi.advanceTimersByTimeAsync(0);
    const close = session.connect();
    await vi.advanceTimersByTimeAsync(KEEP_MS + 1000);
    expect(server.sockets).toHaveLength(1);
    expect(client.getStatus().state).toBe('open');
    close();
    expect(client.getStatus().state).toBe('idle');
  });

  it('closes again, the feed stopped, when no shell takes it over (the identity failed)', async () => {
    createSessionLiveConnection(client).startEarly({ positions: true }, KEEP_MS);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(KEEP_MS);
    expect(client.getStatus().state).toBe('idle');
    expect(takeEarlyPositions(client, true)).toBeNull();
    expect(server.last.sentMessages()).toContainEqual({ type: 'positions_unsubscribe' });
  });

  it('stops by itself when the session is gone (the token request answers 401)', async () => {
    server.signedOut = true;
    createSessionLiveConnection(client).startEarly({ positions: true }, KEEP_MS);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sockets).toHaveLength(0);
    expect(client.getStatus().state).toBe('idle');
  });
});
