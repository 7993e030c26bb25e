import { MAX_GLIDE_GAP_S, type PreparedTrack } from './track-data';

/** The lines the chart under the map can draw (PLAY-10). */
export type ChartLine = 'speed' | 'fuel' | 'temperature' | 'ignition';

export interface ChartSeries {
  /** Seconds since the epoch (uPlot's time axis). */
  x: number[];
  speed: (number | null)[];
  fuel: (number | null)[] | null;
  temperature: (number | null)[] | null;
  /** 1 engine on, 0 off. */
  ignition: (number | null)[];
  /** The lines this vehicle has: speed and ignition always, fuel and temperature with sensors. */
  lines: ChartLine[];
}

/** Points the chart keeps at most per pixel-ish bucket pair; a week is drawn from about 3,000. */
export const CHART_BUCKETS = 1500;

const value = (array: Float32Array, i: number) => {
  const v = array[i] as number;
  return Number.isNaN(v) ? null : v;
};

/**
 * PLAY-10: the chart's lines from the positions. A long track is thinned to CHART_BUCKETS
 * buckets of equal time, each keeping its slowest and fastest positions (so a peak of speed is
 * never lost), in time order; the other lines are read at the same positions. A blind stretch
 * (PLAY-5) breaks the lines instead of joining across it.
 */
export function chartSeries(track: PreparedTrack, buckets = CHART_BUCKETS): ChartSeries {
  const { count, time, speed } = track;
  const kept: number[] = [];
  if (count <= buckets * 2) {
    for (let i = 0; i < count; i++) kept.push(i);
  } else {
    const first = time[0] as number;
    const span = Math.max(1, (time[count - 1] as number) - first);
    let bucket = -1;
    let low = -1;
    let high = -1;
    const flush = () => {
      if (low < 0) return;
      if (low === high) kept.push(low);
      else kept.push(Math.min(low, high), Math.max(low, high));
    };
    for (let i = 0; i < count; i++) {
      const b = Math.min(buckets - 1, Math.floor((((time[i] as number) - first) / span) * buckets));
      if (b !== bucket) {
        flush();
        bucket = b;
        low = i;
        high = i;
      } else {
        if ((speed[i] as number) < (speed[low] as number)) low = i;
        if ((speed[i] as number) > (speed[high] as number)) high = i;
      }
    }
    flush();
    // The very first and last positions stay, whatever their speed.
    if (kept[0] !== 0) kept.unshift(0);
    if (kept[kept.length - 1] !== count - 1) kept.push(count - 1);
  }

  const out: ChartSeries = {
    x: [],
    speed: [],
    fuel: track.fuel ? [] : null,
    temperature: track.temperature ? [] : null,
    ignition: [],
    lines: [
      'speed',
      ...(track.fuel ? (['fuel'] as const) : []),
      ...(track.temperature ? (['temperature'] as const) : []),
      'ignition',
    ],
  };
  // Blind stretches up to each position, so a gap is found between kept positions apart.
  const gapsUpTo = new Uint32Array(count);
  for (let i = 1; i < count; i++) {
    const gap = (time[i] as number) - (time[i - 1] as number) > MAX_GLIDE_GAP_S ? 1 : 0;
    gapsUpTo[i] = (gapsUpTo[i - 1] as number) + gap;
  }
  const startS = track.fromMs / 1000;
  let previous = -1;
  for (const i of kept) {
    const t = time[i] as number;
    if (previous >= 0 && (gapsUpTo[i] as number) > (gapsUpTo[previous] as number)) {
      out.x.push(startS + (time[previous] as number) + 1);
      out.speed.push(null);
      out.fuel?.push(null);
      out.temperature?.push(null);
      out.ignition.push(null);
    }
    out.x.push(startS + t);
    out.speed.push(speed[i] as number);
    if (out.fuel && track.fuel) out.fuel.push(value(track.fuel, i));
    if (out.temperature && track.temperature) out.temperature.push(value(track.temperature, i));
    out.ignition.push(track.ignition[i] as number);
    previous = i;
  }
  return out;
}
