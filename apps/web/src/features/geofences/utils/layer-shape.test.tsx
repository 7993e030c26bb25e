import { describe, expect, it } from 'vitest';
import L from 'leaflet';
import { checkShapeInput } from '@armada/contracts/geofences';
import { lineOfLayer, shapeOfLayer } from './layer-shape';
import { metresPerPixel } from './shape-layers';

/** GEO-20: what a drawn layer is sent as, and the checks it then meets. */
describe('shapeOfLayer', () => {
  it('sends a circle with its centre and radius', () => {
    const shape = shapeOfLayer(L.circle([-6.2, 106.8], { radius: 150.04 }), 50);
    expect(shape).toEqual({ type: 'CIRCLE', center: [-6.2, 106.8], radius_m: 150 });
    expect(shape && checkShapeInput(shape).ok).toBe(true);
  });

  it('closes a polygon’s ring, which Leaflet keeps open', () => {
    const shape = shapeOfLayer(
      L.polygon([
        [-6.2, 106.8],
        [-6.2, 106.81],
        [-6.19, 106.81],
      ]),
      50,
    );
    expect(shape).toEqual({
      type: 'POLYGON',
      points: [
        [-6.2, 106.8],
        [-6.2, 106.81],
        [-6.19, 106.81],
        [-6.2, 106.8],
      ],
    });
    expect(shape && checkShapeInput(shape).ok).toBe(true);
  });

  it('makes a line a corridor of the chosen width, and a route’s line', () => {
    const line = L.polyline([
      [-6.2, 106.8],
      [-6.2, 106.82],
    ]);
    expect(shapeOfLayer(line, 80)).toMatchObject({ type: 'CORRIDOR', width_m: 80 });
    expect(lineOfLayer(line)).toHaveLength(2);
    expect(lineOfLayer(L.polygon([[-6.2, 106.8]]))).toBeNull();
  });

  it('a drawn bow tie is refused before it is sent', () => {
    const bowTie = shapeOfLayer(
      L.polygon([
        [-6.2, 106.8],
        [-6.19, 106.81],
        [-6.2, 106.81],
        [-6.19, 106.8],
      ]),
      50,
    );
    const checked = bowTie ? checkShapeInput(bowTie) : null;
    expect(checked?.ok).toBe(false);
    if (checked && !checked.ok) expect(checked.problems[0]?.reason).toBe('shape.selfIntersecting');
  });
});

describe('metresPerPixel', () => {
  it('halves with each zoom level', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543, 0);
    expect(metresPerPixel(-6.2, 15) / metresPerPixel(-6.2, 16)).toBeCloseTo(2, 6);
  });
});
