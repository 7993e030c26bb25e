import { describe, expect, it } from 'vitest';
import {
  BRANDED_DEPOTS,
  DEMO_DEPOTS,
  DISTRICTS,
  EXTRA_DISTRICTS,
  findDistrict,
  type Region,
} from '../places';
import { haversineM, lerp, toTuple } from './geodesy';
import { CORRIDORS, type LatLngTuple } from './network-data';
import { FREE_FLOW_KMH, MAX_EDGE_M, buildRoadGraph, type Route } from './road-graph';
import { loadLandMask } from './test-land-mask';

const graph = buildRoadGraph();

interface Place {
  name: string;
  region: Region;
  latitude: number;
  longitude: number;
}

const PLACES: Place[] = [
  ...[...DEMO_DEPOTS, ...BRANDED_DEPOTS].map((d) => ({
    name: `depot ${d.key}`,
    region: findDistrict(d.district).region,
    latitude: d.latitude,
    longitude: d.longitude,
  })),
  ...[...DISTRICTS, ...EXTRA_DISTRICTS].map((d) => ({
    name: `district ${d.district}`,
    region: d.region,
    latitude: d.latitude,
    longitude: d.longitude,
  })),
];

function pairsWithin(region: Region): [Place, Place][] {
  const inRegion = PLACES.filter((p) => p.region === region);
  const pairs: [Place, Place][] = [];
  inRegion.forEach((a, i) => {
    for (const b of inRegion.slice(i + 1)) pairs.push([a, b]);
  });
  return pairs;
}

const DELIVERY_REGIONS: Region[] = ['jabodetabek', 'surabaya'];
const ROUTES: { a: Place; b: Place; route: Route | null }[] = DELIVERY_REGIONS.flatMap((region) =>
  pairsWithin(region).map(([a, b]) => ({ a, b, route: graph.route(a, b) })),
);

describe('road network data', () => {
  it('ROAD-1 ships the corridors the issue names, each drawn with at least two points', () => {
    const ids = new Set(CORRIDORS.map((c) => c.id));
    for (const id of [
      'jkt-inner-ring',
      'jkt-jagorawi',
      'jkt-cikampek',
      'jkt-tangerang',
      'jkt-jorr',
      'jkt-sudirman-thamrin',
      'jkt-gatot-subroto',
      'jkt-daan-mogot',
      'jkt-raya-bogor',
      'jkt-pantura-east',
      'jkt-pantura-coast',
      'sby-waru-juanda',
      'sby-gempol',
      'sby-ahmad-yani',
      'sby-darmo',
      'sby-merr',
      'sby-kenjeran',
      'sby-perak-waru',
    ]) {
      expect(ids, id).toContain(id);
    }
    expect(ids.size).toBe(CORRIDORS.length);
    for (const c of CORRIDORS) expect(c.points.length, c.id).toBeGreaterThanOrEqual(2);
  });

  it('ROAD-1 the inner ring is a closed loop', () => {
    const ring = CORRIDORS.find((c) => c.id === 'jkt-inner-ring');
    expect(ring?.points[0]).toEqual(ring?.points[ring.points.length - 1]);
  });
});

