/**
 * Test support only (world-atlas and topojson-client are devDependencies): Natural Earth's
 * 1:10m land polygons around Java, and a point-in-polygon test on them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { LatLngTuple } from './network-data';

/** [lng, lat], GeoJSON order. */
type Position = readonly number[];
type Ring = readonly Position[];

/** The shape of world-atlas's land object once converted (a collection of (multi)polygons). */
interface LandCollection {
  features: readonly {
    geometry:
      { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
  }[];
}

type Topology = Parameters<typeof feature>[0];

interface LandPolygon {
  rings: readonly Ring[];
  minLng: number;
  maxLng: number;
  minLat: number;
  maxLat: number;
}

/** West Java to East Java, with a margin: the only land the road network touches. */
const AREA = { minLng: 105, maxLng: 115, minLat: -9, maxLat: -5 };

function loadPolygons(): LandPolygon[] {
  const require = createRequire(import.meta.url);
  const path = require.resolve('world-atlas/land-10m.json');
  const topology = JSON.parse(readFileSync(path, 'utf8')) as Topology;
  const object = topology.objects['land'];
  if (!object) throw new Error('world-atlas land-10m.json has no land object');
  const land = feature(topology, object) as unknown as LandCollection;
  const polygons: LandPolygon[] = [];
  for (const f of land.features) {
    const geometry = f.geometry;
    const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    for (const rings of parts) {
      const outer = rings[0];
      if (!outer) continue;
      const lngs = outer.map((p) => p[0] ?? 0);
      const lats = outer.map((p) => p[1] ?? 0);
      const box = {
        minLng: Math.min(...lngs),
        maxLng: Math.max(...lngs),
        minLat: Math.min(...lats),
        maxLat: Math.max(...lats),
      };
      const overlaps =
        box.maxLng >= AREA.minLng &&
        box.minLng <= AREA.maxLng &&
        box.maxLat >= AREA.minLat &&
        box.minLat <= AREA.maxLat;
      if (overlaps) polygons.push({ rings, ...box });
    }
  }
  return polygons;
}

function inRing(ring: Ring, lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}

/** Metres from a point to the segment a-b, on a local flat projection (fine below ~50 km). */
function metresToSegment(lat: number, lng: number, a: Position, b: Position): number {
  const kx = 111_320 * Math.cos((lat * Math.PI) / 180);
  const ky = 110_574;
  const ax = ((a[0] ?? 0) - lng) * kx;
  const ay = ((a[1] ?? 0) - lat) * ky;
  const bx = ((b[0] ?? 0) - lng) * kx;
  const by = ((b[1] ?? 0) - lat) * ky;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

export interface LandMask {
  isLand(point: LatLngTuple): boolean;
  /** 0 on land; otherwise the distance in metres to the nearest coastline. */
  metresOffshore(point: LatLngTuple): number;
}

export function loadLandMask(): LandMask {
  const polygons = loadPolygons();
  const isLand = ([lat, lng]: LatLngTuple): boolean =>
    polygons.some((p) => {
      if (lng < p.minLng || lng > p.maxLng || lat < p.minLat || lat > p.maxLat) return false;
      const [outer, ...holes] = p.rings;
      return !!outer && inRing(outer, lng, lat) && !holes.some((h) => inRing(h, lng, lat));
    });
  const metresOffshore = (point: LatLngTuple): number => {
    if (isLand(point)) return 0;
    const [lat, lng] = point;
    let best = Infinity;
    for (const p of polygons) {
      // 0.1 degree is about 11 km: coasts farther than that are not "near".
      if (lng < p.minLng - 0.1 || lng > p.maxLng + 0.1) continue;
      if (lat < p.minLat - 0.1 || lat > p.maxLat + 0.1) continue;
      for (const ring of p.rings) {
        for (let i = 1; i < ring.length; i++) {
          const a = ring[i - 1];
          const b = ring[i];
          if (a && b) best = Math.min(best, metresToSegment(lat, lng, a, b));
        }
      }
    }
    return best;
  };
  return { isLand, metresOffshore };
}
