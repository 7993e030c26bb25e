import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fleetCompanyOperations } from '@armada/contracts/company';
import type {
  BoxType,
  Driver,
  MasterFleetExportFormat,
  Vehicle,
  VehicleImportResult,
  VehicleInput,
  VehicleType,
} from '@armada/contracts/fleet';
import type { Address } from '@armada/contracts/customers';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import {
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';
import { vehicleKeys } from '@/lib/resources/vehicles';
import { vehicleGroupKeys } from '@/lib/resources/vehicle-groups';

/**
 * Vehicle master data (docs/rules/master-fleet.md): the list (every unit, trailers included,
 * unlike the planning readers' `parent_only` list), the writes, the files, and the records the
 * form chooses from. Keys live under the shared `vehicleKeys.all`, so a change here refreshes
 * every reader of vehicles (live view directory, planning).
 */

export const masterVehicleKeys = {
  list: (query: ListQuery) => [...vehicleKeys.all, 'master', query] as const,
  choices: () => [...vehicleKeys.all, 'master-choices'] as const,
};
export type MasterVehicleListKey = ReturnType<typeof masterVehicleKeys.list>;

export async function getMasterVehicles(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<Vehicle>> {
  return apiClient.get(ROUTE_URLS.listMasterVehicles, {
    validate: validators.listMasterVehicles,
    query,
    signal,
  });
}

export const masterVehicleListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: masterVehicleKeys.list(query),
    queryFn: ({ signal }) => getMasterVehicles(query, { signal }),
    placeholderData: keepPreviousData,
  });

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** MDF-1 ... MDF-4: 400 on a bad field, 409 on a taken plate or IMEI. */
export async function saveVehicle(args: {
  id: number | null;
  body: VehicleInput;
}): Promise<Vehicle> {
  const response =
    args.id === null
      ? await apiClient.post(ROUTE_URLS.createVehicle, {
          validate: validators.createVehicle,
          body: args.body,
        })
      : await apiClient.put(withId(ROUTE_URLS.updateVehicle, args.id), {
          validate: validators.updateVehicle,
          body: args.body,
        });
  return response.data;
}

/** MDF-5. */
export async function setVehicleActive(args: { id: number; active: boolean }): Promise<Vehicle> {
  const response = await apiClient.post(withId(ROUTE_URLS.setVehicleActive, args.id), {
    validate: validators.setVehicleActive,
    body: { is_active: args.active },
  });
  return response.data;
}

/** A write that refreshes every vehicle reader when it succeeds. */
export function useVehicleWrite<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
        queryClient.invalidateQueries({ queryKey: vehicleGroupKeys.all }),
      ]),
  });
}

/** MDF-8: where the export file is read (a link: the browser keeps the session cookie). */
export function vehicleExportUrl(
  format: MasterFleetExportFormat,
  includeInactive: boolean,
): string {
  const params = new URLSearchParams({ format });
  if (includeInactive) params.set('include_inactive', 'true');
  return `${env.apiBaseUrl}${ROUTE_URLS.exportVehicles}?${params.toString()}`;
}

/** The file's content type as the server reads it: by extension when the browser gives none. */
export function importContentType(file: File): string {
  if (/\.xlsx$/i.test(file.name))
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (/\.csv$/i.test(file.name)) return 'text/csv';
  return file.type || 'application/octet-stream';
}

/** MDF-9: the file is the body; every row is saved or none. */
export async function importVehicles(file: File): Promise<VehicleImportResult> {
  const response = await apiClient.post(ROUTE_URLS.importVehicles, {
    validate: validators.importVehicles,
    file,
    contentType: importContentType(file),
  });
  return response.data;
}

// ---- What the form chooses from -----------------------------------------------------------------

const vehicleTypesOperation = operationOf(fleetCompanyOperations, 'vehicleTypes');
const VEHICLE_TYPES_DOCUMENT = /* GraphQL */ `
  query VehicleTypes($filter: VehicleTypesFilter) {
    vehicleTypes(filter: $filter) ${graphqlSelection(vehicleTypesOperation.result)}
  }
`;
export interface VehicleChoices {
  vehicleTypes: VehicleType[];
  boxTypes: BoxType[];
  groups: { id: number; name: string }[];
  depots: Address[];
  drivers: Driver[];
}

const ALL = { page: 1, show: 200 };

async function getChoices(signal: AbortSignal): Promise<VehicleChoices> {
  const [types, groups, boxes, depots, drivers] = await Promise.all([
    graphqlRequest(
      vehicleTypesOperation,
      VEHICLE_TYPES_DOCUMENT,
      { filter: { pagination: ALL, search: null, isActive: true } },
      { signal },
    ).then((result) => requireSuccess(result).list),
    apiClient.get(ROUTE_URLS.listMasterVehicleGroups, {
      validate: validators.listMasterVehicleGroups,
      query: { limit: 200, filters: 'is_active eq true', sorts: 'name asc' },
      signal,
    }),
    apiClient.get(ROUTE_URLS.listBoxTypes, {
      validate: validators.BoxTypeList,
      query: { limit: 200, sorts: 'name asc' },
      signal,
    }),
    apiClient.get(ROUTE_URLS.listAddresses, {
      validate: validators.AddressList,
      query: { limit: 200, filters: 'is_depot eq true', sorts: 'name asc' },
      signal,
    }),
    apiClient.get(ROUTE_URLS.listDrivers, {
      validate: validators.listDrivers,
      query: { limit: 500, filters: 'isActive eq true' },
      signal,
    }),
  ]);
  return {
    vehicleTypes: types,
    groups: groups.data.paginated_result.map((g) => ({ id: g.id, name: g.name })),
    boxTypes: boxes.data.paginated_result.filter((b) => b.is_active),
    depots: depots.data.paginated_result,
    drivers: drivers.data.paginated_result,
  };
}

export const vehicleChoicesQueryOptions = () =>
  queryOptions({
    queryKey: masterVehicleKeys.choices(),
    queryFn: ({ signal }) => getChoices(signal),
    staleTime: 60_000,
  });
