import { describe, expect, it } from 'vitest';
import {
  PositionStore,
  decodePositions,
  encodePositions,
  type LivePosition,
} from './live-positions';
import {
  POSITIONS_BINARY_BYTES_PER_VEHICLE,
  POSITIONS_BINARY_HEADER_BYTES,
  decodePositionsBinary,
  encodePositionColumns,
  encodePositionsBinary,
  positionAt,
  withSeq,
} from './live-positions-binary';

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

function read(frame: Uint8Array) {
  const decoded = decodePositionsBinary(frame);
  if (!decoded.ok) throw new Error(decoded.problem);
  return decoded.value;
}

describe('binary position frames', () => {
  it('POS-B1 carry what the JSON batch carries, 16 bytes a vehicle', () => {
    const positions = [
      vehicle(12),
      vehicle(3),
      vehicle(7, { latitude: -7.2575123, speedKmh: 300 }),
    ];
    const frame = encodePositionsBinary('batch', 41, T, positions, [9, 2]);
    expect(frame.byteLength).toBe(
      POSITIONS_BINARY_HEADER_BYTES + 3 * POSITIONS_BINARY_BYTES_PER_VEHICLE + 2 * 4,
    );
    const columns = read(frame);
    expect(columns).toMatchObject({ kind: 'batch', seq: 41, t: T });
    expect([...columns.gone]).toEqual([2, 9]);
    const json = decodePositions(encodePositions(T, positions));
    if (!json.ok) throw new Error(json.problem);
    expect(columns.ids.length).toBe(3);
    expect(Array.from(columns.ids, (_, i) => positionAt(columns, i))).toEqual(json.positions);
  });

  it('POS-B2 say a report older than 4,095 s as 4,095 s, and wrap headings', () => {
    const columns = read(
      encodePositionsBinary('snapshot', 0, T, [
        vehicle(1, { reportedAt: T - 7_200_000, heading: 361 }),
      ]),
    );
    expect(positionAt(columns, 0).reportedAt).toBe(T - 4095 * 1000);
    expect(positionAt(columns, 0).heading).toBe(1);
  });

  it('POS-B3 refuse frames that are cut, of another version, or with ids out of order', () => {
    const frame = encodePositionsBinary('batch', 1, T, [vehicle(1), vehicle(2)]);
    expect(decodePositionsBinary(frame.slice(0, frame.byteLength - 4)).ok).toBe(false);
    const otherVersion = frame.slice();
    otherVersion[0] = 9;
    expect(decodePositionsBinary(otherVersion).ok).toBe(false);
    const unordered = frame.slice();
    new DataView(unordered.buffer).setUint32(POSITIONS_BINARY_HEADER_BYTES, 5, true);
    expect(decodePositionsBinary(unordered)).toMatchObject({ ok: false });
    expect(decodePositionsBinary(new Uint8Array(3)).ok).toBe(false);
  });

  it('read a frame at any offset of a larger buffer (as Node hands them over)', () => {
    const frame = encodePositionsBinary('batch', 1, T, [vehicle(1), vehicle(2)]);
    const larger = new Uint8Array(frame.byteLength + 3);
    larger.set(frame, 3);
    expect(read(larger.subarray(3)).ids.length).toBe(2);
  });

  it('one frame per tick serves every connection, each with its own seq', () => {
    const frame = encodePositionsBinary('batch', 0, T, [vehicle(1)]);
    expect(read(withSeq(frame, 7)).seq).toBe(7);
    expect(read(frame).seq).toBe(0);
  });

  it('apply through the store with the JSON batches’ seq rule', () => {
    const store = new PositionStore();
    const apply = (frame: Uint8Array) => {
      const columns = read(frame);
      return store.applyWith(columns.kind, columns.seq, columns.t, (vehicles) => {
        for (let i = 0; i < columns.ids.length; i++)
          vehicles.set(columns.ids[i] as number, positionAt(columns, i));
        for (const id of columns.gone) vehicles.delete(id);
      });
    };
    expect(apply(encodePositionsBinary('snapshot', 3, T, [vehicle(1), vehicle(2)]))).toBe(
      'applied',
    );
    expect(apply(encodePositionsBinary('batch', 5, T, [vehicle(1)]))).toBe('resync');
    expect(apply(encodePositionsBinary('batch', 4, T + 1000, [vehicle(3)], [1]))).toBe('applied');
    expect([...store.vehicles.keys()].sort()).toEqual([2, 3]);
    expect(store.time).toBe(T + 1000);
  });

  it('hold 50,000 vehicles in 800 KB', () => {
    const fleet = Array.from({ length: 50_000 }, (_, i) => vehicle(i + 1));
    const frame = encodePositionsBinary('snapshot', 0, T, fleet);
    expect(frame.byteLength).toBe(24 + 50_000 * 16);
    expect(read(frame).ids[49_999]).toBe(50_000);
  });

  it('are the same bytes from columns already in their units as from positions', () => {
    const positions = [vehicle(7), vehicle(3), vehicle(12)];
    const fromPositions = encodePositionsBinary('snapshot', 4, T, positions, [9, 2]);
    const fromColumns = encodePositionColumns('snapshot', 4, T, read(fromPositions), [9, 2]);
    expect(fromColumns).toEqual(fromPositions);
  });
});
