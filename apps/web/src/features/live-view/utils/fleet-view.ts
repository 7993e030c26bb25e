import { worldScale } from './mercator';

/**
 * What the map shows, as a layer that draws the fleet needs it: the map container's top left in
 * Leaflet's pixels at `zoom` (the pixel origin plus the map pane's offset, so it follows a drag as
 * it happens), the container's size in CSS pixels, and the device pixel ratio. The offscreen
 * layer's worker knows the map only through this (ADR 0058, the worker addendum).
 */
export interface FleetView {
  /** Counts the views the page sent; answers (`drawn`, `follow`) name the view they used. */
  seq: number;
  ox: number;
  oy: number;
  zoom: number;
  width: number;
  height: number;
  ratio: number;
}

export const EMPTY_VIEW: FleetView = {
  seq: 0,
  ox: 0,
  oy: 0,
  zoom: 0,
  width: 0,
  height: 0,
  ratio: 1,
};

/** Leaflet's pixels per world unit at the view's zoom. */
export function viewScale(view: FleetView): number {
  return worldScale(view.zoom);
}

/** World units under a container point (CSS pixels from the map's top left). */
export function worldAt(view: FleetView, x: number, y: number): { x: number; y: number } {
  const scale = viewScale(view);
  return { x: (x + view.ox) / scale, y: (y + view.oy) / scale };
}

/** The world box the view covers, `marginPx` wider on each side. */
export function viewBox(
  view: FleetView,
  marginPx: number,
): { minX: number; minY: number; maxX: number; maxY: number } {
  const scale = viewScale(view);
  return {
    minX: (view.ox - marginPx) / scale,
    minY: (view.oy - marginPx) / scale,
    maxX: (view.ox + view.width + marginPx) / scale,
    maxY: (view.oy + view.height + marginPx) / scale,
  };
}

/**
 * How far to pan (CSS pixels) to put world point `at` in the middle of the part of the map not
 * covered by the card (`inset`); null when it is there within a pixel.
 */
export function followDelta(
  view: FleetView,
  at: { x: number; y: number },
  inset: { right: number; bottom: number },
): { dx: number; dy: number } | null {
  const scale = viewScale(view);
  const dx = at.x * scale - view.ox - (view.width - inset.right) / 2;
  const dy = at.y * scale - view.oy - (view.height - inset.bottom) / 2;
  return Math.abs(dx) >= 1 || Math.abs(dy) >= 1 ? { dx, dy } : null;
}

/** Two views draw the same picture (the seq aside). */
export function sameView(a: FleetView, b: FleetView): boolean {
  return (
    a.ox === b.ox &&
    a.oy === b.oy &&
    a.zoom === b.zoom &&
    a.width === b.width &&
    a.height === b.height &&
    a.ratio === b.ratio
  );
}
