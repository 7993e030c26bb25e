import Type, { type Static } from 'typebox';
import { PERMISSION_SETS } from '../auth/permissions';
import { CompanyTimeZoneSchema } from '../company/company';
import {
  CALENDAR_DAY_PATTERN,
  CLOCK_TIME_PATTERN,
  DELIVERY_ORDER_LIMITS,
  DeliveryOrderItemSchema,
  DeliveryTimeWindowSchema,
} from '../delivery-orders/delivery-order';
import type { ListDeclaration } from '../shared/list-fields';

/**
 * Delivery schedules: recurring deliveries that make delivery orders ahead of time, and the
 * company's daily auto-plan of tomorrow's orders (docs/rules/delivery-scheduler.md).
 */

/** The numbers of the scheduler, named once (SCH-7, SCH-11, SCH-20). */
export const DELIVERY_SCHEDULE_LIMITS = {
  /** SCH-7: orders exist this many days ahead (tomorrow … today + horizon). */
  horizonDays: 7,
  /** The next delivering days a schedule shows. */
  nextOccurrences: 5,
  /** The occurrences (made orders) a schedule's detail lists, newest first. */
  recentOccurrences: 60,
  /** The auto-plan days the settings list, newest first. */
  recentAutoPlanDays: 14,
  maxName: 120,
  maxItems: DELIVERY_ORDER_LIMITS.maxItems,
  /** Shorter than an order's notes: the order's notes start with the schedule's words (SCH-9). */
  maxNotes: 800,
  maxVehicles: 500,
} as const;

const L = DELIVERY_SCHEDULE_LIMITS;

/** Who may do what (SCH-2): the `/delivery-scheduler/` entry needs the delivery (`tms`) set. */
export const DELIVERY_SCHEDULE_PERMISSIONS = {
  read: [PERMISSION_SETS.tms[0]],
  /** A schedule makes orders: the order create right (DLV-18). */
  change: [PERMISSION_SETS.tms[1]],
  delete: [PERMISSION_SETS.tms[3]],
  /** The auto-plan submits route optimizations in the company's name (PLAN-5). */
  autoPlan: [PERMISSION_SETS.routeOptimization[1]],
} as const satisfies Record<string, readonly string[]>;

