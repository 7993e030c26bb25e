/** How the live map draws the fleet (ADR 0058). */
export type FleetRenderer = 'webgl' | 'canvas' | 'markers';

/**
 * The renderer for a page address: the GPU layer where the browser gives WebGL2, else our canvas
 * layer. `?renderer=canvas` and `?renderer=markers` force the canvas layer or one Leaflet
 * circleMarker per vehicle: the baselines `pnpm bench:live` measures against (nothing in the app
 * links to them).
 */
export function chooseFleetRenderer(search: string, webGl2: () => boolean): FleetRenderer {
  const asked = new URLSearchParams(search).get('renderer');
  if (asked === 'markers' || asked === 'canvas') return asked;
  return webGl2() ? 'webgl' : 'canvas';
}
