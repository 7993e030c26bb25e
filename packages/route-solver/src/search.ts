/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads; every index is in range by construction */
import { Engine } from './engine';
import type { Snapshot } from './engine';
import { LocalSearch } from './local-search';
import type { Model } from './model';
import { Rng } from './rng';
import type { Objective, StopSignal } from './types';

export interface SearchOptions {
  readonly objective: Objective;
  readonly timeLimitMs: number;
  readonly maxIterations: number;
  readonly seed: number;
  /** clock() when the solve began: the time limit counts from there. */
  readonly startedAt?: number;
  /** Milliseconds from any origin; performance.now by default. */
  readonly clock?: () => number;
  readonly signal: StopSignal | undefined;
  /**
   * Called about every 100 ms with the best plan so far, the iteration count and how many times
   * the best plan has been replaced (the same count: the same plan as at the previous call).
   */
  readonly onProgress:
    ((best: Snapshot, iteration: number, elapsedMs: number, bestCount: number) => void) | undefined;
  /** Annealing temperatures as multiples of the mean arc cost of the first plan. */
  readonly startTemperature?: number;
  readonly endTemperature?: number;
  /** Share of the budget the fleet minimisation may use (objective 'vehicles'). */
  readonly fleetShare?: number;
  /** Share of the budget for the free-fleet annealing before route elimination. */
  readonly freeShare?: number;
  /** Granular local search after each recreate (default on; off gives the solver before it). */
  readonly localSearch?: boolean;
}

export interface SearchResult {
  readonly best: Snapshot;
  readonly iterations: number;
  readonly elapsedMs: number;
  readonly stoppedBy: 'time_limit' | 'iteration_limit' | 'cancelled' | 'lower_bound';
  /** Local-search moves made over the run. */
  readonly moves: number;
}

const CLOCK_EVERY = 8;

/** Settings the dev runner may override while tuning (not part of the public options). */
export const tuning = {
  startTemperature: 3,
  endTemperature: 0.03,
  /** Objective 'vehicles' below `largeFrom`: route elimination's and the free fleet's shares. */
  fleetShare: 0.7,
  freeShare: 0.1,
  /** The same at `largeFrom` visits or more, and without local search (`localSearch: false`). */
  largeFleetShare: 0.4,
  largeFreeShare: 0.15,
  routeRemoval: 0.1,
  /** Nearest visits tried per visit by the local search (20, 30 and 50 tried: 20 was best). */
  granularity: 20,
  /**
   * Large instances try only this many near visits in the first `largeCoarseUntil` of each
   * annealing (the hot part, where more steps count more than a finer search), then
   * `granularity`: on the product day about a fifth more steps per CPU second at 1 s, 10-15 km
   * shorter there (not resolved by itself), the same plan at 30 s (ADR 0055, fourth addendum).
   */
  largeCoarseGranularity: 12,
  largeCoarseUntil: 0.5,
  /**
   * Large instances: the annealing ends at `endTemperature` times sqrt(largeEndSteps / steps
   * expected) when it expects fewer steps than this (about 3 times hotter at the 4,000 steps of
   * a 1 s product day, unchanged at the 200,000 of 30 s), and counts its share of the budget
   * from its first step (`largeFromFirstStep`). ADR 0055, fourth addendum.
   */
  largeEndSteps: 40000,
  largeFromFirstStep: true,
  /**
   * The local search runs on a recreated plan only when it is within this share above the
   * acceptance threshold. Infinity (always) measured best: skipping the search on hopeless plans
   * (0.02, 0.005) saved time but lost more quality than the extra iterations won back.
   */
  lsWindow: Infinity,
  /** Local search seeded by the ruined visits only (else by every visit of a touched route). */
  lsFromRemoved: true,
  /** After a move, every visit of the changed routes is queued again (else those at its arcs). */
  lsRequeueRoutes: false,
  /**
   * Large instances (this many visits or more; the product day has 1,000) under budgets of a
   * second or a few, ADR 0055's addendum: the recreate tries only the gaps next to a visit's
   * `largeInsertNear` nearest routed visits (every gap when none of those fits; 20 and 50
   * measured), whole routes are ruined less often (`largeRouteRemoval`; 0, 0.02, 0.05 and 0.1
   * measured) and one sweep construction starts the search. Below it nothing changes.
   */
  largeFrom: 400,
  largeInsertNear: 50,
  largeRouteRemoval: 0.02,
  /**
   * Route elimination below `largeFrom`: when a recreate leaves orders out, the local search
   * runs from the ruined visits and the bank is inserted again; the step is then judged by the
   * bank and its absences as before. Solomon at 5 s (ADR 0055, route elimination addendum).
   */
  elimLs: true,
  /**
   * Route elimination below `largeFrom`: after this many steps without a smaller bank it starts
   * again from the best plan and drops a random route of at most twice the shortest's visits
   * (0: never; about 0.7 s of CPU on Solomon).
   */
  elimStall: 10000,
};

