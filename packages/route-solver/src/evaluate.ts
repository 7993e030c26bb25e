/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices checked against the problem before use */
import { buildModel, travelBetween } from './model';
import { unassignedReason } from './output';
import { ProblemValidationError } from './types';
import type { Problem, Route, Stop, Unassigned } from './types';
import { validateProblem } from './validate';

/** A fixed plan: per vehicle (index in `Problem.vehicles`), its visits in driving order. */
export interface FixedPlan {
  readonly routes: readonly {
    readonly vehicle: number;
    /** Each visit lists the orders (indices in `Problem.orders`) served there together. */
    readonly visits: readonly (readonly number[])[];
  }[];
  /** Orders left out and why (kept as given); an order in neither gets its reason computed. */
  readonly unassigned?: readonly Unassigned[];
}

export type PlanViolationCode =
  'capacity_weight' | 'capacity_volume' | 'time_window' | 'shift_end' | 'break';

/** A rule the plan breaks: on a route (`stop` null) or at one of its stops (index in `stops`). */
export interface PlanViolation {
  readonly code: PlanViolationCode;
  /** Index in `Problem.vehicles`. */
  readonly vehicle: number;
  readonly stop: number | null;
}

export interface PlanEvaluation {
  /** Routes of the vehicles with at least one visit, in the plan's order. */
  readonly routes: readonly Route[];
  readonly unassigned: readonly Unassigned[];
  readonly violations: readonly PlanViolation[];
  readonly vehicles: number;
  readonly distance: number;
  readonly duration: number;
}

/** The same rounding margin as the solver's checks (model.ts). */
function slack(limit: number): number {
  return limit + 1e-10 * Math.max(1, Math.abs(limit));
}

interface Visit {
  readonly orders: readonly number[];
  readonly point: number;
  readonly svc: number;
  readonly twStart: number;
  readonly twEnd: number;
  readonly weight: number;
  readonly volume: number;
}

interface Timed {
  readonly stops: Stop[];
  readonly violations: PlanViolation[];
  readonly breakStart: number;
  readonly end: number;
}

/**
 * Schedules a fixed plan the way the solver schedules its own, without dropping anything: each
 * vehicle leaves at its shift start (or as late as its first stop allows), waits for windows,
 * takes its break where the route breaks the fewest rules and then ends earliest, and every
 * rule the plan breaks is reported instead of the visit being refused: `capacity_weight` and
 * `capacity_volume` (route), `time_window` (the stop served after its window closed),
 * `shift_end` (route done after the shift end), `break` (a break that cannot start by its latest
 * start). A plan the solver returned evaluates to the same routes with no violation.
 *
 * Throws ProblemValidationError on a problem `solve` refuses, RangeError on a plan that names a
 * vehicle twice, an unknown vehicle or order, an order twice, an empty visit or a visit whose
 * orders are at different points.
 */
