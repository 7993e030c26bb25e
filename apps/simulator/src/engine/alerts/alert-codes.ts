/**
 * The alert codes the simulator raises and what each one says (ALERT-1, ALERT-2).
 * docs/rules/alert-center.md names the families (value-type 8, 13-18, 117; driver monitoring 49-56,
 * 110, 111; driving assistance 90, 91, 92, 96, 113, 134) and the value-type units, but not what
 * each code means: the meanings below are our choice, following the order the spec lists the units
 * in, and the driver-score behaviours (yawn, distraction, smoking, phone calling, eyes closed,
 * missing face). The four codes outside the families (harsh driving and device offline) are ours as
 * well.
 */
import {
  ALERT_CODE_CATALOGUE,
  ALERT_CONSTANTS,
  alertValueUnit,
  formatAlertValue,
  type AlertCodeFamily,
  type AlertCodeName,
} from '@armada/contracts/alerts';
import type { TelemetryEvent, TelemetryEventType } from '../telemetry/telemetry-events';

export type AlertFamily = AlertCodeFamily;

export type AlertCodeInfo = AlertCodeName;

const CATALOGUE = new Map(ALERT_CODE_CATALOGUE.map((entry) => [entry.code, entry]));

/** A code's family and names, from the contracts' catalogue (one table for simulator and web). */
function info(code: number): AlertCodeInfo {
  const found = CATALOGUE.get(code);
  if (!found) throw new RangeError(`The alert code catalogue has no code ${code}`);
  return found;
}

export const ALERT_CODES = {
  overspeed: info(8),
  fuelGain: info(13),
  fuelLoss: info(14),
  idle: info(15),
  parking: info(16),
  temperatureHigh: info(17),
  temperatureLow: info(18),
  drivingTime: info(117),
  harshAcceleration: info(5),
  harshBraking: info(6),
  sharpTurn: info(7),
  deviceOffline: info(21),
  eyesClosed: info(49),
  yawning: info(50),
  phoneCall: info(51),
  smoking: info(52),
  distraction: info(53),
  missingFace: info(54),
  noSeatbelt: info(55),
  cameraBlocked: info(56),
  phoneUse: info(110),
  sunglasses: info(111),
  forwardCollision: info(90),
  laneDeparture: info(91),
  headway: info(92),
  pedestrian: info(96),
  speedSign: info(113),
  laneChange: info(134),
  fieldTaskLate: info(137),
  checkInAway: info(138),
  proofMissing: info(139),
  taskRejected: info(140),
  taskCancelled: info(141),
  onSiteTooLong: info(142),
  taskOutsideWindow: info(143),
  geofenceEnter: info(150),
  geofenceExit: info(151),
  geofenceDwell: info(152),
  routeDeviation: info(153),
  routeReturn: info(154),
  serviceDueSoon: info(160),
  serviceOverdue: info(161),
} as const;

export type AlertCodeKey = keyof typeof ALERT_CODES;

const BY_CODE = new Map<number, AlertCodeInfo>(
  Object.values(ALERT_CODES).map((entry) => [entry.code, entry]),
);

/** Every code the simulator raises, ascending. */
export const SIMULATED_ALERT_CODES: readonly number[] = [...BY_CODE.keys()].sort((a, b) => a - b);

export function alertCodeInfo(code: number): AlertCodeInfo {
  const found = BY_CODE.get(code);
  if (!found) throw new RangeError(`Unknown alert code ${code}`);
  return found;
}

/** The camera codes, as the contracts list them. */
export const DRIVER_MONITORING_CODES = ALERT_CONSTANTS.driverMonitoringAlertCodes;
export const DRIVING_ASSISTANCE_CODES = ALERT_CONSTANTS.drivingAssistanceAlertCodes;

