/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in the move loop; every index is in range by construction */
import type { Engine } from './engine';

/** The moves, in the order they are tried for each pair (u, v) of a visit and a near one. */
export type MoveKind =
  'relocate-after' | 'relocate-before' | 'swap' | 'two-opt-star-after' | 'two-opt-star-before';

/**
 * Granular local search over the engine's current plan (first improvement): for a visit u and
 * each of its `granularity` nearest visits v, in routes,
 * - relocate u right after v, or right before v;
 * - swap u and v;
 * - 2-opt* between their routes: u's route keeps its head up to u and takes v's tail after v
 *   (and v's route the other way round), or the same around v's predecessor (which makes u → v
 *   an arc).
 * Moves within one route are relocate and swap; the rest are between routes. Every move is
 * checked exactly before it is made (capacities from route totals and prefix loads, time with
 * the engine's forward and backward bounds concatenated around at most a few new visits), so
 * the plan stays feasible at every step and its cost never rises. Orders in the bank are left to
 * the recreate. A move queues again the visits at the arcs it broke or made (u, v, their old
 * and new neighbours), so a run started from the visits one ruin removed stays near them
 * (queueing whole routes again was measured too: see ADR 0055).
 *
 * The forward/backward bounds are those of the vehicle that owns the route. A tail moved to
 * another vehicle is re-timed through the engine's bounds only when both vehicles share shift
 * end and break (a time profile); otherwise it is walked stop by stop.
 */
export class LocalSearch {
  private readonly eng: Engine;
  /** How many nearest visits are tried per visit. */
  granularity: number;
  /** After a move, queue every visit of the changed routes again (else only those at the changed arcs). */
  requeueRoutes = false;
  /** Read every 16 visits when set: true stops the run (the solve's time limit). */
  outOfTime: (() => boolean) | null = null;
  /** A run stops after this many moves (tests step through moves one at a time). */
  maxMoves = Infinity;
  /** Moves made and pairs tested by the last run (for tests and the bench). */
  moves = 0;
  evaluations = 0;
  /** The kind and cost change of the last move made (for tests). */
  lastKind: MoveKind | null = null;
  lastDelta = 0;

  private readonly profile: Int32Array;
  private readonly mid: Int32Array;
  private readonly bufA: Int32Array;
  private readonly bufB: Int32Array;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private qHead = 0;
  private popped = 0;
  private qLen = 0;
  private readonly cumW: Float64Array;
  private readonly cumV: Float64Array;
  private readonly cumStamp: Int32Array;
  private stamp = 1;
  private readonly toJ: number;
  private readonly fromJ: number;
  /**
   * Gaps (route base + position) u was already tried after, and cuts of 2-opt*, since u was
   * taken from the queue: relocating u before v is relocating it after v's predecessor, often
   * one of u's near visits too. Nothing changes between two tries (a move ends u's turn), so
   * the second would fail as the first did.
   */
  private readonly gapTried: Int32Array;
  private readonly cutTried: Int32Array;
  private turn = 0;

  constructor(eng: Engine, granularity = 30) {
    this.eng = eng;
    this.granularity = granularity;
    const md = eng.model;
    this.toJ = md.costSymmetric ? 1 : eng.size;
    this.fromJ = md.costSymmetric ? eng.size : 1;
    const m = eng.m;
    this.profile = new Int32Array(m);
    const seen = new Map<string, number>();
    for (let r = 0; r < m; r++) {
      // Another vehicle's bounds hold for this one only on the same travel (timed travel).
      const key = md.hasBreak[r]
        ? `${md.shiftEnd[r]},${md.breakStart[r]},${md.breakEnd[r]},${md.breakDur[r]},${md.travelId[r]}`
        : `${md.shiftEnd[r]},${md.travelId[r]}`;
      let t = seen.get(key);
      if (t === undefined) {
        t = seen.size;
        seen.set(key, t);
      }
      this.profile[r] = t;
    }
    this.mid = new Int32Array(eng.n + 2);
    this.bufA = new Int32Array(eng.n + 2);
    this.bufB = new Int32Array(eng.n + 2);
    this.queue = new Int32Array(eng.n + 1);
    this.queued = new Uint8Array(eng.size);
    this.cumW = new Float64Array(eng.m * eng.stride);
    this.cumV = new Float64Array(eng.m * eng.stride);
    this.cumStamp = new Int32Array(eng.m);
    this.gapTried = new Int32Array(eng.m * eng.stride);
    this.cutTried = new Int32Array(eng.m * eng.stride);
  }