export function evaluatePlan(problem: Problem, plan: FixedPlan): PlanEvaluation {
  const issues = validateProblem(problem);
  if (issues.length > 0) throw new ProblemValidationError(issues);
  const travel = travelBetween(problem);
  const orders = problem.orders;
  const seenOrder = new Uint8Array(orders.length);
  const seenVehicle = new Uint8Array(problem.vehicles.length);
  const perAddress = !problem.serviceTimePerOrder && !problem.groupOrders;

  const visitOf = (ids: readonly number[]): Visit => {
    if (ids.length === 0) throw new RangeError('A visit needs at least one order');
    let svc = 0;
    let twStart = -Infinity;
    let twEnd = Infinity;
    let weight = 0;
    let volume = 0;
    const first = orders[ids[0]!];
    for (const i of ids) {
      const o = orders[i];
      if (!Number.isInteger(i) || !o) throw new RangeError(`No order ${i} in the problem`);
      if (seenOrder[i]) throw new RangeError(`Order ${i} is planned twice`);
      seenOrder[i] = 1;
      if (o.point.x !== first!.point.x || o.point.y !== first!.point.y)
        throw new RangeError(`The orders of a visit must share one point (order ${i})`);
      svc = problem.serviceTimePerOrder ? svc + o.serviceTime : Math.max(svc, o.serviceTime);
      twStart = Math.max(twStart, o.timeWindow?.start ?? -Infinity);
      twEnd = Math.min(twEnd, o.timeWindow?.end ?? Infinity);
      weight += o.weight;
      volume += o.volume;
    }
    return { orders: ids, point: 1 + ids[0]!, svc, twStart, twEnd: slack(twEnd), weight, volume };
  };

  const samePoint = (a: Visit, b: Visit): boolean => {
    const pa = orders[a.point - 1]!.point;
    const pb = orders[b.point - 1]!.point;
    return pa.x === pb.x && pa.y === pb.y;
  };
  // Timed travel (road rules): a leg is timed by the band vehicle r is in when it leaves.
  const timedTravel = problem.travel.kind === 'timed' ? problem.travel : undefined;
  const bandMatrix = (r: number, at: number) => {
    const bands = timedTravel!.vehicles[r]!;
    let b = 0;
    while (b + 1 < bands.start.length && bands.start[b + 1]! <= at) b++;
    return timedTravel!.matrices[bands.matrix[b]!]!;
  };
  const timeAt = (r: number, pi: number, pj: number, at: number): number =>
    timedTravel ? bandMatrix(r, at).duration[pi * timedTravel.size + pj]! : travel.time(pi, pj);
  const distanceAt = (r: number, pi: number, pj: number, at: number): number =>
    timedTravel ? bandMatrix(r, at).distance[pi * timedTravel.size + pj]! : travel.distance(pi, pj);
  /**
   * Service start at `from` (null: the depot) to arrival at `to` (null: back home), vehicle r
   * leaving at `at` (timed travel only; other travel ignores both).
   */
  const dur = (from: Visit | null, to: Visit | null, r = 0, at = 0): number => {
    const svc = from?.svc ?? 0;
    if (to === null && !problem.roundTrip) return svc;
    if (from === null && to === null) return 0;
    const t = timeAt(r, from?.point ?? 0, to?.point ?? 0, at);
    return perAddress && from && to && samePoint(from, to) ? t : svc + t;
  };
  const legTravel = (from: Visit, to: Visit | null, r = 0, at = 0): number =>
    to === null && !problem.roundTrip ? 0 : timeAt(r, from.point, to?.point ?? 0, at);
  /** What `from` adds to the leg's time before leaving: its service, unless `to` shares it. */
  const onSiteOf = (from: Visit | null, to: Visit | null): number =>
    from && to && perAddress && samePoint(from, to) ? 0 : (from?.svc ?? 0);
  const legDistance = (from: Visit | null, to: Visit | null): number =>
    to === null && !problem.roundTrip ? 0 : travel.distance(from?.point ?? 0, to?.point ?? 0);

  const timed = (r: number, seq: readonly Visit[], gap: number): Timed => {
    const v = problem.vehicles[r]!;
    const violations: PlanViolation[] = [];
    const stops: Stop[] = [];
    let t = v.shiftStart;
    let prev: Visit | null = null;
    let breakStart = NaN;
    for (let k = 1; k <= seq.length + 1; k++) {
      const node = k <= seq.length ? seq[k - 1]! : null;
      const breakHere = gap === k - 1 && v.break !== undefined;
      const leaveAt = breakHere
        ? Math.max(t + (prev?.svc ?? 0), v.break!.earliestStart) + v.break!.duration
        : t + onSiteOf(prev, node);
      const d = dur(prev, node, r, leaveAt);
      let arr: number;
      if (gap === k - 1 && v.break) {
        const sp = prev?.svc ?? 0;
        const bs = Math.max(t + sp, v.break.earliestStart);
        if (bs > slack(v.break.latestStart))
          violations.push({ code: 'break', vehicle: r, stop: null });
        breakStart = bs;
        arr = bs + v.break.duration + Math.max(0, d - sp);
      } else {
        arr = t + d;
      }
      if (node === null) {
        if (arr > slack(v.shiftEnd)) violations.push({ code: 'shift_end', vehicle: r, stop: null });
        return { stops, violations, breakStart, end: arr };
      }
      const start = Math.max(node.twStart, arr);
      if (start > node.twEnd) violations.push({ code: 'time_window', vehicle: r, stop: k - 1 });
      stops.push({ orders: node.orders, arrival: arr, start, departure: start });
      t = start;
      prev = node;
    }
    throw new Error('unreachable');
  };

  const routes: Route[] = [];
  const violations: PlanViolation[] = [];
  for (const planned of plan.routes) {
    const r = planned.vehicle;
    const vehicle = problem.vehicles[r];
    if (!Number.isInteger(r) || !vehicle) throw new RangeError(`No vehicle ${r} in the problem`);
    if (seenVehicle[r]) throw new RangeError(`Vehicle ${r} is planned twice`);
    seenVehicle[r] = 1;
    const seq = planned.visits.map(visitOf);
    if (seq.length === 0) continue;

    let best: Timed | undefined;
    let bestGap = -1;
    for (let g = vehicle.break ? 0 : -1; g <= (vehicle.break ? seq.length : -1); g++) {
      const s = timed(r, seq, g);
      if (
        !best ||
        s.violations.length < best.violations.length ||
        (s.violations.length === best.violations.length && s.end < best.end)
      ) {
        best = s;
        bestGap = g;
      }
    }
    const sch = best!;

    let distance = 0;
    let weight = 0;
    let volume = 0;
    const out: Stop[] = [];
    for (let k = 0; k <= seq.length; k++) {
      const node = k < seq.length ? seq[k]! : null;
      distance += legDistance(k === 0 ? null : seq[k - 1]!, node);
      if (node) {
        weight += node.weight;
        volume += node.volume;
        const next = k + 1 < seq.length ? seq[k + 1]! : null;
        const onSite = Math.max(
          0,
          dur(node, next, r, sch.stops[k]!.start) - legTravel(node, next, r, sch.stops[k]!.start),
        );
        const s = sch.stops[k]!;
        out.push({
          orders: s.orders,
          arrival: s.arrival,
          start: s.start,
          departure: s.start + onSite,
        });
      }
    }
    // Leave the depot as late as the first stop allows, unless the break is taken there.
    let departure = vehicle.shiftStart;
    // Timed travel leaves at shift start: a later start could fall into a slower band.
    if (out.length > 0 && bestGap !== 0 && !timedTravel) {
      const first = out[0]!;
      const late = first.start - dur(null, seq[0]!);
      if (late > departure) {
        departure = late;
        out[0] = { ...first, arrival: first.start };
      }
    }
    if (timedTravel) {
      // Each leg's distance on the band it leaves in.
      distance = 0;
      let at = 0;
      let leave = departure;
      for (let k = 0; k <= seq.length; k++) {
        if (bestGap === k) leave = sch.breakStart + (vehicle.break?.duration ?? 0);
        const node = k < seq.length ? seq[k]! : null;
        if (node || problem.roundTrip) distance += distanceAt(r, at, node?.point ?? 0, leave);
        if (node) {
          at = node.point;
          leave = out[k]!.departure;
        }
      }
    }
    if (weight > slack(vehicle.capacityWeight ?? Infinity))
      violations.push({ code: 'capacity_weight', vehicle: r, stop: null });
    if (volume > slack(vehicle.capacityVolume ?? Infinity))
      violations.push({ code: 'capacity_volume', vehicle: r, stop: null });
    violations.push(...sch.violations);
    routes.push({
      vehicle: r,
      stops: out,
      departure,
      end: sch.end,
      distance,
      duration: sch.end - departure,
      weight,
      volume,
      ...(bestGap >= 0 ? { break: { start: sch.breakStart, afterStop: bestGap } } : {}),
    });
  }

  const unassigned: Unassigned[] = [];
  for (const u of plan.unassigned ?? []) {
    if (!orders[u.order]) throw new RangeError(`No order ${u.order} in the problem`);
    if (seenOrder[u.order]) throw new RangeError(`Order ${u.order} is planned twice`);
    seenOrder[u.order] = 1;
    unassigned.push({ order: u.order, reason: u.reason });
  }
  const missing: number[] = [];
  seenOrder.forEach((seen, i) => {
    if (!seen) missing.push(i);
  });
  if (missing.length > 0) {
    // Rare (the caller normally keeps the solver's reasons): the solver's own diagnosis, on a
    // model whose visits are these orders one by one or grouped as the solver would group them.
    const model = buildModel(problem);
    for (let node = 1; node <= model.n; node++) {
      const ids = model.visitOrders[node]!;
      if (ids.every((i) => !seenOrder[i])) {
        const reason = unassignedReason(model, node, routes);
        for (const i of ids) unassigned.push({ order: i, reason });
      }
    }
    for (const i of missing) {
      if (!unassigned.some((u) => u.order === i))
        unassigned.push({ order: i, reason: 'unreachable' });
    }
  }
  unassigned.sort((a, b) => a.order - b.order);

  return {
    routes,
    unassigned,
    violations,
    vehicles: routes.length,
    distance: routes.reduce((sum, r) => sum + r.distance, 0),
    duration: routes.reduce((sum, r) => sum + r.duration, 0),
  };
}

/** The fixed plan of a solver solution (or evaluation), to store it or to change it. */
export function planOf(solution: {
  readonly routes: readonly Route[];
  readonly unassigned: readonly Unassigned[];
}): FixedPlan {
  return {
    routes: solution.routes.map((r) => ({
      vehicle: r.vehicle,
      visits: r.stops.map((s) => [...s.orders]),
    })),
    unassigned: solution.unassigned.map((u) => ({ order: u.order, reason: u.reason })),
  };
}
