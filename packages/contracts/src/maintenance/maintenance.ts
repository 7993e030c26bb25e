import Type, { type Static } from 'typebox';
import { IdSchema } from '../shared/list-query';
import { Nullable } from '../shared/nullable';
import {
  DUE_PAGE,
  DUE_STATES,
  MAINTENANCE_LIMITS as L,
  MAINTENANCE_MEASURES,
  WORK_ORDER_PAGE,
  WORK_ORDER_PHOTO,
  WORK_ORDER_STATUSES,
} from './limits';

/**
 * Maintenance (docs/rules/maintenance.md): service plans that fall due by distance, engine
 * hours or months, whichever first; the due list; work orders with tasks, parts, labour and
 * photos. Money is whole Rupiah; days are calendar days on the company's clock.
 */

const DateTime = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date' });
/** Single-line text: no control characters. */
const Text = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
/** Multi-line text: tabs and line breaks allowed, other control characters not. */
const LongText = (maxLength: number) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]*$' });
const Amount = Type.Integer({ minimum: 0, maximum: L.maxAmount });

export const WorkOrderStatusSchema = Type.Enum(WORK_ORDER_STATUSES);
export const DueStateSchema = Type.Enum(DUE_STATES);
export const MaintenanceMeasureSchema = Type.Enum(MAINTENANCE_MEASURES);

const VehicleRef = Type.Object({ id: IdSchema, license_plate: Type.String() });
const VehicleTypeRef = Type.Object({ id: Type.Integer(), type: Type.String() });
const Person = Type.Object({ id: IdSchema, name: Type.String() });

// ---------------------------------------------------------------------------------------------
// Service plans
// ---------------------------------------------------------------------------------------------

const EveryKm = Type.Integer({ minimum: L.minEveryKm, maximum: L.maxEveryKm });
const EveryHours = Type.Integer({ minimum: 1, maximum: L.maxEveryEngineHours });
const EveryMonths = Type.Integer({ minimum: 1, maximum: L.maxEveryMonths });
const Odometer = Type.Number({ minimum: 0, maximum: L.maxOdometerKm });
const EngineHours = Type.Number({ minimum: 0, maximum: L.maxEngineHours });

export const ServicePlanSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    /** MNT-1: one vehicle, or every vehicle of a type. */
    vehicle: Nullable(VehicleRef),
    vehicle_type: Nullable(VehicleTypeRef),
    every_km: Nullable(Type.Integer()),
    every_engine_hours: Nullable(Type.Integer()),
    every_months: Nullable(Type.Integer()),
    /** MNT-2: where counting starts for a vehicle without a finished work order of the plan. */
    start_on: Day,
    active: Type.Boolean(),
    notes: Type.String(),
    /** Vehicles the plan covers now. */
    vehicle_count: Type.Integer({ minimum: 0 }),
    created_on: DateTime,
    updated_on: DateTime,
  },
  { $id: 'ServicePlan' },
);
export type ServicePlan = Static<typeof ServicePlanSchema>;

export const CreateServicePlanRequestSchema = Type.Object(
  {
    name: Text(L.nameMax, 1),
    vehicle_id: Type.Optional(IdSchema),
    vehicle_type_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    every_km: Type.Optional(Nullable(EveryKm)),
    every_engine_hours: Type.Optional(Nullable(EveryHours)),
    every_months: Type.Optional(Nullable(EveryMonths)),
    /** Default today on the company clock. */
    start_on: Type.Optional(Day),
    /** MNT-2: a vehicle plan's last service readings; default the readings now. */
    last_service_odometer_km: Type.Optional(Odometer),
    last_service_engine_hours: Type.Optional(EngineHours),
    active: Type.Optional(Type.Boolean()),
    notes: Type.Optional(LongText(L.notesMax)),
  },
  { $id: 'CreateServicePlanRequest', additionalProperties: false },
);
export type CreateServicePlanRequest = Static<typeof CreateServicePlanRequestSchema>;

export const UpdateServicePlanRequestSchema = Type.Object(
  {
    name: Type.Optional(Text(L.nameMax, 1)),
    every_km: Type.Optional(Nullable(EveryKm)),
    every_engine_hours: Type.Optional(Nullable(EveryHours)),
    every_months: Type.Optional(Nullable(EveryMonths)),
    start_on: Type.Optional(Day),
    active: Type.Optional(Type.Boolean()),
    notes: Type.Optional(LongText(L.notesMax)),
  },
  { $id: 'UpdateServicePlanRequest', additionalProperties: false },
);
export type UpdateServicePlanRequest = Static<typeof UpdateServicePlanRequestSchema>;

