import type { ControlTowerException, ControlTowerTask } from '@armada/contracts/control-tower';
import { CONTROL_TOWER_SEVERITY } from '@armada/contracts/control-tower';
import { isStopSettled } from '@armada/contracts/fleet-tasks';
import { toWibIso } from '../../domain/wib-time';
import type { DocumentStore } from '../../store/document-store';
import type { StopRow, TaskRow } from '../fleet-tasks/fleet-task-store';
import type { ExceptionChange, RuleTask } from './exception-rules';
import type { ExceptionRow, NewException } from './exception-store';
import { pathLengthM } from './path-distance';

const MINUTE_MS = 60_000;
const iso = (ms: number | null): string | null => (ms === null ? null : toWibIso(ms));

/** The names the board and the queue show, from the company's records. */
export class Names {
  constructor(private readonly store: DocumentStore) {}

  plate(companyId: number, vehicleId: number): string {
    return this.store.get('vehicles', companyId, vehicleId)?.license_plate ?? `#${vehicleId}`;
  }

  group(companyId: number, vehicleId: number): { id: number; name: string } | null {
    const group = this.store.get('vehicles', companyId, vehicleId)?.vehicle_group[0];
    return group ? { id: group.id, name: group.name } : null;
  }

  driver(companyId: number, driverId: number | null): { id: number; fullname: string } | null {
    if (driverId === null) return null;
    const driver = this.store.get('drivers', companyId, driverId);
    return { id: driverId, fullname: driver?.fullname ?? `#${driverId}` };
  }

  user(companyId: number, userId: number | null): { id: number; fullname: string } | null {
    if (userId === null) return null;
    const user = this.store.get('users', companyId, userId);
    return { id: userId, fullname: user?.fullname ?? `#${userId}` };
  }
}

/** CT-10, CT-11: a task's row of the board. */
export function boardRow(task: TaskRow, stops: readonly StopRow[], names: Names): ControlTowerTask {
  let delivered = 0;
  let failed = 0;
  let skipped = 0;
  let withWindow = 0;
  let onTime = 0;
  let late = 0;
  for (const stop of stops) {
    if (stop.status === 'DELIVERED') delivered++;
    else if (stop.status === 'FAILED') failed++;
    else if (stop.status === 'SKIPPED') skipped++;
    if (stop.arrivedAt !== null && stop.windowEndAt !== null) {
      withWindow++;
      if (stop.arrivedAt <= stop.windowEndAt) onTime++;
    } else if (
      !isStopSettled(stop.status) &&
      stop.etaAt !== null &&
      stop.windowEndAt !== null &&
      stop.etaAt > stop.windowEndAt
    ) {
      late++;
    }
  }
  const next =
    task.status === 'DONE' || task.status === 'CANCELLED'
      ? undefined
      : stops.find((stop) => !isStopSettled(stop.status));
  return {
    id: task.id,
    number: task.number,
    status: task.status,
    vehicle: {
      id: task.vehicleId,
      license_plate: names.plate(task.companyId, task.vehicleId),
      group: names.group(task.companyId, task.vehicleId),
    },
    driver: names.driver(task.companyId, task.driverId),
    planned_start_on: toWibIso(task.plannedStartAt),
    stops_total: stops.length,
    stops_delivered: delivered,
    stops_failed: failed,
    stops_skipped: skipped,
    stops_arrived_with_window: withWindow,
    stops_on_time: onTime,
    stops_late: late,
    distance_m: Math.max(0, task.distanceM),
    driven_m: Math.round(pathLengthM(task.drivenPath)),
    delay_min:
      next?.etaAt === null || next?.etaAt === undefined
        ? null
        : Math.round((next.etaAt - next.plannedArrivalAt) / MINUTE_MS),
    next_stop: next
      ? {
          id: next.id,
          sequence: next.sequence,
          name: next.address.name,
          latitude: next.address.latitude,
          longitude: next.address.longitude,
          eta_on: iso(next.etaAt),
          window_end_on: iso(next.windowEndAt),
          late: next.etaAt !== null && next.windowEndAt !== null && next.etaAt > next.windowEndAt,
        }
      : null,
    updated_on: toWibIso(task.updatedAt),
  };
}

/** What the rules read of a stored task. */
export function ruleTask(task: TaskRow, stops: readonly StopRow[]): RuleTask {
  return {
    id: task.id,
    companyId: task.companyId,
    vehicleId: task.vehicleId,
    status: task.status,
    plannedPath: task.plannedPath,
    stops: stops.map((stop) => ({
      id: stop.id,
      sequence: stop.sequence,
      status: stop.status,
      reason: stop.reason,
      etaAt: stop.etaAt,
      windowEndAt: stop.windowEndAt,
      arrivedAt: stop.arrivedAt,
    })),
  };
}

/** The row a rule's `open` becomes, with the names as they are now. */
export function newException(
  change: Extract<ExceptionChange, { type: 'open' }>,
  task: { number: string; driverId: number | null } | null,
  stop: { sequence: number; name: string } | null,
  names: Names,
): NewException {
  return {
    companyId: change.companyId,
    key: change.key,
    kind: change.kind,
    severity: CONTROL_TOWER_SEVERITY[change.kind],
    taskId: change.taskId,
    taskNumber: task?.number ?? null,
    stopId: change.stopId,
    stopSequence: stop?.sequence ?? null,
    stopName: stop?.name ?? null,
    vehicleId: change.vehicleId,
    vehiclePlate: names.plate(change.companyId, change.vehicleId),
    driverId: task?.driverId ?? null,
    alertId: null,
    detail: change.detail,
    openedAt: change.at,
    endedAt: change.fact ? change.at : null,
  };
}

/** CT-2: a stored exception on the wire. */
export function exceptionOf(row: ExceptionRow, names: Names): ControlTowerException {
  const { detail } = row;
  return {
    id: row.id,
    kind: row.kind,
    severity: row.severity,
    opened_on: toWibIso(row.openedAt),
    ended_on: iso(row.endedAt),
    updated_on: toWibIso(row.updatedAt),
    task:
      row.taskId === null ? null : { id: row.taskId, number: row.taskNumber ?? `#${row.taskId}` },
    stop:
      row.stopId === null
        ? null
        : { id: row.stopId, sequence: row.stopSequence ?? 0, name: row.stopName ?? '' },
    vehicle: { id: row.vehicleId, license_plate: row.vehiclePlate },
    driver: names.driver(row.companyId, row.driverId),
    alert_id: row.alertId,
    detail: {
      ...(detail.minutes === undefined ? {} : { minutes: detail.minutes }),
      ...(detail.meters === undefined ? {} : { meters: detail.meters }),
      ...(detail.reason === undefined ? {} : { reason: detail.reason }),
      ...(detail.etaAt === undefined ? {} : { eta_on: toWibIso(detail.etaAt) }),
      ...(detail.windowEndAt === undefined ? {} : { window_end_on: toWibIso(detail.windowEndAt) }),
    },
    acknowledged_on: iso(row.acknowledgedAt),
    acknowledged_by: names.user(row.companyId, row.acknowledgedBy),
    assignee: names.user(row.companyId, row.assigneeId),
    note: row.note,
  };
}
