/**
 * The road network as a graph, and the fastest route between two points on it (A* by free-flow
 * travel time). Pure and deterministic: the same corridors and anchors give the same graph,
 * the same two points the same route.
 */
import {
  ROUTE_OPTIMIZATION_CONSTANTS,
  type TrafficLevel,
} from '@armada/contracts/route-optimization';
import { BRANDED_DEPOTS, DEMO_DEPOTS, DISTRICTS, EXTRA_DISTRICTS } from '../places';
import type { LatLng } from '../world/geo';
import { haversineM, lerp, toTuple } from './geodesy';
import { CORRIDORS, type Corridor, type LatLngTuple, type RoadClass } from './network-data';

/** `access` joins a depot or district centre to the nearest corridor (built, not drawn). */
export type EdgeClass = RoadClass | 'access';

function bandTop(level: TrafficLevel): number {
  const band = ROUTE_OPTIMIZATION_CONSTANTS.speedOptions.find((o) => o.level === level);
  if (!band) throw new Error(`No speed band ${level}`);
  return band.maxKmh;
}

/**
 * Free-flow speed per road class: the top of one of docs/rules/route-optimization.md §9's traffic
 * bands, so the network and the route optimizer share a scale (toll 78, arterial 62, collector 50,
 * access 28).
 */
export const FREE_FLOW_KMH: Readonly<Record<EdgeClass, number>> = {
  toll: bandTop('faster'),
  arterial: bandTop('fast'),
  collector: bandTop('normal'),
  access: bandTop('very_slow'),
};

/** Points closer than this become one junction. */
export const MERGE_RADIUS_M = 30;
/** Corridors are drawn at bends; the graph adds points so no edge is longer than this. */
export const MAX_EDGE_M = 1000;

export interface RoadNode {
  id: number;
  point: LatLngTuple;
}

export interface RoadEdge {
  from: number;
  to: number;
  roadClass: EdgeClass;
  lengthM: number;
  durationS: number;
  /** The corridor (network-data.ts id) the edge belongs to; none for access segments. */
  corridor?: string;
}

/** A place that must be reachable: a depot or the centre of an address district. */
export interface Anchor {
  name: string;
  point: LatLngTuple;
}

export interface Route {
  /** From the start point to the end point; inner points are network nodes. */
  points: LatLngTuple[];
  /** The network nodes the route passes, in order (start and end snapped to their nearest). */
  nodeIds: number[];
  lengthM: number;
  /** Free-flow driving time: each edge at its class's speed, the legs to and from the network at access speed. */
  durationS: number;
}

export function defaultAnchors(): Anchor[] {
  const depots = [...DEMO_DEPOTS, ...BRANDED_DEPOTS].map((d) => ({
    name: `depot ${d.key}`,
    point: toTuple(d),
  }));
  const districts = [...DISTRICTS, ...EXTRA_DISTRICTS].map((d) => ({
    name: `district ${d.district}`,
    point: toTuple(d),
  }));
  return [...depots, ...districts];
}

/** Grid cell size in degrees (about 1.1 km); cells are at least this many metres wide. */
const CELL_DEG = 0.01;
const CELL_MIN_M = 1000;

function cellOf([lat, lng]: LatLngTuple): [number, number] {
  return [Math.floor(lat / CELL_DEG), Math.floor(lng / CELL_DEG)];
}

class NodeGrid {
  private readonly cells = new Map<string, number[]>();
  private count = 0;

  add(node: RoadNode): void {
    const [r, c] = cellOf(node.point);
    const key = `${r}:${c}`;
    const list = this.cells.get(key);
    if (list) list.push(node.id);
    else this.cells.set(key, [node.id]);
    this.count++;
  }

  /**
   * The nearest node (lowest id on ties) by expanding rings of cells; with `withinM`, only a
   * node that close (a new road's first points are hundreds of rings from any node).
   */
  nearest(
    point: LatLngTuple,
    nodes: readonly RoadNode[],
    withinM = Infinity,
  ): { id: number; distanceM: number } | undefined {
    if (this.count === 0) throw new Error('The road graph has no nodes');
    const [r0, c0] = cellOf(point);
    let best: { id: number; distanceM: number } | undefined;
    for (let k = 0; ; k++) {
      // Every node in ring k or beyond is at least (k - 1) cells away.
      if ((best && best.distanceM <= (k - 1) * CELL_MIN_M) || (k - 1) * CELL_MIN_M > withinM)
        return best && best.distanceM <= withinM ? best : undefined;
      for (let r = r0 - k; r <= r0 + k; r++) {
        for (let c = c0 - k; c <= c0 + k; c++) {
          if (Math.max(Math.abs(r - r0), Math.abs(c - c0)) !== k) continue;
          for (const id of this.cells.get(`${r}:${c}`) ?? []) {
            const node = nodes[id];
            if (!node) continue;
            const distanceM = haversineM(point, node.point);
            if (
              !best ||
              distanceM < best.distanceM ||
              (distanceM === best.distanceM && id < best.id)
            ) {
              best = { id, distanceM };
            }
          }
        }
      }
    }
  }
}

