import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver, DriverAccount, DriverInput } from '@armada/contracts/fleet';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { vehicleKeys } from '@/lib/resources/vehicles';

/** Drivers as master data (docs/rules/master-fleet.md MDF-11 ... MDF-16). */

export const driverKeys = {
  all: ['drivers'] as const,
  list: (query: ListQuery) => [...driverKeys.all, 'list', query] as const,
};
export type DriverListKey = ReturnType<typeof driverKeys.list>;

/** A driver as the list table holds rows: by `id` (the wire record calls it `driverId`). */
export type DriverRow = Driver & { id: number };

export async function getDrivers(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<DriverRow>> {
  const response = await apiClient.get(ROUTE_URLS.listDrivers, {
    validate: validators.listDrivers,
    query,
    signal,
  });
  return {
    ...response,
    data: {
      ...response.data,
      paginated_result: response.data.paginated_result.map((d) => ({ ...d, id: d.driverId })),
    },
  };
}

export const driverListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: driverKeys.list(query),
    queryFn: ({ signal }) => getDrivers(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** MDF-24: the accounts a driver can sign in with, each with the driver it is linked to. */
export const driverAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...driverKeys.all, 'accounts'] as const,
    queryFn: async ({ signal }): Promise<DriverAccount[]> =>
      (
        await apiClient.get(ROUTE_URLS.listDriverAccounts, {
          validate: validators.listDriverAccounts,
          signal,
        })
      ).data,
    staleTime: 60_000,
  });

const withId = (url: string, id: number) => url.replace(':id', String(id));

export async function saveDriver(args: { id: number | null; body: DriverInput }): Promise<Driver> {
  const response =
    args.id === null
      ? await apiClient.post(ROUTE_URLS.createDriver, {
          validate: validators.createDriver,
          body: args.body,
        })
      : await apiClient.put(withId(ROUTE_URLS.updateDriver, args.id), {
          validate: validators.updateDriver,
          body: args.body,
        });
  return response.data;
}

export async function setDriverActive(args: { id: number; active: boolean }): Promise<Driver> {
  const response = await apiClient.post(withId(ROUTE_URLS.setDriverActive, args.id), {
    validate: validators.setDriverActive,
    body: { is_active: args.active },
  });
  return response.data;
}

/** MDF-15: the image is the body; the server tells its type by its first bytes. */
export async function uploadDriverPhoto(args: { id: number; file: File }): Promise<Driver> {
  const response = await apiClient.post(withId(ROUTE_URLS.uploadDriverPhoto, args.id), {
    validate: validators.uploadDriverPhoto,
    file: args.file,
  });
  return response.data;
}

/** The photo's address for an <img>: the server's path under the API origin. */
export function photoUrl(driver: Driver): string | null {
  return driver.photograph?.startsWith('/api/') ? `${env.apiBaseUrl}${driver.photograph}` : null;
}

/** A driver write refreshes the drivers and every vehicle reader (vehicles name drivers). */
export function useDriverWrite<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: driverKeys.all }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
      ]),
  });
}
