import L from 'leaflet';
import type { PositionsFeed, PositionsUpdate } from '@/lib/live-channel';
import { HitIndex } from '../../utils/hit-index';
import { unprojectX, unprojectY, worldScale } from '../../utils/mercator';
import { VehicleMotion, type MotionSample } from '../../utils/vehicle-motion';

/** Colours the canvas draws with, read from the design tokens (tokens.css) once. */
export interface VehicleLayerColors {
  /** By status index (VEHICLE_LIVE_STATUSES order). */
  status: readonly [string, string, string, string];
  outline: string;
  selected: string;
  labelBackground: string;
  labelText: string;
}

export interface VehicleLayerOptions {
  colors: VehicleLayerColors;
  /** The plate shown when the pointer rests on a vehicle. */
  labelOf: (id: number) => string | undefined;
  onSelect: (id: number) => void;
  /** The user dragged the map while a vehicle was followed: following stops. */
  onFollowEnd?: () => void;
}

/** Below this zoom vehicles are dots (density), from it arrows showing the heading. */
const ARROW_MIN_ZOOM = 9;
/** Pointer distance that still hits a vehicle, CSS pixels. */
const HIT_RADIUS_PX = 10;
const ARROW: readonly (readonly [number, number])[] = [
  [0, -10],
  [7, 7],
  [0, 3],
  [-7, 7],
];
const DEG = Math.PI / 180;

/**
 * All vehicles on one canvas above the map's panes (not a DOM marker each). Fixes go into typed
 * arrays (VehicleMotion); every animation frame draws each vehicle in view where its glide from
 * the previous fix to the new one has reached, as an arrow in its status colour turned to its
 * heading (a dot when zoomed far out). The spatial index (kdbush, rebuilt per batch and per
 * filter change) gives the frame its vehicles in view and the pointer its vehicle. Frames cost
 * O(vehicles in view) and nothing runs through React; when nothing moves, frames draw nothing.
 */
export class VehicleLayer extends L.Layer {
  readonly motion = new VehicleMotion();
  readonly renderer = 'canvas';
  private firstDrawn = false;
  private readonly index = new HitIndex(this.motion);
  private readonly sampleOut: MotionSample = { x: 0, y: 0, heading: 0 };
  private readonly settings: VehicleLayerOptions;
  private canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  private frame = 0;
  private dirty = true;
  private zooming = false;
  private dragging = false;
  private visibleIds: ReadonlySet<number> | null = null;
  private visibleSlots = new Uint8Array(0);
  private hovered = -1;
  private selectedId: number | null = null;
  private following = false;
  /** Pixels of the map covered on the right and at the bottom (the vehicle card). */
  private inset = { right: 0, bottom: 0 };
  private detach: (() => void) | null = null;

  constructor(options: VehicleLayerOptions) {
    super();
    this.settings = options;
  }

  /** Follows `feed`: each snapshot or batch updates the motion and the index. */
  attach(feed: PositionsFeed): () => void {
    this.detach?.();
    const apply = (update: PositionsUpdate) => {
      this.motion.update(update.ids, (id) => feed.store.vehicles.get(id), performance.now(), {
        snap: update.kind === 'snapshot',
        gone: update.gone,
      });
      this.reindex();
    };
    if (feed.ready) {
      const ids = Int32Array.from(feed.store.vehicles.keys());
      this.motion.update(ids, (id) => feed.store.vehicles.get(id), performance.now(), {
        snap: true,
      });
      this.reindex();
    }
    const stop = feed.listen(apply);
    this.detach = () => {
      stop();
      this.detach = null;
    };
    return this.detach;
  }

  /** Only these vehicles are drawn and hit (the list's filter); null draws all. */
  setVisibleIds(ids: ReadonlySet<number> | null): void {
    this.visibleIds = ids;
    this.reindex();
  }

  /** The open vehicle: drawn on top with a ring, and kept in the centre while `follow`. */
  setSelected(id: number | null, follow: boolean): void {
    this.selectedId = id;
    this.following = id !== null && follow;
    this.dirty = true;
  }

  /** A followed vehicle is kept in the middle of the part of the map not covered by these. */
  setFollowInset(right: number, bottom: number): void {
    this.inset = { right, bottom };
  }

  /** Where a vehicle is drawn now, or null when it has no position. */
  positionOf(id: number): L.LatLng | null {
    const slot = this.motion.slotOf.get(id);
    if (slot === undefined) return null;
    const at = this.motion.sample(slot, performance.now(), this.sampleOut);
    return L.latLng(unprojectY(at.y), unprojectX(at.x));
  }

