import Type, { type Static } from 'typebox';
import {
  CALENDAR_DAY_PATTERN,
  DELIVERY_ORDER_LIMITS,
  DeliveryOrderItemSchema,
  DeliveryTimeWindowSchema,
} from '../delivery-orders/delivery-order';
import type { ListDeclaration } from '../shared/list-fields';

/**
 * Delivery requests: orders a customer or a salesperson asks for, which a dispatcher approves
 * into a delivery order or rejects with a reason (docs/rules/delivery-requests.md).
 */

export const DeliveryRequestStatusNameSchema = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
  Type.Literal('CANCELLED'),
]);

/** Who asked: a customer's contact person, or a salesperson of the company (DREQ-5). */
export const DELIVERY_REQUESTER_TYPES = ['CUSTOMER', 'SALES'] as const;
export type DeliveryRequesterType = (typeof DELIVERY_REQUESTER_TYPES)[number];
export const DeliveryRequesterTypeSchema = Type.Union([
  Type.Literal('CUSTOMER'),
  Type.Literal('SALES'),
]);

/** Numbers of the request forms and routes, named once. */
export const DELIVERY_REQUEST_LIMITS = {
  maxItems: DELIVERY_ORDER_LIMITS.maxItems,
  /**
   * Shorter than an order's notes: the order made on approval carries the request's number
   * before them (DREQ-8) and must stay within `DELIVERY_ORDER_LIMITS.maxNotes`.
   */
  maxNotes: 900,
  maxName: DELIVERY_ORDER_LIMITS.maxName,
  maxPhone: 20,
  maxDestinationText: 300,
  reasonMin: DELIVERY_ORDER_LIMITS.reasonMin,
  reasonMax: DELIVERY_ORDER_LIMITS.reasonMax,
  maxLoad: DELIVERY_ORDER_LIMITS.maxLoad,
} as const;

const L = DELIVERY_REQUEST_LIMITS;

export const DeliveryRequesterSchema = Type.Object({
  type: DeliveryRequesterTypeSchema,
  name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type DeliveryRequester = Static<typeof DeliveryRequesterSchema>;

/** The `/delivery-request/` row (DREQ-12). */
export const DeliveryRequestListItemSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** e.g. DR/ALN/2611/00007 */
  number: Type.String(),
  status: Type.Object({ name: DeliveryRequestStatusNameSchema, color: Type.String() }),
  requester: DeliveryRequesterSchema,
  customer: Type.Object({ id: Type.Integer(), name: Type.String() }),
  origin_address: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** The company's address it goes to; null while only `destination_text` says where. */
  destination_address: Type.Union([
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      city: Type.String(),
      province: Type.String(),
    }),
    Type.Null(),
  ]),
  /** Where the requester said it goes, in their words; null when an address was chosen. */
  destination_text: Type.Union([Type.String(), Type.Null()]),
  /** The day it should arrive, `YYYY-MM-DD`. */
  wanted_date: Type.String({ pattern: CALENDAR_DAY_PATTERN }),
  time_window: Type.Union([DeliveryTimeWindowSchema, Type.Null()]),
  /** Kilograms. */
  load_weight: Type.Number({ minimum: 0 }),
  /** Cubic metres. */
  load_volume: Type.Number({ minimum: 0 }),
  /** ISO datetime with the +07:00 offset (WIB). */
  created_on: Type.String({ format: 'date-time' }),
  created_by: Type.String(),
  /** The delivery order the approval made (DREQ-8); null before. */
  delivery_order: Type.Union([
    Type.Object({ id: Type.Integer(), number: Type.String() }),
    Type.Null(),
  ]),
});
export type DeliveryRequestListItem = Static<typeof DeliveryRequestListItemSchema>;

export const DeliveryRequestEventSchema = Type.Object({
  id: Type.Integer(),
  /** Null on the creation event. */
  from: Type.Union([DeliveryRequestStatusNameSchema, Type.Null()]),
  to: DeliveryRequestStatusNameSchema,
  actor: Type.String(),
  at: Type.String({ format: 'date-time' }),
  reason: Type.Union([Type.String(), Type.Null()]),
  /** The order the approval made, on the approval event. */
  delivery_order_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type DeliveryRequestEvent = Static<typeof DeliveryRequestEventSchema>;

/** `GET …/delivery-request/:id` (DREQ-13). */
export const DeliveryRequestDetailSchema = Type.Object({
  ...DeliveryRequestListItemSchema.properties,
  items: Type.Array(DeliveryOrderItemSchema),
  notes: Type.String(),
  /** Why it was rejected or cancelled; null otherwise. */
  decision_reason: Type.Union([Type.String(), Type.Null()]),
  timeline: Type.Array(DeliveryRequestEventSchema),
  allowed_actions: Type.Array(
    Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('cancel')]),
  ),
});
export type DeliveryRequestDetail = Static<typeof DeliveryRequestDetailSchema>;

