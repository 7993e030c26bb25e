import { describe, expect, it } from 'vitest';
import {
  PositionStore,
  decodePositionsBinary,
  encodePositions,
  encodePositionColumns,
  encodePositionsBinary,
  type LivePosition,
  VEHICLE_LIVE_STATUSES,
  type VehicleLiveStatus,
} from '@armada/contracts/live';
import { DENSE_ID_LIMIT, LivePositionStore, NO_STATUS, SlotIndex } from './position-columns';

const STATUSES: VehicleLiveStatus[] = ['moving', 'idle', 'parked', 'offline'];

function fix(id: number, round: number, t: number): LivePosition {
  return {
    id,
    latitude: -6.2 + ((id * 7 + round) % 100) / 1000,
    longitude: 106.8 + ((id * 3 + round) % 100) / 1000,
    heading: (id * 37 + round * 11) % 360,
    speedKmh: (id + round) % 90,
    status: STATUSES[(id + Math.floor(round / 2)) % 4] as VehicleLiveStatus,
    reportedAt: t - ((id + round) % 5) * 1000,
  };
}

/** Applies one frame to both stores, binary to ours and JSON to contracts' reference store. */
function applyBoth(
  ours: LivePositionStore,
  reference: PositionStore,
  kind: 'snapshot' | 'batch',
  seq: number,
  t: number,
  fixes: LivePosition[],
  gone: number[],
) {
  const frame = decodePositionsBinary(encodePositionsBinary(kind, seq, t, fixes, gone));
  if (!frame.ok) throw new Error(frame.problem);
  const result = ours.applyColumns(frame.value);
  const type = kind === 'snapshot' ? 'positions_snapshot' : 'positions_batch';
  const payload = encodePositions(t, fixes, gone);
  expect(reference.apply({ type, seq, payload } as never)).toBe(result);
  return result;
}

describe('the positions store kept in columns (ADR 0058)', () => {
  // Ids from 1, and ids across the dense index's limit (half of them found through its Map).
  it.each([0, DENSE_ID_LIMIT - 60])(
    'reads as contracts’ PositionStore through snapshots, batches, joins, leaves, compaction (ids from %i)',
    (offset) => {
      const ours = new LivePositionStore();
      const reference = new PositionStore();
      let present = Array.from({ length: 40 }, (_, i) => offset + i + 1);
      applyBoth(
        ours,
        reference,
        'snapshot',
        1,
        1_000_000,
        present.map((id) => fix(id, 0, 1_000_000)),
        [],
      );
      let nextId = offset + 41;
      for (let round = 1; round <= 30; round++) {
        const t = 1_000_000 + round * 1000;
        const gone = present.filter((id) => (id + round) % 9 === 0);
        const joined = [nextId++, nextId++];
        const stay = present.filter((id) => !gone.includes(id));
        const moved = [...stay.filter((id) => (id + round) % 3 !== 0), ...joined].sort(
          (a, b) => a - b,
        );
        const before = new Map([...ours.vehicles.values()].map((p) => [p.id, p.status]));
        expect(
          applyBoth(
            ours,
            reference,
            'batch',
            round + 1,
            t,
            moved.map((id) => fix(id, round, t)),
            gone,
          ),
        ).toBe('applied');
        const change = ours.takeChange();
        present = [...stay, ...joined];
        expect([...ours.vehicles.keys()]).toEqual([...reference.vehicles.keys()]);
        expect([...ours.vehicles.values()]).toEqual([...reference.vehicles.values()]);
        expect(ours.vehicles.size).toBe(reference.vehicles.size);
        expect(change.joined).toBe(2);
        const expected = [
          ...moved.filter((id) => before.get(id) !== ours.statusOf(id)),
          ...gone,
        ].sort((a, b) => a - b);
        expect([...change.statusChanged].sort((a, b) => a - b)).toEqual(expected);
      }
      for (const id of [1, 2, 50, 999].map((id) => offset + id)) {
        expect(ours.vehicles.get(id)).toEqual(reference.vehicles.get(id));
        expect(ours.vehicles.has(id)).toBe(reference.vehicles.has(id));
        expect(ours.statusOf(id)).toBe(reference.vehicles.get(id)?.status);
      }
      expect(ours.statusCodeOf(offset + 999)).toBe(NO_STATUS);
      expect(ours.time).toBe(reference.time);
    },
  );

  it('refuses a batch out of order and changes nothing; a snapshot replaces the fleet', () => {
    const ours = new LivePositionStore();
    const reference = new PositionStore();
    applyBoth(ours, reference, 'snapshot', 5, 1000, [fix(1, 0, 1000), fix(2, 0, 1000)], []);
    expect(applyBoth(ours, reference, 'batch', 7, 2000, [fix(1, 1, 2000)], [2])).toBe('resync');
    expect(ours.vehicles.get(1)).toEqual(reference.vehicles.get(1));
    expect(ours.vehicles.size).toBe(2);
    applyBoth(ours, reference, 'snapshot', 9, 3000, [fix(3, 2, 3000)], []);
    expect([...ours.vehicles.keys()]).toEqual([3]);
    expect(ours.takeChange()).toEqual({ statusChanged: new Int32Array(0), joined: 0 });
  });

  it('keeps one position object per vehicle until that vehicle changes', () => {
    const ours = new LivePositionStore();
    const reference = new PositionStore();
    applyBoth(ours, reference, 'snapshot', 1, 1000, [fix(1, 0, 1000), fix(2, 0, 1000)], []);
    const first = ours.vehicles.get(1);
    const second = ours.vehicles.get(2);
    expect(ours.vehicles.get(1)).toBe(first);
    applyBoth(ours, reference, 'batch', 2, 2000, [fix(2, 1, 2000)], []);
    expect(ours.vehicles.get(1)).toBe(first);
    expect(ours.vehicles.get(2)).not.toBe(second);
    expect(ours.vehicles.get(2)).toEqual(reference.vehicles.get(2));
    expect(new Map(ours.vehicles)).toEqual(reference.vehicles);
  });
});

