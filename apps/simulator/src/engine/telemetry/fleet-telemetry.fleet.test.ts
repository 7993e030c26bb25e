import { beforeAll, describe, expect, it } from 'vitest';
import { buildRoadGraph, type RoadGraph } from '../../domain/roads/road-graph';
import { generateWorld, type World } from '../../domain/world/generate-world';
import { MIGRATIONS } from '../../modules/assembly';
import { migrate } from '../../store/migrations';
import { openSqlClient } from '../../store/sql-client';
import { TelemetryStore } from '../../store/telemetry-store';
import { createFleetMotion, type MotionAddress, type MotionVehicle } from '../motion/fleet-motion';
import { bandOf } from '../motion/traffic';
import { motionInputsFromWorld } from '../motion/world-inputs';
import type { DriverStyle } from './driver-profiles';
import {
  createFleetTelemetry,
  type FleetTelemetry,
  type TelemetryVehicle,
  type VehicleTelemetryExport,
} from './fleet-telemetry';
import type { TelemetryEvent } from './telemetry-events';
import { telemetryInputsFromWorld, withDriverSpeeding } from './world-inputs';

/** The telemetry of the seeded, moving fleet (TELEM-1, TELEM-12, TELEM-13). */

const SEED = 20260101;
/** 21:00 WIB, Tuesday 3 November 2026: night shifts out, roads freeing up. */
const START = Date.UTC(2026, 10, 3, 14, 0, 0);
const SECOND = 1000;
const HOUR = 3600 * SECOND;

let graph: RoadGraph;
let world: World;
let addresses: MotionAddress[];
let plainMotion: MotionVehicle[];
let inputs: TelemetryVehicle[];

beforeAll(() => {
  graph = buildRoadGraph();
  world = generateWorld({ seed: SEED, nowMs: START, fleetSize: 200 });
  ({ vehicles: plainMotion, addresses } = motionInputsFromWorld(world));
  inputs = telemetryInputsFromWorld(world, plainMotion);
});

interface Run {
  events: TelemetryEvent[];
  telemetry: FleetTelemetry;
  topSpeedById: Map<number, number>;
}

/** Moves the fleet with its drivers' speeding and reads its telemetry every second. */
function run(seed: number, durationMs: number): Run {
  const events: TelemetryEvent[] = [];
  const motion = createFleetMotion({
    vehicles: withDriverSpeeding(plainMotion, inputs, seed),
    addresses,
    graph,
    seed,
    startAt: START,
  });
  const telemetry = createFleetTelemetry({
    vehicles: inputs,
    seed,
    startAt: START,
    onEvent: (e) => events.push(e),
  });
  const topSpeedById = new Map<number, number>();
  for (let at = START + SECOND; at <= START + durationMs; at += SECOND) {
    motion.advance({ at, elapsedMs: SECOND });
    const states = motion.snapshot();
    telemetry.update({ at, elapsedMs: SECOND }, states);
    for (const s of states) {
      if (s.speedKmh > (topSpeedById.get(s.id) ?? 0)) topSpeedById.set(s.id, s.speedKmh);
    }
  }
  return { events, telemetry, topSpeedById };
}

