import {
  POSITION_LIMITS,
  VEHICLE_LIVE_STATUSES,
  type LivePosition,
  type VehicleLiveStatus,
} from './live-position-values';

/**
 * Vehicle positions as binary WebSocket frames (issue 29, ADR 0058): the same snapshot and batch
 * as live-positions.ts, for a connection that asked for them with
 * `positions_subscribe { format: 'binary' }`. Every other message, and positions for a client
 * that did not ask, stay JSON text: a binary frame on the live channel is always this.
 *
 * Little-endian, columns 4-byte aligned so a client reads them as typed arrays without copying:
 *
 *   offset  size
 *        0  u8   version (POSITIONS_BINARY_VERSION)
 *        1  u8   kind: 0 snapshot, 1 batch
 *        2  u16  reserved, 0
 *        4  u32  seq (as the JSON message's)
 *        8  f64  t, the tick's simulated time, epoch ms
 *       16  u32  n, vehicles
 *       20  u32  g, ids gone
 *       24  u32[n] ids, ascending, from 1
 *           i32[n] latitude  x 100,000
 *           i32[n] longitude x 100,000
 *           u32[n] heading (bits 0-8, 0-359) | status (bits 9-10) | km/h (bits 11-19, 0-300)
 *                  | seconds since the device's report (bits 20-31, at most 4095)
 *           u32[g] ids gone, ascending
 *
 * 16 bytes a vehicle against about 30 in JSON, and nothing to parse: at 50,000 vehicles a
 * snapshot is 800 KB, and the browser reads it in well under a millisecond where JSON.parse, the
 * schema check and the objects cost a long task (`pnpm bench:live-codec`).
 */
export const POSITIONS_BINARY_VERSION = 2;
export const POSITIONS_BINARY_HEADER_BYTES = 24;
export const POSITIONS_BINARY_BYTES_PER_VEHICLE = 16;
/** The report age a frame can say, seconds (older reports say this). */
export const POSITIONS_BINARY_MAX_AGE_S = 4095;

export type PositionsFrameKind = 'snapshot' | 'batch';

/** A binary frame read: views into its buffer, no copy. */
export interface PositionColumns {
  kind: PositionsFrameKind;
  seq: number;
  t: number;
  ids: Uint32Array;
  lat: Int32Array;
  lng: Int32Array;
  packed: Uint32Array;
  gone: Uint32Array;
}

const DEGREES = POSITION_LIMITS.coordinateScale;
const KIND_CODE: Record<PositionsFrameKind, number> = { snapshot: 0, batch: 1 };

/** One vehicle's heading, status, speed and report age in one u32 (see the layout). */
export function packMotion(
  heading: number,
  status: number,
  speedKmh: number,
  ageS: number,
): number {
  const h = ((Math.round(heading) % 360) + 360) % 360;
  const s = Math.min(POSITION_LIMITS.maxSpeedKmh, Math.max(0, Math.round(speedKmh)));
  const a = Math.min(POSITIONS_BINARY_MAX_AGE_S, Math.max(0, Math.round(ageS)));
  return (h | (status << 9) | (s << 11) | (a << 20)) >>> 0;
}

export const unpackHeading = (packed: number): number => packed & 0x1ff;
export const unpackStatus = (packed: number): number => (packed >>> 9) & 0x3;
export const unpackSpeed = (packed: number): number => (packed >>> 11) & 0x1ff;
export const unpackAge = (packed: number): number => packed >>> 20;

/**
 * The frame of these positions (sorted by id here) at `t`. `seq` can be rewritten per connection
 * with `withSeq` (the frame of a tick is built once for all the company's subscribers).
 */
