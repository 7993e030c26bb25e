/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in the move loop; every index is in range by construction */
import type { Model } from './model';
import type { Rng } from './rng';

/**
 * The search state: one route slot per vehicle (slot r is vehicle r, empty when unused), the
 * unassigned bank, and per route position the schedule bounds that make an insertion check O(1):
 * - `early[k]`: earliest service start at position k with no break taken yet;
 * - `earlyB[k]`: the same with the break already taken before k;
 * - `late[k]`: latest service start at k so that the rest of the route is feasible without a
 *   break in it;
 * - `lateB[k]`: the same with the break still to be taken after k.
 * Position 0 is the depot at departure, position len + 1 the way home. Only feasible plans are
 * ever stored: every route meets capacity, windows, shift end and its break.
 */
export class Engine {
  readonly model: Model;
  readonly rng: Rng;
  readonly n: number;
  readonly size: number;
  readonly m: number;
  readonly stride: number;
  readonly nodes: Int32Array;
  readonly len: Int32Array;
  readonly early: Float64Array;
  readonly earlyB: Float64Array;
  readonly late: Float64Array;
  readonly lateB: Float64Array;
  readonly loadW: Float64Array;
  readonly loadV: Float64Array;
  readonly rcost: Float64Array;
  /** Cost of each route's arcs: arc[r * stride + k] from position k to k + 1 (0 to len). */
  readonly arc: Float64Array;
  readonly routeOf: Int32Array;
  readonly posOf: Int32Array;
  readonly bank: Int32Array;
  bankLen = 0;
  /** Cost of leaving each node unassigned; high priority far above regular. */
  readonly penalty: Float64Array;
  /** At most this many routes may be in use (the fleet, or the fleet found by minimisation). */
  maxRoutes: number;
  blinkRate = 0.01;
  avgRemoved = 10;
  maxString = 10;
  splitRate = 0.5;
  splitDepth = 0.01;
  /** Recreate order: -1 draws one per step; 0-14 forces one, 15 the sweep (construction). */
  sortPick = -1;
  /** Chance that a ruin removes one whole route instead of strings. */
  routeRemoval = 0.1;

  // Undo log of one ruin-and-recreate step.
  private stamp = 1;
  private readonly routeStamp: Int32Array;
  private readonly ruinStamp: Int32Array;
  private readonly touched: Int32Array;
  private nTouched = 0;
  private readonly bkNodes: Int32Array;
  private readonly bkLen: Int32Array;
  private readonly bkBank: Int32Array;
  private bkBankLen = 0;
  // Scratch.
  private readonly sortKey: Float64Array;
  private readonly demandKey: Float64Array;
  private readonly typeSeen: Int32Array;
  /** Gaps (route base + position) already tried for the visit being inserted (nearInsertion). */
  private readonly gapSeen: Int32Array;
  private gapStamp = 0;
  /**
   * Recreate tries the gaps next to a visit's `insertNear` nearest routed visits only (0: every
   * gap of every route), and every gap when none of those is feasible.
   */
  insertNear = 0;
  /** Added to the cost of opening a route in the full scan (the large instances' construction). */
  openCost = 0;
  private typeStamp = 1;
  private readonly order: Int32Array;
  /** Absence counters of route elimination (how often each node stayed out). */
  readonly absence: Float64Array;
  insertRoute = -1;
  insertGap = -1;
  insertDelta = 0;

