import { describe, expect, it } from 'vitest';
import {
  decodePositionsBinary,
  encodePositionsBinary,
  type LivePosition,
} from '@armada/contracts/live';
import { LivePositionStore } from '@/lib/live-channel/position-columns';
import { fixesOf } from '@/testing/positions-feed';
import { HitIndex } from './hit-index';
import { projectX, projectY, unprojectX, unprojectY } from './mercator';
import { VehicleMotion, glideProgress, headingDelta, type MotionSample } from './vehicle-motion';

function fix(id: number, latitude: number, longitude: number, heading = 0): LivePosition {
  return { id, latitude, longitude, heading, speedKmh: 30, status: 'moving', reportedAt: 0 };
}

function motionWith(positions: LivePosition[], now: number, motion = new VehicleMotion()) {
  motion.updateFixes(
    positions.map((p) => p.id),
    fixesOf(positions),
    now,
  );
  return motion;
}

const sample = (): MotionSample => ({ x: 0, y: 0, heading: 0 });

function slotOf(motion: VehicleMotion, id: number): number {
  const slot = motion.slotOf.get(id);
  if (slot === undefined) throw new Error(`vehicle ${id} has no slot`);
  return slot;
}

describe('Web Mercator world units', () => {
  it('round-trips and puts Jakarta where Leaflet does', () => {
    expect(unprojectX(projectX(106.8))).toBeCloseTo(106.8, 9);
    expect(unprojectY(projectY(-6.2))).toBeCloseTo(-6.2, 9);
    expect(projectX(0)).toBe(0.5);
    expect(projectY(0)).toBeCloseTo(0.5, 12);
    expect(projectY(-6.2)).toBeGreaterThan(0.5);
  });
});

describe('interpolating between fixes', () => {
  it('turns the short way round', () => {
    expect(headingDelta(350, 10)).toBe(20);
    expect(headingDelta(10, 350)).toBe(-20);
    expect(headingDelta(0, 180)).toBe(-180);
  });

  it('progresses linearly over the glide and stays at the end', () => {
    expect(glideProgress(1000, 1000, 500)).toBe(0);
    expect(glideProgress(1000, 1000, 1500)).toBe(0.5);
    expect(glideProgress(1000, 1000, 2500)).toBe(1);
  });

  it('places a new vehicle at once, then glides to each new fix over the tick interval', () => {
    const motion = motionWith([fix(1, -6.2, 106.8, 350)], 0);
    const slot = slotOf(motion, 1);
    expect(motion.sample(slot, 0, sample()).x).toBeCloseTo(projectX(106.8), 12);

    motionWith([fix(1, -6.2, 106.81, 10)], 1000, motion);
    expect(motion.glideMs).toBe(1000);
    const half = motion.sample(slot, 1500, sample());
    expect(unprojectX(half.x)).toBeCloseTo(106.805, 6);
    expect(half.heading).toBeCloseTo(0, 6);
    expect(motion.isMoving(1500)).toBe(true);
    expect(unprojectX(motion.sample(slot, 2000, sample()).x)).toBeCloseTo(106.81, 6);
    expect(motion.isMoving(2000)).toBe(false);
  });

  it('LVIEW-5 with reduced motion asked for, a vehicle jumps to each fix and nothing moves between', () => {
    const motion = Object.assign(new VehicleMotion(), { jump: true });
    motionWith([fix(1, -6.2, 106.8)], 0, motion);
    motionWith([fix(1, -6.2, 106.81)], 1000, motion);
    const slot = slotOf(motion, 1);
    expect(unprojectX(motion.sample(slot, 1000, sample()).x)).toBeCloseTo(106.81, 6);
    expect(motion.isMoving(1000)).toBe(false);
    expect(motion.isMoving(1500)).toBe(false);
  });

  it('starts a new glide from where the vehicle is drawn, so a late batch does not jump back', () => {
    const motion = motionWith([fix(1, 0, 0)], 0);
    motionWith([fix(1, 0, 0.01)], 1000, motion);
    // The next batch comes half-way through the glide.
    motionWith([fix(1, 0, 0.02)], 1500, motion);
    const slot = slotOf(motion, 1);
    expect(unprojectX(motion.sample(slot, 1500, sample()).x)).toBeCloseTo(0.005, 6);
    expect(motion.glideMs).toBe(500);
    expect(unprojectX(motion.sample(slot, 2000, sample()).x)).toBeCloseTo(0.02, 6);
  });

  it('keeps vehicles without a fix still and jumps (no glide) over long distances', () => {
    const motion = motionWith([fix(1, 0, 0), fix(2, 0, 1)], 0);
    motionWith([fix(1, 0, 100)], 1000, motion);
    expect(unprojectX(motion.sample(slotOf(motion, 1), 1000, sample()).x)).toBeCloseTo(100, 6);
    expect(unprojectX(motion.sample(slotOf(motion, 2), 1500, sample()).x)).toBeCloseTo(1, 6);
  });

  it('drops vehicles that left, reuses their slot, and a snapshot keeps only what it lists', () => {
    const motion = motionWith([fix(1, 0, 0), fix(2, 0, 1), fix(3, 0, 2)], 0);
    motion.updateFixes([], fixesOf([]), 1000, { gone: [2] });
    expect(motion.slotOf.has(2)).toBe(false);
    motionWith([fix(4, 0, 3)], 2000, motion);
    expect(motion.length).toBe(3);
    motion.updateFixes([3, 5], fixesOf([fix(3, 0, 2), fix(5, 0, 4)]), 3000, { snap: true });
    expect([1, 2, 3, 4, 5].filter((id) => motion.slotOf.has(id))).toEqual([3, 5]);
  });

  it('reads the fixes from the live store’s columns as from the positions themselves', () => {
    const positions = [fix(1, -6.2, 106.8), fix(2, -6.21, 106.81), fix(3, -6.5, 107)];
    const store = new LivePositionStore();
    const frame = decodePositionsBinary(encodePositionsBinary('snapshot', 1, 0, positions));
    if (!frame.ok) throw new Error(frame.problem);
    store.applyColumns(frame.value);
    // The store's positions, as the binary frame rounded them.
    const fromObjects = new VehicleMotion();
    fromObjects.updateFixes([1, 2, 3], fixesOf(store.vehicles.values()), 1000, { snap: true });
    const fromStore = new VehicleMotion();
    fromStore.updateFixes(Int32Array.of(1, 2, 3, 9), store, 1000, { snap: true });
    for (const id of [1, 2, 3]) {
      const a = fromObjects.sample(slotOf(fromObjects, id), 1000, sample());
      const b = fromStore.sample(slotOf(fromStore, id), 1000, sample());
      expect(b).toEqual(a);
      expect(fromStore.status[slotOf(fromStore, id)]).toBe(
        fromObjects.status[slotOf(fromObjects, id)],
      );
    }
    // An id the store lacks is not placed; a later snapshot without 2 drops it.
    expect(fromStore.slotOf.has(9)).toBe(false);
    fromStore.updateFixes([1, 3], store, 2000, { snap: true });
    expect([1, 2, 3].filter((id) => fromStore.slotOf.has(id))).toEqual([1, 3]);
  });
});

