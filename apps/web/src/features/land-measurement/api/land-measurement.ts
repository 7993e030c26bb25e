import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLandMeasurementRequest,
  LandExportFormat,
  LandMeasurement,
  LandTrackMeasure,
  LandTrackRequest,
  UpdateLandMeasurementRequest,
} from '@armada/contracts/land-measurement';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Every land measurement query key starts with `landKeys.all`. */
export const landKeys = {
  all: ['land-measurements'] as const,
  lists: () => [...landKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...landKeys.lists(), query] as const,
};

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** `GET /api/land-measurement` (LAND-8). */
export async function getLandMeasurements(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<LandMeasurement>> {
  return apiClient.get(ROUTE_URLS.listLandMeasurements, {
    validate: validators.listLandMeasurements,
    query,
    signal,
  });
}

export const landListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: landKeys.list(query),
    queryFn: ({ signal }) => getLandMeasurements(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** Saving a new measurement or changing one; the lists refresh. */
export function useSaveLandMeasurement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { id: null; body: CreateLandMeasurementRequest }
        | { id: number; body: UpdateLandMeasurementRequest },
    ): Promise<LandMeasurement> => {
      const answer =
        change.id === null
          ? await apiClient.post(ROUTE_URLS.createLandMeasurement, {
              validate: validators.createLandMeasurement,
              body: change.body,
            })
          : await apiClient.put(withId(ROUTE_URLS.updateLandMeasurement, change.id), {
              validate: validators.updateLandMeasurement,
              body: change.body,
            });
      return answer.data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: landKeys.all }),
  });
}

export function useDeleteLandMeasurement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      apiClient.delete(withId(ROUTE_URLS.deleteLandMeasurement, id), {
        validate: validators.deleteLandMeasurement,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: landKeys.all }),
  });
}

/** `POST /api/land-measurement/measure-track` (LAND-6, LAND-7): nothing is saved. */
export function useMeasureTrack() {
  return useMutation({
    mutationFn: async (body: LandTrackRequest): Promise<LandTrackMeasure> =>
      (
        await apiClient.post(ROUTE_URLS.measureLandTrack, {
          validate: validators.measureLandTrack,
          body,
        })
      ).data,
  });
}

/** LAND-9: the address of a file (one measurement, or all), opened as a download. */
export function exportUrl(format: LandExportFormat, id?: number): string {
  const path =
    id === undefined
      ? ROUTE_URLS.exportLandMeasurements
      : withId(ROUTE_URLS.exportLandMeasurement, id);
  return `${env.apiBaseUrl}${path}?format=${format}`;
}
