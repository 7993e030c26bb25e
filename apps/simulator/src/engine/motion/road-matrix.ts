/**
 * Travel times and distances over the simulator's road network, for the route solver and for
 * anything that needs a road path at a time of day (issue 24, docs/adr/0026-road-network-matrix.md).
 *
 * The road graph (domain/roads) becomes a compact adjacency in typed arrays; each location
 * snaps to its nearest *entry* node (one with a road that is not a toll road: toll roads are
 * entered at their interchanges, never mid-way) and drives the last metres at access speed, as
 * the moving fleet does. Rows are one-to-all Dijkstra searches by travel time (binary heap), one
 * per distinct entry node, so a run of 1,000 addresses on a network of ~1,100 nodes costs at
 * most a few hundred searches plus the n x n fill (MATRIX-1..MATRIX-6 in apps/simulator/SPEC.md).
 *
 * Speeds are the motion engine's (traffic.ts): the top of a road class's traffic band times the
 * mean of the seeded 88-100% a vehicle drives at, so a plan expects what a vehicle drives.
 */
/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads; every index is in range by construction */
import { TRAFFIC_LEVELS, type TrafficLevel } from '@armada/contracts/route-optimization';
import { haversineM } from '../../domain/roads/geodesy';
import { CORRIDORS, type LatLngTuple } from '../../domain/roads/network-data';
import { MERGE_RADIUS_M, buildRoadGraph, type RoadGraph } from '../../domain/roads/road-graph';
import {
  CONGESTION_STEPS_BY_WIB_HOUR,
  EDGE_CLASSES,
  EDGE_CLASS_INDEX,
  MIN_SPEED_FACTOR,
  bandOf,
  wibHour,
} from './traffic';

/** The mean share of its band's top a vehicle drives at (its seeded factor lies in [0.88, 1]). */
export const MEAN_SPEED_FACTOR = (MIN_SPEED_FACTOR + 1) / 2;

const TOLL = EDGE_CLASS_INDEX.toll;
const ACCESS = EDGE_CLASS_INDEX.access;

/** The free-flow band index (in TRAFFIC_LEVELS) of each road class index: toll faster ... access very_slow. */
const FREE_FLOW_BAND = [0, 1, 2, 4] as const;

/**
 * Expected speeds (km/h) per road class index with every class `steps` bands slower than its
 * free flow (negative: faster), clamped to the five bands, times MEAN_SPEED_FACTOR.
 */
export function classSpeedsForSteps(steps: number): Float64Array {
  const speeds = new Float64Array(EDGE_CLASSES.length);
  for (let c = 0; c < speeds.length; c++) {
    const at = Math.max(0, Math.min(TRAFFIC_LEVELS.length - 1, FREE_FLOW_BAND[c]! + steps));
    speeds[c] = bandOf(TRAFFIC_LEVELS[at]!).maxKmh * MEAN_SPEED_FACTOR;
  }
  return speeds;
}

/**
 * A run's traffic level as congestion steps (MATRIX-2): the level is the band arterial roads
 * drive in, every other class shifted with it. fast = free flow (night), normal = one step (by
 * day), slow = two (the rush hours), very_slow = three, faster = one step faster than free flow.
 */
export function congestionStepsOf(level: TrafficLevel): number {
  return TRAFFIC_LEVELS.indexOf(level) - FREE_FLOW_BAND[EDGE_CLASS_INDEX.arterial]!;
}

/** Expected class speeds (km/h) for a run's traffic level. */
export function classSpeedsForLevel(level: TrafficLevel): Float64Array {
  return classSpeedsForSteps(congestionStepsOf(level));
}

/** Expected class speeds (km/h) of the moving fleet at a time (its WIB hour's congestion). */
export function classSpeedsAtTime(epochMs: number): Float64Array {
  return classSpeedsForSteps(CONGESTION_STEPS_BY_WIB_HOUR[wibHour(epochMs)] ?? 0);
}

