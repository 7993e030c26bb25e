/* eslint-disable @typescript-eslint/no-non-null-assertion -- bench over arrays it built */
// `pnpm bench:road-rules`: the road rules in the plan (issue 29, ROADRULE-1..ROADRULE-10,
// docs/adr/0062-indonesian-road-rules-in-the-plan.md). A bench prints numbers; it gives no verdict.
//
// The product day of packages/route-solver/src/dev/product-day.ts, the one run-product.ts plans
// (1,000 orders around Jakarta, seed 42, windows, breaks, shifts 07:00-19:00 WIB), on the road
// network, on Wednesday 25 November 2026 (an odd date), with 60 vehicles: 30 vans, 15 CDD
// (class II), 10 Fuso (class III), 5 Tronton (class IV), plates alternately odd and even.
//
// 1. Matrix build on this thread: the time-independent road matrix (MATRIX-1, traffic `normal`)
//    against the rule matrices (one per distinct band over the fleet).
// 2. Solve with the same CPU budget on both travels (the solver's clock is process CPU time):
//    distance, vehicles, unassigned, iterations; the timed plan through the dev checker.
// 3. The road-rule checker on each plan's legs: the timed plan driven on its bands' paths, and
//    the time-independent plan driven on the fastest all-roads-open paths (how plans were made
//    before the rules).
//
//   pnpm bench:road-rules [--cpu-ms 1000,5000] [--orders 1000]
//   pnpm bench:road-rules --smoke    40 orders, 8 vehicles, 200 ms (npm test's bench:smoke step)
import { solve, type Problem, type Solution } from '../../packages/route-solver/src/index';
import { checkPlan } from '../../packages/route-solver/src/dev/check';
import { productDay } from '../../packages/route-solver/src/dev/product-day';
import { onRoadMatrix } from '../../apps/simulator/src/services/fleet-planning/solver-worker';
import type { LatLngTuple } from '../../apps/simulator/src/domain/roads/network-data';
import {
  profileOfVehicleType,
  type RuledVehicle,
} from '../../apps/simulator/src/domain/roads/road-rules';
import {
  classSpeedsForSteps,
  roadTravel,
} from '../../apps/simulator/src/engine/motion/road-matrix';
import {
  bandAt,
  ruleLeg,
  ruleMatrices,
  vehicleRuleBands,
} from '../../apps/simulator/src/engine/motion/rule-matrix';
import {
  checkRoadRules,
  type DrivenRoadLeg,
} from '../../apps/simulator/src/engine/route-planning/road-rule-check';
import { printFigures, sized, type FigureRow } from './figures';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] ?? fallback) : fallback;
};
const nOrders = Number(flag('--orders', sized('1000', '40')));
const budgets = flag('--cpu-ms', sized('1000,5000', '200')).split(',').map(Number);
const H = 3600;
/** 00:00 WIB on Wednesday 25 November 2026: the problem's time 0. */
const ORIGIN_MS = Date.UTC(2026, 10, 24, 17);

/** 60 vehicles (8 in a smoke run) of every rule class, in the same proportions. */
const share = (full: number): number => sized(full, Math.max(1, Math.round(full / 7.5)));
const TYPES = [
  ...Array<string>(share(30)).fill('van'),
  ...Array<string>(share(15)).fill('cdd'),
  ...Array<string>(share(10)).fill('fuso'),
  ...Array<string>(share(5)).fill('tronton'),
];
const fleet: RuledVehicle[] = TYPES.map((key, k) => ({
  profile: profileOfVehicleType(key),
  plate: `B ${1000 + k} XY`,
}));
const { depot, orders, vehicles } = productDay(nOrders, fleet.length);
const points: LatLngTuple[] = [
  [depot.y, depot.x],
  ...orders.map((o): LatLngTuple => [o.point.y, o.point.x]),
];
/** The day's problem; its travel is replaced by each matrix below, as the solver worker does. */
const base: Problem = {
  depot,
  orders,
  vehicles,
  travel: { kind: 'euclidean' },
  objective: 'distance',
  roundTrip: true,
  serviceTimePerOrder: true,
  groupOrders: false,
};

const travel = roadTravel();
travel.matrix(points.slice(0, 5), { speedsKmh: classSpeedsForSteps(1), avoidTolls: false }); // warm
const STEPS_NORMAL = 1;
let t0 = performance.now();
const plain = travel.matrix(points, {
  speedsKmh: classSpeedsForSteps(STEPS_NORMAL),
  avoidTolls: false,
});
const plainMs = performance.now() - t0;
t0 = performance.now();
const fromMs = ORIGIN_MS + 7 * H * 1000;
const toMs = ORIGIN_MS + 19 * H * 1000;
const rm = ruleMatrices(points, fleet, fromMs, toMs, false);
const rulesMs = performance.now() - t0;
const mb = (n: number) => ((n * points.length * points.length * 8 * 2) / 2 ** 20).toFixed(0);
console.log(`points ${points.length}, vehicles ${fleet.length}`);
console.log(`time-independent matrix: ${plainMs.toFixed(0)} ms, ${plain.searches} searches`);
console.log(
  `rule matrices: ${rm.matrices.length} matrices (bands per vehicle ${Math.min(...rm.vehicles.map((v) => v.matrix.length))}-${Math.max(...rm.vehicles.map((v) => v.matrix.length))}), ${rulesMs.toFixed(0)} ms, ${rm.matrices.reduce((n, m) => n + m.searches, 0)} searches, about ${mb(rm.matrices.length)} MB (duration, distance)`,
);

