import { reverseGeocode } from '../../domain/geocoding/reverse-geocode';
import { CORRIDORS, type LatLngTuple } from '../../domain/roads/network-data';
import type { DocumentStore } from '../../store/document-store';

/** RPT-21: a point this close to a corridor of the road network is on that road. */
export const ON_ROAD_M = 250;

const M_PER_DEG_LAT = 111_320;

/** Metres from `p` to the segment a-b, on a local flat projection (short distances). */
function segmentM(p: LatLngTuple, a: LatLngTuple, b: LatLngTuple): number {
  const k = Math.cos((p[0] * Math.PI) / 180) * M_PER_DEG_LAT;
  const ax = (a[1] - p[1]) * k;
  const ay = (a[0] - p[0]) * M_PER_DEG_LAT;
  const bx = (b[1] - p[1]) * k;
  const by = (b[0] - p[0]) * M_PER_DEG_LAT;
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

interface Segment {
  a: LatLngTuple;
  b: LatLngTuple;
  south: number;
  north: number;
  west: number;
  east: number;
  name: string;
}

/** The network's segments with their boxes grown by about 2 km, made once. */
let segments: Segment[] | null = null;

function networkSegments(): Segment[] {
  if (segments) return segments;
  const out: Segment[] = [];
  for (const corridor of CORRIDORS) {
    for (let i = 1; i < corridor.points.length; i++) {
      const a = corridor.points[i - 1];
      const b = corridor.points[i];
      if (!a || !b) continue;
      out.push({
        a,
        b,
        south: Math.min(a[0], b[0]) - 0.02,
        north: Math.max(a[0], b[0]) + 0.02,
        west: Math.min(a[1], b[1]) - 0.02,
        east: Math.max(a[1], b[1]) + 0.02,
        name: corridor.name,
      });
    }
  }
  segments = out;
  return out;
}

/** The corridor a point lies on (within ON_ROAD_M), nearest first; null off the network. */
export function corridorAt(latitude: number, longitude: number): string | null {
  const p: LatLngTuple = [latitude, longitude];
  let best: string | null = null;
  let bestM = ON_ROAD_M;
  for (const segment of networkSegments()) {
    if (
      latitude < segment.south ||
      latitude > segment.north ||
      longitude < segment.west ||
      longitude > segment.east
    )
      continue;
    const metres = segmentM(p, segment.a, segment.b);
    if (metres < bestM) {
      bestM = metres;
      best = segment.name;
    }
  }
  return best;
}

/**
 * RPT-21: the road of a point: the corridor it is on, else the street or district the company's
 * addresses and the world's places name there, else nothing.
 */
export function roadAt(
  latitude: number,
  longitude: number,
  store: DocumentStore,
  companyId: number,
): string | null {
  // A fleet passes the same places again and again: a place is looked up once per ~10 m.
  const key = `${companyId}:${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  const known = roads.get(key);
  if (known !== undefined) return known;
  const corridor = corridorAt(latitude, longitude);
  let road = corridor;
  if (!road) {
    const place = reverseGeocode(latitude, longitude, store.list('addresses', companyId));
    road = place ? (place.street ?? [place.district, place.city].filter(Boolean).join(', ')) : null;
  }
  if (roads.size >= ROAD_CACHE_SIZE) roads.clear();
  roads.set(key, road);
  return road;
}

/** Places already named (a company's addresses change rarely; the cache is small and reset). */
const ROAD_CACHE_SIZE = 50_000;
const roads = new Map<string, string | null>();

/** RPT-28: the place of a point as an address reads: the company's address there, else the
 * street or district, else the corridor it is on. */
export function placeAt(
  latitude: number,
  longitude: number,
  store: DocumentStore,
  companyId: number,
): string | null {
  const place = reverseGeocode(latitude, longitude, store.list('addresses', companyId));
  if (place) return place.address;
  return corridorAt(latitude, longitude);
}