describe('the store’s id to slot index', () => {
  it('finds small ids through its array and any other id through its Map, and counts both', () => {
    const index = new SlotIndex();
    const ids = [0, 7, 5000, DENSE_ID_LIMIT - 1, DENSE_ID_LIMIT, 2 ** 31 + 5, 4_000_000_000];
    ids.forEach((id, slot) => index.set(id, slot));
    expect(index.size).toBe(ids.length);
    ids.forEach((id, slot) => expect(index.get(id)).toBe(slot));
    for (const absent of [1, 6, 4999, 5001, DENSE_ID_LIMIT + 1, -1, 7.5, 10 * DENSE_ID_LIMIT])
      expect(index.has(absent)).toBe(false);
    // Moved to another slot (compaction) without counting twice.
    index.set(7, 40);
    index.set(DENSE_ID_LIMIT, 41);
    expect([index.get(7), index.get(DENSE_ID_LIMIT), index.size]).toEqual([40, 41, ids.length]);
    index.delete(7);
    index.delete(4_000_000_000);
    index.delete(123);
    expect([index.has(7), index.has(4_000_000_000), index.size]).toEqual([false, false, 5]);
    index.clear();
    expect(index.size).toBe(0);
    expect(ids.some((id) => index.has(id))).toBe(false);
  });

  it('reads a fix into a reused object and the box around the fleet, without position objects', () => {
    const store = new LivePositionStore();
    expect(store.bounds()).toBeNull();
    const at = (id: number, latitude: number, longitude: number): LivePosition => ({
      ...fix(id, 0, 1000),
      latitude,
      longitude,
    });
    const fixes = [at(1, -6.2, 106.8), at(2, -6.9, 107.6), at(3, -7.25, 112.75)];
    const frame = decodePositionsBinary(encodePositionsBinary('snapshot', 1, 1000, fixes));
    if (!frame.ok) throw new Error(frame.problem);
    store.applyColumns(frame.value);
    const out = { latitude: 0, longitude: 0, heading: 0, status: 0 };
    expect(store.readFix(2, out)).toBe(true);
    const two = store.vehicles.get(2);
    expect(out).toEqual({
      latitude: two?.latitude,
      longitude: two?.longitude,
      heading: two?.heading,
      status: VEHICLE_LIVE_STATUSES.indexOf(two?.status ?? 'moving'),
    });
    expect(store.readFix(99, out)).toBe(false);
    const [[south, west], [north, east]] = store.bounds() ?? [
      [0, 0],
      [0, 0],
    ];
    expect(south).toBeCloseTo(-7.25, 5);
    expect(north).toBeCloseTo(-6.2, 5);
    expect(west).toBeCloseTo(106.8, 5);
    expect(east).toBeCloseTo(112.75, 5);
    // A vehicle that left is outside the box.
    const batch = decodePositionsBinary(encodePositionsBinary('batch', 2, 2000, [], [3]));
    if (!batch.ok) throw new Error(batch.problem);
    store.applyColumns(batch.value);
    expect(store.bounds()?.[0][0]).toBeCloseTo(-6.9, 5);
  });

  it('gives back its fleet as a frame’s columns, ids ascending, that a new store reads the same', () => {
    const store = new LivePositionStore();
    const first = decodePositionsBinary(
      encodePositionsBinary('snapshot', 1, 1000, [fix(5, 0, 1000), fix(2, 0, 1000)]),
    );
    const later = decodePositionsBinary(
      encodePositionsBinary('batch', 2, 2000, [fix(1, 1, 2000), fix(5, 1, 2000)]),
    );
    if (!first.ok || !later.ok) throw new Error('frames');
    store.applyColumns(first.value);
    store.applyColumns(later.value); // 1 joins after 2 and 5: its slot is out of id order
    const columns = store.frameColumns();
    expect([...columns.ids]).toEqual([1, 2, 5]);
    const again = decodePositionsBinary(encodePositionColumns('snapshot', 0, 2000, columns));
    if (!again.ok) throw new Error(again.problem);
    const copy = new LivePositionStore();
    copy.applyColumns(again.value);
    for (const id of [1, 2, 5]) expect(copy.vehicles.get(id)).toEqual(store.vehicles.get(id));
    // Only the ids asked for (a batch's), those the store lacks left out.
    const some = store.frameColumns(Int32Array.of(1, 5, 9));
    expect([...some.ids]).toEqual([1, 5]);
    expect([...some.packed]).toEqual([columns.packed[0], columns.packed[2]]);
  });
});