/** Near visits the local search tries at share `f` of an annealing (`tuning.largeCoarse*`). */
export function lsGranularity(large: boolean, f: number): number {
  return large && f < tuning.largeCoarseUntil ? tuning.largeCoarseGranularity : tuning.granularity;
}

/** How much hotter a large instance's annealing ends when it expects `steps` steps (0: unknown). */
export function endTemperatureScale(steps: number): number {
  return steps > 0 ? Math.max(1, Math.sqrt(tuning.largeEndSteps / steps)) : 1;
}

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
 * Ruin and recreate under simulated annealing (SISR). When the objective puts vehicles first:
 * a free-fleet annealing, then route elimination with absence counters (Nagata and Bräysy) from
 * its best plan (with the local search when a recreate leaves orders out, `tuning.elimLs`), then
 * annealing within the fleet found.
 */
export function search(model: Model, opts: SearchOptions): SearchResult {
  const clock = opts.clock ?? (() => performance.now());
  const t0 = opts.startedAt ?? clock();
  const rng = new Rng(opts.seed);
  const eng = new Engine(model, rng);
  const large = model.n >= tuning.largeFrom;
  eng.routeRemoval = large ? tuning.largeRouteRemoval : tuning.routeRemoval;
  if (large) eng.insertNear = tuning.largeInsertNear;
  const ls = opts.localSearch === false ? null : new LocalSearch(eng, tuning.granularity);
  if (ls) {
    ls.requeueRoutes = tuning.lsRequeueRoutes;
    // The first search of the constructed plan belongs to the hot start.
    ls.granularity = lsGranularity(large, 0);
  }
  let moves = 0;
  const removedBuf = new Int32Array(model.n);
  const lsWindow = tuning.lsWindow;
  const lsFromRemoved = tuning.lsFromRemoved;
  // Leave time to write the plan out (re-scheduling every route, reasons for orders left out):
  // on the product day's 1,000 visits that took 5-8 ms of CPU in a cold process with no progress
  // report before it (which compiles it), 0.4-5.5 ms after one; 15 ms there, twice the worst.
  const timeLimit = opts.timeLimitMs - Math.min(50, 0.05 * opts.timeLimitMs, 5 + model.n / 100);
  const maxIter = opts.maxIterations;
  const byIterations = Number.isFinite(maxIter);
  const vehiclesFirst = opts.objective === 'vehicles';
  let iter = 0;
  let elapsed = 0;
  let stoppedBy: SearchResult['stoppedBy'] | undefined;
  let lastProgress = 0;

  // Construction: every order inserted greedily, farthest from the depot first and, separately,
  // closest first; the cheaper plan starts the search. These two orders gave far better first
  // plans than the random or demand orders (product case 7,174 km against 9,869 km). Large
  // instances take one sweep instead (orders by angle around the depot, each at its cheapest
  // gap next to a near visit): on the product day 3,705 km and 40 routes in a third of the
  // time of farthest first's 4,864 km and 43 routes, and 2,415 km against 2,799 km after the
  // first local search.
  const blink = eng.blinkRate;
  // No blinks in the construction. Large instances draw for them all the same, at a rate only a
  // draw of exactly 0 falls under (one in 2^32): the construction is where V8 first optimises
  // the insertion scans, and a draw it never saw there threw that code away at the annealing's
  // first blink, to be compiled again on the compiler's threads, whose CPU time a CPU-clock
  // budget counts (ADR 0055, addendum "the compiler's threads").
  eng.blinkRate = large ? Number.MIN_VALUE : 0;
  eng.sortPick = large ? 15 : 8;
  eng.begin();
  if (large) {
    // The sweep opens a route only when no used route has a feasible gap: the start then
    // costs more (3,887 km against 3,705 km, 40 routes either way) but the search ends
    // shorter (1,789 km against 1,820 km at 1,500 steps, seeds 1-3; 1,799 against 1,828, 4-5).
    let far = 0;
    for (let i = 1; i <= model.n; i++) {
      const c = model.cost[i]! + model.cost[i * model.size]!;
      if (Number.isFinite(c) && c > far) far = c;
    }
    eng.openCost = 2 * far + 1;
  }
  eng.recreate();
  eng.openCost = 0;
  const farFirst = eng.snapshot();
  const farCost = eng.totalCost();
  if (!large) {
    for (let r = 0; r < eng.m; r++) eng.clearRoute(r);
    eng.sortPick = 10;
    eng.begin();
    eng.recreate();
    if (farCost < eng.totalCost()) eng.restore(farFirst);
  }
  if (ls) {
    // The whole constructed plan is searched once; on a large case under a short budget that
    // alone could overrun, so this run reads the clock (never the iteration limit's runs).
    ls.outOfTime = Number.isFinite(timeLimit) ? () => clock() - t0 >= timeLimit : null;
    ls.runAll();
    ls.outOfTime = null;
    moves += ls.moves;
  }
  eng.sortPick = -1;
  eng.blinkRate = blink;
  let best = eng.snapshot();
  // The best plan by (orders out, then vehicles when they come first, then cost).
  let bestOut = eng.bankPenalty();
  let bestUsed = vehiclesFirst ? eng.usedRoutes() : 0;
  let bestDist = eng.distanceCost();
  let bestCount = 0;
  const offerBest = (): void => {
    const out = eng.bankPenalty();
    if (out > bestOut) return;
    const used = vehiclesFirst ? eng.usedRoutes() : 0;
    const dist = eng.distanceCost();
    if (out === bestOut && (used > bestUsed || (used === bestUsed && dist >= bestDist - 1e-9)))
      return;
    bestOut = out;
    bestUsed = used;
    bestDist = dist;
    best = eng.snapshot(best);
    bestCount++;
  };

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
      elapsed = clock() - t0;
      if (elapsed >= timeLimit) {
        stoppedBy = 'time_limit';
        return true;
      }
      if (opts.onProgress && elapsed - lastProgress >= 100) {
        lastProgress = elapsed;
        opts.onProgress(best, iter, elapsed, bestCount);
      }
    }
    return false;
  };
  /** Share of the budget spent, from iterations when they bound the run, else from the clock. */
  const spent = (): number => {
    if (byIterations) return iter / maxIter;
    return Number.isFinite(timeLimit) ? elapsed / timeLimit : 0;
  };

  if (model.n === 0) {
    return {
      best,
      iterations: 0,
      elapsedMs: clock() - t0,
      stoppedBy: 'lower_bound',
      moves,
    };
  }

  /** Annealing from the current plan until `endAt` of the budget. */
  const anneal = (endAt: number): void => {
    const used = Math.max(1, eng.usedRoutes());
    const arcs = model.n - eng.bankLen + used;
    const meanArc = eng.distanceCost() / Math.max(1, arcs) || 1;
    const tStart = (opts.startTemperature ?? tuning.startTemperature) * meanArc;
    const tEndBase = (opts.endTemperature ?? tuning.endTemperature) * meanArc;
    let tEnd = tEndBase;
    // A large instance's annealing counts its share of the budget from its first step: the
    // start (model, construction, first local search) takes a quarter of a 1 s budget.
    if (large && tuning.largeFromFirstStep && Number.isFinite(timeLimit)) elapsed = clock() - t0;
    const from = spent();
    const span = Math.max(1e-9, endAt - from);
    const iterFrom = iter;
    const tFrom = elapsed;
    let cur = eng.totalCost();
    while (!stop()) {
      const f = (spent() - from) / span;
      if (f >= 1) break;
      if (large && (iter & 7) === 0) {
        // The steps this annealing will make: the iteration limit's, or the rate so far over
        // the time left. Few steps end hotter (`endTemperatureScale`).
        const done = iter - iterFrom;
        const took = elapsed - tFrom;
        const expected = byIterations
          ? maxIter * endAt - iterFrom
          : took > 0 && done > 0
            ? done + ((endAt * timeLimit - elapsed) * done) / took
            : 0;
        tEnd = tEndBase * endTemperatureScale(expected);
      }
      if (ls) ls.granularity = lsGranularity(large, f);
      iter++;
      eng.begin();
      eng.ruin();
      const removed = eng.bankLen - eng.bankAtBegin;
      if (ls) removedBuf.set(eng.bank.subarray(eng.bankAtBegin, eng.bankLen));
      eng.recreate();
      const temp = tStart * Math.pow(tEnd / tStart, f);
      const threshold = cur - temp * Math.log(rng.next());
      let cand = eng.totalCost();
      if (ls && cand < threshold + lsWindow * Math.abs(threshold)) {
        if (lsFromRemoved) ls.runFrom(removedBuf, removed);
        else ls.runTouched();
        moves += ls.moves;
        cand = eng.totalCost();
      }
      if (cand < threshold) {
        cur = cand;
        offerBest();
      } else {
        eng.undo();
      }
    }
  };

  /** Route elimination until `endAt` of the budget or the capacity lower bound. */
  const eliminate = (endAt: number): void => {
    const lb = capacityLowerBound(model);
    const elimLs = !large && tuning.elimLs ? ls : null;
    const stall = large || !ls ? 0 : tuning.elimStall;
    let used = eng.usedRoutes();
    let baseBank = eng.bankLen;
    let restarted = false;
    eng.absence.fill(0);
    outer: while (used > lb && !stop() && spent() < endAt) {
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
      if (restarted) {
        // After a restart: any route no more than twice the shortest's length, at random.
        const cap = 2 * eng.len[r0]!;
        ties = 0;
        for (let r = 0; r < eng.m; r++) {
          const len = eng.len[r]!;
          if (len > 0 && len <= cap && rng.int(++ties) === 0) r0 = r;
        }
      }
      eng.maxRoutes = used - 1;
      eng.clearRoute(r0);
      let curBank = eng.bankLen;
      let curDist = eng.distanceCost();
      let minBank = curBank;
      let since = 0;
      while (!stop() && spent() < endAt) {
        iter++;
        eng.begin();
        eng.ruin();
        const removed = eng.bankLen - eng.bankAtBegin;
        if (elimLs) removedBuf.set(eng.bank.subarray(eng.bankAtBegin, eng.bankLen));
        eng.recreate();
        if (elimLs && eng.bankLen > 0) {
          // Orders left out: shorten the routes around the ruin, then try them again.
          elimLs.runFrom(removedBuf, removed);
          moves += elimLs.moves;
          eng.recreate();
        }
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
            offerBest();
            used = eng.usedRoutes();
            baseBank = curBank;
            eng.absence.fill(0);
            restarted = false;
            continue outer;
          }
        } else {
          eng.undo();
        }
        if (eng.bankLen < minBank) {
          minBank = eng.bankLen;
          since = 0;
        } else if (stall > 0 && ++since >= stall) {
          // Stuck: back to the best plan, and another short route goes.
          eng.restore(best);
          used = eng.usedRoutes();
          baseBank = eng.bankLen;
          restarted = true;
          continue outer;
        }
      }
    }
    // Absences steer the recreate order while eliminating routes only.
    eng.absence.fill(0);
  };

  if (vehiclesFirst) {
    // The solver without local search (the solver before it) keeps the large shares too.
    const old = large || !ls;
    const freeShare = opts.freeShare ?? (old ? tuning.largeFreeShare : tuning.freeShare);
    const fleetShare = opts.fleetShare ?? (old ? tuning.largeFleetShare : tuning.fleetShare);
    if (freeShare > 0) anneal(freeShare);
    eng.restore(best);
    eliminate(freeShare + fleetShare);
    eng.restore(best);
    eng.maxRoutes = eng.usedRoutes();
  }
  anneal(1);
  return {
    best,
    iterations: iter,
    elapsedMs: clock() - t0,
    stoppedBy: stoppedBy ?? 'time_limit',
    moves,
  };
}
