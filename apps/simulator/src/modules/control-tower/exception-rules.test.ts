import { CONTROL_TOWER_RULES } from '@armada/contracts/control-tower';
import { describe, expect, it } from 'vitest';
import type { MotionFrame } from '../../engine/motion/fleet-motion';
import { ExceptionRules, type RuleStop, type RuleTask } from './exception-rules';
import { distanceToPathM, pathIndex } from './path-distance';

/**
 * The exception rules (docs/rules/control-tower.md CT-3 ... CT-8, CT-15) with a stepped clock:
 * each test moves time itself and hands the rules the task and the frame as they are then.
 */

const T0 = Date.parse('2026-11-20T03:00:00Z');
const MINUTE = 60_000;
const VEHICLE = 501;
const STATUS = { moving: 0, idle: 1, parked: 2, offline: 3 } as const;
/** A path going east along a latitude in Jakarta (about 1.1 km per 0.01°). */
const PATH: [number, number][] = [
  [-6.2, 106.8],
  [-6.2, 106.805],
  [-6.2, 106.81],
  [-6.2, 106.815],
  [-6.2, 106.82],
];

function stop(id: number, overrides: Partial<RuleStop> = {}): RuleStop {
  return {
    id,
    sequence: id,
    status: 'PENDING',
    reason: null,
    etaAt: null,
    windowEndAt: T0 + 60 * MINUTE,
    arrivedAt: null,
    ...overrides,
  };
}

function task(stops: RuleStop[], overrides: Partial<RuleTask> = {}): RuleTask {
  return {
    id: 7,
    companyId: 3,
    vehicleId: VEHICLE,
    status: 'STARTED',
    stops,
    plannedPath: PATH,
    ...overrides,
  };
}

/** A one-vehicle frame, and a clock that steps it. */
function fleet() {
  const frame: MotionFrame = {
    at: T0,
    ids: Int32Array.from([VEHICLE]),
    latitude: Float64Array.from([-6.2]),
    longitude: Float64Array.from([106.805]),
    heading: Float32Array.from([90]),
    speedKmh: Float32Array.from([30]),
    status: Uint8Array.from([STATUS.moving]),
    ignition: Uint8Array.from([1]),
    odometerKm: Float64Array.from([0]),
    reportedAt: Float64Array.from([T0]),
  };
  const rowOf = new Map([[VEHICLE, 0]]);
  let at = T0;
  return {
    frame,
    set(status: keyof typeof STATUS, place?: [number, number]) {
      frame.status[0] = STATUS[status];
      if (place) [frame.latitude[0], frame.longitude[0]] = place;
    },
    /** Steps the clock `ms` in 10 s ticks; answers every change the ticks made. */
    step(rules: ExceptionRules, ms: number) {
      const changes = [];
      for (let left = ms; left > 0; left -= 10_000) {
        at += 10_000;
        frame.at = at;
        if (frame.status[0] !== STATUS.offline) frame.reportedAt[0] = at;
        changes.push(...rules.onPositions(at, frame, rowOf));
      }
      return changes;
    },
    get at() {
      return at;
    },
  };
}

const kinds = (changes: readonly { type: string; kind?: string }[]) =>
  changes.map((c) => (c.type === 'open' ? `open ${c.kind}` : 'end'));

describe('late stops (CT-3)', () => {
  it('opens a late risk once when the estimate passes the window, ends it on arrival', () => {
    const rules = new ExceptionRules();
    expect(rules.updateTask(task([stop(1, { etaAt: T0 + 50 * MINUTE })]), T0)).toEqual([]);
    const risk = rules.updateTask(task([stop(1, { etaAt: T0 + 75 * MINUTE })]), T0 + MINUTE);
    expect(risk).toMatchObject([
      {
        type: 'open',
        kind: 'LATE_RISK',
        key: 'late:1',
        stopId: 1,
        at: T0 + MINUTE,
        fact: false,
        detail: { minutes: 15, etaAt: T0 + 75 * MINUTE, windowEndAt: T0 + 60 * MINUTE },
      },
    ]);
    // Heard again, still late: nothing new.
    expect(rules.updateTask(task([stop(1, { etaAt: T0 + 80 * MINUTE })]), T0 + 2 * MINUTE)).toEqual(
      [],
    );
    const arrived = T0 + 78 * MINUTE;
    expect(
      rules.updateTask(
        task([stop(1, { status: 'ARRIVED', arrivedAt: arrived, etaAt: null })]),
        arrived + MINUTE,
      ),
    ).toEqual([{ type: 'end', key: 'late:1', companyId: 3, at: arrived }]);
  });

  it('records a late arrival nobody was warned of as a fact', () => {
    const rules = new ExceptionRules();
    const arrived = T0 + 64 * MINUTE;
    const changes = rules.updateTask(
      task([stop(1, { status: 'DELIVERED', arrivedAt: arrived })]),
      arrived + 5 * MINUTE,
    );
    expect(changes).toMatchObject([
      { type: 'open', kind: 'LATE_ARRIVAL', key: 'late:1', at: arrived, fact: true },
    ]);
    expect(changes[0]).toMatchObject({ detail: { minutes: 4 } });
    expect(
      rules.updateTask(task([stop(1, { status: 'DELIVERED', arrivedAt: arrived })]), arrived),
    ).toEqual([]);
  });

  it('ends a risk whose estimate comes back inside the window', () => {
    const rules = new ExceptionRules();
    rules.updateTask(task([stop(1, { etaAt: T0 + 70 * MINUTE })]), T0);
    expect(
      kinds(rules.updateTask(task([stop(1, { etaAt: T0 + 55 * MINUTE })]), T0 + MINUTE)),
    ).toEqual(['end']);
  });

  it('never warns of a stop without a window or of a task not started', () => {
    const rules = new ExceptionRules();
    expect(
      rules.updateTask(task([stop(1, { etaAt: T0 + 99 * MINUTE, windowEndAt: null })]), T0),
    ).toEqual([]);
    expect(
      rules.updateTask(task([stop(2, { etaAt: T0 + 99 * MINUTE })], { status: 'PLANNED' }), T0),
    ).toEqual([]);
  });
});

