/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads; every index is in range by construction */
import type { Problem, TimedTravel, TravelModel } from './types';

/**
 * The problem flattened for the search. Node 0 is the depot, nodes 1..n are visits (one order,
 * or every order at one address when orders are grouped). Matrices are row-major N x N.
 * `dur[i][j]` is the time from service start at i to arrival at j (i's service plus travel), so
 * a route's schedule needs only node windows and this matrix. Column 0 is the way home: for open
 * routes it costs no distance and only the last service time.
 */
export interface Model {
  readonly n: number;
  readonly size: number;
  readonly dist: Float64Array;
  /** Empty when `durSpeed` is above 0: the time is then computed from `dist` (see `durAt`). */
  readonly dur: Float64Array;
  /**
   * `dur` as vehicle k drives it: the same array for every vehicle unless the travel is timed,
   * then the slowest of the vehicle's bands over its shift (see `TimedTravel`).
   */
  readonly durOf: readonly Float64Array[];
  /** Vehicles with the same `durOf` share a travel id (0 for every vehicle when untimed). */
  readonly travelId: Int32Array;
  /** Set for timed travel: the leg from point pi to pj that vehicle k starts at time t. */
  readonly legAt?: (k: number, pi: number, pj: number, t: number) => { time: number; dist: number };
  /** What the objective sums: distance, or travel time for the duration objective. */
  readonly cost: Float64Array;
  readonly svc: Float64Array;
  readonly twStart: Float64Array;
  readonly twEnd: Float64Array;
  readonly weight: Float64Array;
  readonly volume: Float64Array;
  readonly high: Uint8Array;
  /** Orders (indices into Problem.orders) served by each visit; entry 0 is empty. */
  readonly visitOrders: readonly (readonly number[])[];
  /** Point index (0 depot, 1 + order index) used for travel look-ups of each node. */
  readonly pointOf: Int32Array;
  readonly m: number;
  readonly capW: Float64Array;
  readonly capV: Float64Array;
  readonly shiftStart: Float64Array;
  readonly shiftEnd: Float64Array;
  readonly hasBreak: Uint8Array;
  readonly breakStart: Float64Array;
  readonly breakEnd: Float64Array;
  readonly breakDur: Float64Array;
  /** Vehicles with the same capacities, shift and break share a type (one empty route tried). */
  readonly vtype: Int32Array;
  readonly travelTime: (pi: number, pj: number) => number;
  readonly travelDist: (pi: number, pj: number) => number;
  /** Nearest other visits of each visit, by distance, `kNear` per row. */
  readonly near: Int32Array;
  readonly kNear: number;
  /** Polar angle of each visit's point around the depot's (the sweep construction's order). */
  readonly angle: Float64Array;
  /**
   * Set when `cost` is exactly symmetric (symmetric travel on round trips): the hot loops then
   * read cost(p, u) as cost(u, p), from u's row, whose near visits' cells share cache lines.
   */
  readonly costSymmetric: boolean;
  /**
   * When above 0, every vehicle's time from i to j (i ≠ j) is `svc[i] + dist[i * size + j] /
   * durSpeed`, and `dist` is exactly symmetric (symmetric travel at one speed, round trips,
   * service per visit, `SPATIAL_FROM` visits or more): the model keeps no `dur` matrix, and the
   * schedule and insertion checks compute the time from `dist` (`durAt`), the insertion check
   * from u's row. On 100 visits the matrices sit in the cache and the division cost more than
   * the read it saved (3-4% fewer steps per second on Solomon instances), hence the size limit.
   */
  readonly durSpeed: number;
}

/**
 * `dur` (or a vehicle's `durOf`, given as `table`) from node i to node j: service at i plus the
 * travel; computed from `dist` when the model keeps no `dur` matrix (the same values).
 */
export function durAt(model: Model, table: Float64Array, i: number, j: number): number {
  const speed = model.durSpeed;
  if (speed > 0) return i === j ? 0 : model.svc[i]! + model.dist[i * model.size + j]! / speed;
  return table[i * model.size + j]!;
}

