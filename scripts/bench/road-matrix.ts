// `pnpm bench:road-matrix`: the route solver's road travel matrix (issue 24, MATRIX-1..MATRIX-6,
// docs/adr/0026-road-network-matrix.md). A bench prints numbers; it gives no verdict.
//
// 1. Build time and memory of the duration and distance matrix for 50, 200, 1,000 and 2,001
//    locations (2,000 orders and the depot: the most a run accepts) around Greater Jakarta, on
//    this thread (warm network), and once through the solver's worker pool while this thread's
//    event loop is watched (its longest stall).
// 2. Plans and driving: a run from the simulator world's Cakung depot is planned twice, on the
//    old travel (great circle x 1.3 at the middle of the traffic level's band) and on the road
//    matrix; each route's legs are then driven on the road network the way the moving fleet
//    drives (engine/motion: its leg routes, each segment at its road class's band top for the
//    hour it is driven, times a seeded 88-100%), from the planned departure of each leg. The
//    ratio planned / driven leg time per stop: mean, p10, p90, for both; and for the new plan
//    once more with each leg driven along the road path the matrix timed (MATRIX-5: what a
//    fleet task that follows its plan drives), which leaves only the hour's traffic and the
//    seeded speeds between plan and drive.
//
//   pnpm bench:road-matrix            everything (about half a minute)
//   pnpm bench:road-matrix --smoke    50 locations on this thread, a 30-order run (npm test's
//                                     bench smoke)
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { TrafficLevel } from '@armada/contracts/route-optimization';
import { DEFAULT_ROUTE_OPTIMIZATION_OPTIONS } from '@armada/contracts/route-optimization';
import { generateWorld } from '@armada/simulator/motion';
import {
  solve,
  travelBetween,
  type Problem,
  type Solution,
} from '../../packages/route-solver/src/index';
import { haversineM } from '../../apps/simulator/src/domain/roads/geodesy';
import type { LatLngTuple } from '../../apps/simulator/src/domain/roads/network-data';
import { LegPlanner } from '../../apps/simulator/src/engine/motion/leg-planner';
import {
  classSpeedsForLevel,
  roadTravel,
} from '../../apps/simulator/src/engine/motion/road-matrix';
import { MIN_SPEED_FACTOR, classSpeedsKmh } from '../../apps/simulator/src/engine/motion/traffic';
import {
  buildPlanningProblem,
  type PlanningInput,
  type PlanningOrder,
  type PlanningProblem,
} from '../../apps/simulator/src/engine/route-planning/build-problem';
import { roadNetworks } from '../../apps/simulator/src/engine/route-planning/route-geometry';
import { roadPlanning } from '../../apps/simulator/src/services/fleet-planning/road-travel';
import { createSolverPool } from '../../apps/simulator/src/services/fleet-planning/solver-pool';
import { WIB_OFFSET_MS } from '../../apps/simulator/src/domain/wib-time';
import { printFigures, smoke, type FigureRow } from './figures';

const WORLD_SEED = 20260101;
const WORLD_NOW = Date.UTC(2026, 10, 3, 1, 0, 0);
const DEPOT_NAME = 'Gudang Utama Cakung';
const SIZES = smoke ? [50] : [50, 200, 1_000, 2_001];
const POOL_SIZE = smoke ? 50 : 1_000;
const RUN_ORDERS = smoke ? 30 : 120;
const RUN_VEHICLES = smoke ? 3 : 10;
const ITERATIONS = smoke ? 300 : 20_000;

/** A small seeded generator (mulberry32), so every run draws the same places. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Place {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

function worldPlaces(): { depot: Place; places: Place[] } {
  const world = generateWorld({ seed: WORLD_SEED, nowMs: WORLD_NOW });
  const addresses = world.collections.addresses.map((entry) => entry.record);
  const depot = addresses.find((a) => a.is_depot && a.name === DEPOT_NAME);
  if (!depot) throw new Error(`the simulator world has no depot ${DEPOT_NAME}`);
  // Greater Jakarta's delivery addresses (the Cakung depot's region).
  const places = addresses.filter(
    (a) => !a.is_depot && a.latitude > -6.7 && a.latitude < -5.9 && a.longitude < 107.3,
  );
  return { depot, places };
}

/** n locations: the depot, the world's addresses, then addresses moved up to ~1.5 km. */
function locations(depot: Place, places: readonly Place[], n: number): LatLngTuple[] {
  const next = rng(n);
  const out: LatLngTuple[] = [[depot.latitude, depot.longitude]];
  for (let i = 0; out.length < n; i++) {
    const p = places[i % places.length];
    if (!p) break;
    const jitter = i < places.length ? 0 : 0.014;
    out.push([p.latitude + (next() * 2 - 1) * jitter, p.longitude + (next() * 2 - 1) * jitter]);
  }
  return out;
}

