/* eslint-disable @typescript-eslint/no-non-null-assertion -- dev tool over known-good data */
// Dev runner for tuning: solves Solomon instances and prints vehicles, distance and the gap to
// the best-known solutions. Not the benchmark (that is `pnpm bench:vrp`).
// nice -n 10 npx tsx packages/route-solver/src/dev/run-solomon.ts C101 R101 --time-limit-ms 2000
//   [--objective distance|vehicles] [--seed N] [--all] [--no-ls] [--granularity N]
//   [--iterations N] (a fixed number of steps instead of the time limit: the plan is the seed's)
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSolomon, solve } from '../index';
import type { Objective } from '../index';
import { checkPlan } from './check';
import { tuning } from '../search';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../tools/fixtures/solomon');
const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
};
const timeLimitMs = Number(flag('--time-limit-ms', '2000'));
const objective = flag('--objective', 'distance') as Objective;
const seed = Number(flag('--seed', '1'));
tuning.startTemperature = Number(flag('--t0', String(tuning.startTemperature)));
tuning.endTemperature = Number(flag('--tf', String(tuning.endTemperature)));
tuning.routeRemoval = Number(flag('--route-removal', String(tuning.routeRemoval)));
tuning.freeShare = Number(flag('--free-share', String(tuning.freeShare)));
tuning.fleetShare = Number(flag('--fleet-share', String(tuning.fleetShare)));
tuning.granularity = Number(flag('--granularity', String(tuning.granularity)));
tuning.lsWindow = Number(flag('--ls-window', String(tuning.lsWindow)));
tuning.lsFromRemoved = !args.includes('--ls-routes');
tuning.lsRequeueRoutes = args.includes('--ls-requeue-routes');
const localSearch = !args.includes('--no-ls');
let names = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1]!.startsWith('--')));
if (args.includes('--all') || names.length === 0) {
  names = readdirSync(join(DIR, 'instances'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4))
    .sort();
}
const bksFile = objective === 'vehicles' ? 'bks.csv' : 'bks_distance_only.csv';
const bks = new Map<string, { vehicles: number; distance: number }>();
for (const line of readFileSync(join(DIR, bksFile), 'utf8').split('\n').slice(1)) {
  const [inst, v, d] = line.split(',');
  if (inst && v && d) bks.set(inst, { vehicles: Number(v), distance: Number(d) });
}
let gaps = 0;
let veh = 0;
let bksVeh = 0;
let ms = 0;
for (const name of names) {
  const { problem } = parseSolomon(readFileSync(join(DIR, 'instances', `${name}.txt`), 'utf8'), {
    objective,
  });
  const cpuClock = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const iterations = Number(flag('--iterations', '0'));
  const sol = solve(problem, {
    ...(iterations > 0 ? { maxIterations: iterations } : { timeLimitMs }),
    seed,
    localSearch,
    ...(args.includes('--cpu') ? { clock: cpuClock } : {}),
  });
  const errors = checkPlan(problem, sol);
  if (errors.length > 0) console.log(`${name} INFEASIBLE: ${errors.slice(0, 3).join('; ')}`);
  const ref = bks.get(name);
  const gap = ref ? (100 * (sol.distance - ref.distance)) / ref.distance : NaN;
  gaps += gap;
  veh += sol.vehicles;
  bksVeh += ref?.vehicles ?? 0;
  ms += sol.elapsedMs;
  console.log(
    `${name.padEnd(6)} veh ${String(sol.vehicles).padStart(3)} (bks ${ref?.vehicles}) dist ${sol.distance.toFixed(2).padStart(9)} (bks ${ref?.distance}) gap ${gap.toFixed(2).padStart(6)}% unassigned ${sol.unassigned.length} iters ${sol.iterations} ${sol.elapsedMs.toFixed(0)} ms`,
  );
}
console.log(
  `${names.length} instances, ${objective}: mean gap ${(gaps / names.length).toFixed(2)}%, vehicles ${veh} (bks ${bksVeh}), mean ${(ms / names.length).toFixed(0)} ms`,
);
