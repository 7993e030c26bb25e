import { randomUUID } from 'node:crypto';
import {
  CONTROL_TOWER_LIMITS,
  CONTROL_TOWER_SEVERITY,
  type ControlTowerExceptionKind,
  CONTROL_TOWER_LIVE_VERSION,
  controlTowerKpis,
  type AcknowledgeExceptionRequest,
  type AssignExceptionRequest,
  type ControlTowerAssignee,
  type ControlTowerBoard,
  type ControlTowerException,
  type ControlTowerLive,
  type ControlTowerQueueQuery,
} from '@armada/contracts/control-tower';
import { PERMISSIONS } from '@armada/contracts/auth';
import type { LivePosition } from '@armada/contracts/live';
import {
  HTTP_ERROR_CODES,
  SERVER_ERROR_REASONS,
  type ItemResponse,
} from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { FleetTaskStore, StopRow } from '../fleet-tasks/fleet-task-store';
import { boardRow, exceptionOf, type Names } from './board';
import type { ExceptionStore } from './exception-store';

/** CT-1: who may read the board and act on the queue. */
export const CONTROL_TOWER_PERMISSIONS = [
  PERMISSIONS.controlTowerV2Read,
  PERMISSIONS.controlTowerRead,
] as const;

export interface ControlTowerServiceDeps {
  tasks: FleetTaskStore;
  exceptions: ExceptionStore;
  store: DocumentStore;
  names: Names;
  clock: Clock;
  dayOf: (at: number) => string;
  /** The live state of a vehicle, or null before the fleet moves it. */
  live: (vehicleId: number) => LivePosition | null;
  publish: (companyId: number, payload: ControlTowerLive) => void;
}

function notFound(id: number): ServiceError {
  return new ServiceError(404, HTTP_ERROR_CODES.notFound, `Exception ${id} was not found.`);
}

/** The control tower's REST side (docs/rules/control-tower.md CT-1, CT-9 ... CT-13). */
export class ControlTowerService {
  constructor(private readonly deps: ControlTowerServiceDeps) {}

  private allow(auth: AuthContext): void {
    requireAny(auth, CONTROL_TOWER_PERMISSIONS, 'use the control tower');
  }

  /** CT-10, CT-11: today's tasks with their progress, the vehicles on task, the figures. */
  async board(auth: AuthContext): Promise<ItemResponse<ControlTowerBoard>> {
    this.allow(auth);
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const day = this.deps.dayOf(now);
    const tasks = await this.deps.tasks.boardTasks(companyId, day);
    const stops = new Map<number, StopRow[]>();
    for (const stop of await this.deps.tasks.stopsOf(tasks.map((task) => task.id))) {
      const list = stops.get(stop.taskId);
      if (list) list.push(stop);
      else stops.set(stop.taskId, [stop]);
    }
    const rows = tasks.map((task) => boardRow(task, stops.get(task.id) ?? [], this.deps.names));
    const vehicles: ControlTowerBoard['vehicles'] = [];
    for (const row of rows) {
      if (row.status !== 'STARTED') continue;
      const live = this.deps.live(row.vehicle.id);
      if (live)
        vehicles.push({
          id: row.vehicle.id,
          status: live.status,
          latitude: live.latitude,
          longitude: live.longitude,
        });
    }
    const statusOf = new Map(vehicles.map((v) => [v.id, v.status]));
    return {
      data: {
        day,
        at: toWibIso(now),
        tasks: rows,
        vehicles,
        kpis: controlTowerKpis(rows, (id) => statusOf.get(id)),
      },
    };
  }

  /** CT-9: the queue, most urgent then newest first (or the acknowledged ones, newest first). */
  async queue(
    auth: AuthContext,
    query: ControlTowerQueueQuery,
  ): Promise<ItemResponse<ControlTowerException[]>> {
    this.allow(auth);
    const rows = await this.deps.exceptions.queue(
      auth.company.id,
      query.state ?? 'OPEN',
      query.limit ?? CONTROL_TOWER_LIMITS.queueDefault,
    );
    return { data: rows.map((row) => exceptionOf(row, this.deps.names)) };
  }

