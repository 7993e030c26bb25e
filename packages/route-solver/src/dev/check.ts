/* eslint-disable @typescript-eslint/no-non-null-assertion -- dev tool over known-good data */
// A plain re-check of a plan from the raw problem (no solver code), for the dev runner and tests:
// every order served once or listed unassigned, loads within capacity, windows, break and shift.
import type { Problem, Solution } from '../types';

/**
 * Travel from point a to point b (0 the depot, 1 + i order i); timed travel by the band vehicle
 * k is in when it leaves at `at`.
 */
function travel(problem: Problem, ia: number, ib: number, k: number, at: number) {
  const a = ia === 0 ? problem.depot : problem.orders[ia - 1]!.point;
  const b = ib === 0 ? problem.depot : problem.orders[ib - 1]!.point;
  const t = problem.travel;
  if (t.kind === 'matrix') {
    const idx = ia * t.size + ib;
    return { d: t.distance[idx]!, t: t.duration[idx]! };
  }
  if (t.kind === 'timed') {
    const bands = t.vehicles[k]!;
    let band = 0;
    while (band + 1 < bands.start.length && bands.start[band + 1]! <= at) band++;
    const mat = t.matrices[bands.matrix[band]!]!;
    const idx = ia * t.size + ib;
    return { d: mat.distance[idx]!, t: mat.duration[idx]! };
  }
  if (t.kind === 'euclidean') {
    const d = Math.hypot(a.x - b.x, a.y - b.y);
    return { d, t: d / (t.speed ?? 1) };
  }
  if (t.kind === 'haversine') {
    const rad = Math.PI / 180;
    const h =
      Math.sin(((b.y - a.y) * rad) / 2) ** 2 +
      Math.cos(a.y * rad) * Math.cos(b.y * rad) * Math.sin(((b.x - a.x) * rad) / 2) ** 2;
    const d = 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h))) * t.detourFactor;
    return { d, t: d / t.speedMetresPerSecond };
  }
  throw new Error('check: unknown travel');
}

/** Problems found in the plan; empty when it is feasible. Tolerance 1e-6 on times. */
export function checkPlan(problem: Problem, sol: Solution): string[] {
  const errors: string[] = [];
  const seen = new Array<number>(problem.orders.length).fill(0);
  let total = 0;
  for (const route of sol.routes) {
    const v = problem.vehicles[route.vehicle]!;
    let at = 0;
    let t = route.departure;
    if (t < v.shiftStart - 1e-6) errors.push(`vehicle ${route.vehicle} leaves before its shift`);
    let w = 0;
    let vol = 0;
    let dist = 0;
    let breakDone = !v.break;
    const takeBreak = () => {
      const b = v.break!;
      const s = Math.max(t, b.earliestStart);
      if (s > b.latestStart + 1e-6) errors.push(`vehicle ${route.vehicle} break starts late`);
      t = s + b.duration;
      breakDone = true;
    };
    if (route.break?.afterStop === 0) takeBreak();
    route.stops.forEach((stop, k) => {
      const leg = travel(problem, at, stop.orders[0]! + 1, route.vehicle, t);
      dist += leg.d;
      t += leg.t;
      let start = t;
      let service = 0;
      for (const oi of stop.orders) {
        seen[oi]! += 1;
        const o = problem.orders[oi]!;
        w += o.weight;
        vol += o.volume;
        if (o.timeWindow) start = Math.max(start, o.timeWindow.start);
        service = problem.serviceTimePerOrder
          ? service + o.serviceTime
          : Math.max(service, o.serviceTime);
      }
      for (const oi of stop.orders) {
        const o = problem.orders[oi]!;
        if (o.timeWindow && start > o.timeWindow.end + 1e-6)
          errors.push(`order ${o.id} served at ${start} after its window ${o.timeWindow.end}`);
      }
      t = start + service;
      at = stop.orders[0]! + 1;
      if (route.break?.afterStop === k + 1) takeBreak();
    });
    if (problem.roundTrip) {
      const leg = travel(problem, at, 0, route.vehicle, t);
      dist += leg.d;
      t += leg.t;
    }
    if (!breakDone) errors.push(`vehicle ${route.vehicle} takes no break`);
    if (t > v.shiftEnd + 1e-6)
      errors.push(`vehicle ${route.vehicle} ends at ${t} after ${v.shiftEnd}`);
    if (w > (v.capacityWeight ?? Infinity) + 1e-9)
      errors.push(`vehicle ${route.vehicle} overweight`);
    if (vol > (v.capacityVolume ?? Infinity) + 1e-9)
      errors.push(`vehicle ${route.vehicle} over volume`);
    if (Math.abs(dist - route.distance) > 1e-6 * Math.max(1, dist))
      errors.push(`vehicle ${route.vehicle} distance ${route.distance} but ${dist}`);
    total += dist;
  }
  for (const u of sol.unassigned) seen[u.order]! += 1;
  seen.forEach((c, i) => {
    if (c !== 1) errors.push(`order ${problem.orders[i]!.id} appears ${c} times`);
  });
  if (Math.abs(total - sol.distance) > 1e-6 * Math.max(1, total))
    errors.push('total distance differs');
  return errors;
}