  /** How many vehicles the last frame drew (for tests and diagnostics). */
  drawnCount = 0;

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'live-map__vehicles');
    canvas.setAttribute('aria-hidden', 'true');
    map.getContainer().appendChild(canvas);
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    this.resize();
    map.on(this.events);
    this.dirty = true;
    this.frame = requestAnimationFrame(this.tick);
    return this;
  }

  override onRemove(map: L.Map): this {
    cancelAnimationFrame(this.frame);
    map.off(this.events);
    this.canvas?.remove();
    this.canvas = null;
    this.context = null;
    this.detach?.();
    return this;
  }

  private readonly events: L.LeafletEventHandlerFnMap = {
    resize: () => this.resize(),
    move: () => this.markDirty(),
    zoomanim: () => this.onZoomStart(),
    zoomstart: () => this.onZoomStart(),
    zoomend: () => this.onZoomEnd(),
    dragstart: () => this.onDragStart(),
    dragend: () => this.onDragEnd(),
    mousemove: (event) => this.onPointerMove(event as L.LeafletMouseEvent),
    mouseout: () => this.onPointerOut(),
    click: (event) => this.onClick(event as L.LeafletMouseEvent),
  };

  private readonly markDirty = () => {
    this.dirty = true;
  };

  private reindex(): void {
    const { motion } = this;
    if (this.visibleSlots.length < motion.length)
      this.visibleSlots = new Uint8Array(motion.ids.length);
    for (let slot = 0; slot < motion.length; slot++) {
      this.visibleSlots[slot] =
        motion.alive[slot] && (this.visibleIds?.has(motion.ids[slot] as number) ?? true) ? 1 : 0;
    }
    this.index.rebuild((slot) => this.visibleSlots[slot] === 1);
    // What the map holds, for browser tests and diagnostics (the list's count must match it).
    this._map?.getContainer().setAttribute('data-vehicles', String(this.index.size));
    this.dirty = true;
  }

  private resize(): void {
    const { canvas, _map: map } = this;
    if (!canvas || !map) return;
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(size.x * ratio);
    canvas.height = Math.round(size.y * ratio);
    canvas.style.width = `${size.x}px`;
    canvas.style.height = `${size.y}px`;
    this.dirty = true;
  }

  private onZoomStart(): void {
    this.zooming = true;
    if (this.canvas) this.canvas.style.visibility = 'hidden';
  }

  private onZoomEnd(): void {
    this.zooming = false;
    if (this.canvas) this.canvas.style.visibility = '';
    this.dirty = true;
  }

  private onDragStart(): void {
    this.dragging = true;
    if (this.following) {
      this.following = false;
      this.settings.onFollowEnd?.();
    }
  }

  private onDragEnd(): void {
    this.dragging = false;
  }

  /** World units under a container point, and the world units one CSS pixel spans. */
  private toWorld(point: L.Point): { x: number; y: number; perPixel: number } {
    const map = this._map;
    const scale = worldScale(map.getZoom());
    const origin = map.getPixelOrigin();
    const layerOrigin = map.containerPointToLayerPoint([0, 0]);
    return {
      x: (point.x + origin.x + layerOrigin.x) / scale,
      y: (point.y + origin.y + layerOrigin.y) / scale,
      perPixel: 1 / scale,
    };
  }

  private hitAt(point: L.Point): number {
    const at = this.toWorld(point);
    return this.index.nearest(at.x, at.y, HIT_RADIUS_PX * at.perPixel, performance.now());
  }

  private onPointerMove(event: L.LeafletMouseEvent): void {
    if (this.zooming || this.dragging) return;
    const slot = this.hitAt(event.containerPoint);
    if (slot === this.hovered) return;
    this.hovered = slot;
    this._map.getContainer().classList.toggle('live-map--pointer', slot >= 0);
    this.dirty = true;
  }

  private onPointerOut(): void {
    if (this.hovered < 0) return;
    this.hovered = -1;
    this._map?.getContainer().classList.remove('live-map--pointer');
    this.dirty = true;
  }

  private onClick(event: L.LeafletMouseEvent): void {
    const slot = this.hitAt(event.containerPoint);
    if (slot >= 0) this.settings.onSelect(this.motion.ids[slot] as number);
  }

  private readonly tick = () => {
    this.frame = requestAnimationFrame(this.tick);
    const map = this._map;
    if (!map || !this.context || this.zooming) return;
    const now = performance.now();
    if (this.following && !this.dragging) this.follow(map, now);
    if (!this.dirty && !this.motion.isMoving(now)) return;
    this.dirty = false;
    this.draw(map, this.context, now);
  };

  private follow(map: L.Map, now: number): void {
    const slot = this.selectedId === null ? undefined : this.motion.slotOf.get(this.selectedId);
    if (slot === undefined) return;
    const at = this.motion.sample(slot, now, this.sampleOut);
    const scale = worldScale(map.getZoom());
    const origin = map.getPixelOrigin();
    const layerOrigin = map.containerPointToLayerPoint([0, 0]);
    const size = map.getSize();
    const dx = at.x * scale - origin.x - layerOrigin.x - (size.x - this.inset.right) / 2;
    const dy = at.y * scale - origin.y - layerOrigin.y - (size.y - this.inset.bottom) / 2;
    if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) map.panBy([dx, dy], { animate: false });
  }

  private draw(map: L.Map, ctx: CanvasRenderingContext2D, now: number): void {
    const { motion, settings } = this;
    const { colors } = settings;
    const size = map.getSize();
    const zoom = map.getZoom();
    const scale = worldScale(zoom);
    const origin = map.getPixelOrigin();
    const layerOrigin = map.containerPointToLayerPoint([0, 0]);
    const ox = origin.x + layerOrigin.x;
    const oy = origin.y + layerOrigin.y;
    const ratio = window.devicePixelRatio || 1;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, size.x, size.y);

    const margin = 16;
    const slots = this.index.within(
      (ox - margin) / scale,
      (oy - margin) / scale,
      (ox + size.x + margin) / scale,
      (oy + size.y + margin) / scale,
    );
    this.drawnCount = slots.length;
    if (!this.firstDrawn && slots.length > 0) {
      // When the page first showed vehicles: `pnpm bench:live` reads it (first vehicles drawn).
      this.firstDrawn = true;
      performance.mark('live-view:first-vehicles');
    }
    const arrows = zoom >= ARROW_MIN_ZOOM;
    const at = this.sampleOut;
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = colors.outline;
    ctx.lineJoin = 'round';
    for (let status = 0; status < colors.status.length; status++) {
      ctx.fillStyle = colors.status[status] as string;
      ctx.beginPath();
      for (const slot of slots) {
        if (motion.status[slot] !== status) continue;
        motion.sample(slot, now, at);
        const px = at.x * scale - ox;
        const py = at.y * scale - oy;
        if (arrows) this.arrowPath(ctx, px, py, at.heading, 1);
        else ctx.rect(px - 2.5, py - 2.5, 5, 5);
      }
      ctx.fill();
      if (arrows) ctx.stroke();
    }

    const selectedSlot = this.selectedId === null ? undefined : motion.slotOf.get(this.selectedId);
    if (selectedSlot !== undefined && this.visibleSlots[selectedSlot]) {
      motion.sample(selectedSlot, now, at);
      const px = at.x * scale - ox;
      const py = at.y * scale - oy;
      ctx.beginPath();
      ctx.arc(px, py, 18, 0, 2 * Math.PI);
      ctx.fillStyle = colors.outline;
      ctx.globalAlpha = 0.85;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.lineWidth = 3;
      ctx.strokeStyle = colors.selected;
      ctx.stroke();
      ctx.beginPath();
      this.arrowPath(ctx, px, py, at.heading, 1.3);
      ctx.fillStyle = colors.status[motion.status[selectedSlot] as number] as string;
      ctx.fill();
    }

    if (this.hovered >= 0 && motion.alive[this.hovered] && this.visibleSlots[this.hovered]) {
      const label = settings.labelOf(motion.ids[this.hovered] as number);
      if (label) {
        motion.sample(this.hovered, now, at);
        this.label(ctx, label, at.x * scale - ox, at.y * scale - oy - 16);
      }
    }
  }

  private arrowPath(
    ctx: CanvasRenderingContext2D,
    px: number,
    py: number,
    heading: number,
    size: number,
  ): void {
    const cos = Math.cos(heading * DEG) * size;
    const sin = Math.sin(heading * DEG) * size;
    for (let i = 0; i < ARROW.length; i++) {
      const [lx, ly] = ARROW[i] as readonly [number, number];
      const x = px + lx * cos - ly * sin;
      const y = py + lx * sin + ly * cos;
      if (i === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
  }

  private label(ctx: CanvasRenderingContext2D, text: string, cx: number, bottom: number): void {
    const { colors } = this.settings;
    ctx.font = '600 12px "Inter Variable", system-ui, sans-serif';
    const width = ctx.measureText(text).width + 12;
    const height = 20;
    const x = cx - width / 2;
    const y = bottom - height;
    ctx.beginPath();
    ctx.roundRect(x, y, width, height, 4);
    ctx.fillStyle = colors.labelBackground;
    ctx.fill();
    ctx.fillStyle = colors.labelText;
    ctx.textBaseline = 'middle';
    ctx.textAlign = 'center';
    ctx.fillText(text, cx, y + height / 2 + 0.5);
  }
}
