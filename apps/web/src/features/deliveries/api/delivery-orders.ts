import type {
  CancelDeliveryOrderRequest,
  CreateDeliveryOrderRequest,
  DeliveryOrderDetail,
  DeliveryOrderListItem,
  RescheduleDeliveryOrderRequest,
  UpdateDeliveryOrderRequest,
} from '@armada/contracts/delivery-orders';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { defineRecordResource } from '@/lib/resources/record-resource';

/** Delivery orders: the list (DLV-16), one order (DLV-17) and its changes (DLV-18, DLV-19). */
const deliveryOrders = defineRecordResource<DeliveryOrderListItem, DeliveryOrderDetail>({
  root: 'delivery-orders',
  list: { url: ROUTE_URLS.listDeliveryOrders, validate: validators.DeliveryOrderPlanList },
  detail: { url: ROUTE_URLS.getDeliveryOrder, validate: validators.DeliveryOrderItem },
});

/** Every delivery-order query key starts with `deliveryOrderKeys.all`; a change refreshes it. */
export const deliveryOrderKeys = deliveryOrders.keys;
export type DeliveryOrderListQueryKey = ReturnType<typeof deliveryOrderKeys.list>;
export const getDeliveryOrders = deliveryOrders.getList;
export const deliveryOrderListQueryOptions = deliveryOrders.listQueryOptions;
export const getDeliveryOrder = deliveryOrders.getDetail;
export const useDeliveryOrder = deliveryOrders.useDetail;

export type DeliveryOrderChange =
  | { kind: 'create'; body: CreateDeliveryOrderRequest }
  | { kind: 'update'; id: number; body: UpdateDeliveryOrderRequest }
  | { kind: 'confirm'; id: number }
  | { kind: 'reschedule'; id: number; body: RescheduleDeliveryOrderRequest }
  | { kind: 'cancel'; id: number; body: CancelDeliveryOrderRequest };

/** One call per change (DLV-18, DLV-19); each answers the order's detail. */
export function changeDeliveryOrder(change: DeliveryOrderChange): Promise<DeliveryOrderDetail> {
  switch (change.kind) {
    case 'create':
      return deliveryOrders.send('POST', ROUTE_URLS.createDeliveryOrder, { body: change.body });
    case 'update':
      return deliveryOrders.send('PATCH', ROUTE_URLS.updateDeliveryOrder, {
        params: { id: change.id },
        body: change.body,
      });
    case 'confirm':
      return deliveryOrders.send('POST', ROUTE_URLS.confirmDeliveryOrder, {
        params: { id: change.id },
      });
    case 'reschedule':
      return deliveryOrders.send('POST', ROUTE_URLS.rescheduleDeliveryOrder, {
        params: { id: change.id },
        body: change.body,
      });
    case 'cancel':
      return deliveryOrders.send('POST', ROUTE_URLS.cancelDeliveryOrder, {
        params: { id: change.id },
        body: change.body,
      });
  }
}

export function useChangeDeliveryOrder() {
  return deliveryOrders.useChange(changeDeliveryOrder);
}
