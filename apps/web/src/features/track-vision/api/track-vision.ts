import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@armada/contracts/shared';
import {
  TRACK_VISION,
  type CreateTvFootageRequest,
  type TvCamera,
  type TvChannel,
  type TvFootageListQuery,
  type TvFootageRequest,
  type TvMediaItem,
  type TvMediaListQuery,
  type TvMediaZip,
  type TvStream,
} from '@armada/contracts/track-vision';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Every track vision query key starts with `tvKeys.all`. */
export const tvKeys = {
  all: ['track-vision'] as const,
  cameras: () => [...tvKeys.all, 'cameras'] as const,
  footage: (query: TvFootageListQuery) => [...tvKeys.all, 'footage', query] as const,
  footageAll: () => [...tvKeys.all, 'footage'] as const,
  media: (query: TvMediaListQuery) => [...tvKeys.all, 'media', query] as const,
};

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** TV-2: the cameras, refreshed every 30 s (a device going offline shows). */
export const camerasQueryOptions = () =>
  queryOptions({
    queryKey: tvKeys.cameras(),
    queryFn: async ({ signal }): Promise<TvCamera[]> =>
      (
        await apiClient.get(ROUTE_URLS.listTvCameras, {
          validate: validators.listTvCameras,
          signal,
        })
      ).data,
    refetchInterval: 30_000,
  });

/** TV-4. */
export async function startStream(vehicleId: number, channel: TvChannel): Promise<TvStream> {
  const answer = await apiClient.post(ROUTE_URLS.startTvStream, {
    validate: validators.startTvStream,
    body: { vehicle_id: vehicleId, channel },
  });
  return answer.data;
}

/** TV-6: stopping is best effort (the server stops an unwatched view by itself, TV-8). */
export async function stopStream(id: number): Promise<void> {
  await apiClient
    .delete(withId(ROUTE_URLS.stopTvStream, id), { validate: validators.stopTvStream })
    .catch(() => undefined);
}

/** TV-13: the list refreshes while a request is on its way. */
export const footageQueryOptions = (query: TvFootageListQuery) =>
  queryOptions({
    queryKey: tvKeys.footage(query),
    queryFn: ({ signal }): Promise<ListResponse<TvFootageRequest>> =>
      apiClient.get(ROUTE_URLS.listTvFootage, {
        validate: validators.listTvFootage,
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.paginated_result.some(
        (request) => request.state !== 'READY' && request.state !== 'FAILED',
      )
        ? TRACK_VISION.footage.pollMs
        : false,
  });

export function useCreateFootage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTvFootageRequest) =>
      (
        await apiClient.post(ROUTE_URLS.createTvFootage, {
          validate: validators.createTvFootage,
          body,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: tvKeys.footageAll() }),
  });
}

export function useRetryFootage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiClient.post(withId(ROUTE_URLS.retryTvFootage, id), {
          validate: validators.retryTvFootage,
        })
      ).data,
    onSuccess: () => client.invalidateQueries({ queryKey: tvKeys.footageAll() }),
  });
}

export const mediaQueryOptions = (query: TvMediaListQuery) =>
  queryOptions({
    queryKey: tvKeys.media(query),
    queryFn: ({ signal }): Promise<ListResponse<TvMediaItem>> =>
      apiClient.get(ROUTE_URLS.listTvMedia, {
        validate: validators.listTvMedia,
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** TV-22: the zip is prepared, then downloaded from its link. */
export function usePrepareZip() {
  return useMutation({
    mutationFn: async (items: number[]): Promise<TvMediaZip> =>
      (
        await apiClient.post(ROUTE_URLS.createTvMediaZip, {
          validate: validators.createTvMediaZip,
          body: { items },
        })
      ).data,
  });
}
