/**
 * Web Mercator (EPSG:3857, Leaflet's default CRS) in world units: x and y from 0 to 1 across the
 * world, y down. A pixel at zoom z is the world unit times 256 * 2^z, so a track is projected
 * once when it loads and turned into pixels with one multiply per point.
 */
const MAX_LATITUDE = 85.0511287798;

export function projectX(longitude: number): number {
  return (longitude + 180) / 360;
}

export function projectY(latitude: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

export function unprojectX(x: number): number {
  return x * 360 - 180;
}

export function unprojectY(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

/** Leaflet's pixels per world unit at a zoom (EPSG:3857 with 256-pixel tiles). */
export function worldScale(zoom: number): number {
  return 256 * 2 ** zoom;
}
