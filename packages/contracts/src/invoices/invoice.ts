import Type, { type Static } from 'typebox';
import { CALENDAR_DAY_PATTERN } from '../delivery-orders/delivery-order';
import { IdSchema } from '../shared/list-query';
import type { ListDeclaration } from '../shared/list-fields';
import { INVOICE_LIMITS as L } from './limits';

/** docs/rules/invoices.md. Money is whole Rupiah. */
const Rupiah = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Day = Type.String({ pattern: CALENDAR_DAY_PATTERN, maxLength: 10 });
const Ref = Type.Object({ id: Type.Integer(), number: Type.String() });
const NullableRef = Type.Union([Ref, Type.Null()]);
const Reason = Type.String({ minLength: L.reasonMin, maxLength: L.reasonMax, pattern: '\\S' });

export const InvoiceStatusSchema = Type.Union([Type.Literal('ISSUED'), Type.Literal('CANCELLED')]);
export const InvoicePaymentStatusSchema = Type.Union([
  Type.Literal('UNPAID'),
  Type.Literal('PARTLY_PAID'),
  Type.Literal('PAID'),
  Type.Literal('OVERDUE'),
]);
export const InvoicePaymentMethodSchema = Type.Union([
  Type.Literal('TRANSFER'),
  Type.Literal('CASH'),
  Type.Literal('GIRO'),
  Type.Literal('OTHER'),
]);

export const InvoiceLineSchema = Type.Object({
  description: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  unit: Type.String(),
  unit_price: Rupiah,
  /** quantity × unit_price. */
  amount: Rupiah,
  delivery_order: NullableRef,
  sales_order: NullableRef,
});
export type InvoiceLine = Static<typeof InvoiceLineSchema>;

export const InvoicePaymentSchema = Type.Object({
  id: Type.Integer(),
  amount: Rupiah,
  paid_on: Type.String(),
  method: InvoicePaymentMethodSchema,
  reference: Type.String(),
  recorded_by: Type.String(),
  recorded_on: Type.String({ format: 'date-time' }),
});
export type InvoicePayment = Static<typeof InvoicePaymentSchema>;

export const InvoiceSchema = Type.Object({
  id: Type.Integer(),
  /** INV-3: `INV/2026/000123`, without gaps per company and year. */
  number: Type.String(),
  status: InvoiceStatusSchema,
  /** INV-8; null for a cancelled invoice. */
  payment_status: Type.Union([InvoicePaymentStatusSchema, Type.Null()]),
  customer: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    npwp: Type.Union([Type.String(), Type.Null()]),
    address: Type.Union([Type.String(), Type.Null()]),
  }),
  issue_date: Type.String(),
  due_date: Type.String(),
  payment_terms_days: Type.Integer({ minimum: 0 }),
  lines: Type.Array(InvoiceLineSchema),
  subtotal: Rupiah,
  /** INV-5: basis points (1100 = 11 %), the company's rate when the invoice was issued. */
  ppn_rate_bp: Type.Integer({ minimum: 0 }),
  ppn: Rupiah,
  total: Rupiah,
  paid_amount: Rupiah,
  outstanding: Rupiah,
  payments: Type.Array(InvoicePaymentSchema),
  sales_order: NullableRef,
  delivery_orders: Type.Array(Ref),
  /** INV-10: the cancelled invoice this one replaces. */
  replaces: NullableRef,
  /** INV-10: the invoice that replaced this cancelled one. */
  replaced_by: NullableRef,
  cancel_reason: Type.Union([Type.String(), Type.Null()]),
  cancelled_on: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  notes: Type.String(),
  created_by: Type.String(),
  created_on: Type.String({ format: 'date-time' }),
  allowed_actions: Type.Array(
    Type.Union([Type.Literal('pay'), Type.Literal('cancel'), Type.Literal('replace')]),
  ),
});
export type Invoice = Static<typeof InvoiceSchema>;

