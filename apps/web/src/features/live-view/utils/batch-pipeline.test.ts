import { describe, expect, it } from 'vitest';
import {
  PositionStore,
  encodePositions,
  parseServerMessage,
  type LivePosition,
  type PositionsBatchMessage,
} from '@armada/contracts/live';
import { HitIndex } from './hit-index';
import { fixesOf } from '@/testing/positions-feed';
import { VehicleMotion } from './vehicle-motion';

const FLEET = 5000;
const T0 = Date.UTC(2026, 10, 14, 3, 0, 0);

function fleetAt(tick: number): LivePosition[] {
  return Array.from({ length: FLEET }, (_, i) => ({
    id: i + 1,
    latitude: -6.2 + (i % 100) / 100 + tick * 0.0001,
    longitude: 106.8 + Math.floor(i / 100) / 100 + tick * 0.0001,
    heading: (i * 7 + tick) % 360,
    speedKmh: i % 80,
    status: (['moving', 'idle', 'parked', 'offline'] as const)[i % 4] ?? 'moving',
    reportedAt: T0 + tick * 1000 - (i % 5) * 1000,
  }));
}

/**
 * The browser's work per tick at 5,000 vehicles: the frame's JSON, the protocol check,
 * PositionStore, the motion arrays and the spatial index, in a row. What it costs is measured by
 * `pnpm bench:live-codec` and `pnpm bench:live`, not here (no timed tests).
 */
describe('batches of 5,000 vehicles', () => {
  it('go through parsing, the store, the motion arrays and the index, every vehicle kept', () => {
    const store = new PositionStore();
    const motion = new VehicleMotion();
    const index = new HitIndex(motion);
    const frames = Array.from({ length: 40 }, (_, tick) =>
      JSON.stringify({
        type: tick === 0 ? 'positions_snapshot' : 'positions_batch',
        seq: tick,
        payload: encodePositions(T0 + tick * 1000, fleetAt(tick)),
      }),
    );
    frames.forEach((frame, tick) => {
      const parsed = parseServerMessage(frame);
      if (
        !parsed.ok ||
        parsed.value.kind !== (tick === 0 ? 'positions_snapshot' : 'positions_batch')
      )
        throw new Error('frame refused');
      const message = parsed.value.message as PositionsBatchMessage;
      expect(store.apply(message)).toBe('applied');
      const ids = new Int32Array(message.payload.ids.length);
      let id = 0;
      message.payload.ids.forEach((delta, i) => (ids[i] = id += delta));
      motion.updateFixes(ids, fixesOf(store.vehicles), tick * 1000, {
        snap: tick === 0,
      });
      index.rebuild(() => true);
      expect(store.vehicles.size).toBe(FLEET);
      expect(index.size).toBe(FLEET);
    });
    // The last tick's positions are the ones the store holds.
    const last = fleetAt(frames.length - 1);
    expect(store.vehicles.get(FLEET)?.latitude).toBeCloseTo(last[FLEET - 1]?.latitude ?? 0, 4);
  });
});
