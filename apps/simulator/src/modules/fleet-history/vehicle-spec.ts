import type { FleetCategory } from '@armada/contracts/fleet';
import { Rng } from '../../domain/rng';
import { FUEL_BY_CATEGORY, FUEL_RULES, REEFER_RULES } from '../../engine/telemetry/vehicle-specs';

/** A vehicle's tank and box as the live telemetry draws them (TELEM-7, TELEM-9). */
export interface HistoryVehicleSpec {
  tankL: number;
  litresPer100Km: number;
  idleLitresPerHour: number;
  startPct: number;
  /** Null without a refrigerated box. */
  reefer: { lowC: number; highC: number; doorOpenMs: number; doorRiseCPerMin: number } | null;
}

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/**
 * The same draws, in the same order, from the same stream as the telemetry engine's vehicle
 * (fleet-telemetry.ts): the seeded past burns the fuel of the tank the live vehicle has, and
 * its box holds the range the live box holds.
 */
export function historyVehicleSpec(
  seed: number,
  vehicleId: number,
  category: FleetCategory,
  refrigerated: boolean,
): HistoryVehicleSpec {
  const rng = new Rng(seed).fork('telemetry').fork(`vehicle-${vehicleId}`);
  const range = FUEL_BY_CATEGORY[category];
  const tankL = round(rng.float(range.tankL[0], range.tankL[1]), 1);
  const litresPer100Km = round(rng.float(range.per100Km[0], range.per100Km[1]), 2);
  const startPct = rng.float(FUEL_RULES.startPct[0], FUEL_RULES.startPct[1]);
  rng.next(); // the first fuel loss's gap
  let reefer: HistoryVehicleSpec['reefer'] = null;
  if (refrigerated) {
    const [lowC, highC] = rng.weighted(REEFER_RULES.ranges);
    const doorOpenMs =
      rng.int(REEFER_RULES.doorOpenMinutes[0], REEFER_RULES.doorOpenMinutes[1]) * 60_000;
    const doorRiseCPerMin = rng.float(
      REEFER_RULES.doorRiseCPerMin[0],
      REEFER_RULES.doorRiseCPerMin[1],
    );
    reefer = { lowC, highC, doorOpenMs, doorRiseCPerMin };
  }
  return {
    tankL,
    litresPer100Km,
    idleLitresPerHour: range.idleLph,
    startPct,
    reefer,
  };
}
