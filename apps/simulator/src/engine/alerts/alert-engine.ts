/**
 * The alert engine (issue 8): turns the telemetry's events (ALERT-1) and the camera detections
 * (ALERT-4, ALERT-5) into raw alerts with every field of the contracts' `RawAlert` (ALERT-6),
 * matched against the company's rules (ALERT-3). Above rate 1 it adds synthetic alerts for
 * load tests (ALERT-7). No clock and no randomness of its own: given the seed, the rate, the
 * first id and the same inputs, it raises the same alerts with the same ids (ALERT-8).
 */
import { ALERT_CONSTANTS, type LiveMessageAlert, type RawAlert } from '@armada/contracts/alerts';
import type { DeviceType } from '@armada/contracts/fleet';
import type { World } from '../../domain/world/generate-world';
import type { TelemetryEvent } from '../telemetry/telemetry-events';
import {
  ALERT_CODES as C,
  DRIVER_MONITORING_CODES,
  DRIVING_ASSISTANCE_CODES,
  describeAlert,
  readingOf,
  type AlertReading,
} from './alert-codes';
import { ruleMatcher, seedAlertRules, type AlertRule, type AlertRuleLevel } from './alert-rules';
import {
  createCameraAlertSource,
  type AlertTick,
  type CameraVehicle,
  type VehicleActivity,
} from './camera-alerts';
import { countOf, streamKey, unitDraw, weightedPick } from './seeded-draws';

export interface AlertVehicle extends CameraVehicle {
  companyId: number;
  licensePlate: string;
  driverName: string | null;
  deviceType: DeviceType | null;
  /** The trailer of a tractor, when alerts should name it. */
  childVehicleId?: number | null;
}

/** What the engine reads of a vehicle each tick (a `MotionState` is one). */
export interface AlertVehicleState extends VehicleActivity {
  latitude: number;
  longitude: number;
}

export type AlertSource = 'telemetry' | 'camera' | 'synthetic';

/** One raised alert: the raw alert, and the columns the store and the live channel need. */
export interface GeneratedAlert {
  id: number;
  companyId: number;
  vehicleId: number;
  code: number;
  /** Epoch ms. */
  createdAt: number;
  isUrgent: boolean;
  isImportant: boolean;
  deviceType: DeviceType | null;
  source: AlertSource;
  raw: RawAlert;
}

export interface AlertEngineOptions {
  seed: number;
  /** ARMADA_SIM_ALERT_RATE (default 1). */
  rate?: number;
  vehicles: readonly AlertVehicle[];
  /**
   * The companies' rules, or where to read the current ones: a function is asked at every alert,
   * so a changed rule applies from the next alert on (ALERTRULE-6). Default: `seedAlertRules`
   * of the vehicles' companies.
   */
  rules?: readonly AlertRule[] | (() => readonly AlertRule[]);
  /** The first id to assign (the store's `nextId()` after a restart); default 1. */
  firstId?: number;
  /** Each company's fleet tasks, which field-operation alerts (137-143) point at (ALERT-11). */
  fieldTasks?: ReadonlyMap<number, readonly FieldTask[]>;
  onAlert: (alert: GeneratedAlert) => void;
}

export interface AlertEngine {
  /** The rules in force now. */
  readonly rules: readonly AlertRule[];
  /** A telemetry event, as the telemetry's `onEvent` hands it over. */
  onTelemetryEvent(event: TelemetryEvent): void;
  /** The tick's camera detections and synthetic alerts, for the states of this tick. */
  tick(tick: AlertTick, states: readonly AlertVehicleState[]): void;
  /** The id the next alert gets. */
  nextId(): number;
  /**
   * ALERT-10: one alert now, on demand (tests, benchmarks, sales demos): of `code`, or of a code
   * the company's rule of `level` watches and the vehicle can raise. Null when the vehicle is
   * not the engine's or no rule watches such a code.
   */
  raiseNow(request: RaiseRequest): GeneratedAlert | null;
  /**
   * ALERT-12: an alert another fleet subscriber decided on (a geofence entered, a route left),
   * with its own value and trigger and the name of what it is about; matched against the
   * company's rules like every other. Null when the vehicle is not the engine's or no rule
   * watches the code.
   */
  raiseEvent(request: EventAlertRequest): GeneratedAlert | null;
}