describe('failed stops and breakdowns (CT-4)', () => {
  it('opens a failed stop with its reason, once', () => {
    const rules = new ExceptionRules();
    const failed = task([stop(1, { status: 'FAILED', reason: 'RECIPIENT_ABSENT' }), stop(2)]);
    expect(rules.updateTask(failed, T0)).toMatchObject([
      { kind: 'FAILED_STOP', key: 'failed:1', fact: true, detail: { reason: 'RECIPIENT_ABSENT' } },
    ]);
    expect(rules.updateTask(failed, T0 + MINUTE)).toEqual([]);
  });

  it('opens one breakdown for a task whatever number of stops it failed', () => {
    const rules = new ExceptionRules();
    const broken = task(
      [
        stop(1, { status: 'FAILED', reason: 'VEHICLE_BREAKDOWN' }),
        stop(2, { status: 'SKIPPED', reason: 'VEHICLE_BREAKDOWN' }),
      ],
      { status: 'CANCELLED' },
    );
    expect(kinds(rules.updateTask(broken, T0))).toEqual(['open BREAKDOWN']);
  });
});

describe('standing too long on the way (CT-6)', () => {
  it('opens a long idle after the limit while driving to a stop, ends it when moving again', () => {
    const rules = new ExceptionRules();
    const f = fleet();
    rules.updateTask(task([stop(1, { status: 'EN_ROUTE' })]), T0);
    f.set('idle');
    const limit = CONTROL_TOWER_RULES.longIdleMs;
    expect(f.step(rules, limit - 10_000)).toEqual([]);
    const opened = f.step(rules, 20_000);
    expect(opened).toMatchObject([{ type: 'open', kind: 'LONG_IDLE', vehicleId: VEHICLE }]);
    expect(f.step(rules, 5 * MINUTE)).toEqual([]);
    f.set('moving');
    expect(kinds(f.step(rules, 10_000))).toEqual(['end']);
  });

  it('does not count standing at a stop being served', () => {
    const rules = new ExceptionRules();
    const f = fleet();
    rules.updateTask(task([stop(1, { status: 'ARRIVED', arrivedAt: T0 })]), T0);
    f.set('parked');
    expect(f.step(rules, CONTROL_TOWER_RULES.longParkingMs + 5 * MINUTE)).toEqual([]);
  });

  it('opens a long parking after its own limit', () => {
    const rules = new ExceptionRules();
    const f = fleet();
    rules.updateTask(task([stop(1, { status: 'EN_ROUTE' })]), T0);
    f.set('parked');
    expect(f.step(rules, CONTROL_TOWER_RULES.longIdleMs + MINUTE)).toEqual([]);
    expect(kinds(f.step(rules, CONTROL_TOWER_RULES.longParkingMs))).toEqual(['open LONG_PARKING']);
  });
});

describe('device offline (CT-7)', () => {
  it('counts from the last report and ends when the device is heard again', () => {
    const rules = new ExceptionRules();
    const f = fleet();
    rules.updateTask(task([stop(1, { status: 'EN_ROUTE' })]), T0);
    f.step(rules, MINUTE);
    f.set('offline');
    expect(f.step(rules, CONTROL_TOWER_RULES.offlineMs - 10_000)).toEqual([]);
    expect(f.step(rules, 10_000)).toMatchObject([
      { type: 'open', kind: 'DEVICE_OFFLINE', key: `device_offline:7:${T0 + MINUTE}` },
    ]);
    f.set('moving');
    expect(kinds(f.step(rules, 10_000))).toEqual(['end']);
  });
});