/** A binary min-heap of [priority, node id], ties broken by id so runs are reproducible. */
class MinHeap {
  private readonly items: [number, number][] = [];

  get size(): number {
    return this.items.length;
  }

  private less(a: [number, number], b: [number, number]): boolean {
    return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  }

  push(item: [number, number]): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = items[parent];
      if (!p || !this.less(item, p)) break;
      items[i] = p;
      i = parent;
    }
    items[i] = item;
  }

  pop(): [number, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (!top || !last || items.length === 0) return top;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let smallest = last;
      let at = -1;
      const li = items[l];
      const ri = items[r];
      if (li && this.less(li, smallest)) {
        smallest = li;
        at = l;
      }
      if (ri && this.less(ri, smallest)) {
        smallest = ri;
        at = r;
      }
      if (at < 0) break;
      items[i] = smallest;
      i = at;
    }
    items[i] = last;
    return top;
  }
}

function durationOf(lengthM: number, roadClass: EdgeClass): number {
  return lengthM / (FREE_FLOW_KMH[roadClass] / 3.6);
}

const MAX_KMH = Math.max(...Object.values(FREE_FLOW_KMH));

export class RoadGraph {
  private readonly nodeList: RoadNode[] = [];
  private readonly edgeMap = new Map<string, RoadEdge>();
  private readonly adjacency: RoadEdge[][] = [];
  private readonly grid = new NodeGrid();

  get nodes(): readonly RoadNode[] {
    return this.nodeList;
  }

  /** Each undirected edge once, `from` < `to`. */
  get edges(): readonly RoadEdge[] {
    return [...this.edgeMap.values()];
  }

  nearestNode(point: LatLngTuple): { node: RoadNode; distanceM: number } {
    const nearest = this.grid.nearest(point, this.nodeList);
    if (!nearest) throw new Error('The road graph has no nodes');
    const { id, distanceM } = nearest;
    const node = this.nodeList[id];
    if (!node) throw new Error(`No node ${id}`);
    return { node, distanceM };
  }

  edgeBetween(a: number, b: number): RoadEdge | undefined {
    return this.edgeMap.get(a < b ? `${a}:${b}` : `${b}:${a}`);
  }

  /** The node at `point`, or a junction already within the merge radius. */
  nodeAt(point: LatLngTuple): number {
    if (this.nodeList.length > 0) {
      const near = this.grid.nearest(point, this.nodeList, MERGE_RADIUS_M);
      if (near) return near.id;
    }
    const node: RoadNode = { id: this.nodeList.length, point: [point[0], point[1]] };
    this.nodeList.push(node);
    this.adjacency.push([]);
    this.grid.add(node);
    return node.id;
  }

  /** Adds a polyline, with extra points so no edge exceeds MAX_EDGE_M. */
  addPolyline(points: readonly LatLngTuple[], roadClass: EdgeClass, corridor?: string): void {
    let previous: number | undefined;
    points.forEach((point, i) => {
      const before = points[i - 1];
      if (before) {
        const steps = Math.ceil(haversineM(before, point) / MAX_EDGE_M);
        for (let s = 1; s < steps; s++) {
          const id = this.nodeAt(roundPoint(lerp(before, point, s / steps)));
          if (previous !== undefined) this.addEdge(previous, id, roadClass, corridor);
          previous = id;
        }
      }
      const id = this.nodeAt(point);
      if (previous !== undefined) this.addEdge(previous, id, roadClass, corridor);
      previous = id;
    });
  }