/** ALERT-12: what a fleet subscriber raises, in the code's unit. */
export interface EventAlertRequest {
  vehicleId: number;
  code: number;
  /** Epoch ms. */
  at: number;
  position: { latitude: number; longitude: number };
  value: number | null;
  trigger: number | null;
  /** The geofence or route the alert is about, named in its description. */
  subject: string;
}

export interface RaiseRequest {
  vehicleId: number;
  code?: number;
  level?: AlertRuleLevel;
  /** Epoch ms. */
  at: number;
  position: { latitude: number; longitude: number };
  /** The task a field-operation alert points at (TASK-8); else one of the company's in turn. */
  task?: FieldTask;
}

/** Value and trigger of an on-demand alert per code (the code's unit); others have none. */
const DEMO_READINGS: Readonly<Record<number, readonly [number, number]>> = {
  [C.overspeed.code]: [96, 80],
  [C.fuelGain.code]: [42, 10],
  [C.fuelLoss.code]: [18, 10],
  [C.idle.code]: [45, 30],
  [C.parking.code]: [95, 60],
  [C.temperatureHigh.code]: [9.5, 8],
  [C.temperatureLow.code]: [-24.5, -22],
  [C.drivingTime.code]: [4.5, ALERT_CONSTANTS.drivingTimeTriggerHours],
  [C.harshAcceleration.code]: [0.45, 0.3],
  [C.harshBraking.code]: [0.62, 0.4],
  [C.sharpTurn.code]: [0.41, 0.3],
  [C.deviceOffline.code]: [35, 30],
};

const FIELD_OPERATION_CODES: ReadonlySet<number> = new Set(
  ALERT_CONSTANTS.fieldOperationAlertCodes,
);

const CAMERA_CODES: ReadonlySet<number> = new Set([
  ...DRIVER_MONITORING_CODES,
  ...DRIVING_ASSISTANCE_CODES,
]);

/** A fleet task instant a field-operation alert points at (`alertData` number|id|logId). */
export interface FieldTask {
  id: number;
  number: string;
}

/** `alertData` of a field-operation alert on the task: number|id|logId (the alert's id). */
const taskAlertData = (task: FieldTask) => (id: number) => `${task.number}|${task.id}|${id}`;

/** Field-operation alerts per vehicle and hour at rate 1 (ALERT-11). */
export const FIELD_OPERATION_ALERTS_PER_VEHICLE_HOUR = 0.1;

/** How often each field-operation code comes up. */
const FIELD_OPERATION_MIX: readonly (readonly [number, number])[] = [
  [C.fieldTaskLate.code, 2],
  [C.checkInAway.code, 2],
  [C.proofMissing.code, 2],
  [C.taskRejected.code, 1],
  [C.taskCancelled.code, 1],
  [C.onSiteTooLong.code, 2],
  [C.taskOutsideWindow.code, 1],
];

/** Synthetic alerts per vehicle and hour for each unit of rate above 1 (ALERT-7). */
export const SYNTHETIC_ALERTS_PER_VEHICLE_HOUR = 12;

const SECOND_MS = 1000;
const HOUR_S = 3600;

/** Synthetic codes with the value and trigger ranges they are drawn from; null: no value. */
const SYNTHETIC_READINGS: readonly (readonly [number, [number, number, number] | null, number])[] =
  [
    [C.overspeed.code, [80, 81, 120], 3],
    [C.idle.code, [30, 31, 90], 2],
    [C.parking.code, [60, 61, 240], 1],
    [C.harshAcceleration.code, [0.3, 0.3, 0.6], 2],
    [C.harshBraking.code, [0.4, 0.4, 0.8], 2],
    [C.sharpTurn.code, [0.3, 0.3, 0.6], 1],
  ];
