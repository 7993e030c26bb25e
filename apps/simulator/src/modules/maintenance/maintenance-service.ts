import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_COMPANY_TIME_ZONE, type CompanyTimeZone } from '@armada/contracts/company';
import {
  DUE_PAGE,
  MAINTENANCE_ALERT_CODES,
  MAINTENANCE_LIMITS,
  MAINTENANCE_PERMISSIONS,
  WORK_ORDER_PAGE,
  WORK_ORDER_PHOTO,
  WORK_ORDER_PHOTO_ROUTE,
  type CreateServicePlanRequest,
  type CreateWorkOrderRequest,
  type DueItem,
  type DueList,
  type DueListQuery,
  type MaintenancePage,
  type ServicePlan,
  type ServicePlanListQuery,
  type UpdateServicePlanRequest,
  type UpdateWorkOrderRequest,
  type UploadWorkOrderPhotoRequest,
  type WorkOrder,
  type WorkOrderListQuery,
  type WorkOrderStatus,
} from '@armada/contracts/maintenance';
import { SERVER_ERROR_REASONS, type ItemResponse } from '@armada/contracts/shared';
import type { Vehicle } from '@armada/contracts/fleet';
import type { Clock } from '../../domain/clock';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore } from '../../store/document-store';
import type { SqlExecutor } from '../../store/sql-client';
import { companyDayOf, zoneIso } from '../fleet-availability/availability-days';
import { sniffImageType } from '../fleet-tasks/upload-checks';
import { daysBetween, dueOf, duePoint, type Baseline } from './due-rules';
import type {
  MaintenanceStore,
  PhotoRow,
  PlanRow,
  StoredPart,
  WorkOrderRow,
} from './maintenance-store';
import type { MaintenanceMeter } from './meter';

const R = SERVER_ERROR_REASONS;
const P = MAINTENANCE_PERMISSIONS;
/** MNT-6: no total beyond what a JavaScript number holds exactly, with room. */
const MAX_TOTAL = 1_000_000_000_000_000;

/** MNT-13: what the due check hands the alert engine. */
export interface DueAlert {
  companyId: number;
  vehicleId: number;
  code: number;
  at: number;
  value: number | null;
  trigger: number | null;
  subject: string;
}

export interface MaintenanceServiceDeps {
  store: MaintenanceStore;
  docs: DocumentStore;
  clock: Clock;
  meter: MaintenanceMeter;
  /** Where work-order photos are kept (MNT-11). */
  photoDir: string;
  raise?: (alert: DueAlert) => void;
}

/** A vehicle away for maintenance over some days (MNT-10). */
export interface MaintenanceAbsence {
  vehicleId: number;
  startDay: string;
  endDay: string;
  workOrderId: number;
  number: string;
  status: WorkOrderStatus;
}

const EXT: Record<string, (typeof WORK_ORDER_PHOTO.types)[number]> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

interface VehicleIndex {
  byId: Map<number, Vehicle>;
  byType: Map<number, Vehicle[]>;
}

/** Maintenance: plans, the due list, work orders (docs/rules/maintenance.md). */
export class MaintenanceService {
  constructor(private readonly deps: MaintenanceServiceDeps) {}

  // ---- plans ------------------------------------------------------------------------------

  async listPlans(
    auth: AuthContext,
    query: ServicePlanListQuery,
  ): Promise<MaintenancePage<ServicePlan>> {
    requireAny(auth, P.read, 'read service plans');
    const limit = query.limit ?? WORK_ORDER_PAGE.defaultLimit;
    const page = query.page ?? 1;
    const index = this.vehicleIndex(auth.company.id);
    const { rows, total } = await this.deps.store.listPlans(
      auth.company.id,
      query.search,
      (page - 1) * limit,
      limit,
    );
    return {
      data: {
        items: rows.map((row) => this.planWire(auth.company.id, row, index)),
        total_count: total,
        page,
        total_page: Math.ceil(total / limit),
      },
    };
  }

  async getPlan(auth: AuthContext, id: number): Promise<ItemResponse<ServicePlan>> {
    requireAny(auth, P.read, 'read service plans');
    return { data: this.planWire(auth.company.id, await this.planOf(auth.company.id, id)) };
  }

