import type {
  ApproveDeliveryRequestRequest,
  CancelDeliveryRequestRequest,
  CreateDeliveryRequestRequest,
  DeliveryRequestDetail,
  DeliveryRequestListItem,
  RejectDeliveryRequestRequest,
} from '@armada/contracts/delivery-requests';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { defineRecordResource } from '@/lib/resources/record-resource';

/** Delivery requests: the list (DREQ-12), one request (DREQ-13) and its changes (DREQ-14). */
const deliveryRequests = defineRecordResource<DeliveryRequestListItem, DeliveryRequestDetail>({
  root: 'delivery-requests',
  list: { url: ROUTE_URLS.listDeliveryRequests, validate: validators.listDeliveryRequests },
  detail: { url: ROUTE_URLS.getDeliveryRequest, validate: validators.getDeliveryRequest },
});

/** Every delivery-request query key starts with `deliveryRequestKeys.all`. */
export const deliveryRequestKeys = deliveryRequests.keys;
export type DeliveryRequestListQueryKey = ReturnType<typeof deliveryRequestKeys.list>;
export const getDeliveryRequests = deliveryRequests.getList;
export const deliveryRequestListQueryOptions = deliveryRequests.listQueryOptions;
export const getDeliveryRequest = deliveryRequests.getDetail;
export const useDeliveryRequest = deliveryRequests.useDetail;

export type DeliveryRequestChange =
  | { kind: 'create'; body: CreateDeliveryRequestRequest }
  | { kind: 'approve'; id: number; body: ApproveDeliveryRequestRequest }
  | { kind: 'reject'; id: number; body: RejectDeliveryRequestRequest }
  | { kind: 'cancel'; id: number; body: CancelDeliveryRequestRequest };

const CHANGE_URLS = {
  approve: ROUTE_URLS.approveDeliveryRequest,
  reject: ROUTE_URLS.rejectDeliveryRequest,
  cancel: ROUTE_URLS.cancelDeliveryRequest,
} as const;

/** One call per change (DREQ-14); each answers the request's detail. */
export function changeDeliveryRequest(
  change: DeliveryRequestChange,
): Promise<DeliveryRequestDetail> {
  return change.kind === 'create'
    ? deliveryRequests.send('POST', ROUTE_URLS.createDeliveryRequest, { body: change.body })
    : deliveryRequests.send('POST', CHANGE_URLS[change.kind], {
        params: { id: change.id },
        body: change.body,
      });
}

/** The delivery orders' query key root (features/deliveries), spelled out: no sibling imports. */
const DELIVERY_ORDER_KEY_ROOT = ['delivery-orders'] as const;

/**
 * Saves a change; the detail is replaced by the answer and the lists refresh. An approval also
 * made a delivery order, so the orders' lists refresh too (their keys start with this root).
 */
export function useChangeDeliveryRequest() {
  return deliveryRequests.useChange(changeDeliveryRequest, (queryClient, _request, change) =>
    change.kind === 'approve'
      ? queryClient.invalidateQueries({ queryKey: DELIVERY_ORDER_KEY_ROOT })
      : Promise.resolve(),
  );
}
