import { describe, expect, it } from 'vitest';
import { generateWorld } from '../../domain/world/generate-world';
import { DAY_MS, startOfWibDay } from '../../domain/wib-time';
import { createFleetTelemetry } from '../../engine/telemetry/fleet-telemetry';
import { telemetryInputsFromWorld } from '../../engine/telemetry/world-inputs';
import { motionInputsFromWorld } from '../../engine/motion/world-inputs';
import { TEST_NOW, TEST_SEED } from '../../testing/test-simulator';
import { backlogVehiclesOf } from './backlog-inputs';
import { renderBacklogDay } from './backlog-render';
import { drawVehicleBacklog } from './backlog-seed';
import {
  packDayTimeline,
  planBacklog,
  unpackDayTimeline,
  type BacklogDayHint,
  type PackedDayTimeline,
} from './backlog-timeline';
import { CachedLegs } from './cached-legs';
import { FuelReader } from './fuel-reader';
import { HISTORY_RULES } from './history-rules';
import type { StoredPosition } from './history-store';
import { fuelUsedL, VehicleHistory, type HistoryChanges } from './vehicle-history';
import { historyVehicleSpec } from './vehicle-spec';

/** HIST-7, HIST-8, HIST-12: the seeded past, its records, and the positions drawn later. */

const world = generateWorld({ seed: TEST_SEED, nowMs: TEST_NOW });
const vehicles = backlogVehiclesOf(world.collections, TEST_SEED);
const legs = new CachedLegs();
const today = startOfWibDay(TEST_NOW);
const firstDay = today - 5 * DAY_MS;

const truck = vehicles.find((v) => v.category === 'Truk' && v.spec.reefer !== null) ?? vehicles[0];
const van = vehicles.find((v) => v.category === 'Van') ?? vehicles[1];

describe('the seeded past (HIST-7, HIST-8)', () => {
  it('is the same for the same seed, vehicle and days, and another for another seed', () => {
    const vehicle = vehicles[0];
    if (!vehicle) throw new Error('no vehicle');
    const input = { seed: TEST_SEED, vehicle, firstDay, until: today, hints: new Map(), legs };
    expect(planBacklog(input)).toEqual(planBacklog(input));
    expect(planBacklog({ ...input, seed: TEST_SEED + 1 }).entries).not.toEqual(
      planBacklog(input).entries,
    );
  });

  it('follows the driving history: parked on its day off, about its kilometres on the others', () => {
    if (!van) throw new Error('no van');
    const off = firstDay + DAY_MS;
    const working = firstDay + 2 * DAY_MS;
    const hints = new Map<number, BacklogDayHint>([
      [off, { km: 0, lastReport: null }],
      [working, { km: 150, lastReport: working + 19 * 3_600_000 }],
    ]);
    const plan = planBacklog({
      seed: TEST_SEED,
      vehicle: van,
      firstDay,
      until: today,
      hints,
      legs,
    });
    const drivesOn = (day: number) =>
      plan.entries.filter((e) => e[2] === 0 && e[0] >= day && e[0] < day + DAY_MS);
    expect(drivesOn(off)).toEqual([]);
    const drawn = drawVehicleBacklog({
      seed: TEST_SEED,
      vehicle: van,
      firstDay,
      until: today,
      hints,
      legs,
    });
    const days = drawn.history.drain().days;
    const km = (day: number) =>
      (days.find((d) => d.day === Math.floor((day + van.zoneOffsetMs) / DAY_MS))?.distanceM ?? 0) /
      1000;
    expect(km(off)).toBe(0);
    // Rounds are driven whole: at least the day's kilometres, less than one round more.
    expect(km(working)).toBeGreaterThanOrEqual(150);
    expect(km(working)).toBeLessThan(400);
    // Nothing is driven after the day's last report.
    expect(drivesOn(working).every((e) => e[0] < working + 19 * 3_600_000)).toBe(true);
  });

  it("burns the live vehicle's tank: the same spec as the telemetry draws (TELEM-7, TELEM-9)", () => {
    const motion = motionInputsFromWorld(world);
    const inputs = telemetryInputsFromWorld(world, motion.vehicles);
    const telemetry = createFleetTelemetry({
      vehicles: inputs,
      seed: TEST_SEED,
      startAt: TEST_NOW,
    });
    inputs.forEach((input, i) => {
      const state = telemetry.state(i);
      const spec = historyVehicleSpec(TEST_SEED, input.id, input.fleetCategory, input.refrigerated);
      expect(spec.tankL).toBeCloseTo((state.fuelLitres * 100) / state.fuelLevelPct, 0);
      expect(spec.startPct).toBeCloseTo(state.fuelLevelPct, 0);
      if (spec.reefer && state.boxTemperatureC !== null)
        expect(state.boxTemperatureC).toBeCloseTo((spec.reefer.lowC + spec.reefer.highC) / 2, 1);
    });
  });
});

/**
 * What the live recorder would make of positions: a VehicleHistory fed with the stored rows,
 * the fuel read from the noisy sensor column.
 */
