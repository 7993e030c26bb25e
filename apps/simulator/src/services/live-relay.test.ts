import { describe, expect, it } from 'vitest';
import { alertCenterResolveType, type ServerMessage } from '@armada/contracts/live';
import type { BusHandler, ProcessBus } from '../store/process-bus';
import type { AuthContext } from './auth-service';
import { LiveHub } from './live-hub';
import { relayLive } from './live-relay';
import { livePosition as position } from '../testing/live-positions';

/** A bus whose sends finish when the test says so. */
function fakeBus() {
  const sent: unknown[] = [];
  const finish: (() => void)[] = [];
  let handler: BusHandler | undefined;
  const bus: Pick<ProcessBus, 'send' | 'sent' | 'on'> = {
    send: (_topic, body) => void sent.push(body),
    sent: (_topic, body) => {
      sent.push(body);
      return new Promise<void>((resolve) => finish.push(resolve));
    },
    on: (_topic, received) => {
      handler = received;
    },
  };
  return { bus, sent, finish, receive: (body: unknown) => handler?.(body, 'sim-other') };
}

describe('relayLive (STORE-15)', () => {
  it('merges the batches that wait while one is sent: fewer, larger, latest positions', async () => {
    const { bus, sent, finish } = fakeBus();
    const hub = new LiveHub(() => true);
    relayLive(bus, hub);
    hub.publishPositions(1001, 1_000, [position(1, -6.1)]);
    expect(sent).toHaveLength(1);
    // Three ticks while the first is on its way: one batch, each vehicle at its latest.
    hub.publishPositions(1001, 2_000, [position(1, -6.2), position(2, -6.3)]);
    hub.publishPositions(1001, 3_000, [position(3, -6.4)], [2]);
    hub.publishPositions(1001, 4_000, [position(1, -6.5)]);
    expect(sent).toHaveLength(1);
    finish.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      kind: 'positions',
      companyId: 1001,
      at: 4_000,
      changed: [position(1, -6.5), position(3, -6.4)],
      gone: [2],
    });
  });

  it('delivers what another process sent here only, and refuses what does not check', async () => {
    const { bus, sent, receive } = fakeBus();
    const hub = new LiveHub(() => true);
    relayLive(bus, hub);
    const frames: string[] = [];
    const auth = { sessionHash: 's', user: { id: 1 }, company: { id: 1001 } } as AuthContext;
    const connection = hub.attach({ send: (text) => frames.push(text) }, auth);
    hub.subscribePositions(connection);
    frames.length = 0;
    const resolve = {
      type: alertCenterResolveType(1001),
      payload: {
        rawAlertId: ['7'],
        userId: 1,
        actionType: 'Resolve',
        type: 'Resolve',
        data: { isResolved: true },
        createdOn: '2026-11-20T03:00:00.000Z',
        aggregate: { updatedAlerts: 1, updatedAlertStatuses: 1, insertedAlertLogs: 1 },
      },
    } as unknown as ServerMessage;
    await receive({ kind: 'message', message: resolve });
    await receive({ kind: 'message', message: { type: alertCenterResolveType(1001) } });
    await receive({ kind: 'positions', companyId: 1001, at: 5, changed: [{ id: 'x' }], gone: [] });
    await receive({
      kind: 'positions',
      companyId: 1001,
      at: 5,
      changed: [position(4, -6)],
      gone: [],
    });
    await receive({ kind: 'session-ended', sessionHash: 'other' });
    expect(frames.map((text) => (JSON.parse(text) as { type: string }).type)).toEqual([
      alertCenterResolveType(1001),
      'positions_batch',
    ]);
    // Nothing received is sent on.
    expect(sent).toEqual([]);
    await receive({ kind: 'session-ended', sessionHash: 's' });
    expect(hub.size()).toBe(0);
  });
});
