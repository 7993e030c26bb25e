import { beforeAll, describe, expect, it } from 'vitest';
import { haversineM } from '../../domain/roads/geodesy';
import type { LatLngTuple } from '../../domain/roads/network-data';
import { buildRoadGraph, type RoadGraph } from '../../domain/roads/road-graph';
import { generateWorld } from '../../domain/world/generate-world';
import {
  MOTION_STATUS_CODES,
  STAND_ENGINE_IN_MS,
  STAND_ENGINE_OUT_MS,
  createFleetMotion,
  type FleetMotion,
  type MotionAddress,
  type MotionVehicle,
} from './fleet-motion';
import { motionInputsFromWorld } from './world-inputs';

const SEED = 20260101;
/** 09:00 WIB, Tuesday 3 November 2026: day shifts are out. */
const START = Date.UTC(2026, 10, 3, 2, 0, 0);
const MINUTE = 60_000;

let graph: RoadGraph;
let vehicles: MotionVehicle[];
let addresses: MotionAddress[];

beforeAll(() => {
  graph = buildRoadGraph();
  const world = generateWorld({ seed: SEED, nowMs: START, fleetSize: 40 });
  ({ vehicles, addresses } = motionInputsFromWorld(world));
});

function fleet(): FleetMotion {
  return createFleetMotion({ vehicles, addresses, graph, seed: SEED, startAt: START });
}

function row(motion: FleetMotion, vehicleId: number) {
  const i = Array.from(motion.frame.ids).indexOf(vehicleId);
  const f = motion.frame;
  return {
    point: [f.latitude[i] ?? 0, f.longitude[i] ?? 0] as LatLngTuple,
    speed: f.speedKmh[i] ?? 0,
    status: MOTION_STATUS_CODES[f.status[i] ?? 0],
    odometer: f.odometerKm[i] ?? 0,
  };
}

/** The vehicle's row after each tick (10 s steps), until `until`; offline rows are skipped. */
function drive(motion: FleetMotion, vehicleId: number, from: number, until: number) {
  const rows: (ReturnType<typeof row> & { at: number })[] = [];
  for (let at = from + 10_000; at <= until; at += 10_000) {
    motion.advance({ at, elapsedMs: 10_000 });
    const r = row(motion, vehicleId);
    if (r.status !== 'offline') rows.push({ ...r, at });
  }
  return rows;
}

/** A stop of another vehicle's company a few km away: somewhere to send the vehicle. */
function farAddress(vehicle: MotionVehicle): LatLngTuple {
  const byId = new Map(addresses.map((a) => [a.id, a]));
  const stops = vehicle.stopAddressIds.map((id) => byId.get(id)).filter((a) => a !== undefined);
  const far = stops
    .map((a) => [a.latitude, a.longitude] as LatLngTuple)
    .sort((a, b) => haversineM(b, vehicle.depot) - haversineM(a, vehicle.depot))[0];
  if (!far) throw new Error('no stop');
  return far;
}

