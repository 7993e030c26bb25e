import {
  ALERT_CONSTANTS,
  RawAlertSchema,
  alertLevel,
  parseFieldOperationAlertData,
} from '@armada/contracts/alerts';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { driverProfileOf } from '../telemetry/driver-profiles';
import type { TelemetryEvent } from '../telemetry/telemetry-events';
import { ALERT_CODES, TELEMETRY_EVENT_CODES, describeAlert, readingOf } from './alert-codes';
import {
  createAlertEngine,
  type FieldTask,
  toLiveMessageAlert,
  type AlertVehicle,
  type AlertVehicleState,
  type GeneratedAlert,
} from './alert-engine';
import { ruleMatcher, seedAlertRules, subscribedAlertRulesOf } from './alert-rules';
import { CAMERA_ALERTS_PER_HOUR, createCameraAlertSource } from './camera-alerts';

const SEED = 20260101;
const START = Date.UTC(2026, 10, 3, 2, 0, 0);
const SECOND = 1000;
const HOUR = 3600 * SECOND;

function makeVehicle(id: number, overrides: Partial<AlertVehicle> = {}): AlertVehicle {
  return {
    id,
    companyId: 1001,
    licensePlate: `B ${9000 + id} KXA`,
    driverId: 500 + id,
    driverName: `Pengemudi ${id}`,
    deviceType: 'vss-howen',
    hasCamera: true,
    ...overrides,
  };
}

function makeState(id: number, overrides: Partial<AlertVehicleState> = {}): AlertVehicleState {
  return { id, status: 'moving', latitude: -6.2 + id / 1000, longitude: 106.8, ...overrides };
}

const base = {
  vehicleId: 1,
  companyId: 1001,
  driverId: 501,
  at: START,
  latitude: -6.25,
  longitude: 106.85,
  durationMs: null,
};

const EVENTS: TelemetryEvent[] = [
  {
    ...base,
    type: 'overspeed',
    value: 96.456,
    threshold: 80,
    durationMs: 75_000,
    data: { startedAt: START - 75_000, minDurationMs: 60_000 },
  },
  {
    ...base,
    type: 'harsh-acceleration',
    value: 0.3,
    threshold: 0.3,
    data: { fromKmh: 10, toKmh: 30 },
  },
  { ...base, type: 'harsh-braking', value: 0.4, threshold: 0.4, data: { fromKmh: 50, toKmh: 30 } },
  {
    ...base,
    type: 'sharp-turn',
    value: 0.35,
    threshold: 0.3,
    data: { headingChangeDeg: 75, speedKmh: 30 },
  },
  {
    ...base,
    type: 'idle-exceeded',
    value: 30,
    threshold: 30,
    data: { since: START - 30 * 60_000 },
  },
  { ...base, type: 'parking-exceeded', value: 60, threshold: 60, data: { since: START - HOUR } },
  {
    ...base,
    type: 'fuel-gain',
    value: 30,
    threshold: 10,
    data: { beforeLitres: 10, afterLitres: 40, beforePct: 20, afterPct: 80 },
  },
  {
    ...base,
    type: 'fuel-loss',
    value: 9,
    threshold: 8,
    data: { beforeLitres: 40, afterLitres: 31, beforePct: 80, afterPct: 62 },
  },
  {
    ...base,
    type: 'temperature-out-of-range',
    value: 9.4,
    threshold: 8,
    data: { lowC: 2, highC: 8, since: START - 6 * 60_000 },
  },
  {
    ...base,
    type: 'temperature-out-of-range',
    value: -1.5,
    threshold: 2,
    data: { lowC: 2, highC: 8, since: START - 6 * 60_000 },
  },
  {
    ...base,
    type: 'driving-time-exceeded',
    value: 4.01,
    threshold: 4,
    data: { drivingSince: START - 4 * HOUR },
  },
  {
    ...base,
    type: 'device-offline',
    value: 30,
    threshold: 30,
    data: { lastReportAt: START - 30 * 60_000 },
  },
];

