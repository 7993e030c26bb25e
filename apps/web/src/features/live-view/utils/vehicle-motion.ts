import {
  POSITION_LIMITS,
  unpackHeading,
  unpackStatus,
  type PositionColumns,
} from '@armada/contracts/live';
import { SlotIndex, type FixSource, type StoreFix } from '@/lib/live-channel/position-columns';
import { projectX, projectY } from './mercator';

/** Where and how a vehicle is drawn at one moment (reused between calls: no allocation). */
export interface MotionSample {
  x: number;
  y: number;
  /** Degrees, 0 north, clockwise. */
  heading: number;
}

/** A jump longer than this (world units; about 40 km) is drawn at once, not glided. */
export const MAX_GLIDE = 0.001;
const DEFAULT_TICK_MS = 1000;
const MIN_TICK_MS = 200;
const COORDINATE_SCALE = POSITION_LIMITS.coordinateScale;
const MAX_TICK_MS = 3000;

/** The short way round from one heading to another, in degrees (-180 to 180). */
export function headingDelta(from: number, to: number): number {
  return ((((to - from) % 360) + 540) % 360) - 180;
}

/** Smoothstep-free linear progress of a glide at `now`, 0 to 1. */
export function glideProgress(start: number, duration: number, now: number): number {
  if (duration <= 0 || now >= start + duration) return 1;
  if (now <= start) return 0;
  return (now - start) / duration;
}

/**
 * Every vehicle's motion in typed arrays, one slot per vehicle: where its glide started, where
 * it ends (the last fix, in world units), the heading at both ends, and its status. A fix moves
 * the vehicle from where it is drawn at that moment to the new point over one tick interval
 * (learnt from the batches' arrival), so vehicles glide instead of jumping, and a late batch
 * does not make them jump back. Reading a position costs a few multiplies and no allocation.
 */
export class VehicleMotion {
  /** Slot of each vehicle id (a typed array by id: a lookup per vehicle of every batch). */
  readonly slotOf = new SlotIndex();
  ids = new Int32Array(0);
  fromX = new Float64Array(0);
  fromY = new Float64Array(0);
  toX = new Float64Array(0);
  toY = new Float64Array(0);
  fromHeading = new Float32Array(0);
  toHeading = new Float32Array(0);
  /** Index into VEHICLE_LIVE_STATUSES. */
  status = new Uint8Array(0);
  /** 1 for a slot in use (a vehicle that left frees its slot). */
  alive = new Uint8Array(0);
  /** Slots in use, the highest used slot + 1. */
  length = 0;
  /** When the current glides started and how long they last (one per batch, shared). */
  glideStart = 0;
  glideMs = DEFAULT_TICK_MS;
  /**
   * Vehicles jump to each fix instead of gliding (LVIEW-5): for a reader who asked the system for
   * reduced motion. Nothing moves between batches, so nothing is drawn between them either.
   */
  jump = prefersReducedMotion();
  /** The longest glide of the last batch, world units: hit-testing searches this much wider. */
  maxGlide = 0;
  private lastArrival: number | null = null;
  private readonly free: number[] = [];
  private readonly scratch: MotionSample = { x: 0, y: 0, heading: 0 };
  private readonly fixScratch: StoreFix = { latitude: 0, longitude: 0, heading: 0, status: 0 };
  /** Per slot, the number of the last snapshot that listed it (who a snapshot left out). */
  private listedIn = new Uint32Array(0);
  private snapshots = 0;

