import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatFilterExpression } from '@armada/contracts/shared';
import { getDeliveryOrders } from '../api/get-delivery-orders';
import { getVehicles } from '@/lib/resources/vehicles';
import { checkCapacity, type CapacityCheck } from '../utils/capacity-check';

/** Ids per request: one page of the list, and a query string well inside the gateway's bound. */
const CHUNK = 100;

function chunks(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(ids.slice(i, i + CHUNK));
  return out;
}

const idFilter = (ids: readonly number[]) =>
  formatFilterExpression({ field: 'id', operator: 'in', values: ids.map(String) });

/**
 * RO-74 before solving: the chosen orders' weights and the chosen vehicles' box capacities,
 * asked by id (the tables hold one page each), and whether they fit. Asked only while the
 * weight capacity option is off; a failed call says nothing (the plan can still be made).
 */
export function useCapacityCheck({
  orderIds,
  vehicleIds,
  enabled,
}: {
  orderIds: readonly number[];
  vehicleIds: readonly number[];
  enabled: boolean;
}): CapacityCheck | null {
  const orders = [...orderIds].sort((a, b) => a - b);
  const vehicles = [...vehicleIds].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: ['route-optimization', 'wizard', 'capacity-check', orders, vehicles] as const,
    queryFn: async ({ signal }) => {
      const [orderPages, vehiclePages] = await Promise.all([
        Promise.all(
          chunks(orders).map((ids) =>
            getDeliveryOrders({ limit: CHUNK, page: 1, filters: [idFilter(ids)] }, { signal }),
          ),
        ),
        Promise.all(
          chunks(vehicles).map((ids) =>
            getVehicles({ limit: CHUNK, page: 1, filters: [idFilter(ids)] }, { signal }),
          ),
        ),
      ]);
      const wantedOrders = new Set(orders);
      const wantedVehicles = new Set(vehicles);
      const found = vehiclePages
        .flatMap((page) => page.data.paginated_result)
        .filter((vehicle) => wantedVehicles.has(vehicle.id));
      // A chosen vehicle not found might carry anything: no warning rather than a wrong one.
      if (found.length < wantedVehicles.size) return null;
      return checkCapacity(
        orderPages
          .flatMap((page) => page.data.paginated_result)
          .filter((order) => wantedOrders.has(order.id))
          .map((order) => ({ id: order.id, number: order.number, weight: order.load_weight })),
        found.map((vehicle) => ({
          id: vehicle.id,
          plate: vehicle.license_plate,
          capacity: vehicle.box_type?.weight_capacity ?? null,
        })),
      );
    },
    enabled: enabled && orders.length > 0 && vehicles.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return enabled && query.data ? query.data : null;
}
