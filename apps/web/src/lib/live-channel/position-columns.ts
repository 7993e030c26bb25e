import {
  POSITION_LIMITS,
  VEHICLE_LIVE_STATUSES,
  decodePositions,
  packMotion,
  unpackAge,
  unpackHeading,
  unpackSpeed,
  unpackStatus,
  type FrameColumns,
  type LivePosition,
  type PositionColumns,
  type PositionsBatchMessage,
  type PositionsSnapshotMessage,
  type VehicleLiveStatus,
} from '@armada/contracts/live';

const DEGREES = POSITION_LIMITS.coordinateScale;
/** A status code for "no position" in `statusCodeOf` (the live statuses are 0 to 3). */
export const NO_STATUS = 255;

/**
 * Ids below this are found through a typed array indexed by id (the simulator's ids are small
 * integers), grown to the largest such id seen: at most 4 MB. Any other id goes to a Map.
 */
export const DENSE_ID_LIMIT = 1 << 20;

/**
 * Id to slot (ADR 0058): a lookup per vehicle of every batch, so a typed array indexed by id
 * where ids are small non-negative integers, and a Map for the rest. The ids need not be dense:
 * the array's size follows the largest small id, not the number of vehicles.
 */
export class SlotIndex {
  /** Slot + 1 by id; 0 for none. */
  private dense = new Int32Array(0);
  private readonly sparse = new Map<number, number>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(id: number): number | undefined {
    if (id >= 0 && id < this.dense.length && (id | 0) === id) {
      const entry = this.dense[id] as number;
      return entry === 0 ? undefined : entry - 1;
    }
    return isSmall(id) ? undefined : this.sparse.get(id);
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  set(id: number, slot: number): void {
    if (!isSmall(id)) {
      if (!this.sparse.has(id)) this.count++;
      this.sparse.set(id, slot);
      return;
    }
    if (id >= this.dense.length) {
      let capacity = Math.max(1024, this.dense.length);
      while (capacity <= id) capacity *= 2;
      const grown = new Int32Array(Math.min(capacity, DENSE_ID_LIMIT));
      grown.set(this.dense);
      this.dense = grown;
    }
    if (this.dense[id] === 0) this.count++;
    this.dense[id] = slot + 1;
  }

  delete(id: number): void {
    if (!isSmall(id)) {
      if (this.sparse.delete(id)) this.count--;
      return;
    }
    if (id < this.dense.length && this.dense[id] !== 0) {
      this.dense[id] = 0;
      this.count--;
    }
  }

  clear(): void {
    this.dense.fill(0);
    this.sparse.clear();
    this.count = 0;
  }
}

function isSmall(id: number): boolean {
  return id >= 0 && id < DENSE_ID_LIMIT && Number.isInteger(id);
}

/** A vehicle's fix as the map reads it, written into an object the reader reuses. */
export interface StoreFix {
  latitude: number;
  longitude: number;
  /** Degrees, 0 north, clockwise. */
  heading: number;
  /** Index into VEHICLE_LIVE_STATUSES. */
  status: number;
}

/** Where the map's motion reads a vehicle's fix: the live store, or a test's positions. */
export interface FixSource {
  /** Writes the fix of `id` into `out`; false when there is none. */
  readFix(id: number, out: StoreFix): boolean;
}

/** South-west and north-east corners, [latitude, longitude] each. */
export type StoreBounds = [[number, number], [number, number]];

/** What one applied snapshot or batch did to the store. */
export interface ColumnsChange {
  /**
   * Ids whose status changed, joined or left (a batch); for a snapshot every id may have, so
   * readers recompute from the store.
   */
  statusChanged: Int32Array;
  /** Vehicles that were not in the store before this batch (0 for a snapshot). */
  joined: number;
}

/**
 * The client's fleet kept column by column (ADR 0058, the 50,000-vehicle addendum): a slot per
 * vehicle with its latitude, longitude, heading, speed, report time and status in typed arrays,
 * so a binary batch of 50,000 vehicles is written without an object per vehicle (what
 * contracts' `PositionStore` keeps). `vehicles` reads it as a map of `LivePosition`s, made when
 * asked for (the list's rows in view, the open card) and kept until that vehicle changes.
 * Same seq rule as `PositionStore`: a snapshot replaces the fleet, a batch that does not follow
 * the last seq (or cannot be read) is refused with 'resync' and changes nothing. Iteration
 * follows the order vehicles joined (a Map's order).
 */
export class LivePositionStore implements FixSource {
  readonly vehicles: ReadonlyMap<number, LivePosition>;
  /** Simulated time of the last applied snapshot or batch, epoch ms. */
  time: number | null = null;
  private seq: number | null = null;
  private readonly slotOf = new SlotIndex();
  /** Slots used so far (some of them dead: vehicles gone, reclaimed on compaction). */
  private length = 0;
  private dead = 0;
  private ids = new Uint32Array(0);
  private alive = new Uint8Array(0);
  private lat = new Float64Array(0);
  private lng = new Float64Array(0);
  private heading = new Float64Array(0);
  private speed = new Float64Array(0);
  private reportedAt = new Float64Array(0);
  private status = new Uint8Array(0);
  private cache: (LivePosition | undefined)[] = [];
  private changed: number[] = [];
  private joined = 0;

