// Numbers of the sales-order domain (docs/rules/sales-orders.md), plain values with no TypeBox:
// the web's pages read them.

export const SALES_ORDER_STATUSES = [
  'DRAFT',
  'CONFIRMED',
  'IN_DELIVERY',
  'DELIVERED',
  'CANCELLED',
] as const;
export type SalesOrderStatus = (typeof SALES_ORDER_STATUSES)[number];

/** SO-2: what a user may do with an order, in the order the screens show them. */
export const SALES_ORDER_ACTIONS = ['edit', 'confirm', 'cancel'] as const;
export type SalesOrderAction = (typeof SALES_ORDER_ACTIONS)[number];

export const SALES_ORDER_LIMITS = {
  /** SO-1: lines of one order. */
  maxItems: 100,
  /** SO-1: distinct requested delivery days (each becomes one delivery order, SO-5). */
  maxDeliveryDates: 20,
  maxName: 200,
  maxUnit: 20,
  maxQuantity: 1_000_000,
  /** SO-1: Rupiah per unit, a whole number. */
  maxUnitPrice: 10_000_000_000,
  /** SO-1: the largest total of an order (Rupiah), so every sum stays exact. */
  maxSubtotal: 100_000_000_000_000,
  /** SO-1: kilograms or cubic metres of a whole line. */
  maxLoad: 1_000_000,
  maxNotes: 1000,
  maxReference: 60,
  reasonMin: 3,
  reasonMax: 500,
  /** SO-10: rows of one CSV export. */
  maxExportRows: 20_000,
} as const;

/** SO-3: the number of an order, `SO/<year>/<five digits>`. */
export const SALES_ORDER_NUMBER_PREFIX = 'SO';