  constructor(model: Model, rng: Rng) {
    this.model = model;
    this.rng = rng;
    const n = model.n;
    const m = model.m;
    this.n = n;
    this.size = model.size;
    this.m = m;
    this.stride = n + 2;
    const cells = m * this.stride;
    this.nodes = new Int32Array(cells);
    this.len = new Int32Array(m);
    this.early = new Float64Array(cells);
    this.earlyB = new Float64Array(cells);
    this.late = new Float64Array(cells);
    this.lateB = new Float64Array(cells);
    this.loadW = new Float64Array(m);
    this.loadV = new Float64Array(m);
    this.rcost = new Float64Array(m);
    this.arc = new Float64Array(m * this.stride);
    this.routeOf = new Int32Array(model.size).fill(-1);
    this.posOf = new Int32Array(model.size);
    this.bank = new Int32Array(n);
    this.penalty = new Float64Array(model.size);
    this.maxRoutes = m;
    this.routeStamp = new Int32Array(m);
    this.ruinStamp = new Int32Array(m);
    this.touched = new Int32Array(m);
    this.bkNodes = new Int32Array(cells);
    this.bkLen = new Int32Array(m);
    this.bkBank = new Int32Array(n);
    this.sortKey = new Float64Array(model.size);
    this.demandKey = new Float64Array(model.size);
    this.typeSeen = new Int32Array(m);
    this.gapSeen = new Int32Array(m * this.stride);
    this.order = new Int32Array(n);
    this.absence = new Float64Array(model.size);

    let maxD = 0;
    let maxCapW = 0;
    let maxCapV = 0;
    for (let k = 0; k < m; k++) {
      if (Number.isFinite(model.capW[k]!)) maxCapW = Math.max(maxCapW, model.capW[k]!);
      if (Number.isFinite(model.capV[k]!)) maxCapV = Math.max(maxCapV, model.capV[k]!);
    }
    for (let i = 1; i <= n; i++) {
      const c = model.cost[i]! + model.cost[i * model.size]!;
      if (Number.isFinite(c)) maxD = Math.max(maxD, c);
      this.demandKey[i] =
        (maxCapW > 0 ? model.weight[i]! / maxCapW : 0) +
        (maxCapV > 0 ? model.volume[i]! / maxCapV : 0);
    }
    // Leaving a regular order out must cost more than any detour it could cause, and a high one
    // more than all regular ones together.
    const regular = 10 * (maxD + 1);
    const high = regular * (n + 1) * 10;
    for (let i = 1; i <= n; i++) this.penalty[i] = model.high[i] ? high : regular;
    for (let r = 0; r < m; r++) {
      const base = r * this.stride;
      this.nodes[base] = 0;
      this.nodes[base + 1] = 0;
      this.computeRoute(r);
    }
    for (let i = 1; i <= n; i++) this.bank[this.bankLen++] = i;
  }

  /** Recomputes the schedule bounds, load and cost of route r from its node sequence. */
  computeRoute(r: number): void {
    const len = this.len[r]!;
    this.early[r * this.stride] = this.model.shiftStart[r]!;
    this.earlyB[r * this.stride] = Infinity;
    this.forward(r, 1);
    this.backward(r, len);
    const md = this.model;
    const size = this.size;
    const base = r * this.stride;
    let w = 0;
    let v = 0;
    let c = 0;
    let prev = 0;
    for (let k = 1; k <= len + 1; k++) {
      const node = this.nodes[base + k]!;
      const a = md.cost[prev * size + node]!;
      this.arc[base + k - 1] = a;
      c += a;
      w += md.weight[node]!;
      v += md.volume[node]!;
      prev = node;
    }
    this.loadW[r] = w;
    this.loadV[r] = v;
    this.rcost[r] = len > 0 ? c : 0;
  }

