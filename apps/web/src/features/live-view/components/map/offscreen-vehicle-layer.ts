import L from 'leaflet';
import { encodePositionColumns } from '@armada/contracts/live';
import type { PositionsFeed, PositionsUpdate } from '@/lib/live-channel';
import { prefersReducedMotion } from '../../utils/vehicle-motion';
import type { VehicleLayerOptions } from './vehicle-layer';
import { mapView } from './vehicle-layer';
import { sameVisible, type VisibleIds } from '../../utils/visible-ids';
import type { FleetPageMessage, FleetWorkerMessage, FleetWorkerPort } from './offscreen-protocol';
import { FIRST_VEHICLES_MARK, showVehicleCount } from '../../utils/fleet-renderer';

/** The worker, as Vite bundles it: its own chunk, fetched only when this layer is made. */
export function createFleetWorker(): FleetWorkerPort {
  return new Worker(new URL('./offscreen-fleet.worker.ts', import.meta.url), {
    type: 'module',
    name: 'armada-fleet',
  });
}

/** A worker started before its layer, taken by the next layer made (at most one waits). */
let prestarted: FleetWorkerPort | null = null;

/**
 * Starts the fleet's worker now, when the live map first renders and will draw in a worker: its
 * code loads and compiles while the page renders and the map is made, instead of after the
 * first positions (at 50,000 vehicles that was on the way of the first vehicles drawn).
 */
export function prestartFleetWorker(): void {
  if (prestarted) return;
  try {
    prestarted = createFleetWorker();
  } catch {
    prestarted = null;
  }
}

/** The prestarted worker, else a new one. */
export function takeFleetWorker(): FleetWorkerPort {
  const worker = prestarted ?? createFleetWorker();
  prestarted = null;
  return worker;
}

/**
 * The frame of `update` for the worker: the binary frame it came in (the socket's own buffer
 * when the feed may hand it over, else a copy), or one encoded from the store's columns (a JSON
 * update, or a frame another listener took).
 */
export function frameOf(update: PositionsUpdate, feed: PositionsFeed): ArrayBuffer {
  const frame = update.takeFrame?.();
  if (frame) return frame;
  const columns = feed.store.frameColumns(update.ids);
  return encodePositionColumns(update.kind, update.seq, update.t, columns, update.gone).buffer;
}

/**
 * The whole store as one snapshot frame (a feed that was ready before the layer attached), from
 * its columns: no position object per vehicle.
 */
export function snapshotFrameOf(feed: PositionsFeed): ArrayBuffer {
  return encodePositionColumns('snapshot', 0, feed.store.time ?? 0, feed.store.frameColumns())
    .buffer;
}

/**
 * The fleet drawn in a worker on an OffscreenCanvas (ADR 0058, the worker addendum): the page
 * keeps Leaflet, the store, the list and the counts; this layer hands the worker the canvas
 * (`transferControlToOffscreen`), each binary position frame (a copy, transferred), the map's view
 * on every move, the list's filter when it changes, the open vehicle and the hovered plate. The
 * worker keeps the motion, draws every animation frame of its own with the canvas layer's painter
 * (arrows, dots below zoom 9, the ring, the plate: LVIEW-1), and answers hit tests (LVIEW-3) and
 * how far to pan to follow a vehicle. So the page's main thread runs no per-vehicle work per frame,
 * and no canvas is rasterised on it. During a drag the canvas is redrawn for each move as the
 * canvas layer's is; during a zoom animation it is hidden, and shown again once the worker has
 * drawn the new zoom. Where the worker cannot draw, `onFail` swaps in the canvas layer (LVIEW-2).
 */
export class OffscreenVehicleLayer extends L.Layer {
  readonly renderer = 'offscreen';
  private readonly settings: VehicleLayerOptions;
  private readonly failed: () => void;
  private readonly createWorker: () => FleetWorkerPort;
  private worker: FleetWorkerPort | null = null;
  private canvas: HTMLCanvasElement | null = null;
  private feed: PositionsFeed | null = null;
  private detach: (() => void) | null = null;
  private viewSeq = 0;
  /** The canvas is hidden (a zoom animation) until the worker drew view `showAfter`. */
  private showAfter = -1;
  private zooming = false;
  private dragging = false;
  private firstDrawn = false;
  /**
   * When the page first showed the canvas (a task after the first rendering update since it was
   * added): before that no frame of the worker's can be on screen. Null until then.
   */
  private canvasShownAt: number | null = null;
  /** When the worker drew its first vehicles (page time), while the canvas was not shown yet. */
  private firstDrawnAt: number | null = null;
  /** With a filter: the worker's last count of the vehicles the map holds in it. */
  private drawnCount = 0;
  private visibleIds: VisibleIds | null = null;
  /** The number of the last filter sent to the worker (its counts name the one they used). */
  private visibleSeq = 0;
  private selectedId: number | null = null;
  private following = false;
  private inset = { right: 0, bottom: 0 };
  private hoveredId: number | null = null;
  private hitSeq = 0;
  /** A hover query is out: the next pointer position waits for its answer (one at a time). */
  private hoverPending = false;
  private nextHover: L.Point | null = null;

