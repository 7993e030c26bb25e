import { describe, expect, it } from 'vitest';
import {
  PositionStore,
  encodePositions,
  parseServerMessage,
  type LivePosition,
  type PositionsBatchMessage,
} from '@armada/contracts';
import { HitIndex } from './hit-index';
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
 * The browser's work per tick at 5,000 vehicles (issue 7: "a few ms per batch"): the frame's
 * JSON, the protocol check, PositionStore, the motion arrays and the spatial index. Printed,
 * and held to a bound loose enough for a busy shared machine.
 */
describe('one batch of 5,000 vehicles', () => {
  it('is parsed, checked, stored and indexed in a few milliseconds', () => {
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
    const costs: number[] = [];
    frames.forEach((frame, tick) => {
      const started = performance.now();
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
      motion.update(ids, (vehicle) => store.vehicles.get(vehicle), tick * 1000, {
        snap: tick === 0,
      });
      index.rebuild(() => true);
      costs.push(performance.now() - started);
    });
    const warm = costs.slice(10).sort((a, b) => a - b);
    const median = warm[Math.floor(warm.length / 2)] ?? Infinity;
    console.info(
      `[batch-cost] ${FLEET} vehicles, ${Math.round((frames[1] ?? '').length / 1024)} KB frame: median ${median.toFixed(2)} ms, max ${warm.at(-1)?.toFixed(2)} ms`,
    );
    expect(store.vehicles.size).toBe(FLEET);
    expect(index.size).toBe(FLEET);
    expect(median).toBeLessThan(25);
  });
});
