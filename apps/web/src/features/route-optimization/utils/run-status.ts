import {
  allowedRunActions,
  type RouteOptimizationRun,
  type RouteOptimizationRunAction,
  type RouteOptimizationRunStatus,
} from '@armada/contracts';

/** PrimeReact Tag severities, one per status, so a glance tells done from trouble. */
export type StatusSeverity = 'info' | 'warning' | 'success' | 'danger' | 'secondary' | 'contrast';

const STATUS_SEVERITY: Record<RouteOptimizationRunStatus, StatusSeverity> = {
  QUEUED: 'secondary',
  SOLVING: 'info',
  SOLVED: 'success',
  FAILED: 'danger',
  CANCELLED: 'secondary',
  FLEET_TASK_CREATED: 'contrast',
  ROLLED_BACK: 'warning',
};

export function statusSeverity(status: RouteOptimizationRunStatus): StatusSeverity {
  return STATUS_SEVERITY[status];
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