const EARTH_RADIUS_M = 6371008.8;

/**
 * Limits are widened by a rounding margin: the O(1) checks add and subtract in another order
 * than the final re-schedule (and an independent checker), and a plan tight to the last bit must
 * not flip from feasible to infeasible between them.
 */
function slack(limit: number): number {
  return limit + 1e-10 * Math.max(1, Math.abs(limit));
}

/** Distance and time between points: 0 is the depot, 1 + i the problem's order i. */
export interface Travel {
  distance(from: number, to: number): number;
  time(from: number, to: number): number;
}

/** The problem's travel model over its points (0 the depot, 1 + i order i), as the solver sees it. */
export function travelBetween(problem: Problem): Travel {
  const travel = makeTravel(problem);
  return { distance: travel.dist, time: travel.time };
}

/**
 * The leg from point pi to pj (0 the depot, 1 + i order i) that vehicle k leaves at time t:
 * for timed travel by the band k is in then, for other kinds the same at any time.
 */
export function legTravel(
  problem: Problem,
): (k: number, pi: number, pj: number, t: number) => { time: number; distance: number } {
  const travel = problem.travel;
  if (travel.kind === 'timed') {
    const size = travel.size;
    return (k, pi, pj, t) => {
      const mat = travel.matrices[bandAt(travel, k, t)]!;
      return { time: mat.duration[pi * size + pj]!, distance: mat.distance[pi * size + pj]! };
    };
  }
  const plain = makeTravel(problem);
  return (_k, pi, pj) => ({ time: plain.time(pi, pj), distance: plain.dist(pi, pj) });
}

/** Per-point half-angle sines and cosines: a pair's haversine is products and one asin. */
interface HaversineTable {
  readonly sLa: Float64Array;
  readonly cLa: Float64Array;
  readonly sLo: Float64Array;
  readonly cLo: Float64Array;
  readonly cosLat: Float64Array;
  readonly detour: number;
}

/**
 * Great-circle metres times the detour factor between points i and j. A function of the module
 * (not a closure of one problem's travel), so the matrix loop that calls it stays compiled from
 * one solve to the next in a long-lived worker.
 */
function haversineAt(h: HaversineTable, i: number, j: number): number {
  if (i === j) return 0;
  const sla = h.sLa[j]! * h.cLa[i]! - h.cLa[j]! * h.sLa[i]!;
  const slo = h.sLo[j]! * h.cLo[i]! - h.cLo[j]! * h.sLo[i]!;
  const x = sla * sla + h.cosLat[i]! * h.cosLat[j]! * slo * slo;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(x))) * h.detour;
}

/**
 * The haversine distances of every pair of nodes (points by `pointOf`), row by row: module
 * functions over typed arrays only, so its compiled loop serves every solve of a long-lived
 * worker (a loop over one problem's closures and objects was compiled again, slower, on a second
 * solve: ADR 0055's second addendum).
 */
function fillHaversine(
  dist: Float64Array,
  pointOf: Int32Array,
  size: number,
  table: HaversineTable,
): void {
  for (let i = 0; i < size; i++) {
    const pi = pointOf[i]!;
    for (let j = i + 1; j < size; j++) {
      const d = haversineAt(table, pi, pointOf[j]!);
      dist[i * size + j] = d;
      dist[j * size + i] = d;
    }
  }
}

/**
 * `dur` as service plus travel at one speed, for every pair of distinct nodes: the same values
 * as the general pair loop of `buildModel` gives that case (`svc[i] + dist / speed`).
 */
function fillSpeedDur(
  dur: Float64Array,
  dist: Float64Array,
  svc: Float64Array,
  size: number,
  speed: number,
): void {
  for (let i = 0; i < size; i++) {
    const s = svc[i]!;
    const row = i * size;
    for (let j = 0; j < size; j++) {
      if (j !== i) dur[row + j] = s + dist[row + j]! / speed;
    }
  }
}

