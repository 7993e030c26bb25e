import { beforeAll, describe, expect, it } from 'vitest';
import type { LatLngTuple } from '../../domain/roads/network-data';
import { buildRoadGraph, type RoadGraph } from '../../domain/roads/road-graph';
import { generateWorld } from '../../domain/world/generate-world';
import {
  MOTION_STATUS_CODES,
  createFleetMotion,
  type FleetMotion,
  type MotionAddress,
  type MotionEvent,
  type MotionState,
  type MotionVehicle,
} from './fleet-motion';
import { bandOf } from './traffic';
import { motionInputsFromWorld } from './world-inputs';

const SEED = 20260101;
/** 00:00 WIB, Tuesday 3 November 2026. */
const START = Date.UTC(2026, 10, 2, 17, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let graph: RoadGraph;
let vehicles: MotionVehicle[];
let addresses: MotionAddress[];

beforeAll(() => {
  graph = buildRoadGraph();
  const world = generateWorld({ seed: SEED, nowMs: START, fleetSize: 500 });
  ({ vehicles, addresses } = motionInputsFromWorld(world));
});

function fleet(
  overrides: { seed?: number; vehicles?: MotionVehicle[]; onEvent?: (e: MotionEvent) => void } = {},
): FleetMotion {
  return createFleetMotion({
    vehicles: overrides.vehicles ?? vehicles,
    addresses,
    graph,
    seed: overrides.seed ?? SEED,
    startAt: START,
    ...(overrides.onEvent ? { onEvent: overrides.onEvent } : {}),
  });
}

/** Steps simulated time from `from` in ticks of `stepMs`, calling `each` after every tick. */
function run(
  motion: FleetMotion,
  from: number,
  durationMs: number,
  stepMs: number,
  each?: (at: number) => void,
): number {
  let at = from;
  while (at < from + durationMs) {
    at += stepMs;
    motion.advance({ at, elapsedMs: stepMs });
    each?.(at);
  }
  return at;
}

/** Metres from p to the segment a-b (flat projection around p: fine at city scale). */
function distanceToSegmentM(p: LatLngTuple, a: LatLngTuple, b: LatLngTuple): number {
  const kx = 111_320 * Math.cos((p[0] * Math.PI) / 180);
  const ky = 110_574;
  const ax = (a[1] - p[1]) * kx;
  const ay = (a[0] - p[0]) * ky;
  const bx = (b[1] - p[1]) * kx;
  const by = (b[0] - p[0]) * ky;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / len2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

describe('fleet motion', () => {
  it('MOTION-1 the same seed, start and ticks give the same fleet; another seed another', () => {
    const a = fleet();
    const b = fleet();
    const c = fleet({ seed: SEED + 1 });
    for (const m of [a, b, c]) run(m, START, 2 * HOUR, 1000 * 30);
    expect(a.snapshot()).toEqual(b.snapshot());
    expect(a.snapshot()).not.toEqual(c.snapshot());
    expect(a.snapshot()).toHaveLength(vehicles.length);
  });

  it('MOTION-2 moving vehicles stay on the road network or the last metres to a stop', () => {
    const nodes = graph.nodes;
    const segments: [LatLngTuple, LatLngTuple][] = graph.edges.flatMap((e) => {
      const a = nodes[e.from];
      const b = nodes[e.to];
      return a && b ? [[a.point, b.point] as [LatLngTuple, LatLngTuple]] : [];
    });
    // The last metres: every stop and depot to its nearest network node.
    const ends: LatLngTuple[] = [
      ...addresses.map((a): LatLngTuple => [a.latitude, a.longitude]),
      ...vehicles.map((v) => v.depot),
    ];
    for (const end of ends) segments.push([end, graph.nearestNode(end).node.point]);
    const sample = vehicles.filter((_, i) => i % 10 === 0);
    const motion = fleet({ vehicles: sample });
    let checked = 0;
    run(motion, START, 24 * HOUR, 7 * MINUTE, () => {
      for (const s of motion.snapshot()) {
        if (s.status !== 'moving') continue;
        const p: LatLngTuple = [s.latitude, s.longitude];
        let best = Infinity;
        for (const [a, b] of segments) {
          best = Math.min(best, distanceToSegmentM(p, a, b));
          if (best <= 50) break;
        }
        expect(best, `vehicle ${s.id} at ${p.join(',')}`).toBeLessThanOrEqual(50);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(100);
  });

  it('MOTION-3 trips run depot, 2 to 6 stops, depot, within a simulated day', () => {
    const events: MotionEvent[] = [];
    const sample = vehicles.slice(0, 40);
    const motion = fleet({ vehicles: sample, onEvent: (e) => events.push(e) });
    const positions = new Map<number, MotionState>();
    run(motion, START, 36 * HOUR, 10_000, () => {
      for (const s of motion.snapshot()) positions.set(s.id, s);
    });
    const byAddress = new Map(addresses.map((a) => [a.id, a]));
    let completeTrips = 0;
    for (const v of sample) {
      const mine = events.filter((e) => e.vehicleId === v.id);
      const starts = mine.flatMap((e, i) => (e.type === 'trip-started' ? [i] : []));
      for (const i of starts) {
        const start = mine[i];
        if (start?.type !== 'trip-started') continue;
        expect(start.stopAddressIds.length).toBeGreaterThanOrEqual(2);
        expect(start.stopAddressIds.length).toBeLessThanOrEqual(6);
        const rest = mine.slice(i + 1);
        const end = rest.findIndex((e) => e.type === 'returned');
        if (end < 0) continue; // still out when the run ended
        const visited = rest
          .slice(0, end)
          .flatMap((e) => (e.type === 'arrived' || e.type === 'stop-skipped' ? [e.addressId] : []));
        expect(visited).toEqual(start.stopAddressIds);
        const returned = rest[end];
        expect((returned?.at ?? Infinity) - start.at).toBeLessThan(24 * HOUR);
        completeTrips++;
      }
      for (const e of mine) {
        if (e.type !== 'arrived') continue;
        expect(byAddress.get(e.addressId)).toBeDefined();
      }
    }
    expect(completeTrips).toBeGreaterThanOrEqual(sample.length);
  });

  it('MOTION-3 a vehicle stands at its stop, and back at its depot after its trip', () => {
    const v = vehicles.find((x) => x.stopAddressIds.length > 0 && x.shift === undefined);
    if (!v) throw new Error('no vehicle');
    const events: MotionEvent[] = [];
    const motion = fleet({ vehicles: [v], onEvent: (e) => events.push(e) });
    const byAddress = new Map(addresses.map((a) => [a.id, a]));
    let at = START;
    let seen = 0;
    while (at < START + 48 * HOUR && seen < 6) {
      at += 1000;
      const before = events.length;
      motion.advance({ at, elapsedMs: 1000 });
      const s = motion.snapshot()[0];
      for (const e of events.slice(before)) {
        if (!s || s.status === 'offline') continue;
        const here: LatLngTuple = [s.latitude, s.longitude];
        if (e.type === 'arrived') {
          const a = byAddress.get(e.addressId);
          expect(here).toEqual([a?.latitude, a?.longitude]);
          seen++;
        }
        if (e.type === 'returned') {
          expect(here).toEqual(v.depot);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThanOrEqual(3);
  });

  it('MOTION-4 an unreachable stop is skipped, the trip goes on and returns home', () => {
    const jakarta = vehicles.find((x) => x.region === 'jabodetabek' && x.stopAddressIds.length > 0);
    const surabaya = vehicles.find((x) => x.region === 'surabaya' && x.stopAddressIds.length > 0);
    if (!jakarta || !surabaya) throw new Error('no vehicles');
    const mixed: MotionVehicle = {
      ...jakarta,
      shift: 'long-haul',
      stopAddressIds: [
        ...jakarta.stopAddressIds.slice(0, 3),
        ...surabaya.stopAddressIds.slice(0, 3),
      ],
    };
    const events: MotionEvent[] = [];
    const motion = fleet({ vehicles: [mixed], onEvent: (e) => events.push(e) });
    run(motion, START, 48 * HOUR, MINUTE);
    expect(events.some((e) => e.type === 'stop-skipped')).toBe(true);
    expect(events.some((e) => e.type === 'returned')).toBe(true);
  });

  it('MOTION-5 at every hour of the day at least a quarter of the fleet is moving', () => {
    const motion = fleet();
    // A day to settle, then one sample every 15 minutes through the next day.
    const settled = run(motion, START, 24 * HOUR, MINUTE);
    const shares: number[] = [];
    run(motion, settled, 24 * HOUR, MINUTE, (at) => {
      if ((at - settled) % (15 * MINUTE) !== 0) return;
      const snap = motion.snapshot();
      shares.push(snap.filter((s) => s.status === 'moving').length / snap.length);
    });
    expect(shares).toHaveLength(96);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.25);
  });

  it('MOTION-6 status, ignition and speed agree; speeds lie in the traffic bands', () => {
    const motion = fleet();
    const floor = bandOf('very_slow').minKmh;
    const top = bandOf('faster').maxKmh;
    const seen = new Set<string>();
    const wrong: string[] = [];
    run(motion, START, 30 * HOUR, 3 * MINUTE, () => {
      for (const s of motion.snapshot()) {
        seen.add(s.status);
        const ok =
          s.heading >= 0 &&
          s.heading < 360 &&
          (s.status === 'parked' ? !s.ignition && s.speedKmh === 0 : true) &&
          (s.status === 'idle' ? s.ignition && s.speedKmh === 0 : true) &&
          (s.status === 'moving'
            ? s.ignition && s.speedKmh >= floor * 0.88 && s.speedKmh <= top
            : true);
        if (!ok) wrong.push(JSON.stringify(s));
      }
    });
    expect(wrong).toEqual([]);
    expect([...seen].sort()).toEqual(['idle', 'moving', 'offline', 'parked']);
  });

  it('MOTION-7 offline devices keep their last report, come back, a few stay away for hours', () => {
    const motion = fleet();
    const lastOnline = new Map<number, MotionState>();
    const offlineSince = new Map<number, number>();
    let longest = 0;
    let returns = 0;
    const wrong: string[] = [];
    run(motion, START, 30 * HOUR, MINUTE, (at) => {
      for (const s of motion.snapshot()) {
        if (s.status === 'offline') {
          const last = lastOnline.get(s.id);
          if (
            last &&
            (s.reportedAt !== last.reportedAt ||
              s.latitude !== last.latitude ||
              s.longitude !== last.longitude)
          )
            wrong.push(`${s.id} offline at ${at} moved from its last report`);
          if (!offlineSince.has(s.id)) offlineSince.set(s.id, at);
          longest = Math.max(longest, at - (offlineSince.get(s.id) ?? at));
        } else {
          if (offlineSince.delete(s.id)) returns++;
          if (s.reportedAt !== at) wrong.push(`${s.id} online at ${at} reported ${s.reportedAt}`);
          lastOnline.set(s.id, s);
        }
      }
    });
    expect(wrong).toEqual([]);
    expect(returns).toBeGreaterThan(10);
    expect(longest).toBeGreaterThanOrEqual(HOUR);
  });

  it('MOTION-8 odometers never decrease and grow by the distance driven', () => {
    const motion = fleet();
    const before = new Map(motion.snapshot().map((s) => [s.id, s.odometerKm]));
    const total = (): number => [...before.values()].reduce((a, b) => a + b, 0);
    const initial = total();
    let decreases = 0;
    run(motion, START, 26 * HOUR, 5 * MINUTE, () => {
      for (const s of motion.snapshot()) {
        if (s.odometerKm < (before.get(s.id) ?? 0)) decreases++;
        before.set(s.id, s.odometerKm);
      }
    });
    expect(decreases).toBe(0);
    // Hundreds of vehicles over a day drive tens of thousands of km between them.
    expect(total() - initial).toBeGreaterThan(10_000);
  });

  it('MOTION-9 one large tick and many small ones reach nearly the same fleet', () => {
    const small = fleet();
    const large = fleet();
    run(small, START, 3 * HOUR, 1000);
    large.advance({ at: START + 3 * HOUR, elapsedMs: 3 * HOUR });
    const a = small.snapshot();
    const b = large.snapshot();
    const same = a.filter((s, i) => {
      const o = b[i];
      return o && Math.abs(s.odometerKm - o.odometerKm) < 0.01 && s.status === o.status;
    });
    expect(same.length / a.length).toBeGreaterThan(0.95);
  });
});

describe('frame and restart', () => {
  it('MOTION-10 the frame holds what snapshot() reports, row by row, after every tick', () => {
    const motion = fleet({ vehicles: vehicles.slice(0, 120) });
    run(motion, START, 3 * HOUR, 7 * MINUTE + 3_000, () => {
      const { frame } = motion;
      motion.snapshot().forEach((state, i) => {
        expect(frame.ids[i]).toBe(state.id);
        expect(frame.latitude[i]).toBeCloseTo(state.latitude, 9);
        expect(frame.longitude[i]).toBeCloseTo(state.longitude, 9);
        expect(frame.speedKmh[i]).toBeCloseTo(state.speedKmh, 3);
        expect(MOTION_STATUS_CODES[frame.status[i] ?? -1]).toBe(state.status);
        expect(frame.ignition[i]).toBe(state.ignition ? 1 : 0);
        expect(frame.reportedAt[i]).toBe(state.reportedAt);
      });
      expect(frame.at).toBe(motion.at);
    });
  });

  it('MOTION-11 a fleet restored from a save (through JSON) goes on exactly as the one that saved', () => {
    const some = vehicles.slice(0, 150);
    const original = fleet({ vehicles: some });
    const savedAt = run(original, START, 9 * HOUR + 17 * MINUTE, 60_000);
    const save = JSON.parse(JSON.stringify(original.exportState())) as ReturnType<
      FleetMotion['exportState']
    >;
    const restarted = createFleetMotion({
      vehicles: some,
      addresses,
      graph,
      seed: SEED,
      startAt: savedAt,
    });
    expect(restarted.restore(save)).toBe(some.length);
    expect(restarted.snapshot()).toEqual(original.snapshot());
    run(original, savedAt, 5 * HOUR, 60_000);
    run(restarted, savedAt, 5 * HOUR, 60_000);
    expect(restarted.snapshot()).toEqual(original.snapshot());
  });

  it('MOTION-11 a save taken long ago continues from its time; vehicles not in it start fresh', () => {
    const some = vehicles.slice(0, 40);
    const original = fleet({ vehicles: some });
    run(original, START, 2 * HOUR, 60_000);
    const save = original.exportState();
    save.vehicles = save.vehicles.slice(0, 30);
    const later = START + 30 * HOUR;
    const restarted = createFleetMotion({
      vehicles: some,
      addresses,
      graph,
      seed: SEED,
      startAt: later,
    });
    expect(restarted.restore(save)).toBe(30);
    expect(restarted.at).toBe(save.at);
    const odometers = restarted.snapshot().map((s) => s.odometerKm);
    restarted.advance({ at: later, elapsedMs: later - save.at });
    restarted.snapshot().forEach((state, i) => {
      expect(state.odometerKm).toBeGreaterThanOrEqual(odometers[i] ?? Infinity);
    });
  });
});

describe('long stops', () => {
  it('MOTION-13 some stops idle past a usual idle timeout, some stand parked past a park timeout', () => {
    const some = vehicles.slice(0, 200);
    const motion = fleet({ vehicles: some });
    const idleSince = new Map<number, number>();
    const parkedAwaySince = new Map<number, number>();
    let longestIdleMs = 0;
    let longestParkedAwayMs = 0;
    const depotOf = new Map(some.map((v) => [v.id, v.depot]));
    run(motion, START + 6 * HOUR, 14 * HOUR, MINUTE, (at) => {
      for (const state of motion.snapshot()) {
        if (state.status === 'idle') {
          const since = idleSince.get(state.id) ?? at;
          idleSince.set(state.id, since);
          longestIdleMs = Math.max(longestIdleMs, at - since);
        } else idleSince.delete(state.id);
        const depot = depotOf.get(state.id);
        const away =
          depot !== undefined &&
          Math.abs(state.latitude - depot[0]) + Math.abs(state.longitude - depot[1]) > 0.01;
        if (state.status === 'parked' && away) {
          const since = parkedAwaySince.get(state.id) ?? at;
          parkedAwaySince.set(state.id, since);
          longestParkedAwayMs = Math.max(longestParkedAwayMs, at - since);
        } else parkedAwaySince.delete(state.id);
      }
    });
    expect(longestIdleMs).toBeGreaterThanOrEqual(12 * MINUTE);
    expect(longestParkedAwayMs).toBeGreaterThanOrEqual(65 * MINUTE);
  });
});
