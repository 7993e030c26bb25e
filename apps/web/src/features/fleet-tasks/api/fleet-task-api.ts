import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FleetTaskEta,
  CancelFleetTaskRequest,
  FleetTask,
  FleetTaskDetail,
  ReassignFleetTaskRequest,
} from '@armada/contracts/fleet-tasks';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS, validators } from '@/lib/contract';

export const fleetTaskKeys = {
  all: ['fleet-tasks'] as const,
  lists: () => [...fleetTaskKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...fleetTaskKeys.lists(), query] as const,
  detail: (id: number) => [...fleetTaskKeys.all, 'detail', id] as const,
};
export type FleetTaskListQueryKey = ReturnType<typeof fleetTaskKeys.list>;

const withId = (url: string, id: number, stopId?: number) =>
  url
    .replace(':id', String(id))
    .replace(':stopId', stopId === undefined ? ':stopId' : String(stopId));

/** `GET .../fleet-task` with the list query (FT-5). */
export function getFleetTasks(
  query: ListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ListResponse<FleetTask>> {
  return apiClient.get(ROUTE_URLS.listFleetTasks, {
    validate: validators.FleetTaskList,
    query,
    signal,
  });
}

export const fleetTasksQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: fleetTaskKeys.list(query),
    queryFn: ({ signal }) => getFleetTasks(query, { signal }),
    placeholderData: keepPreviousData,
  });

/** `GET .../fleet-task/:id`: the task with its stops and paths. */
export async function getFleetTask(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FleetTaskDetail> {
  const response = await apiClient.get(withId(ROUTE_URLS.getFleetTask, id), {
    validate: validators.FleetTaskItem,
    signal,
  });
  return response.data;
}

/** The detail follows the fleet: refreshed every half minute while the task is open. */
export const FLEET_TASK_REFRESH_MS = 30_000;

export const fleetTaskQueryOptions = (id: number) =>
  queryOptions({
    queryKey: fleetTaskKeys.detail(id),
    queryFn: ({ signal }) => getFleetTask(id, { signal }),
    refetchInterval: (query) =>
      query.state.data && ['PLANNED', 'STARTED'].includes(query.state.data.status)
        ? FLEET_TASK_REFRESH_MS
        : false,
  });

export type FleetTaskChange =
  | { kind: 'reassign'; body: ReassignFleetTaskRequest }
  | { kind: 'cancel'; body: CancelFleetTaskRequest }
  | { kind: 'cancel-stop'; stopId: number; body: CancelFleetTaskRequest };

/** `POST .../reassign`, `.../cancel`, `.../stop/:stopId/cancel` (FT-6 ... FT-8). */
export async function changeFleetTask(
  id: number,
  change: FleetTaskChange,
): Promise<FleetTaskDetail> {
  const url =
    change.kind === 'reassign'
      ? withId(ROUTE_URLS.reassignFleetTask, id)
      : change.kind === 'cancel'
        ? withId(ROUTE_URLS.cancelFleetTask, id)
        : withId(ROUTE_URLS.cancelFleetTaskStop, id, change.stopId);
  const response = await apiClient.post(url, {
    validate: validators.FleetTaskItem,
    body: change.body,
  });
  return response.data;
}

export function useChangeFleetTask(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FleetTaskChange) => changeFleetTask(id, change),
    onSuccess: (task) => {
      queryClient.setQueryData(fleetTaskKeys.detail(id), task);
      void queryClient.invalidateQueries({ queryKey: fleetTaskKeys.lists() });
    },
  });
}

/**
 * FT-13: a live estimate message merged into the cached detail: each stop's ETA; a stop or task
 * whose status moved on is fetched again (the message does not carry times and proofs).
 */
export function applyFleetTaskEta(
  task: FleetTaskDetail,
  live: FleetTaskEta,
): { task: FleetTaskDetail; stale: boolean } {
  if (task.id !== live.task_id) return { task, stale: false };
  let stale = task.status !== live.status;
  const byId = new Map(live.stops.map((stop) => [stop.id, stop]));
  const stops = task.stops.map((stop) => {
    const next = byId.get(stop.id);
    if (!next) return stop;
    if (next.status !== stop.status) stale = true;
    return { ...stop, eta_on: next.eta_on };
  });
  return { task: { ...task, stops }, stale };
}