const ReasonSchema = Type.String({ minLength: L.reasonMin, maxLength: L.reasonMax });

/** `POST …/delivery-request` (DREQ-14). */
export const CreateDeliveryRequestRequestSchema = Type.Object(
  {
    /** Who asks; the signed-in salesperson when left out. */
    requester: Type.Optional(
      Type.Object(
        {
          type: DeliveryRequesterTypeSchema,
          /** The customer's contact person when left out for a customer. */
          name: Type.Optional(Type.String({ minLength: 1, maxLength: L.maxName })),
          phone: Type.Optional(
            Type.Union([Type.String({ minLength: 1, maxLength: L.maxPhone }), Type.Null()]),
          ),
        },
        { additionalProperties: false },
      ),
    ),
    customer_id: Type.Integer({ minimum: 1 }),
    origin_address_id: Type.Integer({ minimum: 1 }),
    /** One of the two is needed: an address of the company, or words the dispatcher resolves. */
    destination_address_id: Type.Optional(Type.Integer({ minimum: 1 })),
    destination_text: Type.Optional(Type.String({ minLength: 1, maxLength: L.maxDestinationText })),
    wanted_date: Type.String({ pattern: CALENDAR_DAY_PATTERN }),
    time_window: Type.Optional(Type.Union([DeliveryTimeWindowSchema, Type.Null()])),
    items: Type.Optional(Type.Array(DeliveryOrderItemSchema, { maxItems: L.maxItems })),
    /** Used when there are no items; with items the sums of the lines count. */
    load_weight: Type.Optional(Type.Number({ minimum: 0, maximum: L.maxLoad })),
    load_volume: Type.Optional(Type.Number({ minimum: 0, maximum: L.maxLoad })),
    notes: Type.Optional(Type.String({ maxLength: L.maxNotes })),
  },
  { additionalProperties: false },
);
export type CreateDeliveryRequestRequest = Static<typeof CreateDeliveryRequestRequestSchema>;

/** `POST …/:id/approve` (DREQ-8): the order's day and address when the request's are not it. */
export const ApproveDeliveryRequestRequestSchema = Type.Object(
  {
    /** The order's planned day; the wanted day when left out. */
    planned_date: Type.Optional(Type.String({ pattern: CALENDAR_DAY_PATTERN })),
    /** Needed when the request names its destination only in words (DREQ-9). */
    destination_address_id: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type ApproveDeliveryRequestRequest = Static<typeof ApproveDeliveryRequestRequestSchema>;

/** `POST …/:id/reject` (DREQ-10). */
export const RejectDeliveryRequestRequestSchema = Type.Object(
  { reason: ReasonSchema },
  { additionalProperties: false },
);
export type RejectDeliveryRequestRequest = Static<typeof RejectDeliveryRequestRequestSchema>;

/** `POST …/:id/cancel` (DREQ-11): the requester withdraws it; the reason is optional. */
export const CancelDeliveryRequestRequestSchema = Type.Object(
  { reason: Type.Optional(ReasonSchema) },
  { additionalProperties: false },
);
export type CancelDeliveryRequestRequest = Static<typeof CancelDeliveryRequestRequestSchema>;

/** What `/delivery-request/` filters, sorts and searches by (DREQ-12). */
export const deliveryRequestList = {
  resource: 'delivery-request',
  fields: {
    id: { type: 'number' },
    number: { type: 'string' },
    'status.name': { type: 'string' },
    'requester.type': { type: 'string' },
    'requester.name': { type: 'string' },
    'customer.id': { type: 'number' },
    'customer.name': { type: 'string' },
    'origin_address.id': { type: 'number' },
    'destination_address.id': { type: 'number' },
    'destination_address.name': { type: 'string' },
    'destination_address.city': { type: 'string' },
    destination_text: { type: 'string' },
    wanted_date: { type: 'date' },
    created_on: { type: 'date' },
    created_by: { type: 'string' },
    load_weight: { type: 'number' },
    load_volume: { type: 'number' },
    'delivery_order.id': { type: 'number' },
  },
  searchFields: [
    'number',
    'customer.name',
    'requester.name',
    'destination_address.name',
    'destination_address.city',
    'destination_text',
    'created_by',
  ],
  defaultSort: [{ field: 'created_on', order: 'desc' }],
} as const satisfies ListDeclaration;
export type DeliveryRequestListField = keyof typeof deliveryRequestList.fields;
