import { describe, expect, it } from 'vitest';
import type { LivePosition } from '@armada/contracts/live';
import { HitIndex } from './hit-index';
import { GridIndex } from './grid-index';
import { projectX, projectY } from './mercator';
import { fixesOf } from '@/testing/positions-feed';
import { VehicleMotion } from './vehicle-motion';

function fix(id: number, latitude: number, longitude: number): LivePosition {
  return { id, latitude, longitude, heading: 0, speedKmh: 30, status: 'moving', reportedAt: 0 };
}

function fleetMotion(positions: LivePosition[]): VehicleMotion {
  const motion = new VehicleMotion();
  motion.updateFixes(Int32Array.from(positions.map((p) => p.id)), fixesOf(positions), 0, {
    snap: true,
  });
  return motion;
}

/** World units of `px` pixels at zoom 14. */
const px = (n: number) => n / (256 * 2 ** 14);

describe('hit-testing the WebGL layer through a grid (LVIEW-3)', () => {
  it('LVIEW-3 finds the vehicle nearest the pointer within the radius, and nothing beyond', () => {
    const motion = fleetMotion([fix(1, -6.2, 106.8), fix(2, -6.2, 106.801), fix(3, -6.3, 107)]);
    const grid = new GridIndex(motion, () => true);
    const x = projectX(106.8);
    const y = projectY(-6.2);
    expect(motion.ids[grid.nearest(x + px(2), y, px(10), 0)]).toBe(1);
    const second = projectX(106.801);
    expect(motion.ids[grid.nearest(second - px(1), y, px(10), 0)]).toBe(2);
    expect(grid.nearest(x, y - px(40), px(10), 0)).toBe(-1);
  });

  it('skips vehicles the filter hides and rebuilds once invalidated', () => {
    const motion = fleetMotion([fix(1, -6.2, 106.8), fix(2, -6.2, 106.80001)]);
    const hidden = new Set<number>();
    const grid = new GridIndex(motion, (slot) => !hidden.has(motion.ids[slot] as number));
    const x = projectX(106.8);
    const y = projectY(-6.2);
    expect(grid.nearest(x, y, px(10), 0)).toBe(0);
    hidden.add(1);
    grid.invalidate();
    expect(motion.ids[grid.nearest(x, y, px(10), 0)]).toBe(2);
    expect(grid.size).toBe(1);
  });

  it('answers as the canvas layer’s kd-tree does over 50,000 vehicles', () => {
    const fleet = Array.from({ length: 50_000 }, (_, i) =>
      fix(i + 1, -5.9 - ((i * 7919) % 5000) / 10_000, 106.6 + ((i * 104_729) % 7000) / 10_000),
    );
    const motion = fleetMotion(fleet);
    const grid = new GridIndex(motion, () => true);
    const tree = new HitIndex(motion);
    tree.rebuild(() => true);
    for (let k = 0; k < 200; k++) {
      const x = projectX(106.6 + (k * 37) / 10_000);
      const y = projectY(-5.9 - (k * 23) / 10_000);
      const a = grid.nearest(x, y, px(10), 0);
      const b = tree.nearest(x, y, px(10), 0);
      if (a === b) continue;
      // Ties at the same distance may pick either vehicle.
      const distance = (slot: number) =>
        Math.hypot((motion.toX[slot] as number) - x, (motion.toY[slot] as number) - y);
      expect(distance(a)).toBeCloseTo(distance(b), 12);
    }
    expect(grid.size).toBe(50_000);
  });
});
