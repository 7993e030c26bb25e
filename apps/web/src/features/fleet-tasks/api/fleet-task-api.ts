import { queryOptions } from '@tanstack/react-query';
import type {
  FleetTaskEta,
  CancelFleetTaskRequest,
  FleetTask,
  FleetTaskDetail,
  ReassignFleetTaskRequest,
} from '@armada/contracts/fleet-tasks';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { defineRecordResource } from '@/lib/resources/record-resource';

/** Fleet tasks: the list (FT-5) and one task with its stops and paths. */
const fleetTasks = defineRecordResource<FleetTask, FleetTaskDetail>({
  root: 'fleet-tasks',
  list: { url: ROUTE_URLS.listFleetTasks, validate: validators.FleetTaskList },
  detail: { url: ROUTE_URLS.getFleetTask, validate: validators.FleetTaskItem },
});

export const fleetTaskKeys = fleetTasks.keys;
export type FleetTaskListQueryKey = ReturnType<typeof fleetTaskKeys.list>;
export const getFleetTasks = fleetTasks.getList;
export const fleetTasksQueryOptions = fleetTasks.listQueryOptions;
export const getFleetTask = fleetTasks.getDetail;

/** The detail follows the fleet: refreshed every half minute while the task is open. */
export const FLEET_TASK_REFRESH_MS = 30_000;

export const fleetTaskQueryOptions = (id: number) =>
  queryOptions({
    ...fleetTasks.detailQueryOptions(id),
    refetchInterval: (query) =>
      query.state.data && ['PLANNED', 'STARTED'].includes(query.state.data.status)
        ? FLEET_TASK_REFRESH_MS
        : false,
  });

export type FleetTaskChange =
  | { kind: 'reassign'; body: ReassignFleetTaskRequest }
  | { kind: 'cancel'; body: CancelFleetTaskRequest }
  | { kind: 'cancel-stop'; stopId: number; body: CancelFleetTaskRequest };

const CHANGE_URLS = {
  reassign: ROUTE_URLS.reassignFleetTask,
  cancel: ROUTE_URLS.cancelFleetTask,
  'cancel-stop': ROUTE_URLS.cancelFleetTaskStop,
} as const;

/** `POST .../reassign`, `.../cancel`, `.../stop/:stopId/cancel` (FT-6 ... FT-8). */
export function changeFleetTask(id: number, change: FleetTaskChange): Promise<FleetTaskDetail> {
  const params: Record<string, number> =
    change.kind === 'cancel-stop' ? { id, stopId: change.stopId } : { id };
  return fleetTasks.send('POST', CHANGE_URLS[change.kind], { params, body: change.body });
}

export function useChangeFleetTask(id: number) {
  return fleetTasks.useChange((change: FleetTaskChange) => changeFleetTask(id, change));
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
