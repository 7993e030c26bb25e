/**
 * The performance mark every fleet layer sets when it has drawn its first vehicles: what the
 * live view page waits for before the base map and the directory, and what `pnpm bench:live`
 * and the browser tests time.
 */
export const FIRST_VEHICLES_MARK = 'live-view:first-vehicles';

/**
 * Writes how many vehicles the map holds on its container (`data-vehicles`, for browser tests
 * and `pnpm bench:live`; the list's count must match it), only when it changed: the map and its
 * layer write it on every batch, and an unchanged attribute need not be set again (ADR 0058).
 */
export function showVehicleCount(container: HTMLElement | null | undefined, count: number): void {
  const text = String(count);
  if (container && container.getAttribute('data-vehicles') !== text)
    container.setAttribute('data-vehicles', text);
}

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

/**
 * Renderer names of software rasterisers. `failIfMajorPerformanceCaveat` does not refuse all of
 * them: Chromium's SwiftShader behind ANGLE's Vulkan back end ("ANGLE (Google, Vulkan 1.3.0
 * (SwiftShader Device (Subzero) ...), SwiftShader driver)") gives a context, and there the WebGL
 * layer kept the page's main thread 98% busy at 50,000 vehicles, against 14% for the worker's
 * canvas (`pnpm bench:live`, 2026-12-06).
 */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** What `isSoftwareRenderer` reads of a WebGL context. */
export type RendererProbe = Pick<
  WebGL2RenderingContext,
  'getExtension' | 'getParameter' | 'RENDERER'
>;

/** Whether `gl` draws on the CPU (by the unmasked renderer name, else the masked one). */
export function isSoftwareRenderer(gl: RendererProbe): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER);
  return typeof name === 'string' && SOFTWARE_RENDERER.test(name);
}

/** Where the browser's WebGL answer is remembered (`rememberedProbe`). */
export const WEBGL_PROBE_KEY = 'armada.liveView.webgl2';
/** How long it is remembered: a day, then the browser is asked again. */
export const WEBGL_PROBE_KEEP_MS = 24 * 60 * 60 * 1000;

export interface ProbeMemory {
  read(key: string): string | null;
  write(key: string, value: string | null): void;
  /** Epoch milliseconds. */
  now: number;
  /** The browser's user agent: another browser, or an updated one, is asked again. */
  agent: string;
}

/**
 * `probe`'s answer, remembered in this browser for WEBGL_PROBE_KEEP_MS: making and dropping a
 * WebGL2 context to ask took about 25 ms of the live view's first second on every open
 * (ADR 0058). A stored answer that is unreadable, another browser's, old or from the future is
 * asked again.
 */
export function rememberedProbe(probe: () => boolean, memory: ProbeMemory): boolean {
  const stored = memory.read(WEBGL_PROBE_KEY);
  if (stored !== null) {
    try {
      const value = JSON.parse(stored) as { ok?: unknown; at?: unknown; agent?: unknown };
      const age = typeof value.at === 'number' ? memory.now - value.at : Number.NaN;
      if (
        typeof value.ok === 'boolean' &&
        value.agent === memory.agent &&
        age >= 0 &&
        age < WEBGL_PROBE_KEEP_MS
      )
        return value.ok;
    } catch {
      // Not ours to read: asked again below.
    }
  }
  const ok = probe();
  memory.write(WEBGL_PROBE_KEY, JSON.stringify({ ok, at: memory.now, agent: memory.agent }));
  return ok;
}
