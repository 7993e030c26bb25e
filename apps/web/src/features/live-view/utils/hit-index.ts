import KDBush from 'kdbush';
import type { MotionSample, VehicleMotion } from './vehicle-motion';

/**
 * A spatial index (kdbush) of the vehicles drawn, by slot, at the end of their current glide,
 * rebuilt per batch and per filter change (5,000 points take well under a millisecond). Between
 * batches a vehicle is drawn somewhere on its glide, at most `motion.maxGlide` from its indexed
 * point, so queries search that much wider and then check where each candidate is drawn now.
 */
export class HitIndex {
  private index: KDBush | null = null;
  private slots = new Int32Array(0);
  private readonly scratch: MotionSample = { x: 0, y: 0, heading: 0 };

  constructor(private readonly motion: VehicleMotion) {}

  /** Indexes the slots in use for which `visible(slot)` holds. */
  rebuild(visible: (slot: number) => boolean): void {
    const { motion } = this;
    const slots: number[] = [];
    for (let slot = 0; slot < motion.length; slot++) {
      if (motion.alive[slot] && visible(slot)) slots.push(slot);
    }
    this.slots = Int32Array.from(slots);
    if (slots.length === 0) {
      this.index = null;
      return;
    }
    const index = new KDBush(slots.length, 64, Float64Array);
    for (const slot of slots) index.add(motion.toX[slot] as number, motion.toY[slot] as number);
    index.finish();
    this.index = index;
  }

  get size(): number {
    return this.slots.length;
  }

  /**
   * The slots that may be drawn inside a box of world units at any moment of their glide
   * (the per-frame draw list: O(vehicles in view), not the fleet).
   */
  within(minX: number, minY: number, maxX: number, maxY: number): number[] {
    if (!this.index) return [];
    const pad = this.motion.maxGlide;
    return this.index
      .range(minX - pad, minY - pad, maxX + pad, maxY + pad)
      .map((i) => this.slots[i] as number);
  }

  /** The slot drawn nearest to (x, y) at `now`, within `radius` world units; -1 for none. */
  nearest(x: number, y: number, radius: number, now: number): number {
    if (!this.index) return -1;
    const candidates = this.index.within(x, y, radius + this.motion.maxGlide);
    let best = -1;
    let bestDistance = radius;
    for (const i of candidates) {
      const slot = this.slots[i] as number;
      const at = this.motion.sample(slot, now, this.scratch);
      const distance = Math.hypot(at.x - x, at.y - y);
      if (distance <= bestDistance) {
        best = slot;
        bestDistance = distance;
      }
    }
    return best;
  }
}