  private grow(capacity: number): void {
    if (capacity <= this.ids.length) return;
    const size = Math.max(capacity, this.ids.length * 2, 64);
    const copy = <T extends Float64Array | Float32Array | Int32Array | Uint32Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ): T => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.ids = copy(this.ids, (n) => new Int32Array(n));
    this.fromX = copy(this.fromX, (n) => new Float64Array(n));
    this.fromY = copy(this.fromY, (n) => new Float64Array(n));
    this.toX = copy(this.toX, (n) => new Float64Array(n));
    this.toY = copy(this.toY, (n) => new Float64Array(n));
    this.fromHeading = copy(this.fromHeading, (n) => new Float32Array(n));
    this.toHeading = copy(this.toHeading, (n) => new Float32Array(n));
    this.status = copy(this.status, (n) => new Uint8Array(n));
    this.alive = copy(this.alive, (n) => new Uint8Array(n));
    this.listedIn = copy(this.listedIn, (n) => new Uint32Array(n));
  }

  private slotFor(id: number): number {
    const existing = this.slotOf.get(id);
    if (existing !== undefined) return existing;
    const slot = this.free.pop() ?? this.length++;
    this.grow(this.length);
    this.slotOf.set(id, slot);
    this.ids[slot] = id;
    this.alive[slot] = 1;
    return slot;
  }

  /** Where slot `slot` is drawn at `now`, written into `out`. */
  sample(slot: number, now: number, out: MotionSample): MotionSample {
    const p = glideProgress(this.glideStart, this.glideMs, now);
    const fx = this.fromX[slot] as number;
    const fy = this.fromY[slot] as number;
    const fh = this.fromHeading[slot] as number;
    out.x = fx + ((this.toX[slot] as number) - fx) * p;
    out.y = fy + ((this.toY[slot] as number) - fy) * p;
    const h = fh + headingDelta(fh, this.toHeading[slot] as number) * p;
    out.heading = h < 0 ? h + 360 : h >= 360 ? h - 360 : h;
    return out;
  }

  /** Whether glides are still under way at `now` (frames must be drawn). */
  isMoving(now: number): boolean {
    return now < this.glideStart + this.glideMs;
  }

  /**
   * Applies the fixes of `ids` (read through `source.readFix`, the live store's columns: no
   * position object per vehicle) at `now`. Every vehicle's glide restarts from where it is drawn
   * now; those with a fix head for it, the others stand still. A snapshot (`snap`, the whole
   * fleet) also forgets the vehicles it does not list. What the page's layers do with every
   * snapshot and batch.
   */
  updateFixes(
    ids: ArrayLike<number>,
    source: FixSource,
    now: number,
    { snap = false, gone = [] }: { snap?: boolean; gone?: ArrayLike<number> } = {},
  ): void {
    this.begin(now);
    const fix = this.fixScratch;
    let longest = 0;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      if (!source.readFix(id, fix)) continue;
      const squared = this.fix(
        id,
        projectX(fix.longitude),
        projectY(fix.latitude),
        fix.heading,
        fix.status,
      );
      if (squared > longest) longest = squared;
    }
    this.finish(now, longest, ids, snap, gone);
  }

  /**
   * The same as `updateFixes` for a binary positions frame read as columns (contracts
   * live-positions-binary.ts): no position object per vehicle. What the offscreen layer's worker
   * does with each frame (ADR 0058, addendum on the worker).
   */
  updateColumns(columns: PositionColumns, now: number): void {
    this.begin(now);
    const { ids, lat, lng, packed } = columns;
    let longest = 0;
    for (let i = 0; i < ids.length; i++) {
      const motion = packed[i] as number;
      const squared = this.fix(
        ids[i] as number,
        projectX((lng[i] as number) / COORDINATE_SCALE),
        projectY((lat[i] as number) / COORDINATE_SCALE),
        unpackHeading(motion),
        unpackStatus(motion),
      );
      if (squared > longest) longest = squared;
    }
    this.finish(now, longest, ids, columns.kind === 'snapshot', columns.gone);
  }

  /** Glides ended (or cut short at `now`): every vehicle starts from where it is drawn. */
  private begin(now: number): void {
    const moving = this.isMoving(now);
    const scratch = this.scratch;
    for (let slot = 0; slot < this.length; slot++) {
      if (!this.alive[slot]) continue;
      if (moving) {
        this.sample(slot, now, scratch);
        this.toX[slot] = scratch.x;
        this.toY[slot] = scratch.y;
        this.toHeading[slot] = scratch.heading;
      }
      this.fromX[slot] = this.toX[slot] as number;
      this.fromY[slot] = this.toY[slot] as number;
      this.fromHeading[slot] = this.toHeading[slot] as number;
    }
  }

  /**
   * One fix: the vehicle heads for (x, y). Answers the squared length of its glide (0 for a
   * vehicle placed at once: new, or a jump longer than MAX_GLIDE).
   */
  private fix(id: number, x: number, y: number, heading: number, status: number): number {
    const known = this.slotOf.has(id);
    const slot = this.slotFor(id);
    this.toX[slot] = x;
    this.toY[slot] = y;
    this.toHeading[slot] = heading;
    this.status[slot] = status;
    const dx = x - (this.fromX[slot] as number);
    const dy = y - (this.fromY[slot] as number);
    const squared = known ? dx * dx + dy * dy : Infinity;
    if (squared > MAX_GLIDE * MAX_GLIDE) {
      this.fromX[slot] = x;
      this.fromY[slot] = y;
      this.fromHeading[slot] = heading;
      return 0;
    }
    return squared;
  }

  private finish(
    now: number,
    longestSquared: number,
    ids: ArrayLike<number>,
    snap: boolean,
    gone: ArrayLike<number>,
  ): void {
    for (let i = 0; i < gone.length; i++) this.remove(gone[i] as number);
    if (snap) {
      // A snapshot is the whole fleet: whoever it leaves out is gone. Marked by slot, in typed
      // arrays: no set of 50,000 ids.
      const mark = ++this.snapshots;
      for (let i = 0; i < ids.length; i++) {
        const slot = this.slotOf.get(ids[i] as number);
        if (slot !== undefined) this.listedIn[slot] = mark;
      }
      for (let slot = 0; slot < this.length; slot++) {
        if (this.alive[slot] && this.listedIn[slot] !== mark) this.remove(this.ids[slot] as number);
      }
    }
    // The next glide lasts one tick: the time since the previous batch, within reason.
    if (this.lastArrival !== null && !snap) {
      this.glideMs = Math.min(MAX_TICK_MS, Math.max(MIN_TICK_MS, now - this.lastArrival));
    }
    if (this.jump) this.glideMs = 0;
    this.lastArrival = now;
    this.glideStart = now;
    this.maxGlide = Math.sqrt(longestSquared);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.alive[slot] = 0;
    this.free.push(slot);
  }

  clear(): void {
    this.slotOf.clear();
    this.alive.fill(0);
    this.free.length = 0;
    this.length = 0;
  }
}

/** Whether the reader asked the system for reduced motion (`prefers-reduced-motion: reduce`). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
