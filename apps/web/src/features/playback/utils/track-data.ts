import type {
  FuelEvent,
  HistoryStop,
  HistoryTrip,
  TrackAlert,
  VehicleTrack,
} from '@armada/contracts/history';
import { projectX, projectY } from './mercator';

/**
 * PLAY-5: between two kept positions at most this far apart the vehicle glides; across a longer
 * blind stretch (a device off the network, a parked night) it waits at the earlier position and
 * appears at the later one, instead of sliding across the map through places it never was.
 */
export const MAX_GLIDE_GAP_S = 600;

/** A record of the track placed on the period's clock: seconds after its start, clamped to it. */
export interface TrackSpan<T> {
  record: T;
  startS: number;
  endS: number;
}

export interface TrackMoment<T> {
  record: T;
  atS: number;
}

/**
 * A vehicle's track made ready to play: the positions as typed arrays (a week at one position
 * every few seconds is a hundred thousand of them; a frame reads a few), projected once to world
 * units for drawing, and the trips, stops, alerts and fuel events placed on the same clock.
 */
export interface PreparedTrack {
  vehicle: VehicleTrack['vehicle'];
  timeZone: VehicleTrack['time_zone'];
  /** The period, epoch milliseconds: `[fromMs, toMs)`. */
  fromMs: number;
  toMs: number;
  /** Seconds from the period's start to its end. */
  durationS: number;
  count: number;
  /** Seconds after the period's start, oldest first. */
  time: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  /** World units (mercator.ts). */
  x: Float64Array;
  y: Float64Array;
  speed: Float32Array;
  heading: Float32Array;
  /** 1 with the engine on. */
  ignition: Uint8Array;
  /** Tank level in percent (NaN: no reading); null for a vehicle without the sensor. */
  fuel: Float32Array | null;
  /** Box temperature in °C (NaN: no reading); null for a vehicle without a refrigerated box. */
  temperature: Float32Array | null;
  trips: TrackSpan<HistoryTrip>[];
  stops: TrackSpan<HistoryStop>[];
  alerts: TrackMoment<TrackAlert>[];
  fuelEvents: TrackMoment<FuelEvent>[];
  /** South-west and north-east corners of the positions; null without positions. */
  bounds: { south: number; west: number; north: number; east: number } | null;
}

/** Where the vehicle is at one moment of the playback (reused between frames). */
export interface TrackSample {
  /** The last kept position at or before the moment (-1 before the first). */
  index: number;
  lat: number;
  lng: number;
  x: number;
  y: number;
  /** Degrees clockwise from north. */
  heading: number;
  speedKmh: number;
  /** False while the vehicle waits across a blind stretch or before its first position. */
  gliding: boolean;
}

export function emptySample(): TrackSample {
  return { index: -1, lat: 0, lng: 0, x: 0, y: 0, heading: 0, speedKmh: 0, gliding: false };
}

const toFloat32 = (values: readonly (number | null)[] | null, count: number) => {
  if (!values) return null;
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = values[i] ?? Number.NaN;
  return out;
};

/** Seconds after `fromMs` of an instant, kept within `[0, durationS]`. */
function onClock(iso: string, fromMs: number, durationS: number): number {
  const seconds = (Date.parse(iso) - fromMs) / 1000;
  if (!Number.isFinite(seconds)) return 0;
  return Math.min(durationS, Math.max(0, seconds));
}

