import {
  VEHICLE_LIVE_STATUSES,
  type FleetDirectoryVehicle,
  type VehicleLiveStatus,
} from '@armada/contracts/live';

export interface FleetFilter {
  /** Plate or driver, any case; spaces in a plate do not matter ("b1234" finds "B 1234 XYZ"). */
  search: string;
  status: VehicleLiveStatus | null;
  groupId: number | null;
}

export const EMPTY_FLEET_FILTER: FleetFilter = { search: '', status: null, groupId: null };

export type StatusCounts = Record<VehicleLiveStatus, number>;

export interface FilteredFleet {
  /** The vehicles the list shows and the map draws, in plate order. */
  vehicles: FleetDirectoryVehicle[];
  /** Ids of `vehicles`. */
  ids: Set<number>;
  /**
   * Vehicles per status among those the search and group allow; the chip of a status shows
   * exactly the vehicles that choosing it lists (and draws).
   */
  counts: StatusCounts;
  /** Vehicles the search and group allow, whatever their status. */
  total: number;
}

const compact = (text: string) => text.toLocaleLowerCase('id').replace(/\s+/g, '');

/** Whether a vehicle's plate or driver contains the search text. */
export function matchesSearch(vehicle: FleetDirectoryVehicle, search: string): boolean {
  const query = compact(search);
  if (query === '') return true;
  if (compact(vehicle.license_plate).includes(query)) return true;
  return vehicle.driver_name !== null && compact(vehicle.driver_name).includes(query);
}

export function emptyCounts(): StatusCounts {
  return { moving: 0, idle: 0, parked: 0, offline: 0 };
}

/**
 * The list, the map and the chips from one pass over the directory. A vehicle without a position
 * yet (`statusOf` answers undefined) counts as offline: it is listed, but nothing is drawn.
 */
export function filterFleet(
  directory: readonly FleetDirectoryVehicle[],
  statusOf: (id: number) => VehicleLiveStatus | undefined,
  filter: FleetFilter,
): FilteredFleet {
  const counts = emptyCounts();
  const vehicles: FleetDirectoryVehicle[] = [];
  const ids = new Set<number>();
  let total = 0;
  for (const vehicle of directory) {
    if (filter.groupId !== null && !vehicle.group_ids.includes(filter.groupId)) continue;
    if (!matchesSearch(vehicle, filter.search)) continue;
    const status = statusOf(vehicle.id) ?? 'offline';
    counts[status]++;
    total++;
    if (filter.status !== null && status !== filter.status) continue;
    vehicles.push(vehicle);
    ids.add(vehicle.id);
  }
  return { vehicles, ids, counts, total };
}

/** The directory in plate order (natural: "B 9 A" before "B 10 A"). */
export function sortByPlate(vehicles: readonly FleetDirectoryVehicle[]): FleetDirectoryVehicle[] {
  const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });
  return [...vehicles].sort((a, b) => collator.compare(a.license_plate, b.license_plate));
}

export { VEHICLE_LIVE_STATUSES };
