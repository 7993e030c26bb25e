// Travel in the product model, as the issue states it: great-circle metres times a detour
// factor, at the speed of the traffic level (RO-65). Written here for the
// product case and its checker; the solver has its own.
import type { Point } from '../src/index';

/** The mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle metres between two longitude (x) / latitude (y) points. */
export function greatCircleMetres(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.y - a.y) * rad;
  const dLon = (b.x - a.x) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.y * rad) * Math.cos(b.y * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
