/**
 * The numbers the telemetry layer runs on: fuel tanks and consumption by fleet category, the
 * ranges refrigerated boxes hold, speed limits, and the company thresholds in engine units.
 */
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import type { Company } from '@armada/contracts/company';
import type { FleetCategory } from '@armada/contracts/fleet';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A company's alert thresholds in engine units (ms and litres). */
export interface TelemetryThresholds {
  idleTimeoutMs: number;
  parkTimeoutMs: number;
  offlineTimeoutMs: number;
  /** Litres gained between two reports that count as a refuel (company `fuelGainAlert`). */
  fuelGainAlertL: number;
  /** Litres lost between two reports that count as a fuel loss (company `fuelLossAlert`). */
  fuelLossAlertL: number;
  /** Speeding shorter than this is no overspeed (docs/rules/shell.md §9: 60 s). */
  overspeedDurationMs: number;
}

/**
 * The company's fields are minutes and litres (contracts `CompanySchema`); the engine works in
 * ms and litres.
 */
export function thresholdsFromCompany(
  company: Pick<
    Company,
    'idleTimeout' | 'parkTimeout' | 'offlineTimeout' | 'fuelGainAlert' | 'fuelLossAlert'
  >,
): TelemetryThresholds {
  return {
    idleTimeoutMs: company.idleTimeout * MINUTE_MS,
    parkTimeoutMs: company.parkTimeout * MINUTE_MS,
    offlineTimeoutMs: company.offlineTimeout * MINUTE_MS,
    fuelGainAlertL: company.fuelGainAlert,
    fuelLossAlertL: company.fuelLossAlert,
    overspeedDurationMs: SHELL_CONSTANTS.overspeedDurationThresholdS * 1000,
  };
}

/**
 * Overspeed limits per category (TELEM-2). A tracker's overspeed threshold is set per vehicle,
 * not per road (the motion state carries no road class either). Indonesian law (PM 111/2015)
 * caps toll roads at 100 km/h, intercity roads at 80, urban roads at 50; fleets cap their
 * trucks, pick-ups and vans at 80 and their motorbikes (no toll access) at 70.
 */
export const SPEED_LIMIT_KMH: Readonly<Record<FleetCategory, number>> = {
  Motor: 70,
  Pikap: 80,
  Van: 80,
  Truk: 80,
};

export interface FuelSpec {
  tankL: number;
  litresPer100Km: number;
  idleLitresPerHour: number;
  /** Fuel at the start, percent of the tank. */
  startPct: number;
  /** Mean time between fuel losses (theft, leaks) while parked. */
  lossMeanGapMs: number;
}

/** Ranges per category each vehicle's spec is drawn from (common Indonesian fleet models). */
export const FUEL_BY_CATEGORY: Readonly<
  Record<
    FleetCategory,
    { tankL: readonly [number, number]; per100Km: readonly [number, number]; idleLph: number }
  >
> = {
  // Honda Beat / Vario class: 4-5.5 l tank, 40-55 km/l.
  Motor: { tankL: [4, 5.5], per100Km: [1.8, 2.5], idleLph: 0.1 },
  // Gran Max / L300 / Carry pick-ups.
  Pikap: { tankL: [43, 47], per100Km: [9, 12], idleLph: 0.6 },
  // Gran Max blind van, Hiace.
  Van: { tankL: [43, 70], per100Km: [10, 13], idleLph: 0.7 },
  // CDE / CDD / Fuso / tronton diesels.
  Truk: { tankL: [100, 200], per100Km: [16, 30], idleLph: 1.6 },
};

export const FUEL_RULES = {
  /** Parked at the home depot below this share of the tank: filled up. */
  refuelAtDepotBelowPct: 35,
  /** Parked anywhere below this: filled up (a filling station on the way). */
  refuelAnywhereBelowPct: 12,
  /** Mean time between fuel losses (siphoning, leaks) per vehicle. */
  lossMeanGapMs: 30 * DAY_MS,
  /** A loss takes this share of the tank (bounded by what is in it). */
  lossShareOfTank: [0.08, 0.35] as const,
  startPct: [45, 95] as const,
} as const;

export interface ReeferSpec {
  lowC: number;
  highC: number;
  /** How long the door stays open at the start of a stop's service. */
  doorOpenMs: number;
  /** °C per minute the box warms with the door open. */
  doorRiseCPerMin: number;
  /** Mean time between unit failures. */
  failureMeanGapMs: number;
  /** °C per minute the box warms while the unit is down (door closed). */
  failureRiseCPerMin: number;
}

export const REEFER_RULES = {
  /** Frozen goods, chilled food, pharmaceuticals (cold chain 2-8 °C). */
  ranges: [
    [[-20, -15], 0.4],
    [[0, 5], 0.45],
    [[2, 8], 0.15],
  ] as readonly (readonly [readonly [lowC: number, highC: number], number])[],
  doorOpenMinutes: [4, 10] as const,
  doorRiseCPerMin: [0.2, 0.4] as const,
  failureMeanGapMs: 20 * DAY_MS,
  failureMinutes: [30, 240] as const,
  failureRiseCPerMin: [0.08, 0.15] as const,
  /** A working unit with the door shut pulls the box back to the middle of its range. */
  pullDownCPerMin: 0.5,
  ambientC: 32,
  /** Out of range for longer than this is an event (TELEM-9). */
  graceMs: 5 * MINUTE_MS,
} as const;

export const DRIVING_RULES = {
  /** Driving time since the last rest that is an event (TELEM-10; the alert shows 4 hours). */
  limitMs: ALERT_CONSTANTS.drivingTimeTriggerHours * HOUR_MS,
  /** Ignition off at least this long is a rest. */
  restMs: 15 * MINUTE_MS,
} as const;

export const HARSH_RULES = {
  /** A speed change of at least this between two close reports is a candidate (TELEM-3). */
  candidateKmh: 15,
  /** Reports further apart than this say nothing about how the change was driven. */
  maxGapMs: 5000,
  accelG: 0.3,
  brakeG: 0.4,
  /** A heading change of at least this between two close moving reports (TELEM-4). */
  turnDeg: 60,
  turnMinKmh: 20,
  turnG: 0.3,
} as const;

/** Parked farther than this from the home depot is parking away (TELEM-6, TELEM-7). */
export const DEPOT_RADIUS_M = 500;
