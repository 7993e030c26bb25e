import type {
  CancelSalesOrderRequest,
  CreateSalesOrderRequest,
  SalesOrder,
  UpdateSalesOrderRequest,
} from '@armada/contracts/sales-orders';
import { env } from '@/config/env';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { defineRecordResource } from '@/lib/resources/record-resource';

/** Sales orders: the list (SO-9), one order and its changes (SO-1 … SO-7). */
const salesOrders = defineRecordResource<SalesOrder, SalesOrder>({
  root: 'sales-orders',
  list: { url: ROUTE_URLS.listSalesOrders, validate: validators.listSalesOrders },
  detail: { url: ROUTE_URLS.getSalesOrder, validate: validators.getSalesOrder },
});

export const salesOrderKeys = salesOrders.keys;
export type SalesOrderListQueryKey = ReturnType<typeof salesOrderKeys.list>;
export const salesOrderListQueryOptions = salesOrders.listQueryOptions;
export const useSalesOrder = salesOrders.useDetail;

export type SalesOrderChange =
  | { kind: 'create'; body: CreateSalesOrderRequest }
  | { kind: 'update'; id: number; body: UpdateSalesOrderRequest }
  | { kind: 'confirm'; id: number }
  | { kind: 'cancel'; id: number; body: CancelSalesOrderRequest };

export function changeSalesOrder(change: SalesOrderChange): Promise<SalesOrder> {
  switch (change.kind) {
    case 'create':
      return salesOrders.send('POST', ROUTE_URLS.createSalesOrder, { body: change.body });
    case 'update':
      return salesOrders.send('PUT', ROUTE_URLS.updateSalesOrder, {
        params: { id: change.id },
        body: change.body,
      });
    case 'confirm':
      return salesOrders.send('POST', ROUTE_URLS.confirmSalesOrder, { params: { id: change.id } });
    case 'cancel':
      return salesOrders.send('POST', ROUTE_URLS.cancelSalesOrder, {
        params: { id: change.id },
        body: change.body,
      });
  }
}

/** The delivery orders' query key root (features/deliveries), spelled out: no sibling imports. */
const DELIVERY_ORDER_KEY_ROOT = ['delivery-orders'] as const;

/** Saves a change; confirming and cancelling also change delivery orders (SO-5, SO-7). */
export function useChangeSalesOrder() {
  return salesOrders.useChange(changeSalesOrder, (queryClient, _order, change) =>
    change.kind === 'confirm' || change.kind === 'cancel'
      ? queryClient.invalidateQueries({ queryKey: DELIVERY_ORDER_KEY_ROOT })
      : Promise.resolve(),
  );
}

/** SO-10: the CSV of what the list's search and filters select. */
export function salesOrderExportUrl(search: string, filters: readonly string[]): string {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  for (const filter of filters) query.append('filters', filter);
  const text = query.toString();
  return `${env.apiBaseUrl}${ROUTE_URLS.exportSalesOrders}${text ? `?${text}` : ''}`;
}
