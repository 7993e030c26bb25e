import { decodePositionsBinary } from '@armada/contracts/live';
import {
  EMPTY_VIEW,
  followDelta,
  viewBox,
  viewScale,
  worldAt,
  type FleetView,
} from '../../utils/fleet-view';
import { GridIndex } from '../../utils/grid-index';
import { VehicleMotion, type MotionSample } from '../../utils/vehicle-motion';
import {
  ArrowSprites,
  VIEW_MARGIN_PX,
  paintFleet,
  paintLabel,
  paintSelected,
  type Fleet2d,
  type VehicleLayerColors,
} from './fleet-paint';
import type { FleetPageMessage, FleetWorkerMessage } from './offscreen-protocol';

/** Pointer distance that still hits a vehicle, CSS pixels (LVIEW-3, as the canvas layer). */
const HIT_RADIUS_PX = 10;
/** Frames the log keeps (over two minutes at 60 fps). */
const LOG_SIZE = 8192;

/**
 * The frames the worker drew, for `pnpm bench:live` (read from the worker's global
 * `__armadaFleetFrames`): the animation-frame time of each frame that drew (not of frames that
 * had nothing to draw), how long its drawing took, and the time spent on position frames.
 */
export class FrameLog {
  /** Frames drawn since the worker started; frame i is at index i % LOG_SIZE. */
  count = 0;
  readonly times = new Float64Array(LOG_SIZE);
  readonly drawMs = new Float64Array(LOG_SIZE);
  /** Position frames applied, and the milliseconds that took (decode, motion, visibility). */
  batches = 0;
  batchMs = 0;

  add(time: number, drawMs: number): void {
    const at = this.count % LOG_SIZE;
    this.times[at] = time;
    this.drawMs[at] = drawMs;
    this.count++;
  }
}

/**
 * The fleet as the offscreen layer's worker holds and draws it (ADR 0058, the worker addendum):
 * the motion of every vehicle from the binary position frames the page hands over, the list's
 * filter, the view the page reports, and one frame drawn per animation frame while anything
 * moves, with the same painter as the canvas layer. It answers hit tests from a grid of the
 * drawn vehicles and tells the page how far to pan to keep a followed vehicle in the middle.
 * No DOM: the worker's entry (offscreen-fleet.worker.ts) wires it to `self`; tests drive it.
 */
export class OffscreenFleet {
  readonly motion = new VehicleMotion();
  readonly log = new FrameLog();
  private readonly grid = new GridIndex(this.motion, (slot) => this.visibleSlots[slot] === 1);
  private readonly at: MotionSample = { x: 0, y: 0, heading: 0 };
  private canvas: OffscreenCanvas | null = null;
  private context: Fleet2d | null = null;
  private colors: VehicleLayerColors | null = null;
  /** The arrows drawn once for the view's pixel ratio (where OffscreenCanvas exists). */
  private sprites: ArrowSprites | null = null;
  private view: FleetView = EMPTY_VIEW;
  /** Nothing is drawn before the first view and during a zoom animation. */
  private paused = true;
  /** The view seq whose first drawn frame the page waits for; -1 for none. */
  private ackSeq = -1;
  private visibleIds: Set<number> | null = null;
  /** The page's number of the filter in `visibleIds` (0 before the first). */
  private visibleSeq = 0;
  private visibleSlots = new Uint8Array(0);
  private selectedId: number | null = null;
  private following = false;
  private inset = { right: 0, bottom: 0 };
  /** The view seq of the last pan asked for: one ask per view, the page answers with a view. */
  private followSeq = -1;
  private hoveredId: number | null = null;
  private label: string | null = null;
  private dirty = true;
  private firstDrawn = false;

  constructor(
    private readonly post: (message: FleetWorkerMessage) => void,
    /** The clock that times the work for the log (performance.now in the worker). */
    private readonly clock: () => number = () => performance.now(),
    /** Milliseconds since the epoch, for the page's timeline (`drawn.at`). */
    private readonly epochNow: () => number = () => performance.timeOrigin + performance.now(),
  ) {}

  /** Handles one message from the page at `now` (the worker's performance.now()). */
  receive(message: FleetPageMessage, now: number): void {
    switch (message.type) {
      case 'init':
        this.init(message.canvas, message.colors, message.reducedMotion);
        return;
      case 'view':
        this.setView(message.view, message.ack);
        return;
      case 'pause':
        this.paused = true;
        return;
      case 'positions':
        this.applyPositions(message.frame, now);
        return;
      case 'visible':
        this.visibleIds = message.ids ? new Set(message.ids) : null;
        this.visibleSeq = message.seq;
        this.refreshVisible();
        return;
      case 'select':
        this.selectedId = message.id;
        this.following = message.id !== null && message.follow;
        this.inset = message.inset;
        this.followSeq = -1;
        this.dirty = true;
        return;
      case 'hit':
        this.post({
          type: 'hit',
          seq: message.seq,
          purpose: message.purpose,
          id: this.hitAt(message.x, message.y, now),
        });
        return;
      case 'hover':
        this.hoveredId = message.id;
        this.label = message.label;
        this.dirty = true;
        return;
    }
  }

