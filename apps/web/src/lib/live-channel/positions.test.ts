import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePositions, encodePositionsBinary, type LivePosition } from '@armada/contracts/live';
import type { LiveChannelClient } from './live-channel-client';
import { subscribePositions, type PositionsUpdate } from './positions';
import { FakeLiveServer, fakeServerClient } from './testing/fake-live-server';
import { positionSubscribes, testPosition } from './testing/positions';

const START = Date.UTC(2026, 10, 14, 3, 0, 0);

let server: FakeLiveServer;
let client: LiveChannelClient;

const position = (id: number, overrides: Partial<LivePosition> = {}) =>
  testPosition(id, START, overrides);

function snapshot(seq: number, positions: LivePosition[]) {
  return { type: 'positions_snapshot', seq, payload: encodePositions(START, positions) };
}

function batch(seq: number, positions: LivePosition[], gone: number[] = []) {
  return {
    type: 'positions_batch',
    seq,
    payload: encodePositions(START + seq * 1000, positions, gone),
  };
}

const subscribeCount = (): number => positionSubscribes(server).length;

async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  server = new FakeLiveServer();
  client = fakeServerClient(server);
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('positions over the live channel', () => {
  it('sends positions_subscribe when the socket opens, and at once when it is open already', async () => {
    const feed = subscribePositions(client);
    client.connect();
    await settle();
    expect(server.last.sentMessages()).toContainEqual({
      type: 'positions_subscribe',
      payload: {},
    });
    feed.stop();

    subscribePositions(client, { vehicleIds: [3, 4] });
    expect(server.last.sentMessages()).toContainEqual({
      type: 'positions_subscribe',
      payload: { vehicleIds: [3, 4] },
    });
  });

  it('applies a snapshot, then batches in order, and reports what each changed', async () => {
    const feed = subscribePositions(client);
    const updates: PositionsUpdate[] = [];
    feed.listen((update) => updates.push(update));
    client.connect();
    await settle();
    expect(feed.ready).toBe(false);

    server.last.receive(snapshot(5, [position(1), position(2), position(7)]));
    expect(feed.ready).toBe(true);
    expect([...feed.store.vehicles.keys()]).toEqual([1, 2, 7]);

    server.last.receive(batch(6, [position(2, { latitude: -6.5, status: 'idle' })], [7]));
    expect(feed.store.vehicles.get(2)).toMatchObject({ latitude: -6.5, status: 'idle' });
    expect(feed.store.vehicles.has(7)).toBe(false);

    expect(updates.map((u) => [u.kind, u.seq, [...u.ids], u.gone])).toEqual([
      ['snapshot', 5, [1, 2, 7], []],
      ['batch', 6, [2], [7]],
    ]);
  });

  it('subscribes again on a seq gap and ignores batches until the fresh snapshot', async () => {
    const onResync = vi.fn();
    const feed = subscribePositions(client, { onResync });
    const updates: PositionsUpdate[] = [];
    feed.listen((update) => updates.push(update));
    client.connect();
    await settle();
    server.last.receive(snapshot(1, [position(1), position(2)]));
    expect(subscribeCount()).toBe(1);

    server.last.receive(batch(3, [position(1, { latitude: -7 })]));
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(subscribeCount()).toBe(2);
    expect(feed.store.vehicles.get(1)?.latitude).not.toBe(-7);

    // Batches still in flight from before the request: ignored, no request storm.
    server.last.receive(batch(4, [position(1, { latitude: -7.1 })]));
    expect(subscribeCount()).toBe(2);
    expect(updates).toHaveLength(1);

    server.last.receive(snapshot(10, [position(1, { latitude: -7.2 }), position(2)]));
    server.last.receive(batch(11, [position(2, { latitude: -7.3 })]));
    expect(feed.store.vehicles.get(1)?.latitude).toBe(-7.2);
    expect(feed.store.vehicles.get(2)?.latitude).toBe(-7.3);
  });

  it('asks again when no snapshot follows its request within 5 s', async () => {
    subscribePositions(client);
    client.connect();
    await settle();
    server.last.receive(batch(1, [position(1)]));
    expect(subscribeCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    server.last.receive(batch(6, [position(1)]));
    expect(subscribeCount()).toBe(2);
  });

  it('resumes within 5 s after a dropped connection with a fresh snapshot: no duplicates, none lost', async () => {
    const feed = subscribePositions(client);
    client.connect();
    await settle();
    server.last.receive(snapshot(1, [position(1), position(2), position(3)]));
    server.last.receive(batch(2, [position(3, { latitude: -6.9 })]));

    server.last.dropConnection();
    const droppedAt = Date.now();
    await vi.advanceTimersByTimeAsync(5000);
    expect(client.getStatus().state).toBe('open');
    expect(server.sockets).toHaveLength(2);
    expect(subscribeCount()).toBe(1);

    // The new connection counts seq from its own snapshot; vehicle 2 left meanwhile, 4 came.
    server.last.receive(snapshot(0, [position(1), position(3), position(4)]));
    server.last.receive(batch(1, [position(4, { latitude: -6.1 })]));
    expect(Date.now() - droppedAt).toBeLessThanOrEqual(5000);
    expect([...feed.store.vehicles.keys()].sort()).toEqual([1, 3, 4]);
    expect(feed.store.vehicles.size).toBe(3);
    expect(feed.store.vehicles.get(4)?.latitude).toBe(-6.1);
  });

  it('unsubscribes on stop and hears nothing after', async () => {
    const feed = subscribePositions(client);
    const listener = vi.fn();
    feed.listen(listener);
    client.connect();
    await settle();
    feed.stop();
    expect(server.last.sentMessages()).toContainEqual({ type: 'positions_unsubscribe' });
    server.last.receive(snapshot(1, [position(1)]));
    expect(listener).not.toHaveBeenCalled();
    expect(feed.store.vehicles.size).toBe(0);
  });
});

describe('positions as binary frames (ADR 0058)', () => {
  it('asks for them, applies snapshot and batches from typed arrays, and resyncs on a gap', async () => {
    const onResync = vi.fn();
    const feed = subscribePositions(client, { binary: true, onResync });
    const updates: PositionsUpdate[] = [];
    feed.listen((update) => updates.push(update));
    client.connect();
    await settle();
    expect(server.last.sentMessages()).toContainEqual({
      type: 'positions_subscribe',
      payload: { format: 'binary' },
    });
    // As the browser hands them over: an ArrayBuffer of its own.
    const frame = (bytes: Uint8Array) => bytes.slice().buffer;
    server.last.receiveRaw(
      frame(encodePositionsBinary('snapshot', 2, START, [position(1), position(2), position(7)])),
    );
    expect(feed.ready).toBe(true);
    expect(feed.store.vehicles.get(7)).toMatchObject({
      id: 7,
      heading: 90,
      speedKmh: 40,
      status: 'moving',
      reportedAt: START,
    });
    expect(feed.store.vehicles.get(7)?.latitude).toBeCloseTo(position(7).latitude, 5);
    server.last.receiveRaw(
      frame(
        encodePositionsBinary(
          'batch',
          3,
          START + 1000,
          [position(2, { latitude: -6.5, status: 'idle' })],
          [7],
        ),
      ),
    );
    expect(feed.store.vehicles.get(2)).toMatchObject({ latitude: -6.5, status: 'idle' });
    expect(feed.store.vehicles.has(7)).toBe(false);
    expect(updates.map((u) => [u.kind, u.seq, [...u.ids], u.gone])).toEqual([
      ['snapshot', 2, [1, 2, 7], []],
      ['batch', 3, [2], [7]],
    ]);
    server.last.receiveRaw(frame(encodePositionsBinary('batch', 9, START + 2000, [position(1)])));
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(subscribeCount()).toBe(2);
    // A frame that cannot be read is a lost batch too.
    server.last.receiveRaw(
      frame(encodePositionsBinary('snapshot', 10, START + 3000, [position(1)])),
    );
    server.last.receiveRaw(new Uint8Array([2, 1, 0]).buffer);
    expect(subscribeCount()).toBe(3);
  });

  it('hands the socket’s own frame to one listener when it is the only reader, else copies', async () => {
    const feed = subscribePositions(client, { binary: true });
    const taken: (ArrayBuffer | null)[] = [];
    const ids: number[][] = [];
    feed.listen((update) => {
      taken.push(update.takeFrame?.() ?? null, update.takeFrame?.() ?? null);
      ids.push([...update.ids]);
    });
    client.connect();
    await settle();
    const frame = encodePositionsBinary('snapshot', 1, START, [position(1), position(2)]).buffer;
    server.last.receiveRaw(frame);
    // The first taker gets the message itself, the second nothing (it may be in a worker now).
    expect(taken[0]).toBe(frame);
    expect(taken[1]).toBeNull();
    // Another reader of the socket's binary frames: each taker gets a copy of its own.
    const others: number[] = [];
    const stopOther = client.onBinary((bytes) => others.push(bytes.byteLength));
    const next = encodePositionsBinary('batch', 2, START + 1000, [position(2)]).buffer;
    server.last.receiveRaw(next);
    expect(others).toEqual([next.byteLength]);
    expect(taken[2]).not.toBe(next);
    expect(taken[3]).not.toBe(taken[2]);
    expect(new Uint8Array(taken[2] ?? new ArrayBuffer(0))).toEqual(new Uint8Array(next));
    expect(new Uint8Array(taken[3] ?? new ArrayBuffer(0))).toEqual(new Uint8Array(next));
    stopOther();
    // The update's ids are its own: readable after the frame went elsewhere.
    expect(ids).toEqual([[1, 2], [2]]);
    expect(feed.store.vehicles.get(2)).toMatchObject({ id: 2 });
  });

  it('leaves JSON subscribers alone: binary frames are not theirs', async () => {
    const feed = subscribePositions(client);
    client.connect();
    await settle();
    server.last.receiveRaw(encodePositionsBinary('snapshot', 0, START, [position(1)]).buffer);
    expect(feed.ready).toBe(false);
  });
});