function makeTravel(problem: Problem): {
  dist: (i: number, j: number) => number;
  time: (i: number, j: number) => number;
  /** Set when time is distance over a constant speed, so one distance call gives both. */
  speed?: number;
  symmetric?: boolean;
  /** Set for haversine travel: the model fills its matrix with `fillHaversine`. */
  haversine?: HaversineTable;
  /** Set for matrix and timed travel: the point matrices the model reads with `fillFromMatrix`. */
  matrix?: { size: number; distance: Float64Array; duration: Float64Array };
} {
  const travel: TravelModel = problem.travel;
  const pts = [problem.depot, ...problem.orders.map((o) => o.point)];
  const xs = Float64Array.from(pts, (p) => p.x);
  const ys = Float64Array.from(pts, (p) => p.y);
  if (travel.kind === 'euclidean') {
    const speed = travel.speed ?? 1;
    const dist = (i: number, j: number): number => Math.hypot(xs[i]! - xs[j]!, ys[i]! - ys[j]!);
    return {
      dist,
      time: speed === 1 ? dist : (i, j) => dist(i, j) / speed,
      speed,
      symmetric: true,
    };
  }
  if (travel.kind === 'haversine') {
    const rad = Math.PI / 180;
    const detour = travel.detourFactor;
    const speed = travel.speedMetresPerSecond;
    // Half-angle sines and cosines per point turn each pair's haversine into products and one
    // asin: a million pairs at 1,000 orders.
    const table: HaversineTable = {
      sLa: Float64Array.from(ys, (y) => Math.sin((y * rad) / 2)),
      cLa: Float64Array.from(ys, (y) => Math.cos((y * rad) / 2)),
      sLo: Float64Array.from(xs, (x) => Math.sin((x * rad) / 2)),
      cLo: Float64Array.from(xs, (x) => Math.cos((x * rad) / 2)),
      cosLat: Float64Array.from(ys, (y) => Math.cos(y * rad)),
      detour,
    };
    const dist = (i: number, j: number): number => haversineAt(table, i, j);
    return {
      dist,
      time: (i, j) => dist(i, j) / speed,
      speed,
      symmetric: true,
      haversine: table,
    };
  }
  if (travel.kind === 'timed') {
    // The search's shared view (neighbours, the objective): the fastest band of any vehicle.
    const { d, t } = fastestOf(travel);
    const size = travel.size;
    return {
      dist: (i, j) => d[i * size + j]!,
      time: (i, j) => t[i * size + j]!,
      matrix: { size, distance: d, duration: t },
    };
  }
  const size = travel.size;
  const d = travel.distance;
  const t = travel.duration;
  return {
    dist: (i, j) => d[i * size + j]!,
    time: (i, j) => t[i * size + j]!,
    matrix: { size, distance: d, duration: t },
  };
}

/**
 * Distance and time of every pair of nodes read from point matrices (points by `pointOf`);
 * like `fillHaversine`, over arrays only so a warm worker's second solve runs compiled code.
 */
function fillFromMatrix(
  dist: Float64Array,
  time: Float64Array,
  pointOf: Int32Array,
  size: number,
  srcDist: Float64Array,
  srcTime: Float64Array,
  srcSize: number,
): void {
  for (let i = 0; i < size; i++) {
    const row = pointOf[i]! * srcSize;
    for (let j = 0; j < size; j++) {
      if (j === i) continue;
      const at = row + pointOf[j]!;
      dist[i * size + j] = srcDist[at]!;
      time[i * size + j] = srcTime[at]!;
    }
  }
}

/** Entry-wise least duration over every matrix, with that matrix's distance. */
function fastestOf(travel: TimedTravel): { d: Float64Array; t: Float64Array } {
  const [first, ...rest] = travel.matrices;
  if (!first) throw new RangeError('timed travel needs a matrix');
  const t = Float64Array.from(first.duration);
  const d = Float64Array.from(first.distance);
  for (const mat of rest) {
    for (let at = 0; at < t.length; at++) {
      if (mat.duration[at]! < t[at]!) {
        t[at] = mat.duration[at]!;
        d[at] = mat.distance[at]!;
      }
    }
  }
  return { d, t };
}