function replay(
  rows: readonly StoredPosition[],
  vehicle: NonNullable<typeof truck>,
  until: number,
): HistoryChanges {
  const history = new VehicleHistory({
    vehicleId: vehicle.vehicleId,
    companyId: vehicle.companyId,
    driverId: vehicle.driverId,
    zoneOffsetMs: vehicle.zoneOffsetMs,
  });
  const reader = new FuelReader(vehicle.spec);
  let last: StoredPosition | null = null;
  for (const row of rows) {
    const lat = row.latE5 / 1e5;
    const lng = row.lngE5 / 1e5;
    const stepM = last ? haversine(last.latE5 / 1e5, last.lngE5 / 1e5, lat, lng) : 0;
    const change = reader.push({ at: row.at, lat, lng, pct: (row.fuelPctE1 ?? 0) / 10, stepM });
    if (change) history.fuel(change);
    const level = reader.levelPct;
    history.push(
      {
        t: row.at,
        lat,
        lng,
        speedKmh: row.speedKmh,
        status: row.flags & 3,
        ignition: (row.flags & 4) !== 0,
        stepM,
      },
      level === null ? null : (level / 100) * vehicle.spec.tankL,
    );
    last = row;
  }
  history.finish(until);
  return history.drain();
}

function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lng2 - lng1) * r) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(a));
}

describe('positions drawn on first read agree with the records written at start (HIST-12)', () => {
  for (const vehicle of [truck, van]) {
    if (!vehicle) continue;
    it(`${vehicle.category} ${vehicle.vehicleId}: same trips, stops, fuel events and day figures`, () => {
      const drawn = drawVehicleBacklog({
        seed: TEST_SEED,
        vehicle,
        firstDay,
        until: today,
        hints: new Map(),
        legs,
      });
      const eager = drawn.history.drain();
      // The days as stored (packed JSON) and drawn back, one after the other.
      const rows = drawn.days.flatMap((day) =>
        renderBacklogDay(
          {
            ...day,
            timeline: unpackDayTimeline(
              JSON.parse(JSON.stringify(day.timeline)) as PackedDayTimeline,
              day.dayStart,
            ),
          },
          { seed: TEST_SEED, spec: vehicle.spec, zoneOffsetMs: vehicle.zoneOffsetMs, legs },
        ),
      );
      // HIST-5: a moving vehicle every 10 s at most, a standing one every 5 minutes at most.
      for (let i = 1; i < rows.length; i++) {
        const gap = (rows[i]?.at ?? 0) - (rows[i - 1]?.at ?? 0);
        const moving = ((rows[i - 1]?.flags ?? 0) & 3) === 0;
        expect(gap).toBeLessThanOrEqual(
          moving ? HISTORY_RULES.keepMovingEveryMs : HISTORY_RULES.keepStandingEveryMs,
        );
      }
      const live = replay(rows, vehicle, today);
      const trips = (c: HistoryChanges) =>
        c.trips.map(
          (t) =>
            `${new Date(t.startedAt).toISOString()} ${new Date(t.endedAt).toISOString()} ${t.idleMs} ${t.maxKmh}`,
        );
      expect(trips(live)).toEqual(trips(eager));
      live.trips.forEach((trip, i) => {
        const planned = eager.trips[i]?.distanceM ?? 0;
        expect(Math.abs(trip.distanceM - planned)).toBeLessThanOrEqual(planned * 0.01 + 5);
      });
      const stops = (c: HistoryChanges) => c.stops.map((s) => [s.kind, s.startedAt, s.endedAt]);
      expect(stops(live)).toEqual(stops(eager));
      expect(live.fuelEvents.map((f) => [f.kind, f.at])).toEqual(
        eager.fuelEvents.map((f) => [f.kind, f.at]),
      );
      live.fuelEvents.forEach((event, i) =>
        expect(Math.abs(event.litres - (eager.fuelEvents[i]?.litres ?? 0))).toBeLessThan(
          vehicle.spec.tankL * 0.03,
        ),
      );
      const day = (c: HistoryChanges) =>
        c.days.map((d) => [d.day, d.drivingMs, d.idlingMs, d.parkingMs, d.trips, d.maxKmh]);
      expect(day(live)).toEqual(day(eager));
      live.days.forEach((d, i) => {
        const planned = eager.days[i];
        expect(Math.abs(d.distanceM - (planned?.distanceM ?? 0))).toBeLessThanOrEqual(
          (planned?.distanceM ?? 0) * 0.01 + 5,
        );
        expect(Math.abs(fuelUsedL(d.fuel) - fuelUsedL(planned?.fuel ?? d.fuel))).toBeLessThan(
          vehicle.spec.tankL * 0.04,
        );
      });
      if (vehicle.spec.reefer) {
        const temps = rows.map((r) => (r.tempCE1 ?? 0) / 10);
        expect(Math.min(...temps)).toBeGreaterThanOrEqual(vehicle.spec.reefer.lowC - 0.1);
        expect(Math.max(...temps)).toBeGreaterThan(
          (vehicle.spec.reefer.lowC + vehicle.spec.reefer.highC) / 2,
        );
      } else {
        expect(rows.every((r) => r.tempCE1 === null)).toBe(true);
      }
    });
  }

  it('stores a day in a few kilobytes', () => {
    const vehicle = van;
    if (!vehicle) throw new Error('no van');
    const drawn = drawVehicleBacklog({
      seed: TEST_SEED,
      vehicle,
      firstDay,
      until: today,
      hints: new Map(),
      legs,
    });
    for (const day of drawn.days) {
      expect(JSON.stringify(day.timeline).length).toBeLessThan(4000);
      expect(
        unpackDayTimeline(
          JSON.parse(
            JSON.stringify(
              packDayTimeline(unpackDayTimeline(day.timeline, day.dayStart), day.dayStart),
            ),
          ),
          day.dayStart,
        ),
      ).toEqual(unpackDayTimeline(day.timeline, day.dayStart));
    }
  });
});
