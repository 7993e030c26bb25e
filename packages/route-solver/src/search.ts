/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads; every index is in range by construction */
import { Engine } from './engine';
import type { Snapshot } from './engine';
import type { Model } from './model';
import { Rng } from './rng';
import type { Objective } from './types';

export interface SearchOptions {
  readonly objective: Objective;
  readonly timeLimitMs: number;
  readonly maxIterations: number;
  readonly seed: number;
  /** performance.now() when the solve began: the time limit counts from there. */
  readonly startedAt?: number;
  readonly signal: AbortSignal | undefined;
  /** Called about every 100 ms with the best plan so far and the iteration count. */
  readonly onProgress: ((best: Snapshot, iteration: number, elapsedMs: number) => void) | undefined;
  /** Annealing temperatures as multiples of the mean arc cost of the first plan. */
  readonly startTemperature?: number;
  readonly endTemperature?: number;
  /** Share of the budget the fleet minimisation may use (objective 'vehicles'). */
  readonly fleetShare?: number;
}

export interface SearchResult {
  readonly best: Snapshot;
  readonly iterations: number;
  readonly elapsedMs: number;
  readonly stoppedBy: 'time_limit' | 'iteration_limit' | 'cancelled' | 'lower_bound';
}

const CLOCK_EVERY = 8;

/** Settings the dev runner may override while tuning (not part of the public options). */
export const tuning = {
  startTemperature: 3,
  endTemperature: 0.03,
  fleetShare: 0.5,
  routeRemoval: 0.1,
};

/** Smallest fleet the loads allow: total demand over the largest capacities, per dimension. */
export function capacityLowerBound(model: Model): number {
  let lb = 1;
  for (const dim of [0, 1]) {
    const caps = Array.from(dim === 0 ? model.capW : model.capV).sort((a, b) => b - a);
    let total = 0;
    for (let i = 1; i <= model.n; i++) total += dim === 0 ? model.weight[i]! : model.volume[i]!;
    let k = 0;
    while (total > 1e-9 && k < caps.length) total -= caps[k++]!;
    lb = Math.max(lb, k);
  }
  return lb;
}

/**
 * Ruin and recreate under simulated annealing (SISR), preceded by route elimination with
 * absence counters (Nagata and Bräysy) when the objective puts vehicles first.
 */
export function search(model: Model, opts: SearchOptions): SearchResult {
  const t0 = opts.startedAt ?? performance.now();
  const rng = new Rng(opts.seed);
  const eng = new Engine(model, rng);
  eng.routeRemoval = tuning.routeRemoval;
  const timeLimit = opts.timeLimitMs;
  const maxIter = opts.maxIterations;
  const byIterations = Number.isFinite(maxIter);
  let iter = 0;
  let elapsed = 0;
  let stoppedBy: SearchResult['stoppedBy'] | undefined;
  let lastProgress = 0;

  // Construction: every order inserted greedily.
  const blink = eng.blinkRate;
  eng.blinkRate = 0;
  eng.begin();
  eng.recreate();
  eng.blinkRate = blink;
  let best = eng.snapshot();
  let bestCost = eng.totalCost();

  const stop = (): boolean => {
    if (stoppedBy !== undefined) return true;
    if (iter >= maxIter) {
      stoppedBy = 'iteration_limit';
      return true;
    }
    if (iter % CLOCK_EVERY === 0) {
      if (opts.signal?.aborted) {
        stoppedBy = 'cancelled';
        return true;
      }
      elapsed = performance.now() - t0;
      if (elapsed >= timeLimit) {
        stoppedBy = 'time_limit';
        return true;
      }
      if (opts.onProgress && elapsed - lastProgress >= 100) {
        lastProgress = elapsed;
        opts.onProgress(best, iter, elapsed);
      }
    }
    return false;
  };
  const fraction = (startIter: number, startMs: number, share: number): number => {
    if (byIterations) return Math.min(1, (iter - startIter) / ((maxIter - startIter) * share));
    return Math.min(1, (elapsed - startMs) / ((timeLimit - startMs) * share));
  };

  if (model.n === 0) {
    return { best, iterations: 0, elapsedMs: performance.now() - t0, stoppedBy: 'lower_bound' };
  }

  if (opts.objective === 'vehicles') {
    const lb = capacityLowerBound(model);
    const share = opts.fleetShare ?? tuning.fleetShare;
    const startIter = iter;
    const startMs = elapsed;
    let used = eng.usedRoutes();
    let baseBank = eng.bankLen;
    eng.absence.fill(0);
    outer: while (used > lb && !stop()) {
      if (fraction(startIter, startMs, share) >= 1) break;
      // Drop the shortest route (ties at random) and try to place its orders elsewhere.
      let r0 = -1;
      let ties = 0;
      for (let r = 0; r < eng.m; r++) {
        const len = eng.len[r]!;
        if (len === 0) continue;
        if (r0 < 0 || len < eng.len[r0]!) {
          r0 = r;
          ties = 1;
        } else if (len === eng.len[r0]! && rng.int(++ties) === 0) r0 = r;
      }
      eng.maxRoutes = used - 1;
      eng.clearRoute(r0);
      let curBank = eng.bankLen;
      let curDist = eng.distanceCost();
      while (!stop()) {
        if (fraction(startIter, startMs, share) >= 1) break outer;
        iter++;
        eng.begin();
        eng.ruin();
        eng.recreate();
        for (let i = 0; i < eng.bankLen; i++) eng.absence[eng.bank[i]!]! += 1;
        const candAbs = eng.absenceSum();
        const curAbs = eng.backupAbsenceSum();
        const dist = eng.distanceCost();
        if (
          eng.bankLen < curBank ||
          candAbs < curAbs ||
          (eng.bankLen === curBank && candAbs === curAbs && dist <= curDist)
        ) {
          curBank = eng.bankLen;
          curDist = dist;
          if (curBank <= baseBank) {
            best = eng.snapshot(best);
            bestCost = eng.totalCost();
            used = eng.usedRoutes();
            baseBank = curBank;
            eng.absence.fill(0);
            continue outer;
          }
        } else {
          eng.undo();
        }
      }
    }
    eng.restore(best);
    eng.maxRoutes = eng.usedRoutes();
    // Absences steer the recreate order while eliminating routes only.
    eng.absence.fill(0);
  }

  // Distance phase: annealing from T0 to Tf over what is left of the budget.
  const used = Math.max(1, eng.usedRoutes());
  const arcs = model.n - eng.bankLen + used;
  const meanArc = eng.distanceCost() / Math.max(1, arcs) || 1;
  const tStart = (opts.startTemperature ?? tuning.startTemperature) * meanArc;
  const tEnd = (opts.endTemperature ?? tuning.endTemperature) * meanArc;
  const startIter = iter;
  const startMs = elapsed;
  let cur = eng.totalCost();
  while (!stop()) {
    iter++;
    eng.begin();
    eng.ruin();
    eng.recreate();
    const cand = eng.totalCost();
    const f = fraction(startIter, startMs, 1);
    const temp = tStart * Math.pow(tEnd / tStart, f);
    if (cand < cur - temp * Math.log(rng.next())) {
      cur = cand;
      if (cand < bestCost - 1e-9) {
        bestCost = cand;
        best = eng.snapshot(best);
      }
    } else {
      eng.undo();
    }
  }
  return {
    best,
    iterations: iter,
    elapsedMs: performance.now() - t0,
    stoppedBy: stoppedBy ?? 'time_limit',
  };
}
