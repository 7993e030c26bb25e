import type { RouteOptimizationSubmit } from '@armada/contracts/route-optimization';
import type { PlanningInput } from '../../engine/route-planning/build-problem';
import type { DocumentStore } from '../../store/document-store';
import type { CheckedSubmit } from './submit-checks';

/**
 * The run's planning input as it is when the run is submitted (PLAN-1): the origin, the chosen
 * orders with their loads, customers, destinations and priorities, and the chosen vehicles
 * with their drivers and box capacities. Stored with the run, so a rerun or a moved point
 * plans the same problem even after the master data changed.
 */
export function planningInputOf(
  store: DocumentStore,
  companyId: number,
  checked: CheckedSubmit,
  body: Pick<RouteOptimizationSubmit, 'delivery_orders' | 'options'>,
): PlanningInput {
  const priorities = new Map(body.delivery_orders.map((entry) => [entry.id, entry.priority]));
  return {
    depot: {
      addressId: checked.startAddress.id,
      name: checked.startAddress.name,
      latitude: checked.startAddress.latitude,
      longitude: checked.startAddress.longitude,
    },
    departureMs: checked.departureAt,
    endMs: checked.endAt,
    options: body.options,
    orders: checked.orders.map((order) => {
      const address = store.get('addresses', companyId, order.destination_address.id);
      if (!address) throw new Error(`address ${order.destination_address.id} vanished`);
      return {
        id: order.id,
        number: order.number,
        priority: priorities.get(order.id) ?? 'regular',
        weight: order.load_weight,
        volume: order.load_volume,
        customer: { id: order.shipped_customer.id, name: order.shipped_customer.name },
        address: {
          id: address.id,
          name: address.name,
          latitude: address.latitude,
          longitude: address.longitude,
        },
      };
    }),
    vehicles: checked.vehicles.map((vehicle) => ({
      id: vehicle.id,
      licensePlate: vehicle.license_plate,
      driver: vehicle.driver ? { id: vehicle.driver.id, fullname: vehicle.driver.fullname } : null,
      weightCapacity: vehicle.box_type?.weight_capacity ?? null,
      volumeCapacity: vehicle.box_type?.volume_capacity ?? null,
      vehicleType: vehicle.vehicle_type.type,
    })),
  };
}