describe('fleet motion steered by a fleet task (TASK-9)', () => {
  it('TASK-9 drives to the stop by road, arriving when the task says, then waits idle there', () => {
    const motion = fleet();
    const vehicle = vehicles[0] as MotionVehicle;
    const to = farAddress(vehicle);
    const endAt = START + 40 * MINUTE;
    expect(motion.steer(vehicle.id, { kind: 'drive', to, endAt, wait: 'idle' })).toBe(true);
    expect(motion.steered).toBe(1);
    const odometer = row(motion, vehicle.id).odometer;
    // TASK-10: the share of the drive covered grows with the time, and only for this stop.
    drive(motion, vehicle.id, START, START + 10 * MINUTE);
    expect(motion.drivenShare(vehicle.id, to)).toBeCloseTo(0.25, 2);
    expect(motion.drivenShare(vehicle.id, [to[0] + 0.01, to[1]])).toBeNull();
    const rows = drive(motion, vehicle.id, START + 10 * MINUTE, endAt + 5 * MINUTE);
    const before = rows.filter((r) => r.at < endAt - MINUTE);
    expect(motion.drivenShare(vehicle.id, to)).toBe(1);
    const after = rows.filter((r) => r.at >= endAt);
    expect(before.length).toBeGreaterThan(10);
    expect(before.every((r) => r.status === 'moving' && r.speed > 0)).toBe(true);
    // Closer to the stop as time goes on, and there at the promised time.
    const gap = (r: { point: LatLngTuple }) => haversineM(r.point, to);
    expect(gap(before[before.length - 1] as (typeof rows)[0])).toBeLessThan(
      gap(before[0] as (typeof rows)[0]),
    );
    expect(after.length).toBeGreaterThan(0);
    for (const r of after) {
      expect(gap(r)).toBeLessThan(1);
      expect(r.status).toBe('idle');
      expect(r.speed).toBe(0);
    }
    // The odometer counts the road driven, at least the straight line.
    const drivenKm = row(motion, vehicle.id).odometer - odometer;
    const straightKm = haversineM(before[0]?.point ?? to, to) / 1000;
    expect(drivenKm).toBeGreaterThanOrEqual(straightKm * 0.99);
  });

  it('TASK-9 stands at the stop: engine on when it comes and goes, off while serving', () => {
    const motion = fleet();
    const vehicle = vehicles[1] as MotionVehicle;
    const at = farAddress(vehicle);
    const until = START + 20 * MINUTE;
    motion.steer(vehicle.id, { kind: 'stand', at, since: START, until });
    const rows = drive(motion, vehicle.id, START, until);
    for (const r of rows) {
      expect(haversineM(r.point, at)).toBeLessThan(1);
      const engineOn = r.at < START + STAND_ENGINE_IN_MS || r.at >= until - STAND_ENGINE_OUT_MS;
      expect(r.status).toBe(engineOn ? 'idle' : 'parked');
    }
  });

  it('TASK-9 a halt stands still until its end, then the vehicle drives home; null frees it', () => {
    const motion = fleet();
    const vehicle = vehicles[2] as MotionVehicle;
    motion.advance({ at: START + 1000, elapsedMs: 1000 });
    const here = row(motion, vehicle.id).point;
    motion.steer(vehicle.id, { kind: 'halt', until: START + 30 * MINUTE });
    const halted = drive(motion, vehicle.id, START + 1000, START + 29 * MINUTE);
    for (const r of halted) {
      expect(haversineM(r.point, here)).toBeLessThan(1);
      expect(r.status).toBe('parked');
    }
    drive(motion, vehicle.id, START + 29 * MINUTE, START + 31 * MINUTE);
    expect(motion.steered).toBe(0);

    const other = vehicles[3] as MotionVehicle;
    motion.steer(other.id, {
      kind: 'stand',
      at: farAddress(other),
      since: START,
      until: START + 3 * 60 * MINUTE,
    });
    expect(motion.steered).toBe(1);
    motion.steer(other.id, null);
    expect(motion.steered).toBe(0);
    const home = drive(motion, other.id, START + 31 * MINUTE, START + 33 * MINUTE);
    expect(home.some((r) => r.status === 'moving')).toBe(true);
  });

  it('TASK-9 a drive without a promised time goes at a town pace and waits parked', () => {
    const motion = fleet();
    const vehicle = vehicles[4] as MotionVehicle;
    const to = farAddress(vehicle);
    motion.steer(vehicle.id, { kind: 'drive', to, wait: 'parked' });
    const rows = drive(motion, vehicle.id, START, START + 6 * 60 * MINUTE);
    const last = rows[rows.length - 1];
    expect(last && haversineM(last.point, to)).toBeLessThan(1);
    expect(last?.status).toBe('parked');
    const moving = rows.filter((r) => r.status === 'moving');
    const mean = moving.reduce((sum, r) => sum + r.speed, 0) / moving.length;
    expect(mean).toBeGreaterThan(20);
    expect(mean).toBeLessThan(40);
  });

  it('TASK-9 drives the way the task gives when it starts where the vehicle is', () => {
    const motion = fleet();
    const vehicle = vehicles[5] as MotionVehicle;
    motion.advance({ at: START + 1000, elapsedMs: 1000 });
    const here = row(motion, vehicle.id).point;
    const to = farAddress(vehicle);
    // A dog-leg no road planner would choose: north first, then across.
    const corner: LatLngTuple = [to[0], here[1]];
    const endAt = START + 30 * MINUTE;
    motion.steer(vehicle.id, { kind: 'drive', to, endAt, wait: 'idle', way: [here, corner, to] });
    const rows = drive(motion, vehicle.id, START + 1000, endAt);
    const onWay = (p: LatLngTuple) =>
      Math.min(
        Math.abs(p[1] - here[1]) * 111_320 * Math.cos((p[0] * Math.PI) / 180),
        Math.abs(p[0] - to[0]) * 110_574,
      );
    for (const r of rows) expect(onWay(r.point)).toBeLessThan(1);
  });

  it('TASK-9 steering a vehicle the fleet does not move answers false', () => {
    expect(fleet().steer(-1, { kind: 'halt', until: START })).toBe(false);
  });
});