  /** MNT-1, MNT-2. */
  async createPlan(
    auth: AuthContext,
    body: CreateServicePlanRequest,
  ): Promise<ItemResponse<ServicePlan>> {
    requireAny(auth, P.create, 'create service plans');
    const companyId = auth.company.id;
    const hasVehicle = body.vehicle_id !== undefined;
    const hasType = body.vehicle_type_id !== undefined;
    if (hasVehicle === hasType) {
      throw ServiceError.validation('Give either vehicle_id or vehicle_type_id.', {
        reason: R.servicePlanTargetRequired,
        field: 'body.vehicle_id',
      });
    }
    if (body.vehicle_id !== undefined) this.vehicleOf(companyId, body.vehicle_id);
    if (
      body.vehicle_type_id !== undefined &&
      !this.vehicles(companyId).some((v) => v.vehicle_type.id === body.vehicle_type_id)
    ) {
      throw ServiceError.validation(`No vehicle of yours has type ${body.vehicle_type_id}.`, {
        reason: R.servicePlanUnknownVehicleType,
        field: 'body.vehicle_type_id',
        params: { id: body.vehicle_type_id },
      });
    }
    const intervals = {
      everyKm: body.every_km ?? null,
      everyEngineHours: body.every_engine_hours ?? null,
      everyMonths: body.every_months ?? null,
    };
    this.requireInterval(intervals);
    if ((await this.deps.store.countPlans(companyId)) >= MAINTENANCE_LIMITS.maxPlans) {
      throw new ServiceError(409, 'CONFLICT', 'The company has as many service plans as allowed.', {
        reason: R.servicePlanLimitReached,
        params: { max: MAINTENANCE_LIMITS.maxPlans },
      });
    }
    const now = this.deps.clock.now();
    const today = companyDayOf(now, this.zoneOf(companyId));
    const plan = await this.deps.store.insertPlan({
      companyId,
      name: body.name.trim(),
      vehicleId: body.vehicle_id ?? null,
      vehicleTypeId: body.vehicle_type_id ?? null,
      ...intervals,
      startDay: body.start_on ?? today,
      active: body.active ?? true,
      notes: body.notes ?? '',
      createdAt: now,
      updatedAt: now,
    });
    if (plan.vehicleId !== null) {
      // MNT-2: a vehicle plan counts from the last service given, else from the readings now.
      const reading = this.deps.meter.reading(plan.vehicleId);
      await this.deps.store.setBaselines(
        companyId,
        [
          {
            planId: plan.id,
            vehicleId: plan.vehicleId,
            day: plan.startDay,
            odometerKm: body.last_service_odometer_km ?? reading?.odometerKm ?? null,
            engineHours: body.last_service_engine_hours ?? reading?.engineHours ?? null,
            workOrderId: null,
          },
        ],
        false,
      );
    }
    return { data: this.planWire(companyId, plan) };
  }

  async updatePlan(
    auth: AuthContext,
    id: number,
    body: UpdateServicePlanRequest,
  ): Promise<ItemResponse<ServicePlan>> {
    requireAny(auth, P.update, 'change service plans');
    const companyId = auth.company.id;
    const plan = await this.planOf(companyId, id);
    const next: PlanRow = {
      ...plan,
      name: body.name?.trim() ?? plan.name,
      everyKm: body.every_km === undefined ? plan.everyKm : body.every_km,
      everyEngineHours:
        body.every_engine_hours === undefined ? plan.everyEngineHours : body.every_engine_hours,
      everyMonths: body.every_months === undefined ? plan.everyMonths : body.every_months,
      startDay: body.start_on ?? plan.startDay,
      active: body.active ?? plan.active,
      notes: body.notes ?? plan.notes,
      updatedAt: this.deps.clock.now(),
    };
    this.requireInterval(next);
    await this.deps.store.updatePlan(next);
    return { data: this.planWire(companyId, next) };
  }

  // ---- due list ----------------------------------------------------------------------------

