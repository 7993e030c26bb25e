// The server error reasons of this domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const DELIVERY_SCHEDULER_ERROR_REASONS = {
  /** params: id. */
  deliveryScheduleNotFound: 'deliverySchedule.notFound',
  /** SCH-9: a destination that is not one of the customer's addresses; params: id. */
  deliveryScheduleDestinationNotCustomers: 'deliverySchedule.destinationNotCustomers',
  /** SCH-14: an auto-plan switched on without an origin or a vehicle; params: field. */
  deliveryAutoPlanIncomplete: 'deliveryAutoPlan.incomplete',
} as const;
