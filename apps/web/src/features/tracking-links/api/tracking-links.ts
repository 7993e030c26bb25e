import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { FleetTask, FleetTaskDetail } from '@armada/contracts/fleet-tasks';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import type {
  CreateTrackingLinkRequest,
  CreatedTrackingLink,
  TrackingLink,
} from '@armada/contracts/tracking-links';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Every tracking-link query key starts with `trackingLinkKeys.all`. */
export const trackingLinkKeys = {
  all: ['tracking-links'] as const,
  lists: () => [...trackingLinkKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...trackingLinkKeys.lists(), query] as const,
  openTasks: () => [...trackingLinkKeys.all, 'open-tasks'] as const,
  task: (id: number) => [...trackingLinkKeys.all, 'task', id] as const,
};
export type TrackingLinkListQueryKey = ReturnType<typeof trackingLinkKeys.list>;

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** `GET /api/tracking-link` (TRK-8). */
export async function getTrackingLinks(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<TrackingLink>> {
  return apiClient.get(ROUTE_URLS.listTrackingLinks, {
    validate: validators.listTrackingLinks,
    query,
    signal,
  });
}

export const trackingLinkListQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: trackingLinkKeys.list(query),
    queryFn: ({ signal }) => getTrackingLinks(query, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The fleet tasks a stop link may follow: planned or under way (TRK-1). Read from the fleet
 * tasks' own route (no sibling feature is imported).
 */
export function useOpenTasks(enabled: boolean) {
  return useQuery({
    queryKey: trackingLinkKeys.openTasks(),
    enabled,
    queryFn: async ({ signal }): Promise<FleetTask[]> => {
      const response = await apiClient.get(ROUTE_URLS.listFleetTasks, {
        validate: validators.FleetTaskList,
        query: {
          limit: 100,
          filters: ['status in PLANNED,STARTED'],
          sorts: ['planned_start_on asc'],
        },
        signal,
      });
      return response.data.paginated_result;
    },
  });
}

export function useTaskStops(taskId: number | null) {
  return useQuery({
    queryKey: trackingLinkKeys.task(taskId ?? 0),
    enabled: taskId !== null,
    queryFn: async ({ signal }): Promise<FleetTaskDetail> => {
      const response = await apiClient.get(withId(ROUTE_URLS.getFleetTask, taskId ?? 0), {
        validate: validators.FleetTaskItem,
        signal,
      });
      return response.data;
    },
  });
}

export type TrackingLinkChange =
  | { kind: 'create'; body: CreateTrackingLinkRequest }
  | { kind: 'extend'; id: number; hours: number }
  | { kind: 'revoke'; id: number };

/** TRK-1 (the answer carries the token once), TRK-6. */
export async function changeTrackingLink(
  change: TrackingLinkChange,
): Promise<CreatedTrackingLink | TrackingLink> {
  if (change.kind === 'create') {
    return (
      await apiClient.post(ROUTE_URLS.createTrackingLink, {
        validate: validators.createTrackingLink,
        body: change.body,
      })
    ).data;
  }
  if (change.kind === 'extend') {
    return (
      await apiClient.post(withId(ROUTE_URLS.extendTrackingLink, change.id), {
        validate: validators.extendTrackingLink,
        body: { expires_in_hours: change.hours },
      })
    ).data;
  }
  return (
    await apiClient.post(withId(ROUTE_URLS.revokeTrackingLink, change.id), {
      validate: validators.revokeTrackingLink,
      body: {},
    })
  ).data;
}

/** Saves a change; the list refreshes. */
export function useChangeTrackingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTrackingLink,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: trackingLinkKeys.lists() });
    },
  });
}
