import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CancelDeliveryOrderRequest,
  CreateDeliveryOrderRequest,
  DeliveryOrderDetail,
  DeliveryOrderListItem,
  RescheduleDeliveryOrderRequest,
  UpdateDeliveryOrderRequest,
} from '@armada/contracts/delivery-orders';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/** Every delivery-order query key starts with `deliveryOrderKeys.all`; a change refreshes it. */
export const deliveryOrderKeys = {
  all: ['delivery-orders'] as const,
  lists: () => [...deliveryOrderKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...deliveryOrderKeys.lists(), query] as const,
  detail: (id: number) => [...deliveryOrderKeys.all, 'detail', id] as const,
};

export type DeliveryOrderListQueryKey = ReturnType<typeof deliveryOrderKeys.list>;

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** `GET …/delivery-order` (DLV-16). */
export async function getDeliveryOrders(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<DeliveryOrderListItem>> {
  return apiClient.get(ROUTE_URLS.listDeliveryOrders, {
    validate: validators.DeliveryOrderPlanList,
    query,
    signal,
  });
}

export const deliveryOrderListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: deliveryOrderKeys.list(query),
    queryFn: ({ signal }) => getDeliveryOrders(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET …/delivery-order/:id` (DLV-17). */
export async function getDeliveryOrder(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DeliveryOrderDetail> {
  const response = await apiClient.get(withId(ROUTE_URLS.getDeliveryOrder, id), {
    validate: validators.DeliveryOrderItem,
    signal,
  });
  return response.data;
}

export function useDeliveryOrder(id: number) {
  return useQuery({
    queryKey: deliveryOrderKeys.detail(id),
    queryFn: ({ signal }) => getDeliveryOrder(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export type DeliveryOrderChange =
  | { kind: 'create'; body: CreateDeliveryOrderRequest }
  | { kind: 'update'; id: number; body: UpdateDeliveryOrderRequest }
  | { kind: 'confirm'; id: number }
  | { kind: 'reschedule'; id: number; body: RescheduleDeliveryOrderRequest }
  | { kind: 'cancel'; id: number; body: CancelDeliveryOrderRequest };

/** One call per change (DLV-18, DLV-19); each answers the order's detail. */
export async function changeDeliveryOrder(
  change: DeliveryOrderChange,
): Promise<DeliveryOrderDetail> {
  const validate = validators.DeliveryOrderItem;
  switch (change.kind) {
    case 'create':
      return (await apiClient.post(ROUTE_URLS.createDeliveryOrder, { validate, body: change.body }))
        .data;
    case 'update':
      return (
        await apiClient.patch(withId(ROUTE_URLS.updateDeliveryOrder, change.id), {
          validate,
          body: change.body,
        })
      ).data;
    case 'confirm':
      return (
        await apiClient.post(withId(ROUTE_URLS.confirmDeliveryOrder, change.id), { validate })
      ).data;
    case 'reschedule':
      return (
        await apiClient.post(withId(ROUTE_URLS.rescheduleDeliveryOrder, change.id), {
          validate,
          body: change.body,
        })
      ).data;
    case 'cancel':
      return (
        await apiClient.post(withId(ROUTE_URLS.cancelDeliveryOrder, change.id), {
          validate,
          body: change.body,
        })
      ).data;
  }
}

export function useChangeDeliveryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDeliveryOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(deliveryOrderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.lists() });
    },
  });
}
