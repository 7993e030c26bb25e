import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient, type RequestOptions } from '@/lib/api-client';
import type { Validator } from '@/lib/contract';

type Signal = { signal?: AbortSignal };

export interface RecordResourceOptions<Item, Detail> {
  /** The first part of every query key of the resource, e.g. `'delivery-orders'`. */
  root: string;
  /** The list route (`GET`, the list query) and the check of its answer. */
  list: { url: string; validate: Validator<ListResponse<Item>> };
  /** The one-record route (`…/:id`) and the check of its `{ data }` answer. */
  detail?: { url: string; validate: Validator<{ data: Detail }> };
}

/** A route URL with its `:id` (and other `:name` segments) filled in. */
export function fillUrl(url: string, params: Record<string, number | string>): string {
  return url.replace(/:([A-Za-z]+)/g, (segment, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : segment,
  );
}

/**
 * The calls and query keys of a record kind with a list and a detail route (delivery orders,
 * delivery requests, fleet tasks, customers): every key starts with `keys.all`, a list page is
 * `keys.list(query)` and keeps the previous page on screen while the next loads, one record is
 * `keys.detail(id)`. A change answered with the record (`useChange`) puts the answer in the
 * detail and refreshes every list, so each reader of the resource sees it.
 */
export function defineRecordResource<Item, Detail = never>(
  options: RecordResourceOptions<Item, Detail>,
) {
  const { root, list, detail } = options;
  const keys = {
    all: [root] as const,
    lists: () => [root, 'list'] as const,
    list: (query: ListQuery) => [root, 'list', query] as const,
    detail: (id: number) => [root, 'detail', id] as const,
  };

  function getList(query: ListQuery, { signal }: Signal = {}): Promise<ListResponse<Item>> {
    return apiClient.get(list.url, { validate: list.validate, query, signal });
  }

  const listQueryOptions = (query: ListQuery) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: ({ signal }) => getList(query, { signal }),
      placeholderData: keepPreviousData,
    });

  function detailRoute() {
    if (!detail) throw new Error(`The ${root} resource has no detail route`);
    return detail;
  }

  async function getDetail(id: number, { signal }: Signal = {}): Promise<Detail> {
    const { url, validate } = detailRoute();
    return (await apiClient.get(fillUrl(url, { id }), { validate, signal })).data;
  }

  const detailQueryOptions = (id: number) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }) => getDetail(id, { signal }),
      enabled: Number.isInteger(id) && id > 0,
    });

  function useDetail(id: number) {
    return useQuery(detailQueryOptions(id));
  }

  /**
   * One change call answered with the record: `url` may hold `:id` (and other segments named in
   * `params`); the answer is checked against the detail contract.
   */
  async function send(
    method: 'POST' | 'PATCH' | 'PUT',
    url: string,
    { params = {}, body }: { params?: Record<string, number | string>; body?: unknown } = {},
  ): Promise<Detail> {
    const { validate } = detailRoute();
    const call =
      method === 'POST' ? apiClient.post : method === 'PATCH' ? apiClient.patch : apiClient.put;
    return (await call(fillUrl(url, params), { validate, body })).data;
  }

  /**
   * A mutation whose answer is the changed record: it replaces the detail, refreshes the lists,
   * then runs `after` (say, refreshing another resource the change touched).
   */
  function useChange<Change>(
    mutationFn: (change: Change) => Promise<Detail & { id: number }>,
    after?: (queryClient: QueryClient, record: Detail, change: Change) => Promise<unknown>,
  ) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: async (record, change) => {
        queryClient.setQueryData(keys.detail(record.id), record);
        await queryClient.invalidateQueries({ queryKey: keys.lists() });
        if (after) await after(queryClient, record, change);
      },
    });
  }

  return {
    keys,
    getList,
    listQueryOptions,
    getDetail,
    detailQueryOptions,
    useDetail,
    send,
    useChange,
  };
}

/**
 * One `GET` route read with a query, for a module's own views (a summary, a page of its own list
 * shape): the answer's `data`, checked, with the previous answer kept on screen while the next
 * loads. `key` is the query key; it should end with `query`.
 */
export function readQueryOptions<Data, Query extends RequestOptions<unknown>['query']>(
  key: readonly unknown[],
  route: { url: string; validate: Validator<{ data: Data }> },
  query: Query,
) {
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (await apiClient.get(route.url, { validate: route.validate, query, signal })).data,
    placeholderData: keepPreviousData,
  });
}