  /** Earliest starts from position `from` on (positions before it are up to date). */
  private forward(r: number, from: number): void {
    const md = this.model;
    const size = this.size;
    const dur = md.durOf[r]!;
    const base = r * this.stride;
    const len = this.len[r]!;
    const nodes = this.nodes;
    const early = this.early;
    const earlyB = this.earlyB;
    const brk = md.hasBreak[r] === 1;
    const bE = md.breakStart[r]!;
    const bL = md.breakEnd[r]!;
    const bD = md.breakDur[r]!;
    const shiftEnd = md.shiftEnd[r]!;
    const tws = md.twStart;
    const twe = md.twEnd;
    const svc = md.svc;
    // No `dur` matrix on large models of one speed (`Model.durSpeed`): the time from `dist`. The
    // depot's service is 0, so an empty route's depot-to-depot leg is 0 either way.
    const speed = md.durSpeed;
    const dist = md.dist;
    let prev = nodes[base + from - 1]!;
    for (let k = from; k <= len + 1; k++) {
      const node = nodes[base + k]!;
      const a = k <= len ? tws[node]! : -Infinity;
      const b = k <= len ? twe[node]! : shiftEnd;
      const d =
        speed > 0 ? svc[prev]! + dist[prev * size + node]! / speed : dur[prev * size + node]!;
      const ep = early[base + k - 1]!;
      let e = ep + d;
      if (e < a) e = a;
      early[base + k] = e <= b ? e : Infinity;
      if (brk) {
        const sp = svc[prev]!;
        let bs = ep + sp;
        if (bs < bE) bs = bE;
        const tr = d > sp ? d - sp : 0;
        const viaBreak = bs <= bL ? bs + bD + tr : Infinity;
        const after = earlyB[base + k - 1]! + d;
        let eb = after < viaBreak ? after : viaBreak;
        if (eb < a) eb = a;
        earlyB[base + k] = eb <= b ? eb : Infinity;
      }
      prev = node;
    }
  }

  /** Latest starts from position `from` down to the depot (positions after it are up to date). */
  private backward(r: number, from: number): void {
    const md = this.model;
    const size = this.size;
    const dur = md.durOf[r]!;
    const base = r * this.stride;
    const len = this.len[r]!;
    const nodes = this.nodes;
    const late = this.late;
    const lateB = this.lateB;
    const brk = md.hasBreak[r] === 1;
    const bE = md.breakStart[r]!;
    const bL = md.breakEnd[r]!;
    const bD = md.breakDur[r]!;
    const shiftEnd = md.shiftEnd[r]!;
    const tws = md.twStart;
    const twe = md.twEnd;
    const svc = md.svc;
    const speed = md.durSpeed;
    const dist = md.dist;
    if (from >= len) {
      late[base + len + 1] = shiftEnd;
      lateB[base + len + 1] = -Infinity;
      from = len;
    }
    for (let k = from; k >= 0; k--) {
      const node = nodes[base + k]!;
      const next = nodes[base + k + 1]!;
      const d =
        speed > 0 ? svc[node]! + dist[node * size + next]! / speed : dur[node * size + next]!;
      const a = k >= 1 ? tws[node]! : -Infinity;
      const b = k >= 1 ? twe[node]! : shiftEnd;
      const ln = late[base + k + 1]!;
      let l = ln - d;
      if (l > b) l = b;
      late[base + k] = l >= a ? l : -Infinity;
      if (brk) {
        const s = svc[node]!;
        const tr = d > s ? d - s : 0;
        let x = ln - bD - tr;
        if (x > bL) x = bL;
        const opt1 = bE <= x ? x - s : -Infinity;
        const opt2 = lateB[base + k + 1]! - d;
        let lb = opt1 > opt2 ? opt1 : opt2;
        if (lb > b) lb = b;
        lateB[base + k] = lb >= a ? lb : -Infinity;
      }
    }
  }

  /** Whether route r (as stored) meets all its constraints. */
  routeFeasible(r: number): boolean {
    const len = this.len[r]!;
    if (len === 0) return true;
    const md = this.model;
    if (this.loadW[r]! > md.capW[r]! || this.loadV[r]! > md.capV[r]!) return false;
    const end = r * this.stride + len + 1;
    return md.hasBreak[r] === 1 ? this.earlyB[end]! < Infinity : this.early[end]! < Infinity;
  }

