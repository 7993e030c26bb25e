import Type, { type Static } from 'typebox';

import { DeviceTypeSchema, FleetCategorySchema } from './vehicle';

/**
 * Master data of the fleet (docs/rules/master-fleet.md): what an operator sends to create or
 * change a vehicle, to (de)activate it, and how its list is exported and imported.
 */

export const MASTER_FLEET_LIMITS = {
  /** Camera channels a device can carry (MDF-4). */
  maxCameraChannels: 8,
  /** Litres. */
  maxFuelTankLitres: 2_000,
  /** Kilometres. */
  maxOdometerKm: 5_000_000,
  /** An import file's rows (MDF-9). */
  maxImportRows: 5_000,
} as const;

export const MASTER_FLEET_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type MasterFleetExportFormat = (typeof MASTER_FLEET_EXPORT_FORMATS)[number];

/** MDF-1: an Indonesian plate after upper-casing and single spaces, e.g. "B 9123 KXA". */
export const LICENSE_PLATE_PATTERN = '^[A-Z]{1,2} [0-9]{1,4}( [A-Z]{1,3})?$';

export const VehicleDeviceInputSchema = Type.Object({
  /** 15 digits (MDF-2: unique across the platform). */
  imei: Type.String({ pattern: '^[0-9]{15}$' }),
  type: DeviceTypeSchema,
  /** The tracker's SIM number, +62... */
  gps_phone_no: Type.String({ pattern: '^\\+?[0-9]{8,15}$' }),
  /** Camera channels fitted, 1-8, each once (MDF-4); empty: no camera. */
  camera_channels: Type.Array(Type.Integer({ minimum: 1, maximum: 8 }), {
    maxItems: MASTER_FLEET_LIMITS.maxCameraChannels,
    uniqueItems: true,
  }),
});
export type VehicleDeviceInput = Static<typeof VehicleDeviceInputSchema>;

/** `POST /api/vehicle` and `PUT /api/vehicle/:id`: the whole vehicle as the form holds it. */
export const VehicleInputSchema = Type.Object({
  /** Written as the operator likes; stored upper-case with single spaces (MDF-1). */
  license_plate: Type.String({ minLength: 3, maxLength: 20 }),
  fleet_category: FleetCategorySchema,
  brand: Type.String({ minLength: 1, maxLength: 60 }),
  model: Type.String({ maxLength: 60 }),
  year: Type.Integer({ minimum: 1990, maximum: 2100 }),
  vehicle_type_id: Type.Integer({ minimum: 1 }),
  box_type_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  group_ids: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20, uniqueItems: true }),
  /** The depot address the vehicle starts from (live view, MDF-6). */
  depot_id: Type.Integer({ minimum: 1 }),
  driver_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  fuel_tank_l: Type.Number({ minimum: 0, maximum: MASTER_FLEET_LIMITS.maxFuelTankLitres }),
  odometer_km: Type.Number({ minimum: 0, maximum: MASTER_FLEET_LIMITS.maxOdometerKm }),
  device: Type.Union([VehicleDeviceInputSchema, Type.Null()]),
});
export type VehicleInput = Static<typeof VehicleInputSchema>;

/** `POST /api/vehicle/:id/active` (MDF-5). */
export const SetActiveRequestSchema = Type.Object({ is_active: Type.Boolean() });
export type SetActiveRequest = Static<typeof SetActiveRequestSchema>;

/** `GET /api/vehicle/export` (MDF-8). */
export const VehicleExportQuerySchema = Type.Object({
  format: Type.Enum(MASTER_FLEET_EXPORT_FORMATS),
  include_inactive: Type.Optional(Type.Boolean()),
});
export type VehicleExportQuery = Static<typeof VehicleExportQuerySchema>;

/** `POST /api/vehicle/import` (MDF-9): every row saved, or none. */
export const VehicleImportResultSchema = Type.Object({
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
});
export type VehicleImportResult = Static<typeof VehicleImportResultSchema>;

/**
 * The columns of the export and of the import, in order (MDF-8, MDF-9): an exported file
 * imports back unchanged. Groups are names separated by ";"; channels numbers by ";".
 */
export const VEHICLE_FILE_COLUMNS = [
  'license_plate',
  'fleet_category',
  'brand',
  'model',
  'year',
  'vehicle_type',
  'box_type',
  'weight_capacity_kg',
  'volume_capacity_cbm',
  'groups',
  'depot',
  'driver',
  'fuel_tank_l',
  'odometer_km',
  'device_imei',
  'device_type',
  'gps_phone_no',
  'camera_channels',
  'is_active',
] as const;
export type VehicleFileColumn = (typeof VEHICLE_FILE_COLUMNS)[number];