  /** Local search from every routed visit (visits in random order). */
  runAll(): void {
    this.reset();
    const eng = this.eng;
    for (let r = 0; r < eng.m; r++) this.enqueueRoute(r);
    this.shuffleQueue();
    this.loop();
  }

  /** Local search from the visits of the routes changed since the engine's begin(). */
  runTouched(): void {
    this.reset();
    const eng = this.eng;
    const list = eng.touchedList;
    const count = eng.touchedCount;
    for (let t = 0; t < count; t++) this.enqueueRoute(list[t]!);
    this.shuffleQueue();
    this.loop();
  }

  /** Local search from the given visits (those in the bank are skipped). */
  runFrom(nodes: Int32Array, count: number): void {
    this.reset();
    const cap = this.queue.length;
    for (let t = 0; t < count; t++) {
      const node = nodes[t]!;
      if (this.queued[node] === 1) continue;
      this.queued[node] = 1;
      this.queue[(this.qHead + this.qLen) % cap] = node;
      this.qLen++;
    }
    this.shuffleQueue();
    this.loop();
  }

  private reset(): void {
    this.moves = 0;
    this.evaluations = 0;
    this.qHead = 0;
    this.qLen = 0;
    this.queued.fill(0);
    // Prefix loads are recomputed on demand after this.
    this.stamp++;
  }

  private enqueueRoute(r: number): void {
    const eng = this.eng;
    const base = r * eng.stride;
    const len = eng.len[r]!;
    const cap = this.queue.length;
    for (let k = 1; k <= len; k++) {
      const node = eng.nodes[base + k]!;
      if (this.queued[node] === 1) continue;
      this.queued[node] = 1;
      this.queue[(this.qHead + this.qLen) % cap] = node;
      this.qLen++;
    }
  }

  private shuffleQueue(): void {
    const rng = this.eng.rng;
    const q = this.queue;
    const cap = q.length;
    for (let i = this.qLen - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const a = (this.qHead + i) % cap;
      const b = (this.qHead + j) % cap;
      const t = q[a]!;
      q[a] = q[b]!;
      q[b] = t;
    }
  }

  private loop(): void {
    const eng = this.eng;
    const md = eng.model;
    const kNear = md.kNear;
    const near = md.near;
    const g = Math.min(this.granularity, kNear);
    const cap = this.queue.length;
    while (this.qLen > 0 && this.moves < this.maxMoves) {
      const u = this.queue[this.qHead]!;
      this.qHead = (this.qHead + 1) % cap;
      this.qLen--;
      this.queued[u] = 0;
      if (eng.routeOf[u]! < 0) continue;
      if (this.outOfTime !== null && (++this.popped & 15) === 0 && this.outOfTime()) break;
      this.turn++;
      for (let j = 0; j < g; j++) {
        const v = near[u * kNear + j]!;
        if (eng.routeOf[v]! < 0) continue;
        if (this.tryPair(u, v)) {
          // u's and v's routes changed and their visits are queued again, u among them.
          break;
        }
      }
    }
  }

