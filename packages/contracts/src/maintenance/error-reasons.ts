// The server error reasons of the maintenance domain (assembled into SERVER_ERROR_REASONS by
// catalogue/server-error-reasons.ts). No TypeBox here: the web's first page reads them.

export const MAINTENANCE_ERROR_REASONS = {
  /** params: id. */
  servicePlanNotFound: 'servicePlan.notFound',
  /** MNT-1: neither or both of vehicle_id and vehicle_type_id. */
  servicePlanTargetRequired: 'servicePlan.targetRequired',
  /** MNT-1: no interval given. */
  servicePlanIntervalRequired: 'servicePlan.intervalRequired',
  /** MNT-1; params: max. */
  servicePlanLimitReached: 'servicePlan.limitReached',
  /** A vehicle type no vehicle of the company has; params: id. */
  servicePlanUnknownVehicleType: 'servicePlan.unknownVehicleType',
  /** params: id. */
  workOrderNotFound: 'workOrder.notFound',
  /** A vehicle that is not the company's; params: id. */
  maintenanceUnknownVehicle: 'maintenance.unknownVehicle',
  /** MNT-8: planned end before planned start, or too long; params: max. */
  workOrderBadDates: 'workOrder.badDates',
  /** MNT-9: another open or in-progress work order of the vehicle overlaps; params: number, from, until. */
  workOrderOverlap: 'workOrder.overlap',
  /** MNT-7: a status change the life does not allow; params: from, to. */
  workOrderBadTransition: 'workOrder.badTransition',
  /** MNT-11: not a JPEG, PNG or WebP by its bytes. */
  workOrderPhotoType: 'workOrder.photoType',
  /** MNT-11; params: max (bytes). */
  workOrderPhotoTooLarge: 'workOrder.photoTooLarge',
  /** MNT-11; params: max. */
  workOrderPhotoLimit: 'workOrder.photoLimit',
  /** MNT-6: the total is larger than the amounts allow; params: max. */
  workOrderTotalTooLarge: 'workOrder.totalTooLarge',
} as const;
