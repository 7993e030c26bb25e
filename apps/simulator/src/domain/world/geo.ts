import type { Rng } from '../rng';

export interface LatLng {
  latitude: number;
  longitude: number;
}

const KM_PER_DEG_LAT = 110.574;

/** A point `km` away from `origin` in direction `bearingDeg` (flat-earth, fine at city scale). */
export function offsetKm(origin: LatLng, km: number, bearingDeg: number): LatLng {
  const rad = (bearingDeg * Math.PI) / 180;
  const dLat = (km * Math.cos(rad)) / KM_PER_DEG_LAT;
  const kmPerDegLon = 111.32 * Math.cos((origin.latitude * Math.PI) / 180);
  const dLon = (km * Math.sin(rad)) / kmPerDegLon;
  return round6({ latitude: origin.latitude + dLat, longitude: origin.longitude + dLon });
}

/**
 * A point within `radiusKm` of `origin`. `seaward` names the directions where the coast is
 * close (north Jakarta, north and east Surabaya): points never move that way, so no address or
 * vehicle lands in the sea.
 */
export function scatter(
  rng: Rng,
  origin: LatLng,
  radiusKm: number,
  seaward: readonly ('N' | 'E')[] = [],
): LatLng {
  // sqrt keeps the density even over the disc.
  const km = radiusKm * Math.sqrt(rng.next());
  let bearing = rng.float(0, 360);
  if (seaward.includes('N') && (bearing < 90 || bearing > 270)) bearing = (540 - bearing) % 360;
  if (seaward.includes('E') && bearing > 0 && bearing < 180) bearing = 360 - bearing;
  return offsetKm(origin, km, bearing);
}

export function round6(point: LatLng): LatLng {
  return {
    latitude: Math.round(point.latitude * 1e6) / 1e6,
    longitude: Math.round(point.longitude * 1e6) / 1e6,
  };
}

/** Great-circle distance in km. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const R = 6371;
  const dLat = ((b.latitude - a.latitude) * Math.PI) / 180;
  const dLon = ((b.longitude - a.longitude) * Math.PI) / 180;
  const la1 = (a.latitude * Math.PI) / 180;
  const la2 = (b.latitude * Math.PI) / 180;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(la1) * Math.cos(la2) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
