// The server error reasons of the sales-order domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const SALES_ORDER_ERROR_REASONS = {
  /** params: id. */
  salesOrderNotFound: 'salesOrder.notFound',
  /** SO-2: the action is not allowed in the order's status; params: action, status. */
  salesOrderActionNotAllowed: 'salesOrder.actionNotAllowed',
  /** SO-1: an order needs at least one line. */
  salesOrderNoItems: 'salesOrder.noItems',
  /** SO-1: a line's delivery day is not a calendar day; params: index. */
  salesOrderBadDate: 'salesOrder.badDate',
  /** SO-1: more distinct delivery days than allowed; params: max. */
  salesOrderTooManyDates: 'salesOrder.tooManyDates',
  /** SO-1: an address that is not the company's; params: id. */
  salesOrderAddressNotFound: 'salesOrder.addressNotFound',
  /** SO-1: a customer that is not the company's; params: id. */
  salesOrderCustomerNotFound: 'salesOrder.customerNotFound',
  /** SO-1: a line or the order's total above the largest amount; params: max. */
  salesOrderTooLarge: 'salesOrder.tooLarge',
  /** SO-7: a delivery order is already on its way or delivered; params: number. */
  salesOrderDeliveryUnderway: 'salesOrder.deliveryUnderway',
} as const;