export interface TravelMatrix {
  readonly size: number;
  /**
   * Metres of toll road along each pair's path (ROADRULE-6), when asked for
   * (`TravelOptions.withToll`).
   */
  readonly tollMetres?: Float64Array;
  /** Seconds, row-major `from * size + to`; Infinity where no road joins the two. */
  readonly duration: Float64Array;
  /** Metres along the fastest path; Infinity where no road joins the two. */
  readonly distance: Float64Array;
  /** Ordered pairs with no road between them (other network, e.g. Jakarta to Surabaya). */
  readonly unreachable: number;
  /** One-to-all searches run (one per distinct entry node, a few more for toll-free fallbacks). */
  readonly searches: number;
}

export interface RoadPath {
  /** From the start point through the network's nodes to the end point. */
  readonly points: LatLngTuple[];
  /** Road class index (EDGE_CLASS_INDEX) of each segment [i, i + 1]: access at both ends. */
  readonly segmentClass: number[];
  /** Corridor index (`corridorIndexOf`) of each segment, -1 for access; absent: none. */
  readonly segmentCorridor?: number[];
  /** Segments driven on the side streets beside their closed corridor (ROADRULE-7). */
  readonly sideStreet?: boolean[];
  readonly durationS: number;
  readonly distanceM: number;
  /** Metres of the path on toll roads; absent: none. */
  readonly tollM?: number;
}

export interface TravelOptions {
  /** Expected km/h per road class index (classSpeedsForLevel / classSpeedsAtTime). */
  readonly speedsKmh: Float64Array;
  /** Toll edges are not driven (MATRIX-3); a pair only joined by toll roads falls back to them. */
  readonly avoidTolls: boolean;
  /**
   * Corridors closed to the vehicle (by `corridorIndexOf`, 1 = closed; ROADRULE-7): never
   * driven, not even as the toll fallback. A pair they cut off is unreachable.
   */
  readonly closed?: Uint8Array;
  /** Also sum the toll metres of every pair's path (`TravelMatrix.tollMetres`). */
  readonly withToll?: boolean;
}

/**
 * The network holds the main roads only: a vehicle kept off a city road by a rule drives the
 * side streets beside it instead (ROADRULE-7), this much longer, at access speed.
 */
export const SIDE_STREET_FACTOR = 1.3;

const CORRIDOR_INDEX = new Map(CORRIDORS.map((c, i) => [c.id, i]));

/** The index of a corridor id (network-data.ts order), -1 when it is not one. */
export function corridorIndexOf(id: string | undefined): number {
  return id === undefined ? -1 : (CORRIDOR_INDEX.get(id) ?? -1);
}

/** The corridor of an index, for names and rules. */
export function corridorAt(index: number): (typeof CORRIDORS)[number] | undefined {
  return CORRIDORS[index];
}

interface Snap {
  readonly node: number;
  readonly accessM: number;
}

/** Grid cell in degrees (about 1.1 km). */
const CELL_DEG = 0.01;
const CELL_MIN_M = 1000;
/** Snapped points remembered (a few MB at most). */
const SNAP_CACHE_LIMIT = 50_000;
/** Rings of cells searched around a point before every entry node is scanned. */
const RING_LIMIT = 30;

interface Search {
  readonly time: Float64Array;
  readonly dist: Float64Array;
  readonly prev: Int32Array;
  /** The adjacency slot (edge) each node was reached by. */
  readonly via: Int32Array;
  /** Toll metres along the path, when asked for. */
  readonly toll?: Float64Array;
}

/**
 * The road graph as typed arrays (CSR), with the arterial under a toll road kept as its own
 * edge: `RoadGraph` keeps only the faster of two roads on one pair of points (Gatot Subroto's
 * toll above its arterial), and a toll-free route still drives the road below.
 */
export class RoadTravel {
  readonly nodeCount: number;
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;
  private readonly offsets: Int32Array;
  private readonly targets: Int32Array;
  private readonly lengths: Float64Array;
  private readonly classes: Uint8Array;
  /** Corridor index of each slot, -1 for access segments. */
  private readonly corridors: Int16Array;
  private readonly cells = new Map<string, number[]>();
  private readonly entries: number[] = [];
  private readonly snaps = new Map<string, Snap>();
  // Search state, reused.
  private readonly heapKeys: Float64Array;
  private readonly heapIds: Int32Array;
  /** Connected component of each node: over every road, and over roads that are not toll roads. */
  private readonly component: Int32Array;
  private readonly tollFreeComponent: Int32Array;
  private readonly tollFreeSizes: Int32Array;