  /** Tries every move for the pair; makes the first improving one. */
  private tryPair(u: number, v: number): boolean {
    const eng = this.eng;
    const ru = eng.routeOf[u]!;
    const rv = eng.routeOf[v]!;
    const pu = eng.posOf[u]!;
    const pv = eng.posOf[v]!;
    this.evaluations++;
    const made =
      this.relocate(u, ru, pu, rv, pv, 'relocate-after') ||
      this.relocate(u, ru, pu, rv, pv - 1, 'relocate-before') ||
      this.swap(u, ru, pu, v, rv, pv) ||
      (ru !== rv &&
        (this.twoOptStar(ru, pu, rv, pv, 'two-opt-star-after') ||
          this.twoOptStar(ru, pu, rv, pv - 1, 'two-opt-star-before')));
    if (!made) return false;
    if (this.requeueRoutes) {
      this.enqueueRoute(ru);
      if (rv !== ru) this.enqueueRoute(rv);
      return true;
    }
    // Only the visits at the arcs the move broke or made can have a new improving move (their
    // neighbours' routes changed): the old neighbours of u and v, and u, v and their new ones.
    this.enqueueAround(this.at(ru, pu - 1));
    this.enqueueAround(this.at(rv, pv - 1));
    this.enqueueAround(u);
    this.enqueueAround(v);
    return true;
  }

  /** Queues a visit and its current neighbours (the depot is never queued). */
  private enqueueAround(node: number): void {
    if (node === 0) return;
    const eng = this.eng;
    const r = eng.routeOf[node]!;
    if (r < 0) return;
    const k = eng.posOf[node]!;
    this.enqueue(node);
    this.enqueue(this.at(r, k - 1));
    this.enqueue(this.at(r, k + 1));
  }

  private enqueue(node: number): void {
    if (node === 0 || this.queued[node] === 1) return;
    this.queued[node] = 1;
    this.queue[(this.qHead + this.qLen) % this.queue.length] = node;
    this.qLen++;
  }

  private c(i: number, j: number): number {
    return this.eng.model.cost[i * this.eng.size + j]!;
  }

  /** cost(i, j) read from j's row when the matrix is symmetric (`Model.costSymmetric`). */
  private cTo(i: number, j: number): number {
    return this.eng.model.cost[i * this.toJ + j * this.fromJ]!;
  }

  /** Cost of route r's arc from position k to k + 1 (the engine keeps them). */
  private arcAt(r: number, k: number): number {
    return this.eng.arc[r * this.eng.stride + k]!;
  }

  private at(r: number, k: number): number {
    return this.eng.nodes[r * this.eng.stride + k]!;
  }

  /** u from position pu of route ru to right after position pa of route rv. */
  private relocate(
    u: number,
    ru: number,
    pu: number,
    rv: number,
    pa: number,
    kind: MoveKind,
  ): boolean {
    const eng = this.eng;
    const md = eng.model;
    if (ru === rv && (pa === pu || pa === pu - 1)) return false;
    const gap = rv * eng.stride + pa;
    if (this.gapTried[gap] === this.turn) return false;
    this.gapTried[gap] = this.turn;
    const a = this.at(rv, pa);
    const b = this.at(rv, pa + 1);
    const p = this.at(ru, pu - 1);
    const x = this.at(ru, pu + 1);
    const lenU = eng.len[ru]!;
    const delta =
      this.c(p, x) -
      this.arcAt(ru, pu - 1) -
      this.arcAt(ru, pu) +
      this.cTo(a, u) +
      this.c(u, b) -
      // An emptied route (p = x = the depot, whose arc to itself costs 0) loses its whole cost.
      this.arcAt(rv, pa);
    if (!(delta < -1e-9)) return false;
    const mid = this.mid;
    if (ru !== rv) {
      if (eng.loadW[rv]! + md.weight[u]! > md.capW[rv]!) return false;
      if (eng.loadV[rv]! + md.volume[u]! > md.capV[rv]!) return false;
      if (!eng.fitsTime(rv, pa, u)) return false;
      if (lenU > 1 && !this.fits(ru, pu - 1, 0, ru, pu + 1)) return false;
      this.commitRelocate(u, ru, pu, rv, pa);
    } else {
      let n = 0;
      let i: number;
      let j: number;
      if (pa < pu) {
        i = pa;
        mid[n++] = u;
        for (let k = pa + 1; k < pu; k++) mid[n++] = this.at(ru, k);
        j = pu + 1;
      } else {
        i = pu - 1;
        for (let k = pu + 1; k <= pa; k++) mid[n++] = this.at(ru, k);
        mid[n++] = u;
        j = pa + 1;
      }
      if (!this.fits(ru, i, n, ru, j)) return false;
      this.commitSameRoute(ru, i, n, j);
    }
    this.made(kind, delta, ru, rv);
    return true;
  }

