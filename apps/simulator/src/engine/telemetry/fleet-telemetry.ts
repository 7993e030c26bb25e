/**
 * Telemetry of the moving fleet (issue 7): per vehicle and tick, the fuel in the tank, the box
 * temperature of refrigerated units and the driving time since the last rest, and the events
 * later issues turn into alerts and driver scores (SPEC.md TELEM-1..12). A pure layer over the
 * motion engine: it reads each tick's `MotionState`s and never moves a vehicle.
 *
 * How time is read: a report holds until the next one (the device's state is assumed constant
 * between reports), so the time between two reports counts for the earlier report's state, and
 * an episode (idle, parked, speeding, out of range) starts at the first report showing it. Time
 * a device is offline counts for nothing but being offline: the platform cannot know it.
 *
 * Per tick the work per vehicle is a few comparisons on numeric fields; nothing is allocated
 * but the events (measured by `pnpm bench:simulator`).
 */
import type { FleetCategory } from '@armada/contracts/fleet';
import type { LatLngTuple } from '../../domain/roads/network-data';
import { Rng, type RngState } from '../../domain/rng';
import {
  MOTION_STATUS_CODES,
  type MotionFrame,
  type MotionState,
  type MotionStatus,
} from '../motion/fleet-motion';
import { driverProfileOf, type DriverProfile, type DriverStyle } from './driver-profiles';
import type { TelemetryEvent } from './telemetry-events';
import {
  DEPOT_RADIUS_M,
  DRIVING_RULES,
  FUEL_BY_CATEGORY,
  FUEL_RULES,
  HARSH_RULES,
  REEFER_RULES,
  SPEED_LIMIT_KMH,
  type FuelSpec,
  type ReeferSpec,
  type TelemetryThresholds,
} from './vehicle-specs';

export interface TelemetryVehicle {
  id: number;
  companyId: number;
  driverId: number | null;
  fleetCategory: FleetCategory;
  /** A refrigerated box (reefer): its temperature is kept and checked. */
  refrigerated: boolean;
  /** Where the vehicle refuels and parks between trips; null: parking anywhere counts. */
  depot: LatLngTuple | null;
  thresholds: TelemetryThresholds;
  /** Default: SPEED_LIMIT_KMH of the category. */
  speedLimitKmh?: number;
  /** Default: the seeded profile of the driver (`driverProfileOf`). */
  profile?: DriverProfile;
  /** Overrides of the seeded fuel spec (tests, fixed setups). */
  fuel?: Partial<FuelSpec>;
  /** Overrides of the seeded reefer spec (tests, fixed setups). */
  reefer?: Partial<ReeferSpec>;
}

export interface FleetTelemetryOptions {
  vehicles: readonly TelemetryVehicle[];
  seed: number;
  /** Epoch ms the telemetry starts at (schedules of losses and unit failures count from it). */
  startAt: number;
  onEvent?: (event: TelemetryEvent) => void;
}

/** What the platform knows of a vehicle beyond its motion state. */
export interface VehicleTelemetryState {
  id: number;
  fuelLevelPct: number;
  fuelLitres: number;
  /** Null unless the box is refrigerated. */
  boxTemperatureC: number | null;
  drivingSinceRestMs: number;
  driverStyle: DriverStyle;
}

/** Everything a restarted server needs to continue a vehicle's telemetry (JSON-serialisable). */
export interface VehicleTelemetryExport {
  id: number;
  rng: RngState;
  seen: boolean;
  wasOffline: boolean;
  lastStatus: MotionStatus;
  lastSpeedKmh: number;
  lastHeading: number;
  lastReportAt: number;
  lastOdometerKm: number;
  fuelL: number;
  nextLossAt: number;
  tempC: number | null;
  nextFailureAt: number;
  failureUntil: number;
  tempOutSince: number;
  tempEmitted: boolean;
  drivingMs: number;
  drivingSince: number;
  drivingEmitted: boolean;
  idleSince: number;
  idleEmitted: boolean;
  parkedSince: number;
  parkAway: boolean;
  parkEmitted: boolean;
  overSince: number;
  overMaxKmh: number;
  overLat: number;
  overLon: number;
  offlineEmitted: boolean;
}

