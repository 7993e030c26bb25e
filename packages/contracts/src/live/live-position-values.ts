/**
 * The values of the live positions' protocol (live-positions.ts) that the binary codec
 * (live-positions-binary.ts) needs, in a module without TypeBox: the live map's worker imports
 * the codec and nothing of the schemas (ADR 0058, the worker addendum).
 */
export const VEHICLE_LIVE_STATUSES = ['moving', 'idle', 'parked', 'offline'] as const;
export type VehicleLiveStatus = (typeof VEHICLE_LIVE_STATUSES)[number];

export const POSITION_LIMITS = {
  /** The largest fleet the simulator generates; a batch never holds more. */
  maxVehicles: 50_000,
  /** Degrees are sent as integers of this many parts. */
  coordinateScale: 100_000,
  maxSpeedKmh: 300,
} as const;

/** One vehicle's live state as the app reads it. */
export interface LivePosition {
  id: number;
  latitude: number;
  longitude: number;
  /** Degrees, 0 = north, clockwise, 0 to 359. */
  heading: number;
  speedKmh: number;
  status: VehicleLiveStatus;
  /** Epoch milliseconds of the device's last report. */
  reportedAt: number;
}
