import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Address } from '@armada/contracts/customers';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Addresses (depots and destinations): one call and one key factory for every reader. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: (query: ListQuery) => [...addressKeys.all, 'list', query] as const,
};

/** `GET /api/address`: one page of the company's addresses. */
export async function getAddresses(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<Address>> {
  return apiClient.get(ROUTE_URLS.listAddresses, {
    validate: validators.AddressList,
    query,
    signal,
  });
}

export const addressListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: addressKeys.list(query),
    queryFn: ({ signal }) => getAddresses(query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/**
 * The addresses a form offers (docs/rules/addresses.md ADDR-15): a deactivated address is no
 * longer offered for new work, except where the record being edited already uses it, so its
 * choice still reads as before. Records older than the flag count as active.
 */
export function offeredAddresses(
  addresses: readonly Address[] | undefined,
  inUse: readonly (number | null | undefined)[] = [],
): Address[] {
  return (addresses ?? []).filter(
    (address) => address.is_active !== false || inUse.includes(address.id),
  );
}

/** An address as a picker's choice: its name and city, as every address dropdown shows it. */
export function addressOption(address: Address): { label: string; value: number } {
  return { label: `${address.name} · ${address.city}`, value: address.id };
}

/** The list query of a paged picker: active addresses only. */
export const ACTIVE_ADDRESSES = 'is_active eq true';
