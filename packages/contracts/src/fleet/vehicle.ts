import Type, { type Static } from 'typebox';

import { ALERT_CONSTANTS } from '../alerts/alert-constants';
import { VEHICLE_LIVE_STATUSES } from '../live/live-positions';
import type { DeviceType } from '../shared/values';

export { DEVICE_TYPES, FLEET_CATEGORIES } from '../shared/values';
export type { DeviceType, FleetCategory } from '../shared/values';

/** Defined with the other docs/rules/alert-center.md §9 constants; typed here as device types. */
export const CALL_CAPABLE_DEVICE_TYPES: readonly DeviceType[] = ALERT_CONSTANTS.callDeviceTypes;

/**
 * The fleet: vehicles (REST `GET /api/vehicle`, docs/rules/route-optimization.md §3.5), vehicle
 * groups and vehicle types (GraphQL `vgroupsPaginated`, `vehicleTypes`), tracking devices and
 * drivers.
 */

export const DeviceTypeSchema = Type.Union([
  Type.Literal('bsj'),
  Type.Literal('vss-howen'),
  Type.Literal('teltonika'),
  Type.Literal('concox'),
]);

export const FleetCategorySchema = Type.Union([
  Type.Literal('Truk'),
  Type.Literal('Van'),
  Type.Literal('Pikap'),
  Type.Literal('Motor'),
]);

export const DeviceSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** 15 digits. */
  imei: Type.String({ pattern: '^[0-9]{15}$' }),
  type: DeviceTypeSchema,
  /** SIM card number of the tracker, +62... */
  gps_phone_no: Type.String(),
  /** Cameras fitted (vss-howen and bsj dashcams: ADAS on channel 1, DMS on channel 3). */
  has_camera: Type.Boolean(),
  /** The camera channels fitted (master data, MDF-4); absent on records older than it. */
  camera_channels: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 8 }))),
});
export type Device = Static<typeof DeviceSchema>;

/** Driver as the driver-score and alert screens read it (docs/rules/shell.md §3, camelCase). */
export const DriverSchema = Type.Object({
  driverId: Type.Integer({ minimum: 1 }),
  fullname: Type.String(),
  userId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  isActive: Type.Boolean(),
  photograph: Type.Union([Type.String(), Type.Null()]),
  phoneNo: Type.String(),
  /** Indonesian driving licence class, e.g. "SIM B1 Umum". */
  licenseType: Type.String(),
  licenseNo: Type.String(),
  /** The SIM's expiry day (master data, MDF-11); absent on records older than it. */
  licenseExpiry: Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()])),
  /** The vehicle assigned (master data answers, MDF-13). */
  vehicle: Type.Optional(
    Type.Union([Type.Object({ id: Type.Integer(), license_plate: Type.String() }), Type.Null()]),
  ),
});
export type Driver = Static<typeof DriverSchema>;

/** GraphQL `vgroupsPaginated` item; REST vehicles carry `{ id, name }` of each group. */
export const VehicleGroupSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  vehicleCount: Type.Integer({ minimum: 0 }),
});
export type VehicleGroup = Static<typeof VehicleGroupSchema>;

/** GraphQL `vehicleTypes` item (docs/rules/route-optimization.md §3.5). */
export const VehicleTypeSchema = Type.Object({
  vehicleTypeId: Type.Integer({ minimum: 1 }),
  type: Type.String(),
  isActive: Type.Boolean(),
});
export type VehicleType = Static<typeof VehicleTypeSchema>;

export const VehiclePositionSchema = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  /** km/h */
  speed: Type.Number({ minimum: 0 }),
  /** degrees clockwise from north */
  heading: Type.Number({ minimum: 0, maximum: 360 }),
  /** The device's last report. */
  recorded_on: Type.String({ format: 'date-time' }),
  status: Type.Enum(VEHICLE_LIVE_STATUSES),
  /** Seconds from the last report to the answer (stale devices show as offline). */
  seconds_since_report: Type.Integer({ minimum: 0 }),
});
export type VehiclePosition = Static<typeof VehiclePositionSchema>;

export const VehicleSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** Indonesian plate, e.g. "B 9123 KXA", "L 8421 UB". */
  license_plate: Type.String(),
  /** A trailer or secondary unit points at its tractor; `parent_only=true` lists only parents. */
  parent_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  fleet_category: FleetCategorySchema,
  brand: Type.String(),
  model: Type.String(),
  year: Type.Integer({ minimum: 1990, maximum: 2100 }),
  vehicle_group: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  vehicle_type: Type.Object({ id: Type.Integer(), type: Type.String() }),
  box_type: Type.Union([
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      weight_capacity: Type.Number({ minimum: 0 }),
      volume_capacity: Type.Number({ minimum: 0 }),
    }),
    Type.Null(),
  ]),
  device: Type.Union([DeviceSchema, Type.Null()]),
  driver: Type.Union([
    Type.Object({ id: Type.Integer(), fullname: Type.String(), phone_no: Type.String() }),
    Type.Null(),
  ]),
  depot: Type.Object({ id: Type.Integer(), name: Type.String() }),
  position: VehiclePositionSchema,
  /** Litres (master data, MDF-3); absent on records older than it. */
  fuel_tank_l: Type.Optional(Type.Number({ minimum: 0 })),
  /** Kilometres as last entered (master data, MDF-3); the live odometer is the telemetry's. */
  odometer_km: Type.Optional(Type.Number({ minimum: 0 })),
  /** MDF-5: false once deactivated; history and reports still name it. */
  is_active: Type.Boolean(),
});
export type Vehicle = Static<typeof VehicleSchema>;
