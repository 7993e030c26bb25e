import { PERMISSION_SETS } from '@armada/contracts/auth';
import { type DeliveryOrderStatusName } from '@armada/contracts/delivery-orders';
import { routeOptimizationType, type RouteOptimizationMessage } from '@armada/contracts/live';
import {
  ROUTE_OPTIMIZATION_ERROR_CODES,
  ROUTE_OPTIMIZATION_LIMIT_REACHED_MESSAGE,
  allowedRunActions,
  isUnlimitedPeriod,
  type CreateFleetTaskResponse,
  type DriverDay,
  type MovePointRequest,
  type QuotaPeriod,
  type RouteOptimizationDeliveryOrder,
  type RouteOptimizationQuota,
  type RouteOptimizationResult,
  type RouteOptimizationRun,
  type RouteOptimizationRunAction,
  type RouteOptimizationRunActionResponse,
  type RouteOptimizationSetting,
  type RouteOptimizationSubmit,
  type RouteOptimizationSubmitResponse,
  type VehicleRoute,
  type VehicleSelectionRow,
} from '@armada/contracts/route-optimization';
import {
  SERVER_ERROR_REASONS,
  routeOptimizationDeliveryOrderList,
  routeOptimizationVehicleList,
  type ItemResponse,
  type ListQuery,
  type ListResponse,
} from '@armada/contracts/shared';
import type { SetRouteOptimizationQuotaBody } from '@armada/contracts/simulator-control';
import type { Clock } from '../../domain/clock';
import { toWibIso, wibYearMonth } from '../../domain/wib-time';
import { BRANDED_COMPANY_ID } from '../../domain/world/world-ids';
import { runListQuery } from '../../engine/list-engine';
import type { PlanningInput } from '../../engine/route-planning/build-problem';
import type { PlanResult } from '../../engine/route-planning/to-result';
import { MovePointError } from '../../engine/route-planning/move-point';
import type { DocumentStore } from '../../store/document-store';
import type { RouteRunStore, RunRow } from '../../store/route-run-store';
import type { AuthContext } from '../auth-service';
import type { DeliveryOrderService } from '../delivery-order-service';
import type { LiveHub } from '../live-hub';
import { requireAny } from '../permissions';
import { ServiceError } from '../service-error';
import { runListSql } from './run-list-query';
import { totalsOf, type PlannedVersion, type RunPlanner } from './run-planner';
import { seedRunsOf, type SeedRun } from './seed-runs';
import { planningInputOf } from './planning-input';
import type { RunQueueFactory } from './run-queue';
import { RunWorker } from './run-worker';
import { RouteOptimizationRefusal, checkSubmit, refuseSubmit } from './submit-checks';

/**
 * The fleet-planning service of docs/rules/route-optimization.md §7.2 (issue 10; PLAN-1 ... PLAN-9
 * in SPEC.md): runs, their queue and solver, plan versions, quota, fleet tasks and the driver's
 * day.
 */

const [READ, CREATE, UPDATE] = PERMISSION_SETS.routeOptimization;

/** The quota a company has until someone sets another (PLAN-3). */
export const DEFAULT_QUOTA = { limit: 100, period: 'MONTHLY' } as const;

export interface FleetPlanningDeps {
  store: DocumentStore;
  /** Orders are read and moved through their service (docs/rules/deliveries.md DLV-14). */
  orders: DeliveryOrderService;
  runs: RouteRunStore;
  hub: LiveHub;
  clock: Clock;
  planner: RunPlanner;
  /** This process's worker name (claims and solved versions carry it); default a random one. */
  workerId?: string;
  /**
   * Where queued runs are taken from: default the in-process loop over the runs table
   * (embedded PGlite); with `DATABASE_URL`, pg-boss jobs shared by every process (ADR 0011).
   */
  runQueue?: RunQueueFactory;
  onError?: (error: unknown, what: string) => void;
}

type StoredTask = {
  route: VehicleRoute;
  previousStatuses: Record<string, DeliveryOrderStatusName>;
};

