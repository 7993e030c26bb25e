/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads; every index is in range by construction */
import type { Snapshot } from './engine';
import { durAt } from './model';
import type { Model } from './model';
import type { Route, Stop, Unassigned, UnassignedReason } from './types';

interface Schedule {
  readonly stops: Stop[];
  readonly breakStart: number;
  /** The break comes after this many stops; -1 without a break. */
  readonly gap: number;
  readonly end: number;
}

/**
 * The earliest schedule of a visit sequence for vehicle r with the break after stop `gap`
 * (0: before the first stop; -1: no break), or undefined when it breaks a window or the shift.
 */
export function schedule(
  model: Model,
  r: number,
  seq: ArrayLike<number>,
  gap: number,
): Schedule | undefined {
  const stops: Stop[] = [];
  const walked = { breakStart: NaN };
  const end = walkFrom(model, r, seq, gap, 0, model.shiftStart[r]!, 0, stops, walked);
  return end < Infinity ? { stops, breakStart: walked.breakStart, gap, end } : undefined;
}

/**
 * The earliest times of `seq` for vehicle r with the break after stop `gap` (-1: none), walked
 * from stop `from` on: `t` is the start of stop `from` (the shift's start for 0) and `prev` its
 * node (the depot for 0). Returns the end at the depot, or Infinity when a window, the break's
 * latest start or the shift is broken. The stops on the way go to `stops` and the break's start
 * to `walked` when given; `bestSchedule` walks only from each break position, building nothing.
 */
function walkFrom(
  model: Model,
  r: number,
  seq: ArrayLike<number>,
  gap: number,
  from: number,
  t: number,
  prev: number,
  stops: Stop[] | null,
  walked: { breakStart: number } | null,
): number {
  const len = seq.length;
  const dur = model.durOf[r]!;
  for (let k = from + 1; k <= len + 1; k++) {
    const node = k <= len ? seq[k - 1]! : 0;
    const d = durAt(model, dur, prev, node);
    let arr: number;
    if (gap === k - 1) {
      const sp = model.svc[prev]!;
      const bs = Math.max(t + sp, model.breakStart[r]!);
      if (bs > model.breakEnd[r]!) return Infinity;
      if (walked) walked.breakStart = bs;
      arr = bs + model.breakDur[r]! + Math.max(0, d - sp);
    } else {
      arr = t + d;
    }
    if (!(arr < Infinity)) return Infinity;
    if (k > len) return arr > model.shiftEnd[r]! ? Infinity : arr;
    const start = Math.max(model.twStart[node]!, arr);
    if (start > model.twEnd[node]!) return Infinity;
    stops?.push({ orders: model.visitOrders[node]!, arrival: arr, start, departure: start });
    t = start;
    prev = node;
  }
  return Infinity;
}

/**
 * The cheapest schedule (earliest end) over all break positions; the first such position when
 * several end together. The stops before a break are those of the schedule without one, so one
 * pass finds each position's start and the ends are computed from there without building stops:
 * the stops are built once, for the position chosen (re-scheduling a 1,000-order plan took
 * 1-15 ms, most of it the stops of every position; the progress reports do it ten times a
 * second when the plan changed).
 */
export function bestSchedule(
  model: Model,
  r: number,
  seq: ArrayLike<number>,
): Schedule | undefined {
  if (model.hasBreak[r] !== 1) return schedule(model, r, seq, -1);
  const len = seq.length;
  const dur = model.durOf[r]!;
  let bestGap = -1;
  let bestEnd = Infinity;
  // t: the start of stop g without a break (the shift's start before the first stop).
  let t = model.shiftStart[r]!;
  let prev = 0;
  for (let g = 0; g <= len; g++) {
    const end = walkFrom(model, r, seq, g, g, t, prev, null, null);
    if (end < bestEnd) {
      bestEnd = end;
      bestGap = g;
    }
    if (g === len) break;
    // Stop g + 1 without a break; once it breaks its window, so does every later position.
    const node = seq[g]!;
    const arr = t + durAt(model, dur, prev, node);
    if (!(arr < Infinity)) break;
    const start = Math.max(model.twStart[node]!, arr);
    if (start > model.twEnd[node]!) break;
    t = start;
    prev = node;
  }
  return bestGap < 0 ? undefined : schedule(model, r, seq, bestGap);
}

