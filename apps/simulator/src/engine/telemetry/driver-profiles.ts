/**
 * Drivers differ (issue 7): each driver (or a vehicle without one) has a seeded style whose
 * rates decide how often a candidate moment turns into a harsh event (TELEM-3, TELEM-4), and
 * how much of the driving is speeding. Speeding is real movement: the same profile gives the
 * motion engine its `overspeed` (MotionVehicle), so positions, odometers and the overspeed
 * rule (TELEM-2) all see it.
 */
import { Rng } from '../../domain/rng';

export type DriverStyle = 'careful' | 'normal' | 'aggressive';

export interface DriverProfile {
  style: DriverStyle;
  /** Share of candidate speed-ups (TELEM-3) that are harsh. */
  harshAccelRate: number;
  /** Share of candidate slow-downs (TELEM-3) that are harsh. */
  harshBrakeRate: number;
  /** Share of candidate turns (TELEM-4) that are sharp. */
  sharpTurnRate: number;
  /** Share of legs driven at `factor` times the traffic speed (MotionVehicle.overspeed). */
  speeding: { share: number; factor: number };
  /** Fuel per km relative to the vehicle's rating (hard driving burns more). */
  fuelFactor: number;
}

export const DRIVER_STYLE_MIX: readonly (readonly [DriverStyle, number])[] = [
  ['careful', 0.3],
  ['normal', 0.5],
  ['aggressive', 0.2],
];

export const DRIVER_STYLES: Readonly<Record<DriverStyle, Omit<DriverProfile, 'style'>>> = {
  careful: {
    harshAccelRate: 0.008,
    harshBrakeRate: 0.01,
    sharpTurnRate: 0.004,
    speeding: { share: 0.02, factor: 1.12 },
    fuelFactor: 0.95,
  },
  normal: {
    harshAccelRate: 0.03,
    harshBrakeRate: 0.04,
    sharpTurnRate: 0.015,
    speeding: { share: 0.08, factor: 1.2 },
    fuelFactor: 1,
  },
  aggressive: {
    harshAccelRate: 0.25,
    harshBrakeRate: 0.25,
    sharpTurnRate: 0.12,
    speeding: { share: 0.5, factor: 1.35 },
    fuelFactor: 1.12,
  },
};

/**
 * The profile of the driver of a vehicle: drawn from the seed and the driver's id, so a driver
 * keeps one style whatever vehicle they drive; a vehicle without a driver has its own. Rates
 * vary by a seeded ±25% within a style.
 */
export function driverProfileOf(
  seed: number,
  vehicle: { id: number; driverId: number | null },
): DriverProfile {
  const key = vehicle.driverId === null ? `vehicle-${vehicle.id}` : `driver-${vehicle.driverId}`;
  const rng = new Rng(seed).fork('driver-profile').fork(key);
  const style = rng.weighted(DRIVER_STYLE_MIX);
  const base = DRIVER_STYLES[style];
  const jitter = (): number => rng.float(0.75, 1.25);
  return {
    style,
    harshAccelRate: base.harshAccelRate * jitter(),
    harshBrakeRate: base.harshBrakeRate * jitter(),
    sharpTurnRate: base.sharpTurnRate * jitter(),
    speeding: { share: Math.min(1, base.speeding.share * jitter()), factor: base.speeding.factor },
    fuelFactor: base.fuelFactor,
  };
}
