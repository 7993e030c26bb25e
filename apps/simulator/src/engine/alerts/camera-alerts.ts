/**
 * Camera alerts (ALERT-4, ALERT-5): the driver-monitoring (DMS, channel 3) and driving-assistance
 * (ADAS, channel 1) detections of dashcam devices. Only vehicles whose device has a camera raise
 * them, only while moving, at hourly rates set by the driver's style (TELEM-1) and scaled by the
 * alert rate. Each whole second of driving is drawn on its own (seeded-draws.ts), so the stream
 * is a pure function of the seed, the vehicle and the time.
 */
import type { MotionStatus } from '../motion/fleet-motion';
import { DRIVER_STYLES, driverProfileOf, type DriverStyle } from '../telemetry/driver-profiles';
import { ALERT_CODES as C } from './alert-codes';
import { countOf, streamKey, unitDraw, weightedPick } from './seeded-draws';

const SECOND_MS = 1000;
const HOUR_S = 3600;

/** Detections per hour of driving, by driver style (±25% per driver, TELEM-1). */
export const CAMERA_ALERTS_PER_HOUR: Readonly<
  Record<DriverStyle, { driverMonitoring: number; drivingAssistance: number }>
> = {
  careful: { driverMonitoring: 3, drivingAssistance: 2.5 },
  normal: { driverMonitoring: 7, drivingAssistance: 5 },
  aggressive: { driverMonitoring: 15, drivingAssistance: 15 },
};

/** Which detection it is, within its family: the urgent ones are the rare ones. */
export const DRIVER_MONITORING_MIX: readonly (readonly [number, number])[] = [
  [C.eyesClosed.code, 8],
  [C.yawning.code, 20],
  [C.phoneCall.code, 8],
  [C.smoking.code, 12],
  [C.distraction.code, 25],
  [C.missingFace.code, 7],
  [C.noSeatbelt.code, 10],
  [C.cameraBlocked.code, 3],
  [C.phoneUse.code, 5],
  [C.sunglasses.code, 2],
];
export const DRIVING_ASSISTANCE_MIX: readonly (readonly [number, number])[] = [
  [C.forwardCollision.code, 10],
  [C.laneDeparture.code, 35],
  [C.headway.code, 30],
  [C.pedestrian.code, 5],
  [C.speedSign.code, 12],
  [C.laneChange.code, 8],
];

export interface CameraVehicle {
  id: number;
  driverId: number | null;
  hasCamera: boolean;
}

/** What the source reads of a vehicle each tick (a `MotionState` is one). */
export interface VehicleActivity {
  id: number;
  status: MotionStatus;
}

export interface AlertTick {
  /** Epoch ms of the tick. */
  at: number;
  /** Simulated ms since the previous tick. */
  elapsedMs: number;
}

export interface CameraDraw {
  vehicleId: number;
  code: number;
  /** Epoch ms: the whole second it was detected in. */
  at: number;
}

export interface CameraAlertSource {
  /** The detections of the seconds in (at - elapsedMs, at], in state order then time. */
  tick(tick: AlertTick, states: readonly VehicleActivity[]): CameraDraw[];
  /** A vehicle's expected detections per hour of driving (0 without a camera). */
  perHourOf(vehicleId: number): number;
}

interface Rates {
  dms: number;
  adas: number;
}

export function createCameraAlertSource(options: {
  vehicles: readonly CameraVehicle[];
  seed: number;
  /** ARMADA_SIM_ALERT_RATE: multiplies every rate (default 1). */
  rate?: number;
}): CameraAlertSource {
  const rate = options.rate ?? 1;
  const key = streamKey(options.seed, 'camera-alerts');
  const rates = new Map<number, Rates>();
  for (const vehicle of options.vehicles) {
    if (!vehicle.hasCamera) continue;
    const profile = driverProfileOf(options.seed, vehicle);
    // The driver's own ±25% (TELEM-1) carries over to the camera: a sloppy braker is a sloppy
    // watcher of the road too.
    const personal = profile.harshBrakeRate / DRIVER_STYLES[profile.style].harshBrakeRate;
    const base = CAMERA_ALERTS_PER_HOUR[profile.style];
    rates.set(vehicle.id, {
      dms: (base.driverMonitoring * personal * rate) / HOUR_S,
      adas: (base.drivingAssistance * personal * rate) / HOUR_S,
    });
  }

  return {
    tick(tick, states) {
      const draws: CameraDraw[] = [];
      const last = Math.floor(tick.at / SECOND_MS);
      const first = Math.floor((tick.at - tick.elapsedMs) / SECOND_MS) + 1;
      for (const state of states) {
        if (state.status !== 'moving') continue;
        const r = rates.get(state.id);
        if (!r) continue;
        for (let second = first; second <= last; second++) {
          const at = second * SECOND_MS;
          const dms = countOf(r.dms, unitDraw(key, state.id, second, 0));
          const adas = countOf(r.adas, unitDraw(key, state.id, second, 1));
          for (let k = 0; k < dms; k++) {
            const u = unitDraw(key, state.id, second, 2 + 2 * k);
            draws.push({ vehicleId: state.id, code: weightedPick(DRIVER_MONITORING_MIX, u), at });
          }
          for (let k = 0; k < adas; k++) {
            const u = unitDraw(key, state.id, second, 3 + 2 * k);
            draws.push({ vehicleId: state.id, code: weightedPick(DRIVING_ASSISTANCE_MIX, u), at });
          }
        }
      }
      return draws;
    },
    perHourOf(vehicleId) {
      const r = rates.get(vehicleId);
      return r ? (r.dms + r.adas) * HOUR_S : 0;
    },
  };
}