  /**
   * Whether node u fits between positions k and k + 1 of route r in time (capacity is checked
   * by the caller). With a break, the break may already be behind, come before u, after u, or
   * later in the route.
   */
  fitsTime(r: number, k: number, u: number): boolean {
    const md = this.model;
    const size = this.size;
    const dur = md.durOf[r]!;
    const base = r * this.stride + k;
    const p = this.nodes[base]!;
    const q = this.nodes[base + 1]!;
    const a = md.twStart[u]!;
    const b = md.twEnd[u]!;
    // Both legs from u's row when the model allows it (see `Model.durSpeed`): the same values.
    const speed = md.durSpeed;
    const dpu = speed > 0 ? md.svc[p]! + md.dist[u * size + p]! / speed : dur[p * size + u]!;
    const duq = speed > 0 ? md.svc[u]! + md.dist[u * size + q]! / speed : dur[u * size + q]!;
    const ek = this.early[base]!;
    let su = ek + dpu;
    if (su < a) su = a;
    if (md.hasBreak[r] === 0) return su <= b && su + duq <= this.late[base + 1]!;
    // Break behind us.
    let sb = this.earlyB[base]! + dpu;
    if (sb < a) sb = a;
    if (sb <= b && sb + duq <= this.late[base + 1]!) return true;
    if (su <= b) {
      // Break later in the route.
      if (su + duq <= this.lateB[base + 1]!) return true;
      // Break right after u.
      const s = md.svc[u]!;
      let bs = su + s;
      const bE = md.breakStart[r]!;
      if (bs < bE) bs = bE;
      if (bs <= md.breakEnd[r]!) {
        const tr = duq > s ? duq - s : 0;
        if (bs + md.breakDur[r]! + tr <= this.late[base + 1]!) return true;
      }
    }
    // Break between p and u.
    const sp = md.svc[p]!;
    let bs = ek + sp;
    const bE = md.breakStart[r]!;
    if (bs < bE) bs = bE;
    if (bs > md.breakEnd[r]!) return false;
    let s2 = bs + md.breakDur[r]! + (dpu > sp ? dpu - sp : 0);
    if (s2 < a) s2 = a;
    return s2 <= b && s2 + duq <= this.late[base + 1]!;
  }

  usedRoutes(): number {
    let c = 0;
    for (let r = 0; r < this.m; r++) if (this.len[r]! > 0) c++;
    return c;
  }

  /**
   * Cheapest feasible insertion of u over used routes and one empty route per vehicle type
   * (when another route may be opened); each position is skipped with the blink rate.
   * Leaves the answer in insertRoute / insertGap / insertDelta (insertRoute -1: none). With
   * `insertNear` set, the gaps next to u's nearest routed visits are tried first and every gap
   * only when none of those is feasible (so an order is left out only when nothing fits).
   */
  findInsertion(u: number, blink: number): void {
    if (this.insertNear > 0) {
      this.nearInsertion(u, blink);
      if (this.insertRoute >= 0) return;
    }
    this.scanInsertion(u, blink);
  }

  /**
   * Granular insertion: only the gaps right before and right after each of u's `insertNear`
   * nearest visits that are in a route (no empty route).
   */
  private nearInsertion(u: number, blink: number): void {
    const md = this.model;
    const size = this.size;
    const cost = md.cost;
    const nodes = this.nodes;
    const rng = this.rng;
    const wu = md.weight[u]!;
    const vu = md.volume[u]!;
    const kNear = md.kNear;
    const near = md.near;
    const g = this.insertNear < kNear ? this.insertNear : kNear;
    // cost(p, u) at p * toU + u * fromU: read from u's row when the matrix is symmetric.
    const toU = md.costSymmetric ? 1 : size;
    const fromU = md.costSymmetric ? size : 1;
    const rowU = u * size;
    const seen = this.gapSeen;
    const arc = this.arc;
    const gs = ++this.gapStamp;
    let bestR = -1;
    let bestK = -1;
    let bestD = Infinity;
    for (let j = 0; j < g; j++) {
      const v = near[u * kNear + j]!;
      const r = this.routeOf[v]!;
      if (r < 0) continue;
      if (this.loadW[r]! + wu > md.capW[r]! || this.loadV[r]! + vu > md.capV[r]!) continue;
      const base = r * this.stride;
      const pv = this.posOf[v]!;
      for (let k = pv - 1; k <= pv; k++) {
        // Two near visits next to each other in a route share the gap between them.
        if (seen[base + k] === gs) continue;
        seen[base + k] = gs;
        const p = nodes[base + k]!;
        const q = nodes[base + k + 1]!;
        const delta = cost[p * toU + u * fromU]! + cost[rowU + q]! - arc[base + k]!;
        if (!(delta < bestD)) continue;
        if (blink > 0 && rng.next() < blink) continue;
        if (!this.fitsTime(r, k, u)) continue;
        bestD = delta;
        bestR = r;
        bestK = k;
      }
    }
    this.insertRoute = bestR;
    this.insertGap = bestK;
    this.insertDelta = bestD;
  }

