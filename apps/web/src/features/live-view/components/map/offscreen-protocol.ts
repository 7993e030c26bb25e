import type { FleetView } from '../../utils/fleet-view';
import type { VehicleLayerColors } from './fleet-paint';

/**
 * The messages between the live map (page) and the offscreen layer's worker (ADR 0058, the
 * worker addendum). The page keeps Leaflet, the list, the counts and the store; the worker keeps
 * the fleet's motion, draws it on the canvas the page transferred, and answers hit tests.
 */
export type FleetPageMessage =
  /** First message: the canvas (transferred), its colours, and whether vehicles jump (LVIEW-5). */
  | {
      type: 'init';
      canvas: OffscreenCanvas;
      colors: VehicleLayerColors;
      reducedMotion: boolean;
    }
  /**
   * Where the map is. `ack`: answer `drawn` once a frame with this view (or a later one) is on
   * the canvas (the page shows the canvas again after a zoom only then).
   */
  | { type: 'view'; view: FleetView; ack: boolean }
  /** A zoom animation started: the page hides the canvas, nothing is drawn until the next view. */
  | { type: 'pause' }
  /** A binary positions frame (contracts live-positions-binary.ts), transferred. */
  | { type: 'positions'; frame: ArrayBuffer }
  /**
   * Only these vehicles are drawn and hit (the list's filter), transferred; null: all. `seq`
   * numbers the filters the page sent: the worker's `count` names the one it counted with.
   */
  | { type: 'visible'; seq: number; ids: Int32Array | null }
  /** The open vehicle (ringed, on top), kept in the middle of the uncovered map while `follow`. */
  | {
      type: 'select';
      id: number | null;
      follow: boolean;
      inset: { right: number; bottom: number };
    }
  /** Which vehicle is within reach of a container point (LVIEW-3)? Answered by `hit`. */
  | { type: 'hit'; seq: number; x: number; y: number; purpose: 'hover' | 'click' }
  /** The hovered vehicle and its plate (drawn above it), or none. */
  | { type: 'hover'; id: number | null; label: string | null };

export type FleetWorkerMessage =
  /**
   * A frame with view `viewSeq` (or later) was drawn, `vehicles` of them in view, at `at`
   * (milliseconds since the epoch, `performance.timeOrigin + performance.now()` in the worker):
   * the page reads it for when its first vehicles showed, which a busy main thread hears of later.
   */
  | { type: 'drawn'; viewSeq: number; vehicles: number; at: number }
  /**
   * After each position frame and filter: the vehicles on the map (in the fleet and in the
   * filter, in view or not) with filter `visibleSeq`, for the page's `data-vehicles`.
   */
  | { type: 'count'; visibleSeq: number; vehicles: number }
  | { type: 'hit'; seq: number; purpose: 'hover' | 'click'; id: number | null }
  /** The followed vehicle is this far (CSS pixels) from where it should be in view `viewSeq`. */
  | { type: 'follow'; viewSeq: number; dx: number; dy: number }
  /** The worker cannot draw (no 2D context on the canvas): the page falls back (LVIEW-2). */
  | { type: 'failed'; reason: string };

/** The part of a Worker the layer uses (a fake one in tests). */
export interface FleetWorkerPort {
  postMessage(message: FleetPageMessage, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent<FleetWorkerMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * Whether this browser can draw the fleet in a worker: module workers, OffscreenCanvas and a
 * canvas that hands its drawing to one. Where any is missing the map keeps the canvas layer.
 */
export function offscreenAvailable(scope: object = globalThis): boolean {
  const global = scope as {
    Worker?: unknown;
    OffscreenCanvas?: unknown;
    HTMLCanvasElement?: { prototype: object };
  };
  return (
    typeof global.Worker === 'function' &&
    typeof global.OffscreenCanvas === 'function' &&
    global.HTMLCanvasElement !== undefined &&
    'transferControlToOffscreen' in global.HTMLCanvasElement.prototype
  );
}