// The model keeps one bound array (the slowest of a vehicle's bands) per distinct band set.
const boundSets = new Set(rm.vehicles.map((v) => [...new Set(v.matrix)].sort().join(','))).size;
console.log(`per-vehicle bound arrays in the model: ${boundSets}, about ${mb(boundSets / 2)} MB`);
const figures: FigureRow[] = [
  {
    name: 'matrices',
    points: points.length,
    vehicles: fleet.length,
    plainMs,
    rulesMs,
    ruleMatrices: rm.matrices.length,
    searches: rm.matrices.reduce((n, m) => n + m.searches, 0),
    boundSets,
  },
];

const untimed = onRoadMatrix(base, plain);
const timed = onRoadMatrix(base, {
  ...plain,
  timed: { matrices: rm.matrices, vehicles: rm.vehicles, startMs: ORIGIN_MS },
});
const cpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** A plan's legs driven on given paths: the vehicle's band at each leg's departure. */
function legsOf(
  sol: Solution,
  pathFor: (
    k: number,
    from: LatLngTuple,
    to: LatLngTuple,
    atMs: number,
  ) => DrivenRoadLeg['path'] | null,
): DrivenRoadLeg[] {
  const legs: DrivenRoadLeg[] = [];
  for (const route of sol.routes) {
    const k = route.vehicle;
    let at = 0;
    let leave = route.departure;
    const visit = (to: number, arrival: number, departure: number) => {
      const path = pathFor(k, points[at]!, points[to]!, ORIGIN_MS + leave * 1000);
      if (path)
        legs.push({
          vehicle: fleet[k]!,
          plate: fleet[k]!.plate,
          departureMs: ORIGIN_MS + leave * 1000,
          path,
        });
      at = to;
      leave = departure;
      void arrival;
    };
    route.stops.forEach((stop, i) => {
      if (route.break?.afterStop === i) leave = route.break.start + 1800;
      visit(1 + stop.orders[0]!, stop.arrival, stop.departure);
    });
    if (route.break && route.break.afterStop >= route.stops.length)
      leave = route.break.start + 1800;
    visit(0, route.end, route.end);
  }
  return legs;
}
const bands = fleet.map((v) => vehicleRuleBands(v, fromMs, toMs));
const openPath = (_k: number, a: LatLngTuple, b: LatLngTuple) =>
  travel.path(a, b, { speedsKmh: classSpeedsForSteps(STEPS_NORMAL), avoidTolls: false });
const rulePath = (k: number, a: LatLngTuple, b: LatLngTuple, atMs: number) =>
  ruleLeg(a, b, bandAt(bands[k]!, atMs), false, travel)?.path ?? null;

for (const budget of budgets) {
  for (const [name, problem, paths] of [
    ['time-independent', untimed, openPath],
    ['rules (timed)', timed, rulePath],
  ] as const) {
    const c0 = cpu();
    const sol = solve(problem, { timeLimitMs: budget, seed: 1, clock: cpu });
    const used = cpu() - c0;
    const errors = checkPlan(problem, sol);
    const legs = legsOf(sol, paths);
    const broken = checkRoadRules(legs);
    const byReason: Record<string, number> = {};
    for (const v of broken) byReason[v.reason] = (byReason[v.reason] ?? 0) + 1;
    const brokenLegs = new Set(broken.map((v) => v.leg)).size;
    figures.push({
      name: `${name} ${budget} ms`,
      distanceKm: sol.distance / 1000,
      vehicles: sol.vehicles,
      unassigned: sol.unassigned.length,
      iterations: sol.iterations,
      cpuMs: used,
      checkerErrors: errors.length,
      legs: legs.length,
      brokenLegs,
    });
    console.log(
      `${String(budget).padStart(5)} ms CPU ${name.padEnd(17)} ${(sol.distance / 1000).toFixed(0)} km, ${sol.vehicles} vehicles, ${sol.unassigned.length} unassigned, ${sol.iterations} iterations, ${used.toFixed(0)} ms CPU with model, checker ${errors.length === 0 ? 'feasible' : errors.slice(0, 2).join('; ')}, legs breaking a road rule ${brokenLegs}/${legs.length} ${JSON.stringify(byReason)}`,
    );
  }
}
printFigures('road-rules', figures);
