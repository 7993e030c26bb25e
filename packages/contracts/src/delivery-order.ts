import Type, { type Static } from 'typebox';

/**
 * Delivery orders of the order service, list item shape exactly as spec 03 section 3.1.
 * Route optimization lists only CONFIRMED and RESCHEDULED orders without a vendor (section 7.1).
 */
export const DELIVERY_ORDER_STATUSES = [
  'DRAFT',
  'CONFIRMED',
  'RESCHEDULED',
  'ON_DELIVERY',
  'DELIVERED',
  'CANCELLED',
] as const;
export type DeliveryOrderStatusName = (typeof DELIVERY_ORDER_STATUSES)[number];

export const DeliveryOrderStatusNameSchema = Type.Union([
  Type.Literal('DRAFT'),
  Type.Literal('CONFIRMED'),
  Type.Literal('RESCHEDULED'),
  Type.Literal('ON_DELIVERY'),
  Type.Literal('DELIVERED'),
  Type.Literal('CANCELLED'),
]);

/** Dot colour of each status in the delivery table. */
export const DELIVERY_ORDER_STATUS_COLORS: Record<DeliveryOrderStatusName, string> = {
  DRAFT: '#9E9E9E',
  CONFIRMED: '#1E88E5',
  RESCHEDULED: '#FB8C00',
  ON_DELIVERY: '#8E24AA',
  DELIVERED: '#43A047',
  CANCELLED: '#E53935',
};

/** The statuses route optimization may plan (spec 03 section 4). */
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