export const ServicePlanListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: WORK_ORDER_PAGE.maxLimit })),
    search: Type.Optional(Text(80)),
  },
  { $id: 'ServicePlanListQuery', additionalProperties: false },
);
export type ServicePlanListQuery = Static<typeof ServicePlanListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Work orders
// ---------------------------------------------------------------------------------------------

export const WorkOrderTaskSchema = Type.Object(
  { description: Text(L.taskMax, 1), done: Type.Boolean() },
  { additionalProperties: false },
);
export type WorkOrderTask = Static<typeof WorkOrderTaskSchema>;

export const WorkOrderPartSchema = Type.Object(
  {
    name: Text(L.partNameMax, 1),
    part_number: Type.Optional(Text(L.partNumberMax)),
    quantity: Type.Integer({ minimum: 1, maximum: L.maxQuantity }),
    /** Whole Rupiah. */
    unit_price: Amount,
  },
  { additionalProperties: false },
);
export type WorkOrderPart = Static<typeof WorkOrderPartSchema>;

export const WorkOrderPhotoSchema = Type.Object({
  id: IdSchema,
  content_type: Type.Enum(WORK_ORDER_PHOTO.types),
  size_bytes: Type.Integer({ minimum: 1 }),
  file_name: Type.String(),
  uploaded_on: DateTime,
  /** Where the picture is served (a session is needed). */
  url: Type.String(),
});
export type WorkOrderPhoto = Static<typeof WorkOrderPhotoSchema>;

export const WorkOrderSchema = Type.Object(
  {
    id: IdSchema,
    /** `WO/YYMM/0001`, per company and month of creation. */
    number: Type.String(),
    status: WorkOrderStatusSchema,
    vehicle: VehicleRef,
    plan: Nullable(Type.Object({ id: IdSchema, name: Type.String() })),
    workshop: Type.String(),
    planned_start_on: Day,
    planned_end_on: Day,
    tasks: Type.Array(WorkOrderTaskSchema),
    parts: Type.Array(
      Type.Object({
        name: Type.String(),
        part_number: Type.String(),
        quantity: Type.Integer(),
        unit_price: Type.Integer(),
        /** quantity × unit price. */
        amount: Type.Integer(),
      }),
    ),
    labour_cost: Type.Integer({ minimum: 0 }),
    parts_cost: Type.Integer({ minimum: 0 }),
    /** MNT-6: parts plus labour, whole Rupiah. */
    total_cost: Type.Integer({ minimum: 0 }),
    notes: Type.String(),
    /** MNT-4: the readings when it was finished (null until then, or unknown). */
    odometer_km: Nullable(Type.Number()),
    engine_hours: Nullable(Type.Number()),
    photos: Type.Array(WorkOrderPhotoSchema),
    started_on: Nullable(DateTime),
    completed_on: Nullable(DateTime),
    created_on: DateTime,
    updated_on: DateTime,
    created_by: Nullable(Person),
  },
  { $id: 'WorkOrder' },
);
export type WorkOrder = Static<typeof WorkOrderSchema>;

const TaskList = Type.Array(WorkOrderTaskSchema, { maxItems: L.maxTasks });
const PartList = Type.Array(WorkOrderPartSchema, { maxItems: L.maxParts });

export const CreateWorkOrderRequestSchema = Type.Object(
  {
    vehicle_id: IdSchema,
    plan_id: Type.Optional(Nullable(IdSchema)),
    workshop: Text(L.workshopMax, 1),
    planned_start_on: Day,
    planned_end_on: Day,
    tasks: Type.Optional(TaskList),
    parts: Type.Optional(PartList),
    labour_cost: Type.Optional(Amount),
    notes: Type.Optional(LongText(L.notesMax)),
  },
  { $id: 'CreateWorkOrderRequest', additionalProperties: false },
);
export type CreateWorkOrderRequest = Static<typeof CreateWorkOrderRequestSchema>;

