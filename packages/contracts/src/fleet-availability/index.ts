// Fleet availability: each vehicle's days booked, in maintenance, off shift or free.
export {
  FLEET_AVAILABILITY_STATUSES,
  FLEET_AVAILABILITY_LIMITS,
  ISO_WEEKDAYS,
  DEFAULT_FLEET_SHIFT,
  FleetAvailabilityStatusSchema,
  FleetShiftSchema,
  FleetAvailabilityTaskSchema,
  FleetAvailabilityBookingSchema,
  FleetAvailabilityVehicleSchema,
  FleetAvailabilitySchema,
  FleetAvailabilityQuerySchema,
  type FleetAvailabilityStatus,
  type FleetShift,
  type FleetAvailabilityTask,
  type FleetAvailabilityBooking,
  type FleetAvailabilityVehicle,
  type FleetAvailability,
  type FleetAvailabilityQuery,
} from './fleet-availability';
export {
  getFleetAvailabilityRoute,
  updateFleetShiftRoute,
  fleetAvailabilityRoutes,
} from './fleet-availability-routes';
