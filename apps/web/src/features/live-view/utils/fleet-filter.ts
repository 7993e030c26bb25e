import {
  VEHICLE_LIVE_STATUSES,
  type FleetDirectoryVehicle,
  type VehicleLiveStatus,
} from '@armada/contracts/live';
import { VisibleIds } from './visible-ids';

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
  /** Ids of `vehicles`, in the same order. */
  ids: VisibleIds;
  /**
   * Vehicles per status among those the search and group allow; the chip of a status shows
   * exactly the vehicles that choosing it lists (and draws).
   */
  counts: StatusCounts;
  /** Vehicles the search and group allow, whatever their status. */
  total: number;
}

// Indonesian has no casing rules of its own (unlike Turkish or Lithuanian): `toLowerCase` is
// `toLocaleLowerCase('id')`, without the locale lookup that made a directory of 50,000 slow.
const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/** Whether a vehicle's plate or driver contains the search text. */
export function matchesSearch(vehicle: FleetDirectoryVehicle, search: string): boolean {
  return allowedBy(vehicle, undefined, compact(search), null);
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
 * Whether the search and the group let a vehicle through, whatever its status: `query` is the
 * search `compact`ed, `key` the vehicle's `searchKeyOf` (made here when not given).
 */
function allowedBy(
  vehicle: FleetDirectoryVehicle,
  key: string | undefined,
  query: string,
  groupId: number | null,
): boolean {
  if (groupId !== null && !vehicle.group_ids.includes(groupId)) return false;
  return query === '' || (key ?? searchKeyOf(vehicle)).includes(query);
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
  const query = compact(filter.search);
  let total = 0;
  for (let i = 0; i < directory.length; i++) {
    const vehicle = directory[i] as FleetDirectoryVehicle;
    if (!allowedBy(vehicle, keys[i], query, filter.groupId)) continue;
    const status = statusOf(vehicle.id) ?? 'offline';
    counts[status]++;
    total++;
    if (filter.status !== null && status !== filter.status) continue;
    vehicles.push(vehicle);
  }
  return { vehicles, ids: idsOf(vehicles), counts, total };
}

function idsOf(vehicles: readonly FleetDirectoryVehicle[]): VisibleIds {
  const list = new Int32Array(vehicles.length);
  for (let k = 0; k < vehicles.length; k++) list[k] = (vehicles[k] as FleetDirectoryVehicle).id;
  return new VisibleIds(list);
}

/** Plates of printable ASCII: the sort key below orders them as the collator does. */
const PLAIN_PLATE = /^[ 0-9A-Za-z]*$/;

/**
 * A plate as a string that sorts by code units as `Intl.Collator('id', { numeric: true,
 * sensitivity: 'base' })` orders plain plates: lower case, and each run of digits as its length
 * then its digits without leading zeros (so 9 before 10). Spaces before digits before letters,
 * as in the collator.
 */
function plateKey(plate: string): string {
  return plate.toLowerCase().replace(/\d+/g, (digits) => {
    const value = digits.replace(/^0+(?=\d)/, '');
    return String.fromCharCode(48 + Math.min(value.length, 70)) + value;
  });
}

/**
 * The directory in plate order (natural: "B 9 A" before "B 10 A"), as the collator orders it.
 * Plain plates are sorted by a key made once per vehicle (the collator's compare for every pair
 * took most of a second at 50,000 vehicles); ties and other plates are left to the collator.
 */
export function sortByPlate(vehicles: readonly FleetDirectoryVehicle[]): FleetDirectoryVehicle[] {
  const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });
  if (!vehicles.every((vehicle) => PLAIN_PLATE.test(vehicle.license_plate)))
    return [...vehicles].sort((a, b) => collator.compare(a.license_plate, b.license_plate));
  const keys = vehicles.map((vehicle) => plateKey(vehicle.license_plate));
  const order = vehicles.map((_, i) => i);
  order.sort((a, b) => {
    const ka = keys[a] as string;
    const kb = keys[b] as string;
    if (ka !== kb) return ka < kb ? -1 : 1;
    const byCollator = collator.compare(
      (vehicles[a] as FleetDirectoryVehicle).license_plate,
      (vehicles[b] as FleetDirectoryVehicle).license_plate,
    );
    return byCollator !== 0 ? byCollator : a - b;
  });
  return order.map((i) => vehicles[i] as FleetDirectoryVehicle);
}

export { VEHICLE_LIVE_STATUSES };

/** What `FleetFilterIndex` reads of the positions store (`LivePositionStore`). */
export interface StatusSource {
  /** The status's index in VEHICLE_LIVE_STATUSES; anything else for a vehicle with no position. */
  statusCodeOf(id: number): number;
}

const OFFLINE = VEHICLE_LIVE_STATUSES.indexOf('offline');

/**
 * `filterFleet` kept up to date from the vehicles that changed (ADR 0058, the 50,000-vehicle
 * addendum): each vehicle's status is a byte in a column in directory order, whether the search
 * and the group allow it another, and a batch updates the counts from the vehicles whose status
 * changed only. The list (`vehicles`, `ids`) is rebuilt only when a status filter is set and a
 * vehicle crossed it; otherwise it keeps its identity, so the map is not handed new ids each
 * second. Same answer as `filterFleet` at every step (tested against it).
 */