  private addEdge(a: number, b: number, roadClass: EdgeClass, corridor?: string): void {
    if (a === b) return;
    const [from, to] = a < b ? [a, b] : [b, a];
    const pa = this.nodeList[from];
    const pb = this.nodeList[to];
    if (!pa || !pb) throw new Error(`No node ${from} or ${to}`);
    const lengthM = haversineM(pa.point, pb.point);
    const edge: RoadEdge = {
      from,
      to,
      roadClass,
      lengthM,
      durationS: durationOf(lengthM, roadClass),
      ...(corridor === undefined ? {} : { corridor }),
    };
    const key = `${from}:${to}`;
    const existing = this.edgeMap.get(key);
    // A toll road above an arterial (Gatot Subroto) is one edge: the faster one.
    if (existing && existing.durationS <= edge.durationS) return;
    this.edgeMap.set(key, edge);
    for (const id of [from, to]) {
      const list = this.adjacency[id];
      if (!list) continue;
      const at = list.findIndex((e) => e.from === from && e.to === to);
      if (at >= 0) list[at] = edge;
      else list.push(edge);
    }
  }

  /**
   * The fastest route from one point to another: both ends snap to their nearest node, then
   * A* by free-flow time. Null when the two ends lie on parts of the network that do not meet
   * (Jakarta and Surabaya).
   */
  route(from: LatLng, to: LatLng): Route | null {
    const start = toTuple(from);
    const end = toTuple(to);
    const a = this.nearestNode(start);
    const b = this.nearestNode(end);
    const nodeIds = this.search(a.node.id, b.node.id);
    if (!nodeIds) return null;
    const points: LatLngTuple[] = [];
    let lengthM = 0;
    let durationS = 0;
    if (a.distanceM > 0) {
      points.push(start);
      lengthM += a.distanceM;
      durationS += durationOf(a.distanceM, 'access');
    }
    nodeIds.forEach((id, i) => {
      const node = this.nodeList[id];
      if (node) points.push(node.point);
      const previous = nodeIds[i - 1];
      const edge = previous === undefined ? undefined : this.edgeBetween(previous, id);
      if (edge) {
        lengthM += edge.lengthM;
        durationS += edge.durationS;
      }
    });
    if (b.distanceM > 0) {
      points.push(end);
      lengthM += b.distanceM;
      durationS += durationOf(b.distanceM, 'access');
    }
    return { points, nodeIds, lengthM, durationS };
  }

  private search(start: number, goal: number): number[] | null {
    const goalNode = this.nodeList[goal];
    if (!goalNode) return null;
    const h = (id: number): number => {
      const node = this.nodeList[id];
      return node ? haversineM(node.point, goalNode.point) / (MAX_KMH / 3.6) : 0;
    };
    const g = new Map<number, number>([[start, 0]]);
    const cameFrom = new Map<number, number>();
    const done = new Set<number>();
    const open = new MinHeap();
    open.push([h(start), start]);
    while (open.size > 0) {
      const [, current] = open.pop() ?? [0, -1];
      if (current === goal) {
        const path = [goal];
        for (let at = cameFrom.get(goal); at !== undefined; at = cameFrom.get(at)) path.push(at);
        return path.reverse();
      }
      if (done.has(current)) continue;
      done.add(current);
      const base = g.get(current) ?? 0;
      for (const edge of this.adjacency[current] ?? []) {
        const next = edge.from === current ? edge.to : edge.from;
        if (done.has(next)) continue;
        const cost = base + edge.durationS;
        const known = g.get(next);
        if (known !== undefined && known <= cost) continue;
        g.set(next, cost);
        cameFrom.set(next, current);
        open.push([cost + h(next), next]);
      }
    }
    return null;
  }
}

function roundPoint([lat, lng]: LatLngTuple): LatLngTuple {
  return [Math.round(lat * 1e6) / 1e6, Math.round(lng * 1e6) / 1e6];
}

/**
 * Builds the graph from the corridors, then joins every anchor to the nearest corridor node
 * with an access segment (anchors already on a corridor need none). Nearest nodes are found
 * before any access segment is added, so the result does not depend on anchor order.
 */
export function buildRoadGraph(
  corridors: readonly Corridor[] = CORRIDORS,
  anchors: readonly Anchor[] = defaultAnchors(),
): RoadGraph {
  const graph = new RoadGraph();
  for (const corridor of corridors)
    graph.addPolyline(corridor.points, corridor.roadClass, corridor.id);
  const joins = anchors.map((anchor) => ({ anchor, nearest: graph.nearestNode(anchor.point) }));
  for (const { anchor, nearest } of joins) {
    if (nearest.distanceM <= MERGE_RADIUS_M) continue;
    graph.addPolyline([nearest.node.point, anchor.point], 'access');
  }
  return graph;
}
