import type { MotionSample, VehicleMotion } from '../../utils/vehicle-motion';
import type { FleetView } from '../../utils/fleet-view';
import { viewScale } from '../../utils/fleet-view';

/** Colours the canvas draws with, read from the design tokens (tokens.css) once. */
export interface VehicleLayerColors {
  /** By status index (VEHICLE_LIVE_STATUSES order). */
  status: readonly [string, string, string, string];
  outline: string;
  selected: string;
  labelBackground: string;
  labelText: string;
}

/** A 2D context on the page (the canvas layer) or in a worker (the offscreen layer). */
export type Fleet2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Below this zoom vehicles are dots (density), from it arrows showing the heading. */
export const ARROW_MIN_ZOOM = 9;
/** Pixels around the view still drawn (an arrow whose centre is just outside shows its tip). */
export const VIEW_MARGIN_PX = 16;
const ARROW: readonly (readonly [number, number])[] = [
  [0, -10],
  [7, 7],
  [0, 3],
  [-7, 7],
];
const DEG = Math.PI / 180;

function arrowPath(ctx: Fleet2d, px: number, py: number, heading: number, size: number): void {
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

/** The square an arrow and its outline fit in, CSS pixels (the arrow reaches 10 from its centre). */
const SPRITE_PX = 24;
const SPRITE_COLUMNS = 24;
const SPRITE_ROWS_PER_STATUS = 360 / SPRITE_COLUMNS;

/**
 * Every arrow the fleet can show, drawn once: 360 whole-degree headings in each status colour, on
 * one canvas. A frame then copies each vehicle's arrow (`drawImage`) instead of filling and
 * stroking a path per vehicle, which on a software canvas costs several times more at a few
 * thousand vehicles in view. The offscreen layer's worker draws with it; a heading is rounded to
 * the degree and a position to the device pixel.
 */
export class ArrowSprites {
  readonly canvas: OffscreenCanvas;
  readonly cell: number;

  constructor(
    colors: VehicleLayerColors,
    readonly ratio: number,
  ) {
    this.cell = Math.ceil(SPRITE_PX * ratio);
    this.canvas = new OffscreenCanvas(
      SPRITE_COLUMNS * this.cell,
      SPRITE_ROWS_PER_STATUS * colors.status.length * this.cell,
    );
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = colors.outline;
    ctx.lineJoin = 'round';
    const half = this.cell / ratio / 2;
    for (let status = 0; status < colors.status.length; status++) {
      ctx.fillStyle = colors.status[status] as string;
      for (let heading = 0; heading < 360; heading++) {
        const [x, y] = this.origin(status, heading);
        ctx.beginPath();
        arrowPath(ctx, x / ratio + half, y / ratio + half, heading, 1);
        ctx.fill();
        ctx.stroke();
      }
    }
  }

  /** The device-pixel top left of an arrow in the sheet. */
  private origin(status: number, heading: number): [number, number] {
    const row = status * SPRITE_ROWS_PER_STATUS + Math.floor(heading / SPRITE_COLUMNS);
    return [(heading % SPRITE_COLUMNS) * this.cell, row * this.cell];
  }

  /** Copies the arrow of `status` turned to `heading` centred on (px, py), CSS pixels. */
  draw(ctx: Fleet2d, px: number, py: number, heading: number, status: number): void {
    const [sx, sy] = this.origin(status, Math.round(heading) % 360);
    const { cell, ratio } = this;
    const size = cell / ratio;
    // On the device pixel grid: a copy, not a resampling.
    const dx = Math.round((px - size / 2) * ratio) / ratio;
    const dy = Math.round((py - size / 2) * ratio) / ratio;
    ctx.drawImage(this.canvas, sx, sy, cell, cell, dx, dy, size, size);
  }
}

/**
 * Clears the canvas and draws the vehicles of `slots` (the first `count`) where their glides have
 * reached at `now`: an arrow in its status colour turned to its heading, outlined, or a dot below
 * ARROW_MIN_ZOOM; one path per status (ADR 0006). The canvas layer and the offscreen layer's
 * worker draw with this, so both put the same vehicle on the same pixel (LVIEW-1).
 */
export function paintFleet(
  ctx: Fleet2d,
  motion: VehicleMotion,
  slots: ArrayLike<number>,
  count: number,
  view: FleetView,
  colors: VehicleLayerColors,
  now: number,
  at: MotionSample,
  sprites: ArrowSprites | null = null,
): void {
  const scale = viewScale(view);
  const { ox, oy } = view;
  ctx.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
  ctx.clearRect(0, 0, view.width, view.height);
  const arrows = view.zoom >= ARROW_MIN_ZOOM;
  // Slots near the view may be drawn outside it (an index's cell, a glide's reach): no path.
  const left = -VIEW_MARGIN_PX;
  const top = -VIEW_MARGIN_PX;
  const right = view.width + VIEW_MARGIN_PX;
  const bottom = view.height + VIEW_MARGIN_PX;
  if (arrows && sprites && sprites.ratio === view.ratio) {
    for (let i = 0; i < count; i++) {
      const slot = slots[i] as number;
      motion.sample(slot, now, at);
      const px = at.x * scale - ox;
      const py = at.y * scale - oy;
      if (px < left || px > right || py < top || py > bottom) continue;
      sprites.draw(ctx, px, py, at.heading, motion.status[slot] as number);
    }
    return;
  }
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = colors.outline;
  ctx.lineJoin = 'round';
  for (let status = 0; status < colors.status.length; status++) {
    ctx.fillStyle = colors.status[status] as string;
    ctx.beginPath();
    for (let i = 0; i < count; i++) {
      const slot = slots[i] as number;
      if (motion.status[slot] !== status) continue;
      motion.sample(slot, now, at);
      const px = at.x * scale - ox;
      const py = at.y * scale - oy;
      if (px < left || px > right || py < top || py > bottom) continue;
      if (arrows) arrowPath(ctx, px, py, at.heading, 1);
      else ctx.rect(px - 2.5, py - 2.5, 5, 5);
    }
    ctx.fill();
    if (arrows) ctx.stroke();
  }
}

/**
 * Where vehicle `slot` is drawn at `now`, in the view's CSS pixels, written into `at` (x, y and
 * heading): what the open vehicle's ring and the hovered plate are placed by.
 */
function sampleOnScreen(
  motion: VehicleMotion,
  slot: number,
  view: FleetView,
  now: number,
  at: MotionSample,
): MotionSample {
  const scale = viewScale(view);
  motion.sample(slot, now, at);
  at.x = at.x * scale - view.ox;
  at.y = at.y * scale - view.oy;
  return at;
}

/**
 * The open vehicle's mark centred on (px, py): a ring in the outline colour edged with the
 * selection colour, and a larger arrow in `fill` turned to `heading`. The offscreen and canvas
 * layers draw it on their canvas, the WebGL layer on its small element.
 */
export function paintRingedArrow(
  ctx: Fleet2d,
  px: number,
  py: number,
  heading: number,
  fill: string,
  colors: VehicleLayerColors,
): void {
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
  arrowPath(ctx, px, py, heading, 1.3);
  ctx.fillStyle = fill;
  ctx.fill();
}

/** The open vehicle on top: a ring and a larger arrow. */
export function paintSelected(
  ctx: Fleet2d,
  motion: VehicleMotion,
  slot: number,
  view: FleetView,
  colors: VehicleLayerColors,
  now: number,
  at: MotionSample,
): void {
  const { x, y, heading } = sampleOnScreen(motion, slot, view, now, at);
  paintRingedArrow(
    ctx,
    x,
    y,
    heading,
    colors.status[motion.status[slot] as number] as string,
    colors,
  );
}

/** The plate of the hovered vehicle, in a rounded box above it. */
export function paintLabel(
  ctx: Fleet2d,
  motion: VehicleMotion,
  slot: number,
  text: string,
  view: FleetView,
  colors: VehicleLayerColors,
  now: number,
  at: MotionSample,
): void {
  const { x: cx, y: py } = sampleOnScreen(motion, slot, view, now, at);
  const bottom = py - 16;
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
