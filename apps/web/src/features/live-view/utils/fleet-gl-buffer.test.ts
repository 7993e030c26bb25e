import { describe, expect, it } from 'vitest';
import type { LivePosition } from '@armada/contracts/live';
import { FleetGlBuffer, GL_FIELDS, GL_FLOATS_PER_VEHICLE, glideAt } from './fleet-gl-buffer';
import { fixesOf } from '@/testing/positions-feed';
import { VehicleMotion, type MotionSample } from './vehicle-motion';

function fix(id: number, latitude: number, longitude: number, heading = 0): LivePosition {
  return { id, latitude, longitude, heading, speedKmh: 30, status: 'idle', reportedAt: 0 };
}

function update(motion: VehicleMotion, positions: LivePosition[], now: number, snap = false) {
  motion.updateFixes(Int32Array.from(positions.map((p) => p.id)), fixesOf(positions), now, {
    snap,
  });
}

const allVisible = (motion: VehicleMotion) => new Uint8Array(motion.ids.length).fill(1);

describe('the GPU buffer of the fleet (LVIEW-1)', () => {
  it('LVIEW-1 puts each vehicle where the canvas layer does, at every point of its glide', () => {
    const motion = new VehicleMotion();
    update(motion, [fix(1, -6.2, 106.8, 350), fix(2, -6.3, 106.9, 90), fix(3, 3.6, 98.7)], 0, true);
    update(motion, [fix(1, -6.199, 106.801, 10), fix(2, -6.3005, 106.9, 80)], 1000);
    const buffer = new FleetGlBuffer();
    buffer.write(motion, allVisible(motion));
    expect(buffer.count).toBe(3);
    const out: MotionSample = { x: 0, y: 0, heading: 0 };
    for (const elapsed of [0, 250, 500, 999, 1000, 5000]) {
      for (let slot = 0; slot < 3; slot++) {
        const expected = motion.sample(slot, 1000 + elapsed, out);
        const p = Math.min(1, elapsed / motion.glideMs);
        const at = glideAt(buffer, slot, p);
        // Float32 offsets from a near origin: well under a pixel at street zoom (2^18 tiles).
        expect(Math.abs(at.x - expected.x) * 256 * 2 ** 18).toBeLessThan(0.05);
        expect(Math.abs(at.y - expected.y) * 256 * 2 ** 18).toBeLessThan(0.05);
        expect(at.heading).toBeCloseTo(expected.heading, 3);
      }
    }
  });

  it('turns the short way round, through north', () => {
    const motion = new VehicleMotion();
    update(motion, [fix(1, -6.2, 106.8, 350)], 0, true);
    update(motion, [fix(1, -6.2001, 106.8, 10)], 1000);
    const buffer = new FleetGlBuffer();
    buffer.write(motion, allVisible(motion));
    expect(buffer.data[GL_FIELDS.turn]).toBe(20);
    expect(glideAt(buffer, 0, 0.5).heading).toBeCloseTo(0, 5);
  });

  it('marks free slots and filtered-out vehicles as not drawn, and keeps the status', () => {
    const motion = new VehicleMotion();
    update(motion, [fix(1, -6.2, 106.8), fix(2, -6.3, 106.9), fix(3, -6.4, 107)], 0, true);
    motion.remove(2);
    const visible = allVisible(motion);
    visible[2] = 0;
    const buffer = new FleetGlBuffer();
    buffer.write(motion, visible);
    const drawn = [0, 1, 2].map(
      (slot) => buffer.data[slot * GL_FLOATS_PER_VEHICLE + GL_FIELDS.visible],
    );
    expect(drawn).toEqual([1, 0, 0]);
    expect(buffer.data[GL_FIELDS.status]).toBe(1);
    visible[2] = 1;
    buffer.writeVisible(motion, visible);
    expect(buffer.data[2 * GL_FLOATS_PER_VEHICLE + GL_FIELDS.visible]).toBe(1);
  });

  it('holds 50,000 vehicles in one array of 32 bytes each', () => {
    const motion = new VehicleMotion();
    const fleet = Array.from({ length: 50_000 }, (_, i) =>
      fix(i + 1, -6 - (i % 250) / 100, 106 + Math.floor(i / 250) / 100, i % 360),
    );
    update(motion, fleet, 0, true);
    const buffer = new FleetGlBuffer();
    buffer.write(motion, allVisible(motion));
    expect(buffer.count).toBe(50_000);
    expect(buffer.data.byteLength).toBeGreaterThanOrEqual(50_000 * 32);
    const last = glideAt(buffer, 49_999, 1);
    expect(last.x).toBeCloseTo(motion.toX[49_999] as number, 9);
  });
});