describe('fleet telemetry', () => {
  it('TELEM-1 MOTION-10 telemetry is a pure function of seed, start and motion; drivers differ and speeding is real movement', () => {
    const a = run(SEED, HOUR);
    const b = run(SEED, HOUR);
    expect(b.events).toEqual(a.events);
    expect(b.telemetry.snapshot()).toEqual(a.telemetry.snapshot());
    const other = run(SEED + 1, HOUR);
    expect(other.events).not.toEqual(a.events);

    const types = new Set(a.events.map((e) => e.type));
    for (const type of ['overspeed', 'harsh-acceleration', 'harsh-braking', 'sharp-turn']) {
      expect(types).toContain(type);
    }

    // Per driver style: how many drive, how many driving events they caused.
    const styleOf = new Map<number, DriverStyle>();
    inputs.forEach((v, i) => styleOf.set(v.id, a.telemetry.profileOf(i).style));
    const drivers: Record<DriverStyle, number> = { careful: 0, normal: 0, aggressive: 0 };
    const caused: Record<DriverStyle, number> = { careful: 0, normal: 0, aggressive: 0 };
    for (const style of styleOf.values()) drivers[style]++;
    for (const e of a.events) {
      if (['overspeed', 'harsh-acceleration', 'harsh-braking', 'sharp-turn'].includes(e.type)) {
        caused[styleOf.get(e.vehicleId) ?? 'normal']++;
      }
    }
    const rate = (s: DriverStyle): number => caused[s] / Math.max(1, drivers[s]);
    expect(drivers.careful).toBeGreaterThan(0);
    expect(drivers.aggressive).toBeGreaterThan(0);
    expect(rate('aggressive')).toBeGreaterThan(3 * rate('careful'));

    // Speeding drivers really drive faster than any traffic band allows.
    const bandTop = bandOf('faster').maxKmh;
    const aggressiveTop = Math.max(
      ...[...a.topSpeedById].filter(([id]) => styleOf.get(id) === 'aggressive').map(([, v]) => v),
    );
    expect(aggressiveTop).toBeGreaterThan(bandTop);
    for (const e of a.events) {
      if (e.type === 'overspeed') {
        expect(e.value).toBeGreaterThan(e.threshold);
        expect(e.durationMs).toBeGreaterThanOrEqual(60 * SECOND);
      }
    }
  });

  it('TELEM-12 a restarted telemetry continues exactly from its state stored in the database', async () => {
    const db = await openSqlClient({ kind: 'pglite-memory' });
    await migrate(db, MIGRATIONS);
    const store = new TelemetryStore(db);
    const motion = createFleetMotion({
      vehicles: withDriverSpeeding(plainMotion, inputs, SEED),
      addresses,
      graph,
      seed: SEED,
      startAt: START,
    });
    const before: TelemetryEvent[] = [];
    const continuous = createFleetTelemetry({
      vehicles: inputs,
      seed: SEED,
      startAt: START,
      onEvent: (e) => before.push(e),
    });
    const after: TelemetryEvent[] = [];
    let restarted: FleetTelemetry | null = null;
    let eventsAtStop = 0;
    const half = START + HOUR / 2;
    for (let at = START + SECOND; at <= START + HOUR; at += SECOND) {
      motion.advance({ at, elapsedMs: SECOND });
      const states = motion.snapshot();
      continuous.update({ at, elapsedMs: SECOND }, states);
      restarted?.update({ at, elapsedMs: SECOND }, states);
      if (at !== half) continue;
      // Stop: the events and each vehicle's state go to the database; a new process reads
      // the state back and carries on with the same ticks.
      eventsAtStop = before.length;
      await store.appendEvents(before);
      await store.saveStates(
        continuous.exportState().vehicles.map((state, i) => ({
          vehicleId: state.id,
          companyId: inputs[i]?.companyId ?? 0,
          recordedAt: at,
          state,
        })),
      );
      const rows = await store.loadStates<VehicleTelemetryExport>();
      restarted = createFleetTelemetry({
        vehicles: inputs,
        seed: SEED,
        startAt: START,
        onEvent: (e) => after.push(e),
      });
      restarted.restore({ version: 1, vehicles: rows.map((r) => r.state) });
    }
    expect(eventsAtStop).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(after).toEqual(before.slice(eventsAtStop));
    expect(restarted?.snapshot()).toEqual(continuous.snapshot());
    expect(restarted?.exportState()).toEqual(continuous.exportState());
    const stored = await store.listEvents({
      companyId: 1001,
      from: START,
      to: half + 1,
      limit: 1000,
    });
    expect(stored.length).toBe(
      before.slice(0, eventsAtStop).filter((e) => e.companyId === 1001).length,
    );
    await db.close();
  });

  it('TELEM-13 the world gives each moving vehicle its company thresholds, driver, depot and box', () => {
    expect(inputs.map((v) => v.id)).toEqual(plainMotion.map((v) => v.id));
    const demo = inputs.find((v) => v.companyId === 1001);
    expect(demo?.thresholds).toEqual({
      idleTimeoutMs: 10 * 60_000,
      parkTimeoutMs: 60 * 60_000,
      offlineTimeoutMs: 30 * 60_000,
      fuelGainAlertL: 10,
      fuelLossAlertL: 8,
      overspeedDurationMs: 60_000,
    });
    const records = new Map(world.collections.vehicles.map((v) => [v.record.id, v.record]));
    const reefers = inputs.filter((v) => v.refrigerated);
    expect(reefers.length).toBeGreaterThan(0);
    for (const v of inputs) {
      const record = records.get(v.id);
      expect(v.refrigerated).toBe(/reefer/i.test(record?.box_type?.name ?? ''));
      expect(v.driverId).toBe(record?.driver?.id ?? null);
      expect(v.fleetCategory).toBe(record?.fleet_category);
      expect(v.depot).not.toBeNull();
    }
    expect(() => telemetryInputsFromWorld(world, [{ id: 999_999 }])).toThrow(/999999/);

    const speeding = withDriverSpeeding(plainMotion, inputs, SEED);
    expect(speeding.map((m) => m.id)).toEqual(plainMotion.map((m) => m.id));
    expect(speeding.every((m) => m.overspeed && m.overspeed.factor >= 1)).toBe(true);
    expect(plainMotion.every((m) => m.overspeed === undefined)).toBe(true);
  });
});