export const UpdateWorkOrderRequestSchema = Type.Object(
  {
    status: Type.Optional(WorkOrderStatusSchema),
    plan_id: Type.Optional(Nullable(IdSchema)),
    workshop: Type.Optional(Text(L.workshopMax, 1)),
    planned_start_on: Type.Optional(Day),
    planned_end_on: Type.Optional(Day),
    tasks: Type.Optional(TaskList),
    parts: Type.Optional(PartList),
    labour_cost: Type.Optional(Amount),
    notes: Type.Optional(LongText(L.notesMax)),
    /** MNT-4: the readings at the end; default the live readings when it becomes DONE. */
    odometer_km: Type.Optional(Odometer),
    engine_hours: Type.Optional(EngineHours),
  },
  { $id: 'UpdateWorkOrderRequest', additionalProperties: false },
);
export type UpdateWorkOrderRequest = Static<typeof UpdateWorkOrderRequestSchema>;

export const WorkOrderListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: WORK_ORDER_PAGE.maxLimit })),
    status: Type.Optional(WorkOrderStatusSchema),
    vehicle_id: Type.Optional(IdSchema),
    /** Number, plate or workshop containing the text. */
    search: Type.Optional(Text(80)),
    /** Work orders whose planned days touch this range. */
    from: Type.Optional(Day),
    until: Type.Optional(Day),
  },
  { $id: 'WorkOrderListQuery', additionalProperties: false },
);
export type WorkOrderListQuery = Static<typeof WorkOrderListQuerySchema>;

/** MNT-11: a photo as base64 (its type comes from its bytes, never from the name). */
export const UploadWorkOrderPhotoRequestSchema = Type.Object(
  {
    file_name: Type.Optional(Text(120)),
    data: Type.String({
      minLength: 1,
      maxLength: Math.ceil(WORK_ORDER_PHOTO.maxBytes / 3) * 4,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      contentEncoding: 'base64',
    }),
  },
  { $id: 'UploadWorkOrderPhotoRequest', additionalProperties: false },
);
export type UploadWorkOrderPhotoRequest = Static<typeof UploadWorkOrderPhotoRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Due list
// ---------------------------------------------------------------------------------------------

/** MNT-3: one measure of a plan for one vehicle. */
export const DueReasonSchema = Type.Object({
  measure: MaintenanceMeasureSchema,
  state: DueStateSchema,
  /** The due point: km, engine hours, or the day (`due_on`). */
  due_at: Nullable(Type.Number()),
  due_on: Nullable(Day),
  /** The reading now (km or hours); null for months. */
  current: Nullable(Type.Number()),
  /** km or hours to go (negative: past it), or days to go for months. */
  remaining: Type.Number(),
});
export type DueReason = Static<typeof DueReasonSchema>;

export const DueItemSchema = Type.Object({
  plan: Type.Object({ id: IdSchema, name: Type.String() }),
  vehicle: VehicleRef,
  state: DueStateSchema,
  /** MNT-3: the measure that decided the state (the first to fall due). */
  reason: DueReasonSchema,
  reasons: Type.Array(DueReasonSchema),
  /** An open or in-progress work order of the plan for the vehicle. */
  work_order: Nullable(
    Type.Object({ id: IdSchema, number: Type.String(), status: WorkOrderStatusSchema }),
  ),
});
export type DueItem = Static<typeof DueItemSchema>;

export const DueListQuerySchema = Type.Object(
  {
    state: Type.Optional(Type.Union([Type.Literal('DUE_SOON'), Type.Literal('OVERDUE')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DUE_PAGE.maxLimit })),
  },
  { $id: 'DueListQuery', additionalProperties: false },
);
export type DueListQuery = Static<typeof DueListQuerySchema>;

export const DueListSchema = Type.Object({
  data: Type.Object({
    at: DateTime,
    overdue_count: Type.Integer({ minimum: 0 }),
    due_soon_count: Type.Integer({ minimum: 0 }),
    total_count: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    items: Type.Array(DueItemSchema),
  }),
});
export type DueList = Static<typeof DueListSchema>;

/** A page of a maintenance list. */
export const MaintenancePageSchema = <T extends Parameters<typeof Type.Array>[0]>(item: T) =>
  Type.Object({
    data: Type.Object({
      items: Type.Array(item),
      total_count: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      total_page: Type.Integer({ minimum: 0 }),
    }),
  });
export interface MaintenancePage<T> {
  data: { items: T[]; total_count: number; page: number; total_page: number };
}
export const WorkOrderPageSchema = MaintenancePageSchema(WorkOrderSchema);
export const ServicePlanPageSchema = MaintenancePageSchema(ServicePlanSchema);