function periodKey(period: QuotaPeriod | null, now: number): string {
  if (isUnlimitedPeriod(period)) return 'all';
  const { year, month } = wibYearMonth(now);
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  return period === 'DAILY' ? toWibIso(now).slice(0, 10) : ym;
}

function emptyResult(): PlanResult {
  return {
    routes: [],
    unassigned_delivery_orders: [],
    summary: { distance_m: 0, duration_s: 0, used_vehicles: 0, assigned_delivery_orders: 0 },
    violations: [],
  };
}

/** MNT-10: the vehicles in the workshop between two instants, with their work order's number. */
export type UnavailableVehicles = (
  companyId: number,
  fromAt: number,
  untilAt: number,
) => Promise<ReadonlyMap<number, string>>;

export class FleetPlanningService {
  /** Takes queued runs and solves them (this process's share of the queue). */
  readonly worker: RunWorker;
  private unavailable: UnavailableVehicles | null = null;

  /** MNT-10: the maintenance module (later in the registry) names vehicles in the workshop. */
  provideUnavailable(source: UnavailableVehicles): void {
    this.unavailable = source;
  }

  constructor(private readonly deps: FleetPlanningDeps) {
    this.worker = new RunWorker({
      runs: deps.runs,
      planner: deps.planner,
      clock: deps.clock,
      ...(deps.workerId === undefined ? {} : { workerId: deps.workerId }),
      ...(deps.runQueue === undefined ? {} : { runQueue: deps.runQueue }),
      publish: (run) => this.publish(run),
      report: (error, what) => this.report(error, what),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Reads
  // -------------------------------------------------------------------------------------------

  async list(auth: AuthContext, query: ListQuery): Promise<ListResponse<RouteOptimizationRun>> {
    requireAny(auth, [READ], 'read route optimizations');
    const sql = runListSql(query);
    const { rows, ids, total } = await this.deps.runs.listRuns(auth.company.id, sql);
    return {
      data: { paginated_result: rows.map((row) => this.toRun(row)), ids },
      metadata: {
        page: sql.offset / sql.limit + 1,
        total_count: total,
        total_page: Math.ceil(total / sql.limit),
      },
    };
  }

  async get(auth: AuthContext, id: number): Promise<ItemResponse<RouteOptimizationRun>> {
    requireAny(auth, [READ], 'read route optimizations');
    return { data: this.toRun(await this.runOf(auth, id)) };
  }

  async usage(auth: AuthContext): Promise<ItemResponse<RouteOptimizationQuota>> {
    requireAny(auth, [READ], 'read the route optimization quota');
    const quota = await this.deps.runs.transaction((tx) => this.quotaOf(tx, auth.company.id));
    return { data: quotaAnswer(quota) };
  }

  async result(auth: AuthContext, id: number): Promise<ItemResponse<RouteOptimizationResult>> {
    requireAny(auth, [READ], 'read route optimizations');
    const run = await this.runOf(auth, id);
    return { data: await this.resultOf(run) };
  }

  async setting(auth: AuthContext, id: number): Promise<ItemResponse<RouteOptimizationSetting>> {
    requireAny(auth, [READ], 'read route optimizations');
    const run = await this.runOf(auth, id);
    const answer = this.toRun(run);
    return {
      data: {
        id: run.id,
        number: run.number,
        status: run.status,
        start_address: answer.start_address,
        expected_departure_on: answer.expected_departure_on,
        expected_arrival_on: answer.expected_arrival_on,
        options: run.submit.options,
      },
    };
  }

  async deliveryOrders(
    auth: AuthContext,
    id: number,
    query: ListQuery,
  ): Promise<ListResponse<RouteOptimizationDeliveryOrder>> {
    requireAny(auth, [READ], 'read route optimizations');
    const run = await this.runOf(auth, id);
    const items: RouteOptimizationDeliveryOrder[] = [];
    const orders = await this.deps.orders.find(
      auth.company.id,
      run.submit.delivery_orders.map((entry) => entry.id),
    );
    for (const entry of run.submit.delivery_orders) {
      const order = orders.get(entry.id);
      if (order) items.push({ ...order, priority: entry.priority });
    }
    return runListQuery(items, { ...routeOptimizationDeliveryOrderList, idOf: (o) => o.id }, query);
  }

  async vehicles(
    auth: AuthContext,
    id: number,
    query: ListQuery,
  ): Promise<ListResponse<VehicleSelectionRow>> {
    requireAny(auth, [READ], 'read route optimizations');
    const run = await this.runOf(auth, id);
    const items: VehicleSelectionRow[] = [];
    for (const vehicleId of run.submit.vehicle_ids) {
      const vehicle = this.deps.store.get('vehicles', auth.company.id, vehicleId);
      if (!vehicle) continue;
      const { license_plate, vehicle_group, vehicle_type, box_type } = vehicle;
      items.push({ id: vehicle.id, license_plate, vehicle_group, vehicle_type, box_type });
    }
    return runListQuery(items, { ...routeOptimizationVehicleList, idOf: (v) => v.id }, query);
  }

  /** PLAN-9: the signed-in driver's stops for today, from the fleet tasks of their vehicle. */
  async driverDay(auth: AuthContext): Promise<ItemResponse<DriverDay>> {
    const now = this.deps.clock.now();
    const day = toWibIso(now).slice(0, 10);
    const driverId = auth.user.driverId;
    const driver =
      driverId === null ? undefined : this.deps.store.get('drivers', auth.company.id, driverId);
    const empty: DriverDay = {
      date: day,
      driver: driver ? { id: driver.driverId, fullname: driver.fullname } : null,
      vehicle: null,
      fleet_task_id: null,
      route_optimization: null,
      start_on: null,
      end_on: null,
      distance_m: 0,
      stops: [],
      geometry: [],
    };
    if (driverId === null) return { data: empty };
    const [task] = await this.deps.runs.activeTasksOfDriver(auth.company.id, driverId, day);
    if (!task) return { data: empty };
    const { route } = task.route as StoredTask;
    const run = await this.deps.runs.getRun(auth.company.id, task.runId);
    return {
      data: {
        ...empty,
        vehicle: route.vehicle,
        fleet_task_id: task.id,
        route_optimization: run ? { id: run.id, number: run.number } : null,
        start_on: route.start_on,
        end_on: route.end_on,
        distance_m: route.distance_m,
        stops: route.stops,
        geometry: route.geometry,
      },
    };
  }

  // -------------------------------------------------------------------------------------------
  // Submits
  // -------------------------------------------------------------------------------------------

  /** PLAN-5, PLAN-3: checks, counts against the quota and queues a new run (202). */
  async create(
    auth: AuthContext,
    body: RouteOptimizationSubmit,
    parentId: number | null = null,
  ): Promise<RouteOptimizationSubmitResponse> {
    requireAny(auth, [CREATE], 'create route optimizations');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    // The orders as their table has them now (DLV-14): another process sharing the database
    // may have made or moved one since this process's copy was written (SCH-16, two gateways).
    const orders = await this.deps.orders.find(
      companyId,
      body.delivery_orders.map((entry) => entry.id),
    );
    // MNT-10: vehicles in the workshop on the run's days are left out of planning.
    const departureAt = Date.parse(body.expected_departure_on);
    const away = Number.isFinite(departureAt)
      ? await this.unavailable?.(
          companyId,
          departureAt,
          Math.max(departureAt, Date.parse(body.expected_end_on ?? '') || departureAt),
        )
      : undefined;
    const found = checkSubmit(body, {
      address: (id) => this.deps.store.get('addresses', companyId, id),
      order: (id) => orders.get(id),
      vehicle: (id) => this.deps.store.get('vehicles', companyId, id),
      inMaintenance: (id) => away?.get(id),
      now,
    });
    const { checked } = found;
    const input = checked ? planningInputOf(this.deps.store, companyId, checked, body) : null;
    refuseSubmit(body, found, input);
    if (!checked || !input) throw new Error('a submit without an origin passed its checks');
    const run = await this.deps.runs.transaction(async (tx) => {
      const quota = await this.quotaOf(tx, companyId, true);
      if (!isUnlimitedPeriod(quota.period) && quota.usage >= (quota.limit ?? 0)) {
        throw new RouteOptimizationRefusal(429, [
          {
            code: ROUTE_OPTIMIZATION_ERROR_CODES.limitReached,
            message: ROUTE_OPTIMIZATION_LIMIT_REACHED_MESSAGE,
          },
        ]);
      }
      await tx.putQuota({ ...quota, usage: quota.usage + 1 });
      const { year, month } = wibYearMonth(now);
      return tx.insertRun({
        companyId,
        numberPrefix: `RO/${String(year).slice(2)}${String(month).padStart(2, '0')}`,
        status: 'QUEUED',
        parentId,
        startAddress: { id: checked.startAddress.id, name: checked.startAddress.name },
        departureAt: checked.departureAt,
        endAt: checked.endAt,
        submit: body,
        input,
        createdById: auth.user.id,
        createdBy: auth.user.fullname,
        at: now,
      });
    });
    this.publish(run);
    await this.worker.enqueue([run.id]);
    return { data: { id: run.id }, errors: [], errors_v2: { issues: [] } };
  }

  /** A new run from this one, with new parameters (docs/rules/route-optimization.md §7.3). */
  async reoptimize(
    auth: AuthContext,
    id: number,
    body: RouteOptimizationSubmit,
  ): Promise<RouteOptimizationSubmitResponse> {
    requireAny(auth, [CREATE], 'create route optimizations');
    const run = await this.runOf(auth, id);
    this.requireAction(run, 're-optimize');
    return this.create(auth, body, run.id);
  }

  // -------------------------------------------------------------------------------------------
  // Job actions (PLAN-6 ... PLAN-8)
  // -------------------------------------------------------------------------------------------

  async cancel(auth: AuthContext, id: number): Promise<RouteOptimizationRunActionResponse> {
    requireAny(auth, [UPDATE], 'change route optimizations');
    const run = await this.deps.runs.transaction(async (tx) => {
      const current = await this.lockRun(tx, auth, id);
      this.requireAction(current, 'cancel');
      await tx.setStatus(current.id, 'CANCELLED', this.deps.clock.now());
      return { ...current, status: 'CANCELLED' as const, progress: null };
    });
    // The solve, if this process runs it, stops now and keeps its best plan.
    this.worker.abort(run.id);
    this.publish(run);
    return { data: { id: run.id, status: run.status } };
  }

  async rerun(auth: AuthContext, id: number): Promise<RouteOptimizationRunActionResponse> {
    requireAny(auth, [UPDATE], 'change route optimizations');
    const run = await this.deps.runs.transaction(async (tx) => {
      const current = await this.lockRun(tx, auth, id);
      this.requireAction(current, 'rerun');
      await tx.requeue(current.id, this.deps.clock.now());
      return { ...current, status: 'QUEUED' as const, failureReason: null };
    });
    this.publish(run);
    await this.worker.enqueue([run.id]);
    return { data: { id: run.id, status: run.status } };
  }

  async createFleetTask(auth: AuthContext, id: number): Promise<CreateFleetTaskResponse> {
    requireAny(auth, [UPDATE], 'change route optimizations');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const changes = new Map<number, DeliveryOrderStatusName>();
    // Read before the runs' transaction: embedded PGlite runs one transaction at a time, so a
    // read through the orders' service inside it would wait on it for ever.
    const submitted = await this.runOf(auth, id);
    const orders = await this.deps.orders.find(
      companyId,
      submitted.submit.delivery_orders.map((entry) => entry.id),
    );
    const outcome = await this.deps.runs.transaction(async (tx) => {
      const run = await this.lockRun(tx, auth, id);
      this.requireAction(run, 'create-fleet-task');
      const version = await tx.getVersion<unknown, PlanResult>(run.id, run.version);
      if (!version || version.result.routes.length === 0) {
        throw ServiceError.conflict(`Route optimization ${run.number} has no planned stops.`, {
          reason: SERVER_ERROR_REASONS.routeOptimizationActionNotAllowed,
          params: { action: 'create-fleet-task', status: run.status },
        });
      }
      const day = toWibIso(run.departureAt).slice(0, 10);
      const taskIds: number[] = [];
      for (const route of version.result.routes) {
        const previousStatuses: Record<string, DeliveryOrderStatusName> = {};
        for (const stop of route.stops) {
          for (const entry of stop.delivery_orders) {
            const order = orders.get(entry.id);
            if (!order) continue;
            previousStatuses[String(order.id)] = order.status.name;
            changes.set(order.id, 'ON_DELIVERY');
          }
        }
        const stored: StoredTask = { route, previousStatuses };
        taskIds.push(
          await tx.insertTask({
            companyId,
            runId: run.id,
            vehicleId: route.vehicle.id,
            driverId: route.driver?.id ?? null,
            day,
            status: 'ACTIVE',
            createdAt: now,
            route: stored,
          }),
        );
      }
      await tx.setStatus(run.id, 'FLEET_TASK_CREATED', now);
      return { run: { ...run, status: 'FLEET_TASK_CREATED' as const }, taskIds };
    });
    await this.setOrderStatuses(companyId, changes, auth, outcome.run.id, now);
    this.publish(outcome.run);
    return {
      data: { id: outcome.run.id, status: outcome.run.status, fleet_task_ids: outcome.taskIds },
    };
  }

  /**
   * PLAN-7: withdraws the fleet tasks of a FLEET_TASK_CREATED run (its orders go back to what
   * they were), or returns a SOLVED run to its previous plan version.
   */
  async rollback(auth: AuthContext, id: number): Promise<RouteOptimizationRunActionResponse> {
    requireAny(auth, [UPDATE], 'change route optimizations');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const restore = new Map<number, DeliveryOrderStatusName>();
    const run = await this.deps.runs.transaction(async (tx) => {
      const current = await this.lockRun(tx, auth, id);
      const version =
        current.version > 0
          ? await tx.getVersion<unknown, PlanResult>(current.id, current.version)
          : undefined;
      const previous = version?.parentVersion ?? null;
      this.requireAction(current, 'rollback', previous !== null);
      if (current.status === 'FLEET_TASK_CREATED') {
        for (const task of await tx.tasksOfRun(current.id)) {
          if (task.status !== 'ACTIVE') continue;
          const { previousStatuses } = task.route as StoredTask;
          for (const [orderId, status] of Object.entries(previousStatuses)) {
            restore.set(Number(orderId), status);
          }
        }
        await tx.withdrawTasks(current.id);
        await tx.setStatus(current.id, 'ROLLED_BACK', now);
        return { ...current, status: 'ROLLED_BACK' as const };
      }
      const back =
        previous === null
          ? undefined
          : await tx.getVersion<unknown, PlanResult>(current.id, previous);
      if (!back) throw new Error(`run ${current.id} lost version ${String(previous)}`);
      await tx.setCurrentVersion(current.id, back.version, totalsOf(back.result), now);
      return { ...current, version: back.version };
    });
    await this.setOrderStatuses(companyId, restore, auth, run.id, now);
    this.publish(run);
    return { data: { id: run.id, status: run.status } };
  }

  /** PLAN-6: moves a stop, re-times both routes, keeps the result as a new version. */
  async movePoint(
    auth: AuthContext,
    id: number,
    vehicleId: number,
    pointId: number,
    body: MovePointRequest,
  ): Promise<ItemResponse<RouteOptimizationResult>> {
    requireAny(auth, [UPDATE], 'change route optimizations');
    const now = this.deps.clock.now();
    const run = await this.deps.runs.transaction(async (tx) => {
      const current = await this.lockRun(tx, auth, id);
      this.requireAction(current, 'move-point');
      const version = await tx.getVersion<unknown, PlanResult>(current.id, current.version);
      if (!version) throw new Error(`run ${current.id} has no version ${current.version}`);
      // The point is a delivery stop of that vehicle, or an order the plan left out (which the
      // move assigns).
      const route = version.result.routes.find((r) => r.vehicle.id === vehicleId);
      const stop = route?.stops.find((s) => s.point_id === pointId && s.type === 'delivery');
      const unassigned = version.result.unassigned_delivery_orders.some((o) => o.id === pointId);
      if (!stop && !unassigned) {
        throw ServiceError.notFound(
          `Vehicle ${vehicleId} has no delivery point ${pointId} in ${current.number}.`,
          {
            reason: SERVER_ERROR_REASONS.routeOptimizationPointNotFound,
            params: { id: pointId },
          },
        );
      }
      let moved: PlannedVersion;
      try {
        moved = this.deps.planner.move(current.input as PlanningInput, version.plan, {
          pointId,
          targetVehicleId: body.target_vehicle_id,
          targetSequence: body.target_sequence,
        });
      } catch (error) {
        if (!(error instanceof MovePointError)) throw error;
        const refusal = {
          reason: SERVER_ERROR_REASONS.routeOptimizationPointNotFound,
          params: { id: error.kind === 'vehicle_not_found' ? body.target_vehicle_id : pointId },
        };
        throw error.status === 404
          ? ServiceError.notFound(error.message, refusal)
          : ServiceError.conflict(error.message, {
              reason: SERVER_ERROR_REASONS.routeOptimizationActionNotAllowed,
              params: { action: 'move-point', status: current.status },
            });
      }
      const next = await tx.addVersion(
        current.id,
        {
          parentVersion: current.version,
          kind: 'move',
          createdAt: now,
          plan: moved.plan,
          result: moved.result,
        },
        totalsOf(moved.result),
      );
      return { ...current, version: next, updatedAt: now };
    });
    this.publish(run);
    return { data: await this.resultOf(run) };
  }

  // -------------------------------------------------------------------------------------------
  // Simulator control
  // -------------------------------------------------------------------------------------------

  async setQuota(
    auth: AuthContext,
    body: SetRouteOptimizationQuotaBody,
  ): Promise<ItemResponse<RouteOptimizationQuota>> {
    const now = this.deps.clock.now();
    const quota = await this.deps.runs.transaction(async (tx) => {
      const current = await this.quotaOf(tx, auth.company.id, true);
      const next = {
        companyId: auth.company.id,
        limit: body.limit,
        period: body.period,
        periodKey: periodKey(body.period, now),
        usage: body.usage ?? current.usage,
      };
      await tx.putQuota(next);
      return next;
    });
    return { data: quotaAnswer(quota) };
  }

  // -------------------------------------------------------------------------------------------
  // Seeded runs (PLAN-10)
  // -------------------------------------------------------------------------------------------

  /**
   * Gives every company without them its seeded runs (solved with a fixed iteration count, so
   * the same world gives the same plans). Safe with several processes: the inserts lock the
   * runs table and check again.
   */
  async seed(): Promise<void> {
    const { store, runs, planner, clock } = this.deps;
    const done = await runs.seededCompanies();
    const now = clock.now();
    const prepared: {
      plan: SeedRun;
      input: PlanningInput;
      versions: PlannedVersion[];
    }[] = [];
    for (const { record: company } of store.entries('companies')) {
      if (done.has(company.id)) continue;
      for (const plan of seedRunsOf(store, company.id, now)) {
        const input = planningInputOf(store, company.id, plan.checked, plan.submit);
        const versions: PlannedVersion[] = [];
        if (plan.kind !== 'cancelled') {
          const solved = await planner.solve(input, {
            seed: prepared.length + 1,
            signal: new AbortController().signal,
            onProgress: () => undefined,
            maxIterations: SEED_ITERATIONS,
          });
          versions.push(solved);
          const moved = plan.kind === 'moved' ? seedMove(input, solved, planner) : undefined;
          if (moved) versions.push(moved);
        }
        prepared.push({ plan, input, versions });
      }
    }
    if (prepared.length === 0) return;
    await runs.transaction(async (tx) => {
      await tx.lockRuns();
      const again = await tx.seededCompanies();
      const counted = new Map<number, number>();
      for (const { plan, input, versions } of prepared) {
        if (again.has(plan.companyId)) continue;
        const { year, month } = wibYearMonth(plan.createdAt);
        const run = await tx.insertRun({
          companyId: plan.companyId,
          numberPrefix: `RO/${String(year).slice(2)}${String(month).padStart(2, '0')}`,
          status: plan.kind === 'cancelled' ? 'CANCELLED' : 'SOLVED',
          parentId: null,
          startAddress: { id: plan.checked.startAddress.id, name: plan.checked.startAddress.name },
          departureAt: plan.checked.departureAt,
          endAt: plan.checked.endAt,
          submit: plan.submit,
          input,
          createdById: plan.user.id,
          createdBy: plan.user.fullname,
          at: plan.createdAt,
          seeded: true,
        });
        let parent: number | null = null;
        for (const [index, version] of versions.entries()) {
          parent = await tx.addVersion(
            run.id,
            {
              parentVersion: parent,
              kind: index === 0 ? 'solve' : 'move',
              createdAt: plan.createdAt + (index + 1) * 60_000,
              plan: version.plan,
              result: version.result,
            },
            totalsOf(version.result),
          );
        }
        if (periodKey('MONTHLY', plan.createdAt) === periodKey('MONTHLY', now)) {
          counted.set(plan.companyId, (counted.get(plan.companyId) ?? 0) + 1);
        }
      }
      for (const [companyId, count] of counted) {
        const quota = await this.quotaOf(tx, companyId, true);
        await tx.putQuota({ ...quota, usage: quota.usage + count });
      }
    });
  }

  // -------------------------------------------------------------------------------------------
  // The worker (PLAN-4, ADR 0011): run-worker.ts
  // -------------------------------------------------------------------------------------------

  /** Recovers runs a stopped worker left SOLVING, then solves queued runs until stopped. */
  start(): Promise<void> {
    return this.worker.start();
  }

  /** Stops taking runs; the run being solved goes back to the queue (a restart resumes it). */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Resolves when no run is queued or solving in this process (tests). */
  drain(): Promise<void> {
    return this.worker.drain();
  }

  // -------------------------------------------------------------------------------------------
  // Helpers
  // -------------------------------------------------------------------------------------------

  private report(error: unknown, what: string): void {
    this.deps.onError?.(error, what);
  }

  private async runOf(auth: AuthContext, id: number): Promise<RunRow> {
    const run = await this.deps.runs.getRun(auth.company.id, id);
    if (!run) throw notFound(id);
    return run;
  }

  private async lockRun(
    tx: Parameters<Parameters<RouteRunStore['transaction']>[0]>[0],
    auth: AuthContext,
    id: number,
  ): Promise<RunRow> {
    const run = await tx.getRun(auth.company.id, id, true);
    if (!run) throw notFound(id);
    return run;
  }

  private requireAction(
    run: RunRow,
    action: RouteOptimizationRunAction,
    hasPreviousVersion = false,
  ): void {
    if (allowedRunActions(run.status, { hasPreviousVersion }).includes(action)) return;
    throw ServiceError.conflict(
      `Route optimization ${run.number} is ${run.status}; it cannot ${action}${action === 'rollback' && run.status === 'SOLVED' ? ' (it has no previous plan)' : ''}.`,
      {
        reason: SERVER_ERROR_REASONS.routeOptimizationActionNotAllowed,
        params: { action, status: run.status },
      },
    );
  }

  private async quotaOf(
    tx: Parameters<Parameters<RouteRunStore['transaction']>[0]>[0],
    companyId: number,
    forUpdate = false,
  ) {
    const now = this.deps.clock.now();
    const fallback = {
      companyId,
      ...(companyId === BRANDED_COMPANY_ID
        ? { limit: null, period: 'UNLIMITED' as const }
        : DEFAULT_QUOTA),
      periodKey: '',
      usage: 0,
    };
    // Locking needs the row: two first submits of a company then count one after the other.
    if (forUpdate) await tx.ensureQuota(fallback);
    const base = (await tx.getQuota(companyId, forUpdate)) ?? fallback;
    const key = periodKey(base.period, now);
    return base.periodKey === key ? base : { ...base, periodKey: key, usage: 0 };
  }

  private async resultOf(run: RunRow): Promise<RouteOptimizationResult> {
    const version =
      run.version > 0
        ? await this.deps.runs.getVersion<unknown, PlanResult>(run.id, run.version)
        : undefined;
    const result = version?.result ?? emptyResult();
    return {
      id: run.id,
      status: run.status,
      version: run.version,
      previous_version: version?.parentVersion ?? null,
      ...result,
      solved_on: version ? toWibIso(version.createdAt) : null,
    };
  }

  private toRun(row: RunRow): RouteOptimizationRun {
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      start_address: row.startAddress,
      expected_departure_on: toWibIso(row.departureAt),
      expected_arrival_on: row.endAt === null ? null : toWibIso(row.endAt),
      total_delivery_orders: row.totalDeliveryOrders,
      total_vehicles: row.totalVehicles,
      used_vehicles: row.usedVehicles,
      total_distance_m: row.totalDistanceM,
      total_duration_s: row.totalDurationS,
      parent_id: row.parentId,
      failure_reason: row.failureReason,
      version: row.version,
      progress: row.status === 'SOLVING' ? row.progress : null,
      created_on: toWibIso(row.createdAt),
      created_by: row.createdBy,
      updated_on: toWibIso(row.updatedAt),
    };
  }

  private publish(run: RunRow): void {
    const message: RouteOptimizationMessage = {
      type: routeOptimizationType(run.companyId),
      payload: {
        id: run.id,
        status: run.status,
        version: run.version,
        progress: run.status === 'SOLVING' ? run.progress : null,
      },
    };
    // On PostgreSQL the hub's relay (the process bus, STORE-15, ADR 0063) takes it to the
    // clients of the other processes too, whichever process solves the run.
    this.deps.hub.publish(message);
  }

  /** DLV-14: through the orders' lifecycle; an order that may no longer move is skipped. */
  private async setOrderStatuses(
    companyId: number,
    changes: ReadonlyMap<number, DeliveryOrderStatusName>,
    auth: AuthContext,
    runId: number,
    now: number,
  ): Promise<void> {
    if (changes.size === 0) return;
    await this.deps.orders.transitionMany(companyId, changes, {
      actor: auth.user.fullname,
      at: new Date(now),
      runId,
    });
  }
}

/** Seeded solves stop after this many iterations: a settled plan for a dozen orders. */
const SEED_ITERATIONS = 4000;

/** The seeded "moved" run's second version: the first route's last stop to the next vehicle. */
function seedMove(
  input: PlanningInput,
  solved: PlannedVersion,
  planner: RunPlanner,
): PlannedVersion | undefined {
  const [from, to] = solved.result.routes;
  const stop = from?.stops.filter((s) => s.type === 'delivery').at(-1);
  if (!from || !to || !stop) return undefined;
  return planner.move(input, solved.plan, {
    pointId: stop.point_id,
    targetVehicleId: to.vehicle.id,
    targetSequence: 1,
  });
}

function notFound(id: number): ServiceError {
  return ServiceError.notFound(`Route optimization ${id} not found.`, {
    reason: SERVER_ERROR_REASONS.routeOptimizationNotFound,
    params: { id },
  });
}

function quotaAnswer(quota: {
  limit: number | null;
  period: QuotaPeriod | null;
  usage: number;
}): RouteOptimizationQuota {
  const unlimited = isUnlimitedPeriod(quota.period);
  return {
    usage: quota.usage,
    limit: unlimited ? null : quota.limit,
    remaining: unlimited ? null : Math.max(0, (quota.limit ?? 0) - quota.usage),
    period: quota.period,
  };
}