const SYNTHETIC_CAMERA_CODES: readonly number[] = [
  ...DRIVER_MONITORING_CODES,
  ...DRIVING_ASSISTANCE_CODES,
];

function syntheticReading(hasCamera: boolean, u1: number, u2: number): AlertReading {
  const entries: (readonly [AlertReading | [number, number, number, number], number])[] = [];
  for (const [code, range, weight] of SYNTHETIC_READINGS) {
    entries.push([
      range === null ? { code, value: null, trigger: null } : [code, ...range],
      weight,
    ]);
  }
  if (hasCamera) {
    for (const code of SYNTHETIC_CAMERA_CODES) {
      entries.push([{ code, value: null, trigger: null }, 0.5]);
    }
  }
  const picked = weightedPick(entries, u1);
  if (!Array.isArray(picked)) return picked;
  const [code, trigger, low, high] = picked;
  return { code, value: Math.round((low + u2 * (high - low)) * 100) / 100, trigger };
}

export function createAlertEngine(options: AlertEngineOptions): AlertEngine {
  const rate = options.rate ?? 1;
  if (!(rate >= 0) || !Number.isFinite(rate)) throw new RangeError(`Bad alert rate ${rate}`);
  const given =
    options.rules ??
    seedAlertRules({ seed: options.seed, companyIds: options.vehicles.map((v) => v.companyId) });
  const rulesNow = typeof given === 'function' ? given : () => given;
  // The matcher is rebuilt only when the rules change (the source hands out a new array then).
  let matchedRules: readonly AlertRule[] | null = null;
  let matcher: ReturnType<typeof ruleMatcher> = () => null;
  const match = (companyId: number, code: number) => {
    const rules = rulesNow();
    if (rules !== matchedRules) {
      matchedRules = rules;
      matcher = ruleMatcher(rules);
    }
    return matcher(companyId, code);
  };
  const vehicles = new Map(options.vehicles.map((v) => [v.id, v]));
  const camera = createCameraAlertSource({ vehicles: options.vehicles, seed: options.seed, rate });
  const syntheticKey = streamKey(options.seed, 'synthetic-alerts');
  const fieldKey = streamKey(options.seed, 'field-operation-alerts');
  const fieldPerSecond = (rate * FIELD_OPERATION_ALERTS_PER_VEHICLE_HOUR) / HOUR_S;
  const syntheticPerSecond = (Math.max(0, rate - 1) * SYNTHETIC_ALERTS_PER_VEHICLE_HOUR) / HOUR_S;
  let nextId = options.firstId ?? 1;
  /** Alerts of one vehicle, code and instant get flags 0, 1, ... (the detail id's last part). */
  const flags = new Map<string, number>();

  /**
   * The state of a vehicle in a tick's states: the host passes the same rows every tick, so where
   * each vehicle's row is is remembered, and looked up again only when the rows changed.
   */
  let rowOfState = new Map<number, number>();
  const stateOf = (
    states: readonly AlertVehicleState[],
    vehicleId: number,
  ): AlertVehicleState | undefined => {
    const known = states[rowOfState.get(vehicleId) ?? -1];
    if (known?.id === vehicleId) return known;
    rowOfState = new Map(states.map((state, row) => [state.id, row]));
    return states[rowOfState.get(vehicleId) ?? -1];
  };
  const raise = (
    vehicle: AlertVehicle,
    reading: AlertReading,
    at: number,
    position: { latitude: number; longitude: number },
    source: AlertSource,
    alertDataOf?: (id: number) => string,
    subject?: string,
  ): GeneratedAlert | null => {
    const rule = match(vehicle.companyId, reading.code);
    // ALERT-3: a code no rule of the company watches raises nothing.
    if (!rule) return null;
    const flagKey = `${vehicle.id}:${reading.code}:${at}`;
    const alertFlag = flags.get(flagKey) ?? 0;
    flags.set(flagKey, alertFlag + 1);
    const id = nextId++;
    const description = describeAlert(reading, subject);
    const raw: RawAlert = {
      rawAlertId: String(id),
      alertCode: reading.code,
      alertRuleIds: [...rule.alertRuleIds],
      alertFlag,
      alert: { descriptionIdn: description.idn, descriptionEng: description.eng, iconUrl: null },
      vehicle: { id: vehicle.id, licensePlate: vehicle.licensePlate },
      vehicleId: vehicle.id,
      childVehicleId: vehicle.childVehicleId ?? null,
      driver: vehicle.driverName === null ? null : { fullname: vehicle.driverName },
      createdOn: new Date(at).toISOString(),
      isRead: false,
      isResolved: false,
      isFalseAlert: false,
      isUrgent: rule.isUrgent,
      isImportant: rule.isImportant,
      alertData: alertDataOf
        ? alertDataOf(id)
        : reading.value === null
          ? null
          : String(reading.value),
      alertTrigger: reading.trigger,
      latitude: position.latitude,
      longitude: position.longitude,
      userLogs: [],
      lastUserFeedback: null,
    };
    const generated: GeneratedAlert = {
      id,
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      code: reading.code,
      createdAt: at,
      isUrgent: rule.isUrgent,
      isImportant: rule.isImportant,
      deviceType: vehicle.deviceType,
      source,
      raw,
    };
    options.onAlert(generated);
    return generated;
  };

  /** A code of the company's rule of `level` the vehicle can raise, turning with the ids. */
  const codeFor = (vehicle: AlertVehicle, level: AlertRuleLevel): number | null => {
    const candidates = rulesNow()
      .filter((rule) => rule.companyId === vehicle.companyId && rule.level === level)
      .flatMap((rule) => rule.alertCodes)
      .filter((code) => vehicle.hasCamera || !CAMERA_CODES.has(code));
    return candidates.length === 0 ? null : (candidates[nextId % candidates.length] ?? null);
  };

  return {
    get rules() {
      return rulesNow();
    },
    onTelemetryEvent(event) {
      const vehicle = vehicles.get(event.vehicleId);
      if (!vehicle) return;
      raise(vehicle, readingOf(event), event.at, event, 'telemetry');
    },
    tick(tick, states) {
      for (const draw of camera.tick(tick, states)) {
        const vehicle = vehicles.get(draw.vehicleId);
        const state = stateOf(states, draw.vehicleId);
        if (!vehicle || !state) continue;
        raise(vehicle, { code: draw.code, value: null, trigger: null }, draw.at, state, 'camera');
      }
      const fieldTasks = options.fieldTasks;
      if (fieldTasks && fieldPerSecond > 0) {
        const last = Math.floor(tick.at / SECOND_MS);
        const first = Math.floor((tick.at - tick.elapsedMs) / SECOND_MS) + 1;
        for (const state of states) {
          // ALERT-11: at work on a task, not driving between them and not off the air.
          if (state.status === 'offline' || state.status === 'moving') continue;
          const vehicle = vehicles.get(state.id);
          const tasks = vehicle ? fieldTasks.get(vehicle.companyId) : undefined;
          if (!vehicle || !tasks?.length) continue;
          for (let second = first; second <= last; second++) {
            if (countOf(fieldPerSecond, unitDraw(fieldKey, state.id, second, 0)) === 0) continue;
            const code = weightedPick(FIELD_OPERATION_MIX, unitDraw(fieldKey, state.id, second, 1));
            const task = tasks[Math.floor(unitDraw(fieldKey, state.id, second, 2) * tasks.length)];
            if (!task) continue;
            raise(
              vehicle,
              { code, value: null, trigger: null },
              second * SECOND_MS,
              state,
              'telemetry',
              taskAlertData(task),
            );
          }
        }
      }
      if (syntheticPerSecond > 0) {
        const last = Math.floor(tick.at / SECOND_MS);
        const first = Math.floor((tick.at - tick.elapsedMs) / SECOND_MS) + 1;
        for (const state of states) {
          const vehicle = vehicles.get(state.id);
          if (!vehicle || state.status === 'offline') continue;
          for (let second = first; second <= last; second++) {
            const n = countOf(syntheticPerSecond, unitDraw(syntheticKey, state.id, second, 0));
            for (let k = 0; k < n; k++) {
              const reading = syntheticReading(
                vehicle.hasCamera,
                unitDraw(syntheticKey, state.id, second, 1 + 2 * k),
                unitDraw(syntheticKey, state.id, second, 2 + 2 * k),
              );
              raise(vehicle, reading, second * SECOND_MS, state, 'synthetic');
            }
          }
        }
      }
      flags.clear();
    },
    nextId: () => nextId,
    raiseNow(request) {
      const vehicle = vehicles.get(request.vehicleId);
      if (!vehicle) return null;
      const code = request.code ?? codeFor(vehicle, request.level ?? 'urgent');
      // Camera codes need a camera.
      if (code === null || (CAMERA_CODES.has(code) && !vehicle.hasCamera)) return null;
      const demo = DEMO_READINGS[code];
      const reading: AlertReading = demo
        ? { code, value: demo[0], trigger: demo[1] }
        : { code, value: null, trigger: null };
      // A field-operation alert points at one of the company's tasks, in turn.
      const tasks = FIELD_OPERATION_CODES.has(code)
        ? options.fieldTasks?.get(vehicle.companyId)
        : undefined;
      const task = FIELD_OPERATION_CODES.has(code)
        ? (request.task ?? tasks?.[nextId % tasks.length])
        : undefined;
      // Several at one instant get flags 0, 1, ...; the next tick clears them.
      return raise(
        vehicle,
        reading,
        request.at,
        request.position,
        'synthetic',
        task ? taskAlertData(task) : undefined,
      );
    },
    raiseEvent(request) {
      const vehicle = vehicles.get(request.vehicleId);
      if (!vehicle) return null;
      const reading = { code: request.code, value: request.value, trigger: request.trigger };
      return raise(
        vehicle,
        reading,
        request.at,
        request.position,
        'telemetry',
        undefined,
        request.subject,
      );
    },
  };
}