  constructor(graph: RoadGraph, tollFree?: RoadGraph) {
    const nodes = graph.nodes;
    const n = nodes.length;
    this.nodeCount = n;
    this.lat = Float64Array.from(nodes, (node) => node.point[0]);
    this.lng = Float64Array.from(nodes, (node) => node.point[1]);
    const edges: { a: number; b: number; cls: number; len: number; corridor: number }[] =
      graph.edges.map((e) => ({
        a: e.from,
        b: e.to,
        cls: EDGE_CLASS_INDEX[e.roadClass],
        len: e.lengthM,
        corridor: corridorIndexOf(e.corridor),
      }));
    if (tollFree) {
      for (const e of tollFree.edges) {
        if (e.roadClass === 'toll') continue;
        const a = graph.nearestNode(tollFree.nodes[e.from]!.point);
        const b = graph.nearestNode(tollFree.nodes[e.to]!.point);
        if (a.distanceM > MERGE_RADIUS_M || b.distanceM > MERGE_RADIUS_M) continue;
        const above = graph.edgeBetween(a.node.id, b.node.id);
        if (above?.roadClass !== 'toll') continue;
        edges.push({
          a: above.from,
          b: above.to,
          cls: EDGE_CLASS_INDEX[e.roadClass],
          len: e.lengthM,
          corridor: corridorIndexOf(e.corridor),
        });
      }
    }
    const degree = new Int32Array(n + 1);
    for (const e of edges) {
      degree[e.a + 1]!++;
      degree[e.b + 1]!++;
    }
    this.offsets = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) this.offsets[i + 1] = this.offsets[i]! + degree[i + 1]!;
    const fill = this.offsets.slice(0, n);
    const m = this.offsets[n]!;
    this.targets = new Int32Array(m);
    this.lengths = new Float64Array(m);
    this.classes = new Uint8Array(m);
    this.corridors = new Int16Array(m);
    for (const e of edges) {
      for (const [from, to] of [
        [e.a, e.b],
        [e.b, e.a],
      ] as const) {
        const at = fill[from]!++;
        this.targets[at] = to;
        this.lengths[at] = e.len;
        this.classes[at] = e.cls;
        this.corridors[at] = e.corridor;
      }
    }
    // Entry nodes: any node with a road that is not a toll road.
    for (let v = 0; v < n; v++) {
      let entry = false;
      for (let k = this.offsets[v]!; k < this.offsets[v + 1]!; k++) {
        if (this.classes[k] !== TOLL) entry = true;
      }
      if (!entry) continue;
      this.entries.push(v);
      const key = this.cellKey(
        Math.floor(this.lat[v]! / CELL_DEG),
        Math.floor(this.lng[v]! / CELL_DEG),
      );
      const list = this.cells.get(key);
      if (list) list.push(v);
      else this.cells.set(key, [v]);
    }
    this.heapKeys = new Float64Array(m + n + 1);
    this.heapIds = new Int32Array(m + n + 1);
    this.component = this.components(false);
    this.tollFreeComponent = this.components(true);
    this.tollFreeSizes = new Int32Array(n);
    for (const label of this.tollFreeComponent) this.tollFreeSizes[label]!++;
  }

  private components(avoidTolls: boolean): Int32Array {
    const label = new Int32Array(this.nodeCount).fill(-1);
    const stack: number[] = [];
    let next = 0;
    for (let s = 0; s < this.nodeCount; s++) {
      if (label[s] !== -1) continue;
      label[s] = next;
      stack.push(s);
      while (stack.length > 0) {
        const u = stack.pop()!;
        for (let k = this.offsets[u]!; k < this.offsets[u + 1]!; k++) {
          if (avoidTolls && this.classes[k] === TOLL) continue;
          const v = this.targets[k]!;
          if (label[v] !== -1) continue;
          label[v] = next;
          stack.push(v);
        }
      }
      next++;
    }
    return label;
  }

  /** How many nodes the node's toll-free part holds. */
  private tollFreePartSize(node: number): number {
    return this.tollFreeSizes[this.tollFreeComponent[node]!]!;
  }

  /** Whether a road joins two nodes (without toll roads when `avoidTolls`). */
  joined(a: number, b: number, avoidTolls: boolean): boolean {
    const label = avoidTolls ? this.tollFreeComponent : this.component;
    return label[a] === label[b];
  }

  private cellKey(r: number, c: number): string {
    return `${r}:${c}`;
  }

  /** The nearest entry node (lowest id on ties) and the straight metres to it (MATRIX-1). */
  snap(point: LatLngTuple): Snap {
    const key = `${point[0]},${point[1]}`;
    const cached = this.snaps.get(key);
    if (cached) return cached;
    const r0 = Math.floor(point[0] / CELL_DEG);
    const c0 = Math.floor(point[1] / CELL_DEG);
    let best = -1;
    let bestM = Infinity;
    const consider = (v: number): void => {
      const d = haversineM(point, [this.lat[v]!, this.lng[v]!]);
      if (d < bestM || (d === bestM && v < best)) {
        best = v;
        bestM = d;
      }
    };
    for (let k = 0; k <= RING_LIMIT; k++) {
      // Every node in ring k or beyond is at least (k - 1) cells away.
      if (best >= 0 && bestM <= (k - 1) * CELL_MIN_M) break;
      for (let r = r0 - k; r <= r0 + k; r++) {
        const edge = r === r0 - k || r === r0 + k;
        for (let c = c0 - k; c <= c0 + k; c += edge || k === 0 ? 1 : 2 * k) {
          for (const v of this.cells.get(this.cellKey(r, c)) ?? []) consider(v);
        }
      }
    }
    // Far from every road (another island): the nearest of all entry nodes.
    if (best < 0 || bestM > RING_LIMIT * CELL_MIN_M) for (const v of this.entries) consider(v);
    if (best < 0) throw new Error('The road network has no entry node');
    const snap = { node: best, accessM: bestM };
    // Addresses repeat from run to run; a server that has seen very many starts over.
    if (this.snaps.size >= SNAP_CACHE_LIMIT) this.snaps.clear();
    this.snaps.set(key, snap);
    return snap;
  }

  /**
   * One-to-all Dijkstra by time from `source` (binary heap, lazy deletion; ties by node id),
   * stopping early once `goal` is settled. Distances are along the fastest path.
   */
  search(source: number, options: TravelOptions, goal = -1): Search {
    const n = this.nodeCount;
    const time = new Float64Array(n).fill(Infinity);
    const dist = new Float64Array(n).fill(Infinity);
    const prev = new Int32Array(n).fill(-1);
    const via = new Int32Array(n).fill(-1);
    const toll = options.withToll ? new Float64Array(n) : undefined;
    const closed = options.closed;
    const done = new Uint8Array(n);
    const secondsPerMetre = Float64Array.from(options.speedsKmh, (kmh) => 3.6 / kmh);
    const keys = this.heapKeys;
    const ids = this.heapIds;
    let size = 0;
    const less = (i: number, j: number): boolean =>
      keys[i]! < keys[j]! || (keys[i] === keys[j] && ids[i]! < ids[j]!);
    const swap = (i: number, j: number): void => {
      const k = keys[i]!;
      keys[i] = keys[j]!;
      keys[j] = k;
      const d = ids[i]!;
      ids[i] = ids[j]!;
      ids[j] = d;
    };
    const push = (key: number, id: number): void => {
      let i = size++;
      keys[i] = key;
      ids[i] = id;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!less(i, p)) break;
        swap(i, p);
        i = p;
      }
    };
    const pop = (): number => {
      const top = ids[0]!;
      size--;
      if (size > 0) {
        keys[0] = keys[size]!;
        ids[0] = ids[size]!;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let s = i;
          if (l < size && less(l, s)) s = l;
          if (r < size && less(r, s)) s = r;
          if (s === i) break;
          swap(i, s);
          i = s;
        }
      }
      return top;
    };
    time[source] = 0;
    dist[source] = 0;
    push(0, source);
    while (size > 0) {
      const u = pop();
      if (done[u]) continue;
      done[u] = 1;
      if (u === goal) break;
      const tu = time[u]!;
      const du = dist[u]!;
      for (let k = this.offsets[u]!; k < this.offsets[u + 1]!; k++) {
        const cls = this.classes[k]!;
        if (options.avoidTolls && cls === TOLL) continue;
        let len = this.lengths[k]!;
        let speedCls = cls;
        if (closed && closed[this.corridors[k]!] === 1) {
          // A closed toll road is closed; beside a closed city road run the side streets.
          if (cls === TOLL) continue;
          len *= SIDE_STREET_FACTOR;
          speedCls = ACCESS;
        }
        const v = this.targets[k]!;
        if (done[v]) continue;
        const t = tu + len * secondsPerMetre[speedCls]!;
        if (t < time[v]!) {
          time[v] = t;
          dist[v] = du + len;
          prev[v] = u;
          via[v] = k;
          if (toll) toll[v] = toll[u]! + (cls === TOLL ? len : 0);
          push(t, v);
        }
      }
    }
    return toll ? { time, dist, prev, via, toll } : { time, dist, prev, via };
  }

  /**
   * The duration and distance matrix between `points` (MATRIX-1..MATRIX-4): the same point
   * twice is 0, else the access metres at both ends plus the fastest network path between
   * their entry nodes.
   */
  matrix(points: readonly LatLngTuple[], options: TravelOptions): TravelMatrix {
    const size = points.length;
    const duration = new Float64Array(size * size);
    const distance = new Float64Array(size * size);
    const tollMetres = options.withToll ? new Float64Array(size * size) : undefined;
    const accessSpm = 3.6 / options.speedsKmh[ACCESS]!;
    const node = new Int32Array(size);
    const accessM = new Float64Array(size);
    // Points at the same place share one id: the same point twice is 0 apart.
    const place = new Int32Array(size);
    const places = new Map<string, number>();
    points.forEach((p, i) => {
      const snap = this.snap(p);
      node[i] = snap.node;
      accessM[i] = snap.accessM;
      const key = `${p[0]},${p[1]}`;
      const known = places.get(key);
      place[i] = known ?? i;
      if (known === undefined) places.set(key, i);
    });
    const rows = new Map<number, Search>();
    const fallback = new Map<number, Search>();
    let searches = 0;
    const rowOf = (cache: Map<number, Search>, from: number, avoidTolls: boolean): Search => {
      let row = cache.get(from);
      if (!row) {
        row = this.search(from, { ...options, avoidTolls });
        searches++;
        cache.set(from, row);
      }
      return row;
    };
    let unreachable = 0;
    for (let i = 0; i < size; i++) {
      const ni = node[i]!;
      const row = rowOf(rows, ni, options.avoidTolls);
      const time = row.time;
      const dist = row.dist;
      const ai = accessM[i]!;
      const pi = place[i]!;
      const base = i * size;
      for (let j = 0; j < size; j++) {
        if (place[j] === pi) continue;
        const nj = node[j]!;
        let t = time[nj]!;
        let d = dist[nj]!;
        let tm = row.toll?.[nj] ?? 0;
        if (t === Infinity && options.avoidTolls && this.joined(ni, nj, false)) {
          // Roads run both ways: search from the end in the smaller toll-free part (a stub only
          // toll roads reach), so one search serves every pair that part is in.
          const fromTarget = this.tollFreePartSize(nj) < this.tollFreePartSize(ni);
          const full = rowOf(fallback, fromTarget ? nj : ni, false);
          t = full.time[fromTarget ? ni : nj]!;
          d = full.dist[fromTarget ? ni : nj]!;
          tm = full.toll?.[fromTarget ? ni : nj] ?? 0;
        }
        if (t === Infinity) {
          duration[base + j] = Infinity;
          distance[base + j] = Infinity;
          unreachable++;
          continue;
        }
        const access = ai + accessM[j]!;
        duration[base + j] = t + access * accessSpm;
        distance[base + j] = d + access;
        if (tollMetres) tollMetres[base + j] = tm;
      }
    }
    return tollMetres
      ? { size, duration, distance, tollMetres, unreachable, searches }
      : { size, duration, distance, unreachable, searches };
  }

  /**
   * The fastest road path from one point to another (MATRIX-5): the polyline through the
   * network's nodes with its time and length, the same figures the matrix gives the pair; null
   * when no road joins them.
   */
  path(from: LatLngTuple, to: LatLngTuple, options: TravelOptions): RoadPath | null {
    if (from[0] === to[0] && from[1] === to[1])
      return { points: [from, to], segmentClass: [ACCESS], durationS: 0, distanceM: 0 };
    const a = this.snap(from);
    const b = this.snap(to);
    let found = this.search(a.node, options, b.node);
    if (found.time[b.node] === Infinity && options.avoidTolls)
      found = this.search(a.node, { ...options, avoidTolls: false }, b.node);
    if (found.time[b.node] === Infinity) return null;
    const nodes: number[] = [];
    const classes: number[] = [];
    const corridors: number[] = [];
    const sides: boolean[] = [];
    let tollM = 0;
    const closed = options.closed;
    for (let v = b.node; v >= 0; v = found.prev[v]!) {
      nodes.push(v);
      const slot = found.via[v]!;
      if (found.prev[v]! >= 0) {
        const side = closed?.[this.corridors[slot]!] === 1;
        classes.push(side ? ACCESS : this.classes[slot]!);
        corridors.push(this.corridors[slot]!);
        sides.push(side);
        if (this.classes[slot] === TOLL) tollM += this.lengths[slot]!;
      }
    }
    nodes.reverse();
    classes.reverse();
    corridors.reverse();
    sides.reverse();
    const access = a.accessM + b.accessM;
    return {
      points: [from, ...nodes.map((v): LatLngTuple => [this.lat[v]!, this.lng[v]!]), to],
      segmentClass: [ACCESS, ...classes, ACCESS],
      segmentCorridor: [-1, ...corridors, -1],
      sideStreet: [false, ...sides, false],
      tollM,
      durationS: found.time[b.node]! + (access * 3.6) / options.speedsKmh[ACCESS]!,
      distanceM: found.dist[b.node]! + access,
    };
  }
}

