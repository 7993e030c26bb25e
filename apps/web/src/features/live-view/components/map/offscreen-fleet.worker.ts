// The offscreen layer's worker (ADR 0058, the worker addendum): receives the canvas, the view and
// the position frames from the live map, and draws the fleet on every animation frame of its own.
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { OffscreenFleet, type FrameLog } from './offscreen-fleet';
import type { FleetPageMessage, FleetWorkerMessage } from './offscreen-protocol';

/** What this file uses of a dedicated worker's global scope (the DOM lib does not type it). */
interface WorkerScope {
  postMessage(message: FleetWorkerMessage): void;
  onmessage: ((event: MessageEvent<FleetPageMessage>) => void) | null;
  requestAnimationFrame?: (callback: (now: number) => void) => number;
  fonts?: FontFaceSet;
  /** For `pnpm bench:live`: the frames this worker drew. */
  __armadaFleetFrames?: FrameLog;
}

const scope = globalThis as unknown as WorkerScope;
const fleet = new OffscreenFleet((message) => scope.postMessage(message));
scope.__armadaFleetFrames = fleet.log;

// The plate label's font, as the page draws it (the same file, from the browser's cache).
if (scope.fonts && typeof FontFace === 'function') {
  const face = new FontFace('Inter Variable', `url(${interLatin})`, { weight: '100 900' });
  void face
    .load()
    .then((loaded) => scope.fonts?.add(loaded))
    .catch(() => undefined);
}

scope.onmessage = (event) => fleet.receive(event.data, performance.now());

// Animation frames of the worker's own (Chromium gives them to a worker that holds a canvas
// transferred from the page); a timer where there are none.
const nextFrame =
  typeof scope.requestAnimationFrame === 'function'
    ? scope.requestAnimationFrame.bind(scope)
    : (callback: (now: number) => void) => setTimeout(() => callback(performance.now()), 16);
const tick = (now: number) => {
  nextFrame(tick);
  fleet.frame(now);
};
nextFrame(tick);