/** Runs an engine over a stepped clock: `ticks` ticks of `stepMs`, every vehicle in `status`. */
function runEngine(options: {
  vehicles: AlertVehicle[];
  durationMs: number;
  stepMs?: number;
  rate?: number;
  status?: AlertVehicleState['status'];
  firstId?: number;
  start?: number;
  fieldTasks?: ReadonlyMap<number, readonly FieldTask[]>;
}): GeneratedAlert[] {
  const alerts: GeneratedAlert[] = [];
  const engine = createAlertEngine({
    seed: SEED,
    rate: options.rate,
    vehicles: options.vehicles,
    firstId: options.firstId,
    ...(options.fieldTasks ? { fieldTasks: options.fieldTasks } : {}),
    onAlert: (a) => alerts.push(a),
  });
  const step = options.stepMs ?? SECOND;
  const states = options.vehicles.map((v) =>
    makeState(v.id, { status: options.status ?? 'moving' }),
  );
  const start = options.start ?? START;
  for (let at = start + step; at <= start + options.durationMs; at += step) {
    engine.tick({ at, elapsedMs: step }, states);
  }
  return alerts;
}

describe('alert engine', () => {
  it('ALERT-1 maps every telemetry event type to its code, with value and trigger in the code unit', () => {
    const readings = EVENTS.map(readingOf);
    expect(readings).toEqual([
      { code: 8, value: 96.46, trigger: 80 },
      { code: 5, value: 0.3, trigger: 0.3 },
      { code: 6, value: 0.4, trigger: 0.4 },
      { code: 7, value: 0.35, trigger: 0.3 },
      { code: 15, value: 30, trigger: 30 },
      { code: 16, value: 60, trigger: 60 },
      // 30 l of a 50 l tank: 60 percentage points, against 10 l = 20%.
      { code: 13, value: 60, trigger: 20 },
      { code: 14, value: 18, trigger: 16 },
      { code: 17, value: 9.4, trigger: 8 },
      { code: 18, value: -1.5, trigger: 2 },
      { code: 117, value: 4.01, trigger: ALERT_CONSTANTS.drivingTimeTriggerHours },
      { code: 21, value: 30, trigger: 30 },
    ]);
    for (const [i, event] of EVENTS.entries()) {
      expect(TELEMETRY_EVENT_CODES[event.type]).toContain(readings[i]?.code);
    }
    const valueCodes = readings
      .map((r) => r.code)
      .filter((c) => c === 8 || (c >= 13 && c <= 18) || c === 117);
    expect(new Set(valueCodes)).toEqual(new Set(ALERT_CONSTANTS.valueTypeAlertCodes));
  });

  it('ALERT-2 describes an alert in Indonesian and English with its value, trigger and unit', () => {
    expect(describeAlert({ code: 8, value: 96.46, trigger: 80 })).toEqual({
      idn: 'Kecepatan berlebih: 96,46 km/jam (batas 80 km/jam)',
      eng: 'Overspeed: 96.46 km/h (limit 80 km/h)',
    });
    expect(describeAlert({ code: 17, value: 9.4, trigger: 8 })).toEqual({
      idn: 'Suhu boks terlalu tinggi: 9,4 °C (batas 8 °C)',
      eng: 'Box temperature too high: 9.4 °C (limit 8 °C)',
    });
    expect(describeAlert({ code: 117, value: 4.01, trigger: 4 }).eng).toBe(
      'Driving time exceeded: 4.01 hours (limit 4 hours)',
    );
    expect(describeAlert({ code: 6, value: 0.51, trigger: 0.4 }).idn).toBe(
      'Pengereman mendadak: 0,51 g (batas 0,4 g)',
    );
    expect(describeAlert({ code: 50, value: null, trigger: null })).toEqual({
      idn: 'Pengemudi menguap',
      eng: 'Driver yawning',
    });
    expect(() => describeAlert({ code: 9999, value: null, trigger: null })).toThrow(RangeError);
  });

  it('ALERT-3 seeds urgent, important and normal rules per company covering every code', () => {
    const rules = seedAlertRules({ seed: SEED, companyIds: [1449, 1001, 1001] });
    expect(rules.map((r) => [r.id, r.companyId, r.level])).toEqual([
      [1, 1001, 'urgent'],
      [2, 1001, 'important'],
      [3, 1001, 'normal'],
      [4, 1449, 'urgent'],
      [5, 1449, 'important'],
      [6, 1449, 'normal'],
    ]);
    expect(seedAlertRules({ seed: SEED, companyIds: [1001, 1449] })).toEqual(rules);
    const subscribed = subscribedAlertRulesOf(rules, 1001);
    expect(subscribed.urgentAlertRules).toEqual([1]);
    expect(subscribed.importantAlertRules).toEqual([2]);
    expect(subscribed.autoPopupAlertRules).toContain(1);
    const match = ruleMatcher(rules);
    for (const code of Object.values(ALERT_CODES).map((c) => c.code)) {
      const m = match(1001, code);
      expect(m?.alertRuleIds.length).toBeGreaterThan(0);
      expect(m?.isUrgent && m.isImportant).toBe(false);
      // The raw alert's flags agree with the contracts' level of a user with urgent scope.
      const level = alertLevel({ alertRuleIds: m?.alertRuleIds ?? [] }, subscribed, true);
      expect(level).toBe(m?.isUrgent ? 'urgent' : m?.isImportant ? 'important' : 'none');
    }
    expect(match(1001, ALERT_CODES.eyesClosed.code)?.isUrgent).toBe(true);
    expect(match(1001, ALERT_CODES.laneDeparture.code)?.isUrgent).toBe(false);
    expect(match(2002, 8)).toBeNull();

    // A vehicle of a company without rules raises nothing.
    const alerts: GeneratedAlert[] = [];
    const engine = createAlertEngine({
      seed: SEED,
      vehicles: [makeVehicle(1)],
      rules: rules.filter((r) => r.companyId !== 1001),
      onAlert: (a) => alerts.push(a),
    });
    engine.onTelemetryEvent(EVENTS[0] as TelemetryEvent);
    expect(alerts).toEqual([]);
  });

  it('ALERT-4 camera alerts are a pure function of seed, vehicle and time, for camera vehicles while moving', () => {
    const vehicles = [1, 2, 3, 4].map((id) => makeVehicle(id));
    const everySecond = runEngine({ vehicles, durationMs: 4 * HOUR });
    const everyFiveSeconds = runEngine({ vehicles, durationMs: 4 * HOUR, stepMs: 5 * SECOND });
    const key = (a: GeneratedAlert) => `${a.vehicleId}:${a.code}:${a.createdAt}`;
    expect(everySecond.length).toBeGreaterThan(10);
    expect(new Set(everyFiveSeconds.map(key))).toEqual(new Set(everySecond.map(key)));
    // One vehicle alone draws what it drew among others.
    const alone = runEngine({ vehicles: [makeVehicle(3)], durationMs: 4 * HOUR });
    expect(alone.map(key)).toEqual(everySecond.filter((a) => a.vehicleId === 3).map(key));

    expect(runEngine({ vehicles, durationMs: 4 * HOUR, status: 'idle' })).toEqual([]);
    expect(runEngine({ vehicles, durationMs: 4 * HOUR, status: 'parked' })).toEqual([]);
    const noCamera = vehicles.map((v) => ({
      ...v,
      hasCamera: false,
      deviceType: 'teltonika' as const,
    }));
    expect(runEngine({ vehicles: noCamera, durationMs: 4 * HOUR })).toEqual([]);
    for (const alert of everySecond) {
      expect(alert.source).toBe('camera');
      const family = [
        ...ALERT_CONSTANTS.driverMonitoringAlertCodes,
        ...ALERT_CONSTANTS.drivingAssistanceAlertCodes,
      ] as number[];
      expect(family).toContain(alert.code);
      expect(alert.createdAt % SECOND).toBe(0);
    }
  });

  it("ALERT-5 camera rates follow the driver's style: aggressive drivers raise several times what careful ones do", () => {
    const vehicles = Array.from({ length: 200 }, (_, i) => makeVehicle(i + 1));
    const source = createCameraAlertSource({ vehicles, seed: SEED });
    const perStyle = new Map<string, { expected: number; drawn: number }>();
    const states = vehicles.map((v) => makeState(v.id));
    const drawn = new Map<number, number>();
    for (let at = START + 10 * SECOND; at <= START + 10 * HOUR; at += 10 * SECOND) {
      for (const d of source.tick({ at, elapsedMs: 10 * SECOND }, states)) {
        drawn.set(d.vehicleId, (drawn.get(d.vehicleId) ?? 0) + 1);
      }
    }
    for (const v of vehicles) {
      const style = driverProfileOf(SEED, v).style;
      const entry = perStyle.get(style) ?? { expected: 0, drawn: 0 };
      entry.expected += source.perHourOf(v.id) * 10;
      entry.drawn += drawn.get(v.id) ?? 0;
      perStyle.set(style, entry);
      const rates = CAMERA_ALERTS_PER_HOUR[style];
      const nominal = rates.driverMonitoring + rates.drivingAssistance;
      expect(source.perHourOf(v.id)).toBeGreaterThanOrEqual(nominal * 0.75 - 1e-9);
      expect(source.perHourOf(v.id)).toBeLessThanOrEqual(nominal * 1.25 + 1e-9);
    }
    for (const { expected, drawn: n } of perStyle.values()) {
      expect(Math.abs(n - expected)).toBeLessThan(4 * Math.sqrt(expected) + 5);
    }
    const hourly = (style: string) => {
      const e = perStyle.get(style);
      return e ? e.drawn / e.expected : 0;
    };
    expect(hourly('careful')).toBeGreaterThan(0);
    const careful = perStyle.get('careful');
    const aggressive = perStyle.get('aggressive');
    const count = (style: string) =>
      vehicles.filter((v) => driverProfileOf(SEED, v).style === style).length;
    expect((aggressive?.drawn ?? 0) / count('aggressive')).toBeGreaterThan(
      (3 * (careful?.drawn ?? 0)) / count('careful'),
    );
  });

  it('ALERT-6 a raw alert has every contracts field; ids are monotonic from firstId; one code at one instant gets flags 0, 1', () => {
    const alerts: GeneratedAlert[] = [];
    const vehicle = makeVehicle(1, { childVehicleId: 99 });
    const engine = createAlertEngine({
      seed: SEED,
      vehicles: [vehicle],
      firstId: 41,
      onAlert: (a) => alerts.push(a),
    });
    for (const event of EVENTS) engine.onTelemetryEvent(event);
    engine.onTelemetryEvent(EVENTS[0] as TelemetryEvent);
    engine.onTelemetryEvent({ ...(EVENTS[0] as TelemetryEvent), vehicleId: 404 });
    engine.tick({ at: START, elapsedMs: SECOND }, [makeState(1)]);
    expect(alerts.map((a) => a.id)).toEqual(
      EVENTS.map((_, i) => 41 + i).concat(41 + EVENTS.length),
    );
    expect(engine.nextId()).toBe(42 + EVENTS.length);
    for (const alert of alerts) {
      expect(Value.Errors(RawAlertSchema, alert.raw)).toEqual([]);
      expect(alert.raw.rawAlertId).toBe(String(alert.id));
    }
    const first = alerts[0]?.raw;
    expect(first).toEqual({
      rawAlertId: '41',
      alertCode: 8,
      alertRuleIds: [2],
      alertFlag: 0,
      alert: {
        descriptionIdn: 'Kecepatan berlebih: 96,46 km/jam (batas 80 km/jam)',
        descriptionEng: 'Overspeed: 96.46 km/h (limit 80 km/h)',
        iconUrl: null,
      },
      vehicle: { id: 1, licensePlate: 'B 9001 KXA' },
      vehicleId: 1,
      childVehicleId: 99,
      driver: { fullname: 'Pengemudi 1' },
      createdOn: new Date(START).toISOString(),
      isRead: false,
      isResolved: false,
      isFalseAlert: false,
      isUrgent: false,
      isImportant: true,
      alertData: '96.46',
      alertTrigger: 80,
      latitude: -6.25,
      longitude: 106.85,
      userLogs: [],
      lastUserFeedback: null,
    });
    expect(alerts.at(-1)?.raw.alertFlag).toBe(1);
    const live = toLiveMessageAlert(alerts[0] as GeneratedAlert);
    expect(live).toMatchObject({
      companyId: 1001,
      licensePlate: 'B 9001 KXA',
      driverName: 'Pengemudi 1',
      sourceDeviceCategory: 'vss-howen',
    });
  });

  it('ALERT-7 the rate scales camera alerts and, above 1, adds synthetic alerts: a storm of hundreds per second', () => {
    const vehicles = Array.from({ length: 60 }, (_, i) =>
      makeVehicle(i + 1, { hasCamera: i % 2 === 0 }),
    );
    const one = runEngine({ vehicles, durationMs: 2 * HOUR });
    const ten = runEngine({ vehicles, durationMs: 2 * HOUR, rate: 10 });
    const tenCamera = ten.filter((a) => a.source === 'camera').length;
    expect(tenCamera / one.length).toBeGreaterThan(8);
    expect(tenCamera / one.length).toBeLessThan(12);
    expect(one.every((a) => a.source === 'camera')).toBe(true);
    expect(ten.some((a) => a.source === 'synthetic')).toBe(true);
    // Parked vehicles raise no camera alerts, but a storm reaches them too.
    const storm = runEngine({ vehicles, durationMs: 10 * SECOND, rate: 1000, status: 'parked' });
    const perSecond = storm.length / 10;
    expect(perSecond).toBeGreaterThan(150);
    expect(perSecond).toBeLessThan(260);
    for (const alert of storm.slice(0, 200))
      expect(Value.Errors(RawAlertSchema, alert.raw)).toEqual([]);
    const ids = storm.map((a) => a.id);
    expect(ids).toEqual(ids.map((_, i) => i + 1));
  });

  it('ALERT-8 the same seed, rate, first id and inputs raise the same alerts; a restart continues the ids', () => {
    const vehicles = Array.from({ length: 10 }, (_, i) => makeVehicle(i + 1));
    const a = runEngine({ vehicles, durationMs: 2 * HOUR, rate: 3 });
    expect(runEngine({ vehicles, durationMs: 2 * HOUR, rate: 3 })).toEqual(a);
    const firstHour = runEngine({ vehicles, durationMs: HOUR, rate: 3 });
    const secondHour = runEngine({
      vehicles,
      durationMs: HOUR,
      rate: 3,
      start: START + HOUR,
      firstId: firstHour.length + 1,
    });
    expect([...firstHour, ...secondHour]).toEqual(a);
  });

  it('ALERT-11 vehicles at work raise field-operation alerts pointing at a task of their company', () => {
    const vehicles = Array.from({ length: 60 }, (_, i) => makeVehicle(i + 1));
    const tasks = new Map([
      [
        1001,
        [
          { id: 41, number: 'FT/ALN/2611/00041' },
          { id: 42, number: 'FT/ALN/2611/00042' },
        ],
      ],
    ]);
    const atWork = runEngine({ vehicles, durationMs: 4 * HOUR, status: 'idle', fieldTasks: tasks });
    const field = atWork.filter((a) => a.code >= 137 && a.code <= 143);
    // 0.1 a vehicle-hour: about 24 for 60 vehicles in 4 hours.
    expect(field.length).toBeGreaterThan(8);
    expect(field.length).toBeLessThan(50);
    for (const alert of field) {
      const ref = parseFieldOperationAlertData(alert.raw.alertData);
      expect(ref?.logId).toBe(alert.id);
      expect(tasks.get(1001)?.some((t) => t.id === ref?.id && t.number === ref?.number)).toBe(true);
    }
    expect(new Set(field.map((a) => a.code)).size).toBeGreaterThan(3);
    // Driving between tasks, or without tasks, raises none.
    const driving = runEngine({ vehicles, durationMs: HOUR, status: 'moving', fieldTasks: tasks });
    expect(driving.some((a) => a.code >= 137)).toBe(false);
    expect(
      runEngine({ vehicles, durationMs: HOUR, status: 'idle' }).some((a) => a.code >= 137),
    ).toBe(false);
  });

  it('TASK-8 an alert raised for a given fleet task points at that task', () => {
    const alerts: GeneratedAlert[] = [];
    const tasks = new Map([[1001, [{ id: 41, number: 'FT/2611/00041' }]]]);
    const engine = createAlertEngine({
      seed: SEED,
      vehicles: [makeVehicle(1)],
      fieldTasks: tasks,
      onAlert: (a) => alerts.push(a),
    });
    const late = engine.raiseNow({
      vehicleId: 1,
      code: ALERT_CODES.fieldTaskLate.code,
      at: 1_000,
      position: { latitude: -6.2, longitude: 106.8 },
      task: { id: 77, number: 'FT/2611/00077' },
    });
    expect(late?.code).toBe(137);
    const ref = parseFieldOperationAlertData(late?.raw.alertData ?? null);
    expect(ref).toEqual({ number: 'FT/2611/00077', id: 77, logId: late?.id });
    // Without one, the company's tasks in turn (ALERT-11).
    const other = engine.raiseNow({
      vehicleId: 1,
      code: ALERT_CODES.fieldTaskLate.code,
      at: 2_000,
      position: { latitude: -6.2, longitude: 106.8 },
    });
    expect(parseFieldOperationAlertData(other?.raw.alertData ?? null)?.id).toBe(41);
  });

  it("ALERT-12 raises a subscriber's alert with its value, trigger and subject, through the rules", () => {
    const alerts: GeneratedAlert[] = [];
    const engine = createAlertEngine({
      seed: SEED,
      vehicles: [makeVehicle(1), makeVehicle(2, { companyId: 2002 })],
      rules: seedAlertRules({ seed: SEED, companyIds: [1001] }),
      onAlert: (a) => alerts.push(a),
    });
    const dwell = engine.raiseEvent({
      vehicleId: 1,
      code: ALERT_CODES.geofenceDwell.code,
      at: START,
      position: { latitude: -6.2, longitude: 106.9 },
      value: 75,
      trigger: 60,
      subject: 'Depo Cakung',
    });
    expect(dwell?.raw).toMatchObject({
      alertCode: 152,
      alertData: '75',
      alertTrigger: 60,
      latitude: -6.2,
      longitude: 106.9,
      isImportant: true,
      alert: {
        descriptionIdn: 'Terlalu lama di geofence · Depo Cakung: 75 menit (batas 60 menit)',
        descriptionEng:
          'Dwell time in geofence exceeded · Depo Cakung: 75 minutes (limit 60 minutes)',
      },
    });
    const enter = engine.raiseEvent({
      vehicleId: 1,
      code: ALERT_CODES.geofenceEnter.code,
      at: START + 1,
      position: { latitude: -6.2, longitude: 106.9 },
      value: null,
      trigger: null,
      subject: 'Depo Cakung',
    });
    expect(enter?.raw.alert.descriptionIdn).toBe('Masuk geofence · Depo Cakung');
    expect(enter?.raw.alertData).toBeNull();
    expect(enter?.id).toBe((dwell?.id ?? 0) + 1);
    // ALERT-3: a company without a rule for the code raises nothing.
    expect(
      engine.raiseEvent({
        vehicleId: 2,
        code: ALERT_CODES.geofenceEnter.code,
        at: START,
        position: { latitude: 0, longitude: 0 },
        value: null,
        trigger: null,
        subject: 'x',
      }),
    ).toBeNull();
    expect(alerts).toHaveLength(2);
  });
});