/** PLAY-4: the answer of `getVehicleTrack` as arrays to play. */
export function prepareTrack(track: VehicleTrack): PreparedTrack {
  const fromMs = Date.parse(track.from);
  const toMs = Date.parse(track.to);
  const durationS = Math.max(0, (toMs - fromMs) / 1000);
  const p = track.positions;
  // The columns are parallel; should one ever be short, only the complete rows are played.
  const count = Math.min(
    p.count,
    p.time_s.length,
    p.lat.length,
    p.lng.length,
    p.speed_kmh.length,
    p.heading.length,
    p.ignition.length,
  );
  // `time_s` counts from `positions.start`, which is the period's start in the contract; an
  // answer that says otherwise is moved onto the period's clock all the same.
  const offsetS = (Date.parse(p.start) - fromMs) / 1000 || 0;
  const time = new Float64Array(count);
  const lat = new Float64Array(count);
  const lng = new Float64Array(count);
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const speed = new Float32Array(count);
  const heading = new Float32Array(count);
  const ignition = new Uint8Array(count);
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (let i = 0; i < count; i++) {
    const la = p.lat[i] as number;
    const ln = p.lng[i] as number;
    time[i] = (p.time_s[i] as number) + offsetS;
    lat[i] = la;
    lng[i] = ln;
    x[i] = projectX(ln);
    y[i] = projectY(la);
    speed[i] = p.speed_kmh[i] as number;
    heading[i] = p.heading[i] as number;
    ignition[i] = p.ignition[i] ? 1 : 0;
    if (la < south) south = la;
    if (la > north) north = la;
    if (ln < west) west = ln;
    if (ln > east) east = ln;
  }
  const span = <T extends { started_on: string; ended_on: string }>(record: T): TrackSpan<T> => ({
    record,
    startS: onClock(record.started_on, fromMs, durationS),
    endS: onClock(record.ended_on, fromMs, durationS),
  });
  return {
    vehicle: track.vehicle,
    timeZone: track.time_zone,
    fromMs,
    toMs,
    durationS,
    count,
    time,
    lat,
    lng,
    x,
    y,
    speed,
    heading,
    ignition,
    fuel: toFloat32(p.fuel_level_pct, count),
    temperature: toFloat32(p.box_temperature_c, count),
    trips: track.trips.map(span),
    stops: track.stops.map(span),
    alerts: track.alerts.map((record) => ({
      record,
      atS: onClock(record.at, fromMs, durationS),
    })),
    fuelEvents: track.fuel_events.map((record) => ({
      record,
      atS: onClock(record.at, fromMs, durationS),
    })),
    bounds: count > 0 ? { south, west, north, east } : null,
  };
}

/** The last position at or before `t` (seconds on the period's clock); -1 before the first. */
export function indexAt(time: Float64Array, count: number, t: number): number {
  if (count === 0 || !(t >= (time[0] as number))) return -1;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((time[mid] as number) <= t) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The short way round from one heading to another, in degrees (-180 to 180]. */
export function headingDelta(from: number, to: number): number {
  const delta = ((((to - from) % 360) + 540) % 360) - 180;
  return delta === -180 ? 180 : delta;
}

/**
 * PLAY-5: where the vehicle is at `t`: between two positions it moves in a straight line at the
 * pace of their times, turning the short way round; before the first position it waits at it,
 * after the last at the last, and across a gap over MAX_GLIDE_GAP_S at the earlier one.
 * Writes into `out` (no allocation: it runs every frame) and answers it.
 */
export function sampleTrack(track: PreparedTrack, t: number, out: TrackSample): TrackSample {
  const { count, time } = track;
  if (count === 0) {
    out.index = -1;
    out.gliding = false;
    out.speedKmh = 0;
    return out;
  }
  const i = indexAt(time, count, t);
  const at = (index: number) => {
    out.lat = track.lat[index] as number;
    out.lng = track.lng[index] as number;
    out.x = track.x[index] as number;
    out.y = track.y[index] as number;
    out.heading = track.heading[index] as number;
    out.speedKmh = track.speed[index] as number;
    out.gliding = false;
  };
  if (i < 0) {
    at(0);
    out.index = -1;
    out.speedKmh = 0;
    return out;
  }
  out.index = i;
  if (i === count - 1) {
    at(i);
    return out;
  }
  const t0 = time[i] as number;
  const t1 = time[i + 1] as number;
  const gap = t1 - t0;
  if (gap <= 0 || gap > MAX_GLIDE_GAP_S) {
    at(i);
    return out;
  }
  const f = (t - t0) / gap;
  const lerp = (a: ArrayLike<number>) =>
    (a[i] as number) + ((a[i + 1] as number) - (a[i] as number)) * f;
  out.lat = lerp(track.lat);
  out.lng = lerp(track.lng);
  out.x = lerp(track.x);
  out.y = lerp(track.y);
  out.speedKmh = lerp(track.speed);
  const h0 = track.heading[i] as number;
  out.heading = (h0 + headingDelta(h0, track.heading[i + 1] as number) * f + 360) % 360;
  out.gliding = true;
  return out;
}

/**
 * The position nearest a point in world units within `radius` (world units), for a click on the
 * drawn track; -1 when none is that close. A linear pass: a click, not a frame.
 */
export function nearestIndex(track: PreparedTrack, wx: number, wy: number, radius: number): number {
  let best = -1;
  let bestD = radius * radius;
  for (let i = 0; i < track.count; i++) {
    const dx = (track.x[i] as number) - wx;
    const dy = (track.y[i] as number) - wy;
    const d = dx * dx + dy * dy;
    if (d <= bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

/** The first and last moments with a position (seconds on the period's clock), or null. */
export function positionsSpan(track: PreparedTrack): { first: number; last: number } | null {
  if (track.count === 0) return null;
  return { first: track.time[0] as number, last: track.time[track.count - 1] as number };
}