  /** MNT-3, MNT-5. */
  async due(auth: AuthContext, query: DueListQuery): Promise<DueList> {
    requireAny(auth, P.read, 'read the maintenance due list');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const all = await this.dueItems(companyId, now);
    const overdue = all.filter((item) => item.state === 'OVERDUE').length;
    const kept = query.state ? all.filter((item) => item.state === query.state) : all;
    const limit = query.limit ?? DUE_PAGE.defaultLimit;
    const page = query.page ?? 1;
    return {
      data: {
        at: zoneIso(now, this.zoneOf(companyId)),
        overdue_count: overdue,
        due_soon_count: all.length - overdue,
        total_count: kept.length,
        page,
        items: kept.slice((page - 1) * limit, page * limit),
      },
    };
  }

  /** Every plan and vehicle that is due soon or overdue, overdue first, furthest along first. */
  private async dueItems(companyId: number, now: number): Promise<DueItem[]> {
    const { store, meter } = this.deps;
    const today = companyDayOf(now, this.zoneOf(companyId));
    const [plans, baselines, open] = await Promise.all([
      store.plans(companyId, true),
      store.baselines(companyId),
      store.activeWithPlan(companyId),
    ]);
    if (plans.length === 0) return [];
    const baselineOf = new Map(baselines.map((b) => [`${b.planId}:${b.vehicleId}`, b]));
    const openOf = new Map(open.map((o) => [`${o.planId}:${o.vehicleId}`, o]));
    const vehicles = this.vehicles(companyId);
    const byType = new Map<number, Vehicle[]>();
    for (const vehicle of vehicles) {
      const list = byType.get(vehicle.vehicle_type.id) ?? [];
      list.push(vehicle);
      byType.set(vehicle.vehicle_type.id, list);
    }
    const byId = new Map(vehicles.map((v) => [v.id, v]));
    const firstSeen: Parameters<MaintenanceStore['setBaselines']>[1][number][] = [];
    const items: (DueItem & { used: number })[] = [];
    for (const plan of plans) {
      const targets =
        plan.vehicleId !== null
          ? [byId.get(plan.vehicleId)].filter((v): v is Vehicle => v !== undefined)
          : (byType.get(plan.vehicleTypeId ?? -1) ?? []);
      for (const vehicle of targets) {
        const reading = meter.reading(vehicle.id);
        const key = `${plan.id}:${vehicle.id}`;
        let baseline: Baseline | undefined = baselineOf.get(key);
        if (!baseline || (baseline.odometerKm === null && reading)) {
          // MNT-2: a vehicle first seen by the plan counts from its readings now.
          baseline = {
            day: baseline?.day ?? plan.startDay,
            odometerKm: reading?.odometerKm ?? null,
            engineHours: reading?.engineHours ?? null,
          };
          firstSeen.push({
            planId: plan.id,
            vehicleId: vehicle.id,
            ...baseline,
            workOrderId: null,
          });
        }
        const result = dueOf(
          plan,
          baseline,
          { odometerKm: reading?.odometerKm ?? null, engineHours: reading?.engineHours ?? null },
          today,
        );
        if (!result || result.state === 'OK') continue;
        const order = openOf.get(key);
        items.push({
          plan: { id: plan.id, name: plan.name },
          vehicle: { id: vehicle.id, license_plate: vehicle.license_plate },
          state: result.state,
          reason: result.reason,
          reasons: result.reasons,
          work_order: order ? { id: order.id, number: order.number, status: order.status } : null,
          used: result.reason.state === 'OVERDUE' ? 2 : 1,
        });
      }
    }
    if (firstSeen.length > 0) await store.setBaselines(companyId, firstSeen, false);
    items.sort(
      (a, b) =>
        b.used - a.used ||
        a.vehicle.license_plate.localeCompare(b.vehicle.license_plate, 'id') ||
        a.plan.id - b.plan.id,
    );
    return items.map(({ used: _used, ...item }) => item);
  }

