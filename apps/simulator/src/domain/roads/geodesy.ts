import { distanceKm, type LatLng } from '../world/geo';
import type { LatLngTuple } from './network-data';

export function toTuple(point: LatLng): LatLngTuple {
  return [point.latitude, point.longitude];
}

/** Great-circle distance in metres. */
export function haversineM(a: LatLngTuple, b: LatLngTuple): number {
  return (
    distanceKm({ latitude: a[0], longitude: a[1] }, { latitude: b[0], longitude: b[1] }) * 1000
  );
}

/** Initial bearing from a to b in degrees: 0 north, 90 east, clockwise, in [0, 360). */
export function bearingDeg(a: LatLngTuple, b: LatLngTuple): number {
  const la1 = (a[0] * Math.PI) / 180;
  const la2 = (b[0] * Math.PI) / 180;
  const dLon = ((b[1] - a[1]) * Math.PI) / 180;
  const y = Math.sin(dLon) * Math.cos(la2);
  const x = Math.cos(la1) * Math.sin(la2) - Math.sin(la1) * Math.cos(la2) * Math.cos(dLon);
  const deg = (Math.atan2(y, x) * 180) / Math.PI;
  return (deg + 360) % 360;
}

/** The point a fraction t of the way from a to b (linear in degrees: fine for short segments). */
export function lerp(a: LatLngTuple, b: LatLngTuple, t: number): LatLngTuple {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}
