const EARTH_M_PER_DEG = 111_320;
/** Segments per box: a box farther than the best distance so far is skipped whole. */
const CHUNK = 32;

/** A planned path in flat metres around its own latitude (fine at city scale), boxed in chunks. */
export interface PathIndex {
  readonly cosLat: number;
  readonly x: Float64Array;
  readonly y: Float64Array;
  /** Per chunk of segments: minX, minY, maxX, maxY. */
  readonly boxes: Float64Array;
}

export function pathIndex(path: readonly (readonly [number, number])[]): PathIndex {
  const lat0 = path.reduce((sum, [lat]) => sum + lat, 0) / Math.max(1, path.length);
  const cosLat = Math.cos((lat0 * Math.PI) / 180);
  const x = new Float64Array(path.length);
  const y = new Float64Array(path.length);
  path.forEach(([lat, lng], i) => {
    x[i] = lng * EARTH_M_PER_DEG * cosLat;
    y[i] = lat * EARTH_M_PER_DEG;
  });
  const segments = Math.max(0, path.length - 1);
  const boxes = new Float64Array(Math.ceil(segments / CHUNK) * 4);
  for (let c = 0; c * CHUNK < segments; c++) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let i = c * CHUNK; i <= Math.min(segments, (c + 1) * CHUNK); i++) {
      minX = Math.min(minX, x[i] ?? 0);
      maxX = Math.max(maxX, x[i] ?? 0);
      minY = Math.min(minY, y[i] ?? 0);
      maxY = Math.max(maxY, y[i] ?? 0);
    }
    boxes.set([minX, minY, maxX, maxY], c * 4);
  }
  return { cosLat, x, y, boxes };
}

/** CT-5: the shortest distance in metres from a point to the path. */
export function distanceToPathM(path: PathIndex, latitude: number, longitude: number): number {
  const px = longitude * EARTH_M_PER_DEG * path.cosLat;
  const py = latitude * EARTH_M_PER_DEG;
  const { x, y, boxes } = path;
  if (x.length === 1) return Math.hypot(px - (x[0] ?? 0), py - (y[0] ?? 0));
  let best = Infinity;
  for (let c = 0; c < boxes.length / 4; c++) {
    const dx = Math.max((boxes[c * 4] ?? 0) - px, 0, px - (boxes[c * 4 + 2] ?? 0));
    const dy = Math.max((boxes[c * 4 + 1] ?? 0) - py, 0, py - (boxes[c * 4 + 3] ?? 0));
    if (Math.hypot(dx, dy) >= best) continue;
    const last = Math.min(x.length - 1, (c + 1) * CHUNK);
    for (let i = c * CHUNK; i < last; i++) {
      const ax = x[i] ?? 0;
      const ay = y[i] ?? 0;
      const vx = (x[i + 1] ?? 0) - ax;
      const vy = (y[i + 1] ?? 0) - ay;
      const length2 = vx * vx + vy * vy;
      const t =
        length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * vx + (py - ay) * vy) / length2));
      best = Math.min(best, Math.hypot(px - (ax + t * vx), py - (ay + t * vy)));
    }
  }
  return best;
}

/** The length of a path in metres. */
export function pathLengthM(path: readonly (readonly [number, number])[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const [lat1, lng1] = path[i - 1] ?? [0, 0];
    const [lat2, lng2] = path[i] ?? [0, 0];
    const cos = Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
    total += Math.hypot((lng2 - lng1) * cos, lat2 - lat1) * EARTH_M_PER_DEG;
  }
  return total;
}
