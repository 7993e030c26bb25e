/** How the live map draws the fleet (ADR 0058). */
export type FleetRenderer = 'webgl' | 'offscreen' | 'canvas' | 'markers';

/**
 * The renderer for a page address: the GPU layer where the browser gives WebGL2 on a GPU (not a
 * software rasteriser: see `webGl2Available`); without one, the canvas layer drawn in a worker on
 * an OffscreenCanvas where the browser can (`offscreenAvailable`), else the canvas layer on the
 * page. `?renderer=webgl`, `offscreen`, `canvas` and `markers` force one of them (the GPU layer
 * then runs on a software rasteriser too; `offscreen` only where the browser can): what
 * `pnpm bench:live` measures. Nothing in the app links to them.
 */
export function chooseFleetRenderer(
  search: string,
  webGl2: () => boolean,
  offscreen: () => boolean,
): FleetRenderer {
  const asked = new URLSearchParams(search).get('renderer');
  if (asked === 'markers' || asked === 'canvas' || asked === 'webgl') return asked;
  if (asked === 'offscreen') return offscreen() ? 'offscreen' : 'canvas';
  if (webGl2()) return 'webgl';
  return offscreen() ? 'offscreen' : 'canvas';
}
