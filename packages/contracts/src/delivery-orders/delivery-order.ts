import Type, { type Static } from 'typebox';
import { FleetTaskStatusSchema, FleetTaskStopSchema } from '../fleet-tasks/fleet-task';

/**
 * Delivery orders of the order service, list item shape exactly as docs/rules/route-optimization.md
 * §3.1. Route optimization lists only CONFIRMED and RESCHEDULED orders without a vendor (section
 * 7.1).
 */
export { DELIVERY_ORDER_STATUSES } from '../shared/values';
export type { DeliveryOrderStatusName } from '../shared/values';

export const DeliveryOrderStatusNameSchema = Type.Union([
  Type.Literal('DRAFT'),
  Type.Literal('CONFIRMED'),
  Type.Literal('RESCHEDULED'),
  Type.Literal('PLANNED'),
  Type.Literal('ON_DELIVERY'),
  Type.Literal('DELIVERED'),
  Type.Literal('FAILED'),
  Type.Literal('CANCELLED'),
]);

export { DELIVERY_ORDER_STATUS_COLORS } from '../shared/values';

/** The statuses route optimization may plan (docs/rules/route-optimization.md §4). */
export const ROUTABLE_DELIVERY_ORDER_STATUSES = ['CONFIRMED', 'RESCHEDULED'] as const;

export const DeliveryOrderSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** e.g. DO/ALN/2611/00042 */
  number: Type.String(),
  status: Type.Object({ name: DeliveryOrderStatusNameSchema, color: Type.String() }),
  origin_address: Type.Object({ name: Type.String(), id: Type.Integer() }),
  destination_address: Type.Object({
    name: Type.String(),
    id: Type.Integer(),
    city: Type.String(),
    province: Type.String(),
  }),
  /** ISO datetime with the +07:00 offset (WIB). */
  created_on: Type.String({ format: 'date-time' }),
  /** Name of the user who created the order. */
  created_by: Type.String(),
  shipped_customer: Type.Object({ name: Type.String(), id: Type.Integer() }),
  billed_customer: Type.Object({ name: Type.String() }),
  marketing_user: Type.Object({ name: Type.String() }),
  /** Kilograms. */
  load_weight: Type.Number({ minimum: 0 }),
  /** Cubic metres. */
  load_volume: Type.Number({ minimum: 0 }),
  /** A third-party transporter; null when the company ships it with its own fleet. */
  vendor: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
});
export type DeliveryOrder = Static<typeof DeliveryOrderSchema>;

/** `HH:MM`, 00:00 to 23:59 (DLV-20). */
export const CLOCK_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** A calendar day `YYYY-MM-DD` in the company's zone (DLV-20). */
export const CALENDAR_DAY_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';

/** Numbers of the delivery-order forms and routes, named once. */
export const DELIVERY_ORDER_LIMITS = {
  maxItems: 200,
  maxNotes: 1000,
  reasonMin: 3,
  reasonMax: 500,
  maxName: 200,
  maxLoad: 1_000_000,
} as const;

const L = DELIVERY_ORDER_LIMITS;

export const DeliveryTimeWindowSchema = Type.Object(
  {
    start: Type.String({ pattern: CLOCK_TIME_PATTERN }),
    end: Type.String({ pattern: CLOCK_TIME_PATTERN }),
  },
  { additionalProperties: false },
);
export type DeliveryTimeWindow = Static<typeof DeliveryTimeWindowSchema>;

/** One line of an order: what goes in the truck. Weight and volume are the line's totals. */
export const DeliveryOrderItemSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: L.maxName }),
    quantity: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    unit: Type.String({ minLength: 1, maxLength: 20 }),
    /** Kilograms, the whole line. */
    weight: Type.Number({ minimum: 0, maximum: L.maxLoad }),
    /** Cubic metres, the whole line. */
    volume: Type.Number({ minimum: 0, maximum: L.maxLoad }),
  },
  { additionalProperties: false },
);
export type DeliveryOrderItem = Static<typeof DeliveryOrderItemSchema>;

