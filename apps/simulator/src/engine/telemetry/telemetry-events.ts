/**
 * What the telemetry layer tells the platform (issue 7): one typed event per episode of a rule
 * (SPEC.md TELEM-2..11). Later issues turn them into alerts and driver scores; the store keeps
 * them in `telemetry_events` (TELE-3). Every event carries where and when it was noticed, a
 * `value` and the `threshold` it passed, in the unit its type names below.
 */
export const TELEMETRY_EVENT_TYPES = [
  'overspeed',
  'harsh-acceleration',
  'harsh-braking',
  'sharp-turn',
  'idle-exceeded',
  'parking-exceeded',
  'fuel-gain',
  'fuel-loss',
  'temperature-out-of-range',
  'driving-time-exceeded',
  'device-offline',
] as const;
export type TelemetryEventType = (typeof TELEMETRY_EVENT_TYPES)[number];

interface EventBase<Type extends TelemetryEventType, Data extends object> {
  type: Type;
  vehicleId: number;
  companyId: number;
  driverId: number | null;
  /** Epoch ms of the report at which the rule was passed (the tick's time). */
  at: number;
  latitude: number;
  longitude: number;
  value: number;
  threshold: number;
  /** How long the episode lasted when the event was emitted; null for instant events. */
  durationMs: number | null;
  data: Data;
}

export type TelemetryEvent =
  /** value: the episode's top speed (km/h), threshold: the vehicle's limit (km/h); at the top. */
  | EventBase<'overspeed', { startedAt: number; minDurationMs: number }>
  /** value and threshold: g; the speed change that carried it. */
  | EventBase<'harsh-acceleration', { fromKmh: number; toKmh: number }>
  | EventBase<'harsh-braking', { fromKmh: number; toKmh: number }>
  /** value and threshold: lateral g. */
  | EventBase<'sharp-turn', { headingChangeDeg: number; speedKmh: number }>
  /** value and threshold: minutes (the company's idleTimeout). */
  | EventBase<'idle-exceeded', { since: number }>
  /** value and threshold: minutes (the company's parkTimeout). */
  | EventBase<'parking-exceeded', { since: number }>
  /** value and threshold: litres between two reports (the company's fuelGainAlert / fuelLossAlert). */
  | EventBase<'fuel-gain', FuelChange>
  | EventBase<'fuel-loss', FuelChange>
  /** value: the box temperature (°C), threshold: the bound it left (°C). */
  | EventBase<'temperature-out-of-range', { lowC: number; highC: number; since: number }>
  /** value and threshold: hours driven since the last rest. */
  | EventBase<'driving-time-exceeded', { drivingSince: number }>
  /** value and threshold: minutes since the last report (the company's offlineTimeout). */
  | EventBase<'device-offline', { lastReportAt: number }>;

export interface FuelChange {
  beforeLitres: number;
  afterLitres: number;
  beforePct: number;
  afterPct: number;
}