let shared: RoadTravel | undefined;

/** The shipped network's RoadTravel, built on first use and kept (deterministic). */
export function roadTravel(): RoadTravel {
  shared ??= new RoadTravel(
    buildRoadGraph(),
    buildRoadGraph(CORRIDORS.filter((c) => c.roadClass !== 'toll')),
  );
  return shared;
}

/** What a matrix is asked for: points and the run's traffic level and toll choice. */
export interface RoadMatrixRequest {
  /** [lat, lng] pairs, interleaved. */
  readonly points: Float64Array;
  readonly trafficLevel: TrafficLevel;
  readonly avoidTolls: boolean;
}

/** The matrix of a request on the shipped network (MATRIX-1..MATRIX-4). */
export function roadTravelMatrix(
  request: RoadMatrixRequest,
  travel: RoadTravel = roadTravel(),
): TravelMatrix {
  const points: LatLngTuple[] = [];
  for (let i = 0; i + 1 < request.points.length; i += 2)
    points.push([request.points[i]!, request.points[i + 1]!]);
  return travel.matrix(points, {
    speedsKmh: classSpeedsForLevel(request.trafficLevel),
    avoidTolls: request.avoidTolls,
  });
}

/**
 * The road path between two points at a time of day (MATRIX-5): the moving fleet's expected
 * speeds in that WIB hour; with `avoidTolls`, off toll roads wherever another road joins them.
 * For fleet-task execution: ETAs and the drawn way to the next stop.
 */
export function roadPathAt(
  from: LatLngTuple,
  to: LatLngTuple,
  epochMs: number,
  options: { avoidTolls?: boolean } = {},
  travel: RoadTravel = roadTravel(),
): RoadPath | null {
  return travel.path(from, to, {
    speedsKmh: classSpeedsAtTime(epochMs),
    avoidTolls: options.avoidTolls ?? false,
  });
}