  /** Cheapest insertion over every route (see findInsertion). */
  private scanInsertion(u: number, blink: number): void {
    const md = this.model;
    const size = this.size;
    const cost = md.cost;
    const nodes = this.nodes;
    const rng = this.rng;
    const wu = md.weight[u]!;
    const vu = md.volume[u]!;
    let bestR = -1;
    let bestK = -1;
    let bestD = Infinity;
    const canOpen = this.usedRoutes() < this.maxRoutes;
    const ts = ++this.typeStamp;
    const arc = this.arc;
    // cost(p, u) at p * toU + u * fromU, as in nearInsertion.
    const toU = md.costSymmetric ? 1 : size;
    const fromU = md.costSymmetric ? size : 1;
    const rowU = u * size;
    for (let r = 0; r < this.m; r++) {
      const len = this.len[r]!;
      if (len === 0) {
        if (!canOpen) continue;
        const t = md.vtype[r]!;
        if (this.typeSeen[t] === ts) continue;
        this.typeSeen[t] = ts;
      }
      if (this.loadW[r]! + wu > md.capW[r]! || this.loadV[r]! + vu > md.capV[r]!) continue;
      const base = r * this.stride;
      const early = this.early;
      const due = md.twEnd[u]!;
      for (let k = 0; k <= len; k++) {
        // Service starts only grow along a route: past u's due time no later gap can work.
        if (early[base + k]! > due) break;
        const p = nodes[base + k]!;
        const q = nodes[base + k + 1]!;
        const delta =
          cost[p * toU + u * fromU]! +
          cost[rowU + q]! -
          arc[base + k]! +
          (len === 0 ? this.openCost : 0);
        // Written so that NaN (unreachable arcs: infinity minus infinity) is skipped too.
        if (!(delta < bestD)) continue;
        if (blink > 0 && rng.next() < blink) continue;
        if (!this.fitsTime(r, k, u)) continue;
        bestD = delta;
        bestR = r;
        bestK = k;
      }
    }
    this.insertRoute = bestR;
    this.insertGap = bestK;
    this.insertDelta = bestD;
  }

  private touch(r: number): void {
    if (this.routeStamp[r] === this.stamp) return;
    this.routeStamp[r] = this.stamp;
    this.touched[this.nTouched++] = r;
    const base = r * this.stride;
    const len = this.len[r]!;
    this.bkLen[r] = len;
    this.bkNodes.set(this.nodes.subarray(base, base + len + 2), base);
  }

  /** Starts an undoable step. */
  begin(): void {
    this.stamp++;
    this.nTouched = 0;
    this.bkBankLen = this.bankLen;
    this.bkBank.set(this.bank.subarray(0, this.bankLen));
  }

  /** Undoes everything since begin(). */
  undo(): void {
    for (let t = 0; t < this.nTouched; t++) {
      const r = this.touched[t]!;
      const base = r * this.stride;
      const len = this.len[r]!;
      for (let k = 1; k <= len; k++) this.routeOf[this.nodes[base + k]!] = -1;
    }
    for (let i = 0; i < this.bankLen; i++) this.routeOf[this.bank[i]!] = -1;
    this.bankLen = this.bkBankLen;
    this.bank.set(this.bkBank.subarray(0, this.bkBankLen));
    for (let t = 0; t < this.nTouched; t++) {
      const r = this.touched[t]!;
      const base = r * this.stride;
      const len = this.bkLen[r]!;
      this.nodes.set(this.bkNodes.subarray(base, base + len + 2), base);
      this.len[r] = len;
      for (let k = 1; k <= len; k++) {
        const node = this.nodes[base + k]!;
        this.routeOf[node] = r;
        this.posOf[node] = k;
      }
      this.computeRoute(r);
    }
    this.nTouched = 0;
  }

