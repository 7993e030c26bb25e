import L from 'leaflet';
import type { PositionsFeed, PositionsUpdate } from '@/lib/live-channel';
import { followDelta, viewBox, worldAt, type FleetView } from '../../utils/fleet-view';
import { HitIndex } from '../../utils/hit-index';
import { unprojectX, unprojectY, worldScale } from '../../utils/mercator';
import { VehicleMotion, type MotionSample } from '../../utils/vehicle-motion';
import type { VisibleIds } from '../../utils/visible-ids';
import {
  VIEW_MARGIN_PX,
  paintFleet,
  paintLabel,
  paintSelected,
  type VehicleLayerColors,
} from './fleet-paint';
import { FIRST_VEHICLES_MARK, showVehicleCount } from '../../utils/fleet-renderer';

export type { VehicleLayerColors };

export interface VehicleLayerOptions {
  colors: VehicleLayerColors;
  /** The plate shown when the pointer rests on a vehicle. */
  labelOf: (id: number) => string | undefined;
  onSelect: (id: number) => void;
  /** The user dragged the map while a vehicle was followed: following stops. */
  onFollowEnd?: () => void;
}

/** Pointer distance that still hits a vehicle, CSS pixels (LVIEW-3). */
export const HIT_RADIUS_PX = 10;

/** The map's view as the fleet's layers draw it (see FleetView). */
export function mapView(map: L.Map, seq = 0): FleetView {
  const origin = map.getPixelOrigin();
  const layerOrigin = map.containerPointToLayerPoint([0, 0]);
  const size = map.getSize();
  return {
    seq,
    ox: origin.x + layerOrigin.x,
    oy: origin.y + layerOrigin.y,
    zoom: map.getZoom(),
    width: size.x,
    height: size.y,
    ratio: window.devicePixelRatio || 1,
  };
}

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
  private visibleIds: VisibleIds | null = null;
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
      this.motion.updateFixes(update.ids, feed.store, performance.now(), {
        snap: update.kind === 'snapshot',
        gone: update.gone,
      });
      this.reindex();
    };
    if (feed.ready) {
      const ids = Int32Array.from(feed.store.vehicles.keys());
      this.motion.updateFixes(ids, feed.store, performance.now(), {
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
  setVisibleIds(ids: VisibleIds | null): void {
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
    showVehicleCount(this._map?.getContainer(), this.index.size);
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

  private hitAt(point: L.Point): number {
    const view = mapView(this._map);
    const at = worldAt(view, point.x, point.y);
    return this.index.nearest(at.x, at.y, HIT_RADIUS_PX / worldScale(view.zoom), performance.now());
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
    const pan = followDelta(mapView(map), at, this.inset);
    if (pan) map.panBy([pan.dx, pan.dy], { animate: false });
  }

  private draw(map: L.Map, ctx: CanvasRenderingContext2D, now: number): void {
    const { motion, settings } = this;
    const { colors } = settings;
    const view = mapView(map);
    const box = viewBox(view, VIEW_MARGIN_PX);
    const slots = this.index.within(box.minX, box.minY, box.maxX, box.maxY);
    this.drawnCount = slots.length;
    if (!this.firstDrawn && slots.length > 0) {
      // When the page first showed vehicles: `pnpm bench:live` reads it (first vehicles drawn).
      this.firstDrawn = true;
      performance.mark(FIRST_VEHICLES_MARK);
    }
    const at = this.sampleOut;
    paintFleet(ctx, motion, slots, slots.length, view, colors, now, at);

    const selectedSlot = this.selectedId === null ? undefined : motion.slotOf.get(this.selectedId);
    if (selectedSlot !== undefined && this.visibleSlots[selectedSlot]) {
      paintSelected(ctx, motion, selectedSlot, view, colors, now, at);
    }

    if (this.hovered >= 0 && motion.alive[this.hovered] && this.visibleSlots[this.hovered]) {
      const label = settings.labelOf(motion.ids[this.hovered] as number);
      if (label) paintLabel(ctx, motion, this.hovered, label, view, colors, now, at);
    }
  }
}