  constructor() {
    this.vehicles = new PositionsView(this);
  }

  /** Vehicles in the store. */
  get size(): number {
    return this.slotOf.size;
  }

  /** A vehicle's status without making its position object; undefined when it has none. */
  statusOf(id: number): VehicleLiveStatus | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : VEHICLE_LIVE_STATUSES[this.status[slot] as number];
  }

  /** A vehicle's status as its index in VEHICLE_LIVE_STATUSES; NO_STATUS without a position. */
  statusCodeOf(id: number): number {
    const slot = this.slotOf.get(id);
    return slot === undefined ? NO_STATUS : (this.status[slot] as number);
  }

  has(id: number): boolean {
    return this.slotOf.has(id);
  }

  get(id: number): LivePosition | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.positionIn(slot);
  }

  /**
   * The fix of `id` written into `out`, read from the columns: the map's layers read every
   * vehicle of a batch this way, with no position object made (at 50,000 vehicles those objects
   * were a long task and a collection on each snapshot). False when the store lacks it.
   */
  readFix(id: number, out: StoreFix): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    out.latitude = this.lat[slot] as number;
    out.longitude = this.lng[slot] as number;
    out.heading = this.heading[slot] as number;
    out.status = this.status[slot] as number;
    return true;
  }

  /**
   * These vehicles (every one without `ids`) in a binary frame's units, ids ascending
   * (`encodePositionColumns`), from the columns without a position object per vehicle: the
   * snapshot a drawing worker gets when it starts after the first positions, or a batch whose
   * frame it cannot be handed. Ids the store lacks are left out.
   */
  frameColumns(ids?: ArrayLike<number>): FrameColumns {
    const slots: number[] = [];
    if (ids) {
      for (let i = 0; i < ids.length; i++) {
        const slot = this.slotOf.get(ids[i] as number);
        if (slot !== undefined) slots.push(slot);
      }
    } else {
      for (let slot = 0; slot < this.length; slot++) if (this.alive[slot]) slots.push(slot);
    }
    // Slots follow the order vehicles joined (a snapshot's, ascending, unless some joined later);
    // given ids are ascending too, as a batch's are.
    let sorted = true;
    for (let i = 1; i < slots.length && sorted; i++)
      sorted =
        (this.ids[slots[i - 1] as number] as number) < (this.ids[slots[i] as number] as number);
    if (!sorted) slots.sort((a, b) => (this.ids[a] as number) - (this.ids[b] as number));
    const n = slots.length;
    const columns: FrameColumns = {
      ids: new Uint32Array(n),
      lat: new Int32Array(n),
      lng: new Int32Array(n),
      packed: new Uint32Array(n),
    };
    const t = this.time ?? 0;
    for (let i = 0; i < n; i++) {
      const slot = slots[i] as number;
      columns.ids[i] = this.ids[slot] as number;
      columns.lat[i] = Math.round((this.lat[slot] as number) * DEGREES);
      columns.lng[i] = Math.round((this.lng[slot] as number) * DEGREES);
      columns.packed[i] = packMotion(
        this.heading[slot] as number,
        this.status[slot] as number,
        this.speed[slot] as number,
        (t - (this.reportedAt[slot] as number)) / 1000,
      );
    }
    return columns;
  }

  /** The box around every vehicle (the map's first fit), or null with none. */
  bounds(): StoreBounds | null {
    let south = Infinity;
    let west = Infinity;
    let north = -Infinity;
    let east = -Infinity;
    for (let slot = 0; slot < this.length; slot++) {
      if (!this.alive[slot]) continue;
      const lat = this.lat[slot] as number;
      const lng = this.lng[slot] as number;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
      if (lng < west) west = lng;
      if (lng > east) east = lng;
    }
    return south === Infinity
      ? null
      : [
          [south, west],
          [north, east],
        ];
  }

  /** The ids in the store, in the order they joined. */
  *keys(): IterableIterator<number> {
    for (let slot = 0; slot < this.length; slot++) {
      if (this.alive[slot]) yield this.ids[slot] as number;
    }
  }

  *values(): IterableIterator<LivePosition> {
    for (let slot = 0; slot < this.length; slot++) {
      if (this.alive[slot]) yield this.positionIn(slot);
    }
  }

  /** A JSON snapshot or batch (contracts live-positions.ts). */
  apply(message: PositionsSnapshotMessage | PositionsBatchMessage): 'applied' | 'resync' {
    const kind = message.type === 'positions_snapshot' ? 'snapshot' : 'batch';
    if (!this.follows(kind, message.seq)) return 'resync';
    const decoded = decodePositions(message.payload);
    if (!decoded.ok) return 'resync';
    this.begin(kind, message.seq, decoded.t);
    for (const p of decoded.positions) {
      const code = VEHICLE_LIVE_STATUSES.indexOf(p.status);
      this.write(p.id, p.latitude, p.longitude, p.heading, p.speedKmh, p.reportedAt, code);
    }
    for (const id of decoded.gone) this.remove(id);
    return 'applied';
  }

  /** A checked binary frame's columns (contracts live-positions-binary.ts). */
  applyColumns(columns: PositionColumns): 'applied' | 'resync' {
    if (!this.follows(columns.kind, columns.seq)) return 'resync';
    this.begin(columns.kind, columns.seq, columns.t);
    const { ids, lat, lng, packed, t } = columns;
    for (let i = 0; i < ids.length; i++) {
      const p = packed[i] as number;
      this.write(
        ids[i] as number,
        (lat[i] as number) / DEGREES,
        (lng[i] as number) / DEGREES,
        unpackHeading(p),
        unpackSpeed(p),
        t - unpackAge(p) * 1000,
        unpackStatus(p),
      );
    }
    for (let i = 0; i < columns.gone.length; i++) this.remove(columns.gone[i] as number);
    return 'applied';
  }

  /** What the last applied snapshot or batch changed (read once, right after applying). */
  takeChange(): ColumnsChange {
    const change = { statusChanged: Int32Array.from(this.changed), joined: this.joined };
    this.changed = [];
    this.joined = 0;
    return change;
  }

  private follows(kind: 'snapshot' | 'batch', seq: number): boolean {
    return kind === 'snapshot' || (this.seq !== null && seq === this.seq + 1);
  }

  private begin(kind: 'snapshot' | 'batch', seq: number, t: number): void {
    this.changed = [];
    this.joined = 0;
    if (kind === 'snapshot') {
      this.slotOf.clear();
      this.alive.fill(0, 0, this.length);
      this.cache = [];
      this.length = 0;
      this.dead = 0;
    }
    this.seq = seq;
    this.time = t;
    this.snapshot = kind === 'snapshot';
  }

  private snapshot = false;

  private write(
    id: number,
    latitude: number,
    longitude: number,
    heading: number,
    speedKmh: number,
    reportedAt: number,
    statusCode: number,
  ): void {
    let slot = this.slotOf.get(id);
    if (slot === undefined) {
      slot = this.claim(id);
      if (!this.snapshot) {
        this.joined++;
        this.changed.push(id);
      }
    } else if (this.status[slot] !== statusCode && !this.snapshot) {
      this.changed.push(id);
    }
    this.lat[slot] = latitude;
    this.lng[slot] = longitude;
    this.heading[slot] = heading;
    this.speed[slot] = speedKmh;
    this.reportedAt[slot] = reportedAt;
    this.status[slot] = statusCode;
    this.cache[slot] = undefined;
  }

  private remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.cache[slot] = undefined;
    this.dead++;
    if (!this.snapshot) this.changed.push(id);
  }

  private claim(id: number): number {
    if (this.length === this.ids.length) this.grow();
    const slot = this.length++;
    this.ids[slot] = id;
    this.alive[slot] = 1;
    this.slotOf.set(id, slot);
    return slot;
  }

  /** Room for more slots: dead ones reclaimed (order kept) when they are half, else doubled. */
  private grow(): void {
    if (this.dead > 0 && this.dead * 2 >= this.length) {
      this.compact();
      if (this.length < this.ids.length) return;
    }
    const capacity = Math.max(64, this.ids.length * 2);
    const grown = <T extends Float64Array | Uint32Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.ids = grown(this.ids, (n) => new Uint32Array(n));
    this.alive = grown(this.alive, (n) => new Uint8Array(n));
    this.lat = grown(this.lat, (n) => new Float64Array(n));
    this.lng = grown(this.lng, (n) => new Float64Array(n));
    this.heading = grown(this.heading, (n) => new Float64Array(n));
    this.speed = grown(this.speed, (n) => new Float64Array(n));
    this.reportedAt = grown(this.reportedAt, (n) => new Float64Array(n));
    this.status = grown(this.status, (n) => new Uint8Array(n));
  }

  private compact(): void {
    let to = 0;
    const cache: (LivePosition | undefined)[] = [];
    for (let from = 0; from < this.length; from++) {
      if (!this.alive[from]) continue;
      if (to !== from) {
        for (const column of [this.lat, this.lng, this.heading, this.speed, this.reportedAt]) {
          column[to] = column[from] as number;
        }
        this.ids[to] = this.ids[from] as number;
        this.status[to] = this.status[from] as number;
        this.alive[to] = 1;
      }
      cache[to] = this.cache[from];
      this.slotOf.set(this.ids[to] as number, to);
      to++;
    }
    this.alive.fill(0, to, this.length);
    this.cache = cache;
    this.length = to;
    this.dead = 0;
  }

  private positionIn(slot: number): LivePosition {
    let position = this.cache[slot];
    if (position === undefined) {
      position = {
        id: this.ids[slot] as number,
        latitude: this.lat[slot] as number,
        longitude: this.lng[slot] as number,
        heading: this.heading[slot] as number,
        speedKmh: this.speed[slot] as number,
        status: VEHICLE_LIVE_STATUSES[this.status[slot] as number] as VehicleLiveStatus,
        reportedAt: this.reportedAt[slot] as number,
      };
      this.cache[slot] = position;
    }
    return position;
  }
}