  /** Inserts u between positions k and k + 1 of route r and refreshes the route. */
  insert(r: number, k: number, u: number): void {
    this.touch(r);
    const base = r * this.stride;
    const len = this.len[r]!;
    const nodes = this.nodes;
    for (let j = len + 1; j > k; j--) {
      const node = nodes[base + j]!;
      nodes[base + j + 1] = node;
      this.posOf[node] = j + 1;
    }
    nodes[base + k + 1] = u;
    this.routeOf[u] = r;
    this.posOf[u] = k + 1;
    this.len[r] = len + 1;
    // Only the bounds on either side of the new stop change: earliest starts after it, latest
    // starts before it (those after it move one slot right).
    this.late.copyWithin(base + k + 2, base + k + 1, base + len + 2);
    this.lateB.copyWithin(base + k + 2, base + k + 1, base + len + 2);
    // The arcs after q move one slot right; p → q becomes p → u → q.
    const arc = this.arc;
    for (let j = base + len + 1; j > base + k + 1; j--) arc[j] = arc[j - 1]!;
    this.forward(r, k + 1);
    this.backward(r, k + 1);
    const md = this.model;
    const size = this.size;
    const p = nodes[base + k]!;
    const q = nodes[base + k + 2]!;
    this.loadW[r] = this.loadW[r]! + md.weight[u]!;
    this.loadV[r] = this.loadV[r]! + md.volume[u]!;
    const pu = md.cost[p * size + u]!;
    const uq = md.cost[u * size + q]!;
    const delta = pu + uq - arc[base + k]!;
    arc[base + k] = pu;
    arc[base + k + 1] = uq;
    this.rcost[r] = len > 0 ? this.rcost[r]! + delta : md.cost[u]! + md.cost[u * size]!;
  }

  /** Bank length at begin(): ruin appends the visits it removes after it. */
  get bankAtBegin(): number {
    return this.bkBankLen;
  }

  /** Routes changed since begin() (the first `touchedCount` entries of `touchedList`). */
  get touchedCount(): number {
    return this.nTouched;
  }

  get touchedList(): Int32Array {
    return this.touched;
  }

  /**
   * Replaces route r by the visits buf[0..len) (all of them already in route r or in another
   * route that is replaced in the same move) and refreshes its bounds, loads and cost. Undoable.
   */
  replaceRoute(r: number, buf: Int32Array, len: number): void {
    this.touch(r);
    const base = r * this.stride;
    const nodes = this.nodes;
    for (let k = 0; k < len; k++) {
      const node = buf[k]!;
      nodes[base + k + 1] = node;
      this.routeOf[node] = r;
      this.posOf[node] = k + 1;
    }
    nodes[base + len + 1] = 0;
    this.len[r] = len;
    this.computeRoute(r);
  }

  /** Removes positions [from, to] of route r except [keepFrom, keepTo], to the bank. */
  private removeRange(r: number, from: number, to: number, keepFrom: number, keepTo: number): void {
    this.touch(r);
    const base = r * this.stride;
    const len = this.len[r]!;
    const nodes = this.nodes;
    let w = from;
    for (let k = from; k <= len + 1; k++) {
      const node = nodes[base + k]!;
      if (k <= to && (k < keepFrom || k > keepTo)) {
        this.routeOf[node] = -1;
        this.bank[this.bankLen++] = node;
        continue;
      }
      nodes[base + w] = node;
      if (k <= len) this.posOf[node] = w;
      w++;
    }
    this.len[r] = w - 2;
  }

  /** Empties route r into the bank. */
  clearRoute(r: number): void {
    if (this.len[r] === 0) return;
    this.removeRange(r, 1, this.len[r]!, 1, 0);
    this.computeRoute(r);
  }