/** The bands (indices into `matrices`) vehicle k may drive in over [from, to]. */
function bandsWithin(travel: TimedTravel, k: number, from: number, to: number): number[] {
  const v = travel.vehicles[k]!;
  const out = new Set<number>();
  for (let b = 0; b < v.start.length; b++) {
    const next = v.start[b + 1] ?? Infinity;
    if ((b === 0 || v.start[b]! <= to) && next > from) out.add(v.matrix[b]!);
  }
  return [...out].sort((a, b) => a - b);
}

/** The band vehicle k is in at time t: the last that started by t (the first before it). */
function bandAt(travel: TimedTravel, k: number, t: number): number {
  const v = travel.vehicles[k]!;
  let b = 0;
  while (b + 1 < v.start.length && v.start[b + 1]! <= t) b++;
  return v.matrix[b]!;
}

/** Groups orders into visits: same point (and overlapping windows) when grouping is on. */
function groupVisits(problem: Problem): number[][] {
  const orders = problem.orders;
  if (!problem.groupOrders) return orders.map((_, i) => [i]);
  const byPoint = new Map<string, number[][]>();
  const visits: number[][] = [];
  for (let i = 0; i < orders.length; i++) {
    const o = orders[i]!;
    const key = `${o.point.x},${o.point.y}`;
    let groups = byPoint.get(key);
    if (!groups) {
      groups = [];
      byPoint.set(key, groups);
    }
    const s = o.timeWindow?.start ?? -Infinity;
    const e = o.timeWindow?.end ?? Infinity;
    // A group needs one common window; an order that shares none starts a group of its own.
    let placed = false;
    for (const g of groups) {
      let gs = -Infinity;
      let ge = Infinity;
      for (const k of g) {
        gs = Math.max(gs, orders[k]!.timeWindow?.start ?? -Infinity);
        ge = Math.min(ge, orders[k]!.timeWindow?.end ?? Infinity);
      }
      if (Math.max(gs, s) <= Math.min(ge, e)) {
        g.push(i);
        placed = true;
        break;
      }
    }
    if (!placed) {
      const g = [i];
      groups.push(g);
      visits.push(g);
    }
  }
  return visits;
}