export interface FleetTelemetryExport {
  version: 1;
  vehicles: VehicleTelemetryExport[];
}

export interface FleetTelemetry {
  /** Reads the motion states of a tick (same order as `vehicles`) and emits the tick's events. */
  update(tick: { at: number; elapsedMs: number }, states: readonly MotionState[]): void;
  /**
   * The same from the motion engine's frame (MOTION-10), rows in the order of `vehicles`,
   * without an object per vehicle per tick (TELEM-14).
   */
  updateFromFrame(tick: { at: number; elapsedMs: number }, frame: MotionFrame): void;
  state(index: number): VehicleTelemetryState;
  snapshot(): VehicleTelemetryState[];
  exportState(): FleetTelemetryExport;
  /** Continues from an export; vehicles it does not name keep their fresh state. */
  restore(exported: FleetTelemetryExport): void;
  /**
   * A company changed its thresholds (docs/rules/shell.md §3): its vehicles use them from now on.
   */
  setThresholds(companyId: number, thresholds: TelemetryThresholds): void;
  profileOf(index: number): DriverProfile;
}

/** No episode open (epoch ms fields). */
const NONE = -1;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function exponentialGap(rng: Rng, meanMs: number): number {
  return Math.max(1, Math.round(-Math.log(1 - rng.next()) * meanMs));
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

class VehicleTelemetry {
  readonly limitKmh: number;
  readonly fuel: FuelSpec;
  readonly reefer: ReeferSpec | null;
  readonly midC: number;
  readonly kx: number;

  seen = false;
  wasOffline = false;
  lastStatus: MotionStatus = 'parked';
  lastSpeedKmh = 0;
  lastHeading = 0;
  lastReportAt = 0;
  lastOdometerKm = 0;

  fuelL: number;
  nextLossAt: number;

  tempC: number;
  nextFailureAt: number;
  failureUntil = NONE;
  tempOutSince = NONE;
  tempEmitted = false;

  drivingMs = 0;
  drivingSince = NONE;
  drivingEmitted = false;

  idleSince = NONE;
  idleEmitted = false;
  parkedSince = NONE;
  parkAway = false;
  parkEmitted = false;

  overSince = NONE;
  overMaxKmh = 0;
  overLat = 0;
  overLon = 0;

  offlineEmitted = false;

  constructor(
    readonly input: TelemetryVehicle,
    public thresholds: TelemetryThresholds,
    readonly profile: DriverProfile,
    readonly rng: Rng,
    startAt: number,
  ) {
    this.limitKmh = input.speedLimitKmh ?? SPEED_LIMIT_KMH[input.fleetCategory];
    const range = FUEL_BY_CATEGORY[input.fleetCategory];
    this.fuel = {
      tankL: round(rng.float(range.tankL[0], range.tankL[1]), 1),
      litresPer100Km: round(rng.float(range.per100Km[0], range.per100Km[1]), 2),
      idleLitresPerHour: range.idleLph,
      startPct: rng.float(FUEL_RULES.startPct[0], FUEL_RULES.startPct[1]),
      lossMeanGapMs: FUEL_RULES.lossMeanGapMs,
      ...input.fuel,
    };
    this.fuelL = (this.fuel.tankL * this.fuel.startPct) / 100;
    this.nextLossAt = startAt + exponentialGap(rng, this.fuel.lossMeanGapMs);

    if (input.refrigerated) {
      const [lowC, highC] = rng.weighted(REEFER_RULES.ranges);
      this.reefer = {
        lowC,
        highC,
        doorOpenMs:
          rng.int(REEFER_RULES.doorOpenMinutes[0], REEFER_RULES.doorOpenMinutes[1]) * MINUTE_MS,
        doorRiseCPerMin: rng.float(
          REEFER_RULES.doorRiseCPerMin[0],
          REEFER_RULES.doorRiseCPerMin[1],
        ),
        failureMeanGapMs: REEFER_RULES.failureMeanGapMs,
        failureRiseCPerMin: rng.float(
          REEFER_RULES.failureRiseCPerMin[0],
          REEFER_RULES.failureRiseCPerMin[1],
        ),
        ...input.reefer,
      };
      this.midC = (this.reefer.lowC + this.reefer.highC) / 2;
      this.nextFailureAt = startAt + exponentialGap(rng, this.reefer.failureMeanGapMs);
    } else {
      this.reefer = null;
      this.midC = Number.NaN;
      this.nextFailureAt = Number.POSITIVE_INFINITY;
    }
    this.tempC = this.midC;
    const lat = input.depot?.[0] ?? 0;
    this.kx = 111_320 * Math.cos((lat * Math.PI) / 180);
  }

  nearDepot(s: MotionState): boolean {
    const depot = this.input.depot;
    if (!depot) return false;
    const dy = (s.latitude - depot[0]) * 110_574;
    const dx = (s.longitude - depot[1]) * this.kx;
    return dx * dx + dy * dy <= DEPOT_RADIUS_M * DEPOT_RADIUS_M;
  }

  state(): VehicleTelemetryState {
    return {
      id: this.input.id,
      fuelLevelPct: round((this.fuelL / this.fuel.tankL) * 100, 1),
      fuelLitres: round(this.fuelL, 2),
      boxTemperatureC: this.reefer ? round(this.tempC, 1) : null,
      drivingSinceRestMs: this.drivingMs,
      driverStyle: this.profile.style,
    };
  }

  export(): VehicleTelemetryExport {
    return {
      id: this.input.id,
      rng: this.rng.getState(),
      seen: this.seen,
      wasOffline: this.wasOffline,
      lastStatus: this.lastStatus,
      lastSpeedKmh: this.lastSpeedKmh,
      lastHeading: this.lastHeading,
      lastReportAt: this.lastReportAt,
      lastOdometerKm: this.lastOdometerKm,
      fuelL: this.fuelL,
      nextLossAt: this.nextLossAt,
      tempC: this.reefer ? this.tempC : null,
      // JSON has no Infinity: a unit-less vehicle stores NONE and gets Infinity back.
      nextFailureAt: this.reefer ? this.nextFailureAt : NONE,
      failureUntil: this.failureUntil,
      tempOutSince: this.tempOutSince,
      tempEmitted: this.tempEmitted,
      drivingMs: this.drivingMs,
      drivingSince: this.drivingSince,
      drivingEmitted: this.drivingEmitted,
      idleSince: this.idleSince,
      idleEmitted: this.idleEmitted,
      parkedSince: this.parkedSince,
      parkAway: this.parkAway,
      parkEmitted: this.parkEmitted,
      overSince: this.overSince,
      overMaxKmh: this.overMaxKmh,
      overLat: this.overLat,
      overLon: this.overLon,
      offlineEmitted: this.offlineEmitted,
    };
  }

  restore(e: VehicleTelemetryExport): void {
    this.rng.setState(e.rng);
    this.seen = e.seen;
    this.wasOffline = e.wasOffline;
    this.lastStatus = e.lastStatus;
    this.lastSpeedKmh = e.lastSpeedKmh;
    this.lastHeading = e.lastHeading;
    this.lastReportAt = e.lastReportAt;
    this.lastOdometerKm = e.lastOdometerKm;
    this.fuelL = e.fuelL;
    this.nextLossAt = e.nextLossAt;
    if (this.reefer) {
      this.tempC = e.tempC ?? this.midC;
      this.nextFailureAt = e.nextFailureAt;
    }
    this.failureUntil = e.failureUntil;
    this.tempOutSince = e.tempOutSince;
    this.tempEmitted = e.tempEmitted;
    this.drivingMs = e.drivingMs;
    this.drivingSince = e.drivingSince;
    this.drivingEmitted = e.drivingEmitted;
    this.idleSince = e.idleSince;
    this.idleEmitted = e.idleEmitted;
    this.parkedSince = e.parkedSince;
    this.parkAway = e.parkAway;
    this.parkEmitted = e.parkEmitted;
    this.overSince = e.overSince;
    this.overMaxKmh = e.overMaxKmh;
    this.overLat = e.overLat;
    this.overLon = e.overLon;
    this.offlineEmitted = e.offlineEmitted;
  }
}

export function createFleetTelemetry(options: FleetTelemetryOptions): FleetTelemetry {
  const { seed, startAt, onEvent } = options;
  const root = new Rng(seed).fork('telemetry');
  const vehicles = options.vehicles.map(
    (input) =>
      new VehicleTelemetry(
        input,
        input.thresholds,
        input.profile ?? driverProfileOf(seed, input),
        root.fork(`vehicle-${input.id}`),
        startAt,
      ),
  );

  const emit = (
    v: VehicleTelemetry,
    type: TelemetryEvent['type'],
    at: number,
    latitude: number,
    longitude: number,
    value: number,
    threshold: number,
    durationMs: number | null,
    data: object,
  ): void => {
    if (!onEvent) return;
    // The union is keyed by type; each call site passes its type's data.
    onEvent({
      type,
      vehicleId: v.input.id,
      companyId: v.input.companyId,
      driverId: v.input.driverId,
      at,
      latitude,
      longitude,
      value: round(value, 3),
      threshold,
      durationMs,
      data,
    } as TelemetryEvent);
  };

  /** TELEM-2: an episode ends at `at`; it is an overspeed if it lasted the duration threshold. */
  const endOverspeed = (v: VehicleTelemetry, at: number): void => {
    if (v.overSince === NONE) return;
    const durationMs = at - v.overSince;
    if (durationMs >= v.thresholds.overspeedDurationMs) {
      emit(v, 'overspeed', at, v.overLat, v.overLon, v.overMaxKmh, v.limitKmh, durationMs, {
        startedAt: v.overSince,
        minDurationMs: v.thresholds.overspeedDurationMs,
      });
    }
    v.overSince = NONE;
  };

  /** TELEM-9: the box over `dt` ms in the state the previous report left it. */
  const coolOrWarm = (v: VehicleTelemetry, reefer: ReeferSpec, at: number, dt: number): void => {
    if (at >= v.nextFailureAt) {
      v.failureUntil =
        v.nextFailureAt +
        v.rng.int(REEFER_RULES.failureMinutes[0], REEFER_RULES.failureMinutes[1]) * MINUTE_MS;
      v.nextFailureAt = v.failureUntil + exponentialGap(v.rng, reefer.failureMeanGapMs);
    }
    if (dt <= 0) return;
    const minutes = dt / MINUTE_MS;
    const failing = v.failureUntil !== NONE && at - dt < v.failureUntil;
    const doorOpen =
      v.lastStatus === 'parked' && v.parkAway && at - dt - v.parkedSince < reefer.doorOpenMs;
    if (failing || doorOpen) {
      const rise =
        (failing ? reefer.failureRiseCPerMin : 0) + (doorOpen ? reefer.doorRiseCPerMin : 0);
      v.tempC = Math.min(REEFER_RULES.ambientC, v.tempC + rise * minutes);
    } else if (v.tempC > v.midC) {
      v.tempC = Math.max(v.midC, v.tempC - REEFER_RULES.pullDownCPerMin * minutes);
    } else if (v.tempC < v.midC) {
      v.tempC = Math.min(v.midC, v.tempC + REEFER_RULES.pullDownCPerMin * minutes);
    }
    if (v.failureUntil !== NONE && at >= v.failureUntil) v.failureUntil = NONE;
  };

  const offline = (v: VehicleTelemetry, s: MotionState, at: number): void => {
    // The platform no longer sees the vehicle: its open episodes end with the last report.
    if (!v.wasOffline) {
      endOverspeed(v, s.reportedAt);
      v.idleSince = NONE;
      v.parkedSince = NONE;
      v.tempOutSince = NONE;
      v.tempEmitted = false;
      v.wasOffline = true;
    }
    const silentMs = at - s.reportedAt;
    if (!v.offlineEmitted && silentMs >= v.thresholds.offlineTimeoutMs) {
      v.offlineEmitted = true;
      emit(
        v,
        'device-offline',
        at,
        s.latitude,
        s.longitude,
        silentMs / MINUTE_MS,
        v.thresholds.offlineTimeoutMs / MINUTE_MS,
        silentMs,
        { lastReportAt: s.reportedAt },
      );
    }
  };

  const fuelChange = (before: number, after: number, tankL: number) => ({
    beforeLitres: round(before, 2),
    afterLitres: round(after, 2),
    beforePct: round((before / tankL) * 100, 1),
    afterPct: round((after / tankL) * 100, 1),
  });

  const observe = (v: VehicleTelemetry, s: MotionState, at: number): void => {
    if (s.status === 'offline') {
      offline(v, s, at);
      return;
    }
    const t = v.thresholds;
    const status = s.status;
    const fresh = v.seen && !v.wasOffline;
    // Time since the previous report counts for that report's state; an offline gap for none.
    const dt = fresh ? Math.max(0, at - v.lastReportAt) : 0;
    const prev = v.lastStatus;
    v.offlineEmitted = false;

    // ---- fuel (TELEM-7): per km driven (odometer, offline stretches included) plus idling.
    const km = v.seen ? Math.max(0, s.odometerKm - v.lastOdometerKm) : 0;
    let burn = (km * v.fuel.litresPer100Km * v.profile.fuelFactor) / 100;
    if (prev === 'idle') burn += (v.fuel.idleLitresPerHour * dt) / HOUR_MS;
    v.fuelL = Math.max(0, v.fuelL - burn);

    // ---- driving time (TELEM-10): ignition on between reports.
    if (prev !== 'parked' && dt > 0) v.drivingMs += dt;

    // ---- box temperature (TELEM-9).
    if (v.reefer) coolOrWarm(v, v.reefer, at, dt);

    // ---- harsh driving (TELEM-3, TELEM-4): only between close reports.
    if (fresh && dt > 0 && dt <= HARSH_RULES.maxGapMs) {
      const dv = s.speedKmh - v.lastSpeedKmh;
      if (dv >= HARSH_RULES.candidateKmh && v.rng.chance(v.profile.harshAccelRate)) {
        emit(
          v,
          'harsh-acceleration',
          at,
          s.latitude,
          s.longitude,
          HARSH_RULES.accelG * v.rng.float(1, 1.8),
          HARSH_RULES.accelG,
          null,
          { fromKmh: v.lastSpeedKmh, toKmh: s.speedKmh },
        );
      } else if (dv <= -HARSH_RULES.candidateKmh && v.rng.chance(v.profile.harshBrakeRate)) {
        emit(
          v,
          'harsh-braking',
          at,
          s.latitude,
          s.longitude,
          HARSH_RULES.brakeG * v.rng.float(1, 1.8),
          HARSH_RULES.brakeG,
          null,
          { fromKmh: v.lastSpeedKmh, toKmh: s.speedKmh },
        );
      }
      if (
        status === 'moving' &&
        prev === 'moving' &&
        s.speedKmh >= HARSH_RULES.turnMinKmh &&
        v.lastSpeedKmh >= HARSH_RULES.turnMinKmh
      ) {
        const turn = Math.abs(((s.heading - v.lastHeading + 540) % 360) - 180);
        if (turn >= HARSH_RULES.turnDeg && v.rng.chance(v.profile.sharpTurnRate)) {
          emit(
            v,
            'sharp-turn',
            at,
            s.latitude,
            s.longitude,
            HARSH_RULES.turnG * v.rng.float(1, 1.8),
            HARSH_RULES.turnG,
            null,
            { headingChangeDeg: round(turn, 1), speedKmh: s.speedKmh },
          );
        }
      }
    }

    // ---- overspeed (TELEM-2).
    if (status === 'moving' && s.speedKmh > v.limitKmh) {
      if (v.overSince === NONE) {
        v.overSince = at;
        v.overMaxKmh = 0;
      }
      if (s.speedKmh > v.overMaxKmh) {
        v.overMaxKmh = s.speedKmh;
        v.overLat = s.latitude;
        v.overLon = s.longitude;
      }
    } else {
      endOverspeed(v, at);
    }

    // ---- idle (TELEM-5).
    if (status === 'idle') {
      if (v.idleSince === NONE) {
        v.idleSince = at;
        v.idleEmitted = false;
      }
      const idleMs = at - v.idleSince;
      if (!v.idleEmitted && idleMs >= t.idleTimeoutMs) {
        v.idleEmitted = true;
        emit(
          v,
          'idle-exceeded',
          at,
          s.latitude,
          s.longitude,
          idleMs / MINUTE_MS,
          t.idleTimeoutMs / MINUTE_MS,
          idleMs,
          { since: v.idleSince },
        );
      }
    } else {
      v.idleSince = NONE;
    }

    // ---- parked: parking away (TELEM-6), rests (TELEM-10), refuels and losses (TELEM-7, 8).
    if (status === 'parked') {
      if (v.parkedSince === NONE) {
        v.parkedSince = at;
        v.parkAway = !v.nearDepot(s);
        v.parkEmitted = false;
      }
      const parkedMs = at - v.parkedSince;
      if (v.parkAway && !v.parkEmitted && parkedMs >= t.parkTimeoutMs) {
        v.parkEmitted = true;
        emit(
          v,
          'parking-exceeded',
          at,
          s.latitude,
          s.longitude,
          parkedMs / MINUTE_MS,
          t.parkTimeoutMs / MINUTE_MS,
          parkedMs,
          { since: v.parkedSince },
        );
      }
      if (parkedMs >= DRIVING_RULES.restMs) {
        v.drivingMs = 0;
        v.drivingSince = NONE;
        v.drivingEmitted = false;
      }
      const pct = (v.fuelL / v.fuel.tankL) * 100;
      if (
        pct < FUEL_RULES.refuelAnywhereBelowPct ||
        (!v.parkAway && pct < FUEL_RULES.refuelAtDepotBelowPct)
      ) {
        const before = v.fuelL;
        v.fuelL = v.fuel.tankL;
        const gained = v.fuelL - before;
        if (gained >= t.fuelGainAlertL) {
          emit(
            v,
            'fuel-gain',
            at,
            s.latitude,
            s.longitude,
            gained,
            t.fuelGainAlertL,
            dt,
            fuelChange(before, v.fuelL, v.fuel.tankL),
          );
        }
      } else if (at >= v.nextLossAt) {
        const before = v.fuelL;
        const share = v.rng.float(FUEL_RULES.lossShareOfTank[0], FUEL_RULES.lossShareOfTank[1]);
        v.fuelL = Math.max(0, before - share * v.fuel.tankL);
        v.nextLossAt = at + exponentialGap(v.rng, v.fuel.lossMeanGapMs);
        const lost = before - v.fuelL;
        if (lost > 0 && lost >= t.fuelLossAlertL) {
          emit(
            v,
            'fuel-loss',
            at,
            s.latitude,
            s.longitude,
            lost,
            t.fuelLossAlertL,
            dt,
            fuelChange(before, v.fuelL, v.fuel.tankL),
          );
        }
      }
    } else {
      v.parkedSince = NONE;
      if (v.drivingSince === NONE) v.drivingSince = at;
    }

    // ---- driving time (TELEM-10).
    if (!v.drivingEmitted && v.drivingMs >= DRIVING_RULES.limitMs) {
      v.drivingEmitted = true;
      emit(
        v,
        'driving-time-exceeded',
        at,
        s.latitude,
        s.longitude,
        v.drivingMs / HOUR_MS,
        DRIVING_RULES.limitMs / HOUR_MS,
        v.drivingMs,
        { drivingSince: v.drivingSince === NONE ? at : v.drivingSince },
      );
    }

    // ---- temperature out of range (TELEM-9).
    const reefer = v.reefer;
    if (reefer) {
      const high = v.tempC > reefer.highC;
      if (high || v.tempC < reefer.lowC) {
        if (v.tempOutSince === NONE) {
          v.tempOutSince = at;
          v.tempEmitted = false;
        }
        const outMs = at - v.tempOutSince;
        if (!v.tempEmitted && outMs > REEFER_RULES.graceMs) {
          v.tempEmitted = true;
          emit(
            v,
            'temperature-out-of-range',
            at,
            s.latitude,
            s.longitude,
            v.tempC,
            high ? reefer.highC : reefer.lowC,
            outMs,
            { lowC: reefer.lowC, highC: reefer.highC, since: v.tempOutSince },
          );
        }
      } else {
        v.tempOutSince = NONE;
      }
    }

    v.seen = true;
    v.wasOffline = false;
    v.lastStatus = status;
    v.lastSpeedKmh = s.speedKmh;
    v.lastHeading = s.heading;
    v.lastReportAt = at;
    v.lastOdometerKm = s.odometerKm;
  };

  return {
    update(tick, states) {
      if (states.length !== vehicles.length) {
        throw new RangeError(
          `update got ${states.length} motion states for ${vehicles.length} vehicles`,
        );
      }
      for (let i = 0; i < vehicles.length; i++) {
        const v = vehicles[i] as VehicleTelemetry;
        const s = states[i] as MotionState;
        if (s.id !== v.input.id) {
          throw new RangeError(`Motion state ${i} is vehicle ${s.id}, expected ${v.input.id}`);
        }
        observe(v, s, tick.at);
      }
    },
    updateFromFrame(tick, frame) {
      if (frame.ids.length !== vehicles.length) {
        throw new RangeError(
          `updateFromFrame got ${frame.ids.length} rows for ${vehicles.length} vehicles`,
        );
      }
      // One scratch state, refilled per row: observe copies what it keeps.
      const s: MotionState = {
        id: 0,
        latitude: 0,
        longitude: 0,
        heading: 0,
        speedKmh: 0,
        status: 'parked',
        ignition: false,
        odometerKm: 0,
        reportedAt: 0,
      };
      for (let i = 0; i < vehicles.length; i++) {
        const v = vehicles[i] as VehicleTelemetry;
        s.id = frame.ids[i] ?? 0;
        if (s.id !== v.input.id) {
          throw new RangeError(`Frame row ${i} is vehicle ${s.id}, expected ${v.input.id}`);
        }
        s.latitude = frame.latitude[i] ?? 0;
        s.longitude = frame.longitude[i] ?? 0;
        s.heading = frame.heading[i] ?? 0;
        s.speedKmh = frame.speedKmh[i] ?? 0;
        s.status = MOTION_STATUS_CODES[frame.status[i] ?? 2] ?? 'parked';
        s.ignition = frame.ignition[i] === 1;
        s.odometerKm = frame.odometerKm[i] ?? 0;
        s.reportedAt = frame.reportedAt[i] ?? 0;
        observe(v, s, tick.at);
      }
    },
    state(index) {
      const v = vehicles[index];
      if (!v) throw new RangeError(`No vehicle at ${index}`);
      return v.state();
    },
    snapshot() {
      return vehicles.map((v) => v.state());
    },
    exportState() {
      return { version: 1, vehicles: vehicles.map((v) => v.export()) };
    },
    restore(exported) {
      if (exported.version !== 1) {
        throw new RangeError(`Unknown telemetry export version ${String(exported.version)}`);
      }
      const byId = new Map(exported.vehicles.map((e) => [e.id, e]));
      for (const v of vehicles) {
        const e = byId.get(v.input.id);
        if (e) v.restore(e);
      }
    },
    setThresholds(companyId, thresholds) {
      for (const v of vehicles) if (v.input.companyId === companyId) v.thresholds = thresholds;
    },
    profileOf(index) {
      const v = vehicles[index];
      if (!v) throw new RangeError(`No vehicle at ${index}`);
      return v.profile;
    },
  };
}