/** INV-12. */
export const invoiceList = {
  resource: 'invoice',
  fields: {
    id: { type: 'number' },
    number: { type: 'string' },
    status: { type: 'string' },
    payment_status: { type: 'string' },
    'customer.id': { type: 'number' },
    'customer.name': { type: 'string' },
    'sales_order.number': { type: 'string' },
    'delivery_orders.number': { type: 'string' },
    issue_date: { type: 'date' },
    due_date: { type: 'date' },
    total: { type: 'number' },
    outstanding: { type: 'number' },
    created_on: { type: 'date' },
  },
  searchFields: ['number', 'customer.name', 'sales_order.number', 'delivery_orders.number'],
  defaultSort: [{ field: 'id', order: 'desc' }],
} as const satisfies ListDeclaration;
export type InvoiceListField = keyof typeof invoiceList.fields;

/** INV-2: a price for a line of a delivered order that has no sales order. */
export const InvoicePriceSchema = Type.Object(
  {
    delivery_order_id: IdSchema,
    /** The line of the delivery order, from 0; 0 for an order without lines. */
    item_index: Type.Integer({ minimum: 0, maximum: 1000 }),
    unit_price: Type.Integer({ minimum: 0, maximum: L.maxUnitPrice }),
  },
  { additionalProperties: false },
);
export type InvoicePrice = Static<typeof InvoicePriceSchema>;

/** INV-4: an invoice is dated the day it is issued (company zone), so numbers follow dates. */
const terms = {
  payment_terms_days: Type.Optional(Type.Integer({ minimum: 0, maximum: L.maxPaymentTerms })),
  prices: Type.Optional(Type.Array(InvoicePriceSchema, { maxItems: L.maxPrices })),
  notes: Type.Optional(Type.String({ maxLength: L.maxNotes })),
};

export const CreateInvoiceRequestSchema = Type.Object(
  {
    sales_order_id: Type.Optional(IdSchema),
    delivery_order_ids: Type.Optional(
      Type.Array(IdSchema, { minItems: 1, maxItems: L.maxDeliveryOrders, uniqueItems: true }),
    ),
    ...terms,
  },
  { additionalProperties: false },
);
export type CreateInvoiceRequest = Static<typeof CreateInvoiceRequestSchema>;

export const ReplaceInvoiceRequestSchema = Type.Object(
  { reason: Reason, ...terms },
  { additionalProperties: false },
);
export type ReplaceInvoiceRequest = Static<typeof ReplaceInvoiceRequestSchema>;

export const CancelInvoiceRequestSchema = Type.Object(
  { reason: Reason },
  { additionalProperties: false },
);
export type CancelInvoiceRequest = Static<typeof CancelInvoiceRequestSchema>;

export const RecordPaymentRequestSchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    paid_on: Day,
    method: InvoicePaymentMethodSchema,
    reference: Type.Optional(Type.String({ maxLength: L.maxReference })),
  },
  { additionalProperties: false },
);
export type RecordPaymentRequest = Static<typeof RecordPaymentRequestSchema>;

/** INV-5, INV-14: the company's invoice settings. */
export const InvoiceSettingsSchema = Type.Object(
  {
    ppn_rate_bp: Type.Integer({ minimum: 0, maximum: L.maxPpnRateBp }),
    payment_terms_days: Type.Integer({ minimum: 0, maximum: L.maxPaymentTerms }),
  },
  { additionalProperties: false },
);
export type InvoiceSettings = Static<typeof InvoiceSettingsSchema>;

/** INV-2: a delivered order no invoice holds yet, for the picker. */
export const InvoiceableOrderSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  customer: Type.Object({ id: Type.Integer(), name: Type.String() }),
  destination: Type.String(),
  planned_date: Type.Union([Type.String(), Type.Null()]),
  sales_order: NullableRef,
  /**
   * INV-2: true when its lines are priced by its sales order; false when the request must price
   * them (read its lines from the delivery order).
   */
  priced: Type.Boolean(),
});
export type InvoiceableOrder = Static<typeof InvoiceableOrderSchema>;

export const InvoiceableQuerySchema = Type.Object(
  {
    customer_id: Type.Optional(IdSchema),
    search: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type InvoiceableQuery = Static<typeof InvoiceableQuerySchema>;