/** The list row of `/delivery/` (DLV-16): the §3.1 item plus the date, run and vehicle. */
export const DeliveryOrderListItemSchema = Type.Object({
  ...DeliveryOrderSchema.properties,
  /** The day it should arrive, `YYYY-MM-DD`; null when not set. */
  planned_date: Type.Union([Type.String({ pattern: CALENDAR_DAY_PATTERN }), Type.Null()]),
  run: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
  /** DLV-40: the vehicle with its plate (null plate: a vehicle no longer in the fleet). */
  vehicle: Type.Union([
    Type.Object({ id: Type.Integer(), license_plate: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
});
export type DeliveryOrderListItem = Static<typeof DeliveryOrderListItemSchema>;

export const DeliveryOrderEventSchema = Type.Object({
  id: Type.Integer(),
  /** Null on the creation event. */
  from: Type.Union([DeliveryOrderStatusNameSchema, Type.Null()]),
  to: DeliveryOrderStatusNameSchema,
  /** Who moved it: a user's name, or the module that did ("route optimization"). */
  actor: Type.String(),
  at: Type.String({ format: 'date-time' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  run_id: Type.Union([Type.Integer(), Type.Null()]),
  fleet_task_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type DeliveryOrderEvent = Static<typeof DeliveryOrderEventSchema>;

const PointSchema = Type.Union([
  Type.Object({ latitude: Type.Number(), longitude: Type.Number() }),
  Type.Null(),
]);

/**
 * DLV-40: the fleet task stop that carries the order: the task, the stop's status, live estimate,
 * times and proof of delivery, and where the vehicle is while the stop is still ahead.
 */
export const DeliveryOrderStopSchema = Type.Object({
  task: Type.Object({
    id: Type.Integer(),
    number: Type.String(),
    status: FleetTaskStatusSchema,
  }),
  stop: Type.Pick(FleetTaskStopSchema, [
    'id',
    'sequence',
    'status',
    'window_end_on',
    'planned_arrival_on',
    'eta_on',
    'arrived_on',
    'departed_on',
    'reason',
    'proof',
  ]),
  vehicle_position: Type.Union([
    Type.Object({
      latitude: Type.Number(),
      longitude: Type.Number(),
      heading: Type.Number(),
      reported_on: Type.String({ format: 'date-time' }),
    }),
    Type.Null(),
  ]),
});
export type DeliveryOrderStop = Static<typeof DeliveryOrderStopSchema>;

/** `GET …/delivery-order/:id` (DLV-17). */
export const DeliveryOrderDetailSchema = Type.Object({
  ...DeliveryOrderListItemSchema.properties,
  items: Type.Array(DeliveryOrderItemSchema),
  time_window: Type.Union([DeliveryTimeWindowSchema, Type.Null()]),
  notes: Type.String(),
  fleet_task: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
  /** DLV-40: the stop on the fleet task, once the order is on one. */
  delivery_stop: Type.Union([DeliveryOrderStopSchema, Type.Null()]),
  /** Coordinates of the two addresses, for the map; null when an address has none. */
  origin_point: PointSchema,
  destination_point: PointSchema,
  timeline: Type.Array(DeliveryOrderEventSchema),
  allowed_actions: Type.Array(
    Type.Union([
      Type.Literal('edit'),
      Type.Literal('confirm'),
      Type.Literal('reschedule'),
      Type.Literal('cancel'),
    ]),
  ),
});
export type DeliveryOrderDetail = Static<typeof DeliveryOrderDetailSchema>;

const orderFields = {
  shipped_customer_id: Type.Integer({ minimum: 1 }),
  /** The customer who pays; the shipped customer when left out. */
  billed_customer_name: Type.String({ minLength: 1, maxLength: L.maxName }),
  origin_address_id: Type.Integer({ minimum: 1 }),
  destination_address_id: Type.Integer({ minimum: 1 }),
  planned_date: Type.Union([Type.String({ pattern: CALENDAR_DAY_PATTERN }), Type.Null()]),
  time_window: Type.Union([DeliveryTimeWindowSchema, Type.Null()]),
  items: Type.Array(DeliveryOrderItemSchema, { maxItems: L.maxItems }),
  /** Used when there are no items; with items the sums of the lines count (DLV-18). */
  load_weight: Type.Number({ minimum: 0, maximum: L.maxLoad }),
  load_volume: Type.Number({ minimum: 0, maximum: L.maxLoad }),
  notes: Type.String({ maxLength: L.maxNotes }),
};

export const CreateDeliveryOrderRequestSchema = Type.Object(
  {
    shipped_customer_id: orderFields.shipped_customer_id,
    billed_customer_name: Type.Optional(orderFields.billed_customer_name),
    origin_address_id: orderFields.origin_address_id,
    destination_address_id: orderFields.destination_address_id,
    planned_date: Type.Optional(orderFields.planned_date),
    time_window: Type.Optional(orderFields.time_window),
    items: Type.Optional(orderFields.items),
    load_weight: Type.Optional(orderFields.load_weight),
    load_volume: Type.Optional(orderFields.load_volume),
    notes: Type.Optional(orderFields.notes),
    /** Create it CONFIRMED instead of DRAFT. */
    confirm: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateDeliveryOrderRequest = Static<typeof CreateDeliveryOrderRequestSchema>;

export const UpdateDeliveryOrderRequestSchema = Type.Object(
  {
    shipped_customer_id: Type.Optional(orderFields.shipped_customer_id),
    billed_customer_name: Type.Optional(orderFields.billed_customer_name),
    origin_address_id: Type.Optional(orderFields.origin_address_id),
    destination_address_id: Type.Optional(orderFields.destination_address_id),
    planned_date: Type.Optional(orderFields.planned_date),
    time_window: Type.Optional(orderFields.time_window),
    items: Type.Optional(orderFields.items),
    load_weight: Type.Optional(orderFields.load_weight),
    load_volume: Type.Optional(orderFields.load_volume),
    notes: Type.Optional(orderFields.notes),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateDeliveryOrderRequest = Static<typeof UpdateDeliveryOrderRequestSchema>;

const ReasonSchema = Type.String({ minLength: L.reasonMin, maxLength: L.reasonMax });

export const RescheduleDeliveryOrderRequestSchema = Type.Object(
  {
    planned_date: Type.String({ pattern: CALENDAR_DAY_PATTERN }),
    time_window: Type.Optional(Type.Union([DeliveryTimeWindowSchema, Type.Null()])),
    reason: ReasonSchema,
  },
  { additionalProperties: false },
);
export type RescheduleDeliveryOrderRequest = Static<typeof RescheduleDeliveryOrderRequestSchema>;

export const CancelDeliveryOrderRequestSchema = Type.Object(
  { reason: ReasonSchema },
  { additionalProperties: false },
);
export type CancelDeliveryOrderRequest = Static<typeof CancelDeliveryOrderRequestSchema>;
