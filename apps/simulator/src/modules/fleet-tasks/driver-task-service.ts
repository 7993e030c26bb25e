import { PERMISSIONS } from '@armada/contracts/auth';
import {
  DRIVER_TASK_LIMITS,
  isStopSettled,
  type ArriveStopRequest,
  type DeliverStopRequest,
  type DriverStopAction,
  type DriverTask,
  type DriverTaskStop,
  type FailStopRequest,
  type FleetTaskStopReason,
  type MyFleetTasks,
} from '@armada/contracts/fleet-tasks';
import { HTTP_ERROR_CODES, type ItemResponse } from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { FleetTaskService } from './fleet-task-service';
import type {
  FleetTaskStore,
  FleetTaskTx,
  StopProof,
  StopRow,
  TaskOrderRef,
  TaskRow,
} from './fleet-task-store';
import type { FleetTaskEta } from '@armada/contracts/fleet-tasks';
import { etaMessage } from './fleet-task-runner';
import type { FleetTaskOrderStatus } from './order-status';
import type { ProofFiles } from './proof-images';
import { checkProofImage, type CheckedImage } from './upload-checks';

export interface DriverTaskServiceDeps {
  tasks: FleetTaskStore;
  store: DocumentStore;
  clock: Clock;
  service: FleetTaskService;
  /** Where the drivers' pictures are kept (beside the drawn proofs, TASK-4). */
  files: ProofFiles;
  /**
   * FT-13: the task as it is after a driver's action, told as the runner tells its rounds (the
   * live estimate, and the fleet's `task` event its subscribers hear: webhooks, control tower).
   */
  changed?: (companyId: number, eta: FleetTaskEta) => void;
}

interface OrderNote {
  orders: TaskOrderRef[];
  to: FleetTaskOrderStatus;
  at: number;
  reason?: string;
}

/** What one action does to a stop once ownership, the key and the stop's status are checked. */
type Apply = (step: {
  tx: FleetTaskTx;
  task: TaskRow;
  stops: StopRow[];
  stop: StopRow;
  now: number;
  actor: string;
  notes: OrderNote[];
}) => Promise<void>;

const iso = (ms: number | null): string | null => (ms === null ? null : toWibIso(ms));

function forbidden(message: string): ServiceError {
  return new ServiceError(403, HTTP_ERROR_CODES.forbidden, message);
}
function notFound(message: string): ServiceError {
  return new ServiceError(404, HTTP_ERROR_CODES.notFound, message);
}
function conflict(message: string): ServiceError {
  return new ServiceError(409, HTTP_ERROR_CODES.conflict, message);
}

/**
 * The driver's day on the phone (docs/rules/fleet-tasks.md FT-14 ... FT-20): their tasks of
 * today and the actions at a stop, each applied once under the phone's idempotency key.
 */
export class DriverTaskService {
  constructor(private readonly deps: DriverTaskServiceDeps) {}

  /** FT-14: today's tasks whose driver is the signed-in user's driver; none for other users. */
  async mine(auth: AuthContext): Promise<ItemResponse<MyFleetTasks>> {
    requireAny(auth, [PERMISSIONS.tmsDriverRead], 'read your fleet tasks');
    const companyId = auth.company.id;
    const date = toWibIso(this.deps.clock.now()).slice(0, 10);
    const driverId = auth.user.driverId;
    const driver =
      driverId === null ? undefined : this.deps.store.get('drivers', companyId, driverId);
    if (driverId === null || !driver) return { data: { date, driver: null, tasks: [] } };
    await this.deps.service.adoptPlanTasks(companyId);
    const tasks = await this.deps.tasks.tasksOfDriver(companyId, driverId, date);
    const stops = await this.deps.tasks.stopsOf(tasks.map((task) => task.id));
    return {
      data: {
        date,
        driver: { id: driver.driverId, fullname: driver.fullname },
        tasks: tasks.map((task) =>
          this.taskOf(
            task,
            stops.filter((stop) => stop.taskId === task.id),
          ),
        ),
      },
    };
  }

  /** FT-15: the driver is at the stop; arriving at a stop already ARRIVED changes nothing. */
  arrive(
    auth: AuthContext,
    stopId: number,
    body: ArriveStopRequest,
  ): Promise<ItemResponse<DriverTask>> {
    return this.act(auth, stopId, body.idempotency_key, 'ARRIVED', async (step) => {
      if (step.stop.status === 'ARRIVED') return;
      await this.reach(step);
    });
  }