  /**
   * MNT-13: raises the due-soon and overdue alerts not raised yet, once per plan, vehicle,
   * measure and due point, for every company.
   */
  async checkDue(at: number): Promise<number> {
    const raise = this.deps.raise;
    let raised = 0;
    for (const { record: company } of this.deps.docs.entries('companies')) {
      const items = await this.dueItems(company.id, at);
      const wanted = items
        .filter((item) => item.work_order === null)
        .map((item) => ({
          planId: item.plan.id,
          vehicleId: item.vehicle.id,
          measure: item.reason.measure,
          state: item.state,
          duePoint: duePoint(item.reason),
          item,
        }));
      const fresh = await this.deps.store.markAlerted(company.id, wanted, at);
      const freshKeys = new Set(
        fresh.map((f) => `${f.planId}:${f.vehicleId}:${f.measure}:${f.state}`),
      );
      for (const want of wanted) {
        if (!freshKeys.has(`${want.planId}:${want.vehicleId}:${want.measure}:${want.state}`))
          continue;
        raised++;
        raise?.({
          companyId: company.id,
          vehicleId: want.vehicleId,
          code:
            want.state === 'OVERDUE'
              ? MAINTENANCE_ALERT_CODES.overdue
              : MAINTENANCE_ALERT_CODES.dueSoon,
          at,
          value: want.item.reason.current,
          trigger: want.item.reason.due_at,
          subject: want.item.plan.name,
        });
      }
    }
    return raised;
  }

  // ---- work orders -------------------------------------------------------------------------

  async listOrders(
    auth: AuthContext,
    query: WorkOrderListQuery,
  ): Promise<MaintenancePage<WorkOrder>> {
    requireAny(auth, P.read, 'read work orders');
    const companyId = auth.company.id;
    const limit = query.limit ?? WORK_ORDER_PAGE.defaultLimit;
    const page = query.page ?? 1;
    const { rows, total } = await this.deps.store.listOrders(
      companyId,
      {
        status: query.status,
        vehicleId: query.vehicle_id,
        search: query.search,
        from: query.from,
        until: query.until,
      },
      (page - 1) * limit,
      limit,
    );
    return {
      data: {
        items: await this.ordersWire(companyId, rows),
        total_count: total,
        page,
        total_page: Math.ceil(total / limit),
      },
    };
  }

  async getOrder(auth: AuthContext, id: number): Promise<ItemResponse<WorkOrder>> {
    requireAny(auth, P.read, 'read work orders');
    const row = await this.orderOf(auth.company.id, id);
    return { data: await this.orderWire(auth.company.id, row) };
  }

  /** MNT-6 ... MNT-9. */
  async createOrder(
    auth: AuthContext,
    body: CreateWorkOrderRequest,
  ): Promise<ItemResponse<WorkOrder>> {
    requireAny(auth, P.create, 'create work orders');
    const companyId = auth.company.id;
    const vehicle = this.vehicleOf(companyId, body.vehicle_id);
    const planId = body.plan_id ?? null;
    if (planId !== null) await this.planOf(companyId, planId, 'body.plan_id');
    this.checkDays(body.planned_start_on, body.planned_end_on);
    const parts = partsOf(body.parts ?? []);
    const costs = costsOf(parts, body.labour_cost ?? 0);
    const now = this.deps.clock.now();
    const zone = this.zoneOf(companyId);
    const row = await this.deps.store.transaction(companyId, async (tx) => {
      await this.refuseOverlap(
        tx,
        companyId,
        vehicle.id,
        body.planned_start_on,
        body.planned_end_on,
        null,
      );
      const month = companyDayOf(now, zone);
      return this.deps.store.insertOrder(
        tx,
        {
          companyId,
          status: 'OPEN',
          vehicleId: vehicle.id,
          licensePlate: vehicle.license_plate,
          planId,
          workshop: body.workshop.trim(),
          startDay: body.planned_start_on,
          endDay: body.planned_end_on,
          tasks: (body.tasks ?? []).map((t) => ({
            description: t.description.trim(),
            done: t.done,
          })),
          parts,
          ...costs,
          notes: body.notes ?? '',
          odometerKm: null,
          engineHours: null,
          startedAt: null,
          completedAt: null,
          createdAt: now,
          updatedAt: now,
          createdById: auth.user.id,
          createdByName: auth.user.fullname,
        },
        `WO/${month.slice(2, 4)}${month.slice(5, 7)}`,
      );
    });
    return { data: await this.orderWire(companyId, row) };
  }

