import { describe, expect, it } from 'vitest';
import { FuelReader, fuelSensorPct, type FuelChange } from './fuel-reader';
import { FUEL_READING } from './history-rules';
import { VehicleHistory } from './vehicle-history';

/** HIST-13, HIST-14: refills and drops from a noisy tank level; consumption never negative. */

const S = 1000;
const MIN = 60 * S;
const T0 = Date.parse('2026-11-19T17:00:00Z'); // 00:00 WIB
const TANK = { tankL: 60, litresPer100Km: 12 };

interface Reading {
  at: number;
  truePct: number;
  moving: boolean;
  stepM: number;
}

/**
 * A day: parked 6 h at 40%, driving 3 h (60 km/h, burning 12 l/100 km), back at the depot
 * filled up to 100% at 09:10, parked, 20% siphoned at 14:00, parked. Readings every 10 s
 * moving, every 5 min standing, and at the changes (as the recorder keeps them).
 */
function day(): Reading[] {
  const out: Reading[] = [];
  let pct = 40;
  const stand = (from: number, to: number) => {
    for (let at = from; at < to; at += 5 * MIN)
      out.push({ at, truePct: pct, moving: false, stepM: 0 });
  };
  stand(T0, T0 + 6 * 60 * MIN);
  for (let at = T0 + 6 * 60 * MIN; at < T0 + 9 * 60 * MIN; at += 10 * S) {
    out.push({ at, truePct: pct, moving: true, stepM: 166.7 });
    pct -= ((0.1667 * TANK.litresPer100Km) / 100 / TANK.tankL) * 100;
  }
  stand(T0 + 9 * 60 * MIN, T0 + 9 * 60 * MIN + 10 * MIN);
  pct = 100;
  stand(T0 + 9 * 60 * MIN + 10 * MIN, T0 + 14 * 60 * MIN);
  pct -= 20;
  stand(T0 + 14 * 60 * MIN, T0 + 24 * 60 * MIN);
  return out;
}

function read(
  readings: readonly Reading[],
  seed: number,
): { changes: FuelChange[]; reader: FuelReader } {
  const reader = new FuelReader(TANK);
  const changes: FuelChange[] = [];
  for (const r of readings) {
    const change = reader.push({
      at: r.at,
      lat: -6.2,
      lng: 106.8,
      pct: fuelSensorPct(seed, 7, r.at, r.truePct, r.moving),
      stepM: r.stepM,
    });
    if (change) changes.push(change);
  }
  return { changes, reader };
}

describe('refills and drops from the noisy level (HIST-13)', () => {
  it('finds the one refill and the one drop of the day, on many noise draws, and nothing else', () => {
    for (let seed = 1; seed <= 25; seed++) {
      const { changes } = read(day(), seed);
      expect(
        changes.map((c) => c.kind),
        `seed ${seed}`,
      ).toEqual(['REFILL', 'DROP']);
      const [refill, drop] = changes;
      expect(refill?.at).toBe(T0 + 9 * 60 * MIN + 10 * MIN);
      // About 57.6 l added (from 4% to 100% of 60 l) and 12 l lost, within the sensor's noise.
      expect(refill?.litres).toBeGreaterThan(56);
      expect(refill?.litres).toBeLessThan(59.5);
      expect(drop?.at).toBe(T0 + 14 * 60 * MIN);
      expect(drop?.litres).toBeGreaterThan(11);
      expect(drop?.litres).toBeLessThan(13);
    }
  });

  it('the sensor noise is as large as said, and the same for the same second', () => {
    const values = Array.from({ length: 500 }, (_, i) => fuelSensorPct(3, 9, T0 + i * S, 50, true));
    expect(Math.max(...values)).toBeLessThanOrEqual(50 + FUEL_READING.noiseMovingPct);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(50 - FUEL_READING.noiseMovingPct);
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(FUEL_READING.noiseMovingPct);
    expect(fuelSensorPct(3, 9, T0, 50, true)).toBe(fuelSensorPct(3, 9, T0 + 999, 50, true));
  });

  it('a lone spike is noise, not a refill or a drop', () => {
    const reader = new FuelReader(TANK);
    const levels = [50, 50.3, 49.8, 50.1, 80, 50.2, 49.9, 20, 50, 50.1, 50];
    const found = levels.flatMap((pct, i) => {
      const change = reader.push({ at: T0 + i * MIN, lat: 0, lng: 0, pct, stepM: 0 });
      return change ? [change] : [];
    });
    expect(found).toEqual([]);
    expect(reader.levelPct).toBeCloseTo(50.05, 1);
  });

  it('a fall that the distance driven explains is consumption, not a drop', () => {
    const reader = new FuelReader({ tankL: 5, litresPer100Km: 60 });
    // A motorbike's small tank: 6% a reading while driving 1 km per reading is burnt fuel.
    const found = [80, 80, 80, 74, 68, 62, 56].flatMap((pct, i) => {
      const change = reader.push({ at: T0 + i * MIN, lat: 0, lng: 0, pct, stepM: 1000 });
      return change ? [change] : [];
    });
    expect(found).toEqual([]);
  });
});

describe('fuel used (HIST-14)', () => {
  it('is the fall of the level plus what was added, less what was lost; never negative', () => {
    const history = new VehicleHistory({
      vehicleId: 7,
      companyId: 1,
      driverId: null,
      zoneOffsetMs: 7 * 3_600_000,
    });
    const reader = new FuelReader(TANK);
    let previous: Reading | null = null;
    for (const r of day()) {
      const pct = fuelSensorPct(4, 7, r.at, r.truePct, r.moving);
      const change = reader.push({ at: r.at, lat: -6.2, lng: 106.8, pct, stepM: r.stepM });
      if (change) history.fuel(change);
      const level = reader.levelPct;
      history.push(
        {
          t: r.at,
          lat: -6.2,
          lng: 106.8,
          speedKmh: r.moving ? 60 : 0,
          status: r.moving ? 0 : 2,
          ignition: r.moving,
          stepM: r.stepM,
        },
        level === null ? null : (level / 100) * TANK.tankL,
      );
      previous = r;
    }
    expect(previous).not.toBeNull();
    const [figures] = history.drain().days;
    // 180 km at 12 l/100 km: 21.6 l burnt; the refill and the drop do not count as such.
    const used =
      (figures?.fuel.first ?? 0) -
      (figures?.fuel.last ?? 0) +
      (figures?.fuel.addedL ?? 0) -
      (figures?.fuel.droppedL ?? 0);
    expect(used).toBeGreaterThan(20);
    expect(used).toBeLessThan(23.5);
    expect(figures?.fuel.addedL).toBeGreaterThan(56);
    expect(figures?.fuel.droppedL).toBeGreaterThan(11);
  });

  it('a day that only gains fuel used none, not a negative amount', () => {
    const history = new VehicleHistory({
      vehicleId: 7,
      companyId: 1,
      driverId: null,
      zoneOffsetMs: 0,
    });
    const stand = (t: number, litres: number) =>
      history.push(
        { t, lat: 0, lng: 0, speedKmh: 0, status: 2, ignition: false, stepM: 0 },
        litres,
      );
    stand(T0, 20);
    stand(T0 + 5 * MIN, 20);
    // A refill the reader missed (a gap): the level rose with nothing added on record.
    stand(T0 + 10 * MIN, 50);
    const [figures] = history.drain().days;
    expect(figures).toBeDefined();
    const fuel = figures?.fuel;
    expect(Math.max(0, (fuel?.first ?? 0) - (fuel?.last ?? 0))).toBe(0);
  });
});
