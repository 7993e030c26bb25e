/**
 * The motion inputs of a generated world: each parent vehicle with its depot, region and the
 * delivery addresses of its company in that region. Trailers ride with their tractor (not
 * modelled here). The world's delivery orders name no vehicle, so stops are drawn per trip.
 */
import { DISTRICTS, EXTRA_DISTRICTS, type Region } from '../../domain/places';
import type { Address } from '@armada/contracts/customers';
import type { Vehicle } from '@armada/contracts/fleet';
import type { World } from '../../domain/world/generate-world';
import type { MotionAddress, MotionVehicle } from './fleet-motion';

/** The Bandung pool has no delivery addresses: its units haul to Greater Jakarta (Cipularang). */
const SERVED_REGION: Readonly<Record<Region, Region>> = {
  jabodetabek: 'jabodetabek',
  surabaya: 'surabaya',
  bandung: 'jabodetabek',
};

function regionOf(district: string, city: string): Region | undefined {
  return [...DISTRICTS, ...EXTRA_DISTRICTS].find((d) => d.district === district && d.city === city)
    ?.region;
}

export function motionInputsFromWorld(world: World): {
  vehicles: MotionVehicle[];
  addresses: MotionAddress[];
} {
  return motionInputs(world.collections);
}

interface Owned<T> {
  companyId: number;
  record: T;
}

/** The same from records with their companies (the document store's `entries`). */
export function motionInputs(collections: {
  vehicles: readonly Owned<Vehicle>[];
  addresses: readonly Owned<Address>[];
}): { vehicles: MotionVehicle[]; addresses: MotionAddress[] } {
  const addresses: MotionAddress[] = [];
  const addressRegion = new Map<number, Region>();
  const stopsByCompanyRegion = new Map<string, number[]>();
  for (const { companyId, record } of collections.addresses) {
    addresses.push({ id: record.id, latitude: record.latitude, longitude: record.longitude });
    const region = regionOf(record.district, record.city);
    if (!region) continue;
    addressRegion.set(record.id, region);
    if (record.is_depot) continue;
    const key = `${companyId}:${region}`;
    const list = stopsByCompanyRegion.get(key);
    if (list) list.push(record.id);
    else stopsByCompanyRegion.set(key, [record.id]);
  }
  const byId = new Map(addresses.map((a) => [a.id, a]));
  const vehicles: MotionVehicle[] = [];
  for (const { companyId, record } of collections.vehicles) {
    if (record.parent_id !== null) continue;
    const depot = byId.get(record.depot.id);
    const region = addressRegion.get(record.depot.id);
    if (!depot || !region) continue;
    const served = SERVED_REGION[region];
    vehicles.push({
      id: record.id,
      depot: [depot.latitude, depot.longitude],
      region,
      fleetCategory: record.fleet_category,
      stopAddressIds: stopsByCompanyRegion.get(`${companyId}:${served}`) ?? [],
      ...(served === region ? {} : { shift: 'long-haul' as const }),
    });
  }
  return { vehicles, addresses };
}