/** What the live channel pushes of an alert (contracts `LiveMessageAlert`). */
export function toLiveMessageAlert(alert: GeneratedAlert): LiveMessageAlert {
  const { raw } = alert;
  return {
    rawAlertId: raw.rawAlertId,
    alertCode: raw.alertCode,
    alertRuleIds: raw.alertRuleIds,
    alertFlag: raw.alertFlag,
    vehicleId: raw.vehicleId,
    childVehicleId: raw.childVehicleId,
    createdOn: raw.createdOn,
    isUrgent: raw.isUrgent,
    isImportant: raw.isImportant,
    alertData: raw.alertData,
    alertTrigger: raw.alertTrigger,
    latitude: raw.latitude,
    longitude: raw.longitude,
    alertDescription: { idn: raw.alert.descriptionIdn, eng: raw.alert.descriptionEng },
    driverName: raw.driver?.fullname ?? null,
    licensePlate: raw.vehicle.licensePlate,
    iconUrl: raw.alert.iconUrl,
    companyId: alert.companyId,
    sourceDeviceCategory: alert.deviceType,
  };
}

/** The alert inputs of a seeded world's vehicles (those with a device), in `order` if given. */
export function alertVehiclesFromWorld(
  world: { collections: Pick<World['collections'], 'vehicles'> },
  order?: readonly { id: number }[],
): AlertVehicle[] {
  const entries = world.collections.vehicles.filter((entry) => entry.record.device !== null);
  const byId = new Map(entries.map((entry) => [entry.record.id, entry]));
  const picked = order
    ? order.flatMap(({ id }) => {
        const entry = byId.get(id);
        return entry ? [entry] : [];
      })
    : entries;
  return picked.map(({ companyId, record }) => ({
    id: record.id,
    companyId,
    licensePlate: record.license_plate,
    driverId: record.driver?.id ?? null,
    driverName: record.driver?.fullname ?? null,
    deviceType: record.device?.type ?? null,
    hasCamera: record.device?.has_camera ?? false,
  }));
}