  /** FT-15, FT-18: delivered to a named recipient, with a photo and a signature. */
  deliver(
    auth: AuthContext,
    stopId: number,
    body: DeliverStopRequest,
  ): Promise<ItemResponse<DriverTask>> {
    const photo = checkProofImage(body.photo, 'photo', DRIVER_TASK_LIMITS.photoMaxBytes);
    const signature = checkProofImage(
      body.signature,
      'signature',
      DRIVER_TASK_LIMITS.signatureMaxBytes,
    );
    const recipient = body.recipient_name.trim();
    return this.act(auth, stopId, body.idempotency_key, 'DELIVERED', async (step) => {
      const { tx, task, stop, now, actor } = step;
      await this.reach(step);
      const proof: StopProof = {
        recipient_name: recipient,
        photo: await this.keep(task, stop, 'photo', photo, body.idempotency_key),
        signature: await this.keep(task, stop, 'signature', signature, body.idempotency_key),
      };
      await this.deps.service.moveStop(tx, task, stop, 'DELIVERED', now, actor, null, undefined, {
        departedAt: now,
        proof,
      });
      step.notes.push({ orders: stop.deliveryOrders, to: 'DELIVERED', at: now });
      await this.deps.service.settleIfDone(tx, task, step.stops, now, actor);
    });
  }

  /** FT-15, FT-16, FT-18: not delivered, with one of the field's reasons and a photo. */
  fail(
    auth: AuthContext,
    stopId: number,
    body: FailStopRequest,
  ): Promise<ItemResponse<DriverTask>> {
    const photo = checkProofImage(body.photo, 'photo', DRIVER_TASK_LIMITS.photoMaxBytes);
    const reason: FleetTaskStopReason = body.reason;
    return this.act(auth, stopId, body.idempotency_key, 'FAILED', async (step) => {
      const { tx, task, stop, now, actor } = step;
      await this.reach(step);
      const proof: StopProof = {
        recipient_name: '',
        photo: await this.keep(task, stop, 'photo', photo, body.idempotency_key),
        signature: '',
      };
      await this.deps.service.moveStop(tx, task, stop, 'FAILED', now, actor, reason, undefined, {
        departedAt: now,
        proof,
      });
      step.notes.push({ orders: stop.deliveryOrders, to: 'FAILED', at: now, reason });
      await this.deps.service.settleIfDone(tx, task, step.stops, now, actor);
    });
  }

  // -------------------------------------------------------------------------------------------
  // Internals
  // -------------------------------------------------------------------------------------------

  /**
   * FT-15 ... FT-17: the checks every action shares, in one transaction with the task locked:
   * a driver, the stop's company (404), the task's driver (403), the key (a replay answers the
   * task as it is; a key sent with another action is 409) and a stop still open (409).
   */
  private async act(
    auth: AuthContext,
    stopId: number,
    key: string,
    action: DriverStopAction,
    apply: Apply,
  ): Promise<ItemResponse<DriverTask>> {
    requireAny(auth, [PERMISSIONS.tmsDriverUpdate], 'act on your stops');
    const driverId = auth.user.driverId;
    if (driverId === null) throw forbidden('Only a driver acts on stops from the phone.');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const actor = auth.user.fullname;
    const notes: OrderNote[] = [];
    const taskId = await this.deps.tasks.transaction(async (tx) => {
      const found = await tx.stopById(companyId, stopId);
      if (!found) throw notFound(`Stop ${stopId} was not found.`);
      const task = await tx.getTask(companyId, found.taskId, true);
      if (!task) throw notFound(`Stop ${stopId} was not found.`);
      if (task.driverId !== driverId) {
        throw forbidden(`Stop ${stopId} is on ${task.number}, another driver's task.`);
      }
      const done = await tx.driverAction(companyId, key);
      if (done) {
        if (done.stopId === stopId && done.action === action && done.userId === auth.user.id) {
          return task.id;
        }
        throw conflict(`Key ${key} was already sent with another action.`);
      }
      const stops = await tx.stopsOf([task.id]);
      const stop = stops.find((candidate) => candidate.id === stopId);
      if (!stop) throw notFound(`Stop ${stopId} was not found.`);
      if (isStopSettled(stop.status)) {
        throw conflict(`Stop ${stop.sequence} of ${task.number} is already ${stop.status}.`);
      }
      await apply({ tx, task, stops, stop, now, actor, notes });
      await tx.addDriverAction({
        companyId,
        key,
        userId: auth.user.id,
        taskId: task.id,
        stopId,
        action,
        at: now,
      });
      return task.id;
    });
    for (const note of notes) {
      await this.deps.service.tellOrders(companyId, note.orders, note.to, {
        actor,
        at: note.at,
        fleetTaskId: taskId,
        ...(note.reason ? { reason: note.reason } : {}),
      });
    }
    if (notes.length > 0) await this.deps.service.refreshFieldTasks();
    const task = await this.deps.tasks.getTask(companyId, taskId);
    if (!task) throw notFound(`Stop ${stopId} was not found.`);
    const stops = await this.deps.tasks.stopsOf([taskId]);
    this.deps.changed?.(companyId, etaMessage(task, stops, now));
    return { data: this.taskOf(task, stops) };
  }