export function encodePositionsBinary(
  kind: PositionsFrameKind,
  seq: number,
  t: number,
  positions: readonly LivePosition[],
  gone: readonly number[] = [],
): Uint8Array<ArrayBuffer> {
  const sorted = [...positions].sort((a, b) => a.id - b.id);
  const n = sorted.length;
  const g = gone.length;
  const bytes = frameWithHeader(kind, seq, t, n, g);
  const ids = new Uint32Array(bytes.buffer, POSITIONS_BINARY_HEADER_BYTES, n);
  const lat = new Int32Array(bytes.buffer, POSITIONS_BINARY_HEADER_BYTES + n * 4, n);
  const lng = new Int32Array(bytes.buffer, POSITIONS_BINARY_HEADER_BYTES + n * 8, n);
  const packed = new Uint32Array(bytes.buffer, POSITIONS_BINARY_HEADER_BYTES + n * 12, n);
  for (let i = 0; i < n; i++) {
    const p = sorted[i] as LivePosition;
    ids[i] = p.id;
    lat[i] = Math.round(p.latitude * DEGREES);
    lng[i] = Math.round(p.longitude * DEGREES);
    packed[i] = packMotion(
      p.heading,
      VEHICLE_LIVE_STATUSES.indexOf(p.status),
      p.speedKmh,
      (t - p.reportedAt) / 1000,
    );
  }
  const goneIds = new Uint32Array(bytes.buffer, POSITIONS_BINARY_HEADER_BYTES + n * 16, g);
  goneIds.set([...gone].sort((a, b) => a - b));
  return bytes;
}

/** A frame's bytes with its header written and room for `n` vehicles and `g` ids gone. */
function frameWithHeader(
  kind: PositionsFrameKind,
  seq: number,
  t: number,
  n: number,
  g: number,
): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(
    POSITIONS_BINARY_HEADER_BYTES + n * POSITIONS_BINARY_BYTES_PER_VEHICLE + g * 4,
  );
  const view = new DataView(bytes.buffer);
  view.setUint8(0, POSITIONS_BINARY_VERSION);
  view.setUint8(1, KIND_CODE[kind]);
  view.setUint32(4, seq, true);
  view.setFloat64(8, t, true);
  view.setUint32(16, n, true);
  view.setUint32(20, g, true);
  return bytes;
}

/** A frame's vehicle columns already in its units (`PositionColumns` without the header). */
export type FrameColumns = Pick<PositionColumns, 'ids' | 'lat' | 'lng' | 'packed'>;

/**
 * The frame of columns already in the frame's units (ids ascending, as `decodePositionsBinary`
 * checks): no object per vehicle. What the browser sends its drawing worker when it rebuilds a
 * snapshot from its own store (at 50,000 vehicles the objects made that a 470 ms task).
 */
export function encodePositionColumns(
  kind: PositionsFrameKind,
  seq: number,
  t: number,
  columns: FrameColumns,
  gone: readonly number[] = [],
): Uint8Array<ArrayBuffer> {
  const n = columns.ids.length;
  const g = gone.length;
  const bytes = frameWithHeader(kind, seq, t, n, g);
  const at = POSITIONS_BINARY_HEADER_BYTES;
  new Uint32Array(bytes.buffer, at, n).set(columns.ids);
  new Int32Array(bytes.buffer, at + n * 4, n).set(columns.lat);
  new Int32Array(bytes.buffer, at + n * 8, n).set(columns.lng);
  new Uint32Array(bytes.buffer, at + n * 12, n).set(columns.packed);
  new Uint32Array(bytes.buffer, at + n * 16, g).set([...gone].sort((a, b) => a - b));
  return bytes;
}

/** A copy of `frame` with another seq (one connection's). */
export function withSeq(frame: Uint8Array, seq: number): Uint8Array {
  const copy = frame.slice();
  new DataView(copy.buffer).setUint32(4, seq, true);
  return copy;
}

export type DecodedPositionColumns =
  { ok: true; value: PositionColumns } | { ok: false; problem: string };

/**
 * A binary positions frame read and checked: the layout's length, version and kind, ids positive
 * and ascending, coordinates, headings, statuses and speeds in range. One pass over the columns;
 * the answer's arrays are views into the frame's own buffer.
 */
