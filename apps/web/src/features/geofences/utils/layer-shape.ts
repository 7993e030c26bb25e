import L from 'leaflet';
import type { GeofenceShapeInput, LatLng } from '@armada/contracts/geofences';

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;
const point = (latLng: L.LatLng): LatLng => [round7(latLng.lat), round7(latLng.lng)];

/** A ring or line of Leaflet points, flattened (a polygon's first ring). */
function pointsOf(latLngs: L.LatLng[] | L.LatLng[][] | L.LatLng[][][]): LatLng[] {
  let ring: unknown = latLngs;
  while (Array.isArray(ring) && Array.isArray(ring[0])) ring = ring[0];
  return (ring as L.LatLng[]).map(point);
}

/**
 * GEO-20: the shape a drawn layer stands for, as a request sends it: a circle, a polygon (closed
 * here: GEO-3 wants its last point to be its first) or a corridor of `corridorWidthM`. Null for
 * a layer that is none of these.
 */
export function shapeOfLayer(layer: L.Layer, corridorWidthM: number): GeofenceShapeInput | null {
  if (layer instanceof L.Circle) {
    return {
      type: 'CIRCLE',
      center: point(layer.getLatLng()),
      radius_m: round1(layer.getRadius()),
    };
  }
  if (layer instanceof L.Polygon) {
    const ring = pointsOf(layer.getLatLngs());
    const first = ring[0];
    return { type: 'POLYGON', points: first ? [...ring, first] : [] };
  }
  if (layer instanceof L.Polyline) {
    return { type: 'CORRIDOR', points: pointsOf(layer.getLatLngs()), width_m: corridorWidthM };
  }
  return null;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The line of a drawn polyline (a saved route's, SRT-1). */
export function lineOfLayer(layer: L.Layer): LatLng[] | null {
  if (layer instanceof L.Polyline && !(layer instanceof L.Polygon)) {
    return pointsOf(layer.getLatLngs());
  }
  return null;
}