const Day = Type.String({ pattern: CALENDAR_DAY_PATTERN });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const WeeklyPatternSchema = Type.Object(
  {
    kind: Type.Literal('WEEKLY'),
    /** ISO weekdays: 1 Monday … 7 Sunday. */
    weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
      minItems: 1,
      maxItems: 7,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

export const MonthlyPatternSchema = Type.Object(
  {
    kind: Type.Literal('MONTHLY'),
    /** Days of the month; one the month lacks falls on its last day (SCH-5). */
    month_days: Type.Array(Type.Integer({ minimum: 1, maximum: 31 }), {
      minItems: 1,
      maxItems: 31,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);

export const SchedulePatternSchema = Type.Union([WeeklyPatternSchema, MonthlyPatternSchema]);

export const DELIVERY_SCHEDULE_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type DeliveryScheduleStatus = (typeof DELIVERY_SCHEDULE_STATUSES)[number];
export const DeliveryScheduleStatusSchema = Type.Union([
  Type.Literal('ACTIVE'),
  Type.Literal('PAUSED'),
]);

export const OccurrenceSchema = Type.Object({
  date: Day,
  /** The national holiday that skips this day (SCH-6); null when it delivers. */
  skipped_for: Type.Union([Type.String(), Type.Null()]),
});

/** The `/delivery-scheduler/` row (SCH-12). */
export const DeliveryScheduleListItemSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  status: DeliveryScheduleStatusSchema,
  customer: Type.Object({ id: Type.Integer(), name: Type.String() }),
  origin_address: Type.Object({ id: Type.Integer(), name: Type.String() }),
  destination_address: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    city: Type.String(),
  }),
  pattern: SchedulePatternSchema,
  time_window: DeliveryTimeWindowSchema,
  from_date: Day,
  until_date: Type.Union([Day, Type.Null()]),
  skip_holidays: Type.Boolean(),
  /** Kilograms and cubic metres of one delivery (the items' sums). */
  load_weight: Type.Number({ minimum: 0 }),
  load_volume: Type.Number({ minimum: 0 }),
  /** The next days it delivers on, from the company's tomorrow (SCH-7); empty when paused. */
  next_dates: Type.Array(Day),
  /** Orders it made so far. */
  order_count: Type.Integer({ minimum: 0 }),
  /** ISO datetime in the company's zone. */
  created_on: Type.String({ format: 'date-time' }),
  created_by: Type.String(),
  updated_on: Type.String({ format: 'date-time' }),
});
export type DeliveryScheduleListItem = Static<typeof DeliveryScheduleListItemSchema>;

export const MadeOccurrenceSchema = Type.Object({
  date: Day,
  /** CREATED: the order exists; FAILED: making it was refused (the message says why). */
  status: Type.Union([Type.Literal('CREATED'), Type.Literal('FAILED'), Type.Literal('CLAIMED')]),
  /** The order it made, with its status now (null: an order no longer found). */
  delivery_order: Type.Union([
    Type.Object({
      id: Type.Integer(),
      number: Type.String(),
      status: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  message: Type.Union([Type.String(), Type.Null()]),
  made_on: Type.String({ format: 'date-time' }),
});
export type MadeOccurrence = Static<typeof MadeOccurrenceSchema>;

/** `GET …/delivery-schedule/:id` (SCH-13). */
export const DeliveryScheduleDetailSchema = Type.Object({
  ...DeliveryScheduleListItemSchema.properties,
  items: Type.Array(DeliveryOrderItemSchema),
  notes: Type.String(),
  /** The next days, skipped holidays included (SCH-6); empty when paused. */
  next_occurrences: Type.Array(OccurrenceSchema),
  /** The days it made an order for (or tried to), newest first. */
  occurrences: Type.Array(MadeOccurrenceSchema),
  /** The company's zone its days are counted in (SCH-4). */
  time_zone: CompanyTimeZoneSchema,
});
export type DeliveryScheduleDetail = Static<typeof DeliveryScheduleDetailSchema>;

const scheduleFields = {
  name: Type.String({ minLength: 1, maxLength: L.maxName }),
  customer_id: Id,
  origin_address_id: Id,
  destination_address_id: Id,
  items: Type.Array(DeliveryOrderItemSchema, { minItems: 1, maxItems: L.maxItems }),
  pattern: SchedulePatternSchema,
  time_window: DeliveryTimeWindowSchema,
  from_date: Day,
  until_date: Type.Union([Day, Type.Null()]),
  skip_holidays: Type.Boolean(),
  notes: Type.String({ maxLength: L.maxNotes }),
};

/** `POST …/delivery-schedule` (SCH-9). */
export const CreateDeliveryScheduleRequestSchema = Type.Object(
  {
    /** The customer's name when left out. */
    name: Type.Optional(scheduleFields.name),
    customer_id: scheduleFields.customer_id,
    origin_address_id: scheduleFields.origin_address_id,
    destination_address_id: scheduleFields.destination_address_id,
    items: scheduleFields.items,
    pattern: scheduleFields.pattern,
    time_window: scheduleFields.time_window,
    from_date: scheduleFields.from_date,
    until_date: Type.Optional(scheduleFields.until_date),
    skip_holidays: Type.Optional(scheduleFields.skip_holidays),
    notes: Type.Optional(scheduleFields.notes),
  },
  { additionalProperties: false },
);
export type CreateDeliveryScheduleRequest = Static<typeof CreateDeliveryScheduleRequestSchema>;

/** `PUT …/delivery-schedule/:id` (SCH-10): any of the fields. */
export const UpdateDeliveryScheduleRequestSchema = Type.Object(
  {
    name: Type.Optional(scheduleFields.name),
    customer_id: Type.Optional(scheduleFields.customer_id),
    origin_address_id: Type.Optional(scheduleFields.origin_address_id),
    destination_address_id: Type.Optional(scheduleFields.destination_address_id),
    items: Type.Optional(scheduleFields.items),
    pattern: Type.Optional(scheduleFields.pattern),
    time_window: Type.Optional(scheduleFields.time_window),
    from_date: Type.Optional(scheduleFields.from_date),
    until_date: Type.Optional(scheduleFields.until_date),
    skip_holidays: Type.Optional(scheduleFields.skip_holidays),
    notes: Type.Optional(scheduleFields.notes),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateDeliveryScheduleRequest = Static<typeof UpdateDeliveryScheduleRequestSchema>;

export const DeleteDeliveryScheduleResponseSchema = Type.Object({
  data: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
});

/** What `/delivery-scheduler/` filters, sorts and searches by (SCH-12). */
export const deliveryScheduleList = {
  resource: 'delivery-schedule',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    status: { type: 'string' },
    'customer.id': { type: 'number' },
    'customer.name': { type: 'string' },
    'destination_address.name': { type: 'string' },
    'destination_address.city': { type: 'string' },
    'pattern.kind': { type: 'string' },
    from_date: { type: 'date' },
    until_date: { type: 'date' },
    order_count: { type: 'number' },
    created_on: { type: 'date' },
    updated_on: { type: 'date' },
  },
  searchFields: ['name', 'customer.name', 'destination_address.name', 'destination_address.city'],
  defaultSort: [{ field: 'created_on', order: 'desc' }],
} as const satisfies ListDeclaration;
export type DeliveryScheduleListField = keyof typeof deliveryScheduleList.fields;

// ---- the daily auto-plan (SCH-14 … SCH-20) ---------------------------------------------------

/** After planning: leave the run SOLVED for a dispatcher, or make its fleet tasks at once. */
export const AUTO_PLAN_THEN = ['LEAVE_RUN', 'CREATE_TASKS'] as const;
export type AutoPlanThen = (typeof AUTO_PLAN_THEN)[number];
export const AutoPlanThenSchema = Type.Union([
  Type.Literal('LEAVE_RUN'),
  Type.Literal('CREATE_TASKS'),
]);

/** SCH-17: what became of one day's auto-plan. */
export const AUTO_PLAN_DAY_STATUSES = [
  'RUNNING',
  'PLANNED',
  'NOTHING_TO_PLAN',
  'TASKS_CREATED',
  'FAILED',
] as const;
export type AutoPlanDayStatus = (typeof AUTO_PLAN_DAY_STATUSES)[number];

export const AutoPlanDaySchema = Type.Object({
  /** The delivery day planned (the day after the pass). */
  day: Day,
  status: Type.Union([
    Type.Literal('RUNNING'),
    Type.Literal('PLANNED'),
    Type.Literal('NOTHING_TO_PLAN'),
    Type.Literal('TASKS_CREATED'),
    Type.Literal('FAILED'),
  ]),
  run: Type.Union([Type.Object({ id: Type.Integer(), number: Type.String() }), Type.Null()]),
  order_count: Type.Integer({ minimum: 0 }),
  message: Type.Union([Type.String(), Type.Null()]),
  /** When the pass claimed the day. */
  claimed_on: Type.String({ format: 'date-time' }),
});
export type AutoPlanDay = Static<typeof AutoPlanDaySchema>;

export const AutoPlanSettingsSchema = Type.Object({
  enabled: Type.Boolean(),
  /** The hour on the company's clock from which tomorrow is planned (SCH-15). */
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  /** The warehouse the planned orders leave from (a run has one origin, PLAN-5). */
  origin_address: Type.Union([
    Type.Object({ id: Type.Integer(), name: Type.String() }),
    Type.Null(),
  ]),
  vehicle_ids: Type.Array(Type.Integer({ minimum: 1 })),
  /** The vehicles' departure on the planned day, company clock. */
  departure_time: Type.String({ pattern: CLOCK_TIME_PATTERN }),
  then: AutoPlanThenSchema,
  time_zone: CompanyTimeZoneSchema,
  updated_on: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  updated_by: Type.Union([Type.String(), Type.Null()]),
  /** The last days planned, newest first. */
  days: Type.Array(AutoPlanDaySchema),
});
export type AutoPlanSettings = Static<typeof AutoPlanSettingsSchema>;

/** `PUT …/delivery-auto-plan` (SCH-14): the whole setting. */
export const UpdateAutoPlanSettingsRequestSchema = Type.Object(
  {
    enabled: Type.Boolean(),
    hour: Type.Integer({ minimum: 0, maximum: 23 }),
    origin_address_id: Type.Union([Id, Type.Null()]),
    vehicle_ids: Type.Array(Id, { maxItems: L.maxVehicles, uniqueItems: true }),
    departure_time: Type.String({ pattern: CLOCK_TIME_PATTERN }),
    then: AutoPlanThenSchema,
  },
  { additionalProperties: false },
);
export type UpdateAutoPlanSettingsRequest = Static<typeof UpdateAutoPlanSettingsRequestSchema>;

/** What one scheduler pass of this process did (the simulator control, SCH-21). */
export const SchedulerPassResultSchema = Type.Object({
  data: Type.Object({
    /** Orders this process made in the pass. */
    orders_made: Type.Integer({ minimum: 0 }),
    /** `companyId:day` of each auto-plan day this process claimed in the pass. */
    days_claimed: Type.Array(Type.String()),
  }),
});
export type SchedulerPassResult = Static<typeof SchedulerPassResultSchema>;
