import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BoxType,
  BoxTypeInput,
  MasterVehicleGroup,
  VehicleGroupInput,
} from '@armada/contracts/fleet';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { vehicleGroupKeys } from '@/lib/resources/vehicle-groups';
import { vehicleKeys } from '@/lib/resources/vehicles';

/** Vehicle groups and box types as master data (docs/rules/master-fleet.md MDF-17 ... MDF-19). */

export const groupBoxKeys = {
  groups: (query: ListQuery) => [...vehicleGroupKeys.all, 'master', query] as const,
  boxes: (query: ListQuery) => [...vehicleKeys.all, 'master-box-types', query] as const,
};
export type GroupListKey = ReturnType<typeof groupBoxKeys.groups>;
export type BoxListKey = ReturnType<typeof groupBoxKeys.boxes>;

export const groupListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: groupBoxKeys.groups(query),
    queryFn: ({ signal }): Promise<ListResponse<MasterVehicleGroup>> =>
      apiClient.get(ROUTE_URLS.listMasterVehicleGroups, {
        validate: validators.listMasterVehicleGroups,
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const boxListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: groupBoxKeys.boxes(query),
    queryFn: ({ signal }): Promise<ListResponse<BoxType>> =>
      apiClient.get(ROUTE_URLS.listMasterBoxTypes, {
        validate: validators.listMasterBoxTypes,
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const withId = (url: string, id: number) => url.replace(':id', String(id));

export async function saveGroup(args: {
  id: number | null;
  body: VehicleGroupInput;
}): Promise<MasterVehicleGroup> {
  const response =
    args.id === null
      ? await apiClient.post(ROUTE_URLS.createVehicleGroup, {
          validate: validators.createVehicleGroup,
          body: args.body,
        })
      : await apiClient.put(withId(ROUTE_URLS.updateVehicleGroup, args.id), {
          validate: validators.updateVehicleGroup,
          body: args.body,
        });
  return response.data;
}

export async function setGroupActive(args: {
  id: number;
  active: boolean;
}): Promise<MasterVehicleGroup> {
  const response = await apiClient.post(withId(ROUTE_URLS.setVehicleGroupActive, args.id), {
    validate: validators.setVehicleGroupActive,
    body: { is_active: args.active },
  });
  return response.data;
}

export async function saveBox(args: { id: number | null; body: BoxTypeInput }): Promise<BoxType> {
  const response =
    args.id === null
      ? await apiClient.post(ROUTE_URLS.createBoxType, {
          validate: validators.createBoxType,
          body: args.body,
        })
      : await apiClient.put(withId(ROUTE_URLS.updateBoxType, args.id), {
          validate: validators.updateBoxType,
          body: args.body,
        });
  return response.data;
}

export async function setBoxActive(args: { id: number; active: boolean }): Promise<BoxType> {
  const response = await apiClient.post(withId(ROUTE_URLS.setBoxTypeActive, args.id), {
    validate: validators.setBoxTypeActive,
    body: { is_active: args.active },
  });
  return response.data;
}

/** A change refreshes the groups, the box types and every vehicle reader (they carry copies). */
export function useCatalogWrite<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleGroupKeys.all }),
        queryClient.invalidateQueries({ queryKey: vehicleKeys.all }),
      ]),
  });
}
