// `pnpm bench:vrp`: how good and how fast the route solver is (issue 9). A bench prints numbers
// and the targets beside them; it gives no verdict, but exits 1 when any plan was infeasible.
//
// 1. The product-shaped case (run first, so the process's peak memory is the product case's and
//    not the Solomon runs'): 1,000 orders around Jakarta from the simulator world over 60
//    vehicles, solved once per budget (1 s, 5 s, 30 s); each plan checked by the product checker.
// 2. The 56 Solomon instances, distance only (against bks_distance_only.csv) and fewest vehicles
//    first (against bks.csv), on this one thread, orders shuffled by the seed (VROOM issue #680);
//    every plan checked by the independent checker and its distance recomputed from the routes.
//
//   pnpm bench:vrp                                   everything, seed 1, both solvers (about 13 minutes)
//   pnpm bench:vrp --instances R1*,C101 --objective distance --no-product
//   pnpm bench:vrp --seeds 3 --json vrp-bench.json   three seeds, results also as JSON
//   pnpm bench:vrp --help                            every option
//   pnpm bench:vrp --smoke                           C101 distance-only for 300 ms and the
//                                                    product case at a 300 ms budget (npm test)
//   pnpm bench:vrp --clock cpu --objective distance  limits read from the process's CPU time
//   pnpm bench:vrp --only-product --warm             also the shortest product budget solved again,
//                                                    warm (a solver worker's second solve)
//   pnpm bench:vrp --set gh1000 --clock cpu          the 60 Gehring-Homberger 1,000-customer
//                                                    instances, distance only, 60 s per run
//   pnpm bench:vrp --set gh1000 --instances C1_10_1,R1_10_1 --previous-ms 10000 --clock cpu
//
// By default every run is made twice in turn, by the solver with local search and by the
// ruin-and-recreate alone (`--solvers new,previous`), so that a comparison on this shared
// machine sees the same load; the report prints both, their iterations per second and the gap
// over time. The load average is printed at the start and the end.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { generateWorld } from '@armada/simulator/motion';
import { solve } from '../../packages/route-solver/src/index';
import {
  BENCH_USAGE,
  parseBenchArgs,
  selectInstances,
  type BenchArgs,
} from '../../packages/route-solver/tools/bench-args';
import {
  findGh1000Dir,
  findSolomonDir,
  listInstances,
} from '../../packages/route-solver/tools/bench-data';
import {
  PRODUCT_HEADER,
  SOLOMON_HEADER,
  formatSolomonSummaries,
  formatSolverComparison,
  formatTable,
  productRowCells,
  solomonRowCells,
} from '../../packages/route-solver/tools/bench-report';
import { UsageError } from '../../packages/route-solver/tools/cli-args';
import { runProductBench, type ProductRow } from '../../packages/route-solver/tools/product-bench';
import {
  generateProductCase,
  type ProductWorld,
} from '../../packages/route-solver/tools/product-case';
import {
  runSolomonBench,
  summariseDistance,
  summariseVehicles,
  type SolomonRow,
} from '../../packages/route-solver/tools/solomon-bench';
import { clockOf, solveSolomonRun } from '../../packages/route-solver/tools/solver-runner';
import { benchArgv, printFigures, smoke } from './figures';

/** The smallest run that still goes through every part: one instance, one budget. */
const SMOKE_ARGS = [
  '--instances',
  'C101',
  '--objective',
  'distance',
  '--distance-ms',
  '300',
  '--product-ms',
  '300',
];

/** The simulator world the product case is drawn from, and the case's own seed. */
const WORLD_SEED = 20260101;
const WORLD_NOW = Date.UTC(2026, 10, 3, 1, 0, 0);
const PRODUCT_SEED = 9;
const DEPOT_NAME = 'Gudang Utama Cakung';

/** The demo company's Cakung depot, the world's addresses and its vehicles' boxes. */
function productWorld(): ProductWorld {
  const world = generateWorld({ seed: WORLD_SEED, nowMs: WORLD_NOW });
  const addresses = world.collections.addresses.map((entry) => entry.record);
  const depot = addresses.find((address) => address.is_depot && address.name === DEPOT_NAME);
  if (depot === undefined) throw new Error(`the simulator world has no depot ${DEPOT_NAME}`);
  const boxes = world.collections.vehicles.flatMap(({ record }) =>
    record.box_type === null
      ? []
      : [{ weight: record.box_type.weight_capacity, volume: record.box_type.volume_capacity }],
  );
  return {
    depot,
    places: addresses.filter((address) => !address.is_depot),
    boxes,
  };
}

