import { describe, expect, it } from 'vitest';
import {
  alertCenterNewType,
  alertCenterResolveType,
  alertCenterTagType,
  decodePositionsBinary,
  routeOptimizationType,
  systemNotifType,
  type ServerMessage,
} from '@armada/contracts/live';
import type { AuthContext } from './auth-service';
import { LiveHub, recipientTest } from './live-hub';
import { livePosition as position } from '../testing/live-positions';

function auth(userId: number, companyId: number): AuthContext {
  return { sessionHash: 'x', user: { id: userId }, company: { id: companyId } } as AuthContext;
}

function message(type: string): ServerMessage {
  return { type, payload: {} } as unknown as ServerMessage;
}

describe('LiveHub.publish (LIVE-4)', () => {
  it('delivers each kind by the delivery rule: user, company, or tag', () => {
    const hub = new LiveHub(() => true);
    const got = new Map<string, string[]>();
    const attach = (name: string, userId: number, companyId: number, tags: string[] = []) => {
      const frames: string[] = [];
      got.set(name, frames);
      const connection = hub.attach({ send: (text) => frames.push(text) }, auth(userId, companyId));
      hub.setTags(connection, auth(userId, companyId), tags);
    };
    attach('u1', 1, 1001, [alertCenterTagType(7)]);
    attach('u2', 2, 1001);
    attach('u5', 5, 1449, [alertCenterTagType(70)]);

    const delivered = (type: string) => {
      for (const frames of got.values()) frames.length = 0;
      const count = hub.publish(message(type));
      const names = [...got].filter(([, frames]) => frames.length > 0).map(([name]) => name);
      expect(names.length).toBe(count);
      return names;
    };
    expect(delivered(alertCenterNewType(2))).toEqual(['u2']);
    expect(delivered(systemNotifType(1))).toEqual(['u1']);
    expect(delivered(alertCenterResolveType(1001))).toEqual(['u1', 'u2']);
    expect(delivered(routeOptimizationType(1449))).toEqual(['u5']);
    expect(delivered(alertCenterTagType(7))).toEqual(['u1']);
    expect(delivered(alertCenterTagType(70))).toEqual(['u5']);
    // Ids are compared whole: user 1 is not user 11, company 100 not 1001.
    expect(delivered(alertCenterNewType(11))).toEqual([]);
    expect(delivered(alertCenterResolveType(100))).toEqual([]);
    expect(delivered('PONG')).toEqual([]);
  });

  it('encodes a fanned-out message once: every connection gets the same text', () => {
    const hub = new LiveHub(() => true);
    const sent: string[] = [];
    for (let i = 0; i < 500; i++) hub.attach({ send: (text) => sent.push(text) }, auth(1, 1001));
    expect(hub.publish(message(alertCenterResolveType(1001)))).toBe(500);
    expect(new Set(sent).size).toBe(1);
    expect(JSON.parse(sent[0] ?? '')).toEqual({ type: 'alert-center-resolve-1001', payload: {} });
  });

  it('decides the recipients once per message, not per connection', () => {
    expect(recipientTest('PONG')).toBeNull();
    expect(recipientTest('no-such-type')).toBeNull();
    const test = recipientTest(alertCenterNewType(42));
    expect(test?.({ id: 1, userId: 42, companyId: 1, tags: new Set() })).toBe(true);
    expect(test?.({ id: 1, userId: 4, companyId: 42, tags: new Set() })).toBe(false);
  });
});

describe('positions as binary frames (LIVE-6, ADR 0058)', () => {
  it('sends a binary snapshot and batches to a binary subscriber, JSON to the others', () => {
    const fleet = [1, 2, 3].map((id) => ({
      id,
      latitude: -6.2,
      longitude: 106.8 + id / 1000,
      heading: 90,
      speedKmh: 30,
      status: 'moving' as const,
      reportedAt: 1_000_000,
    }));
    const hub = new LiveHub(
      () => true,
      () => fleet,
    );
    const frames: Uint8Array[] = [];
    const texts: string[] = [];
    const binary = hub.attach(
      { send: (text) => texts.push(text), sendBinary: (frame) => frames.push(frame) },
      auth(1, 1001),
    );
    const plain: string[] = [];
    const json = hub.attach({ send: (text) => plain.push(text) }, auth(2, 1001));
    hub.subscribePositions(binary, undefined, 'binary');
    hub.subscribePositions(json, undefined, 'binary');
    expect(hub.publishPositions(1001, 1_001_000, fleet.slice(0, 2), [3])).toBe(2);
    expect(texts).toEqual([]);
    const read = frames.map((frame) => decodePositionsBinary(frame));
    expect(read.map((r) => r.ok && [r.value.kind, r.value.seq, r.value.ids.length])).toEqual([
      ['snapshot', 0, 3],
      ['batch', 1, 2],
    ]);
    // A socket that cannot send binary frames gets JSON, whatever it asked for.
    expect(plain.map((text) => (JSON.parse(text) as { type: string }).type)).toEqual([
      'positions_snapshot',
      'positions_batch',
    ]);
  });
});

describe('LiveHub relay (STORE-15)', () => {
  it('publishes here and to the relay; what another process sent is delivered here only', () => {
    const sent: string[] = [];
    const relayed: unknown[] = [];
    const hub = new LiveHub(
      () => true,
      () => [position(1, -6.1), position(2, -6.2)],
    );
    const connection = hub.attach({ send: (text) => sent.push(text) }, auth(1, 1001));
    expect(hub.hasPositionSubscribers(1001)).toBe(false);
    hub.relayTo({
      message: (m) => relayed.push(m.type),
      positions: (companyId, _at, changed) => relayed.push([companyId, changed.length]),
      endSession: (hash) => relayed.push(`ended ${hash}`),
    });
    // Another process may have subscribers: batches are built for it.
    expect(hub.hasPositionSubscribers(1001)).toBe(true);

    expect(hub.publish(message(alertCenterResolveType(1001)))).toBe(1);
    expect(hub.deliver(message(alertCenterResolveType(1001)))).toBe(1);
    expect(relayed).toEqual([alertCenterResolveType(1001)]);

    // A relayed batch is delivered, and kept for snapshots.
    hub.subscribePositions(connection);
    expect(hub.receivePositions(1001, 2_000, [position(2, -6.25)], [])).toBe(1);
    expect(relayed).toHaveLength(1);
    expect(hub.relayedPositionsOf(1001)?.get(2)?.latitude).toBe(-6.25);
    expect(hub.relayedPosition(2)?.latitude).toBe(-6.25);
    expect(hub.relayedPosition(99)).toBeNull();
    hub.receivePositions(1001, 3_000, [], [2]);
    expect(hub.relayedPositionsOf(1001)?.has(2)).toBe(false);
    hub.publishPositions(1001, 4_000, [position(1, -6.3)]);
    expect(relayed).toEqual([alertCenterResolveType(1001), [1001, 1]]);
    expect(sent.filter((text) => text.includes('positions_batch'))).toHaveLength(3);

    // LIVE-7: a sign-out ends the session here and on the other processes; one relayed ends it
    // here only.
    expect(hub.endSessionHere('other')).toBe(0);
    expect(hub.endSession('x')).toBe(1);
    expect(relayed.at(-1)).toBe('ended x');
    expect(hub.size()).toBe(0);
  });
});