function toRoute(model: Model, r: number, seq: number[], sch: Schedule, roundTrip: boolean): Route {
  const size = model.size;
  const stops = sch.stops;
  const gap = sch.gap;
  let distance = 0;
  let weight = 0;
  let volume = 0;
  let prev = 0;
  const out: Stop[] = [];
  for (let k = 0; k <= seq.length; k++) {
    const node = k < seq.length ? seq[k]! : 0;
    distance += model.dist[prev * size + node]!;
    if (k < seq.length) {
      weight += model.weight[node]!;
      volume += model.volume[node]!;
      const next = k + 1 < seq.length ? seq[k + 1]! : 0;
      const travel =
        next === 0 && !roundTrip ? 0 : model.travelTime(model.pointOf[node]!, model.pointOf[next]!);
      // What the node's `dur` adds to travel: its service (none when the next order shares it).
      const onSite = Math.max(0, durAt(model, model.dur, node, next) - travel);
      const s = stops[k]!;
      out.push({
        orders: s.orders,
        arrival: s.arrival,
        start: s.start,
        departure: s.start + onSite,
      });
    }
    prev = node;
  }
  // Leave the depot as late as the first stop allows, unless the break is taken there.
  let departure = model.shiftStart[r]!;
  if (out.length > 0 && gap !== 0) {
    const first = out[0]!;
    const lead = durAt(model, model.durOf[r]!, 0, seq[0]!);
    const late = first.start - lead;
    if (late > departure) {
      departure = late;
      out[0] = { ...first, arrival: first.start };
    }
  }
  if (model.legAt) return retimed(model, r, seq, out, departure, gap, roundTrip, weight, volume);
  const route: Route = {
    vehicle: r,
    stops: out,
    departure,
    end: sch.end,
    distance,
    duration: sch.end - departure,
    weight,
    volume,
    ...(gap >= 0 ? { break: { start: sch.breakStart, afterStop: gap } } : {}),
  };
  return route;
}

/**
 * A timed route driven leg by leg in the band each leg departs in (`TimedTravel`): the search
 * planned it on the slowest of the vehicle's bands, so every arrival is at or before the planned
 * one and waiting keeps windows, break and shift. Service on site and the break's place are the
 * plan's.
 */
function retimed(
  model: Model,
  r: number,
  seq: readonly number[],
  planned: readonly Stop[],
  departure: number,
  gap: number,
  roundTrip: boolean,
  weight: number,
  volume: number,
): Route {
  const legAt = model.legAt!;
  const stops: Stop[] = [];
  let t = departure;
  let distance = 0;
  let breakStart = NaN;
  const takeBreak = (): void => {
    breakStart = Math.max(t, model.breakStart[r]!);
    t = breakStart + model.breakDur[r]!;
  };
  if (gap === 0) takeBreak();
  let prev = 0;
  for (let k = 0; k < seq.length; k++) {
    const node = seq[k]!;
    const leg = legAt(r, model.pointOf[prev]!, model.pointOf[node]!, t);
    distance += leg.dist;
    const arrival = t + leg.time;
    const start = Math.max(arrival, model.twStart[node]!);
    const p = planned[k]!;
    t = start + (p.departure - p.start);
    stops.push({ orders: p.orders, arrival, start, departure: t });
    if (gap === k + 1) takeBreak();
    prev = node;
  }
  let end = t;
  if (roundTrip) {
    const leg = legAt(r, model.pointOf[prev]!, 0, t);
    distance += leg.dist;
    end = t + leg.time;
  }
  return {
    vehicle: r,
    stops,
    departure,
    end,
    distance,
    duration: end - departure,
    weight,
    volume,
    ...(gap >= 0 ? { break: { start: breakStart, afterStop: gap } } : {}),
  };
}

