// The server error reasons of the invoice domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const INVOICE_ERROR_REASONS = {
  /** params: id. */
  invoiceNotFound: 'invoice.notFound',
  /** INV-2: neither or both of sales_order_id and delivery_order_ids. */
  invoiceSourceRequired: 'invoice.sourceRequired',
  /** INV-2: params: number. */
  invoiceOrderNotDelivered: 'invoice.orderNotDelivered',
  /** INV-2: params: number, invoice. */
  invoiceOrderAlreadyInvoiced: 'invoice.orderAlreadyInvoiced',
  /** INV-2: params: id. */
  invoiceOrderNotFound: 'invoice.orderNotFound',
  /** INV-2: the orders are for different customers. */
  invoiceMixedCustomers: 'invoice.mixedCustomers',
  /** INV-2: a line of an order without a sales order has no price; params: number, index. */
  invoicePriceMissing: 'invoice.priceMissing',
  /** INV-2: a sales order with no delivered order left to invoice; params: number. */
  invoiceNothingToInvoice: 'invoice.nothingToInvoice',
  /** INV-5: params: max. */
  invoiceTooLarge: 'invoice.tooLarge',
  /** INV-9: params: action, status. */
  invoiceActionNotAllowed: 'invoice.actionNotAllowed',
  /** INV-8: more than what is still owed; params: outstanding. */
  invoicePaymentTooLarge: 'invoice.paymentTooLarge',
  /** INV-8: a payment dated before the invoice or after today; params: from, to. */
  invoicePaymentBadDate: 'invoice.paymentBadDate',
} as const;