describe('road graph', () => {
  it('ROAD-2 edges are at most MAX_EDGE_M long and no two nodes lie within the merge radius', () => {
    for (const e of graph.edges) expect(e.lengthM).toBeLessThanOrEqual(MAX_EDGE_M + 1);
    for (const node of graph.nodes) {
      const others = graph.nodes.filter(
        (n) => n.id !== node.id && Math.abs(n.point[0] - node.point[0]) < 0.001,
      );
      for (const o of others) expect(haversineM(o.point, node.point)).toBeGreaterThan(30);
    }
  });

  it('ROAD-2 every corridor of a region is joined to the others (one network per region)', () => {
    const hubs: Record<Region, LatLngTuple> = {
      jabodetabek: [-6.2445, 106.8705],
      bandung: [-6.2445, 106.8705],
      surabaya: [-7.3525, 112.7335],
    };
    for (const corridor of CORRIDORS) {
      for (const point of [corridor.points[0], corridor.points[corridor.points.length - 1]]) {
        if (!point) continue;
        const route = graph.route(toLatLng(hubs[corridor.region]), toLatLng(point));
        expect(route, corridor.id).not.toBeNull();
      }
    }
  });

  it('ROAD-3 every depot and address district reaches every other of its region', () => {
    const missing = ROUTES.filter((r) => r.route === null).map((r) => `${r.a.name} -> ${r.b.name}`);
    expect(missing).toEqual([]);
    expect(ROUTES.length).toBeGreaterThan(2000);
  });

  it('ROAD-3 the Bandung pool is reached over the Cikampek and Cipularang tolls', () => {
    const cakung = PLACES.find((p) => p.name === 'depot cakung');
    const bandung = PLACES.find((p) => p.name === 'depot bandung');
    if (!cakung || !bandung) throw new Error('depots missing');
    const route = graph.route(cakung, bandung);
    expect(route).not.toBeNull();
    expect((route?.lengthM ?? 0) / 1000).toBeGreaterThan(120);
    expect((route?.lengthM ?? 0) / 1000).toBeLessThan(200);
  });

  it('ROAD-3 Jakarta and Surabaya are not joined: a route between them is null', () => {
    const cakung = PLACES.find((p) => p.name === 'depot cakung');
    const rungkut = PLACES.find((p) => p.name === 'depot rungkut');
    if (!cakung || !rungkut) throw new Error('depots missing');
    expect(graph.route(cakung, rungkut)).toBeNull();
  });

  it('ROAD-4 routes follow the network: consecutive nodes are edges, the ends snap to the nearest node', () => {
    for (const { a, b, route } of ROUTES) {
      if (!route) continue;
      const label = `${a.name} -> ${b.name}`;
      route.nodeIds.slice(1).forEach((id, i) => {
        const previous = route.nodeIds[i] ?? -1;
        expect(graph.edgeBetween(previous, id), label).toBeDefined();
      });
      const startNode = graph.nearestNode(toTuple(a)).node;
      const endNode = graph.nearestNode(toTuple(b)).node;
      expect(route.nodeIds[0]).toBe(startNode.id);
      expect(route.nodeIds[route.nodeIds.length - 1]).toBe(endNode.id);
      expect(route.points[0]).toEqual(toTuple(a));
      expect(route.points[route.points.length - 1]).toEqual(toTuple(b));
      const startLeg = haversineM(toTuple(a), startNode.point) > 0 ? 1 : 0;
      const endLeg = haversineM(toTuple(b), endNode.point) > 0 ? 1 : 0;
      expect(route.points.length).toBe(route.nodeIds.length + startLeg + endLeg);
      const inner = route.points.slice(startLeg);
      route.nodeIds.forEach((id, i) => expect(inner[i]).toEqual(graph.nodes[id]?.point));
    }
  });

  it('ROAD-5 a route is at least the straight line, and at most twice it for typical district pairs', () => {
    const ratios = ROUTES.flatMap(({ a, b, route }) => {
      const straight = haversineM(toTuple(a), toTuple(b));
      if (!route || straight < 3000) return [];
      expect(route.lengthM, `${a.name} -> ${b.name}`).toBeGreaterThanOrEqual(straight);
      return [{ ratio: route.lengthM / straight, pair: `${a.name} -> ${b.name}` }];
    });
    ratios.sort((x, y) => x.ratio - y.ratio);
    const median = ratios[Math.floor(ratios.length / 2)]?.ratio ?? Infinity;
    const within2 = ratios.filter((r) => r.ratio <= 2).length / ratios.length;
    expect(median).toBeLessThan(1.5);
    expect(within2).toBeGreaterThanOrEqual(0.95);
    // Routes are fastest, not shortest, and the network is corridors only: a few close pairs
    // on different corridors detour, but none more than 3.5x the straight line.
    expect(ratios[ratios.length - 1]?.ratio ?? 0).toBeLessThan(3.5);
  });

  it('ROAD-6 travel time: toll faster than arterial faster than collector, on the RO-65 scale', () => {
    expect(FREE_FLOW_KMH).toEqual({ toll: 78, arterial: 62, collector: 50, access: 28 });
    for (const { route } of ROUTES.slice(0, 200)) {
      if (!route) continue;
      let durationS = 0;
      route.nodeIds.slice(1).forEach((id, i) => {
        durationS += graph.edgeBetween(route.nodeIds[i] ?? -1, id)?.durationS ?? NaN;
      });
      expect(route.durationS).toBeGreaterThanOrEqual(durationS);
      expect(route.durationS).toBeGreaterThanOrEqual(route.lengthM / (78 / 3.6) - 1e-6);
    }
  });

  it('ROAD-6 routing is deterministic: a second graph gives the same routes', () => {
    const again = buildRoadGraph();
    expect(again.nodes.length).toBe(graph.nodes.length);
    for (const { a, b, route } of ROUTES.slice(0, 300)) {
      expect(again.route(a, b)).toEqual(route);
    }
  });
});

