import {
  allowedRunActions,
  type RouteOptimizationRun,
  type RouteOptimizationRunAction,
  type RouteOptimizationRunStatus,
} from '@armada/contracts/route-optimization';

/**
 * The colour family of each status tag, so a glance tells work in progress (blue), a plan
 * (green), a plan in the drivers' hands (teal), trouble (red), a step back (amber) and
 * nothing to do (grey) apart.
 */
export type StatusTone = 'neutral' | 'progress' | 'success' | 'danger' | 'done' | 'warning';

const STATUS_TONE: Record<RouteOptimizationRunStatus, StatusTone> = {
  QUEUED: 'progress',
  SOLVING: 'progress',
  SOLVED: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  FLEET_TASK_CREATED: 'done',
  ROLLED_BACK: 'warning',
};

export function statusTone(status: RouteOptimizationRunStatus): StatusTone {
  return STATUS_TONE[status];
}

/** Whether the run is still being worked on (the list and detail follow it live). */
export function isRunActive(status: RouteOptimizationRunStatus): boolean {
  return status === 'QUEUED' || status === 'SOLVING';
}

/**
 * The list's actions for a run (contracts `allowedRunActions`), without moving a stop, which
 * needs the detail's map. A list row does not carry the previous plan version: a SOLVED run
 * at version 2 or later has one (each move or rerun adds a version; rollback removes the last).
 */
export function listRunActions(
  run: Pick<RouteOptimizationRun, 'status' | 'version'>,
): readonly RouteOptimizationRunAction[] {
  return allowedRunActions(run.status, { hasPreviousVersion: run.version > 1 }).filter(
    (action) => action !== 'move-point',
  );
}

/** The detail's actions, with the result's `previous_version` when it is known. */
export function detailRunActions(
  status: RouteOptimizationRunStatus,
  previousVersion: number | null | undefined,
): readonly RouteOptimizationRunAction[] {
  return allowedRunActions(status, { hasPreviousVersion: previousVersion != null });
}

/** Rollback withdraws fleet tasks from FLEET_TASK_CREATED, else drops the latest plan. */
export function rollbackKind(status: RouteOptimizationRunStatus): 'tasks' | 'plan' {
  return status === 'FLEET_TASK_CREATED' ? 'tasks' : 'plan';
}