describe('hit-testing with the spatial index', () => {
  const perPixel = 1 / (256 * 2 ** 12); // world units per pixel at zoom 12

  it('finds the vehicle under the pointer and nothing in empty space', () => {
    const motion = motionWith([fix(1, -6.2, 106.8), fix(2, -6.21, 106.81), fix(3, -6.5, 107)], 0);
    const index = new HitIndex(motion);
    index.rebuild(() => true);
    const x = projectX(106.8) + 3 * perPixel;
    const y = projectY(-6.2);
    expect(motion.ids[index.nearest(x, y, 8 * perPixel, 0)]).toBe(1);
    expect(index.nearest(projectX(106.9), projectY(-6.3), 8 * perPixel, 0)).toBe(-1);
  });

  it('hits a vehicle where it is drawn mid-glide, and skips hidden ones', () => {
    const motion = motionWith([fix(1, 0, 0), fix(2, 0, 0.2)], 0);
    motionWith([fix(1, 0, 0.02)], 1000, motion);
    const index = new HitIndex(motion);
    index.rebuild(() => true);
    const midway = projectX(0.01);
    expect(motion.ids[index.nearest(midway, projectY(0), 4 * perPixel, 1500)]).toBe(1);
    // At the end of the glide the vehicle is no longer at the midway point.
    expect(index.nearest(midway, projectY(0), 4 * perPixel, 2000)).toBe(-1);

    index.rebuild((slot) => motion.ids[slot] !== 1);
    expect(index.nearest(projectX(0.02), projectY(0), 4 * perPixel, 2000)).toBe(-1);
    expect(index.size).toBe(1);
  });

  it('lists the vehicles in view only', () => {
    const motion = motionWith([fix(1, 0, 0), fix(2, 0, 0.2), fix(3, 10, 10)], 0);
    const index = new HitIndex(motion);
    index.rebuild(() => true);
    const inView = index.within(projectX(-0.1), projectY(0.1), projectX(0.3), projectY(-0.1));
    expect(inView.map((slot) => motion.ids[slot]).sort()).toEqual([1, 2]);
  });
});

describe('binary frames read as columns (the offscreen layer’s worker)', () => {
  it('LVIEW-1 puts every vehicle where the objects of the same fixes put it', () => {
    const first = [fix(1, -6.2, 106.8, 350), fix(2, -6.3, 106.9, 90), fix(3, -6.25, 106.7, 10)];
    const next = [fix(1, -6.2, 106.801, 10), fix(3, -6.251, 106.7, 20)];
    const fromObjects = motionWith(first, 0);
    motionWith(next, 1000, fromObjects);
    const fromColumns = new VehicleMotion();
    const read = (kind: 'snapshot' | 'batch', positions: LivePosition[]) => {
      const decoded = decodePositionsBinary(encodePositionsBinary(kind, 1, 0, positions));
      if (!decoded.ok) throw new Error(decoded.problem);
      return decoded.value;
    };
    fromColumns.updateColumns(read('snapshot', first), 0);
    fromColumns.updateColumns(read('batch', next), 1000);
    for (const id of [1, 2, 3]) {
      const a = fromObjects.sample(slotOf(fromObjects, id), 1400, sample());
      const b = fromColumns.sample(slotOf(fromColumns, id), 1400, sample());
      expect(b.x).toBeCloseTo(a.x, 12);
      expect(b.y).toBeCloseTo(a.y, 12);
      expect(b.heading).toBeCloseTo(a.heading, 4);
    }
    expect(fromColumns.status[slotOf(fromColumns, 2)]).toBe(0);
    // A snapshot forgets whom it leaves out, as `update` does.
    fromColumns.updateColumns(read('snapshot', next), 2000);
    expect(fromColumns.slotOf.has(2)).toBe(false);
  });
});