const mb = (bytes: number): number => Math.round((bytes / 2 ** 20) * 10) / 10;
const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] ?? NaN) + ((sorted[hi] ?? NaN) - (sorted[lo] ?? NaN)) * (at - lo);
}

async function matrixRows(depot: Place, places: Place[]): Promise<FigureRow[]> {
  const rows: FigureRow[] = [];
  const started = performance.now();
  const travel = roadTravel();
  const networkMs = performance.now() - started;
  console.log(
    `road network: ${travel.nodeCount} nodes, built in ${networkMs.toFixed(0)} ms (once per process or worker thread)\n`,
  );
  console.log('locations  avoid tolls  searches  build ms (median)  matrix MB  heap+buffers MB');
  for (const n of SIZES) {
    const points = locations(depot, places, n);
    for (const avoidTolls of [false, true]) {
      const options = { speedsKmh: classSpeedsForLevel('slow'), avoidTolls };
      const times: number[] = [];
      let grown = 0;
      let searches = 0;
      let unreachable = 0;
      for (let k = 0; k < (n > 1_000 ? 3 : 5); k++) {
        const before = process.memoryUsage();
        const t0 = performance.now();
        const matrix = travel.matrix(points, options);
        times.push(performance.now() - t0);
        const after = process.memoryUsage();
        grown = Math.max(
          grown,
          after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers,
        );
        searches = matrix.searches;
        unreachable = matrix.unreachable;
      }
      const buildMs = median(times);
      const matrixMb = mb(16 * n * n);
      console.log(
        `${String(n).padStart(9)}  ${String(avoidTolls).padEnd(11)}  ${String(searches).padStart(8)}  ${buildMs.toFixed(1).padStart(17)}  ${String(matrixMb).padStart(9)}  ${String(mb(grown)).padStart(15)}`,
      );
      rows.push({
        name: `matrix ${n}${avoidTolls ? ' avoid tolls' : ''}`,
        locations: n,
        searches,
        unreachable,
        buildMs: round(buildMs),
        matrixMb,
        grownMb: mb(grown),
      });
    }
  }

  // Through the pool: the worker builds its own network on its first matrix. Not in the smoke
  // run: a worker thread loading TypeScript through tsx takes seconds to start, and the solver
  // pool's unit test already runs this task in a real thread.
  if (smoke) return rows;
  const pool = createSolverPool();
  try {
    const points = locations(depot, places, POOL_SIZE);
    const request = {
      points: new Float64Array(points.flatMap(([lat, lng]) => [lat, lng])),
      trafficLevel: 'slow' as TrafficLevel,
      avoidTolls: true,
    };
    const pooled: { ms: number; stallMs: number }[] = [];
    for (const label of ['first (thread starts, builds its network)', 'warm']) {
      const delay = monitorEventLoopDelay({ resolution: 1 });
      delay.enable();
      const t0 = performance.now();
      await pool.travelMatrix?.(request);
      const ms = performance.now() - t0;
      delay.disable();
      const stallMs = delay.max / 1e6;
      pooled.push({ ms, stallMs });
      console.log(
        `pool, ${POOL_SIZE} locations, ${label}: ${ms.toFixed(0)} ms to the caller, longest event-loop stall ${stallMs.toFixed(1)} ms`,
      );
    }
    // The same wait with nothing to do: what this machine's scheduler alone stalls the loop by.
    const idle = monitorEventLoopDelay({ resolution: 1 });
    idle.enable();
    await new Promise((resolve) => setTimeout(resolve, Math.max(50, pooled[1]?.ms ?? 0)));
    idle.disable();
    const idleStallMs = idle.max / 1e6;
    console.log(`idle wait as long, for comparison: longest stall ${idleStallMs.toFixed(1)} ms`);
    rows.push({
      name: 'pool',
      locations: POOL_SIZE,
      firstMs: round(pooled[0]?.ms ?? NaN),
      warmMs: round(pooled[1]?.ms ?? NaN),
      stallMs: round(Math.max(...pooled.map((p) => p.stallMs))),
      idleStallMs: round(idleStallMs),
    });
  } finally {
    await pool.close();
  }
  return rows;
}