/** Moves the k smallest of a[0..len) to a[0..k) (Hoare quickselect, median-of-three pivot). */
function selectSmallest(a: Float64Array, len: number, k: number): void {
  let lo = 0;
  let hi = len - 1;
  while (hi > lo && k > lo && k <= hi) {
    const mid = (lo + hi) >>> 1;
    const x = a[lo]!;
    const y = a[mid]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * Each visit's `kNear` nearest other visits by distance, nearest first (ties by number). A
 * function of the module, like `fillHaversine`: its loops are compiled on their own, not as
 * part of `buildModel`'s.
 */
function fillNear(
  near: Int32Array,
  dist: Float64Array,
  size: number,
  n: number,
  kNear: number,
): void {
  // Each row sorted natively as packed (quantised key, index) doubles: a comparator sort of
  // n rows of n entries costs a large share of a one-second budget at 1,000 orders.
  const bits = Math.ceil(Math.log2(size + 1));
  const span = 2 ** bits;
  const packed = new Float64Array(Math.max(0, n - 1));
  let maxKey = 0;
  for (let i = size; i < size * size; i++) {
    const k = dist[i]!;
    if (k > maxKey && k < Infinity) maxKey = k;
  }
  const scale = maxKey > 0 ? (2 ** 52 / span - 1) / maxKey : 0;
  const top = 2 ** 52 / span - 1;
  for (let i = 1; i <= n; i++) {
    let c = 0;
    for (let j = 1; j <= n; j++) {
      if (j === i) continue;
      const k = dist[i * size + j]!;
      const q = Number.isFinite(k) ? Math.floor(k * scale) : top;
      packed[c++] = Math.min(q, top) * span + j;
    }
    // Only the kNear smallest matter: select them in linear time, then sort those few.
    selectSmallest(packed, c, kNear);
    const head = packed.subarray(0, kNear).sort();
    for (let t = 0; t < kNear; t++) near[i * kNear + t] = head[t]! % span;
  }
}

/** Position of (x, y), each in [0, 65536), along a Hilbert curve over the square. */
function hilbertIndex(x: number, y: number): number {
  let d = 0;
  for (let s = 32768; s > 0; s >>>= 1) {
    const rx = (x & s) > 0 ? 1 : 0;
    const ry = (y & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        x = s - 1 - x;
        y = s - 1 - y;
      }
      const t = x;
      x = y;
      y = t;
    }
  }
  return d;
}

/**
 * Visits numbered along a Hilbert curve over their points, so that near visits have near
 * numbers and the matrix cells a neighbourhood reads share cache lines (ADR 0055's second
 * addendum: on 1,000 visits the matrices are 8 MB each, past the core's cache).
 */
function spatialOrder(problem: Problem, visits: number[][]): number[][] {
  const pts = visits.map((g) => problem.orders[g[0]!]!.point);
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of pts) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  const w = Math.max(x1 - x0, y1 - y0);
  if (!(w > 0) || !Number.isFinite(w)) return visits;
  const keys = pts.map((p) =>
    hilbertIndex(Math.floor(((p.x - x0) / w) * 65535), Math.floor(((p.y - y0) / w) * 65535)),
  );
  const idx = visits.map((_, i) => i).sort((a, b) => keys[a]! - keys[b]! || a - b);
  return idx.map((i) => visits[i]!);
}

/** Visits from this many on are numbered in space (`spatialOrder`); fewer keep input order. */
export const SPATIAL_FROM = 400;

