/**
 * The telemetry inputs of a seeded world (TELEM-12): each moving vehicle with its company's
 * thresholds, its driver, its depot and whether its box is refrigerated; and the motion inputs
 * with each driver's speeding, so speeding is real movement.
 */
import type { World } from '../../domain/world/generate-world';
import type { MotionVehicle } from '../motion/fleet-motion';
import { driverProfileOf } from './driver-profiles';
import type { TelemetryVehicle } from './fleet-telemetry';
import { thresholdsFromCompany, type TelemetryThresholds } from './vehicle-specs';

/** Box types and vehicle types of refrigerated units ("Box Reefer CDD", "CDD Reefer"). */
export const REFRIGERATED = /reefer|freezer|pendingin|frozen|chiller/i;

/**
 * Inputs in the order of `order` (the motion vehicles), so a tick's motion states line up with
 * them; a vehicle of `order` missing from the world is an error.
 */
export function telemetryInputsFromWorld(
  world: World,
  order: readonly { id: number }[],
): TelemetryVehicle[] {
  return telemetryInputs(world.collections, order);
}

/** The same from records with their companies (the document store's `entries`). */
export function telemetryInputs(
  collections: Pick<World['collections'], 'companies' | 'addresses' | 'vehicles'>,
  order: readonly { id: number }[],
): TelemetryVehicle[] {
  const thresholds = new Map<number, TelemetryThresholds>();
  for (const { record } of collections.companies) {
    thresholds.set(record.id, thresholdsFromCompany(record.company));
  }
  const addresses = new Map(collections.addresses.map(({ record }) => [record.id, record]));
  const vehicles = new Map(collections.vehicles.map((v) => [v.record.id, v]));
  return order.map(({ id }) => {
    const entry = vehicles.get(id);
    if (!entry) throw new Error(`Vehicle ${id} is not in the world`);
    const { companyId, record } = entry;
    const company = thresholds.get(companyId);
    if (!company) throw new Error(`Company ${companyId} of vehicle ${id} is not in the world`);
    const depot = addresses.get(record.depot.id);
    return {
      id,
      companyId,
      driverId: record.driver?.id ?? null,
      fleetCategory: record.fleet_category,
      refrigerated:
        REFRIGERATED.test(record.box_type?.name ?? '') ||
        REFRIGERATED.test(record.vehicle_type.type),
      depot: depot ? [depot.latitude, depot.longitude] : null,
      thresholds: company,
    };
  });
}

/** The motion vehicles with their drivers' speeding (`MotionVehicle.overspeed`). */
export function withDriverSpeeding(
  motion: readonly MotionVehicle[],
  telemetry: readonly TelemetryVehicle[],
  seed: number,
): MotionVehicle[] {
  const byId = new Map(telemetry.map((t) => [t.id, t]));
  return motion.map((m) => {
    const t = byId.get(m.id);
    if (!t) return m;
    const { speeding } = t.profile ?? driverProfileOf(seed, t);
    return { ...m, overspeed: { ...speeding } };
  });
}
