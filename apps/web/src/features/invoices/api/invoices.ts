import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import type {
  CancelInvoiceRequest,
  CreateInvoiceRequest,
  Invoice,
  InvoiceSettings,
  InvoiceableQuery,
  RecordPaymentRequest,
  ReplaceInvoiceRequest,
} from '@armada/contracts/invoices';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { defineRecordResource, fillUrl } from '@/lib/resources/record-resource';

/** Invoices: the list (INV-12), one invoice and its changes (INV-2 … INV-10). */
const invoices = defineRecordResource<Invoice, Invoice>({
  root: 'invoices',
  list: { url: ROUTE_URLS.listInvoices, validate: validators.listInvoices },
  detail: { url: ROUTE_URLS.getInvoice, validate: validators.getInvoice },
});

export const invoiceKeys = invoices.keys;
export type InvoiceListQueryKey = ReturnType<typeof invoiceKeys.list>;
export const invoiceListQueryOptions = invoices.listQueryOptions;
export const useInvoice = invoices.useDetail;

export type InvoiceChange =
  | { kind: 'create'; body: CreateInvoiceRequest }
  | { kind: 'pay'; id: number; body: RecordPaymentRequest }
  | { kind: 'cancel'; id: number; body: CancelInvoiceRequest }
  | { kind: 'replace'; id: number; body: ReplaceInvoiceRequest };

export function changeInvoice(change: InvoiceChange): Promise<Invoice> {
  switch (change.kind) {
    case 'create':
      return invoices.send('POST', ROUTE_URLS.createInvoice, { body: change.body });
    case 'pay':
      return invoices.send('POST', ROUTE_URLS.recordInvoicePayment, {
        params: { id: change.id },
        body: change.body,
      });
    case 'cancel':
      return invoices.send('POST', ROUTE_URLS.cancelInvoice, {
        params: { id: change.id },
        body: change.body,
      });
    case 'replace':
      return invoices.send('POST', ROUTE_URLS.replaceInvoice, {
        params: { id: change.id },
        body: change.body,
      });
  }
}

/** Saves a change; the picker of delivered orders refreshes too (INV-2). */
export function useChangeInvoice() {
  return invoices.useChange(changeInvoice, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: [...invoiceKeys.all, 'invoiceable'] }),
  );
}

/** INV-2: delivered orders no issued invoice holds. */
export function useInvoiceableOrders(query: InvoiceableQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...invoiceKeys.all, 'invoiceable', query] as const,
      queryFn: async () =>
        (
          await apiClient.get(ROUTE_URLS.listInvoiceableOrders, {
            query,
            validate: validators.listInvoiceableOrders,
          })
        ).data,
    }),
  );
}

/** INV-2: the lines of a delivered order to price (an order made without a sales order). */
export function useDeliveryOrderLines(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['delivery-orders', 'detail', id] as const,
    enabled,
    queryFn: async (): Promise<DeliveryOrderDetail> =>
      (
        await apiClient.get(fillUrl(ROUTE_URLS.getDeliveryOrder, { id }), {
          validate: validators.getDeliveryOrder,
        })
      ).data,
  });
}

const settingsKey = [...invoiceKeys.all, 'settings'] as const;

/** INV-14: the company's PPN rate and payment terms. */
export function useInvoiceSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () =>
      (
        await apiClient.get(ROUTE_URLS.getInvoiceSettings, {
          validate: validators.getInvoiceSettings,
        })
      ).data,
  });
}

export function useSaveInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvoiceSettings) =>
      (
        await apiClient.put(ROUTE_URLS.updateInvoiceSettings, {
          body,
          validate: validators.updateInvoiceSettings,
        })
      ).data,
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

/** INV-15. */
export function invoicePdfUrl(id: number): string {
  return `${env.apiBaseUrl}${fillUrl(ROUTE_URLS.downloadInvoicePdf, { id })}`;
}

/** INV-13: the accounting CSV of what the list's search and filters select. */
export function invoiceExportUrl(search: string, filters: readonly string[]): string {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  for (const filter of filters) query.append('filters', filter);
  const text = query.toString();
  return `${env.apiBaseUrl}${ROUTE_URLS.exportInvoices}${text ? `?${text}` : ''}`;
}
