import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  CreateGeofenceRequest,
  Geofence,
  GeofenceMap,
  GeofenceVisitList,
  UpdateGeofenceRequest,
} from '@armada/contracts/geofences';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Every geofence query key starts with `geofenceKeys.all`. */
export const geofenceKeys = {
  all: ['geofences'] as const,
  lists: () => [...geofenceKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...geofenceKeys.lists(), query] as const,
  map: () => [...geofenceKeys.all, 'map'] as const,
  visits: (id: number) => [...geofenceKeys.all, 'visits', id] as const,
};
export type GeofenceListQueryKey = ReturnType<typeof geofenceKeys.list>;

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** `GET /api/geofence` (GEO-6, GEO-19). */
export async function getGeofences(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<Geofence>> {
  return apiClient.get(ROUTE_URLS.listGeofences, {
    validate: validators.listGeofences,
    query,
    signal,
  });
}

export const geofenceListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: geofenceKeys.list(query),
    queryFn: ({ signal }) => getGeofences(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/geofence/map` (GEO-16): every active geofence, for a map. */
export async function getGeofenceMap({ signal }: { signal?: AbortSignal } = {}): Promise<
  GeofenceMap['data']
> {
  const answer = await apiClient.get(ROUTE_URLS.getGeofenceMap, {
    validate: validators.getGeofenceMap,
    signal,
  });
  return answer.data;
}

export function useGeofenceMap(enabled = true) {
  return useQuery({
    queryKey: geofenceKeys.map(),
    queryFn: ({ signal }) => getGeofenceMap({ signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** `GET /api/geofence/:id/visit` (GEO-11): the newest visits. */
export function useGeofenceVisits(id: number | null) {
  return useQuery({
    queryKey: geofenceKeys.visits(id ?? 0),
    enabled: id !== null,
    // Visits are written as the fleet drives: the panel follows while it is open.
    refetchInterval: 30_000,
    queryFn: async ({ signal }): Promise<GeofenceVisitList['data']> =>
      (
        await apiClient.get(withId(ROUTE_URLS.listGeofenceVisits, id ?? 0), {
          validate: validators.listGeofenceVisits,
          query: { limit: 10 },
          signal,
        })
      ).data,
  });
}

export type GeofenceChange =
  | { kind: 'create'; body: CreateGeofenceRequest }
  | { kind: 'update'; id: number; body: UpdateGeofenceRequest };

export async function changeGeofence(change: GeofenceChange): Promise<Geofence> {
  if (change.kind === 'create') {
    return (
      await apiClient.post(ROUTE_URLS.createGeofence, {
        validate: validators.createGeofence,
        body: change.body,
      })
    ).data;
  }
  return (
    await apiClient.put(withId(ROUTE_URLS.updateGeofence, change.id), {
      validate: validators.updateGeofence,
      body: change.body,
    })
  ).data;
}

/** Saves a geofence; its lists and the map layer refresh. */
export function useChangeGeofence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeGeofence,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: geofenceKeys.all });
    },
  });
}

/** GEO-13: the export file's address (a download the browser saves). */
export function exportUrl(): string {
  return `${env.apiBaseUrl}${ROUTE_URLS.exportGeofences}`;
}
