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

/** The corridor a point lies on (within ON_ROAD_M), nearest first; null off the network. */
export function corridorAt(latitude: number, longitude: number): string | null {
  const p: LatLngTuple = [latitude, longitude];
  let best: string | null = null;
  let bestM = ON_ROAD_M;
  for (const corridor of CORRIDORS) {
    const points = corridor.points;
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      if (!a || !b) continue;
      // A cheap box test first: 0.02 degrees is about 2 km.
      if (
        latitude < Math.min(a[0], b[0]) - 0.02 ||
        latitude > Math.max(a[0], b[0]) + 0.02 ||
        longitude < Math.min(a[1], b[1]) - 0.02 ||
        longitude > Math.max(a[1], b[1]) + 0.02
      )
        continue;
      const metres = segmentM(p, a, b);
      if (metres < bestM) {
        bestM = metres;
        best = corridor.name;
      }
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
  const corridor = corridorAt(latitude, longitude);
  if (corridor) return corridor;
  const place = reverseGeocode(latitude, longitude, store.list('addresses', companyId));
  if (!place) return null;
  return place.street ?? [place.district, place.city].filter(Boolean).join(', ');
}