  /** SISR ruin (Christiaens and Vanden Berghe 2020): strings removed around a random seed. */
  ruin(): void {
    const rng = this.rng;
    const n = this.n;
    let assigned = n - this.bankLen;
    if (assigned <= 0) return;
    const used = this.usedRoutes();
    if (used > 1 && rng.next() < this.routeRemoval) {
      // Strings of at most maxString orders cannot empty a long route, so now and then a whole
      // route goes: the only way to fewer routes when routes are long (wide windows).
      let pick = rng.int(used);
      for (let r = 0; r < this.m; r++) {
        if (this.len[r] === 0) continue;
        if (pick-- === 0) {
          this.removeRange(r, 1, this.len[r]!, 1, 0);
          this.computeRoute(r);
          return;
        }
      }
    }
    const avgLen = assigned / used;
    const lsMax = Math.min(this.maxString, avgLen);
    const ksMax = (4 * this.avgRemoved) / (1 + lsMax) - 1;
    const ks = Math.floor(rng.next() * ksMax) + 1;
    let seed = 1 + rng.int(n);
    while (this.routeOf[seed]! < 0) seed = 1 + rng.int(n);
    if (this.bankLen > 0 && rng.next() < 0.5) {
      // Ruin next to an order that is out (high priority first), so the recreate has room for it.
      let u = this.bank[rng.int(this.bankLen)]!;
      for (let i = 0; i < this.bankLen && !this.model.high[u]; i++) {
        if (this.model.high[this.bank[i]!]) u = this.bank[i]!;
      }
      const kNear = this.model.kNear;
      for (let j = 0; j < kNear; j++) {
        const c = this.model.near[u * kNear + j]!;
        if (this.routeOf[c]! >= 0) {
          seed = c;
          break;
        }
      }
    }
    const rs = this.stamp;
    let ruined = 0;
    const kNear = this.model.kNear;
    const near = this.model.near;
    for (let j = -1; j < kNear && ruined < ks; j++) {
      const c = j < 0 ? seed : near[seed * kNear + j]!;
      const r = this.routeOf[c]!;
      if (r < 0 || this.ruinStamp[r] === rs) continue;
      this.ruinStamp[r] = rs;
      ruined++;
      const len = this.len[r]!;
      const ltMax = Math.min(len, lsMax);
      const lt = Math.floor(rng.next() * ltMax) + 1;
      const pos = this.posOf[c]!;
      if (lt === len || rng.next() >= this.splitRate) {
        const lo = Math.max(1, pos - lt + 1);
        const hi = Math.min(pos, len - lt + 1);
        const start = lo + rng.int(hi - lo + 1);
        this.removeRange(r, start, start + lt - 1, 1, 0);
      } else {
        let keep = 1;
        while (lt + keep < len && rng.next() > this.splitDepth) keep++;
        const total = lt + keep;
        const lo = Math.max(1, pos - total + 1);
        const hi = Math.min(pos, len - total + 1);
        const start = lo + rng.int(hi - lo + 1);
        const keepStart = start + rng.int(lt + 1);
        this.removeRange(r, start, start + total - 1, keepStart, keepStart + keep - 1);
      }
      assigned = n - this.bankLen;
    }
    for (let t = 0; t < this.nTouched; t++) {
      const r = this.touched[t]!;
      this.computeRoute(r);
      // Taking stops out of a feasible route can make it infeasible when it has a break: the
      // break is taken right after a stop's service (never while waiting for a window), so a
      // removed stop may have been the only one that ended inside the break's window. Such a
      // route goes to the bank whole (an empty route is always feasible).
      if (!this.routeFeasible(r)) {
        this.removeRange(r, 1, this.len[r]!, 1, 0);
        this.computeRoute(r);
      }
    }
  }

