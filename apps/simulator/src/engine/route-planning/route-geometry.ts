/**
 * The drawn path of a planned route on the simulator's road network (domain/roads), A* by
 * free-flow time, with `avoid_tolls` on a network without its toll corridors. The fleet-planning
 * service now plans and draws on the road matrix's own paths instead
 * (services/fleet-planning/road-travel.ts, MATRIX-1, MATRIX-5); this stays for other callers.
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
