import { DEFAULT_COMPANY_TIME_ZONE } from '@armada/contracts/company';
import type { LatLngTuple } from '../../domain/roads/network-data';
import { motionInputs } from '../../engine/motion/world-inputs';
import { telemetryInputs } from '../../engine/telemetry/world-inputs';
import type { WorldCollections } from '../../domain/world/generate-world';
import type { DocumentStore } from '../../store/document-store';
import type { BacklogVehicle } from './backlog-timeline';
import { zoneOffsetMs } from './history-rules';
import { historyVehicleSpec } from './vehicle-spec';

type Collections = Pick<WorldCollections, 'companies' | 'vehicles' | 'addresses'>;

/** Each company's offset from UTC (its zone, SHELL-75), by company id. */
export function companyZones(store: DocumentStore): Map<number, number> {
  return zonesOf(store.entries('companies'));
}

function zonesOf(companies: Collections['companies']): Map<number, number> {
  return new Map(
    companies.map((e) => [
      e.record.id,
      zoneOffsetMs(e.record.company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE),
    ]),
  );
}

/**
 * The vehicles the fleet moves (main units), as the seeded backlog draws them: depot, the
 * company's delivery addresses in its region (MOTION-3), tank and box (TELEM-7, TELEM-9).
 */
export function backlogVehicles(store: DocumentStore, seed: number): BacklogVehicle[] {
  return backlogVehiclesOf(
    {
      companies: store.entries('companies'),
      vehicles: store.entries('vehicles'),
      addresses: store.entries('addresses'),
    },
    seed,
  );
}

/** The same from a world's collections. */
export function backlogVehiclesOf(collections: Collections, seed: number): BacklogVehicle[] {
  const motion = motionInputs(collections);
  const telemetry = telemetryInputs(collections, motion.vehicles);
  const addresses = new Map<number, LatLngTuple>(
    motion.addresses.map((a) => [a.id, [a.latitude, a.longitude]]),
  );
  const zones = zonesOf(collections.companies);
  return motion.vehicles.flatMap((vehicle, i) => {
    const t = telemetry[i];
    if (!t) return [];
    return [
      {
        vehicleId: vehicle.id,
        companyId: t.companyId,
        driverId: t.driverId,
        category: vehicle.fleetCategory,
        depot: vehicle.depot,
        stops: vehicle.stopAddressIds.flatMap((id) => {
          const point = addresses.get(id);
          return point ? [point] : [];
        }),
        spec: historyVehicleSpec(seed, vehicle.id, vehicle.fleetCategory, t.refrigerated),
        zoneOffsetMs: zones.get(t.companyId) ?? zoneOffsetMs(DEFAULT_COMPANY_TIME_ZONE),
      },
    ];
  });
}