  /** MNT-6 ... MNT-9, MNT-4 (the readings when done, and the plan counts again from there). */
  async updateOrder(
    auth: AuthContext,
    id: number,
    body: UpdateWorkOrderRequest,
  ): Promise<ItemResponse<WorkOrder>> {
    requireAny(auth, P.update, 'change work orders');
    const companyId = auth.company.id;
    const now = this.deps.clock.now();
    const zone = this.zoneOf(companyId);
    if (body.plan_id !== undefined && body.plan_id !== null)
      await this.planOf(companyId, body.plan_id, 'body.plan_id');
    const row = await this.deps.store.transaction(companyId, async (tx) => {
      const current = await this.orderOf(companyId, id, tx);
      const status = body.status ?? current.status;
      if (status !== current.status && !canMove(current.status, status)) {
        throw new ServiceError(
          409,
          'CONFLICT',
          `A ${current.status} work order cannot become ${status}.`,
          {
            reason: R.workOrderBadTransition,
            field: 'body.status',
            params: { from: current.status, to: status },
          },
        );
      }
      const startDay = body.planned_start_on ?? current.startDay;
      const endDay = body.planned_end_on ?? current.endDay;
      if (body.planned_start_on !== undefined || body.planned_end_on !== undefined)
        this.checkDays(startDay, endDay);
      if (status !== 'DONE')
        await this.refuseOverlap(tx, companyId, current.vehicleId, startDay, endDay, current.id);
      const parts = body.parts ? partsOf(body.parts) : current.parts;
      const costs = costsOf(parts, body.labour_cost ?? current.labourCost);
      const done = status === 'DONE' && current.status !== 'DONE';
      const reading = done ? this.deps.meter.reading(current.vehicleId) : null;
      const next: WorkOrderRow = {
        ...current,
        status,
        planId: body.plan_id === undefined ? current.planId : body.plan_id,
        workshop: body.workshop?.trim() ?? current.workshop,
        startDay,
        endDay,
        tasks: body.tasks
          ? body.tasks.map((t) => ({ description: t.description.trim(), done: t.done }))
          : current.tasks,
        parts,
        ...costs,
        notes: body.notes ?? current.notes,
        odometerKm: body.odometer_km ?? current.odometerKm ?? reading?.odometerKm ?? null,
        engineHours: body.engine_hours ?? current.engineHours ?? reading?.engineHours ?? null,
        startedAt:
          current.startedAt ?? (status === 'IN_PROGRESS' || status === 'DONE' ? now : null),
        completedAt: done ? now : current.completedAt,
        updatedAt: now,
      };
      await this.deps.store.updateOrder(tx, next);
      if (done && next.planId !== null) {
        // MNT-4: the plan counts again from this service.
        await this.deps.store.setBaselines(
          companyId,
          [
            {
              planId: next.planId,
              vehicleId: next.vehicleId,
              day: companyDayOf(now, zone),
              odometerKm: next.odometerKm,
              engineHours: next.engineHours,
              workOrderId: next.id,
            },
          ],
          false,
          tx,
        );
      }
      return next;
    });
    return { data: await this.orderWire(companyId, row) };
  }

