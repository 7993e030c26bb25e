import { describe, expect, it } from 'vitest';
import { staticMapTiles, tileUrlOf } from './static-map';

describe('static map', () => {
  it('fills a tile URL template', () => {
    expect(tileUrlOf('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 15, 1, 2)).toBe(
      'https://a.tile.example/15/1/2.png',
    );
  });

  it('covers the 374x200 box at zoom 15 with the point at its centre', () => {
    const tiles = staticMapTiles(-6.2, 106.8, '/tiles/{z}/{x}/{y}.png');
    expect(tiles.length).toBeGreaterThanOrEqual(2);
    expect(tiles.length).toBeLessThanOrEqual(6);
    for (const tile of tiles) {
      expect(tile.url).toMatch(/^\/tiles\/15\/\d+\/\d+\.png$/);
      expect(tile.left).toBeLessThan(374);
      expect(tile.left + 256).toBeGreaterThan(0);
      expect(tile.top).toBeLessThan(200);
      expect(tile.top + 256).toBeGreaterThan(0);
    }
    // Jakarta at zoom 15: tile x 26105, y 16949 (OpenStreetMap's numbering).
    expect(tiles.some((tile) => tile.url === '/tiles/15/26105/16949.png')).toBe(true);
  });
});