export interface Built {
  readonly routes: Route[];
  /** Visits dropped by the final feasibility guard (never expected with metric travel). */
  readonly dropped: number[];
}

/** Routes of a plan, each re-scheduled from scratch; a route that fails is cut until it fits. */
export function buildRoutes(model: Model, snap: Snapshot, roundTrip: boolean): Built {
  const routes: Route[] = [];
  const dropped: number[] = [];
  const stride = model.n + 2;
  for (let r = 0; r < model.m; r++) {
    const len = snap.len[r]!;
    if (len === 0) continue;
    const seq = Array.from(snap.nodes.subarray(r * stride + 1, r * stride + 1 + len));
    let w = 0;
    let v = 0;
    for (const node of seq) {
      w += model.weight[node]!;
      v += model.volume[node]!;
    }
    let sch = w <= model.capW[r]! && v <= model.capV[r]! ? bestSchedule(model, r, seq) : undefined;
    while (!sch && seq.length > 0) {
      const node = seq.pop()!;
      dropped.push(node);
      w -= model.weight[node]!;
      v -= model.volume[node]!;
      sch = w <= model.capW[r]! && v <= model.capV[r]! ? bestSchedule(model, r, seq) : undefined;
    }
    if (sch && seq.length > 0) routes.push(toRoute(model, r, seq, sch, roundTrip));
  }
  return { routes, dropped };
}

const REASONS: readonly UnassignedReason[] = [
  'unreachable',
  'capacity_weight',
  'capacity_volume',
  'time_window',
  'shift_end',
  'break',
];

/** Why a visit fits no vehicle: the most common first failure over the fleet. */
export function unassignedReason(
  model: Model,
  node: number,
  routes: readonly Route[],
): UnassignedReason {
  const size = model.size;
  const counts = new Int32Array(REASONS.length);
  let fitsAlone = false;
  for (let r = 0; r < model.m; r++) {
    let reason = -1;
    const out = model.dist[node]!;
    const back = model.dist[node * size]!;
    if (
      !Number.isFinite(out) ||
      !Number.isFinite(back) ||
      !Number.isFinite(durAt(model, model.dur, 0, node))
    )
      reason = 0;
    else if (model.weight[node]! > model.capW[r]!) reason = 1;
    else if (model.volume[node]! > model.capV[r]!) reason = 2;
    else {
      const arr = model.shiftStart[r]! + durAt(model, model.dur, 0, node);
      const start = Math.max(arr, model.twStart[node]!);
      if (start > model.twEnd[node]!) reason = 3;
      else if (start + durAt(model, model.dur, node, 0) > model.shiftEnd[r]!) reason = 4;
      else if (!bestSchedule(model, r, [node])) reason = 5;
    }
    if (reason < 0) fitsAlone = true;
    else counts[reason]! += 1;
  }
  if (fitsAlone) {
    // Some vehicle could serve it alone: the used routes are full or their schedules too tight.
    let capW = 0;
    let capV = 0;
    for (const route of routes) {
      if (route.weight + model.weight[node]! > model.capW[route.vehicle]!) capW++;
      else if (route.volume + model.volume[node]! > model.capV[route.vehicle]!) capV++;
    }
    if (routes.length > 0 && (capW + capV) * 2 > routes.length) {
      return capW >= capV ? 'capacity_weight' : 'capacity_volume';
    }
    return 'time_window';
  }
  let best = 0;
  for (let i = 1; i < REASONS.length; i++) if (counts[i]! > counts[best]!) best = i;
  return REASONS[best]!;
}

export function unassignedOrders(
  model: Model,
  nodes: readonly number[],
  routes: readonly Route[],
): Unassigned[] {
  const out: Unassigned[] = [];
  for (const node of nodes) {
    const reason = unassignedReason(model, node, routes);
    for (const order of model.visitOrders[node]!) out.push({ order, reason });
  }
  return out.sort((a, b) => a.order - b.order);
}