  /** CT-12: acknowledged once, by whoever is first; it leaves every user's open queue. */
  async acknowledge(
    auth: AuthContext,
    id: number,
    body: AcknowledgeExceptionRequest,
  ): Promise<ItemResponse<ControlTowerException>> {
    this.allow(auth);
    const companyId = auth.company.id;
    // Another company's exception is unknown here, whatever the body (CT-13).
    const existing = await this.deps.exceptions.get(companyId, id);
    if (!existing) throw notFound(id);
    if (body.assignee_id !== undefined && body.assignee_id !== null)
      this.checkAssignee(auth, body.assignee_id);
    const note = body.note?.trim();
    const row = await this.deps.exceptions.acknowledge(companyId, id, {
      by: auth.user.id,
      at: this.deps.clock.now(),
      ...(body.assignee_id === undefined ? {} : { assigneeId: body.assignee_id }),
      ...(note ? { note } : {}),
    });
    if (!row) {
      const by = this.deps.names.user(companyId, existing.acknowledgedBy)?.fullname ?? '';
      throw new ServiceError(
        409,
        HTTP_ERROR_CODES.conflict,
        `Exception ${id} was already acknowledged${by ? ` by ${by}` : ''}.`,
      );
    }
    return { data: this.changed(row) };
  }

  /** CT-13: assigned to a user of the company (or to nobody), with a note. */
  async assign(
    auth: AuthContext,
    id: number,
    body: AssignExceptionRequest,
  ): Promise<ItemResponse<ControlTowerException>> {
    this.allow(auth);
    if (!(await this.deps.exceptions.get(auth.company.id, id))) throw notFound(id);
    if (body.assignee_id !== null) this.checkAssignee(auth, body.assignee_id);
    const note = body.note?.trim();
    const row = await this.deps.exceptions.assign(auth.company.id, id, {
      at: this.deps.clock.now(),
      assigneeId: body.assignee_id,
      ...(note ? { note } : {}),
    });
    if (!row) throw notFound(id);
    return { data: this.changed(row) };
  }

  /** CT-13: the company's users who may use the control tower, by name. */
  async assignees(auth: AuthContext): Promise<ItemResponse<ControlTowerAssignee[]>> {
    this.allow(auth);
    return {
      data: this.assigneesOf(auth.company.id)
        .map((user) => ({ id: user.id, fullname: user.fullname, username: user.username }))
        .sort((a, b) => a.fullname.localeCompare(b.fullname, 'id')),
    };
  }

  private assigneesOf(companyId: number) {
    return this.deps.store
      .list('users', companyId)
      .filter((user) => CONTROL_TOWER_PERMISSIONS.some((p) => user.accessRight.includes(p)));
  }

  private checkAssignee(auth: AuthContext, userId: number): void {
    if (!this.assigneesOf(auth.company.id).some((user) => user.id === userId)) {
      const field = 'body.assignee_id';
      throw ServiceError.validation(
        `${field}: user ${userId} is not a user of the company who may use the control tower.`,
        { reason: SERVER_ERROR_REASONS.requestInvalid, params: { field }, field },
      );
    }
  }

  /** Simulator control: an exception on a vehicle of the company, now, with no task. */
  async openSample(
    auth: AuthContext,
    body: { kind?: ControlTowerExceptionKind; vehicleId?: number },
  ): Promise<ItemResponse<ControlTowerException>> {
    const companyId = auth.company.id;
    const vehicles = this.deps.store.list('vehicles', companyId);
    const vehicle =
      body.vehicleId === undefined ? vehicles[0] : vehicles.find((v) => v.id === body.vehicleId);
    if (!vehicle) {
      const field = 'body.vehicleId';
      throw ServiceError.validation(`${field}: no such vehicle of the company.`, {
        reason: SERVER_ERROR_REASONS.requestInvalid,
        params: { field },
        field,
      });
    }
    const kind = body.kind ?? 'LATE_RISK';
    const at = this.deps.clock.now();
    const row = await this.deps.exceptions.open({
      companyId,
      key: `sample:${randomUUID()}`,
      kind,
      severity: CONTROL_TOWER_SEVERITY[kind],
      taskId: null,
      taskNumber: null,
      stopId: null,
      stopSequence: null,
      stopName: null,
      vehicleId: vehicle.id,
      vehiclePlate: vehicle.license_plate,
      driverId: null,
      alertId: null,
      detail: { minutes: 15 },
      openedAt: at,
      endedAt: at,
    });
    if (!row) throw new Error('a sample exception key was taken');
    return { data: this.changed(row) };
  }

  /** CT-14: every user of the company sees the change at once. */
  private changed(row: Parameters<typeof exceptionOf>[0]): ControlTowerException {
    const exception = exceptionOf(row, this.deps.names);
    this.deps.publish(row.companyId, {
      version: CONTROL_TOWER_LIVE_VERSION,
      at: toWibIso(this.deps.clock.now()),
      tasks: [],
      removed_task_ids: [],
      exceptions: [exception],
    });
    return exception;
  }
}
