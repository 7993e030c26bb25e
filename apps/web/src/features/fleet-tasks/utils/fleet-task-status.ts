import {
  canMoveStop,
  canMoveTask,
  type FleetTaskDetail,
  type FleetTaskStatus,
  type FleetTaskStop,
  type FleetTaskStopStatus,
} from '@armada/contracts/fleet-tasks';

export type Tone = 'neutral' | 'info' | 'progress' | 'success' | 'danger' | 'muted';

/** The colour family of a task's status. */
export function taskTone(status: FleetTaskStatus): Tone {
  switch (status) {
    case 'PLANNED':
      return 'neutral';
    case 'STARTED':
      return 'progress';
    case 'DONE':
      return 'success';
    case 'CANCELLED':
      return 'muted';
  }
}

/** The colour family of a stop's status. */
export function stopTone(status: FleetTaskStopStatus): Tone {
  switch (status) {
    case 'PENDING':
      return 'neutral';
    case 'EN_ROUTE':
      return 'info';
    case 'ARRIVED':
      return 'progress';
    case 'DELIVERED':
      return 'success';
    case 'FAILED':
      return 'danger';
    case 'SKIPPED':
      return 'muted';
  }
}

/** FT-7, FT-8: reassign and cancel are offered while the task may still be cancelled. */
export function isTaskOpen(task: Pick<FleetTaskDetail, 'status'>): boolean {
  return canMoveTask(task.status, 'CANCELLED');
}

/** FT-6: a stop may be cancelled while it may still become SKIPPED. */
export function canCancelStop(task: Pick<FleetTaskDetail, 'status'>, stop: FleetTaskStop): boolean {
  return isTaskOpen(task) && canMoveStop(stop.status, 'SKIPPED');
}

/** FT-12: the stop's arrival (actual, or else estimated) is after the promised time. */
export function isStopLate(stop: FleetTaskStop): boolean {
  if (!stop.window_end_on) return false;
  const end = Date.parse(stop.window_end_on);
  const arrival = stop.arrived_on ?? stop.eta_on;
  return arrival !== null && Date.parse(arrival) > end;
}

/** Settled stops of all: "3 / 5". */
export function progressOf(task: {
  delivered_stops: number;
  failed_stops: number;
  skipped_stops: number;
  total_stops: number;
}): { settled: number; total: number } {
  return {
    settled: task.delivered_stops + task.failed_stops + task.skipped_stops,
    total: task.total_stops,
  };
}
