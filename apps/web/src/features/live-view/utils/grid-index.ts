import type { MotionSample, VehicleMotion } from './vehicle-motion';

/** At most this many cells a side: a fleet spread wide gets coarser cells, not more memory. */
const MAX_CELLS_PER_SIDE = 1024;

/**
 * Hit-testing for the WebGL layer: a uniform grid of the drawn vehicles by where their current
 * glide ends, built by a counting sort (two passes over typed arrays, no allocation per vehicle,
 * about a millisecond at 50,000) and only when the pointer asks after something changed (a batch,
 * a filter, a zoom). The kd-tree the canvas layer rebuilds on every batch (hit-index.ts) costs
 * that rebuild every second whether or not anyone points at the map.
 *
 * Between batches a vehicle is drawn somewhere on its glide, at most `motion.maxGlide` from where
 * it is indexed, so a query looks that much wider and checks where each candidate is drawn now.
 */
export class GridIndex {
  private dirty = true;
  private cellSize = 0;
  private minX = 0;
  private minY = 0;
  private cols = 0;
  private rows = 0;
  /** Cell c holds items[cellStart[c] .. cellStart[c + 1]). */
  private cellStart = new Int32Array(1);
  private items = new Int32Array(0);
  private cellOf = new Int32Array(0);
  private found = new Int32Array(0);
  private readonly scratch: MotionSample = { x: 0, y: 0, heading: 0 };

  constructor(
    private readonly motion: VehicleMotion,
    /** Whether a slot in use is drawn (the list's filter). */
    private readonly drawn: (slot: number) => boolean,
  ) {}

  /** Something moved or the filter changed: the next query rebuilds. */
  invalidate(): void {
    this.dirty = true;
  }

  /** Vehicles indexed (after the last rebuild). */
  get size(): number {
    return this.items.length;
  }

  /** Builds the grid with cells of `cellSize` world units (a few hit radii at the zoom). */
  rebuild(cellSize: number): void {
    const { motion } = this;
    const length = motion.length;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    let count = 0;
    if (this.cellOf.length < length) this.cellOf = new Int32Array(motion.ids.length);
    for (let slot = 0; slot < length; slot++) {
      if (!motion.alive[slot] || !this.drawn(slot)) {
        this.cellOf[slot] = -1;
        continue;
      }
      const x = motion.toX[slot] as number;
      const y = motion.toY[slot] as number;
      if (x < minX) minX = x;
      if (y < minY) minY = y;
      if (x > maxX) maxX = x;
      if (y > maxY) maxY = y;
      this.cellOf[slot] = 0;
      count++;
    }
    const span = Math.max(maxX - minX, maxY - minY, 0);
    const size = count === 0 ? 1 : Math.max(cellSize, span / MAX_CELLS_PER_SIDE, 1e-12);
    const cols = count === 0 ? 1 : Math.floor((maxX - minX) / size) + 1;
    const rows = count === 0 ? 1 : Math.floor((maxY - minY) / size) + 1;
    const cellStart = new Int32Array(cols * rows + 1);
    for (let slot = 0; slot < length; slot++) {
      if (this.cellOf[slot] === -1) continue;
      const cx = Math.floor(((motion.toX[slot] as number) - minX) / size);
      const cy = Math.floor(((motion.toY[slot] as number) - minY) / size);
      const cell = cy * cols + cx;
      this.cellOf[slot] = cell;
      (cellStart[cell + 1] as number)++;
    }
    for (let c = 0; c < cols * rows; c++) {
      cellStart[c + 1] = (cellStart[c + 1] as number) + (cellStart[c] as number);
    }
    const fill = cellStart.slice(0, cols * rows);
    const items = new Int32Array(count);
    for (let slot = 0; slot < length; slot++) {
      const cell = this.cellOf[slot] as number;
      if (cell === -1) continue;
      items[(fill[cell] as number)++] = slot;
    }
    Object.assign(this, { cellSize: size, minX, minY, cols, rows, cellStart, items });
    this.dirty = false;
  }

  /** Rebuilds when something changed or the cells do not fit `cellSize` (within a factor 2). */
  prepare(cellSize: number): void {
    if (this.dirty || this.cellSize < cellSize / 2 || this.cellSize > cellSize * 2) {
      this.rebuild(cellSize);
    }
  }

  /**
   * The slots that may be drawn inside a box of world units at any moment of their glide, into
   * a scratch array (valid until the next call): the per-frame draw list of the offscreen layer,
   * O(vehicles in view) once the grid is built. Answers how many were written.
   */
  within(minX: number, minY: number, maxX: number, maxY: number, cellSize: number): number {
    this.prepare(cellSize);
    const pad = this.motion.maxGlide;
    const size = this.cellSize;
    const x0 = Math.max(0, Math.floor((minX - pad - this.minX) / size));
    const x1 = Math.min(this.cols - 1, Math.floor((maxX + pad - this.minX) / size));
    const y0 = Math.max(0, Math.floor((minY - pad - this.minY) / size));
    const y1 = Math.min(this.rows - 1, Math.floor((maxY + pad - this.minY) / size));
    if (this.found.length < this.items.length) this.found = new Int32Array(this.items.length);
    let count = 0;
    for (let cy = y0; cy <= y1; cy++) {
      const rowStart = cy * this.cols;
      const start = this.cellStart[rowStart + x0] as number;
      const end = this.cellStart[rowStart + x1 + 1] as number;
      // A row's cells are contiguous in `items`: one copy per row of cells.
      if (end > start) {
        this.found.set(this.items.subarray(start, end), count);
        count += end - start;
      }
    }
    return count;
  }

  /** The slots `within` found (the first `count` of them). */
  get foundSlots(): Int32Array {
    return this.found;
  }

  /**
   * The slot drawn nearest to (x, y) at `now`, within `radius` world units; -1 for none.
   * Rebuilds first when something changed or the cells do not fit the radius.
   */
  nearest(x: number, y: number, radius: number, now: number): number {
    this.prepare(radius * 4);
    if (this.items.length === 0) return -1;
    const reach = radius + this.motion.maxGlide;
    const size = this.cellSize;
    const x0 = Math.max(0, Math.floor((x - reach - this.minX) / size));
    const x1 = Math.min(this.cols - 1, Math.floor((x + reach - this.minX) / size));
    const y0 = Math.max(0, Math.floor((y - reach - this.minY) / size));
    const y1 = Math.min(this.rows - 1, Math.floor((y + reach - this.minY) / size));
    let best = -1;
    let bestDistance = radius;
    for (let cy = y0; cy <= y1; cy++) {
      for (let cx = x0; cx <= x1; cx++) {
        const cell = cy * this.cols + cx;
        const end = this.cellStart[cell + 1] as number;
        for (let i = this.cellStart[cell] as number; i < end; i++) {
          const slot = this.items[i] as number;
          const at = this.motion.sample(slot, now, this.scratch);
          const distance = Math.hypot(at.x - x, at.y - y);
          if (distance <= bestDistance) {
            best = slot;
            bestDistance = distance;
          }
        }
      }
    }
    return best;
  }
}