/** The store read as a `ReadonlyMap` (what the list, the card and the layers read). */
class PositionsView implements ReadonlyMap<number, LivePosition> {
  constructor(private readonly store: LivePositionStore) {}

  get size(): number {
    return this.store.size;
  }

  get(id: number): LivePosition | undefined {
    return this.store.get(id);
  }

  has(id: number): boolean {
    return this.store.has(id);
  }

  keys(): MapIterator<number> {
    return toMapIterator(this.store.keys());
  }

  values(): MapIterator<LivePosition> {
    return toMapIterator(this.store.values());
  }

  entries(): MapIterator<[number, LivePosition]> {
    const store = this.store;
    return toMapIterator(
      (function* () {
        for (const position of store.values())
          yield [position.id, position] as [number, LivePosition];
      })(),
    );
  }

  forEach(
    callback: (value: LivePosition, key: number, map: ReadonlyMap<number, LivePosition>) => void,
    thisArg?: unknown,
  ): void {
    for (const position of this.store.values()) callback.call(thisArg, position, position.id, this);
  }

  [Symbol.iterator](): MapIterator<[number, LivePosition]> {
    return this.entries();
  }
}

function toMapIterator<T>(iterator: IterableIterator<T>): MapIterator<T> {
  return iterator as unknown as MapIterator<T>;
}
