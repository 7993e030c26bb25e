import { describe, expect, it } from 'vitest';
import { VEHICLE_LIVE_STATUSES, type VehicleLiveStatus } from '@armada/contracts/live';
import { makeDirectoryVehicle } from '@/testing/factories';
import {
  EMPTY_FLEET_FILTER,
  FleetFilterIndex,
  filterFleet,
  matchesSearch,
  searchKeys,
  sortByPlate,
  type FleetFilter,
} from './fleet-filter';

const vehicle = makeDirectoryVehicle;

const budi = vehicle(1, {
  license_plate: 'B 1234 XYZ',
  driver_name: 'Budi Santoso',
  group_ids: [10],
});
const siti = vehicle(2, {
  license_plate: 'D 77 AB',
  driver_name: 'Siti Aminah',
  group_ids: [10, 20],
});
const noDriver = vehicle(3, { license_plate: 'L 5 CD', driver_name: null, group_ids: [20] });
const agus = vehicle(4, { license_plate: 'B 9 QQ', driver_name: 'Agus', group_ids: [] });
const fleet = [budi, siti, noDriver, agus];
const statuses: Record<number, VehicleLiveStatus> = { 1: 'moving', 2: 'idle', 3: 'moving' };
const statusOf = (id: number) => statuses[id];

describe('searching the fleet', () => {
  it('finds a plate or a driver in any case, spaces in plates ignored', () => {
    expect(matchesSearch(budi, 'b 1234')).toBe(true);
    expect(matchesSearch(budi, 'B1234XYZ')).toBe(true);
    expect(matchesSearch(budi, 'santoso')).toBe(true);
    expect(matchesSearch(budi, 'siti')).toBe(false);
    expect(matchesSearch(noDriver, 'budi')).toBe(false);
    expect(matchesSearch(noDriver, '  ')).toBe(true);
  });
});

describe('filtering and counting the fleet', () => {
  it('counts every status, a vehicle without a position as offline', () => {
    const result = filterFleet(fleet, statusOf, EMPTY_FLEET_FILTER);
    expect(result.counts).toEqual({ moving: 2, idle: 1, parked: 0, offline: 1 });
    expect(result.total).toBe(4);
    expect(result.vehicles.map((v) => v.id)).toEqual([1, 2, 3, 4]);
  });

  it('lists exactly as many vehicles as the chosen status chip counts', () => {
    for (const status of ['moving', 'idle', 'parked', 'offline'] as const) {
      for (const filter of [
        { ...EMPTY_FLEET_FILTER, status },
        { search: 'b', status, groupId: null },
        { search: '', status, groupId: 20 },
      ]) {
        const result = filterFleet(fleet, statusOf, filter);
        expect(result.vehicles).toHaveLength(result.counts[status]);
        expect(result.ids.size).toBe(result.counts[status]);
      }
    }
  });

  it('narrows counts by search and group, not by the status chosen', () => {
    const result = filterFleet(fleet, statusOf, { search: '', status: 'moving', groupId: 20 });
    expect(result.vehicles.map((v) => v.id)).toEqual([3]);
    expect(result.counts).toEqual({ moving: 1, idle: 1, parked: 0, offline: 0 });
    expect(result.total).toBe(2);
  });

  it('sorts 5,000 plates as the collator does, ties in directory order', () => {
    const letters = 'BDLFKbz';
    const plates = Array.from({ length: 5000 }, (_, i) => {
      const digits = String((i * 7919) % 12_000);
      const zeros = i % 11 === 0 ? '00' : '';
      const suffix = i % 13 === 0 ? '' : ` ${'XYZAQ'[i % 5]}${'ab'[i % 2]}`;
      const space = i % 17 === 0 ? '  ' : ' ';
      return `${letters[i % letters.length]}${space}${zeros}${digits}${suffix}`;
    });
    plates.push('B 10', 'b 10', 'B 9', 'B9', 'B 1 2', 'B 12', 'B 1A', '', '7', 'B 01', 'B 1');
    const directory = plates.map((plate, i) => vehicle(i + 1, { license_plate: plate }));
    const collator = new Intl.Collator('id', { numeric: true, sensitivity: 'base' });
    const expected = [...directory].sort((a, b) =>
      collator.compare(a.license_plate, b.license_plate),
    );
    expect(sortByPlate(directory).map((v) => v.id)).toEqual(expected.map((v) => v.id));
    // A plate the key does not cover: the collator sorts the whole directory.
    const accented = [vehicle(1, { license_plate: 'É 2' }), vehicle(2, { license_plate: 'E 1' })];
    expect(sortByPlate(accented).map((v) => v.id)).toEqual([2, 1]);
  });

  it('sorts plates naturally', () => {
    expect(sortByPlate(fleet).map((v) => v.license_plate)).toEqual([
      'B 9 QQ',
      'B 1234 XYZ',
      'D 77 AB',
      'L 5 CD',
    ]);
  });
});

