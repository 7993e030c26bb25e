import type { WorkOrderStatus } from '@armada/contracts/maintenance';
import { jsonColumn, type SqlClient, type SqlExecutor } from '../../store/sql-client';

/** The maintenance tables (migrations 29 and 30), every query filtered by company. */

export interface PlanRow {
  id: number;
  companyId: number;
  name: string;
  vehicleId: number | null;
  vehicleTypeId: number | null;
  everyKm: number | null;
  everyEngineHours: number | null;
  everyMonths: number | null;
  startDay: string;
  active: boolean;
  notes: string;
  createdAt: number;
  updatedAt: number;
}

export interface StoredTask {
  description: string;
  done: boolean;
}
export interface StoredPart {
  name: string;
  part_number: string;
  quantity: number;
  unit_price: number;
}

export interface WorkOrderRow {
  id: number;
  companyId: number;
  number: string;
  status: WorkOrderStatus;
  vehicleId: number;
  licensePlate: string;
  planId: number | null;
  workshop: string;
  startDay: string;
  endDay: string;
  tasks: StoredTask[];
  parts: StoredPart[];
  labourCost: number;
  partsCost: number;
  totalCost: number;
  notes: string;
  odometerKm: number | null;
  engineHours: number | null;
  startedAt: number | null;
  completedAt: number | null;
  createdAt: number;
  updatedAt: number;
  createdById: number | null;
  createdByName: string | null;
}

export interface PhotoRow {
  id: number;
  workOrderId: number;
  file: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: number;
}

export interface StoredMeter {
  companyId: number;
  vehicleId: number;
  odometerKm: number;
  engineHours: number;
  readAt: number;
}

export interface BaselineRow {
  planId: number;
  vehicleId: number;
  day: string;
  odometerKm: number | null;
  engineHours: number | null;
}

export interface WorkOrderFilter {
  status?: WorkOrderStatus | undefined;
  vehicleId?: number | undefined;
  search?: string | undefined;
  from?: string | undefined;
  until?: string | undefined;
}

type Db = Record<string, unknown>;
const num = (value: unknown): number => Number(value);
const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

function planOf(row: Db): PlanRow {
  return {
    id: num(row.id),
    companyId: num(row.company_id),
    name: String(row.name),
    vehicleId: numOrNull(row.vehicle_id),
    vehicleTypeId: numOrNull(row.vehicle_type_id),
    everyKm: numOrNull(row.every_km),
    everyEngineHours: numOrNull(row.every_engine_hours),
    everyMonths: numOrNull(row.every_months),
    startDay: String(row.start_day),
    active: row.active === true,
    notes: String(row.notes ?? ''),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
  };
}

function orderOf(row: Db): WorkOrderRow {
  return {
    id: num(row.id),
    companyId: num(row.company_id),
    number: String(row.number),
    status: String(row.status) as WorkOrderStatus,
    vehicleId: num(row.vehicle_id),
    licensePlate: String(row.license_plate),
    planId: numOrNull(row.plan_id),
    workshop: String(row.workshop),
    startDay: String(row.start_day),
    endDay: String(row.end_day),
    tasks: jsonColumn<StoredTask[]>(row.tasks),
    parts: jsonColumn<StoredPart[]>(row.parts),
    labourCost: num(row.labour_cost),
    partsCost: num(row.parts_cost),
    totalCost: num(row.total_cost),
    notes: String(row.notes ?? ''),
    odometerKm: numOrNull(row.odometer_km),
    engineHours: numOrNull(row.engine_hours),
    startedAt: numOrNull(row.started_at),
    completedAt: numOrNull(row.completed_at),
    createdAt: num(row.created_at),
    updatedAt: num(row.updated_at),
    createdById: numOrNull(row.created_by_id),
    createdByName: row.created_by_name === null ? null : String(row.created_by_name),
  };
}