  /** u (position pu of ru) and v (position pv of rv) trade places. */
  private swap(u: number, ru: number, pu: number, v: number, rv: number, pv: number): boolean {
    const eng = this.eng;
    const md = eng.model;
    if (ru === rv && (pv === pu + 1 || pv === pu - 1)) {
      // Adjacent: the pair is reversed in place.
      const first = pu < pv ? pu : pv;
      const s = this.at(ru, first);
      const t = this.at(ru, first + 1);
      const p = this.at(ru, first - 1);
      const x = this.at(ru, first + 2);
      const delta =
        this.c(p, t) + this.c(t, s) + this.c(s, x) - this.c(p, s) - this.c(s, t) - this.c(t, x);
      if (!(delta < -1e-9)) return false;
      this.mid[0] = t;
      this.mid[1] = s;
      if (!this.fits(ru, first - 1, 2, ru, first + 2)) return false;
      this.commitSameRoute(ru, first - 1, 2, first + 2);
      this.made('swap', delta, ru, rv);
      return true;
    }
    const pu0 = this.at(ru, pu - 1);
    const xu = this.at(ru, pu + 1);
    const pv0 = this.at(rv, pv - 1);
    const xv = this.at(rv, pv + 1);
    const delta =
      this.cTo(pu0, v) +
      this.c(v, xu) -
      this.arcAt(ru, pu - 1) -
      this.arcAt(ru, pu) +
      this.cTo(pv0, u) +
      this.c(u, xv) -
      this.arcAt(rv, pv - 1) -
      this.arcAt(rv, pv);
    if (!(delta < -1e-9)) return false;
    const mid = this.mid;
    if (ru !== rv) {
      const dw = md.weight[v]! - md.weight[u]!;
      const dv = md.volume[v]! - md.volume[u]!;
      if (eng.loadW[ru]! + dw > md.capW[ru]! || eng.loadV[ru]! + dv > md.capV[ru]!) return false;
      if (eng.loadW[rv]! - dw > md.capW[rv]! || eng.loadV[rv]! - dv > md.capV[rv]!) return false;
      mid[0] = v;
      if (!this.fits(ru, pu - 1, 1, ru, pu + 1)) return false;
      mid[0] = u;
      if (!this.fits(rv, pv - 1, 1, rv, pv + 1)) return false;
      const a = this.bufA;
      const la = this.copyRoute(ru, a);
      a[pu - 1] = v;
      const b = this.bufB;
      const lb = this.copyRoute(rv, b);
      b[pv - 1] = u;
      eng.replaceRoute(ru, a, la);
      eng.replaceRoute(rv, b, lb);
    } else {
      const lo = pu < pv ? pu : pv;
      const hi = pu < pv ? pv : pu;
      const s = this.at(ru, lo);
      const t = this.at(ru, hi);
      let n = 0;
      mid[n++] = t;
      for (let k = lo + 1; k < hi; k++) mid[n++] = this.at(ru, k);
      mid[n++] = s;
      if (!this.fits(ru, lo - 1, n, ru, hi + 1)) return false;
      this.commitSameRoute(ru, lo - 1, n, hi + 1);
    }
    this.made('swap', delta, ru, rv);
    return true;
  }