describe('the search index at 50,000 vehicles (LVIEW-4)', () => {
  it('LVIEW-4 answers as matching each vehicle does, from keys built once', () => {
    const big = Array.from({ length: 50_000 }, (_, i) =>
      vehicle(i + 1, { driver_name: i % 7 === 0 ? null : `Sopir ${i}` }),
    );
    const keys = searchKeys(big);
    for (const search of ['', 'b 1', '4999', 'SOPIR 12', 'xyz', 'b1234xyz', 'tidak ada']) {
      const filter = { ...EMPTY_FLEET_FILTER, search };
      const indexed = filterFleet(big, () => 'moving', filter, keys);
      const expected = big.filter((v) => matchesSearch(v, search)).map((v) => v.id);
      expect(indexed.vehicles.map((v) => v.id)).toEqual(expected);
      expect(indexed.counts.moving).toBe(expected.length);
    }
  });

  it('never matches across the plate and the driver', () => {
    const keys = searchKeys([budi]);
    expect(
      filterFleet([budi], statusOf, { ...EMPTY_FLEET_FILTER, search: 'xyzbudi' }, keys).total,
    ).toBe(0);
  });
});

describe('the filter kept up to date from the vehicles that changed (ADR 0058)', () => {
  /** A store of statuses: a code per vehicle, none for a vehicle without a position. */
  function statusStore(initial: Record<number, VehicleLiveStatus>) {
    const now = new Map(Object.entries(initial).map(([id, status]) => [Number(id), status]));
    return {
      now,
      statusCodeOf: (id: number) => {
        const status = now.get(id);
        return status === undefined ? 255 : VEHICLE_LIVE_STATUSES.indexOf(status);
      },
      statusOf: (id: number) => now.get(id),
    };
  }

  it('answers as filterFleet through batches and filter changes, over 300 vehicles', () => {
    const directory = sortByPlate(
      Array.from({ length: 300 }, (_, i) =>
        vehicle(i + 1, { group_ids: i % 3 === 0 ? [10] : [20], driver_name: `Driver ${i % 17}` }),
      ),
    );
    const keys = searchKeys(directory);
    const store = statusStore({});
    for (let id = 1; id <= 280; id++)
      store.now.set(id, VEHICLE_LIVE_STATUSES[id % 4] as VehicleLiveStatus);
    const index = new FleetFilterIndex(directory, keys, store);
    const filters = [
      EMPTY_FLEET_FILTER,
      { search: '', status: 'moving' as const, groupId: null },
      { search: 'driver 1', status: null, groupId: 10 },
      { search: 'b 11', status: 'offline' as const, groupId: null },
      { search: '', status: 'parked' as const, groupId: 20 },
    ];
    let filter: FleetFilter = EMPTY_FLEET_FILTER;
    for (let round = 0; round < 40; round++) {
      // A new filter every third batch; between them the same object again (a render).
      if (round % 3 === 0) filter = { ...(filters[(round / 3) % filters.length] as FleetFilter) };
      index.setFilter(filter);
      // A batch: some vehicles change status, one leaves, one gets its first position.
      const changed: number[] = [];
      for (let id = 1 + (round % 7); id <= 300; id += 7 + (round % 5)) {
        store.now.set(id, VEHICLE_LIVE_STATUSES[(id + round) % 4] as VehicleLiveStatus);
        changed.push(id);
      }
      store.now.delete(1 + ((round * 13) % 300));
      changed.push(1 + ((round * 13) % 300));
      index.update(changed);
      const expected = filterFleet(directory, store.statusOf, filter, keys);
      expect(index.result.vehicles).toEqual(expected.vehicles);
      expect(index.result.ids.list).toEqual(expected.ids.list);
      expect(index.result.counts).toEqual(expected.counts);
      expect(index.result.total).toBe(expected.total);
    }
  });

  it('keeps the list and its ids when no vehicle crossed the status filter', () => {
    const store = statusStore({ 1: 'moving', 2: 'idle', 3: 'moving' });
    const index = new FleetFilterIndex(fleet, searchKeys(fleet), store);
    const all = index.setFilter(EMPTY_FLEET_FILTER);
    store.now.set(1, 'parked');
    expect(index.update([1])).toBe(true);
    expect(index.result.ids).toBe(all.ids);
    expect(index.result.vehicles).toBe(all.vehicles);
    expect(index.result.counts).toEqual({ moving: 1, idle: 1, parked: 1, offline: 1 });
    // An update that changes nothing the list shows keeps the whole answer.
    const before = index.result;
    expect(index.update([1, 99])).toBe(false);
    expect(index.result).toBe(before);

    const moving = index.setFilter({ ...EMPTY_FLEET_FILTER, status: 'moving' });
    expect(moving.vehicles.map((v) => v.id)).toEqual([3]);
    store.now.set(2, 'moving');
    index.update([2]);
    expect(index.result.vehicles.map((v) => v.id).sort()).toEqual([2, 3]);
    expect(index.result.ids).not.toBe(moving.ids);
  });
});
