import { describe, expect, it } from 'vitest';
import {
  POSITION_LIMITS,
  PositionStore,
  decodePositions,
  encodePositions,
  type PositionBatch,
  type LivePosition,
} from './live-positions';

const T = Date.parse('2026-11-14T10:00:00+07:00');

function vehicle(id: number, overrides: Partial<LivePosition> = {}): LivePosition {
  return {
    id,
    latitude: -6.2 + id / 10_000,
    longitude: 106.8 + id / 20_000,
    heading: (id * 37) % 360,
    speedKmh: id % 90,
    status: (['moving', 'idle', 'parked', 'offline'] as const)[id % 4] ?? 'moving',
    reportedAt: T - (id % 30) * 1000,
    ...overrides,
  };
}

describe('position batches', () => {
  it('POS-1 encode then decode gives the positions back, to about a metre, in id order', () => {
    const positions = [vehicle(12), vehicle(3), vehicle(7, { latitude: -7.2575123 })];
    const batch = encodePositions(T, positions);
    expect(batch.ids).toEqual([3, 4, 5]);
    const decoded = decodePositions(JSON.parse(JSON.stringify(batch)));
    if (!decoded.ok) throw new Error(decoded.problem);
    expect(decoded.positions.map((p) => p.id)).toEqual([3, 7, 12]);
    for (const position of decoded.positions) {
      const original = positions.find((p) => p.id === position.id) as LivePosition;
      expect(Math.abs(position.latitude - original.latitude)).toBeLessThanOrEqual(0.5e-5);
      expect(Math.abs(position.longitude - original.longitude)).toBeLessThanOrEqual(0.5e-5);
      expect(position).toMatchObject({
        heading: original.heading,
        speedKmh: original.speedKmh,
        status: original.status,
        reportedAt: original.reportedAt,
      });
    }
  });

  it('POS-2 rounds heading into 0..359 and speed into 0..max', () => {
    const batch = encodePositions(T, [
      vehicle(1, { heading: -10, speedKmh: -3 }),
      vehicle(2, { heading: 359.6, speedKmh: 999 }),
    ]);
    expect(batch.hdg).toEqual([350, 0]);
    expect(batch.spd).toEqual([0, POSITION_LIMITS.maxSpeedKmh]);
  });

  it('POS-3 5,000 vehicles fit in about 170 KB of JSON per full batch', () => {
    const fleet = Array.from({ length: 5000 }, (_, i) => vehicle(i + 1));
    const json = JSON.stringify(encodePositions(T, fleet));
    // Measured, not timed: a guard against a format that grows by accident.
    expect(json.length).toBeLessThan(175_000);
  });

  it.each<[string, (batch: PositionBatch) => unknown, RegExp]>([
    ['a column of another length', (b) => ({ ...b, lat: b.lat.slice(1) }), /\/lat has 1 items/],
    ['ids not ascending', (b) => ({ ...b, ids: [2, 0] }), /\/ids\/1/],
    ['a latitude past the pole', (b) => ({ ...b, lat: [9_100_000, 1] }), /\/lat\/0/],
    ['an unknown status', (b) => ({ ...b, st: [0, 7] }), /\/st\/1/],
    ['a fractional speed', (b) => ({ ...b, spd: [1.5, 2] }), /\/spd\/0/],
    ['an extra field', (b) => ({ ...b, extra: 1 }), /./],
    ['another layout version', (b) => ({ ...b, v: 2 }), /\/v/],
    ['no layout version', ({ v: _v, ...rest }) => rest, /./],
    ['not an object', () => 'positions', /./],
  ])('POS-4 refuses %s, saying where', (_label, spoil, problem) => {
    const decoded = decodePositions(spoil(encodePositions(T, [vehicle(1), vehicle(2)])));
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.problem).toMatch(problem);
  });
});

describe('PositionStore', () => {
  const snapshot = (seq: number, positions: LivePosition[]) =>
    ({ type: 'positions_snapshot', seq, payload: encodePositions(T, positions) }) as const;
  const batch = (seq: number, positions: LivePosition[], gone: number[] = []) =>
    ({
      type: 'positions_batch',
      seq,
      payload: encodePositions(T + seq * 1000, positions, gone),
    }) as const;

  it('POS-5 a snapshot replaces the fleet; batches in order move, add and remove vehicles', () => {
    const store = new PositionStore();
    expect(store.apply(snapshot(10, [vehicle(1), vehicle(2), vehicle(3)]))).toBe('applied');
    expect(store.apply(batch(11, [vehicle(2, { latitude: -6.3 }), vehicle(9)], [3]))).toBe(
      'applied',
    );
    expect([...store.vehicles.keys()].sort((a, b) => a - b)).toEqual([1, 2, 9]);
    expect(store.vehicles.get(2)?.latitude).toBe(-6.3);
    expect(store.time).toBe(T + 11_000);

    expect(store.apply(snapshot(40, [vehicle(5)]))).toBe('applied');
    expect([...store.vehicles.keys()]).toEqual([5]);
  });

  it('POS-6 a gap, a batch before any snapshot or an unreadable batch asks for a resync', () => {
    const store = new PositionStore();
    expect(store.apply(batch(1, [vehicle(1)]))).toBe('resync');
    store.apply(snapshot(1, [vehicle(1)]));
    expect(store.apply(batch(3, [vehicle(1, { speedKmh: 50 })]))).toBe('resync');
    const broken = { ...batch(2, [vehicle(1)]), payload: { t: T } } as never;
    expect(store.apply(broken)).toBe('resync');
    // Nothing of the refused batches was applied.
    expect(store.vehicles.get(1)?.speedKmh).toBe(vehicle(1).speedKmh);
    expect(store.apply(batch(2, [vehicle(1, { speedKmh: 50 })]))).toBe('applied');
  });
});