  /**
   * Route ru keeps positions 0..i and takes rv's tail after position j; rv keeps 0..j and takes
   * ru's tail after i.
   */
  private twoOptStar(ru: number, i: number, rv: number, j: number, kind: MoveKind): boolean {
    const eng = this.eng;
    const md = eng.model;
    const lenU = eng.len[ru]!;
    const lenV = eng.len[rv]!;
    // Nothing would change hands.
    if (i === lenU && j === lenV) return false;
    const cut = rv * eng.stride + j;
    if (this.cutTried[cut] === this.turn) return false;
    this.cutTried[cut] = this.turn;
    const a = this.at(ru, i);
    const x = this.at(ru, i + 1);
    const b = this.at(rv, j);
    const y = this.at(rv, j + 1);
    // The cost of an emptied route (i = 0 and j = lenV, or the other way) is its whole cost: its
    // depot-to-depot arc costs nothing.
    const delta = this.c(a, y) + this.c(b, x) - this.arcAt(ru, i) - this.arcAt(rv, j);
    if (!(delta < -1e-9)) return false;
    this.prefixLoads(ru);
    this.prefixLoads(rv);
    const bu = ru * eng.stride;
    const bv = rv * eng.stride;
    const wU = this.cumW[bu + i]! + eng.loadW[rv]! - this.cumW[bv + j]!;
    const vU = this.cumV[bu + i]! + eng.loadV[rv]! - this.cumV[bv + j]!;
    const wV = this.cumW[bv + j]! + eng.loadW[ru]! - this.cumW[bu + i]!;
    const vV = this.cumV[bv + j]! + eng.loadV[ru]! - this.cumV[bu + i]!;
    if (wU > md.capW[ru]! || vU > md.capV[ru]! || wV > md.capW[rv]! || vV > md.capV[rv]!)
      return false;
    if (!this.fits(ru, i, 0, rv, j + 1)) return false;
    if (!this.fits(rv, j, 0, ru, i + 1)) return false;
    const A = this.bufA;
    const B = this.bufB;
    let la = 0;
    let lb = 0;
    for (let k = 1; k <= i; k++) A[la++] = this.at(ru, k);
    for (let k = j + 1; k <= lenV; k++) A[la++] = this.at(rv, k);
    for (let k = 1; k <= j; k++) B[lb++] = this.at(rv, k);
    for (let k = i + 1; k <= lenU; k++) B[lb++] = this.at(ru, k);
    eng.replaceRoute(ru, A, la);
    eng.replaceRoute(rv, B, lb);
    this.made(kind, delta, ru, rv);
    return true;
  }

  private prefixLoads(r: number): void {
    if (this.cumStamp[r] === this.stamp) return;
    this.cumStamp[r] = this.stamp;
    const eng = this.eng;
    const md = eng.model;
    const base = r * eng.stride;
    const len = eng.len[r]!;
    let w = 0;
    let v = 0;
    this.cumW[base] = 0;
    this.cumV[base] = 0;
    for (let k = 1; k <= len; k++) {
      const node = eng.nodes[base + k]!;
      w += md.weight[node]!;
      v += md.volume[node]!;
      this.cumW[base + k] = w;
      this.cumV[base + k] = v;
    }
  }

  private copyRoute(r: number, into: Int32Array): number {
    const eng = this.eng;
    const base = r * eng.stride;
    const len = eng.len[r]!;
    into.set(eng.nodes.subarray(base + 1, base + 1 + len));
    return len;
  }

  /** Route r becomes positions 0..i, then mid[0..n), then its own positions j.. . */
  private commitSameRoute(r: number, i: number, n: number, j: number): void {
    const eng = this.eng;
    const A = this.bufA;
    const len = eng.len[r]!;
    let la = 0;
    for (let k = 1; k <= i; k++) A[la++] = this.at(r, k);
    for (let k = 0; k < n; k++) A[la++] = this.mid[k]!;
    for (let k = j; k <= len; k++) A[la++] = this.at(r, k);
    eng.replaceRoute(r, A, la);
  }

