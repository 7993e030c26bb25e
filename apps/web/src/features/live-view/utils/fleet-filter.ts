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
 * What the search looks in, per vehicle: the plate and the driver, lower case without spaces,
 * apart (a search has no line break, so it never matches across them). Built once per directory
 * (`searchKeys`), so a keystroke or a batch at 50,000 vehicles is one `includes` a vehicle, not
 * two locale-aware lower-casings.
 */
export function searchKeyOf(vehicle: FleetDirectoryVehicle): string {
  const driver = vehicle.driver_name === null ? '' : compact(vehicle.driver_name);
  return `${compact(vehicle.license_plate)}\n${driver}`;
}

export function searchKeys(directory: readonly FleetDirectoryVehicle[]): string[] {
  return directory.map(searchKeyOf);
}

/**
 * The list, the map and the chips from one pass over the directory. A vehicle without a position
 * yet (`statusOf` answers undefined) counts as offline: it is listed, but nothing is drawn.
 * `keys` are the directory's `searchKeys` (made here when not given).
 */
export function filterFleet(
  directory: readonly FleetDirectoryVehicle[],
  statusOf: (id: number) => VehicleLiveStatus | undefined,
  filter: FleetFilter,
  keys: readonly string[] = searchKeys(directory),
): FilteredFleet {
  const counts = emptyCounts();
  const vehicles: FleetDirectoryVehicle[] = [];
  const ids = new Set<number>();
  const query = compact(filter.search);
  let total = 0;
  for (let i = 0; i < directory.length; i++) {
    const vehicle = directory[i] as FleetDirectoryVehicle;
    if (filter.groupId !== null && !vehicle.group_ids.includes(filter.groupId)) continue;
    if (query !== '' && !(keys[i] ?? searchKeyOf(vehicle)).includes(query)) continue;
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
