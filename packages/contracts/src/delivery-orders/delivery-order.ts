import Type, { type Static } from 'typebox';

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