describe('never across water', () => {
  /**
   * Natural Earth's 1:10m coast is generalised by up to a kilometre or two: in Surabaya it
   * runs south of Dupak and Asemrowo, in Jakarta it cuts the reclaimed Ancol and Pluit shore.
   * The corridors are drawn to pass the strict polygon test; the 300 m tolerance covers only
   * the rounding of that coastline (points well under one of its segments' length offshore).
   */
  const TOLERANCE_M = 300;
  const mask = loadLandMask();

  it('ROAD-7 every network point and every edge midpoint lies on land', () => {
    // Every depot and district centre lies on land (Asemrowo's sits inland of the 1:10m coast).
    const offshoreAnchors = PLACES.filter((p) => mask.metresOffshore(toTuple(p)) > TOLERANCE_M);
    expect(offshoreAnchors.map((p) => p.name)).toEqual([]);
    // The exempt part is the anchor's own access segment: the nodes reached over access edges.
    const exempt = new Set<number>();
    const queue = offshoreAnchors.map((p) => graph.nearestNode(toTuple(p)).node.id);
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (exempt.has(id)) continue;
      exempt.add(id);
      for (const e of graph.edges) {
        if (e.roadClass !== 'access') continue;
        if (e.from === id) queue.push(e.to);
        if (e.to === id) queue.push(e.from);
      }
    }
    // Keep the corridor node the access segment starts from under test.
    for (const id of [...exempt])
      if (graph.edges.some((e) => e.roadClass !== 'access' && (e.from === id || e.to === id)))
        exempt.delete(id);
    const wet: string[] = [];
    const check = (point: LatLngTuple, label: string) => {
      const off = mask.metresOffshore(point);
      if (off > TOLERANCE_M)
        wet.push(`${label} [${point.join(', ')}] ${Math.round(off)} m offshore`);
    };
    for (const node of graph.nodes) {
      if (!exempt.has(node.id)) check(node.point, `node ${node.id}`);
    }
    for (const edge of graph.edges) {
      if (exempt.has(edge.from) || exempt.has(edge.to)) continue;
      const a = graph.nodes[edge.from]?.point;
      const b = graph.nodes[edge.to]?.point;
      if (a && b) check(lerp(a, b, 0.5), `edge ${edge.from}-${edge.to} (${edge.roadClass})`);
    }
    expect(wet).toEqual([]);
  });

  it('ROAD-7 the land test itself: Monas is land, the Java Sea off Ancol and the Madura Strait are not', () => {
    expect(mask.isLand([-6.1754, 106.8272])).toBe(true);
    expect(mask.isLand([-7.2575, 112.7521])).toBe(true);
    expect(mask.isLand([-6.05, 106.85])).toBe(false);
    expect(mask.isLand([-7.25, 112.9])).toBe(false);
  });
});

function toLatLng(point: LatLngTuple) {
  return { latitude: point[0], longitude: point[1] };
}