  /** MNT-11. */
  async uploadPhoto(
    auth: AuthContext,
    id: number,
    body: UploadWorkOrderPhotoRequest,
  ): Promise<ItemResponse<WorkOrder>> {
    requireAny(auth, P.update, 'add photos to work orders');
    const companyId = auth.company.id;
    const order = await this.orderOf(companyId, id);
    const bytes = Buffer.from(body.data, 'base64');
    if (bytes.length > WORK_ORDER_PHOTO.maxBytes) {
      throw new ServiceError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The photo is larger than ${WORK_ORDER_PHOTO.maxBytes / 1024 / 1024} MB.`,
        {
          reason: R.workOrderPhotoTooLarge,
          field: 'body.data',
          params: { max: WORK_ORDER_PHOTO.maxBytes },
        },
      );
    }
    const extension = sniffImageType(bytes);
    if (!extension || bytes.length === 0) {
      throw ServiceError.validation('The photo is not a JPEG, PNG or WebP picture.', {
        reason: R.workOrderPhotoType,
        field: 'body.data',
      });
    }
    const existing = await this.deps.store.photos(companyId, [order.id]);
    if (existing.length >= MAINTENANCE_LIMITS.maxPhotos) {
      throw new ServiceError(
        409,
        'CONFLICT',
        `A work order keeps at most ${MAINTENANCE_LIMITS.maxPhotos} photos.`,
        {
          reason: R.workOrderPhotoLimit,
          params: { max: MAINTENANCE_LIMITS.maxPhotos },
        },
      );
    }
    const file = `${companyId}-${order.id}-${randomUUID()}.${extension}`;
    await mkdir(this.deps.photoDir, { recursive: true });
    await writeFile(join(this.deps.photoDir, file), bytes);
    await this.deps.store.insertPhoto(companyId, {
      workOrderId: order.id,
      file,
      fileName: body.file_name?.trim() || `foto.${extension}`,
      contentType: EXT[extension] ?? 'image/jpeg',
      sizeBytes: bytes.length,
      uploadedAt: this.deps.clock.now(),
    });
    return { data: await this.orderWire(companyId, order) };
  }

  /** MNT-11: a photo's bytes; undefined for another company's or an unknown one. */
  async photo(
    auth: AuthContext,
    id: number,
    photoId: number,
  ): Promise<{ contentType: string; body: Buffer } | undefined> {
    requireAny(auth, P.read, 'read work orders');
    const found = (await this.deps.store.photos(auth.company.id, [id])).find(
      (p) => p.id === photoId,
    );
    if (!found) return undefined;
    try {
      return {
        contentType: found.contentType,
        body: await readFile(join(this.deps.photoDir, found.file)),
      };
    } catch {
      return undefined;
    }
  }

  // ---- other modules ------------------------------------------------------------------------

  /**
   * MNT-10: the company's open and in-progress work orders over a range of days (fleet
   * availability and route planning read it).
   */
  async absences(
    companyId: number,
    fromDay: string,
    untilDay: string,
    vehicleIds: readonly number[] | null = null,
  ): Promise<MaintenanceAbsence[]> {
    const rows = await this.deps.store.activeInRange(companyId, fromDay, untilDay, vehicleIds);
    return rows.map((row) => ({
      vehicleId: row.vehicleId,
      startDay: row.startDay,
      endDay: row.endDay,
      workOrderId: row.id,
      number: row.number,
      status: row.status,
    }));
  }

  /** Whether the company has any plan (the seed runs on a fresh store only). */
  async hasPlans(companyId: number): Promise<boolean> {
    return (await this.deps.store.countPlans(companyId)) > 0;
  }

  /** MNT-10: the company day of an instant (what route planning compares). */
  dayOf(companyId: number, at: number): string {
    return companyDayOf(at, this.zoneOf(companyId));
  }

  // ---- helpers ------------------------------------------------------------------------------

  zoneOf(companyId: number): CompanyTimeZone {
    return (
      this.deps.docs.get('companies', companyId, companyId)?.company.timeZone ??
      DEFAULT_COMPANY_TIME_ZONE
    );
  }

  private vehicles(companyId: number): readonly Vehicle[] {
    return this.deps.docs.list('vehicles', companyId).filter((v) => v.is_active);
  }

  private vehicleOf(companyId: number, id: number): Vehicle {
    const vehicle = this.deps.docs.get('vehicles', companyId, id);
    if (!vehicle) {
      throw ServiceError.validation(`Vehicle ${id} is not one of your vehicles.`, {
        reason: R.maintenanceUnknownVehicle,
        field: 'body.vehicle_id',
        params: { id },
      });
    }
    return vehicle;
  }

  private async planOf(companyId: number, id: number, field?: string): Promise<PlanRow> {
    const plan = await this.deps.store.plan(companyId, id);
    if (plan) return plan;
    const refusal = { reason: R.servicePlanNotFound, params: { id } };
    throw field
      ? ServiceError.validation(`Service plan ${id} was not found.`, { ...refusal, field })
      : ServiceError.notFound(`Service plan ${id} was not found.`, refusal);
  }

  private async orderOf(companyId: number, id: number, tx?: SqlExecutor): Promise<WorkOrderRow> {
    const row = await this.deps.store.order(companyId, id, tx);
    if (!row) {
      throw ServiceError.notFound(`Work order ${id} was not found.`, {
        reason: R.workOrderNotFound,
        params: { id },
      });
    }
    return row;
  }

  private requireInterval(plan: {
    everyKm: number | null;
    everyEngineHours: number | null;
    everyMonths: number | null;
  }): void {
    if (plan.everyKm === null && plan.everyEngineHours === null && plan.everyMonths === null) {
      throw ServiceError.validation(
        'Give at least one of every_km, every_engine_hours, every_months.',
        {
          reason: R.servicePlanIntervalRequired,
          field: 'body.every_km',
        },
      );
    }
  }

  /** MNT-8. */
  private checkDays(startDay: string, endDay: string): void {
    const length = daysBetween(startDay, endDay);
    if (length < 0 || length >= MAINTENANCE_LIMITS.maxWorkOrderDays) {
      throw ServiceError.validation(
        length < 0
          ? 'planned_end_on must not be before planned_start_on.'
          : `A work order is planned for at most ${MAINTENANCE_LIMITS.maxWorkOrderDays} days.`,
        {
          reason: R.workOrderBadDates,
          field: 'body.planned_end_on',
          params: { max: MAINTENANCE_LIMITS.maxWorkOrderDays },
        },
      );
    }
  }

  /** MNT-9. */
  private async refuseOverlap(
    tx: SqlExecutor,
    companyId: number,
    vehicleId: number,
    startDay: string,
    endDay: string,
    exceptId: number | null,
  ): Promise<void> {
    const other = await this.deps.store.overlapping(
      tx,
      companyId,
      vehicleId,
      startDay,
      endDay,
      exceptId,
    );
    if (!other) return;
    throw new ServiceError(
      409,
      'CONFLICT',
      `${other.licensePlate} is already in work order ${other.number} from ${other.startDay} to ${other.endDay}.`,
      {
        reason: R.workOrderOverlap,
        field: 'body.planned_start_on',
        params: { number: other.number, from: other.startDay, until: other.endDay },
      },
    );
  }

  /** The company's active vehicles by id and by type (a plan's vehicle, its count). */
  private vehicleIndex(companyId: number): VehicleIndex {
    const byId = new Map<number, Vehicle>();
    const byType = new Map<number, Vehicle[]>();
    for (const vehicle of this.vehicles(companyId)) {
      byId.set(vehicle.id, vehicle);
      const list = byType.get(vehicle.vehicle_type.id) ?? [];
      list.push(vehicle);
      byType.set(vehicle.vehicle_type.id, list);
    }
    return { byId, byType };
  }

  private planWire(
    companyId: number,
    row: PlanRow,
    index: VehicleIndex = this.vehicleIndex(companyId),
  ): ServicePlan {
    const zone = this.zoneOf(companyId);
    const vehicle = row.vehicleId === null ? undefined : index.byId.get(row.vehicleId);
    const typed = row.vehicleTypeId === null ? [] : (index.byType.get(row.vehicleTypeId) ?? []);
    const type = typed[0]?.vehicle_type;
    return {
      id: row.id,
      name: row.name,
      vehicle: vehicle ? { id: vehicle.id, license_plate: vehicle.license_plate } : null,
      vehicle_type:
        row.vehicleTypeId === null
          ? null
          : { id: row.vehicleTypeId, type: type?.type ?? String(row.vehicleTypeId) },
      every_km: row.everyKm,
      every_engine_hours: row.everyEngineHours,
      every_months: row.everyMonths,
      start_on: row.startDay,
      active: row.active,
      notes: row.notes,
      vehicle_count: row.vehicleId !== null ? (vehicle ? 1 : 0) : typed.length,
      created_on: zoneIso(row.createdAt, zone),
      updated_on: zoneIso(row.updatedAt, zone),
    };
  }

  private async orderWire(companyId: number, row: WorkOrderRow): Promise<WorkOrder> {
    const [wire] = await this.ordersWire(companyId, [row]);
    if (!wire) throw new Error('a work order without its answer');
    return wire;
  }

  private async ordersWire(companyId: number, rows: readonly WorkOrderRow[]): Promise<WorkOrder[]> {
    const zone = this.zoneOf(companyId);
    const photos = await this.deps.store.photos(
      companyId,
      rows.map((r) => r.id),
    );
    const photosOf = new Map<number, PhotoRow[]>();
    for (const photo of photos) {
      const list = photosOf.get(photo.workOrderId) ?? [];
      list.push(photo);
      photosOf.set(photo.workOrderId, list);
    }
    const planIds = [
      ...new Set(rows.map((r) => r.planId).filter((id): id is number => id !== null)),
    ];
    const plans = new Map<number, string>();
    for (const id of planIds) {
      const plan = await this.deps.store.plan(companyId, id);
      if (plan) plans.set(id, plan.name);
    }
    const iso = (at: number | null) => (at === null ? null : zoneIso(at, zone));
    return rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      vehicle: {
        id: row.vehicleId,
        license_plate:
          this.deps.docs.get('vehicles', companyId, row.vehicleId)?.license_plate ??
          row.licensePlate,
      },
      plan:
        row.planId === null
          ? null
          : { id: row.planId, name: plans.get(row.planId) ?? String(row.planId) },
      workshop: row.workshop,
      planned_start_on: row.startDay,
      planned_end_on: row.endDay,
      tasks: row.tasks,
      parts: row.parts.map((part) => ({ ...part, amount: part.quantity * part.unit_price })),
      labour_cost: row.labourCost,
      parts_cost: row.partsCost,
      total_cost: row.totalCost,
      notes: row.notes,
      odometer_km: row.odometerKm === null ? null : Math.round(row.odometerKm * 10) / 10,
      engine_hours: row.engineHours === null ? null : Math.round(row.engineHours * 10) / 10,
      photos: (photosOf.get(row.id) ?? []).map((photo) => ({
        id: photo.id,
        content_type: EXT[photo.file.split('.').pop() ?? ''] ?? 'image/jpeg',
        size_bytes: photo.sizeBytes,
        file_name: photo.fileName,
        uploaded_on: zoneIso(photo.uploadedAt, zone),
        url: WORK_ORDER_PHOTO_ROUTE.replace(':id', String(row.id)).replace(
          ':photoId',
          String(photo.id),
        ),
      })),
      started_on: iso(row.startedAt),
      completed_on: iso(row.completedAt),
      created_on: zoneIso(row.createdAt, zone),
      updated_on: zoneIso(row.updatedAt, zone),
      created_by:
        row.createdById === null ? null : { id: row.createdById, name: row.createdByName ?? '' },
    }));
  }
}

/** MNT-7: OPEN → IN_PROGRESS → DONE; OPEN may go straight to DONE; DONE is the end. */
function canMove(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  if (from === 'OPEN') return to === 'IN_PROGRESS' || to === 'DONE';
  if (from === 'IN_PROGRESS') return to === 'DONE' || to === 'OPEN';
  return false;
}

function partsOf(
  parts: readonly { name: string; part_number?: string; quantity: number; unit_price: number }[],
): StoredPart[] {
  return parts.map((part) => ({
    name: part.name.trim(),
    part_number: part.part_number?.trim() ?? '',
    quantity: part.quantity,
    unit_price: part.unit_price,
  }));
}

/** MNT-6: parts at quantity × unit price, plus labour, in whole Rupiah. */
export function costsOf(
  parts: readonly StoredPart[],
  labour: number,
): { labourCost: number; partsCost: number; totalCost: number } {
  const partsCost = parts.reduce((sum, part) => sum + part.quantity * part.unit_price, 0);
  const totalCost = partsCost + labour;
  if (totalCost > MAX_TOTAL) {
    throw ServiceError.validation('The work order’s total is larger than allowed.', {
      reason: R.workOrderTotalTooLarge,
      field: 'body.parts',
      params: { max: MAX_TOTAL },
    });
  }
  return { labourCost: labour, partsCost, totalCost };
}
