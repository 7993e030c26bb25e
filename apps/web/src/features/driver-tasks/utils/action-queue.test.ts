import { describe, expect, it } from 'vitest';
import { ActionQueue, MemoryQueueStorage, type QueuedItem, type SendOutcome } from './action-queue';
import { actionsFor, mapsHref, shownStatus, telHref } from './stop-view';
import { fitWithin } from './resize-image';

/** docs/rules/fleet-tasks.md FT-17: the phone's queue of driver actions. */

const item = (
  key: string,
  stopId: number,
  at: number,
  kind: 'arrived' = 'arrived',
): QueuedItem => ({
  kind,
  key,
  stopId,
  createdAt: at,
  state: 'waiting',
});

/** A server reachable or not, counting what reached it. */
function fakeServer() {
  const received: string[] = [];
  let online = false;
  const send = async (queued: QueuedItem): Promise<SendOutcome> => {
    await Promise.resolve();
    if (!online) return 'offline';
    received.push(queued.key);
    return queued.stopId === 99 ? { refused: 409 } : 'sent';
  };
  return { received, send, goOnline: () => (online = true) };
}

describe('the action queue (FT-17)', () => {
  it('keeps actions made offline and sends each once, in order, when the network is back', async () => {
    const server = fakeServer();
    const storage = new MemoryQueueStorage();
    const queue = new ActionQueue(storage, server.send);
    await queue.add(item('b', 1, 2));
    await queue.add(item('a', 1, 1));
    await queue.flush();
    expect(server.received).toEqual([]);
    expect(queue.snapshot().map((i) => i.key)).toEqual(['a', 'b']);
    expect((await storage.all()).length).toBe(2);

    server.goOnline();
    // Two `online` events at once: one flush runs, the other joins it.
    await Promise.all([queue.flush(), queue.flush()]);
    await queue.flush();
    expect(server.received).toEqual(['a', 'b']);
    expect(queue.snapshot()).toEqual([]);
    expect(await storage.all()).toEqual([]);
  });

  it('survives a reload: a new queue over the same storage sends what the old one kept', async () => {
    const server = fakeServer();
    const storage = new MemoryQueueStorage();
    await new ActionQueue(storage, server.send).add(item('kept', 2, 1));
    server.goOnline();
    const reloaded = new ActionQueue(storage, server.send);
    await reloaded.flush();
    expect(server.received).toEqual(['kept']);
  });

  it('keeps a refused action to be shown, sends the rest, and forgets it when dismissed', async () => {
    const server = fakeServer();
    server.goOnline();
    const queue = new ActionQueue(new MemoryQueueStorage(), server.send);
    await queue.add(item('settled', 99, 1));
    await queue.add(item('next', 3, 2));
    await queue.flush();
    expect(server.received).toEqual(['settled', 'next']);
    expect(queue.snapshot()).toMatchObject([
      { key: 'settled', state: 'refused', refusedWith: 409 },
    ]);
    await queue.flush();
    expect(server.received).toEqual(['settled', 'next']);
    await queue.dismiss('settled');
    expect(queue.snapshot()).toEqual([]);
  });

  it('treats a send that throws as offline: the action waits with its key', async () => {
    let calls = 0;
    const queue = new ActionQueue(new MemoryQueueStorage(), () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('lost')) : Promise.resolve('sent' as const);
    });
    await queue.add(item('k', 1, 1));
    await queue.flush();
    expect(queue.snapshot().map((i) => i.key)).toEqual(['k']);
    await queue.flush();
    expect(queue.snapshot()).toEqual([]);
    expect(calls).toBe(2);
  });
});

describe('what a stop shows (FT-14, FT-15)', () => {
  it('shows the status a waiting action makes, marked waiting', () => {
    const stop = { id: 1, status: 'PENDING' as const };
    expect(shownStatus(stop, [])).toEqual({ status: 'PENDING', waiting: false });
    expect(shownStatus(stop, [item('a', 1, 1)])).toEqual({ status: 'ARRIVED', waiting: true });
    expect(shownStatus(stop, [{ ...item('a', 1, 1), state: 'refused' }]).waiting).toBe(false);
  });

  it('offers arrive on the way, delivered or failed once there, nothing when settled', () => {
    expect(actionsFor('EN_ROUTE')).toEqual(['arrived', 'failed']);
    expect(actionsFor('ARRIVED')).toEqual(['delivered', 'failed']);
    expect(actionsFor('DELIVERED')).toEqual([]);
  });

  it('links to the phone and the maps app', () => {
    expect(telHref('+62 812-3456-789')).toBe('tel:+628123456789');
    expect(mapsHref(-6.2, 106.8)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-6.2,106.8',
    );
  });

  it('resizes a photo to at most 1280 px on its longer side (FT-18)', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
