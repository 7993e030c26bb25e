import { checkBoundary, type BoundaryCheck } from '@armada/contracts/land-measurement';

export type LatLng = [latitude: number, longitude: number];

/** What the page shows of the corners drawn so far (LAND-4, LAND-11). */
export type DrawnFigures =
  | { state: 'empty' }
  /** Fewer than three corners: nothing to measure yet. */
  | { state: 'drawing'; count: number }
  | BoundaryCheck;

/**
 * LAND-4: the corners measured in the browser with the server's own code, so what is shown
 * while drawing is what is saved.
 */
export function figuresOf(corners: readonly LatLng[]): DrawnFigures {
  if (corners.length === 0) return { state: 'empty' };
  if (corners.length < 3) return { state: 'drawing', count: corners.length };
  return checkBoundary(corners);
}
