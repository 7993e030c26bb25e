// Numbers of the invoice domain (docs/rules/invoices.md), plain values with no TypeBox: the
// web's pages read them.

export const INVOICE_STATUSES = ['ISSUED', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** INV-8: computed from the payments, the due date and today in the company's zone. */
export const INVOICE_PAYMENT_STATUSES = ['UNPAID', 'PARTLY_PAID', 'PAID', 'OVERDUE'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

export const INVOICE_PAYMENT_METHODS = ['TRANSFER', 'CASH', 'GIRO', 'OTHER'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export const INVOICE_ACTIONS = ['pay', 'cancel', 'replace'] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

export const INVOICE_LIMITS = {
  /** INV-2: delivery orders on one invoice. */
  maxDeliveryOrders: 50,
  /** INV-2: prices given for lines of delivery orders without a sales order. */
  maxPrices: 1000,
  maxUnitPrice: 10_000_000_000,
  /** INV-5: the largest subtotal an invoice may have (Rupiah), so every sum stays exact. */
  maxSubtotal: 100_000_000_000_000,
  maxPaymentTerms: 365,
  maxNotes: 1000,
  maxReference: 60,
  reasonMin: 3,
  reasonMax: 500,
  /** INV-5: basis points, 10,000 = 100 %. */
  maxPpnRateBp: 10_000,
  /** INV-12: rows of one CSV export. */
  maxExportRows: 50_000,
  /** INV-2: delivered orders the picker lists at most. */
  maxInvoiceable: 200,
} as const;

/** INV-5, INV-14: a company that has not set its own. PPN 11 % and 30 days. */
export const INVOICE_DEFAULTS = { ppnRateBp: 1100, paymentTermsDays: 30 } as const;

/** INV-3: `INV/<year>/<six digits>`. */
export const INVOICE_NUMBER_PREFIX = 'INV';
export const INVOICE_NUMBER_DIGITS = 6;
