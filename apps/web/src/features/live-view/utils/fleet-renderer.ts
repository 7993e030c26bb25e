/** How the live map draws the fleet (ADR 0058). */
export type FleetRenderer = 'webgl' | 'canvas' | 'markers';

/**
 * The renderer for a page address: the GPU layer where the browser gives WebGL2 on a GPU (not a
 * software rasteriser: see `webGl2Available`), else our canvas layer. `?renderer=webgl`,
 * `?renderer=canvas` and `?renderer=markers` force one of them (the GPU layer then runs on a
 * software rasteriser too): what `pnpm bench:live` measures. Nothing in the app links to them.
 */
export function chooseFleetRenderer(search: string, webGl2: () => boolean): FleetRenderer {
  const asked = new URLSearchParams(search).get('renderer');
  if (asked === 'markers' || asked === 'canvas' || asked === 'webgl') return asked;
  return webGl2() ? 'webgl' : 'canvas';
}
