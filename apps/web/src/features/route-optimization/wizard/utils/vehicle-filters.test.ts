import { describe, expect, it } from 'vitest';
import {
  EMPTY_VEHICLE_FILTERS,
  countActiveVehicleFilters,
  validateVehicleFilters,
  vehicleFilterExpressions,
} from './vehicle-filters';

describe('vehicle filters (docs/rules/route-optimization.md §3.5, §7.4)', () => {
  it('uses in for group, type and box type, gte and lte for capacities', () => {
    const values = {
      vehicleGroupIds: [1, 2],
      vehicleTypeIds: [3],
      boxTypeIds: [4],
      weight: { min: 1000, max: 5000 },
      volume: { min: null, max: 12.5 },
    };
    expect(vehicleFilterExpressions(values)).toEqual([
      'vehicle_group.id in 1,2',
      'vehicle_type.id in 3',
      'box_type.id in 4',
      'box_type.weight_capacity gte 1000',
      'box_type.weight_capacity lte 5000',
      'box_type.volume_capacity lte 12.5',
    ]);
    expect(countActiveVehicleFilters(values)).toBe(5);
    expect(vehicleFilterExpressions(EMPTY_VEHICLE_FILTERS)).toEqual([]);
  });

  it('refuses negative capacities and a minimum above the maximum', () => {
    const errors = validateVehicleFilters({
      ...EMPTY_VEHICLE_FILTERS,
      weight: { min: 10, max: 5 },
      volume: { min: -1, max: null },
    });
    expect(errors.weight).toEqual({ min: 'min-not-less', max: 'max-not-greater' });
    expect(errors.volume.min).toBe('not-negative');
  });
});