/** Seeded wobble per leg and segment, like the moving fleet's (fleet-motion.ts). */
function wobble(segment: number, legSeed: number): number {
  let h = Math.imul(segment ^ legSeed, 2654435761) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 2246822519) >>> 0;
  h ^= h >>> 13;
  return (h >>> 0) / 4294967296;
}

/** A leg as the moving fleet gets it: points, metres to each, a road class per segment. */
interface DrivenLeg {
  points: readonly LatLngTuple[];
  segmentClass: readonly number[];
}

/** How a leg's road route is found: the leg planner's (motion) or the plan's own path. */
type LegSource = (from: LatLngTuple, to: LatLngTuple) => DrivenLeg | null;

function motionLegs(planners: LegPlanner[]): LegSource {
  return (from, to) => {
    for (const planner of planners) {
      const leg = planner.leg(from, to);
      if (leg) return leg;
    }
    return null;
  };
}

/**
 * Seconds to drive a leg leaving at `startMs`, the way the moving fleet drives (MOTION-6): each
 * segment at its class's band top for the hour it is driven, times a seeded 88-100%.
 */
function driveSeconds(
  legs: LegSource,
  from: LatLngTuple,
  to: LatLngTuple,
  startMs: number,
  legSeed: number,
): number | null {
  const leg = legs(from, to);
  if (!leg) return null;
  let t = startMs;
  for (let s = 0; s + 1 < leg.points.length; s++) {
    const metres = haversineM(leg.points[s] ?? from, leg.points[s + 1] ?? to);
    const top = classSpeedsKmh(t)[leg.segmentClass[s] ?? 3] ?? 28;
    const kmh = top * (MIN_SPEED_FACTOR + (1 - MIN_SPEED_FACTOR) * wobble(s, legSeed));
    t += (metres / (kmh / 3.6)) * 1000;
  }
  return (t - startMs) / 1000;
}

interface RatioFigures {
  legs: number;
  mean: number;
  p10: number;
  p90: number;
  plannedH: number;
  drivenH: number;
}

function ratios(
  problem: Problem,
  solution: Solution,
  departureMs: number,
  points: readonly LatLngTuple[],
  legs: LegSource,
): RatioFigures {
  const travel = travelBetween(problem);
  const values: number[] = [];
  let planned = 0;
  let driven = 0;
  solution.routes.forEach((route, r) => {
    let prevPoint = 0;
    let prevDeparture = route.departure;
    const visits = route.stops.map((stop) => ({
      point: 1 + (stop.orders[0] ?? 0),
      departure: stop.departure,
    }));
    if (problem.roundTrip) visits.push({ point: 0, departure: route.end });
    visits.forEach((visit, s) => {
      const from = points[prevPoint];
      const to = points[visit.point];
      const plannedS = travel.time(prevPoint, visit.point);
      if (from && to && haversineM(from, to) > 1) {
        const drivenS = driveSeconds(
          legs,
          from,
          to,
          departureMs + prevDeparture * 1000,
          r * 1009 + s,
        );
        if (drivenS !== null && drivenS > 0) {
          values.push(plannedS / drivenS);
          planned += plannedS;
          driven += drivenS;
        }
      }
      prevPoint = visit.point;
      prevDeparture = visit.departure;
    });
  });
  const sorted = [...values].sort((a, b) => a - b);
  return {
    legs: values.length,
    mean: values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length),
    p10: quantile(sorted, 0.1),
    p90: quantile(sorted, 0.9),
    plannedH: planned / 3600,
    drivenH: driven / 3600,
  };
}