  /**
   * Greedy recreate with blinks: the bank sorted by one of the SISR orders (random, demand, far,
   * close, window start, window width), high-priority orders first, each inserted at its
   * cheapest feasible position; orders that fit nowhere stay in the bank.
   */
  recreate(): void {
    const md = this.model;
    const rng = this.rng;
    const cnt = this.bankLen;
    if (cnt === 0) return;
    const order = this.order;
    order.set(this.bank.subarray(0, cnt));
    const key = this.sortKey;
    const pick = this.sortPick >= 0 ? this.sortPick : rng.int(15);
    // Fisher-Yates first, so ties in the keyed sorts break at random.
    for (let i = cnt - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = order[i]!;
      order[i] = order[j]!;
      order[j] = t;
    }
    for (let i = 0; i < cnt; i++) {
      const u = order[i]!;
      let k: number;
      if (pick < 4) k = 0;
      else if (pick < 8) k = -this.demandKey[u]!;
      else if (pick < 10) k = -md.dist[u]!;
      else if (pick < 11) k = md.dist[u]!;
      else if (pick < 13) k = md.twStart[u]!;
      else if (pick < 15) k = md.twEnd[u]! - md.twStart[u]!;
      else k = md.angle[u]!;
      key[u] = k;
    }
    const high = md.high;
    const abs = this.absence;
    // High priority before regular always; then the most often absent (route elimination).
    for (let i = 1; i < cnt; i++) {
      const u = order[i]!;
      const hu = high[u]!;
      const au = abs[u]!;
      const ku = key[u]!;
      let j = i - 1;
      while (j >= 0) {
        const o = order[j]!;
        const ho = high[o]!;
        if (ho > hu) break;
        if (ho === hu) {
          const ao = abs[o]!;
          if (ao > au || (ao === au && !(key[o]! > ku))) break;
        }
        order[j + 1] = o;
        j--;
      }
      order[j + 1] = u;
    }
    this.bankLen = 0;
    for (let i = 0; i < cnt; i++) {
      const u = order[i]!;
      this.findInsertion(u, this.blinkRate);
      if (this.insertRoute < 0) {
        this.bank[this.bankLen++] = u;
        continue;
      }
      this.insert(this.insertRoute, this.insertGap, u);
    }
  }

  totalCost(): number {
    let c = 0;
    for (let r = 0; r < this.m; r++) c += this.rcost[r]!;
    for (let i = 0; i < this.bankLen; i++) c += this.penalty[this.bank[i]!]!;
    return c;
  }

  distanceCost(): number {
    let c = 0;
    for (let r = 0; r < this.m; r++) c += this.rcost[r]!;
    return c;
  }

  bankPenalty(): number {
    let c = 0;
    for (let i = 0; i < this.bankLen; i++) c += this.penalty[this.bank[i]!]!;
    return c;
  }

  absenceSum(): number {
    let c = 0;
    for (let i = 0; i < this.bankLen; i++) c += this.absence[this.bank[i]!]!;
    return c;
  }

  /** Absence sum of the bank as it was at begin(). */
  backupAbsenceSum(): number {
    let c = 0;
    for (let i = 0; i < this.bkBankLen; i++) c += this.absence[this.bkBank[i]!]!;
    return c;
  }

  /** A copy of the routes and bank (for the best plan). */
  snapshot(into?: Snapshot): Snapshot {
    const s: Snapshot = into ?? {
      nodes: new Int32Array(this.nodes.length),
      len: new Int32Array(this.m),
      bank: new Int32Array(this.n),
      bankLen: 0,
    };
    for (let r = 0; r < this.m; r++) {
      const base = r * this.stride;
      const len = this.len[r]!;
      s.len[r] = len;
      s.nodes.set(this.nodes.subarray(base, base + len + 2), base);
    }
    s.bank.set(this.bank.subarray(0, this.bankLen));
    s.bankLen = this.bankLen;
    return s;
  }

  restore(s: Snapshot): void {
    this.routeOf.fill(-1);
    for (let r = 0; r < this.m; r++) {
      const base = r * this.stride;
      const len = s.len[r]!;
      this.len[r] = len;
      this.nodes.set(s.nodes.subarray(base, base + len + 2), base);
      for (let k = 1; k <= len; k++) {
        const node = this.nodes[base + k]!;
        this.routeOf[node] = r;
        this.posOf[node] = k;
      }
      this.computeRoute(r);
    }
    this.bank.set(s.bank.subarray(0, s.bankLen));
    this.bankLen = s.bankLen;
  }
}

export interface Snapshot {
  readonly nodes: Int32Array;
  readonly len: Int32Array;
  readonly bank: Int32Array;
  bankLen: number;
}
