import { headingDelta, type VehicleMotion } from './vehicle-motion';

/**
 * What the GPU reads per vehicle, interleaved in one Float32Array (32 bytes a vehicle): where
 * its glide starts and ends, relative to `origin` (world units, so float32 keeps sub-pixel
 * precision up to street zoom), the heading at the start and the turn to make, the status
 * index, and whether it is drawn (1) or not (0: filtered out or a free slot).
 */
export const GL_FIELDS = {
  fromX: 0,
  fromY: 1,
  toX: 2,
  toY: 3,
  heading: 4,
  turn: 5,
  status: 6,
  visible: 7,
} as const;
export const GL_FLOATS_PER_VEHICLE = 8;

/**
 * The fleet's motion (VehicleMotion, float64 world units) copied once per batch into the layout
 * the vertex shader reads. Every frame then costs the GPU, not JavaScript: the shader moves each
 * vehicle along its glide from one progress uniform (see `glideAt`, its JavaScript twin).
 */
export class FleetGlBuffer {
  data = new Float32Array(0);
  /** World units the relative coordinates count from, fixed by the first write. */
  originX = Number.NaN;
  originY = Number.NaN;
  /** Slots written (the motion's length): the vertices to draw. */
  count = 0;

  /** Copies every slot of `motion`; `visible[slot]` says whether a vehicle is drawn. */
  write(motion: VehicleMotion, visible: Uint8Array): void {
    const length = motion.length;
    if (this.data.length < length * GL_FLOATS_PER_VEHICLE) {
      this.data = new Float32Array(Math.max(length, 64) * GL_FLOATS_PER_VEHICLE);
    }
    if (Number.isNaN(this.originX) && length > 0) {
      for (let slot = 0; slot < length; slot++) {
        if (!motion.alive[slot]) continue;
        this.originX = motion.toX[slot] as number;
        this.originY = motion.toY[slot] as number;
        break;
      }
    }
    const ox = Number.isNaN(this.originX) ? 0 : this.originX;
    const oy = Number.isNaN(this.originY) ? 0 : this.originY;
    const { data } = this;
    for (let slot = 0, at = 0; slot < length; slot++, at += GL_FLOATS_PER_VEHICLE) {
      const from = motion.fromHeading[slot] as number;
      data[at] = (motion.fromX[slot] as number) - ox;
      data[at + 1] = (motion.fromY[slot] as number) - oy;
      data[at + 2] = (motion.toX[slot] as number) - ox;
      data[at + 3] = (motion.toY[slot] as number) - oy;
      data[at + 4] = from;
      data[at + 5] = headingDelta(from, motion.toHeading[slot] as number);
      data[at + 6] = motion.status[slot] as number;
      data[at + 7] = motion.alive[slot] && visible[slot] ? 1 : 0;
    }
    this.count = length;
  }

  /** Only the drawn flags (a filter change): no position moves. */
  writeVisible(motion: VehicleMotion, visible: Uint8Array): void {
    const { data } = this;
    const length = Math.min(this.count, motion.length);
    for (let slot = 0; slot < length; slot++) {
      data[slot * GL_FLOATS_PER_VEHICLE + GL_FIELDS.visible] =
        motion.alive[slot] && visible[slot] ? 1 : 0;
    }
  }
}

/**
 * Where slot `slot` of `data` is at glide progress `p` (0 to 1), in absolute world units and
 * degrees: the vertex shader's arithmetic in JavaScript, for tests and the followed vehicle.
 */
export function glideAt(
  buffer: FleetGlBuffer,
  slot: number,
  p: number,
): { x: number; y: number; heading: number } {
  const { data } = buffer;
  const at = slot * GL_FLOATS_PER_VEHICLE;
  const fx = data[at] as number;
  const fy = data[at + 1] as number;
  const h = (data[at + 4] as number) + (data[at + 5] as number) * p;
  return {
    x: buffer.originX + fx + ((data[at + 2] as number) - fx) * p,
    y: buffer.originY + fy + ((data[at + 3] as number) - fy) * p,
    heading: ((h % 360) + 360) % 360,
  };
}
