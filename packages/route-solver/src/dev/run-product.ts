/* eslint-disable @typescript-eslint/no-non-null-assertion -- dev tool */
// A product-shaped problem for tuning: 1,000 orders around Jakarta, 60 vehicles, haversine travel,
// weights, volumes, windows, priorities and breaks. Prints cost over time and memory.
// nice -n 10 npx tsx packages/route-solver/src/dev/run-product.ts [--time-limit-ms 1000] [--orders 1000]
import { solve } from '../index';
import type { Problem } from '../index';
import { checkPlan } from './check';
import { productDay } from './product-day';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
const nOrders = Number(flag('--orders', '1000'));
const nVehicles = Number(flag('--vehicles', '60'));
const timeLimitMs = Number(flag('--time-limit-ms', '1000'));
const { depot, orders, vehicles } = productDay(nOrders, nVehicles);
const problem: Problem = {
  depot,
  orders,
  vehicles,
  travel: { kind: 'haversine', detourFactor: 1.35, speedMetresPerSecond: 6.5 },
  objective: 'distance',
  roundTrip: true,
  serviceTimePerOrder: true,
  groupOrders: false,
};
const t0 = performance.now();
const marks: string[] = [];
const sol = solve(problem, {
  timeLimitMs,
  seed: 1,
  onProgress: (p) => {
    if (marks.length < 200)
      marks.push(
        `${p.elapsedMs.toFixed(0)}ms ${(p.distance / 1000).toFixed(1)}km v${p.vehicles} u${p.unassigned}`,
      );
  },
});
const ms = performance.now() - t0;
console.log(marks.filter((_, i) => i % 5 === 0).join(' | '));
const errors = checkPlan(problem, sol);
const reasons: Record<string, number> = {};
for (const u of sol.unassigned) reasons[u.reason] = (reasons[u.reason] ?? 0) + 1;
const highLeft = sol.unassigned.filter((u) => orders[u.order]!.priority === 'high').length;
console.log(
  `orders ${nOrders} vehicles ${sol.vehicles} distance ${(sol.distance / 1000).toFixed(1)} km unassigned ${sol.unassigned.length} (high ${highLeft}) ${JSON.stringify(reasons)} iters ${sol.iterations} ${ms.toFixed(0)} ms wall, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB, feasible ${errors.length === 0 ? 'yes' : errors.slice(0, 3).join('; ')}`,
);
