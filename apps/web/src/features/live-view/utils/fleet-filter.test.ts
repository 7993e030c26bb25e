import { describe, expect, it } from 'vitest';
import type { FleetDirectoryVehicle, VehicleLiveStatus } from '@armada/contracts/live';
import {
  EMPTY_FLEET_FILTER,
  filterFleet,
  matchesSearch,
  searchKeys,
  sortByPlate,
} from './fleet-filter';

function vehicle(
  id: number,
  overrides: Partial<FleetDirectoryVehicle> = {},
): FleetDirectoryVehicle {
  return {
    id,
    license_plate: `B ${1000 + id} XYZ`,
    fleet_category: 'Truk',
    vehicle_type: 'Hino 500',
    driver_name: `Driver ${id}`,
    group_ids: [],
    has_camera: false,
    refrigerated: false,
    ...overrides,
  };
}

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
