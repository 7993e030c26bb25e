import Type, { type Static } from 'typebox';
import {
  CALENDAR_DAY_PATTERN,
  DeliveryOrderStatusNameSchema,
} from '../delivery-orders/delivery-order';
import { IdSchema } from '../shared/list-query';
import type { ListDeclaration } from '../shared/list-fields';
import { SALES_ORDER_LIMITS as L } from './limits';

/** docs/rules/sales-orders.md: a customer's order of goods, delivered on one or more days. */
export const SalesOrderStatusSchema = Type.Union([
  Type.Literal('DRAFT'),
  Type.Literal('CONFIRMED'),
  Type.Literal('IN_DELIVERY'),
  Type.Literal('DELIVERED'),
  Type.Literal('CANCELLED'),
]);

const Day = Type.String({ pattern: CALENDAR_DAY_PATTERN, maxLength: 10 });
const Rupiah = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** SO-1: one line as a user types it. */
export const SalesOrderItemInputSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: L.maxName, pattern: '\\S' }),
    quantity: Type.Integer({ minimum: 1, maximum: L.maxQuantity }),
    unit: Type.String({ minLength: 1, maxLength: L.maxUnit, pattern: '\\S' }),
    /** Rupiah per unit, a whole number. */
    unit_price: Type.Integer({ minimum: 0, maximum: L.maxUnitPrice }),
    /** Kilograms, the whole line. */
    weight: Type.Number({ minimum: 0, maximum: L.maxLoad }),
    /** Cubic metres, the whole line. */
    volume: Type.Number({ minimum: 0, maximum: L.maxLoad }),
    /** SO-1: the day the customer wants this line, `YYYY-MM-DD`. */
    delivery_date: Day,
  },
  { additionalProperties: false },
);
export type SalesOrderItemInput = Static<typeof SalesOrderItemInputSchema>;

export const SalesOrderItemSchema = Type.Object({
  ...SalesOrderItemInputSchema.properties,
  /** quantity × unit_price. */
  amount: Rupiah,
});
export type SalesOrderItem = Static<typeof SalesOrderItemSchema>;

export const SalesOrderDeliverySchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  status: DeliveryOrderStatusNameSchema,
  planned_date: Type.Union([Type.String(), Type.Null()]),
});
export type SalesOrderDelivery = Static<typeof SalesOrderDeliverySchema>;

export const SalesOrderSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  status: SalesOrderStatusSchema,
  customer: Type.Object({ id: Type.Integer(), name: Type.String() }),
  origin_address: Type.Object({ id: Type.Integer(), name: Type.String() }),
  destination_address: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    city: Type.String(),
  }),
  customer_reference: Type.String(),
  items: Type.Array(SalesOrderItemSchema),
  /** SO-1: the distinct days of the lines, earliest first. */
  delivery_dates: Type.Array(Type.String()),
  subtotal: Rupiah,
  total_weight: Type.Number({ minimum: 0 }),
  total_volume: Type.Number({ minimum: 0 }),
  notes: Type.String(),
  cancel_reason: Type.Union([Type.String(), Type.Null()]),
  created_by: Type.String(),
  created_on: Type.String({ format: 'date-time' }),
  updated_on: Type.String({ format: 'date-time' }),
  /** SO-5: one per requested day once confirmed. */
  delivery_orders: Type.Array(SalesOrderDeliverySchema),
  allowed_actions: Type.Array(
    Type.Union([Type.Literal('edit'), Type.Literal('confirm'), Type.Literal('cancel')]),
  ),
});
export type SalesOrder = Static<typeof SalesOrderSchema>;

/** SO-9. */
export const salesOrderList = {
  resource: 'sales-order',
  fields: {
    id: { type: 'number' },
    number: { type: 'string' },
    status: { type: 'string' },
    'customer.id': { type: 'number' },
    'customer.name': { type: 'string' },
    customer_reference: { type: 'string' },
    subtotal: { type: 'number' },
    delivery_dates: { type: 'date' },
    created_on: { type: 'date' },
    updated_on: { type: 'date' },
  },
  searchFields: ['number', 'customer.name', 'customer_reference'],
  defaultSort: [{ field: 'id', order: 'desc' }],
} as const satisfies ListDeclaration;
export type SalesOrderListField = keyof typeof salesOrderList.fields;

const Notes = Type.String({ maxLength: L.maxNotes });
const Reference = Type.String({ maxLength: L.maxReference });
const Items = Type.Array(SalesOrderItemInputSchema, { maxItems: L.maxItems });

export const CreateSalesOrderRequestSchema = Type.Object(
  {
    customer_id: IdSchema,
    origin_address_id: IdSchema,
    destination_address_id: IdSchema,
    customer_reference: Type.Optional(Reference),
    items: Items,
    notes: Type.Optional(Notes),
  },
  { additionalProperties: false },
);
export type CreateSalesOrderRequest = Static<typeof CreateSalesOrderRequestSchema>;

export const UpdateSalesOrderRequestSchema = Type.Object(
  {
    customer_id: Type.Optional(IdSchema),
    origin_address_id: Type.Optional(IdSchema),
    destination_address_id: Type.Optional(IdSchema),
    customer_reference: Type.Optional(Reference),
    items: Type.Optional(Items),
    notes: Type.Optional(Notes),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateSalesOrderRequest = Static<typeof UpdateSalesOrderRequestSchema>;

export const CancelSalesOrderRequestSchema = Type.Object(
  { reason: Type.String({ minLength: L.reasonMin, maxLength: L.reasonMax, pattern: '\\S' }) },
  { additionalProperties: false },
);
export type CancelSalesOrderRequest = Static<typeof CancelSalesOrderRequestSchema>;
