import concaveman from 'concaveman';
import { localFrame, simplifyLine, type LatLng } from '@armada/contracts/geofences';
import {
  LAND_TRACK_LIMITS,
  checkBoundary,
  type BoundaryCheck,
  type LandTrackMethod,
} from '@armada/contracts/land-measurement';

const L = LAND_TRACK_LIMITS;
const METRES_PER_DEGREE = 6_371_008.8 * (Math.PI / 180);

/** The outline of a track, or why there is none (LAND-7). */
export type TrackOutline =
  | { ok: true; method: LandTrackMethod; check: Extract<BoundaryCheck, { ok: true }> }
  | { ok: false; distinct: number };

/**
 * LAND-7: the boundary of the area a vehicle drove over (docs/adr/0039). The positions are put
 * in a local plane in metres around the first one, positions closer than the spacing to the
 * last kept one are dropped, and the outline is the concave hull of the rest (concaveman: it
 * starts from the convex hull and digs each edge in towards the nearest position inside while
 * the edge is long next to that distance), thinned to a tolerance and a corner limit. When the
 * outline does not make an acceptable boundary (LAND-2) the convex hull is used instead; when
 * neither does, the vehicle drove over no area.
 */
export function trackOutline(track: readonly LatLng[]): TrackOutline {
  const first = track[0];
  if (!first) return { ok: false, distinct: 0 };
  const frame = localFrame(first);
  const plane: [number, number][] = [];
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  const seen = new Set<string>();
  for (const [lat, lng] of track) {
    const x = (lng - frame.originLng) * frame.mPerLng;
    const y = (lat - frame.originLat) * METRES_PER_DEGREE;
    if (Math.hypot(x - lastX, y - lastY) < L.minSpacingM) continue;
    lastX = x;
    lastY = y;
    // A vehicle passing a place again adds nothing to its outline.
    const cell = `${Math.round(x / L.minSpacingM)},${Math.round(y / L.minSpacingM)}`;
    if (seen.has(cell)) continue;
    seen.add(cell);
    plane.push([x, y]);
  }
  if (plane.length < 3) return { ok: false, distinct: plane.length };
  const toLatLng = ([x, y]: number[]): LatLng => [
    frame.originLat + (y as number) / METRES_PER_DEGREE,
    frame.originLng + (x as number) / frame.mPerLng,
  ];
  const attempts: [LandTrackMethod, number][] = [
    ['OUTLINE', L.concavity],
    ['CONVEX_HULL', Infinity],
  ];
  for (const [method, concavity] of attempts) {
    const ring = concaveman(plane, concavity, L.edgeThresholdM).map(toLatLng);
    const thinned = simplifyLine(ring, L.simplifyM, L.maxBoundaryVertices + 1);
    const check = checkBoundary(thinned);
    if (check.ok) return { ok: true, method, check };
  }
  return { ok: false, distinct: plane.length };
}

/** The driven line for the map: thinned to a few metres and the point limit. */
export function trackLine(track: readonly LatLng[]): LatLng[] {
  return simplifyLine(track, L.simplifyM, L.maxTrackPoints);
}