  constructor(
    options: VehicleLayerOptions,
    onFail: () => void,
    createWorker: () => FleetWorkerPort = takeFleetWorker,
  ) {
    super();
    this.settings = options;
    this.failed = onFail;
    this.createWorker = createWorker;
  }

  /** Follows `feed`: each snapshot or batch goes to the worker as a binary frame. */
  attach(feed: PositionsFeed): () => void {
    this.detach?.();
    this.feed = feed;
    if (feed.ready) this.sendFrame(snapshotFrameOf(feed));
    const stop = feed.listen((update) => {
      this.sendFrame(frameOf(update, feed));
      // The map's own listener wrote the fleet's count: with a filter, the worker's is written
      // again now, and the one it sends for this frame when it comes.
      this.count();
    });
    this.count();
    this.detach = () => {
      stop();
      this.feed = null;
      this.detach = null;
    };
    return this.detach;
  }

  /** Only these vehicles are drawn and hit (the list's filter); null draws all. */
  setVisibleIds(ids: VisibleIds | null): void {
    const changed = !sameVisible(ids, this.visibleIds);
    this.visibleIds = ids;
    if (changed) {
      // A copy of the column (the list keeps its own), transferred.
      const list = ids ? ids.list.slice() : null;
      this.post({ type: 'visible', seq: ++this.visibleSeq, ids: list }, list ? [list.buffer] : []);
    }
    this.count();
  }

  /** The open vehicle: drawn on top with a ring, and kept in the centre while `follow`. */
  setSelected(id: number | null, follow: boolean): void {
    this.selectedId = id;
    this.following = id !== null && follow;
    this.sendSelected();
  }

  setFollowInset(right: number, bottom: number): void {
    if (right === this.inset.right && bottom === this.inset.bottom) return;
    this.inset = { right, bottom };
    this.sendSelected();
  }

