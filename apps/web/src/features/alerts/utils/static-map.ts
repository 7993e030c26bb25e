import { ALERT_CONSTANTS } from '@armada/contracts';

const TILE_PX = 256;

export interface StaticTile {
  url: string;
  left: number;
  top: number;
}

/** Fills a Leaflet-style tile URL template ({s}, {z}, {x}, {y}, {r}). */
export function tileUrlOf(template: string, z: number, x: number, y: number): string {
  return template
    .replace('{s}', 'abc'[(x + y) % 3] ?? 'a')
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{r}', '');
}

/**
 * The static map of an alert (spec 02 section 7: 374x200 at zoom 15) drawn from the same tile
 * base as the live view: the tiles covering the box, placed so the alert is at its centre.
 */
export function staticMapTiles(
  latitude: number,
  longitude: number,
  template: string,
  { width, height, zoom } = ALERT_CONSTANTS.staticMap,
): StaticTile[] {
  const world = TILE_PX * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, latitude)) * Math.PI) / 180);
  const px = ((longitude + 180) / 360) * world;
  const py = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  const left = px - width / 2;
  const top = py - height / 2;
  const tiles: StaticTile[] = [];
  const count = 2 ** zoom;
  for (let ty = Math.floor(top / TILE_PX); ty <= Math.floor((top + height) / TILE_PX); ty += 1) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / TILE_PX); tx <= Math.floor((left + width) / TILE_PX); tx += 1) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        url: tileUrlOf(template, zoom, wrapped, ty),
        left: Math.round(tx * TILE_PX - left),
        top: Math.round(ty * TILE_PX - top),
      });
    }
  }
  return tiles;
}