  /** One animation frame at `now`: draws when anything moved or changed. True when it drew. */
  frame(now: number): boolean {
    const { context: ctx, colors, view } = this;
    if (!ctx || !colors || this.paused) return false;
    if (this.following) this.follow(now);
    if (!this.dirty && !this.motion.isMoving(now)) return false;
    this.dirty = false;
    const started = this.clock();
    const box = viewBox(view, VIEW_MARGIN_PX);
    const cellSize = (HIT_RADIUS_PX * 4) / viewScale(view);
    const count = this.grid.within(box.minX, box.minY, box.maxX, box.maxY, cellSize);
    const { motion, at } = this;
    paintFleet(
      ctx,
      motion,
      this.grid.foundSlots,
      count,
      view,
      colors,
      now,
      at,
      this.spritesFor(view),
    );
    const selected = this.drawnSlot(this.selectedId);
    if (selected >= 0) paintSelected(ctx, motion, selected, view, colors, now, at);
    const hovered = this.drawnSlot(this.hoveredId);
    if (hovered >= 0 && this.label)
      paintLabel(ctx, motion, hovered, this.label, view, colors, now, at);
    const firstVehicles = !this.firstDrawn && count > 0;
    if (firstVehicles) this.firstDrawn = true;
    if (firstVehicles || (this.ackSeq >= 0 && view.seq >= this.ackSeq)) {
      this.ackSeq = -1;
      this.post({ type: 'drawn', viewSeq: view.seq, vehicles: count, at: this.epochNow() });
    }
    this.log.add(now, this.clock() - started);
    return true;
  }

  private spritesFor(view: FleetView): ArrowSprites | null {
    if (!this.colors || typeof OffscreenCanvas !== 'function') return null;
    if (this.sprites?.ratio !== view.ratio)
      this.sprites = new ArrowSprites(this.colors, view.ratio);
    return this.sprites;
  }

  private init(canvas: OffscreenCanvas, colors: VehicleLayerColors, reducedMotion: boolean): void {
    const context = canvas.getContext('2d');
    if (!context) {
      this.post({ type: 'failed', reason: 'no 2d context on the offscreen canvas' });
      return;
    }
    this.canvas = canvas;
    this.context = context;
    this.colors = colors;
    this.motion.jump = reducedMotion;
    this.dirty = true;
  }

  private setView(view: FleetView, ack: boolean): void {
    const { canvas } = this;
    if (canvas) {
      const width = Math.round(view.width * view.ratio);
      const height = Math.round(view.height * view.ratio);
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
    }
    if (view.zoom !== this.view.zoom) this.grid.invalidate();
    this.view = view;
    this.paused = false;
    if (ack) this.ackSeq = view.seq;
    this.dirty = true;
  }

  private applyPositions(frame: ArrayBuffer, now: number): void {
    const started = this.clock();
    const decoded = decodePositionsBinary(frame);
    // The page applied this frame to its store after the same check: a refusal cannot happen.
    if (!decoded.ok) return;
    this.motion.updateColumns(decoded.value, now);
    this.refreshVisible();
    this.log.batches++;
    this.log.batchMs += this.clock() - started;
  }

  /**
   * Which slots are drawn: in use, and in the list's filter when there is one. Their number goes
   * to the page (its `data-vehicles`), which so needs no pass of its own over the filter.
   */
  private refreshVisible(): void {
    const { motion, visibleIds } = this;
    if (this.visibleSlots.length < motion.ids.length)
      this.visibleSlots = new Uint8Array(motion.ids.length);
    let drawn = 0;
    for (let slot = 0; slot < motion.length; slot++) {
      const on = motion.alive[slot] === 1 && (visibleIds?.has(motion.ids[slot] as number) ?? true);
      this.visibleSlots[slot] = on ? 1 : 0;
      if (on) drawn++;
    }
    this.grid.invalidate();
    this.dirty = true;
    this.post({ type: 'count', visibleSeq: this.visibleSeq, vehicles: drawn });
  }

  /** The slot of vehicle `id` when it is drawn; -1 otherwise. */
  private drawnSlot(id: number | null): number {
    if (id === null) return -1;
    const slot = this.motion.slotOf.get(id);
    return slot !== undefined && this.visibleSlots[slot] === 1 ? slot : -1;
  }

  private hitAt(x: number, y: number, now: number): number | null {
    if (this.view.zoom === 0 && this.view.width === 0) return null;
    const at = worldAt(this.view, x, y);
    const slot = this.grid.nearest(at.x, at.y, HIT_RADIUS_PX / viewScale(this.view), now);
    return slot >= 0 ? (this.motion.ids[slot] as number) : null;
  }

  private follow(now: number): void {
    if (this.followSeq === this.view.seq) return;
    const slot = this.selectedId === null ? undefined : this.motion.slotOf.get(this.selectedId);
    if (slot === undefined) return;
    const pan = followDelta(this.view, this.motion.sample(slot, now, this.at), this.inset);
    if (!pan) return;
    this.followSeq = this.view.seq;
    this.post({ type: 'follow', viewSeq: this.view.seq, dx: pan.dx, dy: pan.dy });
  }
}
