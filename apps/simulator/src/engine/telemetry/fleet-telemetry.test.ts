import { describe, expect, it } from 'vitest';
import type { LatLngTuple } from '../../domain/roads/network-data';
import type { MotionState, MotionStatus } from '../motion/fleet-motion';
import type { DriverProfile } from './driver-profiles';
import {
  createFleetTelemetry,
  type FleetTelemetry,
  type TelemetryVehicle,
} from './fleet-telemetry';
import type { TelemetryEvent, TelemetryEventType } from './telemetry-events';
import { thresholdsFromCompany } from './vehicle-specs';

/**
 * Every telemetry rule on one vehicle whose motion states the test writes, with a stepped
 * clock (SPEC.md TELEM-2..11). The fleet-wide rules (TELEM-1, 12, 13) are in
 * fleet-telemetry.fleet.test.ts.
 */

/** 08:00 WIB, Tuesday 3 November 2026. */
const T0 = Date.UTC(2026, 10, 3, 1, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DEPOT: LatLngTuple = [-6.2, 106.9];
/** A delivery stop about 8 km from the depot. */
const STOP: LatLngTuple = [-6.25, 106.85];

const CALM: DriverProfile = {
  style: 'careful',
  harshAccelRate: 0,
  harshBrakeRate: 0,
  sharpTurnRate: 0,
  speeding: { share: 0, factor: 1 },
  fuelFactor: 1,
};
const WILD: DriverProfile = {
  ...CALM,
  style: 'aggressive',
  harshAccelRate: 1,
  harshBrakeRate: 1,
  sharpTurnRate: 1,
};

function vehicle(overrides: Partial<TelemetryVehicle> = {}): TelemetryVehicle {
  return {
    id: 7,
    companyId: 1001,
    driverId: 42,
    fleetCategory: 'Truk',
    refrigerated: false,
    depot: DEPOT,
    // The demo company's: idle 10 min, park 60, offline 30, gain 10 l, loss 8 l.
    thresholds: thresholdsFromCompany({
      idleTimeout: 10,
      parkTimeout: 60,
      offlineTimeout: 30,
      fuelGainAlert: 10,
      fuelLossAlert: 8,
    }),
    profile: CALM,
    // No surprise losses unless a test asks for them.
    fuel: {
      tankL: 100,
      litresPer100Km: 20,
      idleLitresPerHour: 2,
      startPct: 80,
      lossMeanGapMs: 1e15,
    },
    ...overrides,
  };
}

interface Report {
  status: MotionStatus;
  speedKmh?: number;
  heading?: number;
  at?: LatLngTuple;
}

/** One vehicle driven by hand: each `step` reports every `everyMs` for `durationMs`. */
class Drive {
  now = T0;
  odometerKm = 10_000;
  lastOnlineAt = T0;
  last: MotionState | null = null;
  readonly events: TelemetryEvent[] = [];
  readonly telemetry: FleetTelemetry;

  constructor(input: TelemetryVehicle = vehicle(), seed = 1) {
    this.telemetry = createFleetTelemetry({
      vehicles: [input],
      seed,
      startAt: T0,
      onEvent: (e) => this.events.push(e),
    });
  }

  step(durationMs: number, report: Report, everyMs = SECOND): this {
    const end = this.now + durationMs;
    while (this.now < end) {
      const dt = Math.min(everyMs, end - this.now);
      this.now += dt;
      const speedKmh = report.status === 'moving' ? (report.speedKmh ?? 40) : 0;
      let state: MotionState;
      if (report.status === 'offline') {
        const frozen = this.last ?? this.fresh('parked', 0, report);
        state = { ...frozen, status: 'offline', reportedAt: this.lastOnlineAt };
      } else {
        this.odometerKm += (speedKmh * dt) / HOUR;
        state = this.fresh(report.status, speedKmh, report);
        this.lastOnlineAt = this.now;
        this.last = state;
      }
      this.telemetry.update({ at: this.now, elapsedMs: dt }, [state]);
    }
    return this;
  }

  private fresh(status: MotionStatus, speedKmh: number, report: Report): MotionState {
    const [latitude, longitude] = report.at ?? STOP;
    return {
      id: 7,
      latitude,
      longitude,
      heading: report.heading ?? 90,
      speedKmh,
      status,
      ignition: status !== 'parked',
      odometerKm: this.odometerKm,
      reportedAt: this.now,
    };
  }

  of(type: TelemetryEventType): TelemetryEvent[] {
    return this.events.filter((e) => e.type === type);
  }
}

describe('telemetry rules', () => {
  it('TELEM-2 speeding for 60 s or more is one overspeed, with its top speed, duration and place', () => {
    const drive = new Drive();
    drive.step(10 * SECOND, { status: 'moving', speedKmh: 60 });
    // 59 s over the Truk limit (80 km/h): too short.
    drive.step(59 * SECOND, { status: 'moving', speedKmh: 90 });
    drive.step(SECOND, { status: 'moving', speedKmh: 60 });
    expect(drive.of('overspeed')).toEqual([]);

    const start = drive.now + SECOND;
    drive.step(30 * SECOND, { status: 'moving', speedKmh: 95, at: STOP });
    drive.step(30 * SECOND, { status: 'moving', speedKmh: 101.5, at: DEPOT });
    expect(drive.of('overspeed')).toEqual([]);
    drive.step(5 * SECOND, { status: 'moving', speedKmh: 70 });
    expect(drive.of('overspeed')).toEqual([
      {
        type: 'overspeed',
        vehicleId: 7,
        companyId: 1001,
        driverId: 42,
        at: start + 60 * SECOND,
        latitude: DEPOT[0],
        longitude: DEPOT[1],
        value: 101.5,
        threshold: 80,
        durationMs: 60 * SECOND,
        data: { startedAt: start, minDurationMs: 60 * SECOND },
      },
    ]);

    // Exactly at the limit is not over it; an episode cut by the device going offline counts
    // up to its last report.
    drive.step(3 * MINUTE, { status: 'moving', speedKmh: 80 });
    drive.step(2 * MINUTE, { status: 'moving', speedKmh: 90 });
    drive.step(10 * MINUTE, { status: 'offline' });
    expect(drive.of('overspeed')).toHaveLength(2);
    expect(drive.of('overspeed')[1]?.durationMs).toBe(2 * MINUTE - SECOND);
  });

  it('TELEM-3 a speed change of 15 km/h between close reports is harsh as often as the driver is', () => {
    const wild = new Drive(vehicle({ profile: WILD }));
    wild.step(MINUTE, { status: 'idle' });
    wild.step(MINUTE, { status: 'moving', speedKmh: 45 });
    wild.step(MINUTE, { status: 'moving', speedKmh: 55 }); // +10: no candidate
    wild.step(MINUTE, { status: 'idle' });
    expect(wild.events.map((e) => [e.type, e.data])).toEqual([
      ['harsh-acceleration', { fromKmh: 0, toKmh: 45 }],
      ['harsh-braking', { fromKmh: 55, toKmh: 0 }],
    ]);
    const [accel, brake] = wild.events;
    expect(accel?.threshold).toBe(0.3);
    expect(accel?.value).toBeGreaterThanOrEqual(0.3);
    expect(brake?.threshold).toBe(0.4);
    expect(brake?.value).toBeGreaterThanOrEqual(0.4);

    // Reports 10 s apart say nothing about how the change was driven.
    const sparse = new Drive(vehicle({ profile: WILD }));
    sparse.step(MINUTE, { status: 'idle' }, 10 * SECOND);
    sparse.step(MINUTE, { status: 'moving', speedKmh: 45 }, 10 * SECOND);
    expect(sparse.events).toEqual([]);

    const calm = new Drive(vehicle({ profile: CALM }));
    calm.step(MINUTE, { status: 'idle' });
    calm.step(MINUTE, { status: 'moving', speedKmh: 45 });
    calm.step(MINUTE, { status: 'idle' });
    expect(calm.events).toEqual([]);

    // A rate of 0.3 turns about 30% of 1,000 departures into harsh accelerations.
    const some = new Drive(vehicle({ profile: { ...CALM, harshAccelRate: 0.3 } }));
    for (let i = 0; i < 1000; i++) {
      some.step(SECOND, { status: 'idle' });
      some.step(SECOND, { status: 'moving', speedKmh: 30 });
    }
    expect(some.of('harsh-acceleration').length).toBeGreaterThan(240);
    expect(some.of('harsh-acceleration').length).toBeLessThan(360);
  });

  it('TELEM-4 a heading change of 60 degrees or more at speed is a sharp turn as often as the driver turns sharply', () => {
    const drive = new Drive(vehicle({ profile: WILD }));
    drive.step(5 * SECOND, { status: 'moving', speedKmh: 40, heading: 350 });
    drive.step(SECOND, { status: 'moving', speedKmh: 40, heading: 20 }); // 30 degrees
    drive.step(SECOND, { status: 'moving', speedKmh: 40, heading: 290 }); // 90 degrees
    drive.step(SECOND, { status: 'moving', speedKmh: 15, heading: 290 });
    drive.step(SECOND, { status: 'moving', speedKmh: 15, heading: 200 }); // too slow
    expect(drive.of('sharp-turn').map((e) => e.data)).toEqual([
      { headingChangeDeg: 90, speedKmh: 40 },
    ]);
    expect(drive.of('sharp-turn')[0]?.value).toBeGreaterThanOrEqual(0.3);

    const calm = new Drive(vehicle({ profile: CALM }));
    calm.step(5 * SECOND, { status: 'moving', speedKmh: 40, heading: 0 });
    calm.step(SECOND, { status: 'moving', speedKmh: 40, heading: 180 });
    expect(calm.events).toEqual([]);
  });

  it("TELEM-5 idling for the company's idleTimeout is one event per idle episode", () => {
    const drive = new Drive();
    drive.step(MINUTE, { status: 'moving' });
    const since = drive.now + SECOND;
    drive.step(10 * MINUTE, { status: 'idle' });
    expect(drive.of('idle-exceeded')).toEqual([]);
    drive.step(SECOND, { status: 'idle' });
    drive.step(30 * MINUTE, { status: 'idle' });
    expect(drive.of('idle-exceeded')).toEqual([
      expect.objectContaining({
        at: since + 10 * MINUTE,
        value: 10,
        threshold: 10,
        durationMs: 10 * MINUTE,
        data: { since },
      }),
    ]);
    drive.step(MINUTE, { status: 'moving' });
    drive.step(11 * MINUTE, { status: 'idle' });
    expect(drive.of('idle-exceeded')).toHaveLength(2);

    // The company raises its timeout: from then on the new one applies.
    drive.telemetry.setThresholds(1001, { ...vehicle().thresholds, idleTimeoutMs: HOUR });
    drive.step(MINUTE, { status: 'moving' });
    drive.step(30 * MINUTE, { status: 'idle' });
    expect(drive.of('idle-exceeded')).toHaveLength(2);
  });

  it("TELEM-6 parking away from the depot for the company's parkTimeout is one event; the depot is home", () => {
    const drive = new Drive();
    drive.step(5 * HOUR, { status: 'parked', at: DEPOT }, MINUTE);
    expect(drive.of('parking-exceeded')).toEqual([]);
    drive.step(MINUTE, { status: 'moving' });
    const since = drive.now + MINUTE;
    drive.step(59 * MINUTE, { status: 'parked', at: STOP }, MINUTE);
    expect(drive.of('parking-exceeded')).toEqual([]);
    drive.step(3 * HOUR, { status: 'parked', at: STOP }, MINUTE);
    expect(drive.of('parking-exceeded')).toEqual([
      expect.objectContaining({
        at: since + HOUR,
        value: 60,
        threshold: 60,
        durationMs: HOUR,
        latitude: STOP[0],
        data: { since },
      }),
    ]);
  });

  it('TELEM-7 fuel burns per km and while idling, is filled up at the depot when low, and now and then goes missing', () => {
    const drive = new Drive();
    expect(drive.telemetry.state(0)).toMatchObject({ fuelLitres: 80, fuelLevelPct: 80 });
    // 100 km at 50 km/h: 20 l at 20 l/100 km.
    drive.step(2 * HOUR, { status: 'moving', speedKmh: 50 });
    expect(drive.telemetry.state(0).fuelLitres).toBeCloseTo(60, 1);
    // 30 min idling at 2 l/h.
    drive.step(30 * MINUTE, { status: 'idle' });
    expect(drive.telemetry.state(0).fuelLitres).toBeCloseTo(59, 1);
    // 150 km more: 29 l left (29%), parked away: no filling up there.
    drive.step(3 * HOUR, { status: 'moving', speedKmh: 50 });
    drive.step(HOUR, { status: 'parked', at: STOP });
    expect(drive.telemetry.state(0).fuelLevelPct).toBeCloseTo(29, 0);
    // Home at the depot below 35%: full.
    drive.step(MINUTE, { status: 'moving', speedKmh: 50 });
    drive.step(MINUTE, { status: 'parked', at: DEPOT });
    expect(drive.telemetry.state(0)).toMatchObject({ fuelLitres: 100, fuelLevelPct: 100 });

    // Running low far from home: filled up wherever it parks.
    const low = new Drive(vehicle({ fuel: { ...vehicle().fuel, startPct: 10 } }));
    low.step(MINUTE, { status: 'parked', at: STOP });
    expect(low.telemetry.state(0).fuelLevelPct).toBe(100);

    // Losses happen while parked only.
    const thief = new Drive(vehicle({ fuel: { ...vehicle().fuel, lossMeanGapMs: MINUTE } }));
    thief.step(HOUR, { status: 'moving', speedKmh: 30 }, MINUTE);
    // 29.5 km: the first report has no previous one to count from.
    expect(thief.telemetry.state(0).fuelLitres).toBeCloseTo(74.1, 1);
    let lowest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 20; i++) {
      thief.step(MINUTE, { status: 'parked', at: STOP });
      lowest = Math.min(lowest, thief.telemetry.state(0).fuelLitres);
    }
    // A loss takes 8-35% of the tank; never below empty.
    expect(lowest).toBeLessThanOrEqual(74.1 - 8);
    expect(lowest).toBeGreaterThanOrEqual(0);
  });

  it("TELEM-8 a fuel change between two reports beyond the company's litres is a gain or loss event", () => {
    const drive = new Drive(vehicle({ fuel: { ...vehicle().fuel, startPct: 30 } }));
    drive.step(MINUTE, { status: 'parked', at: DEPOT });
    expect(drive.of('fuel-gain')).toEqual([
      expect.objectContaining({
        at: T0 + SECOND,
        value: 70,
        threshold: 10,
        data: { beforeLitres: 30, afterLitres: 100, beforePct: 30, afterPct: 100 },
      }),
    ]);

    // A motorbike's tank holds less than the company's 10 l: its refuels are no events.
    const motor = new Drive(
      vehicle({ fleetCategory: 'Motor', fuel: { tankL: 4.5, startPct: 20, lossMeanGapMs: 1e15 } }),
    );
    motor.step(MINUTE, { status: 'parked', at: DEPOT });
    expect(motor.telemetry.state(0).fuelLevelPct).toBe(100);
    expect(motor.events).toEqual([]);

    const thief = new Drive(vehicle({ fuel: { ...vehicle().fuel, lossMeanGapMs: 10 * MINUTE } }));
    const levels: number[] = [thief.telemetry.state(0).fuelLitres];
    for (let i = 0; i < 12; i++) {
      thief.step(HOUR, { status: 'parked', at: STOP }, MINUTE);
      thief.step(MINUTE, { status: 'moving' });
      levels.push(thief.telemetry.state(0).fuelLitres);
    }
    const losses = thief.of('fuel-loss');
    expect(losses.length).toBeGreaterThan(0);
    for (const e of losses) {
      if (e.type !== 'fuel-loss') continue;
      expect(e.value).toBeGreaterThanOrEqual(8);
      expect(e.value).toBeCloseTo(e.data.beforeLitres - e.data.afterLitres, 1);
    }
  });

  it('TELEM-9 a reefer box out of its range beyond the grace is one event per episode', () => {
    const reefer = {
      lowC: 0,
      highC: 5,
      doorOpenMs: 30 * MINUTE,
      doorRiseCPerMin: 0.5,
      failureMeanGapMs: 1e15,
    };
    const drive = new Drive(vehicle({ refrigerated: true, reefer }));
    expect(drive.telemetry.state(0).boxTemperatureC).toBe(2.5);
    drive.step(HOUR, { status: 'moving' });
    expect(drive.telemetry.state(0).boxTemperatureC).toBe(2.5);
    // Door open at a stop: +0.5 °C a minute from 2.5; above 5 after 5 min, out for 5 more.
    drive.step(10 * MINUTE, { status: 'parked', at: STOP });
    expect(drive.of('temperature-out-of-range')).toEqual([]);
    drive.step(20 * MINUTE, { status: 'parked', at: STOP });
    const [event] = drive.of('temperature-out-of-range');
    expect(drive.of('temperature-out-of-range')).toHaveLength(1);
    expect(event).toMatchObject({ threshold: 5, data: { lowC: 0, highC: 5 } });
    expect(event?.value).toBeGreaterThan(5);
    expect(event?.durationMs).toBeGreaterThan(5 * MINUTE);
    expect(event?.durationMs).toBeLessThanOrEqual(5 * MINUTE + SECOND);
    // Door shut, unit running: back to the middle at 0.5 °C a minute, then a new episode may come.
    drive.step(HOUR, { status: 'moving' });
    expect(drive.telemetry.state(0).boxTemperatureC).toBe(2.5);
    drive.step(30 * MINUTE, { status: 'parked', at: STOP });
    expect(drive.of('temperature-out-of-range')).toHaveLength(2);

    // A failed unit warms the box on the road too; at the depot the box is on shore power.
    const failing = new Drive(
      vehicle({ refrigerated: true, reefer: { ...reefer, failureMeanGapMs: 1 } }),
    );
    failing.step(2 * HOUR, { status: 'moving' });
    expect(failing.of('temperature-out-of-range')).toHaveLength(1);

    const plain = new Drive();
    plain.step(HOUR, { status: 'parked', at: STOP });
    expect(plain.telemetry.state(0).boxTemperatureC).toBeNull();
  });

  it('TELEM-10 four hours of driving since the last 15 min rest is one event', () => {
    const drive = new Drive();
    // Reports every 10 s; the time between two counts as the earlier one's state, so the
    // first report (none before it) and the interval after the last parked one count nothing.
    drive.step(2 * HOUR, { status: 'moving' }, 10 * SECOND);
    // 14 minutes off is no rest.
    drive.step(14 * MINUTE, { status: 'parked', at: STOP }, 10 * SECOND);
    drive.step(HOUR, { status: 'idle' }, 10 * SECOND);
    drive.step(HOUR - 10 * SECOND, { status: 'moving' }, 10 * SECOND);
    expect(drive.of('driving-time-exceeded')).toEqual([]);
    expect(drive.telemetry.state(0).drivingSinceRestMs).toBe(4 * HOUR - 20 * SECOND);
    drive.step(20 * SECOND, { status: 'moving' }, 10 * SECOND);
    drive.step(2 * HOUR, { status: 'moving' }, 10 * SECOND);
    expect(drive.of('driving-time-exceeded')).toEqual([
      expect.objectContaining({ value: 4, threshold: 4, durationMs: 4 * HOUR }),
    ]);
    // A 15 minute rest (from its first parked report) starts over.
    drive.step(15 * MINUTE + 10 * SECOND, { status: 'parked', at: STOP }, 10 * SECOND);
    expect(drive.telemetry.state(0).drivingSinceRestMs).toBe(0);
    drive.step(4 * HOUR + MINUTE, { status: 'moving' }, 10 * SECOND);
    expect(drive.of('driving-time-exceeded')).toHaveLength(2);
  });

  it("TELEM-11 a device silent for the company's offlineTimeout is one event per dropout", () => {
    const drive = new Drive();
    drive.step(MINUTE, { status: 'moving' });
    const lastReportAt = drive.now;
    drive.step(30 * MINUTE - SECOND, { status: 'offline' });
    expect(drive.of('device-offline')).toEqual([]);
    drive.step(SECOND, { status: 'offline' });
    drive.step(2 * HOUR, { status: 'offline' }, MINUTE);
    expect(drive.of('device-offline')).toEqual([
      expect.objectContaining({
        at: lastReportAt + 30 * MINUTE,
        value: 30,
        threshold: 30,
        durationMs: 30 * MINUTE,
        latitude: STOP[0],
        data: { lastReportAt },
      }),
    ]);
    // Back, then away again.
    drive.step(MINUTE, { status: 'moving' });
    drive.step(31 * MINUTE, { status: 'offline' }, MINUTE);
    expect(drive.of('device-offline')).toHaveLength(2);
    // The time away counts for nothing else (no driving time for 2.5 h of silence).
    expect(drive.telemetry.state(0).drivingSinceRestMs).toBeLessThan(5 * MINUTE);
  });
});