/** What a telemetry event becomes: its code, value and trigger in the code's unit. */
export interface AlertReading {
  code: number;
  /** In the code's unit (contracts `valueTypeUnits` for value-type codes); null: none. */
  value: number | null;
  trigger: number | null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Tank size from a fuel change's litres and percentages; null when it cannot be told. */
function tankLitres(
  e: Extract<TelemetryEvent, { type: 'fuel-gain' | 'fuel-loss' }>,
): number | null {
  const { beforeLitres, beforePct, afterLitres, afterPct } = e.data;
  if (beforePct > 0) return (beforeLitres / beforePct) * 100;
  if (afterPct > 0) return (afterLitres / afterPct) * 100;
  return null;
}

/** ALERT-1: the code, value and trigger of a telemetry event (the table in SPEC.md). */
export function readingOf(event: TelemetryEvent): AlertReading {
  switch (event.type) {
    case 'overspeed':
      return {
        code: ALERT_CODES.overspeed.code,
        value: round2(event.value),
        trigger: event.threshold,
      };
    case 'fuel-gain':
    case 'fuel-loss': {
      const tank = tankLitres(event);
      const change = Math.abs(event.data.afterPct - event.data.beforePct);
      return {
        code: event.type === 'fuel-gain' ? ALERT_CODES.fuelGain.code : ALERT_CODES.fuelLoss.code,
        value: round2(change),
        trigger: tank === null ? null : round2((event.threshold / tank) * 100),
      };
    }
    case 'idle-exceeded':
      return { code: ALERT_CODES.idle.code, value: round2(event.value), trigger: event.threshold };
    case 'parking-exceeded':
      return {
        code: ALERT_CODES.parking.code,
        value: round2(event.value),
        trigger: event.threshold,
      };
    case 'temperature-out-of-range':
      return {
        code:
          event.value > event.data.highC
            ? ALERT_CODES.temperatureHigh.code
            : ALERT_CODES.temperatureLow.code,
        value: round2(event.value),
        trigger: event.threshold,
      };
    case 'driving-time-exceeded':
      return {
        code: ALERT_CODES.drivingTime.code,
        value: round2(event.value),
        trigger: ALERT_CONSTANTS.drivingTimeTriggerHours,
      };
    case 'harsh-acceleration':
      return {
        code: ALERT_CODES.harshAcceleration.code,
        value: round2(event.value),
        trigger: event.threshold,
      };
    case 'harsh-braking':
      return {
        code: ALERT_CODES.harshBraking.code,
        value: round2(event.value),
        trigger: event.threshold,
      };
    case 'sharp-turn':
      return {
        code: ALERT_CODES.sharpTurn.code,
        value: round2(event.value),
        trigger: event.threshold,
      };
    case 'device-offline':
      return {
        code: ALERT_CODES.deviceOffline.code,
        value: round2(event.value),
        trigger: event.threshold,
      };
  }
}

/** Which code each telemetry event type gives (temperature: 17 above its range, 18 below). */
export const TELEMETRY_EVENT_CODES: Readonly<Record<TelemetryEventType, readonly number[]>> = {
  overspeed: [8],
  'fuel-gain': [13],
  'fuel-loss': [14],
  'idle-exceeded': [15],
  'parking-exceeded': [16],
  'temperature-out-of-range': [17, 18],
  'driving-time-exceeded': [117],
  'harsh-acceleration': [5],
  'harsh-braking': [6],
  'sharp-turn': [7],
  'device-offline': [21],
};

/**
 * ALERT-2: the Indonesian and English descriptions: the code's name, then its value and trigger
 * with their unit when it has them ("Kecepatan berlebih: 92 km/jam (batas 80 km/jam)"). A
 * `subject` (the geofence or route an alert is about, ALERT-12) follows the name:
 * "Terlalu lama di geofence · Depo Cakung: 75 menit (batas 60 menit)".
 */
export function describeAlert(
  reading: AlertReading,
  subject?: string,
): { idn: string; eng: string } {
  const info = alertCodeInfo(reading.code);
  const nameIdn = subject ? `${info.nameIdn} · ${subject}` : info.nameIdn;
  const nameEng = subject ? `${info.nameEng} · ${subject}` : info.nameEng;
  const describe = (name: string, language: 'id' | 'en', limitWord: string): string => {
    if (reading.value === null || alertValueUnit(reading.code, language) === null) return name;
    // AC-67: the value as every alert screen writes it ("75,9 km/jam" in Indonesian).
    const value = formatAlertValue(reading.code, reading.value, language);
    if (value === '-') return name;
    const trigger =
      reading.trigger === null ? '-' : formatAlertValue(reading.code, reading.trigger, language);
    return trigger === '-' ? `${name}: ${value}` : `${name}: ${value} (${limitWord} ${trigger})`;
  };
  return { idn: describe(nameIdn, 'id', 'batas'), eng: describe(nameEng, 'en', 'limit') };
}

/**
 * An alert's value with its code's unit for the driver score's `formattedAlertData` ("92 km/jam",
 * "0,52 g"; AC-67); null when it has no value or its code no unit.
 */
export function formattedAlertData(
  code: number,
  value: number | null,
  language: 'id' | 'en',
): string | null {
  if (value === null || alertValueUnit(code, language) === null) return null;
  const text = formatAlertValue(code, value, language);
  return text === '-' ? null : text;
}
