import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { FleetTask, FleetTaskDetail } from '@armada/contracts/fleet-tasks';
import type {
  CreateSavedRouteRequest,
  RouteDeviationList,
  SavedRoute,
  UpdateSavedRouteRequest,
} from '@armada/contracts/geofences';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Every saved-route query key starts with `savedRouteKeys.all`. */
export const savedRouteKeys = {
  all: ['saved-routes'] as const,
  lists: () => [...savedRouteKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...savedRouteKeys.lists(), query] as const,
  deviations: (id: number) => [...savedRouteKeys.all, 'deviations', id] as const,
  tasks: () => [...savedRouteKeys.all, 'tasks'] as const,
  task: (id: number) => [...savedRouteKeys.all, 'task', id] as const,
};
export type SavedRouteListQueryKey = ReturnType<typeof savedRouteKeys.list>;

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** `GET /api/saved-route` (SRT-9). */
export async function getSavedRoutes(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<SavedRoute>> {
  return apiClient.get(ROUTE_URLS.listSavedRoutes, {
    validate: validators.listSavedRoutes,
    query,
    signal,
  });
}

export const savedRouteListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: savedRouteKeys.list(query),
    queryFn: ({ signal }) => getSavedRoutes(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** SRT-7: a route's latest deviations. */
export function useRouteDeviations(id: number | null) {
  return useQuery({
    queryKey: savedRouteKeys.deviations(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }): Promise<RouteDeviationList['data']> =>
      (
        await apiClient.get(withId(ROUTE_URLS.listRouteDeviations, id ?? 0), {
          validate: validators.listRouteDeviations,
          query: { limit: 10 },
          signal,
        })
      ).data,
  });
}

/** SRT-3: the fleet tasks a route may be taken from: planned or under way. */
export function useOpenTasks(enabled: boolean) {
  return useQuery({
    queryKey: savedRouteKeys.tasks(),
    enabled,
    queryFn: async ({ signal }): Promise<FleetTask[]> =>
      (
        await apiClient.get(ROUTE_URLS.listFleetTasks, {
          validate: validators.FleetTaskList,
          query: {
            limit: 100,
            filters: ['status in PLANNED,STARTED'],
            sorts: ['planned_start_on asc'],
          },
          signal,
        })
      ).data.paginated_result,
  });
}

/** A fleet task with its planned path, to show before the route is saved. */
export function useTaskPath(taskId: number | null) {
  return useQuery({
    queryKey: savedRouteKeys.task(taskId ?? 0),
    enabled: taskId !== null,
    queryFn: async ({ signal }): Promise<FleetTaskDetail> =>
      (
        await apiClient.get(withId(ROUTE_URLS.getFleetTask, taskId ?? 0), {
          validate: validators.FleetTaskItem,
          signal,
        })
      ).data,
  });
}

export type SavedRouteChange =
  | { kind: 'create'; body: CreateSavedRouteRequest }
  | { kind: 'update'; id: number; body: UpdateSavedRouteRequest };

export async function changeSavedRoute(change: SavedRouteChange): Promise<SavedRoute> {
  if (change.kind === 'create') {
    return (
      await apiClient.post(ROUTE_URLS.createSavedRoute, {
        validate: validators.createSavedRoute,
        body: change.body,
      })
    ).data;
  }
  return (
    await apiClient.put(withId(ROUTE_URLS.updateSavedRoute, change.id), {
      validate: validators.updateSavedRoute,
      body: change.body,
    })
  ).data;
}

export function useChangeSavedRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSavedRoute,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: savedRouteKeys.all });
    },
  });
}