describe('off the planned path (CT-5)', () => {
  it('opens only after two checks in a row beyond the distance, ends back on it', () => {
    const rules = new ExceptionRules();
    const f = fleet();
    rules.updateTask(task([stop(1, { status: 'EN_ROUTE' })]), T0);
    expect(f.step(rules, 2 * MINUTE)).toEqual([]);
    // About 1.1 km north of the path.
    f.set('moving', [-6.19, 106.805]);
    const first = f.step(rules, CONTROL_TOWER_RULES.offPathCheckMs);
    const second = f.step(rules, CONTROL_TOWER_RULES.offPathCheckMs);
    expect([...first, ...second]).toMatchObject([{ type: 'open', kind: 'OFF_PATH' }]);
    expect((second[0] as { detail: { meters: number } }).detail.meters).toBeGreaterThan(1000);
    // 300 m off is within the distance.
    f.set('moving', [-6.1973, 106.81]);
    expect(kinds(f.step(rules, CONTROL_TOWER_RULES.offPathCheckMs))).toEqual(['end']);
  });

  it('does not check a plan drawn as straight lines between the stops', () => {
    const rules = new ExceptionRules();
    const f = fleet();
    const straight: [number, number][] = [
      [-6.2, 106.8],
      [-6.2, 106.82],
    ];
    rules.updateTask(task([stop(1, { status: 'EN_ROUTE' })], { plannedPath: straight }), T0);
    f.set('moving', [-6.15, 106.805]);
    expect(f.step(rules, 5 * CONTROL_TOWER_RULES.offPathCheckMs)).toEqual([]);
  });

  it('a single stray check opens nothing', () => {
    const rules = new ExceptionRules();
    const f = fleet();
    rules.updateTask(task([stop(1, { status: 'EN_ROUTE' })]), T0);
    f.set('moving', [-6.19, 106.805]);
    f.step(rules, CONTROL_TOWER_RULES.offPathCheckMs);
    f.set('moving', [-6.2, 106.806]);
    expect(f.step(rules, 3 * CONTROL_TOWER_RULES.offPathCheckMs)).toEqual([]);
  });
});

describe('a task ending and a restart (CT-8, CT-15)', () => {
  it('ends what goes on for the vehicle and the stops when its task closes', () => {
    const rules = new ExceptionRules();
    const f = fleet();
    rules.updateTask(task([stop(1, { status: 'EN_ROUTE', etaAt: T0 + 70 * MINUTE })]), T0);
    f.set('idle');
    f.step(rules, CONTROL_TOWER_RULES.longIdleMs + 10_000);
    expect(rules.vehiclesOnTask().has(VEHICLE)).toBe(true);
    const closed = rules.updateTask(
      task([stop(1, { status: 'SKIPPED' })], { status: 'CANCELLED' }),
      f.at,
    );
    expect(closed.filter((c) => c.type === 'end').length).toBe(2);
    expect(rules.vehiclesOnTask().has(VEHICLE)).toBe(false);
    expect(f.step(rules, 30 * MINUTE)).toEqual([]);
  });

  it('ends a restored episode instead of opening another', () => {
    const rules = new ExceptionRules();
    const f = fleet();
    rules.restore([{ key: 'long_idle:7:123', kind: 'LONG_IDLE', vehicleId: VEHICLE }]);
    rules.updateTask(task([stop(1, { status: 'EN_ROUTE' })]), T0);
    f.set('idle');
    expect(f.step(rules, CONTROL_TOWER_RULES.longIdleMs + MINUTE)).toEqual([]);
    f.set('moving');
    expect(f.step(rules, 10_000)).toEqual([
      { type: 'end', key: 'long_idle:7:123', companyId: 3, at: f.at },
    ]);
  });

  it('ends restored episodes of vehicles no longer on a task', () => {
    const rules = new ExceptionRules();
    rules.restore([{ key: 'device_offline:9:1', kind: 'DEVICE_OFFLINE', vehicleId: 77 }]);
    expect(rules.endRestored(() => 3, T0)).toEqual([
      { type: 'end', key: 'device_offline:9:1', companyId: 3, at: T0 },
    ]);
  });
});

describe('distance to a path', () => {
  it('measures to the nearest segment, also on long paths', () => {
    const long: [number, number][] = Array.from({ length: 500 }, (_, i) => [
      -6.2,
      106.8 + i * 0.0005,
    ]);
    const index = pathIndex(long);
    expect(distanceToPathM(index, -6.2, 106.9)).toBeLessThan(1);
    expect(distanceToPathM(index, -6.201, 106.9)).toBeCloseTo(111.3, 0);
    expect(distanceToPathM(index, -6.2, 107.2)).toBeGreaterThan(10_000);
  });
});
