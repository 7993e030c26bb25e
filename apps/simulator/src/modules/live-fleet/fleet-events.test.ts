import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import type { FleetEvent } from './fleet-events';

const SECOND = 1000;

describe('the fleet runtime', () => {
  let t: TestSimulator;
  const seen: { type: FleetEvent['type']; at: number }[] = [];

  beforeAll(async () => {
    t = await startTestSimulator();
    t.simulator.services.liveFleet.subscribe({
      name: 'recorder',
      on: {
        positions: (event) => seen.push({ type: 'positions', at: event.at }),
        telemetry: (event) => seen.push({ type: 'telemetry', at: event.event.at }),
        stop: (event) => seen.push({ type: 'stop', at: event.event.at }),
        trip: (event) => seen.push({ type: 'trip', at: event.event.at }),
      },
    });
    await t.simulator.services.liveFleet.start();
    for (let done = 0; done < 90 * 60 * SECOND; done += SECOND) {
      t.clock.advance(SECOND);
      t.simulator.services.liveFleet.runDue();
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('FLEET-11 emits one positions event per tick, after the stops, trips and telemetry of that tick', () => {
    const positions = seen.filter((event) => event.type === 'positions');
    expect(positions).toHaveLength(t.simulator.services.liveFleet.stats.ticks);
    expect(positions.length).toBe(90 * 60);
    // Every other event falls in the tick its positions event closes: after the previous tick.
    let previousTickAt = -Infinity;
    let pending: number[] = [];
    for (const event of seen) {
      if (event.type !== 'positions') {
        pending.push(event.at);
        continue;
      }
      for (const at of pending) {
        expect(at).toBeGreaterThan(previousTickAt);
        expect(at).toBeLessThanOrEqual(event.at);
      }
      pending = [];
      previousTickAt = event.at;
    }
    expect(pending).toEqual([]);
  });

  it('FLEET-11 tells subscribers of stops, trips and telemetry events, not only positions', () => {
    const types = new Set(seen.map((event) => event.type));
    expect(types).toEqual(new Set(['positions', 'telemetry', 'stop', 'trip']));
  });

  it('FLEET-11 refuses a subscriber once the fleet runs, so every subscriber sees the whole run', () => {
    expect(() => t.simulator.services.liveFleet.subscribe({ name: 'late', on: {} })).toThrow(
      /after start/,
    );
  });
});