export function buildModel(problem: Problem): Model {
  const travel = makeTravel(problem);
  const grouped = groupVisits(problem);
  const visits = grouped.length >= SPATIAL_FROM ? spatialOrder(problem, grouped) : grouped;
  const n = visits.length;
  const size = n + 1;
  const orders = problem.orders;
  const pointOf = new Int32Array(size);
  const svc = new Float64Array(size);
  const twStart = new Float64Array(size).fill(-Infinity);
  const twEnd = new Float64Array(size).fill(Infinity);
  const weight = new Float64Array(size);
  const volume = new Float64Array(size);
  const high = new Uint8Array(size);
  const angle = new Float64Array(size);
  for (let v = 0; v < n; v++) {
    const g = visits[v]!;
    const node = v + 1;
    pointOf[node] = g[0]! + 1;
    let s = 0;
    for (const k of g) {
      const o = orders[k]!;
      s = problem.serviceTimePerOrder ? s + o.serviceTime : Math.max(s, o.serviceTime);
      twStart[node] = Math.max(twStart[node]!, o.timeWindow?.start ?? -Infinity);
      twEnd[node] = Math.min(twEnd[node]!, o.timeWindow?.end ?? Infinity);
      weight[node] = weight[node]! + o.weight;
      volume[node] = volume[node]! + o.volume;
      if (o.priority === 'high') high[node] = 1;
    }
    svc[node] = s;
    twEnd[node] = slack(twEnd[node]!);
    const at = orders[g[0]!]!.point;
    angle[node] = Math.atan2(at.y - problem.depot.y, at.x - problem.depot.x);
  }
  const samePoint = (a: number, b: number): boolean => {
    const pa = a === 0 ? problem.depot : orders[pointOf[a]! - 1]!.point;
    const pb = b === 0 ? problem.depot : orders[pointOf[b]! - 1]!.point;
    return pa.x === pb.x && pa.y === pb.y;
  };
  const dist = new Float64Array(size * size);
  const needTime = problem.objective === 'duration';
  const tt = needTime ? new Float64Array(size * size) : dist;
  // Per-address service: consecutive orders at one address are served once, so the earlier one
  // hands its service over (no time on the edge) and the last order at the address pays.
  const perAddress = !problem.serviceTimePerOrder && !problem.groupOrders;
  const speed = travel.speed;
  const timedTravel = problem.travel.kind === 'timed';
  // Large models of one speed keep no `dur` matrix (`Model.durSpeed`): 8 MB less to allocate,
  // fill and page in at 1,000 visits (25-35 ms of CPU a solve), and the schedule reads `dist`,
  // which the costs keep in the cache.
  const durSpeed =
    n >= SPATIAL_FROM &&
    travel.symmetric === true &&
    problem.roundTrip &&
    speed !== undefined &&
    !perAddress &&
    !timedTravel
      ? speed
      : 0;
  const dur = new Float64Array(durSpeed > 0 ? 0 : size * size);
  const symmetric = travel.symmetric === true;
  const hav = travel.haversine;
  const mat = travel.matrix;
  // Pair travel filled by functions over arrays (a closure of this problem's travel, called
  // per pair, was compiled again on a warm worker's next solve); `dur` holds the bare travel
  // time until the loop below adds the service.
  const filled = hav !== undefined || mat !== undefined;
  const timeFilled = mat !== undefined;
  if (hav !== undefined) {
    fillHaversine(dist, pointOf, size, hav);
  } else if (mat !== undefined) {
    fillFromMatrix(dist, dur, pointOf, size, mat.distance, mat.duration, mat.size);
  }
  // Haversine at one speed on round trips with service per visit (the product's case): the pair
  // loop below would only write `dur`, service plus distance over the speed; fewer than
  // `SPATIAL_FROM` visits fill it row by row in a function of their own, more keep none.
  const durFromDist =
    hav !== undefined && speed !== undefined && problem.roundTrip && !perAddress && !needTime;
  if (durFromDist && durSpeed === 0) fillSpeedDur(dur, dist, svc, size, speed);
  const pairRows = durFromDist ? 0 : size;
  for (let i = 0; i < pairRows; i++) {
    const pi = pointOf[i]!;
    for (let j = 0; j < size; j++) {
      const idx = i * size + j;
      if (i === j) continue;
      const pj = pointOf[j]!;
      if (j === 0 && !problem.roundTrip) {
        dist[idx] = 0;
        dur[idx] = svc[i]!;
        if (needTime) tt[idx] = 0;
        continue;
      }
      // Symmetric models: the lower triangle copies the upper one (the depot column is read
      // from row 0, which the open-route case above never rewrites).
      const d = filled
        ? dist[idx]!
        : symmetric && j < i
          ? dist[j * size + i]!
          : travel.dist(pi, pj);
      const t = speed !== undefined ? d / speed : timeFilled ? dur[idx]! : travel.time(pi, pj);
      dist[idx] = d;
      if (needTime) tt[idx] = t;
      if (durSpeed === 0)
        dur[idx] = perAddress && i !== 0 && j !== 0 && samePoint(i, j) ? t : svc[i]! + t;
    }
  }
  const vehicles = problem.vehicles;
  const m = vehicles.length;
  const capW = new Float64Array(m);
  const capV = new Float64Array(m);
  const shiftStart = new Float64Array(m);
  const shiftEnd = new Float64Array(m);
  const hasBreak = new Uint8Array(m);
  const breakStart = new Float64Array(m);
  const breakEnd = new Float64Array(m);
  const breakDur = new Float64Array(m);
  const vtype = new Int32Array(m);
  const types = new Map<string, number>();
  // Vehicles on different travel never share a type (timed travel only).
  const travelKey = (k: number): string =>
    problem.travel.kind === 'timed'
      ? `${problem.travel.vehicles[k]!.start.join('/')}|${problem.travel.vehicles[k]!.matrix.join('/')}`
      : '';
  for (let k = 0; k < m; k++) {
    const v = vehicles[k]!;
    capW[k] = slack(v.capacityWeight ?? Infinity);
    capV[k] = slack(v.capacityVolume ?? Infinity);
    shiftStart[k] = v.shiftStart;
    shiftEnd[k] = slack(v.shiftEnd);
    if (v.break) {
      hasBreak[k] = 1;
      breakStart[k] = v.break.earliestStart;
      breakEnd[k] = slack(v.break.latestStart);
      breakDur[k] = v.break.duration;
    }
    const key = `${capW[k]},${capV[k]},${shiftStart[k]},${shiftEnd[k]},${hasBreak[k]},${breakStart[k]},${breakEnd[k]},${breakDur[k]},${travelKey(k)}`;
    let t = types.get(key);
    if (t === undefined) {
      t = types.size;
      types.set(key, t);
    }
    vtype[k] = t;
  }
  // Timed travel: each vehicle plans on the slowest of the bands its shift spans, so a plan is
  // never late however its legs fall into bands; vehicles with the same bands share one array.
  const durOf: Float64Array[] = new Array<Float64Array>(m).fill(dur);
  const travelId = new Int32Array(m);
  let legAt: Model['legAt'];
  const timed = problem.travel.kind === 'timed' ? problem.travel : undefined;
  if (timed) {
    const ids = new Map<string, number>();
    const built: Float64Array[] = [];
    for (let k = 0; k < m; k++) {
      const bands = bandsWithin(timed, k, shiftStart[k]!, shiftEnd[k]!);
      const key = bands.join(',');
      let id = ids.get(key);
      if (id === undefined) {
        id = built.length;
        ids.set(key, id);
        built.push(boundDur(bands.map((b) => timed.matrices[b]!.duration)));
      }
      travelId[k] = id;
      durOf[k] = built[id]!;
    }
    const ts = timed.size;
    legAt = (k, pi, pj, t) => {
      const mat = timed.matrices[bandAt(timed, k, t)]!;
      return { time: mat.duration[pi * ts + pj]!, dist: mat.distance[pi * ts + pj]! };
    };
  }
  // The slowest travel over the given point matrices, as the node `dur` the search reads.
  function boundDur(mats: readonly Float64Array[]): Float64Array {
    const ts = size;
    const out = new Float64Array(ts * ts);
    const pts = timed?.size ?? 0;
    for (let i = 0; i < ts; i++) {
      const pi = pointOf[i]!;
      for (let j = 0; j < ts; j++) {
        if (i === j) continue;
        const idx = i * ts + j;
        if (j === 0 && !problem.roundTrip) {
          out[idx] = svc[i]!;
          continue;
        }
        const pj = pointOf[j]!;
        let t = 0;
        for (const mat of mats) {
          const x = mat[pi * pts + pj]!;
          if (!(x <= t)) t = x;
        }
        out[idx] = perAddress && i !== 0 && j !== 0 && samePoint(i, j) ? t : svc[i]! + t;
      }
    }
    return out;
  }
  const kNear = Math.max(0, Math.min(n - 1, 100));
  const near = new Int32Array(size * Math.max(1, kNear));
  fillNear(near, dist, size, n, kNear);
  return {
    n,
    size,
    dist,
    dur,
    durOf,
    travelId,
    ...(legAt ? { legAt } : {}),
    cost: needTime ? tt : dist,
    svc,
    twStart,
    twEnd,
    weight,
    volume,
    high,
    visitOrders: [[], ...visits],
    pointOf,
    m,
    capW,
    capV,
    shiftStart,
    shiftEnd,
    hasBreak,
    breakStart,
    breakEnd,
    breakDur,
    vtype,
    travelTime: travel.time,
    travelDist: travel.dist,
    near,
    kNear,
    angle,
    costSymmetric: symmetric && problem.roundTrip && (!needTime || speed !== undefined),
    durSpeed,
  };
}
