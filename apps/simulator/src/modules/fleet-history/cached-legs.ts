import type { LatLngTuple } from '../../domain/roads/network-data';
import { buildRoadGraph, type RoadGraph } from '../../domain/roads/road-graph';
import { legThrough, type Leg } from '../../engine/motion/leg-planner';
import { EDGE_CLASS_INDEX } from '../../engine/motion/traffic';
import type { LegSource } from './backlog-timeline';

/** The fastest paths from one node to every other (free-flow time), as a tree of parents. */
interface Tree {
  prev: Int32Array;
  /** Road class index of the edge each node was reached by. */
  via: Uint8Array;
}

/**
 * Road routes for the seeded past (ROAD-4, ROAD-6: both ends snapped to their nearest node,
 * the fastest path by free-flow time between them). Each start node's whole tree of fastest
 * paths is searched once and kept, so the backlog's thousands of legs between a few hundred
 * places cost a few hundred searches; a leg between two exact places is also kept. The road
 * network is built on first use: a start that never draws the past never builds it.
 */
export class CachedLegs implements LegSource {
  private graph: RoadGraph | null = null;
  private adjacency: { to: number; seconds: number; roadClass: number }[][] = [];
  private readonly trees = new Map<number, Tree>();
  private readonly nearest = new Map<string, number>();
  private readonly legs = new Map<string, Leg | null>();
  /** Tree searches run (for tests and benches). */
  searches = 0;

  leg(from: LatLngTuple, to: LatLngTuple): Leg | null {
    const key = `${from[0]},${from[1]};${to[0]},${to[1]}`;
    const cached = this.legs.get(key);
    if (cached !== undefined) return cached;
    const graph = this.network();
    const a = this.nodeOf(graph, from);
    const b = this.nodeOf(graph, to);
    const tree = this.treeOf(a);
    let leg: Leg | null = null;
    if (a === b || tree.prev[b] !== -1) {
      const nodes: number[] = [];
      const classes: number[] = [];
      for (let v = b; v !== a; v = tree.prev[v] ?? a) {
        nodes.push(v);
        classes.push(tree.via[v] ?? EDGE_CLASS_INDEX.access);
      }
      nodes.push(a);
      nodes.reverse();
      classes.reverse();
      const points = nodes.map((id) => graph.nodes[id]?.point ?? from);
      leg = legThrough(
        [from, ...points, to],
        [EDGE_CLASS_INDEX.access, ...classes, EDGE_CLASS_INDEX.access],
      );
    }
    if (this.legs.size > 50_000) this.legs.clear();
    this.legs.set(key, leg);
    return leg;
  }

  private network(): RoadGraph {
    if (this.graph) return this.graph;
    const graph = buildRoadGraph();
    this.adjacency = graph.nodes.map(() => []);
    for (const edge of graph.edges) {
      const roadClass = EDGE_CLASS_INDEX[edge.roadClass];
      this.adjacency[edge.from]?.push({ to: edge.to, seconds: edge.durationS, roadClass });
      this.adjacency[edge.to]?.push({ to: edge.from, seconds: edge.durationS, roadClass });
    }
    this.graph = graph;
    return graph;
  }

  private nodeOf(graph: RoadGraph, point: LatLngTuple): number {
    const key = `${point[0]},${point[1]}`;
    let id = this.nearest.get(key);
    if (id === undefined) {
      id = graph.nearestNode(point).node.id;
      this.nearest.set(key, id);
    }
    return id;
  }

  /** Dijkstra from `source` over free-flow times; ties go to the lower node id. */
  private treeOf(source: number): Tree {
    const cached = this.trees.get(source);
    if (cached) return cached;
    this.searches++;
    const n = this.adjacency.length;
    const time = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    const prev = new Int32Array(n).fill(-1);
    const via = new Uint8Array(n);
    const done = new Uint8Array(n);
    const heap: [number, number][] = [];
    const push = (key: number, id: number): void => {
      heap.push([key, id]);
      let i = heap.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        const a = heap[i] as [number, number];
        const b = heap[p] as [number, number];
        if (b[0] < a[0] || (b[0] === a[0] && b[1] <= a[1])) break;
        heap[i] = b;
        heap[p] = a;
        i = p;
      }
    };
    const pop = (): [number, number] | undefined => {
      const top = heap[0];
      const last = heap.pop();
      if (heap.length > 0 && last) {
        heap[0] = last;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let s = i;
          const at = (k: number) => heap[k] as [number, number];
          if (
            l < heap.length &&
            (at(l)[0] < at(s)[0] || (at(l)[0] === at(s)[0] && at(l)[1] < at(s)[1]))
          )
            s = l;
          if (
            r < heap.length &&
            (at(r)[0] < at(s)[0] || (at(r)[0] === at(s)[0] && at(r)[1] < at(s)[1]))
          )
            s = r;
          if (s === i) break;
          const tmp = at(i);
          heap[i] = at(s);
          heap[s] = tmp;
          i = s;
        }
      }
      return top;
    };
    time[source] = 0;
    push(0, source);
    for (let item = pop(); item; item = pop()) {
      const [t, u] = item;
      if (done[u]) continue;
      done[u] = 1;
      for (const edge of this.adjacency[u] ?? []) {
        const next = t + edge.seconds;
        if (next < (time[edge.to] ?? Number.POSITIVE_INFINITY)) {
          time[edge.to] = next;
          prev[edge.to] = u;
          via[edge.to] = edge.roadClass;
          push(next, edge.to);
        }
      }
    }
    const tree = { prev, via };
    this.trees.set(source, tree);
    return tree;
  }
}
