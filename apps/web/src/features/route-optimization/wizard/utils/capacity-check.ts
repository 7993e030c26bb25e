/**
 * The load check before solving (RO-74): with the weight capacity option off the solver may put
 * any load on any vehicle, so the wizard says beforehand when the chosen orders cannot fit the
 * chosen vehicles: their total weight is above what the vehicles carry together, or an order
 * alone is heavier than every one of them.
 */

export interface CheckedOrder {
  id: number;
  number: string;
  weight: number;
}

export interface CheckedVehicle {
  id: number;
  plate: string;
  /** The box's weight capacity in kg; null when the vehicle has no box on record. */
  capacity: number | null;
}

export interface CapacityCheck {
  totalWeight: number;
  /** What the chosen vehicles carry together. */
  totalCapacity: number;
  overTotal: boolean;
  /** Orders heavier than the largest chosen vehicle. */
  tooHeavy: CheckedOrder[];
}

/**
 * The check, or null when there is nothing to say: no orders or vehicles, a vehicle whose
 * capacity is unknown (it might carry anything), or everything fits.
 */
export function checkCapacity(
  orders: readonly CheckedOrder[],
  vehicles: readonly CheckedVehicle[],
): CapacityCheck | null {
  if (orders.length === 0 || vehicles.length === 0) return null;
  const capacities: number[] = [];
  for (const vehicle of vehicles) {
    if (vehicle.capacity === null) return null;
    capacities.push(vehicle.capacity);
  }
  const totalWeight = orders.reduce((sum, order) => sum + order.weight, 0);
  const totalCapacity = capacities.reduce((sum, capacity) => sum + capacity, 0);
  const largest = Math.max(...capacities);
  const tooHeavy = orders.filter((order) => order.weight > largest);
  const overTotal = totalWeight > totalCapacity;
  return overTotal || tooHeavy.length > 0
    ? { totalWeight, totalCapacity, overTotal, tooHeavy }
    : null;
}