  /** Where a vehicle is (its last fix; the worker draws it at most one tick's glide from there). */
  positionOf(id: number): L.LatLng | null {
    const position = this.feed?.store.vehicles.get(id);
    return position ? L.latLng(position.latitude, position.longitude) : null;
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'live-map__vehicles');
    canvas.setAttribute('aria-hidden', 'true');
    map.getContainer().appendChild(canvas);
    this.canvas = canvas;
    requestAnimationFrame(() =>
      setTimeout(() => {
        this.canvasShownAt = performance.now();
        this.markFirstVehicles();
      }, 0),
    );
    let worker: FleetWorkerPort;
    let offscreen: OffscreenCanvas;
    try {
      this.sizeCanvas(map);
      offscreen = canvas.transferControlToOffscreen();
      worker = this.createWorker();
    } catch {
      queueMicrotask(this.failed);
      return this;
    }
    worker.onmessage = (event) => this.onWorkerMessage(event.data);
    worker.onerror = () => this.failed();
    this.worker = worker;
    this.post(
      {
        type: 'init',
        canvas: offscreen,
        colors: this.settings.colors,
        reducedMotion: prefersReducedMotion(),
      },
      [offscreen],
    );
    this.sendView(false);
    this.sendSelected();
    map.on(this.events);
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off(this.events);
    this.worker?.terminate();
    this.worker = null;
    this.canvas?.remove();
    this.canvas = null;
    this.detach?.();
    return this;
  }

  private readonly events: L.LeafletEventHandlerFnMap = {
    resize: () => this.onResize(),
    move: () => {
      if (!this.zooming) this.sendView(false);
    },
    zoomanim: () => this.onZoomStart(),
    zoomstart: () => this.onZoomStart(),
    zoomend: () => this.onZoomEnd(),
    viewreset: () => this.sendView(false),
    dragstart: () => this.onDragStart(),
    dragend: () => {
      this.dragging = false;
    },
    mousemove: (event) => this.onPointerMove((event as L.LeafletMouseEvent).containerPoint),
    mouseout: () => this.setHovered(null),
    click: (event) => this.ask((event as L.LeafletMouseEvent).containerPoint, 'click'),
  };

  private post(message: FleetPageMessage, transfer: Transferable[] = []): void {
    this.worker?.postMessage(message, transfer);
  }

  private sendFrame(frame: ArrayBuffer): void {
    this.post({ type: 'positions', frame }, [frame]);
  }

  private sendSelected(): void {
    this.post({
      type: 'select',
      id: this.selectedId,
      follow: this.following,
      inset: this.inset,
    });
  }

  private sendView(ack: boolean): void {
    const map = this._map;
    if (!map || !this.worker) return;
    this.viewSeq++;
    this.post({ type: 'view', view: mapView(map, this.viewSeq), ack });
  }

  /**
   * The map holds this many vehicles (`data-vehicles`, for tests and `pnpm bench:live`): the
   * fleet without a filter; with one, what the worker last counted (it holds the same frames,
   * and knows which of them it draws), instead of a store lookup per listed vehicle here.
   */
  private count(): void {
    const container = this._map?.getContainer();
    const feed = this.feed;
    if (!container || !feed) return;
    showVehicleCount(
      container,
      this.visibleIds === null ? feed.store.vehicles.size : this.drawnCount,
    );
  }

  private sizeCanvas(map: L.Map): void {
    const { canvas } = this;
    if (!canvas) return;
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    // Once transferred, the worker sizes the drawing buffer; the page sizes the element.
    if (!this.worker) {
      canvas.width = Math.round(size.x * ratio);
      canvas.height = Math.round(size.y * ratio);
    }
    canvas.style.width = `${size.x}px`;
    canvas.style.height = `${size.y}px`;
  }

  private onResize(): void {
    if (this._map) this.sizeCanvas(this._map);
    this.sendView(false);
  }

  private onZoomStart(): void {
    if (this.zooming) return;
    this.zooming = true;
    this.setHovered(null);
    if (this.canvas) this.canvas.style.visibility = 'hidden';
    this.post({ type: 'pause' });
  }

  private onZoomEnd(): void {
    this.zooming = false;
    // Shown again once the worker drew the new zoom, not with the old zoom's picture.
    this.sendView(true);
    this.showAfter = this.viewSeq;
  }

  private onDragStart(): void {
    this.dragging = true;
    if (this.following) {
      this.following = false;
      this.sendSelected();
      this.settings.onFollowEnd?.();
    }
  }

  private onPointerMove(point: L.Point): void {
    if (this.zooming || this.dragging) return;
    if (this.hoverPending) {
      this.nextHover = point;
      return;
    }
    this.ask(point, 'hover');
  }

  private ask(point: L.Point, purpose: 'hover' | 'click'): void {
    if (purpose === 'hover') this.hoverPending = true;
    this.post({ type: 'hit', seq: ++this.hitSeq, x: point.x, y: point.y, purpose });
  }

  private setHovered(id: number | null): void {
    if (id === this.hoveredId) return;
    this.hoveredId = id;
    this._map?.getContainer().classList.toggle('live-map--pointer', id !== null);
    this.post({
      type: 'hover',
      id,
      label: id === null ? null : (this.settings.labelOf(id) ?? null),
    });
  }

  /**
   * Marks when the page first showed vehicles (`pnpm bench:live` reads it: first vehicles drawn):
   * when the worker drew them, or when the canvas was first shown if that came later. The worker's
   * frames reach the screen through the compositor, without the page's main thread, which may
   * hear of the frame only after a long task of its own.
   */
  private markFirstVehicles(): void {
    if (this.firstDrawnAt === null || this.canvasShownAt === null) return;
    performance.mark(FIRST_VEHICLES_MARK, {
      startTime: Math.max(this.firstDrawnAt, this.canvasShownAt),
    });
    this.firstDrawnAt = null;
  }

  private onWorkerMessage(message: FleetWorkerMessage): void {
    switch (message.type) {
      case 'drawn':
        if (message.vehicles > 0 && !this.firstDrawn) {
          this.firstDrawn = true;
          this.firstDrawnAt = message.at - performance.timeOrigin;
          this.markFirstVehicles();
        }
        if (this.showAfter >= 0 && message.viewSeq >= this.showAfter && !this.zooming) {
          this.showAfter = -1;
          if (this.canvas) this.canvas.style.visibility = '';
        }
        return;
      case 'count':
        // A count with an older filter is stale: the one for the current filter follows.
        if (message.visibleSeq !== this.visibleSeq) return;
        this.drawnCount = message.vehicles;
        this.count();
        return;
      case 'hit':
        if (message.purpose === 'click') {
          if (message.id !== null) this.settings.onSelect(message.id);
          return;
        }
        this.hoverPending = false;
        if (!this.zooming && !this.dragging) this.setHovered(message.id);
        if (this.nextHover) {
          const point = this.nextHover;
          this.nextHover = null;
          this.onPointerMove(point);
        }
        return;
      case 'follow': {
        const map = this._map;
        if (!map || !this.following || this.dragging || this.zooming) return;
        if (message.viewSeq !== this.viewSeq) return;
        map.panBy([message.dx, message.dy], { animate: false });
        return;
      }
      case 'failed':
        this.failed();
        return;
    }
  }
}
