import { useQuery } from '@tanstack/react-query';
import type {
  RouteOptimizationSetting,
  RunDeliveryOrder,
} from '@armada/contracts/route-optimization';
import { getRunSetting } from '../api/get-run-setting';
import { getRunDeliveryOrders } from '../api/get-run-delivery-orders';
import { getRunVehicleIds } from '../api/get-run-vehicles';

export interface ReoptimizeData {
  setting: RouteOptimizationSetting | null;
  deliveryOrders: RunDeliveryOrder[];
  vehicleIds: number[];
}

const ignoreErrors = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);

/**
 * What the re-optimize screen loads (docs/rules/route-optimization.md §7.4): the run's setting, its
 * routable delivery orders (all pages of 100) and its vehicles. A failed load is ignored (section
 * 8): the screen opens with what it got.
 */
export function useReoptimizeData(runId: number) {
  return useQuery({
    queryKey: ['route-optimization', 'wizard', 'reoptimize', runId] as const,
    queryFn: async ({ signal }): Promise<ReoptimizeData> => {
      const [setting, orders, vehicleIds] = await Promise.all([
        ignoreErrors(getRunSetting(runId, { signal }), null),
        ignoreErrors(getRunDeliveryOrders(runId, { signal }), { ids: [], orders: [] }),
        ignoreErrors(getRunVehicleIds(runId, { signal }), []),
      ]);
      return {
        setting,
        deliveryOrders: orders.orders.map(({ id, priority }) => ({ id, priority })),
        vehicleIds,
      };
    },
    // Loaded once per visit: the screen's form starts from it and then belongs to the user.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
