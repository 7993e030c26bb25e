/**
 * The drawn path of a planned route on the simulator's road network (domain/roads), for the
 * result map. The solver plans on great-circle distances times a detour factor; only the drawing
 * follows roads, so `avoid_tolls` changes the drawn path (a network without its toll corridors)
 * and never the plan's order, distances or times.
 *
 * Cost, measured: building a network about 12 ms, one leg about 0.12 ms (A* over some 1,100
 * nodes), so a 300-stop plan draws in about 40 ms; render a version once and keep it.
 */
import { buildRoadGraph, type RoadGraph } from '../../domain/roads/road-graph';
import { CORRIDORS } from '../../domain/roads/network-data';
import type { LatLngPair, LegPath } from './to-result';

export interface RoadNetworks {
  readonly all: RoadGraph;
  /** The same network without its toll corridors. */
  readonly tollFree: RoadGraph;
}

let shared: RoadNetworks | undefined;

/** Both networks, built on first use and kept (they are deterministic). */
export function roadNetworks(): RoadNetworks {
  shared ??= {
    all: buildRoadGraph(),
    tollFree: buildRoadGraph(CORRIDORS.filter((c) => c.roadClass !== 'toll')),
  };
  return shared;
}

const toLatLng = ([latitude, longitude]: LatLngPair) => ({ latitude, longitude });

/**
 * A LegPath along the roads: the fastest path on the toll-free network when `avoidTolls`, else
 * on the whole network; a leg the toll-free network cannot join takes the whole network, and a
 * leg no network joins (another island) is drawn straight.
 */
export function roadLegPath(
  { avoidTolls }: { avoidTolls: boolean },
  networks: RoadNetworks = roadNetworks(),
): LegPath {
  const graphs = avoidTolls ? [networks.tollFree, networks.all] : [networks.all];
  return (from, to) => {
    for (const graph of graphs) {
      const route = graph.route(toLatLng(from), toLatLng(to));
      if (route) return [from, ...route.points.map(([lat, lng]): LatLngPair => [lat, lng]), to];
    }
    return null;
  };
}