export class FleetFilterIndex {
  private readonly indexOf = new Map<number, number>();
  private readonly status: Uint8Array;
  private readonly allowed: Uint8Array;
  private filter: FleetFilter | null = null;
  private current: FilteredFleet = {
    vehicles: [],
    ids: new VisibleIds(new Int32Array(0)),
    counts: emptyCounts(),
    total: 0,
  };

  constructor(
    private readonly directory: readonly FleetDirectoryVehicle[],
    private readonly keys: readonly string[],
    private source: StatusSource | null,
  ) {
    directory.forEach((vehicle, i) => this.indexOf.set(vehicle.id, i));
    this.status = new Uint8Array(directory.length);
    this.allowed = new Uint8Array(directory.length);
    this.readStatuses();
  }

  /** The list, the map's ids and the chips for the filter last set. */
  get result(): FilteredFleet {
    return this.current;
  }

  /** Sets the filter (the same object again changes nothing); answers the result. */
  setFilter(filter: FleetFilter): FilteredFleet {
    if (filter === this.filter) return this.current;
    const same =
      this.filter !== null &&
      this.filter.search === filter.search &&
      this.filter.groupId === filter.groupId;
    this.filter = filter;
    if (!same) {
      const query = compact(filter.search);
      for (let i = 0; i < this.directory.length; i++) {
        const vehicle = this.directory[i] as FleetDirectoryVehicle;
        this.allowed[i] = allowedBy(vehicle, this.keys[i], query, filter.groupId) ? 1 : 0;
      }
    }
    this.rebuild();
    return this.current;
  }

  /** Reads every vehicle's status again (a snapshot, a new store); true when the result changed. */
  refresh(source: StatusSource | null = this.source): boolean {
    this.source = source;
    const before = this.current;
    this.readStatuses();
    if (this.filter) this.rebuild();
    return this.current !== before;
  }

  /**
   * The vehicles of a batch whose status changed, joined or left: the counts move by them, the
   * list is rebuilt only if one crossed the status filter. True when the result changed.
   */
  update(changed: ArrayLike<number>): boolean {
    const { source, filter } = this;
    if (!source) return false;
    let counts: StatusCounts | null = null;
    /** A vehicle entered or left the status filter. */
    let crossed = false;
    const target = filter?.status ? VEHICLE_LIVE_STATUSES.indexOf(filter.status) : -1;
    for (let k = 0; k < changed.length; k++) {
      const i = this.indexOf.get(changed[k] as number);
      if (i === undefined) continue;
      const was = this.status[i] as number;
      const code = codeOf(source, (this.directory[i] as FleetDirectoryVehicle).id);
      if (code === was) continue;
      this.status[i] = code;
      if (!filter || !this.allowed[i]) continue;
      counts ??= { ...this.current.counts };
      counts[VEHICLE_LIVE_STATUSES[was] as VehicleLiveStatus]--;
      counts[VEHICLE_LIVE_STATUSES[code] as VehicleLiveStatus]++;
      if (target !== -1 && (was === target) !== (code === target)) crossed = true;
    }
    if (crossed) {
      this.current = this.withCrossed(counts ?? this.current.counts, target);
      return true;
    }
    if (counts) {
      this.current = { ...this.current, counts };
      return true;
    }
    return false;
  }

  /**
   * The list after some vehicles crossed the status filter: one pass of bytes for the list and
   * its id column in plate order (no set: `VisibleIds`).
   */
  private withCrossed(counts: StatusCounts, target: number): FilteredFleet {
    const vehicles: FleetDirectoryVehicle[] = [];
    for (let i = 0; i < this.directory.length; i++) {
      if (this.allowed[i] && this.status[i] === target)
        vehicles.push(this.directory[i] as FleetDirectoryVehicle);
    }
    return { vehicles, ids: idsOf(vehicles), counts, total: this.current.total };
  }

  private readStatuses(): void {
    const { source } = this;
    for (let i = 0; i < this.directory.length; i++) {
      const id = (this.directory[i] as FleetDirectoryVehicle).id;
      this.status[i] = source ? codeOf(source, id) : OFFLINE;
    }
  }

  /** The list, ids and counts from the columns: one pass of bytes, objects only for the list. */
  private rebuild(): void {
    const filter = this.filter;
    if (!filter) return;
    const target = filter.status === null ? -1 : VEHICLE_LIVE_STATUSES.indexOf(filter.status);
    const counts = emptyCounts();
    const vehicles: FleetDirectoryVehicle[] = [];
    let total = 0;
    for (let i = 0; i < this.directory.length; i++) {
      if (!this.allowed[i]) continue;
      const code = this.status[i] as number;
      counts[VEHICLE_LIVE_STATUSES[code] as VehicleLiveStatus]++;
      total++;
      if (target !== -1 && code !== target) continue;
      vehicles.push(this.directory[i] as FleetDirectoryVehicle);
    }
    const previous = this.current;
    const sameList =
      previous.vehicles.length === vehicles.length &&
      vehicles.every((vehicle, k) => previous.vehicles[k] === vehicle);
    this.current = sameList
      ? { vehicles: previous.vehicles, ids: previous.ids, counts, total }
      : { vehicles, ids: idsOf(vehicles), counts, total };
  }
}

function codeOf(source: StatusSource, id: number): number {
  const code = source.statusCodeOf(id);
  return code >= 0 && code < VEHICLE_LIVE_STATUSES.length ? code : OFFLINE;
}