function machine(): Record<string, string | number> {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

function runProduct(args: BenchArgs): ProductRow[] {
  const problem = generateProductCase(productWorld(), { seed: PRODUCT_SEED });
  const high = problem.orders.filter((order) => order.priority === 'high').length;
  const windows = problem.orders.filter((order) => order.timeWindow !== undefined).length;
  const weight = problem.orders.reduce((sum, order) => sum + order.weight, 0);
  const capacity = problem.vehicles.reduce(
    (sum, vehicle) => sum + (vehicle.capacityWeight ?? 0),
    0,
  );
  console.log(
    `product case (simulator world seed ${WORLD_SEED}, case seed ${PRODUCT_SEED}): ` +
      `${problem.orders.length} orders (${high} high priority, ${windows} with windows, ` +
      `${(weight / 1000).toFixed(1)} t) from ${DEPOT_NAME}, ${problem.vehicles.length} vehicles ` +
      `(${(capacity / 1000).toFixed(1)} t of boxes), shifts of 10 h, lunch 1 h from 11:30-13:00, ` +
      `haversine x1.3 at 32 km/h (the RO-65 "slow" band)`,
  );
  const before = process.memoryUsage();
  console.log(
    `before solving: rss ${(before.rss / 2 ** 20).toFixed(0)} MB, heap ` +
      `${(before.heapUsed / 2 ** 20).toFixed(0)} MB (node, tsx, the world and the case)`,
  );
  const clock = clockOf(args.clock);
  const rows: ProductRow[] = [];
  // Each budget by each solver in turn, so both see the same load.
  for (const budget of args.productBudgetsMs) {
    for (const solver of args.solvers) {
      const extra = { localSearch: solver.localSearch, ...(clock === undefined ? {} : { clock }) };
      rows.push(...runProductBench(problem, [budget], PRODUCT_SEED, solve, extra, solver.label));
    }
  }
  const shortest = Math.min(...args.productBudgetsMs);
  const longest = Math.max(...args.productBudgetsMs);
  if (args.warm) {
    // The product's solver worker stays up between solves (piscina, idle timeout a minute):
    // the first solve of a thread pays the JIT's warm-up, the next ones do not.
    for (const solver of args.solvers) {
      const extra = { localSearch: solver.localSearch, ...(clock === undefined ? {} : { clock }) };
      rows.push(
        ...runProductBench(
          problem,
          [shortest],
          PRODUCT_SEED,
          solve,
          extra,
          `${solver.label}, warm`,
        ),
      );
    }
  }
  console.log(formatTable(PRODUCT_HEADER, rows.map(productRowCells)));
  if (shortest < longest) {
    for (const solver of args.solvers) {
      const mine = rows.filter((row) => row.solver === solver.label && row.failure === null);
      const warm = rows.find(
        (row) => row.solver === `${solver.label}, warm` && row.failure === null,
      );
      const last = mine.find((row) => row.budgetMs === longest)?.distanceM ?? null;
      for (const [label, first] of [
        [solver.label, mine.find((row) => row.budgetMs === shortest)?.distanceM ?? null],
        [`${solver.label}, warm`, warm?.distanceM ?? null],
      ] as const) {
        if (first === null || last === null) continue;
        console.log(
          `${label}: ${(shortest / 1000).toFixed(1)} s plan ${(first / 1000).toFixed(1)} km, ` +
            `${((100 * (first - last)) / last).toFixed(1)}% over its ${(longest / 1000).toFixed(1)} s ` +
            `plan (${(last / 1000).toFixed(1)} km); target (issue 29): within 5% at 1 s of the 30 s plan`,
        );
      }
    }
  }
  console.log(
    'targets: a feasible plan in under 1 s, memory under 300 MB (peak rss is the whole ' +
      'process: node, tsx and the world included)\n',
  );
  return rows;
}

/** The convergence table's times on the 1,000-customer set (up to the limit, then the limit). */
const GH_MARKS_MS = [1000, 2000, 5000, 10_000, 20_000, 30_000, 45_000];

function runSolomon(args: BenchArgs, solomonDir: string): SolomonRow[] {
  const available = listInstances(solomonDir);
  const instances = selectInstances(available, args.instancePatterns);
  const total = instances.length * args.seeds.length * args.objectives.length * args.solvers.length;
  const gh = args.set === 'gh1000';
  const previous =
    args.previousLimitMs === null
      ? ''
      : `; the previous solver ${args.previousLimitMs} ms (distance and vehicles)`;
  console.log(
    `${gh ? 'Gehring-Homberger 1,000 customers' : 'Solomon'}: ${instances.length} instances x ${args.seeds.length} seeds (${args.seeds.join(',')}) ` +
      `x ${args.solvers.map((solver) => solver.label).join(' and ')} ` +
      `x ${args.objectives.join(' and ')}; time limits: distance ${args.timeLimitMs.distance} ms, ` +
      `vehicles ${args.timeLimitMs.vehicles} ms${previous} (${args.clock === 'cpu' ? 'CPU time' : 'wall clock'}); ` +
      `one thread; data ${solomonDir}`,
  );
  let done = 0;
  const rows = runSolomonBench({
    solomonDir,
    instances,
    objectives: args.objectives,
    seeds: args.seeds,
    timeLimitMs: args.timeLimitMs,
    previousLimitMs: args.previousLimitMs,
    runner: solveSolomonRun,
    solvers: args.solvers,
    clock: args.clock,
    onRow: (row) => {
      done += 1;
      // Progress on stderr, so stdout stays the report.
      process.stderr.write(`[${done}/${total}] ${solomonRowCells(row).join(' ')}\n`);
    },
  });
  console.log(formatTable(SOLOMON_HEADER, rows.map(solomonRowCells)));
  console.log();
  const all = instances.length === available.length;
  for (const solver of args.solvers) {
    console.log(`-- ${solver.label}`);
    console.log(
      formatSolomonSummaries(
        rows.filter((row) => row.solver === solver.label),
        all,
        args.set,
      ),
    );
    console.log();
  }
  console.log(
    formatSolverComparison(
      rows,
      args.timeLimitMs.distance,
      gh ? { fixedMarksMs: GH_MARKS_MS, reference: 'gh1000/bks_distance_only.csv' } : {},
    ),
  );
  return rows;
}

function main(): number {
  let args: BenchArgs | null;
  try {
    args = parseBenchArgs(smoke ? [...SMOKE_ARGS, ...benchArgv()] : benchArgv());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`bench:vrp: ${error.message}\n${BENCH_USAGE}\n`);
    return 2;
  }
  if (args === null) {
    console.log(BENCH_USAGE);
    return 0;
  }
  const solomonDir = !args.solomon
    ? ''
    : args.set === 'gh1000'
      ? findGh1000Dir()
      : findSolomonDir();
  const host = machine();
  console.log(
    `machine: ${host.cpu}, ${host.cores} cores, ${host.memoryGb} GB, node ${host.node}, ${host.platform}`,
  );
  console.log(`command: pnpm bench:vrp ${process.argv.slice(2).join(' ')}`.trimEnd());
  console.log(`load average at the start: ${loadAverage()} (1, 5, 15 min; ${host.cores} cores)`);
  console.log();
  const product = args.product ? runProduct(args) : [];
  const solomon = args.solomon ? runSolomon(args, solomonDir) : [];
  const failures =
    product.filter((row) => row.failure !== null).length +
    solomon.filter((row) => row.failure !== null).length;
  if (args.jsonFile !== null) {
    const hasObjective = (objective: string): boolean =>
      solomon.some((row) => row.objective === objective);
    writeFileSync(
      args.jsonFile,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: machine(),
          argv: process.argv.slice(2),
          set: args.set,
          product,
          solomon,
          summaries: {
            distance: hasObjective('distance') ? summariseDistance(solomon) : null,
            vehicles: hasObjective('vehicles') ? summariseVehicles(solomon) : null,
          },
          failures,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nresults written to ${args.jsonFile}`);
  }
  console.log(`\nload average at the end: ${loadAverage()} (1, 5, 15 min)`);
  printFigures('vrp', [
    ...product.map((row) => ({ name: 'product', ...row })),
    ...solomon.map(({ bks, progress: _progress, ...row }) => ({
      name: row.instance,
      ...row,
      bksVehicles: bks.vehicles,
      bksDistance: bks.distance,
    })),
  ]);
  if (failures > 0) {
    console.log(`\n${failures} plans failed the check: see the FAIL rows above`);
    return 1;
  }
  return 0;
}

process.exitCode = main();
