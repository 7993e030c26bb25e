import type { DeliveryOrderStop } from '@armada/contracts/delivery-orders';
import { PERMISSION_SETS } from '@armada/contracts/auth';
import { ROUTABLE_DELIVERY_ORDER_STATUSES } from '@armada/contracts/delivery-orders';
import {
  canMoveStop,
  canMoveTask,
  fleetTaskList,
  isStopSettled,
  type CancelFleetTaskRequest,
  type CreateFleetTaskRequest,
  type FleetTask,
  type FleetTaskDetail,
  type FleetTaskStatus,
  type FleetTaskStop,
  type FleetTaskStopReason,
  type ReassignFleetTaskRequest,
} from '@armada/contracts/fleet-tasks';
import type { VehicleRoute } from '@armada/contracts/route-optimization';
import {
  HTTP_ERROR_CODES,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import { runListQuery, type ListSpec } from '../../engine/list-engine';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type {
  FleetTaskStore,
  FleetTaskTx,
  PendingTaskRow,
  StopRow,
  TaskOrderRef,
  TaskPlace,
  TaskRow,
} from './fleet-task-store';
import type { FleetTaskOrderStatus, OrderStatusSink } from './order-status';
import { planManualTask, taskFromRoute, type ManualStopInput, type RoadLegFn } from './plan-stops';
import {
  drawPhoto,
  drawSignature,
  isDrawnProof,
  proofContentType,
  type ProofFiles,
  type ProofKind,
} from './proof-images';
import { seedFleetTasks } from './seed-tasks';
import { SYSTEM_ACTOR, taskNumber } from './task-number';

const TMS = PERMISSION_SETS.tms;
const INSTANT = PERMISSION_SETS.fleetTaskInstant;
/** FT-5: tms or fleet-task-instant, action by action. */
const READ = [TMS[0], INSTANT[0]];
const CREATE = [TMS[1], INSTANT[1]];
const UPDATE = [TMS[2], INSTANT[2]];

const ROUTABLE: ReadonlySet<string> = new Set(ROUTABLE_DELIVERY_ORDER_STATUSES);

const fleetTaskListSpec: ListSpec<FleetTask> = { ...fleetTaskList, idOf: (task) => task.id };

/** What route optimization stores in a `fleet_tasks.route` column (PLAN-8). */
interface StoredPlanTask {
  route: VehicleRoute;
}

export interface FleetTaskServiceDeps {
  tasks: FleetTaskStore;
  store: DocumentStore;
  clock: Clock;
  orders: OrderStatusSink;
  /** A route optimization run's number (`RO/2611/00003`), for tasks made from one. */
  runNumber?: (companyId: number, runId: number) => Promise<string | undefined>;
  /** Tells listeners (the live channel, the moving fleet) a task changed. */
  onChange?: (task: TaskRow) => void;
  /** TASK-6: each company's open tasks, as the alert engine reads them; kept current here. */
  fieldTasks?: Map<number, { id: number; number: string }[]>;
  /** Where proof pictures are kept, and the seed each is drawn from (TASK-4). */
  proofs?: { files: ProofFiles; seedOf: (taskId: number, sequence: number) => number };
  /** FT-2: road legs for a task made by hand (else the straight line × 1.3 at 25 km/h). */
  road?: RoadLegFn;
}

function notFound(what: string): ServiceError {
  return new ServiceError(404, HTTP_ERROR_CODES.notFound, what);
}

function conflict(what: string): ServiceError {
  return new ServiceError(409, HTTP_ERROR_CODES.conflict, what);
}

const iso = (ms: number | null): string | null => (ms === null ? null : toWibIso(ms));

/** Fleet tasks: reading, making by hand, reassigning and cancelling (docs/rules/fleet-tasks.md). */
export class FleetTaskService {
  constructor(private readonly deps: FleetTaskServiceDeps) {}

  // -------------------------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------------------------

  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<FleetTask>> {
    requireAny(auth, READ, 'read fleet tasks');
    await this.adoptPlanTasks(auth.company.id);
    const tasks = await this.deps.tasks.listTasks(auth.company.id);
    await this.loadRunNumbers(tasks);
    const stops = groupStops(await this.deps.tasks.stopsOf(tasks.map((task) => task.id)));
    const items = tasks.map((task) => this.summaryOf(task, stops.get(task.id) ?? []));
    return runListQuery(items, fleetTaskListSpec, query);
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<FleetTaskDetail>> {
    requireAny(auth, READ, 'read fleet tasks');
    await this.adoptPlanTasks(auth.company.id);
    return { data: await this.detail(this.deps.tasks, auth.company.id, id) };
  }

  /** The detail of a task the caller's company owns, or 404. */
  async detail(tx: FleetTaskTx, companyId: number, id: number): Promise<FleetTaskDetail> {
    const task = await tx.getTask(companyId, id);
    if (!task) throw notFound(`Fleet task ${id} was not found.`);
    await this.loadRunNumbers([task]);
    return this.detailOf(task, await tx.stopsOf([task.id]));
  }

  // -------------------------------------------------------------------------------------------
  // Changes
  // -------------------------------------------------------------------------------------------

  /** FT-2: a task made by hand. */
  async create(
    auth: AuthContext,
    body: CreateFleetTaskRequest,
  ): Promise<ItemResponse<FleetTaskDetail>> {
    requireAny(auth, CREATE, 'create fleet tasks');
    const companyId = auth.company.id;
    const { store, clock } = this.deps;
    const now = clock.now();
    const departureAt = Date.parse(body.departure_on);
    if (!Number.isFinite(departureAt)) {
      throw ServiceError.validation('departure_on is not a date-time.', {
        reason: 'request.invalid',
        field: 'body.departure_on',
        params: { field: 'departure_on' },
      });
    }
    const vehicle = store.get('vehicles', companyId, body.vehicle_id);
    if (!vehicle) throw notFound(`Vehicle ${body.vehicle_id} was not found in your fleet.`);
    const driverId = body.driver_id ?? vehicle.driver?.id ?? null;
    const driver = driverId === null ? undefined : store.get('drivers', companyId, driverId);
    if (driverId !== null && !driver) throw notFound(`Driver ${driverId} was not found.`);
    const origin = store.get('addresses', companyId, body.start_address_id);
    if (!origin) throw notFound(`Address ${body.start_address_id} was not found.`);
    const inputs: ManualStopInput[] = [];
    for (const orderId of body.delivery_order_ids) {
      const order = store.get('delivery_orders', companyId, orderId);
      if (!order) throw notFound(`Delivery order ${orderId} was not found.`);
      if (!ROUTABLE.has(order.status.name)) {
        throw conflict(
          `Delivery order ${order.number} is ${order.status.name}; only confirmed or rescheduled orders go on a task.`,
        );
      }
      const address = store.get('addresses', companyId, order.destination_address.id);
      if (!address) throw notFound(`Address ${order.destination_address.id} was not found.`);
      inputs.push({
        address: placeOf(address),
        orders: [
          {
            id: order.id,
            number: order.number,
            shipped_customer: order.shipped_customer,
          },
        ],
      });
    }
    const plan = planManualTask(
      placeOf(origin),
      departureAt,
      inputs,
      body.stop_order ?? 'AS_GIVEN',
      this.deps.road,
    );
    const day = toWibIso(departureAt).slice(0, 10);
    const id = await this.deps.tasks.transaction(async (tx) => {
      const taken = await tx.openOrderTasks(companyId);
      for (const orderId of body.delivery_order_ids) {
        const other = taken.get(orderId);
        if (other !== undefined) {
          throw conflict(`Delivery order ${orderId} is already on open fleet task ${other}.`);
        }
      }
      const busy = await tx.openTaskOfVehicle(companyId, vehicle.id, day, 0);
      if (busy) {
        throw conflict(
          `${vehicle.license_plate} already has open fleet task ${busy.number} that day.`,
        );
      }
      const route = {
        route: {
          vehicle: { id: vehicle.id, license_plate: vehicle.license_plate },
          driver: driver ? { id: driver.driverId, fullname: driver.fullname } : null,
          start_on: toWibIso(plan.plannedStartAt),
          end_on: toWibIso(plan.plannedEndAt),
          distance_m: plan.distanceM,
          stops: [],
          geometry: plan.plannedPath,
        },
        previousStatuses: {},
      };
      const taskId = await tx.insertManualTask({
        companyId,
        vehicleId: vehicle.id,
        driverId,
        day,
        at: now,
        route,
      });
      await tx.adopt(
        taskId,
        companyId,
        {
          number: taskNumber(taskId, plan.plannedStartAt),
          source: 'MANUAL',
          status: 'PLANNED',
          startAddress: plan.startAddress,
          plannedStartAt: plan.plannedStartAt,
          plannedEndAt: plan.plannedEndAt,
          updatedAt: now,
          distanceM: plan.distanceM,
          plannedPath: plan.plannedPath,
        },
        plan.stops,
      );
      await tx.addEvent({
        companyId,
        taskId,
        stopId: null,
        kind: 'task',
        status: 'PLANNED',
        at: now,
        actor: auth.user.fullname,
      });
      return taskId;
    });
    await this.tellOrders(
      companyId,
      plan.stops.flatMap((stop) => stop.deliveryOrders),
      'PLANNED',
      { actor: auth.user.fullname, at: now, fleetTaskId: id },
    );
    return this.changed(companyId, id);
  }

  /** FT-8: the task goes to another vehicle (and driver). */
  async reassign(
    auth: AuthContext,
    id: number,
    body: ReassignFleetTaskRequest,
  ): Promise<ItemResponse<FleetTaskDetail>> {
    requireAny(auth, UPDATE, 'change fleet tasks');
    const companyId = auth.company.id;
    const { store, clock } = this.deps;
    const now = clock.now();
    await this.deps.tasks.transaction(async (tx) => {
      const task = await this.openTask(tx, companyId, id, 'reassigned');
      const vehicle = store.get('vehicles', companyId, body.vehicle_id);
      if (!vehicle) throw notFound(`Vehicle ${body.vehicle_id} was not found in your fleet.`);
      const driverId = body.driver_id ?? vehicle.driver?.id ?? null;
      if (driverId !== null && !store.get('drivers', companyId, driverId)) {
        throw notFound(`Driver ${driverId} was not found.`);
      }
      if (vehicle.id === task.vehicleId && driverId === task.driverId) {
        throw conflict(`Fleet task ${task.number} is already on ${vehicle.license_plate}.`);
      }
      const busy = await tx.openTaskOfVehicle(companyId, vehicle.id, task.day, task.id);
      if (busy) {
        throw conflict(
          `${vehicle.license_plate} already has open fleet task ${busy.number} that day.`,
        );
      }
      await tx.updateTask(task.id, { vehicleId: vehicle.id, driverId, updatedAt: now });
      await tx.addEvent({
        companyId,
        taskId: task.id,
        stopId: null,
        kind: 'task',
        status: task.status,
        at: now,
        actor: auth.user.fullname,
        reason: 'REASSIGNED',
        data: {
          from: { vehicleId: task.vehicleId, driverId: task.driverId },
          to: { vehicleId: vehicle.id, driverId },
        },
      });
    });
    return this.changed(companyId, id);
  }

  /** FT-7: the task is cancelled; its open stops are skipped and their orders released. */
  async cancel(
    auth: AuthContext,
    id: number,
    body: CancelFleetTaskRequest,
  ): Promise<ItemResponse<FleetTaskDetail>> {
    requireAny(auth, UPDATE, 'change fleet tasks');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const released = await this.deps.tasks.transaction(async (tx) => {
      const task = await this.openTask(tx, companyId, id, 'cancelled');
      const stops = await tx.stopsOf([task.id]);
      const skipped: TaskOrderRef[] = [];
      for (const stop of stops) {
        if (!canMoveStop(stop.status, 'SKIPPED')) continue;
        await this.moveStop(tx, task, stop, 'SKIPPED', now, auth.user.fullname, 'TASK_CANCELLED');
        skipped.push(...stop.deliveryOrders);
      }
      await this.moveTask(tx, task, 'CANCELLED', now, auth.user.fullname, body.note ?? null);
      return skipped;
    });
    await this.tellOrders(companyId, released, 'CONFIRMED', {
      actor: auth.user.fullname,
      at: now,
      reason: 'TASK_CANCELLED',
      fleetTaskId: id,
    });
    return this.changed(companyId, id);
  }

  /** FT-6: one stop still ahead is skipped; its orders are released. */
  async cancelStop(
    auth: AuthContext,
    id: number,
    stopId: number,
    body: CancelFleetTaskRequest,
  ): Promise<ItemResponse<FleetTaskDetail>> {
    requireAny(auth, UPDATE, 'change fleet tasks');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const released = await this.deps.tasks.transaction(async (tx) => {
      const task = await this.openTask(tx, companyId, id, 'changed');
      const stops = await tx.stopsOf([task.id]);
      const stop = stops.find((candidate) => candidate.id === stopId);
      if (!stop) throw notFound(`Stop ${stopId} is not on fleet task ${task.number}.`);
      if (!canMoveStop(stop.status, 'SKIPPED')) {
        throw conflict(
          `Stop ${stop.sequence} of ${task.number} is ${stop.status}; it can no longer be cancelled.`,
        );
      }
      await this.moveStop(
        tx,
        task,
        stop,
        'SKIPPED',
        now,
        auth.user.fullname,
        'STOP_CANCELLED',
        body.note,
      );
      stop.status = 'SKIPPED';
      await this.settleIfDone(tx, task, stops, now, auth.user.fullname);
      return stop.deliveryOrders;
    });
    await this.tellOrders(companyId, released, 'CONFIRMED', {
      actor: auth.user.fullname,
      at: now,
      reason: 'STOP_CANCELLED',
      fleetTaskId: id,
    });
    return this.changed(companyId, id);
  }

  /** TASK-6: refills the open tasks field-operation alerts point at. */
  async refreshFieldTasks(): Promise<void> {
    const map = this.deps.fieldTasks;
    if (!map) return;
    const open = await this.deps.tasks.openTasks();
    map.clear();
    for (const task of open) {
      const list = map.get(task.companyId) ?? [];
      list.push({ id: task.id, number: task.number });
      map.set(task.companyId, list);
    }
  }

  /**
   * TASK-4: a stop's photo or signature with its type: the drawn PNGs, or what a driver sent
   * (FT-18); undefined (404) when there is none.
   */
  async proof(
    auth: AuthContext,
    id: number,
    stopId: number,
    kind: ProofKind,
  ): Promise<{ body: Buffer; contentType: string } | undefined> {
    requireAny(auth, READ, 'read fleet tasks');
    const proofs = this.deps.proofs;
    const task = await this.deps.tasks.getTask(auth.company.id, id);
    if (!task || !proofs) return undefined;
    const stop = (await this.deps.tasks.stopsOf([task.id])).find((s) => s.id === stopId);
    const name = kind === 'photo' ? stop?.proof?.photo : stop?.proof?.signature;
    if (!stop || !name) return undefined;
    const contentType = proofContentType(name);
    if (!isDrawnProof(name)) {
      const body = await proofs.files.readUpload(name);
      return body ? { body, contentType } : undefined;
    }
    const seed = proofs.seedOf(task.id, stop.sequence);
    const body = await proofs.files.read(name, () =>
      kind === 'photo' ? drawPhoto(seed) : drawSignature(seed ^ 0x5bd1e995),
    );
    return { body, contentType };
  }

  /**
   * DLV-40: the stop of task `taskId` that carries order `orderId`, for the delivery's detail;
   * `positionOf` says where the task's vehicle is, asked only while the stop is still ahead.
   */
  async stopOfOrder(
    companyId: number,
    taskId: number,
    orderId: number,
    positionOf: (vehicleId: number) => DeliveryOrderStop['vehicle_position'],
  ): Promise<DeliveryOrderStop | null> {
    const task = await this.deps.tasks.getTask(companyId, taskId);
    if (!task) return null;
    const stop = (await this.deps.tasks.stopsOf([task.id])).find((s) =>
      s.deliveryOrders.some((order) => order.id === orderId),
    );
    if (!stop) return null;
    const view = this.stopOf(task, stop);
    const ahead = task.status === 'STARTED' && !isStopSettled(stop.status);
    return {
      task: { id: task.id, number: task.number, status: task.status },
      stop: {
        id: view.id,
        sequence: view.sequence,
        status: view.status,
        window_end_on: view.window_end_on,
        planned_arrival_on: view.planned_arrival_on,
        eta_on: view.eta_on,
        arrived_on: view.arrived_on,
        departed_on: view.departed_on,
        reason: view.reason,
        proof: view.proof,
      },
      vehicle_position: ahead ? positionOf(task.vehicleId) : null,
    };
  }

  /** TASK-2: the seeded tasks of a fresh store. */
  seed(): Promise<number> {
    const { tasks, store, clock } = this.deps;
    return seedFleetTasks({ tasks, store, now: clock.now() });
  }

  // -------------------------------------------------------------------------------------------
  // Shared with the moving fleet
  // -------------------------------------------------------------------------------------------

  /**
   * TASK-1: tasks route optimization made (PLAN-8) get their stops from their plan the first
   * time anyone looks: the list, a detail, or the moving fleet's next round.
   */
  async adoptPlanTasks(companyId?: number): Promise<number> {
    const pendingTasks = await this.deps.tasks.pendingTasks(companyId);
    for (const pendingTask of pendingTasks) await this.adoptOne(pendingTask);
    return pendingTasks.length;
  }

  /** FT-3: a task's status change, with its event. */
  async moveTask(
    tx: FleetTaskTx,
    task: TaskRow,
    to: FleetTaskStatus,
    at: number,
    actor: string,
    note: string | null = null,
  ): Promise<void> {
    if (!canMoveTask(task.status, to)) {
      throw conflict(`Fleet task ${task.number} is ${task.status}; it cannot become ${to}.`);
    }
    await tx.updateTask(task.id, {
      status: to,
      updatedAt: at,
      ...(to === 'STARTED' ? { startedAt: at } : {}),
      ...(to === 'DONE' || to === 'CANCELLED' ? { finishedAt: at } : {}),
    });
    await tx.addEvent({
      companyId: task.companyId,
      taskId: task.id,
      stopId: null,
      kind: 'task',
      status: to,
      at,
      actor,
      reason: note,
    });
    task.status = to;
  }

  /** FT-4: a stop's status change, with its event. */
  async moveStop(
    tx: FleetTaskTx,
    task: TaskRow,
    stop: StopRow,
    to: StopRow['status'],
    at: number,
    actor: string,
    reason: FleetTaskStopReason | null = null,
    note?: string,
    extra: Partial<Pick<StopRow, 'proof' | 'arrivedAt' | 'departedAt'>> = {},
  ): Promise<void> {
    if (!canMoveStop(stop.status, to)) {
      throw conflict(
        `Stop ${stop.sequence} of ${task.number} is ${stop.status}; it cannot become ${to}.`,
      );
    }
    await tx.updateStop(stop.id, {
      status: to,
      ...(reason ? { reason } : {}),
      ...(isStopSettled(to) ? { etaAt: null } : {}),
      ...extra,
    });
    await tx.addEvent({
      companyId: task.companyId,
      taskId: task.id,
      stopId: stop.id,
      kind: 'stop',
      status: to,
      at,
      actor,
      reason: reason ?? null,
      ...(note ? { data: { note } } : {}),
    });
    Object.assign(stop, { status: to, ...(reason ? { reason } : {}), ...extra });
  }

  /** FT-6: when every stop is settled, a started task is done and a planned one cancelled. */
  async settleIfDone(
    tx: FleetTaskTx,
    task: TaskRow,
    stops: readonly StopRow[],
    at: number,
    actor: string,
  ): Promise<void> {
    if (!stops.every((stop) => isStopSettled(stop.status))) return;
    await this.moveTask(tx, task, task.status === 'STARTED' ? 'DONE' : 'CANCELLED', at, actor);
  }

  async tellOrders(
    companyId: number,
    orders: readonly TaskOrderRef[],
    to: FleetTaskOrderStatus,
    change: { actor: string; at: number; reason?: string; fleetTaskId: number; vehicleId?: number },
  ): Promise<void> {
    for (const order of orders) {
      await this.deps.orders.transition(companyId, order.id, to, change);
    }
  }

  summaryOf(task: TaskRow, stops: readonly StopRow[]): FleetTask {
    const { store } = this.deps;
    const vehicle = store.get('vehicles', task.companyId, task.vehicleId);
    const driver =
      task.driverId === null ? undefined : store.get('drivers', task.companyId, task.driverId);
    const count = (status: StopRow['status']) => stops.filter((s) => s.status === status).length;
    const next = stops.find((stop) => !isStopSettled(stop.status));
    return {
      id: task.id,
      number: task.number,
      status: task.status,
      source: task.source,
      route_optimization:
        task.runId === null ? null : { id: task.runId, number: this.runNumber(task) },
      vehicle: {
        id: task.vehicleId,
        license_plate: vehicle?.license_plate ?? `#${task.vehicleId}`,
      },
      driver:
        task.driverId === null
          ? null
          : { id: task.driverId, fullname: driver?.fullname ?? `#${task.driverId}` },
      day: task.day,
      start_address: { id: task.startAddress.id, name: task.startAddress.name },
      planned_start_on: toWibIso(task.plannedStartAt),
      planned_end_on: toWibIso(task.plannedEndAt),
      started_on: iso(task.startedAt),
      finished_on: iso(task.finishedAt),
      total_stops: stops.length,
      delivered_stops: count('DELIVERED'),
      failed_stops: count('FAILED'),
      skipped_stops: count('SKIPPED'),
      next_stop_sequence: next?.sequence ?? null,
      distance_m: task.distanceM,
      created_on: toWibIso(task.createdAt),
      updated_on: toWibIso(task.updatedAt),
    };
  }

  detailOf(task: TaskRow, stops: readonly StopRow[]): FleetTaskDetail {
    return {
      ...this.summaryOf(task, stops),
      start_location: {
        latitude: task.startAddress.latitude,
        longitude: task.startAddress.longitude,
      },
      stops: stops.map((stop) => this.stopOf(task, stop)),
      planned_path: task.plannedPath,
      driven_path: task.drivenPath,
    };
  }

  // -------------------------------------------------------------------------------------------
  // Internals
  // -------------------------------------------------------------------------------------------

  private readonly runNumbers = new Map<number, string>();

  private async loadRunNumbers(tasks: readonly TaskRow[]): Promise<void> {
    const lookUp = this.deps.runNumber;
    if (!lookUp) return;
    for (const task of tasks) {
      if (task.runId === null || this.runNumbers.has(task.runId)) continue;
      const number = await lookUp(task.companyId, task.runId);
      if (number) this.runNumbers.set(task.runId, number);
    }
  }

  private runNumber(task: TaskRow): string {
    return (task.runId !== null && this.runNumbers.get(task.runId)) || `RO #${task.runId}`;
  }

  private stopOf(task: TaskRow, stop: StopRow): FleetTaskStop {
    const proofBase = `/fleet-planning/api/web/v1/fleet-task/${task.id}/stop/${stop.id}/proof`;
    return {
      id: stop.id,
      sequence: stop.sequence,
      status: stop.status,
      address: stop.address,
      delivery_orders: stop.deliveryOrders,
      window_end_on: iso(stop.windowEndAt),
      planned_arrival_on: toWibIso(stop.plannedArrivalAt),
      planned_departure_on: toWibIso(stop.plannedDepartureAt),
      eta_on: isStopSettled(stop.status) || stop.status === 'ARRIVED' ? null : iso(stop.etaAt),
      arrived_on: iso(stop.arrivedAt),
      departed_on: iso(stop.departedAt),
      reason: stop.reason,
      proof:
        stop.proof && stop.status !== 'FAILED'
          ? {
              recipient_name: stop.proof.recipient_name,
              photo_url: `${proofBase}/photo`,
              signature_url: `${proofBase}/signature`,
            }
          : null,
      ...(stop.status === 'FAILED' && stop.proof?.photo
        ? { failure_photo_url: `${proofBase}/photo` }
        : {}),
    };
  }

  private async openTask(
    tx: FleetTaskTx,
    companyId: number,
    id: number,
    what: string,
  ): Promise<TaskRow> {
    const task = await tx.getTask(companyId, id, true);
    if (!task) throw notFound(`Fleet task ${id} was not found.`);
    if (!canMoveTask(task.status, 'CANCELLED')) {
      throw conflict(`Fleet task ${task.number} is ${task.status}; it can no longer be ${what}.`);
    }
    return task;
  }

  private async changed(companyId: number, id: number): Promise<ItemResponse<FleetTaskDetail>> {
    const task = await this.deps.tasks.getTask(companyId, id);
    if (!task) throw notFound(`Fleet task ${id} was not found.`);
    await this.loadRunNumbers([task]);
    await this.refreshFieldTasks();
    this.deps.onChange?.(task);
    return { data: this.detailOf(task, await this.deps.tasks.stopsOf([id])) };
  }

  private async adoptOne(pendingTask: PendingTaskRow): Promise<void> {
    const { clock } = this.deps;
    const { route } = pendingTask.route as StoredPlanTask;
    const origin = route.stops.find((stop) => stop.type === 'start')?.address;
    const fallback: TaskPlace = origin ?? { id: 1, name: '-', latitude: 0, longitude: 0 };
    const plan = taskFromRoute(route, fallback);
    await this.deps.tasks.transaction(async (tx) => {
      // Another request may have taken it over since it was listed: then nothing to add.
      const adopted = await tx.adopt(
        pendingTask.id,
        pendingTask.companyId,
        {
          number: taskNumber(pendingTask.id, plan.plannedStartAt),
          source: 'ROUTE_OPTIMIZATION',
          status: 'PLANNED',
          startAddress: plan.startAddress,
          plannedStartAt: plan.plannedStartAt,
          plannedEndAt: plan.plannedEndAt,
          updatedAt: clock.now(),
          distanceM: plan.distanceM,
          plannedPath: plan.plannedPath,
        },
        plan.stops,
      );
      if (!adopted) return;
      await tx.addEvent({
        companyId: pendingTask.companyId,
        taskId: pendingTask.id,
        stopId: null,
        kind: 'task',
        status: 'PLANNED',
        at: pendingTask.createdAt,
        actor: SYSTEM_ACTOR,
        data: { runId: pendingTask.runId },
      });
    });
  }
}

function placeOf(address: {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}): TaskPlace {
  return {
    id: address.id,
    name: address.name,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

function groupStops(stops: readonly StopRow[]): Map<number, StopRow[]> {
  const byTask = new Map<number, StopRow[]>();
  for (const stop of stops) {
    const list = byTask.get(stop.taskId) ?? [];
    list.push(stop);
    byTask.set(stop.taskId, list);
  }
  return byTask;
}
