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
  LatLng,
  RouteDeviationList,
  SavedRoute,
  UpdateSavedRouteRequest,
} from '@armada/contracts/geofences';
import type { HistoryTrip } from '@armada/contracts/history';
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
  trips: (vehicleId: number, from: string) =>
    [...savedRouteKeys.all, 'trips', vehicleId, from] as const,
  tripTrack: (vehicleId: number, startedOn: string) =>
    [...savedRouteKeys.all, 'trip-track', vehicleId, startedOn] as const,
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

/** SRT-8: a vehicle's finished trips of a period, newest first (the trips a route may be taken from). */
export function useVehicleTrips(vehicleId: number | null, period: { from: string; to: string }) {
  return useQuery({
    queryKey: savedRouteKeys.trips(vehicleId ?? 0, period.from),
    enabled: vehicleId !== null,
    queryFn: async ({ signal }): Promise<HistoryTrip[]> =>
      (
        await apiClient.get(ROUTE_URLS.listVehicleTrips, {
          validate: validators.listVehicleTrips,
          query: { ...period, vehicle_id: vehicleId ?? 0, limit: 100, min_distance_km: 0.1 },
          signal,
        })
      ).data.paginated_result.filter((trip) => !trip.ongoing),
  });
}

/** The instant a second after a time: a period's end, so its last position is in it. */
const afterSecond = (iso: string | undefined) =>
  new Date(Date.parse(iso ?? '') + 1000).toISOString();

/** SRT-8: the track driven on one trip, as the line to show before the route is saved. */
export function useTripTrack(vehicleId: number | null, trip: HistoryTrip | null) {
  return useQuery({
    queryKey: savedRouteKeys.tripTrack(vehicleId ?? 0, trip?.started_on ?? ''),
    enabled: vehicleId !== null && trip !== null,
    queryFn: async ({ signal }): Promise<LatLng[]> => {
      const { positions } = (
        await apiClient.get(withId(ROUTE_URLS.getVehicleTrack, vehicleId ?? 0), {
          validate: validators.getVehicleTrack,
          query: { from: trip?.started_on ?? '', to: afterSecond(trip?.ended_on) },
          signal,
        })
      ).data;
      return positions.lat.map((lat, i): LatLng => [lat, positions.lng[i] ?? 0]);
    },
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