const ORDER_COLUMNS = `id, company_id, number, status, vehicle_id, license_plate, plan_id, workshop,
  start_day, end_day, tasks, parts, labour_cost, parts_cost, total_cost, notes, odometer_km,
  engine_hours, started_at, completed_at, created_at, updated_at, created_by_id, created_by_name`;

export type NewPlan = Omit<PlanRow, 'id'>;
export type NewWorkOrder = Omit<WorkOrderRow, 'id' | 'number'>;

export class MaintenanceStore {
  constructor(readonly db: SqlClient) {}

  // ---- plans ------------------------------------------------------------------------------

  async listPlans(
    companyId: number,
    search: string | undefined,
    offset: number,
    limit: number,
  ): Promise<{ rows: PlanRow[]; total: number }> {
    const needle = search ? `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
    const rows = await this.db.query<Db>(
      `SELECT *, count(*) OVER () AS total FROM maintenance_plans
        WHERE company_id = $1 AND ($2::text IS NULL OR lower(name) LIKE $2)
        ORDER BY lower(name), id LIMIT $3 OFFSET $4`,
      [companyId, needle, limit, offset],
    );
    let total = rows.length > 0 ? num(rows[0]?.total) : 0;
    if (rows.length === 0 && offset > 0) {
      const [row] = await this.db.query<Db>(
        `SELECT count(*) AS total FROM maintenance_plans
          WHERE company_id = $1 AND ($2::text IS NULL OR lower(name) LIKE $2)`,
        [companyId, needle],
      );
      total = num(row?.total ?? 0);
    }
    return { rows: rows.map(planOf), total };
  }

  async plans(companyId: number, activeOnly: boolean): Promise<PlanRow[]> {
    const rows = await this.db.query<Db>(
      `SELECT * FROM maintenance_plans WHERE company_id = $1 AND (active OR NOT $2) ORDER BY id`,
      [companyId, activeOnly],
    );
    return rows.map(planOf);
  }

  async plan(companyId: number, id: number): Promise<PlanRow | undefined> {
    const [row] = await this.db.query<Db>(
      'SELECT * FROM maintenance_plans WHERE company_id = $1 AND id = $2',
      [companyId, id],
    );
    return row ? planOf(row) : undefined;
  }

  async countPlans(companyId: number): Promise<number> {
    const [row] = await this.db.query<Db>(
      'SELECT count(*) AS n FROM maintenance_plans WHERE company_id = $1',
      [companyId],
    );
    return num(row?.n ?? 0);
  }

  async insertPlan(plan: NewPlan): Promise<PlanRow> {
    const [row] = await this.db.query<Db>(
      `INSERT INTO maintenance_plans (company_id, name, vehicle_id, vehicle_type_id, every_km,
         every_engine_hours, every_months, start_day, active, notes, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12) RETURNING *`,
      [
        plan.companyId,
        plan.name,
        plan.vehicleId,
        plan.vehicleTypeId,
        plan.everyKm,
        plan.everyEngineHours,
        plan.everyMonths,
        plan.startDay,
        plan.active,
        plan.notes,
        plan.createdAt,
        plan.updatedAt,
      ],
    );
    if (!row) throw new Error('plan insert returned nothing');
    return planOf(row);
  }

  async updatePlan(plan: PlanRow): Promise<void> {
    await this.db.query(
      `UPDATE maintenance_plans SET name = $3, every_km = $4, every_engine_hours = $5,
         every_months = $6, start_day = $7, active = $8, notes = $9, updated_at = $10
       WHERE company_id = $1 AND id = $2`,
      [
        plan.companyId,
        plan.id,
        plan.name,
        plan.everyKm,
        plan.everyEngineHours,
        plan.everyMonths,
        plan.startDay,
        plan.active,
        plan.notes,
        plan.updatedAt,
      ],
    );
  }

  // ---- work orders -------------------------------------------------------------------------

  async listOrders(
    companyId: number,
    filter: WorkOrderFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: WorkOrderRow[]; total: number }> {
    const needle = filter.search
      ? `%${filter.search
          .toLowerCase()
          .replace(/\s+/g, '')
          .replace(/[\\%_]/g, '\\$&')}%`
      : null;
    const where = `company_id = $1
        AND ($2::text IS NULL OR status = $2)
        AND ($3::integer IS NULL OR vehicle_id = $3)
        AND ($4::text IS NULL OR lower(replace(number || license_plate || workshop, ' ', '')) LIKE $4)
        AND ($5::text IS NULL OR end_day >= $5)
        AND ($6::text IS NULL OR start_day <= $6)`;
    const params = [
      companyId,
      filter.status ?? null,
      filter.vehicleId ?? null,
      needle,
      filter.from ?? null,
      filter.until ?? null,
    ];
    const [rows, counted] = await Promise.all([
      this.db.query<Db>(
        `SELECT ${ORDER_COLUMNS} FROM maintenance_work_orders WHERE ${where}
          ORDER BY start_day DESC, id DESC LIMIT $7 OFFSET $8`,
        [...params, limit, offset],
      ),
      this.db.query<Db>(`SELECT count(*) AS n FROM maintenance_work_orders WHERE ${where}`, params),
    ]);
    return { rows: rows.map(orderOf), total: num(counted[0]?.n ?? 0) };
  }

  async order(
    companyId: number,
    id: number,
    tx: SqlExecutor = this.db,
  ): Promise<WorkOrderRow | undefined> {
    const [row] = await tx.query<Db>(
      `SELECT ${ORDER_COLUMNS} FROM maintenance_work_orders WHERE company_id = $1 AND id = $2`,
      [companyId, id],
    );
    return row ? orderOf(row) : undefined;
  }

  /** MNT-9: an open or in-progress work order of the vehicle whose days touch these. */
  async overlapping(
    tx: SqlExecutor,
    companyId: number,
    vehicleId: number,
    startDay: string,
    endDay: string,
    exceptId: number | null,
  ): Promise<WorkOrderRow | undefined> {
    const [row] = await tx.query<Db>(
      `SELECT ${ORDER_COLUMNS} FROM maintenance_work_orders
        WHERE company_id = $1 AND vehicle_id = $2 AND status <> 'DONE'
          AND start_day <= $4 AND end_day >= $3 AND ($5::integer IS NULL OR id <> $5)
        ORDER BY start_day LIMIT 1`,
      [companyId, vehicleId, startDay, endDay, exceptId],
    );
    return row ? orderOf(row) : undefined;
  }

  /** MNT-10: open and in-progress work orders whose days touch the range. */
  async activeInRange(
    companyId: number,
    fromDay: string,
    untilDay: string,
    vehicleIds: readonly number[] | null,
  ): Promise<WorkOrderRow[]> {
    const rows = await this.db.query<Db>(
      `SELECT ${ORDER_COLUMNS} FROM maintenance_work_orders
        WHERE company_id = $1 AND status <> 'DONE' AND end_day >= $2 AND start_day <= $3
          AND ($4::integer[] IS NULL OR vehicle_id = ANY($4::integer[]))
        ORDER BY start_day, id`,
      [companyId, fromDay, untilDay, vehicleIds === null ? null : [...vehicleIds]],
    );
    return rows.map(orderOf);
  }

  /** Open and in-progress work orders that name a plan (the due list shows them). */
  async activeWithPlan(companyId: number): Promise<WorkOrderRow[]> {
    const rows = await this.db.query<Db>(
      `SELECT ${ORDER_COLUMNS} FROM maintenance_work_orders
        WHERE company_id = $1 AND status <> 'DONE' AND plan_id IS NOT NULL ORDER BY id`,
      [companyId],
    );
    return rows.map(orderOf);
  }

  async insertOrder(tx: SqlExecutor, order: NewWorkOrder, prefix: string): Promise<WorkOrderRow> {
    const [last] = await tx.query<Db>(
      `SELECT number FROM maintenance_work_orders WHERE company_id = $1 AND number LIKE $2
        ORDER BY number DESC LIMIT 1`,
      [order.companyId, `${prefix}/%`],
    );
    const next = last ? Number(String(last.number).slice(prefix.length + 1)) + 1 : 1;
    const number = `${prefix}/${String(next).padStart(4, '0')}`;
    const [row] = await tx.query<Db>(
      `INSERT INTO maintenance_work_orders (company_id, number, status, vehicle_id, license_plate,
         plan_id, workshop, start_day, end_day, tasks, parts, labour_cost, parts_cost, total_cost,
         notes, odometer_km, engine_hours, started_at, completed_at, created_at, updated_at,
         created_by_id, created_by_name)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23)
       RETURNING ${ORDER_COLUMNS}`,
      [
        order.companyId,
        number,
        order.status,
        order.vehicleId,
        order.licensePlate,
        order.planId,
        order.workshop,
        order.startDay,
        order.endDay,
        JSON.stringify(order.tasks),
        JSON.stringify(order.parts),
        order.labourCost,
        order.partsCost,
        order.totalCost,
        order.notes,
        order.odometerKm,
        order.engineHours,
        order.startedAt,
        order.completedAt,
        order.createdAt,
        order.updatedAt,
        order.createdById,
        order.createdByName,
      ],
    );
    if (!row) throw new Error('work order insert returned nothing');
    return orderOf(row);
  }

  async updateOrder(tx: SqlExecutor, order: WorkOrderRow): Promise<void> {
    await tx.query(
      `UPDATE maintenance_work_orders SET status = $3, plan_id = $4, workshop = $5, start_day = $6,
         end_day = $7, tasks = $8, parts = $9, labour_cost = $10, parts_cost = $11,
         total_cost = $12, notes = $13, odometer_km = $14, engine_hours = $15, started_at = $16,
         completed_at = $17, updated_at = $18
       WHERE company_id = $1 AND id = $2`,
      [
        order.companyId,
        order.id,
        order.status,
        order.planId,
        order.workshop,
        order.startDay,
        order.endDay,
        JSON.stringify(order.tasks),
        JSON.stringify(order.parts),
        order.labourCost,
        order.partsCost,
        order.totalCost,
        order.notes,
        order.odometerKm,
        order.engineHours,
        order.startedAt,
        order.completedAt,
        order.updatedAt,
      ],
    );
  }

  /** Serializes the writes of one company's work orders (the overlap check, the numbers). */
  transaction<T>(companyId: number, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [29_029, companyId]);
      return work(tx);
    });
  }

  // ---- photos ------------------------------------------------------------------------------

  async photos(companyId: number, orderIds: readonly number[]): Promise<PhotoRow[]> {
    if (orderIds.length === 0) return [];
    const rows = await this.db.query<Db>(
      `SELECT * FROM maintenance_photos WHERE company_id = $1 AND work_order_id = ANY($2::integer[])
        ORDER BY id`,
      [companyId, [...orderIds]],
    );
    return rows.map((row) => ({
      id: num(row.id),
      workOrderId: num(row.work_order_id),
      file: String(row.file),
      fileName: String(row.file_name),
      contentType: String(row.content_type),
      sizeBytes: num(row.size_bytes),
      uploadedAt: num(row.uploaded_at),
    }));
  }

  async insertPhoto(companyId: number, photo: Omit<PhotoRow, 'id'>): Promise<void> {
    await this.db.query(
      `INSERT INTO maintenance_photos (company_id, work_order_id, file, file_name, content_type,
         size_bytes, uploaded_at) VALUES ($1,$2,$3,$4,$5,$6,$7)`,
      [
        companyId,
        photo.workOrderId,
        photo.file,
        photo.fileName,
        photo.contentType,
        photo.sizeBytes,
        photo.uploadedAt,
      ],
    );
  }

  // ---- meters, baselines, alerts ------------------------------------------------------------

  async meters(): Promise<StoredMeter[]> {
    const rows = await this.db.query<Db>('SELECT * FROM maintenance_meters');
    return rows.map((row) => ({
      companyId: num(row.company_id),
      vehicleId: num(row.vehicle_id),
      odometerKm: num(row.odometer_km),
      engineHours: num(row.engine_hours),
      readAt: num(row.read_at),
    }));
  }

  async saveMeters(rows: readonly StoredMeter[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      await this.db.query(
        `INSERT INTO maintenance_meters (company_id, vehicle_id, odometer_km, engine_hours, read_at)
         SELECT * FROM unnest($1::integer[], $2::integer[], $3::float8[], $4::float8[], $5::bigint[])
         ON CONFLICT (company_id, vehicle_id) DO UPDATE SET odometer_km = excluded.odometer_km,
           engine_hours = excluded.engine_hours, read_at = excluded.read_at`,
        [
          chunk.map((r) => r.companyId),
          chunk.map((r) => r.vehicleId),
          chunk.map((r) => r.odometerKm),
          chunk.map((r) => r.engineHours),
          chunk.map((r) => r.readAt),
        ],
      );
    }
  }

  async baselines(companyId: number): Promise<BaselineRow[]> {
    const rows = await this.db.query<Db>(
      'SELECT * FROM maintenance_baselines WHERE company_id = $1',
      [companyId],
    );
    return rows.map((row) => ({
      planId: num(row.plan_id),
      vehicleId: num(row.vehicle_id),
      day: String(row.day),
      odometerKm: numOrNull(row.odometer_km),
      engineHours: numOrNull(row.engine_hours),
    }));
  }

  /** MNT-2: where counting starts; `keep` leaves an existing one (a first reading). */
  async setBaselines(
    companyId: number,
    rows: readonly (BaselineRow & { workOrderId: number | null })[],
    keep: boolean,
    tx: SqlExecutor = this.db,
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO maintenance_baselines (company_id, plan_id, vehicle_id, day, odometer_km,
         engine_hours, work_order_id)
       SELECT $1, * FROM unnest($2::integer[], $3::integer[], $4::text[], $5::float8[],
         $6::float8[], $7::integer[])
       ON CONFLICT (company_id, plan_id, vehicle_id) DO ${
         keep
           ? 'NOTHING'
           : `UPDATE SET day = excluded.day, odometer_km = excluded.odometer_km,
         engine_hours = excluded.engine_hours, work_order_id = excluded.work_order_id`
       }`,
      [
        companyId,
        rows.map((r) => r.planId),
        rows.map((r) => r.vehicleId),
        rows.map((r) => r.day),
        rows.map((r) => r.odometerKm),
        rows.map((r) => r.engineHours),
        rows.map((r) => r.workOrderId),
      ],
    );
  }

  /** MNT-13: records the alerts; answers the ones that were not raised before. */
  async markAlerted(
    companyId: number,
    rows: readonly {
      planId: number;
      vehicleId: number;
      measure: string;
      state: string;
      duePoint: string;
    }[],
    at: number,
  ): Promise<typeof rows> {
    if (rows.length === 0) return [];
    const inserted = await this.db.query<Db>(
      `INSERT INTO maintenance_due_alerts (company_id, plan_id, vehicle_id, measure, state,
         due_point, raised_at)
       SELECT $1, *, $7::bigint FROM unnest($2::integer[], $3::integer[], $4::text[], $5::text[], $6::text[])
       ON CONFLICT DO NOTHING RETURNING plan_id, vehicle_id, measure, state, due_point`,
      [
        companyId,
        rows.map((r) => r.planId),
        rows.map((r) => r.vehicleId),
        rows.map((r) => r.measure),
        rows.map((r) => r.state),
        rows.map((r) => r.duePoint),
        at,
      ],
    );
    return inserted.map((row) => ({
      planId: num(row.plan_id),
      vehicleId: num(row.vehicle_id),
      measure: String(row.measure),
      state: String(row.state),
      duePoint: String(row.due_point),
    }));
  }
}