/**
 * The first `count` vehicles moving with their drivers' speeding for `durationMs` in ticks of
 * `stepMs`, their telemetry read from the frame or from snapshots.
 */
function runFirst(
  count: number,
  durationMs: number,
  stepMs: number,
  read: 'frame' | 'snapshot',
): { events: TelemetryEvent[]; telemetry: FleetTelemetry } {
  const own = inputs.slice(0, count);
  const events: TelemetryEvent[] = [];
  const motion = createFleetMotion({
    vehicles: withDriverSpeeding(plainMotion.slice(0, count), own, SEED),
    addresses,
    graph,
    seed: SEED,
    startAt: START,
  });
  const telemetry = createFleetTelemetry({
    vehicles: own,
    seed: SEED,
    startAt: START,
    onEvent: (e) => events.push(e),
  });
  for (let at = START + stepMs; at <= START + durationMs; at += stepMs) {
    motion.advance({ at, elapsedMs: stepMs });
    if (read === 'frame') telemetry.updateFromFrame({ at, elapsedMs: stepMs }, motion.frame);
    else telemetry.update({ at, elapsedMs: stepMs }, motion.snapshot());
  }
  return { events, telemetry };
}

describe('telemetry from the motion frame', () => {
  it('TELEM-14 updateFromFrame emits the same events and ends in the same state as update', () => {
    const byStates = runFirst(60, 2 * HOUR, SECOND, 'snapshot');
    const byFrame = runFirst(60, 2 * HOUR, SECOND, 'frame');
    expect(byFrame.events.map((e) => [e.type, e.vehicleId, e.at])).toEqual(
      byStates.events.map((e) => [e.type, e.vehicleId, e.at]),
    );
    expect(byStates.events.length).toBeGreaterThan(0);
    const states = byStates.telemetry.snapshot();
    byFrame.telemetry.snapshot().forEach((state, i) => {
      expect(state.fuelLitres).toBeCloseTo(states[i]?.fuelLitres ?? -1, 3);
    });
  });
});

describe('idle and parking in the moving fleet', () => {
  it('TELEM-5 TELEM-6 MOTION-13 the live fleet idles and parks past the demo company timeouts', () => {
    const { events } = runFirst(150, 16 * HOUR, 10 * SECOND, 'frame');
    const types = new Set(events.map((e) => e.type));
    expect(types).toContain('idle-exceeded');
    expect(types).toContain('parking-exceeded');
  });
});
