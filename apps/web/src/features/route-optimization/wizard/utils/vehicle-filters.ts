import { formatFilterExpression } from '@armada/contracts/shared';
import { rangeError, type NumberRange, type RangeError } from './number-range';

/** The vehicle table's filters (docs/rules/route-optimization.md §3.5, §7.4). */
export interface VehicleFilterValues {
  vehicleGroupIds: number[];
  vehicleTypeIds: number[];
  boxTypeIds: number[];
  weight: NumberRange;
  volume: NumberRange;
}

export const EMPTY_VEHICLE_FILTERS: VehicleFilterValues = {
  vehicleGroupIds: [],
  vehicleTypeIds: [],
  boxTypeIds: [],
  weight: { min: null, max: null },
  volume: { min: null, max: null },
};

/** Group, type and box type with `in`; the box capacities with `gte` and `lte`. */
export function vehicleFilterExpressions(values: VehicleFilterValues): string[] {
  const out: string[] = [];
  const list = (field: string, ids: readonly number[]) => {
    if (ids.length > 0)
      out.push(formatFilterExpression({ field, operator: 'in', values: ids.map(String) }));
  };
  const range = (field: string, { min, max }: NumberRange) => {
    if (min !== null)
      out.push(formatFilterExpression({ field, operator: 'gte', values: [String(min)] }));
    if (max !== null)
      out.push(formatFilterExpression({ field, operator: 'lte', values: [String(max)] }));
  };
  list('vehicle_group.id', values.vehicleGroupIds);
  list('vehicle_type.id', values.vehicleTypeIds);
  list('box_type.id', values.boxTypeIds);
  range('box_type.weight_capacity', values.weight);
  range('box_type.volume_capacity', values.volume);
  return out;
}

export function countActiveVehicleFilters(values: VehicleFilterValues): number {
  return [
    values.vehicleGroupIds.length > 0,
    values.vehicleTypeIds.length > 0,
    values.boxTypeIds.length > 0,
    values.weight.min !== null || values.weight.max !== null,
    values.volume.min !== null || values.volume.max !== null,
  ].filter(Boolean).length;
}

/**
 * docs/rules/route-optimization.md §5: capacities from 0, and the minimum must not exceed the
 * maximum.
 */
export function validateVehicleFilters(values: VehicleFilterValues): {
  weight: RangeError;
  volume: RangeError;
} {
  return {
    weight: rangeError(values.weight, { strict: false }),
    volume: rangeError(values.volume, { strict: false }),
  };
}