  /**
   * FT-15: the driver is at the stop. A planned task starts now; a stop still PENDING goes
   * EN_ROUTE on the way to ARRIVED, so every step of FT-4 keeps its event.
   */
  private async reach(step: Parameters<Apply>[0]): Promise<void> {
    const { tx, task, stop, now, actor, notes } = step;
    const { service } = this.deps;
    if (task.status === 'PLANNED') {
      await service.moveTask(tx, task, 'STARTED', now, actor);
      task.startedAt = now;
    }
    if (stop.status === 'PENDING') {
      await service.moveStop(tx, task, stop, 'EN_ROUTE', now, actor);
      notes.push({ orders: stop.deliveryOrders, to: 'ON_DELIVERY', at: now });
    }
    if (stop.status === 'EN_ROUTE') {
      await service.moveStop(tx, task, stop, 'ARRIVED', now, actor, null, undefined, {
        arrivedAt: now,
      });
    }
  }

  /** FT-18: writes a checked picture under a name of its own; answers the file name. */
  private async keep(
    task: TaskRow,
    stop: StopRow,
    kind: 'photo' | 'signature',
    image: CheckedImage,
    key: string,
  ): Promise<string> {
    const name = `${task.id}-${stop.id}-${kind}-${key.slice(0, 8)}.${image.extension}`;
    await this.deps.files.writeUpload(name, image.bytes);
    return name;
  }

  private taskOf(task: TaskRow, stops: readonly StopRow[]): DriverTask {
    const { store } = this.deps;
    const vehicle = store.get('vehicles', task.companyId, task.vehicleId);
    return {
      id: task.id,
      number: task.number,
      status: task.status,
      day: task.day,
      vehicle: {
        id: task.vehicleId,
        license_plate: vehicle?.license_plate ?? `#${task.vehicleId}`,
      },
      planned_start_on: toWibIso(task.plannedStartAt),
      start_address: { id: task.startAddress.id, name: task.startAddress.name },
      stops: stops.map((stop) => this.stopOf(task.companyId, stop)),
    };
  }

  private stopOf(companyId: number, stop: StopRow): DriverTaskStop {
    const { store } = this.deps;
    const address = store.get('addresses', companyId, stop.address.id);
    const first = stop.deliveryOrders[0]?.shipped_customer;
    const customer = first ? store.get('customers', companyId, first.id) : undefined;
    return {
      id: stop.id,
      sequence: stop.sequence,
      status: stop.status,
      reason: stop.reason,
      address: {
        id: stop.address.id,
        name: stop.address.name,
        full_name: address?.full_name ?? stop.address.name,
        district: address?.district ?? '',
        city: address?.city ?? '',
        postal_code: address?.postal_code ?? '',
        latitude: stop.address.latitude,
        longitude: stop.address.longitude,
      },
      customer: first ? { id: first.id, name: first.name, phone: customer?.phone ?? null } : null,
      delivery_orders: stop.deliveryOrders.map((order) => ({ id: order.id, number: order.number })),
      planned_arrival_on: toWibIso(stop.plannedArrivalAt),
      window_end_on: iso(stop.windowEndAt),
      arrived_on: iso(stop.arrivedAt),
      departed_on: iso(stop.departedAt),
      recipient_name:
        stop.status === 'DELIVERED' && stop.proof ? stop.proof.recipient_name || null : null,
    };
  }
}
