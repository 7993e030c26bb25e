import { describe, expect, it } from 'vitest';
import { followDelta, sameView, viewBox, viewScale, worldAt, type FleetView } from './fleet-view';
import { projectX, projectY } from './mercator';

/** Jakarta at zoom 14 in a 1000 x 600 map whose top left is at Leaflet pixel (ox, oy). */
function viewAround(longitude: number, latitude: number): FleetView {
  const scale = 256 * 2 ** 14;
  return {
    seq: 1,
    ox: projectX(longitude) * scale - 500,
    oy: projectY(latitude) * scale - 300,
    zoom: 14,
    width: 1000,
    height: 600,
    ratio: 2,
  };
}

describe('the view the offscreen layer draws (pixel origin, zoom, size)', () => {
  it('puts a world point under the container point Leaflet shows it at', () => {
    const view = viewAround(106.8, -6.2);
    const centre = worldAt(view, 500, 300);
    expect(centre.x).toBeCloseTo(projectX(106.8), 12);
    expect(centre.y).toBeCloseTo(projectY(-6.2), 12);
    expect(viewScale(view)).toBe(256 * 2 ** 14);
  });

  it('covers the container and a margin around it', () => {
    const view = viewAround(106.8, -6.2);
    const box = viewBox(view, 16);
    const scale = viewScale(view);
    expect((box.maxX - box.minX) * scale).toBeCloseTo(1032, 6);
    expect((box.maxY - box.minY) * scale).toBeCloseTo(632, 6);
  });

  it('pans a followed vehicle to the middle of what the card leaves free, not for a pixel', () => {
    const view = viewAround(106.8, -6.2);
    const at = { x: projectX(106.8), y: projectY(-6.2) };
    // Centred in the whole map; the card covers 400 pixels on the right.
    expect(followDelta(view, at, { right: 0, bottom: 0 })).toBeNull();
    const pan = followDelta(view, at, { right: 400, bottom: 0 });
    expect(pan?.dx).toBeCloseTo(200, 6);
    expect(pan?.dy).toBeCloseTo(0, 6);
    const scale = viewScale(view);
    expect(followDelta(view, { x: at.x + 0.5 / scale, y: at.y }, { right: 0, bottom: 0 })).toBe(
      null,
    );
  });

  it('tells views apart by what they draw, not by their seq', () => {
    const view = viewAround(106.8, -6.2);
    expect(sameView(view, { ...view, seq: 9 })).toBe(true);
    expect(sameView(view, { ...view, zoom: 13 })).toBe(false);
    expect(sameView(view, { ...view, ox: view.ox + 1 })).toBe(false);
  });
});