export function decodePositionsBinary(
  frame: ArrayBuffer | ArrayBufferView,
): DecodedPositionColumns {
  const buffer = frame instanceof ArrayBuffer ? frame : frame.buffer;
  const offset = frame instanceof ArrayBuffer ? 0 : frame.byteOffset;
  const length = frame.byteLength;
  if (length < POSITIONS_BINARY_HEADER_BYTES)
    return { ok: false, problem: 'shorter than a header' };
  // Typed arrays need 4-byte alignment: a frame that is not aligned in its buffer is copied once.
  if (offset % 4 !== 0) {
    return decodePositionsBinary(new Uint8Array(buffer, offset, length).slice());
  }
  const view = new DataView(buffer, offset, length);
  const version = view.getUint8(0);
  if (version !== POSITIONS_BINARY_VERSION) return { ok: false, problem: `version ${version}` };
  const kindCode = view.getUint8(1);
  if (kindCode > 1) return { ok: false, problem: `kind ${kindCode}` };
  const seq = view.getUint32(4, true);
  const t = view.getFloat64(8, true);
  if (!Number.isInteger(t) || t < 0) return { ok: false, problem: 't is not a time' };
  const n = view.getUint32(16, true);
  const g = view.getUint32(20, true);
  if (n > POSITION_LIMITS.maxVehicles || g > POSITION_LIMITS.maxVehicles)
    return { ok: false, problem: 'more vehicles than a frame holds' };
  const expected = POSITIONS_BINARY_HEADER_BYTES + n * POSITIONS_BINARY_BYTES_PER_VEHICLE + g * 4;
  if (length !== expected)
    return { ok: false, problem: `${length} bytes, the header says ${expected}` };
  const start = offset + POSITIONS_BINARY_HEADER_BYTES;
  const ids = new Uint32Array(buffer, start, n);
  const lat = new Int32Array(buffer, start + n * 4, n);
  const lng = new Int32Array(buffer, start + n * 8, n);
  const packed = new Uint32Array(buffer, start + n * 12, n);
  const gone = new Uint32Array(buffer, start + n * 16, g);
  let previous = 0;
  for (let i = 0; i < n; i++) {
    const id = ids[i] as number;
    if (id <= previous) return { ok: false, problem: `ids not ascending at ${i}` };
    previous = id;
    const la = lat[i] as number;
    const lo = lng[i] as number;
    if (la < -90 * DEGREES || la > 90 * DEGREES || lo < -180 * DEGREES || lo > 180 * DEGREES)
      return { ok: false, problem: `coordinates out of range at ${i}` };
    const p = packed[i] as number;
    if (unpackHeading(p) > 359 || unpackSpeed(p) > POSITION_LIMITS.maxSpeedKmh)
      return { ok: false, problem: `heading or speed out of range at ${i}` };
  }
  previous = 0;
  for (let i = 0; i < g; i++) {
    const id = gone[i] as number;
    if (id <= previous) return { ok: false, problem: `gone ids not ascending at ${i}` };
    previous = id;
  }
  return {
    ok: true,
    value: { kind: kindCode === 0 ? 'snapshot' : 'batch', seq, t, ids, lat, lng, packed, gone },
  };
}

/** Vehicle `i` of a frame as the app reads a position. */
export function positionAt(columns: PositionColumns, i: number): LivePosition {
  const p = columns.packed[i] as number;
  return {
    id: columns.ids[i] as number,
    latitude: (columns.lat[i] as number) / DEGREES,
    longitude: (columns.lng[i] as number) / DEGREES,
    heading: unpackHeading(p),
    speedKmh: unpackSpeed(p),
    status: VEHICLE_LIVE_STATUSES[unpackStatus(p)] as VehicleLiveStatus,
    reportedAt: columns.t - unpackAge(p) * 1000,
  };
}
