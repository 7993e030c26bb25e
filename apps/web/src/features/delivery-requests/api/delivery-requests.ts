import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ApproveDeliveryRequestRequest,
  CancelDeliveryRequestRequest,
  CreateDeliveryRequestRequest,
  DeliveryRequestDetail,
  DeliveryRequestListItem,
  RejectDeliveryRequestRequest,
} from '@armada/contracts/delivery-requests';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

/** Every delivery-request query key starts with `deliveryRequestKeys.all`. */
export const deliveryRequestKeys = {
  all: ['delivery-requests'] as const,
  lists: () => [...deliveryRequestKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...deliveryRequestKeys.lists(), query] as const,
  detail: (id: number) => [...deliveryRequestKeys.all, 'detail', id] as const,
};

export type DeliveryRequestListQueryKey = ReturnType<typeof deliveryRequestKeys.list>;

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** `GET …/delivery-request` (DREQ-12). */
export async function getDeliveryRequests(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<DeliveryRequestListItem>> {
  return apiClient.get(ROUTE_URLS.listDeliveryRequests, {
    validate: validators.listDeliveryRequests,
    query,
    signal,
  });
}

export const deliveryRequestListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: deliveryRequestKeys.list(query),
    queryFn: ({ signal }) => getDeliveryRequests(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET …/delivery-request/:id` (DREQ-13). */
export async function getDeliveryRequest(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DeliveryRequestDetail> {
  const response = await apiClient.get(withId(ROUTE_URLS.getDeliveryRequest, id), {
    validate: validators.getDeliveryRequest,
    signal,
  });
  return response.data;
}

export function useDeliveryRequest(id: number) {
  return useQuery({
    queryKey: deliveryRequestKeys.detail(id),
    queryFn: ({ signal }) => getDeliveryRequest(id, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export type DeliveryRequestChange =
  | { kind: 'create'; body: CreateDeliveryRequestRequest }
  | { kind: 'approve'; id: number; body: ApproveDeliveryRequestRequest }
  | { kind: 'reject'; id: number; body: RejectDeliveryRequestRequest }
  | { kind: 'cancel'; id: number; body: CancelDeliveryRequestRequest };

const CHANGES = {
  approve: { url: ROUTE_URLS.approveDeliveryRequest, validate: validators.approveDeliveryRequest },
  reject: { url: ROUTE_URLS.rejectDeliveryRequest, validate: validators.rejectDeliveryRequest },
  cancel: { url: ROUTE_URLS.cancelDeliveryRequest, validate: validators.cancelDeliveryRequest },
} as const;

/** One call per change (DREQ-14); each answers the request's detail. */
export async function changeDeliveryRequest(
  change: DeliveryRequestChange,
): Promise<DeliveryRequestDetail> {
  if (change.kind === 'create') {
    return (
      await apiClient.post(ROUTE_URLS.createDeliveryRequest, {
        validate: validators.createDeliveryRequest,
        body: change.body,
      })
    ).data;
  }
  const { url, validate } = CHANGES[change.kind];
  return (await apiClient.post(withId(url, change.id), { validate, body: change.body })).data;
}

/**
 * Saves a change; the detail is replaced by the answer and the lists refresh. An approval also
 * made a delivery order, so the orders' lists refresh too (their keys start with this root).
 */
export function useChangeDeliveryRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDeliveryRequest,
    onSuccess: async (request, change) => {
      queryClient.setQueryData(deliveryRequestKeys.detail(request.id), request);
      await queryClient.invalidateQueries({ queryKey: deliveryRequestKeys.lists() });
      if (change.kind === 'approve') {
        await queryClient.invalidateQueries({ queryKey: DELIVERY_ORDER_KEY_ROOT });
      }
    },
  });
}

/** The delivery orders' query key root (features/deliveries), spelled out: no sibling imports. */
const DELIVERY_ORDER_KEY_ROOT = ['delivery-orders'] as const;