  private commitRelocate(u: number, ru: number, pu: number, rv: number, pa: number): void {
    const eng = this.eng;
    const A = this.bufA;
    const la = this.copyRoute(ru, A);
    A.copyWithin(pu - 1, pu, la);
    const B = this.bufB;
    const lenV = eng.len[rv]!;
    const base = rv * eng.stride;
    let lb = 0;
    for (let k = 1; k <= pa; k++) B[lb++] = eng.nodes[base + k]!;
    B[lb++] = u;
    for (let k = pa + 1; k <= lenV; k++) B[lb++] = eng.nodes[base + k]!;
    eng.replaceRoute(ru, A, la - 1);
    eng.replaceRoute(rv, B, lb);
  }

  private made(kind: MoveKind, delta: number, ru: number, rv: number): void {
    this.moves++;
    this.lastKind = kind;
    this.lastDelta = delta;
    this.cumStamp[ru] = 0;
    this.cumStamp[rv] = 0;
  }

  /**
   * Whether vehicle r can drive its positions 0..i, then mid[0..n), then route r2's positions
   * from j on (j = len + 1: straight home), meeting windows, its break and its shift end.
   * Capacities are the caller's. The forward step is the engine's (`Engine.forward`).
   */
  fits(r: number, i: number, n: number, r2: number, j: number): boolean {
    const eng = this.eng;
    const md = eng.model;
    const size = eng.size;
    const dur = md.durOf[r]!;
    const tws = md.twStart;
    const twe = md.twEnd;
    const svc = md.svc;
    const base = r * eng.stride;
    const brk = md.hasBreak[r] === 1;
    const bE = md.breakStart[r]!;
    const bL = md.breakEnd[r]!;
    const bD = md.breakDur[r]!;
    let e = eng.early[base + i]!;
    let eb = brk ? eng.earlyB[base + i]! : Infinity;
    // No `dur` matrix on large models of one speed: the time from `dist` (`Engine.forward`).
    const speed = md.durSpeed;
    const dist = md.dist;
    let prev = eng.nodes[base + i]!;
    const base2 = r2 * eng.stride;
    const len2 = eng.len[r2]!;
    const same = this.profile[r] === this.profile[r2];
    // Walk mid, then (when r2's bounds cannot be used) r2's tail, then the way home.
    const stop = same ? n + 1 : n + (len2 + 1 - j) + 1;
    for (let t = 0; t < stop; t++) {
      const tail = t >= n;
      const k2 = j + (t - n);
      const node = !tail ? this.mid[t]! : k2 <= len2 ? eng.nodes[base2 + k2]! : 0;
      const home = tail && k2 > len2;
      const a = home ? -Infinity : tws[node]!;
      const b = home ? md.shiftEnd[r]! : twe[node]!;
      const d =
        speed > 0 ? svc[prev]! + dist[prev * size + node]! / speed : dur[prev * size + node]!;
      let ne = e + d;
      if (ne < a) ne = a;
      if (!(ne <= b)) ne = Infinity;
      if (brk) {
        const sp = svc[prev]!;
        let bs = e + sp;
        if (bs < bE) bs = bE;
        const tr = d > sp ? d - sp : 0;
        const viaBreak = bs <= bL ? bs + bD + tr : Infinity;
        const after = eb + d;
        let neb = after < viaBreak ? after : viaBreak;
        if (neb < a) neb = a;
        eb = neb <= b ? neb : Infinity;
      }
      e = ne;
      if (e === Infinity && eb === Infinity) return false;
      if (same && tail) {
        // Joined r2 at position j: its latest starts say whether the rest fits.
        const lk = eng.late[base2 + j]!;
        if (!brk) return e <= lk;
        return eb <= lk || e <= eng.lateB[base2 + j]!;
      }
      prev = node;
    }
    return brk ? eb < Infinity : e < Infinity;
  }
}