function ratioRows(depot: Place, places: Place[]): FigureRow[] {
  const rows: FigureRow[] = [];
  const next = rng(7);
  const chosen = [...places].sort(() => next() - 0.5).slice(0, RUN_ORDERS);
  const orders: PlanningOrder[] = chosen.map((place, i) => ({
    id: i + 1,
    number: `DO/2611/${String(i + 1).padStart(5, '0')}`,
    priority: 'regular',
    weight: 20,
    volume: 0.1,
    customer: { id: 100 + i, name: `Customer ${i}` },
    address: {
      id: place.id,
      name: place.name,
      latitude: place.latitude,
      longitude: place.longitude,
    },
  }));
  const networks = roadNetworks();
  const configs: { label: string; level: TrafficLevel; wibHour: number; avoidTolls: boolean }[] = [
    { label: 'normal, 09:00 WIB, avoid tolls', level: 'normal', wibHour: 9, avoidTolls: true },
    {
      label: 'slow (default), 07:00 WIB, avoid tolls',
      level: 'slow',
      wibHour: 7,
      avoidTolls: true,
    },
    { label: 'fast, 22:00 WIB, tolls allowed', level: 'fast', wibHour: 22, avoidTolls: false },
  ];
  console.log(
    `\nplanned / driven leg time, a run of ${orders.length} orders from ${DEPOT_NAME} over ${RUN_VEHICLES} vehicles (${ITERATIONS} solver iterations, round trip)`,
  );
  console.log(
    'configuration                              travel        legs   mean    p10    p90  planned h  driven h',
  );
  for (const config of smoke ? configs.slice(0, 1) : configs) {
    const departureMs =
      Date.UTC(2026, 10, 25, 0, 0, 0) - WIB_OFFSET_MS + config.wibHour * 3_600_000;
    const input: PlanningInput = {
      depot: {
        addressId: depot.id,
        name: depot.name,
        latitude: depot.latitude,
        longitude: depot.longitude,
      },
      departureMs,
      // An eight-hour day: the run spreads over the vehicles as a dispatcher's would.
      endMs: departureMs + 8 * 3_600_000,
      options: {
        ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
        traffic_level: config.level,
        avoid_tolls: config.avoidTolls,
        round_trip: true,
        window_time: true,
      },
      orders,
      vehicles: Array.from({ length: RUN_VEHICLES }, (_, k) => ({
        id: k + 1,
        licensePlate: `B ${9000 + k} XY`,
        driver: null,
        weightCapacity: 1_000,
        volumeCapacity: 10,
      })),
    };
    const old = buildPlanningProblem(input);
    const road = roadPlanning(old, input);
    const points: LatLngTuple[] = [
      [old.problem.depot.y, old.problem.depot.x],
      ...old.problem.orders.map((o): LatLngTuple => [o.point.y, o.point.x]),
    ];
    const planners = config.avoidTolls
      ? [new LegPlanner(networks.tollFree), new LegPlanner(networks.all)]
      : [new LegPlanner(networks.all)];
    const planSpeeds = {
      speedsKmh: classSpeedsForLevel(config.level),
      avoidTolls: config.avoidTolls,
    };
    const runs = [
      { key: 'old', label: 'old: circle x1.3', planning: old, legs: motionLegs(planners) },
      { key: 'new', label: 'new: road matrix', planning: road, legs: motionLegs(planners) },
      {
        key: 'new-own-path',
        label: 'new, own path',
        planning: road,
        legs: (from: LatLngTuple, to: LatLngTuple) => roadTravel().path(from, to, planSpeeds),
      },
    ];
    const solutions = new Map<PlanningProblem, Solution>();
    for (const run of runs) {
      let solution = solutions.get(run.planning);
      if (!solution) {
        solution = solve(run.planning.problem, {
          seed: 11,
          maxIterations: ITERATIONS,
          timeLimitMs: 120_000,
        });
        solutions.set(run.planning, solution);
      }
      const f = ratios(run.planning.problem, solution, departureMs, points, run.legs);
      console.log(
        `${config.label.padEnd(41)}  ${run.label.padEnd(16)} ${String(f.legs).padStart(4)}  ${f.mean.toFixed(2).padStart(5)}  ${f.p10.toFixed(2).padStart(5)}  ${f.p90.toFixed(2).padStart(5)}  ${f.plannedH.toFixed(1).padStart(9)}  ${f.drivenH.toFixed(1).padStart(8)}`,
      );
      rows.push({
        name: `ratio ${config.level} ${run.key}`,
        legs: f.legs,
        mean: round(f.mean, 3),
        p10: round(f.p10, 3),
        p90: round(f.p90, 3),
        plannedH: round(f.plannedH, 2),
        drivenH: round(f.drivenH, 2),
      });
    }
  }
  console.log(
    'a ratio below 1 plans a leg faster than it is driven (a late ETA), above 1 slower (early); 1 is a plan the fleet keeps',
  );
  return rows;
}

async function main(): Promise<void> {
  const { depot, places } = worldPlaces();
  console.log(
    `road matrix bench${smoke ? ' (smoke)' : ''}: ${places.length} Greater Jakarta addresses of the simulator world (seed ${WORLD_SEED}), depot ${DEPOT_NAME}`,
  );
  const rows = [...(await matrixRows(depot, places)), ...ratioRows(depot, places)];
  printFigures('road-matrix', rows);
}

await main();
