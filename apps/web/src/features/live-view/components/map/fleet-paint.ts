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
  const scale = viewScale(view);
  motion.sample(slot, now, at);
  const px = at.x * scale - view.ox;
  const py = at.y * scale - view.oy;
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
  arrowPath(ctx, px, py, at.heading, 1.3);
  ctx.fillStyle = colors.status[motion.status[slot] as number] as string;
  ctx.fill();
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
  const scale = viewScale(view);
  motion.sample(slot, now, at);
  const cx = at.x * scale - view.ox;
  const bottom = at.y * scale - view.oy - 16;
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
