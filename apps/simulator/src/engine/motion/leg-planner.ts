/**
 * Road routes for the legs vehicles drive. A* runs once per pair of network nodes (the cache
 * lives as long as the planner); a leg is that cached path plus the last metres from the exact
 * start to its node and from the end node to the exact stop, driven at access speed.
 */
import { haversineM } from '../../domain/roads/geodesy';
import type { LatLngTuple } from '../../domain/roads/network-data';
import type { RoadGraph } from '../../domain/roads/road-graph';
import { EDGE_CLASS_INDEX } from './traffic';

export interface Leg {
  points: LatLngTuple[];
  /** Metres from the start to each point. */
  cumulative: number[];
  /** Road class index (EDGE_CLASS_INDEX) of each segment [i, i + 1]. */
  segmentClass: number[];
  lengthM: number;
  /**
   * Each segment's heading, filled as the segment is first driven (`positionAlongInto`): made
   * when the fleet's motion first drives the leg (the seeded past's cached legs never need it).
   */
  headings?: Float64Array | undefined;
}

interface NodePath {
  points: LatLngTuple[];
  classes: number[];
}

const ACCESS = EDGE_CLASS_INDEX.access;

export class LegPlanner {
  private readonly paths = new Map<number, NodePath | null>();
  private readonly nearest = new Map<string, number>();
  private searches = 0;

  constructor(private readonly graph: RoadGraph) {}

  /** A* searches run so far (cache misses). */
  get routeSearches(): number {
    return this.searches;
  }

  private nodeOf(point: LatLngTuple): number {
    const key = `${point[0]},${point[1]}`;
    let id = this.nearest.get(key);
    if (id === undefined) {
      id = this.graph.nearestNode(point).node.id;
      this.nearest.set(key, id);
    }
    return id;
  }

  private pathBetween(a: number, b: number): NodePath | null {
    const key = a * 1_000_003 + b;
    const cached = this.paths.get(key);
    if (cached !== undefined) return cached;
    const nodes = this.graph.nodes;
    const from = nodes[a];
    const to = nodes[b];
    let path: NodePath | null = null;
    if (from && to) {
      this.searches++;
      const route = this.graph.route(
        { latitude: from.point[0], longitude: from.point[1] },
        { latitude: to.point[0], longitude: to.point[1] },
      );
      if (route) {
        const classes: number[] = [];
        for (let i = 1; i < route.nodeIds.length; i++) {
          const edge = this.graph.edgeBetween(route.nodeIds[i - 1] ?? -1, route.nodeIds[i] ?? -1);
          classes.push(edge ? EDGE_CLASS_INDEX[edge.roadClass] : ACCESS);
        }
        path = { points: route.nodeIds.map((id) => nodes[id]?.point ?? from.point), classes };
      }
    }
    this.paths.set(key, path);
    return path;
  }

  /** The leg from one point to another over the network, or null when they do not connect. */
  leg(from: LatLngTuple, to: LatLngTuple): Leg | null {
    const path = this.pathBetween(this.nodeOf(from), this.nodeOf(to));
    if (!path) return null;
    return legThrough([from, ...path.points, to], [ACCESS, ...path.classes, ACCESS]);
  }
}

/**
 * A leg through given points, with the road class of each segment (access speed when not
 * given): the planner's road legs, and a fleet task's road way (TASK-9).
 */
export function legThrough(
  points: readonly LatLngTuple[],
  segmentClass: readonly number[] = points.slice(1).map(() => ACCESS),
): Leg {
  const cumulative: number[] = [0];
  for (let i = 1; i < points.length; i++)
    cumulative.push(
      (cumulative[i - 1] ?? 0) + haversineM(points[i - 1] as LatLngTuple, points[i] as LatLngTuple),
    );
  return {
    points: [...points],
    cumulative,
    segmentClass: [...segmentClass],
    lengthM: cumulative[cumulative.length - 1] ?? 0,
    // Present from the start (undefined until driven), so every leg has one shape.
    headings: undefined,
  };
}
