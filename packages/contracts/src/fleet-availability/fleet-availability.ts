import Type, { type Static } from 'typebox';
import { CompanyTimeZoneSchema } from '../company/company';
import { FleetCategorySchema } from '../fleet/vehicle';
import { FleetTaskStatusSchema } from '../fleet-tasks/fleet-task';
import { IdSchema } from '../shared/list-query';
import { Nullable } from '../shared/nullable';

/**
 * Fleet availability (docs/rules/fleet-availability.md): for each vehicle and each day of a
 * range, on the company's clock, whether it is booked by fleet tasks, in maintenance, off shift
 * or free, with its capacities; and the company's working week that decides "off shift".
 */

// ---------------------------------------------------------------------------------------------
// Statuses and numbers
// ---------------------------------------------------------------------------------------------

/**
 * FA-2: one status per vehicle and day, strongest first. MAINTENANCE is a slot for the
 * maintenance module: the data can carry it, nothing produces it yet (FA-4).
 */
export const FLEET_AVAILABILITY_STATUSES = ['MAINTENANCE', 'BOOKED', 'OFF_SHIFT', 'FREE'] as const;
export type FleetAvailabilityStatus = (typeof FLEET_AVAILABILITY_STATUSES)[number];
export const FleetAvailabilityStatusSchema = Type.Enum(FLEET_AVAILABILITY_STATUSES);

export const FLEET_AVAILABILITY_LIMITS = {
  /** Days of one answer: a month view. */
  maxDays: 31,
  /** Days when none are asked for: a week view. */
  defaultDays: 7,
  /** Vehicles in one answer; `total_vehicles` says how many matched (FA-6). */
  maxVehicles: 1000,
  /** Ids in one `vehicle_ids` (a page of the wizard's vehicle table). */
  maxVehicleIds: 200,
  /** A plate search. */
  searchMax: 40,
} as const;

/** ISO weekdays: 1 is Monday ... 7 is Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** FA-5: a company that has not set its working week works Monday to Saturday, 07:00-19:00. */
export const DEFAULT_FLEET_SHIFT: Readonly<FleetShift> = {
  work_days: [1, 2, 3, 4, 5, 6],
  start: '07:00',
  end: '19:00',
};

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/** `HH:mm` on the company clock. */
const ClockTime = Type.String({ pattern: '^(?:[01]\\d|2[0-3]):[0-5]\\d$' });
/** `HH:mm`, where `24:00` is the end of the day (a booking running past midnight). */
const ClockTimeOrDayEnd = Type.String({ pattern: '^(?:(?:[01]\\d|2[0-3]):[0-5]\\d|24:00)$' });
const Day = Type.String({ format: 'date' });
const DateTime = Type.String({ format: 'date-time' });

/** FA-5: the company's working week; a day that is not a work day is off shift. */
export const FleetShiftSchema = Type.Object(
  {
    /** ISO weekdays the fleet works, 1 (Monday) to 7 (Sunday). */
    work_days: Type.Array(Type.Integer({ minimum: 1, maximum: 7 }), {
      maxItems: 7,
      uniqueItems: true,
    }),
    /** The working hours, start before end. */
    start: ClockTime,
    end: ClockTime,
  },
  // No $id: the schema is both a request body and part of two answers.
  { additionalProperties: false },
);
export type FleetShift = Static<typeof FleetShiftSchema>;

/** One task on one day, clipped to that day (FA-3). */
export const FleetAvailabilityTaskSchema = Type.Object(
  {
    id: IdSchema,
    number: Type.String(),
    status: FleetTaskStatusSchema,
    /** Where the task's planned time starts and ends within the day. */
    from: ClockTime,
    until: ClockTimeOrDayEnd,
    planned_start_on: DateTime,
    planned_end_on: DateTime,
  },
  { $id: 'FleetAvailabilityTask' },
);
export type FleetAvailabilityTask = Static<typeof FleetAvailabilityTaskSchema>;

/** A day a vehicle is booked: the span of its tasks that day and the tasks, earliest first. */
export const FleetAvailabilityBookingSchema = Type.Object(
  {
    day: Day,
    from: ClockTime,
    until: ClockTimeOrDayEnd,
    tasks: Type.Array(FleetAvailabilityTaskSchema, { minItems: 1 }),
  },
  { $id: 'FleetAvailabilityBooking' },
);
export type FleetAvailabilityBooking = Static<typeof FleetAvailabilityBookingSchema>;

export const FleetAvailabilityVehicleSchema = Type.Object(
  {
    vehicle: Type.Object({
      id: IdSchema,
      license_plate: Type.String(),
      fleet_category: FleetCategorySchema,
      vehicle_group: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
      /** kg of its box type; null without one. */
      weight_capacity: Nullable(Type.Number({ minimum: 0 })),
      /** m³ of its box type; null without one. */
      volume_capacity: Nullable(Type.Number({ minimum: 0 })),
    }),
    /** One status per day of the answer's `days`, in the same order. */
    statuses: Type.Array(FleetAvailabilityStatusSchema),
    /** The booked days only, in day order. */
    booked: Type.Array(FleetAvailabilityBookingSchema),
  },
  { $id: 'FleetAvailabilityVehicle' },
);
export type FleetAvailabilityVehicle = Static<typeof FleetAvailabilityVehicleSchema>;

export const FleetAvailabilitySchema = Type.Object(
  {
    /** The zone the days and times are in (the company's, SHELL-75). */
    time_zone: CompanyTimeZoneSchema,
    shift: FleetShiftSchema,
    days: Type.Array(
      Type.Object({
        day: Day,
        /** ISO weekday, 1 (Monday) to 7 (Sunday). */
        weekday: Type.Integer({ minimum: 1, maximum: 7 }),
        /** A work day of the shift (FA-5). */
        work_day: Type.Boolean(),
      }),
      { minItems: 1, maxItems: FLEET_AVAILABILITY_LIMITS.maxDays },
    ),
    /** Vehicles that matched; `vehicles` holds the first `maxVehicles` of them by plate. */
    total_vehicles: Type.Integer({ minimum: 0 }),
    vehicles: Type.Array(FleetAvailabilityVehicleSchema),
  },
  { $id: 'FleetAvailability' },
);
export type FleetAvailability = Static<typeof FleetAvailabilitySchema>;

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export const FleetAvailabilityQuerySchema = Type.Object(
  {
    /** The first day, `YYYY-MM-DD` on the company clock; today when left out. */
    from: Type.Optional(Day),
    days: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: FLEET_AVAILABILITY_LIMITS.maxDays,
        default: FLEET_AVAILABILITY_LIMITS.defaultDays,
      }),
    ),
    /** Only the vehicles of this group. */
    vehicle_group_id: Type.Optional(IdSchema),
    /** Part of a plate; spaces and case do not matter. */
    search: Type.Optional(Type.String({ maxLength: FLEET_AVAILABILITY_LIMITS.searchMax })),
    /** Only these vehicles, comma-separated ids (`12,15,40`). */
    vehicle_ids: Type.Optional(
      Type.String({
        pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8})*$',
        maxLength: FLEET_AVAILABILITY_LIMITS.maxVehicleIds * 10,
      }),
    ),
  },
  { $id: 'FleetAvailabilityQuery', additionalProperties: false },
);
export type FleetAvailabilityQuery = Static<typeof FleetAvailabilityQuerySchema>;
