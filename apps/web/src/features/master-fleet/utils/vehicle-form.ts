import {
  DEVICE_TYPES,
  LICENSE_PLATE_PATTERN,
  MASTER_FLEET_LIMITS,
  type DeviceType,
  type FleetCategory,
  type Vehicle,
  type VehicleInput,
} from '@armada/contracts/fleet';

/**
 * The vehicle form's values as typed (docs/rules/master-fleet.md MDF-1 ... MDF-4): checked here
 * before a call so the user sees each problem at its field; the server checks again.
 */

export interface VehicleFormValues {
  license_plate: string;
  fleet_category: FleetCategory;
  brand: string;
  model: string;
  year: string;
  vehicle_type_id: number | null;
  box_type_id: number | null;
  group_ids: number[];
  depot_id: number | null;
  driver_id: number | null;
  fuel_tank_l: string;
  odometer_km: string;
  has_device: boolean;
  imei: string;
  device_type: DeviceType;
  gps_phone_no: string;
  camera_channels: number[];
}

export type VehicleFormField = keyof VehicleFormValues;

export type FormProblem =
  'required' | 'plate' | 'year' | 'number' | 'imei' | 'phone' | 'cameraUnsupported';

export type VehicleFormErrors = Partial<Record<VehicleFormField, FormProblem>>;

/** The fields in the form's order, for focusing the first with a problem. */
export const FIELD_ORDER: readonly VehicleFormField[] = [
  'license_plate',
  'fleet_category',
  'brand',
  'model',
  'year',
  'vehicle_type_id',
  'box_type_id',
  'group_ids',
  'depot_id',
  'driver_id',
  'fuel_tank_l',
  'odometer_km',
  'imei',
  'device_type',
  'gps_phone_no',
  'camera_channels',
];

export const CAMERA_DEVICE_TYPES: readonly DeviceType[] = ['bsj', 'vss-howen'];
export { DEVICE_TYPES };

export function emptyVehicleForm(year: number): VehicleFormValues {
  return {
    license_plate: '',
    fleet_category: 'Truk',
    brand: '',
    model: '',
    year: String(year),
    vehicle_type_id: null,
    box_type_id: null,
    group_ids: [],
    depot_id: null,
    driver_id: null,
    fuel_tank_l: '',
    odometer_km: '0',
    has_device: true,
    imei: '',
    device_type: 'teltonika',
    gps_phone_no: '',
    camera_channels: [],
  };
}

export function vehicleToForm(vehicle: Vehicle): VehicleFormValues {
  return {
    license_plate: vehicle.license_plate,
    fleet_category: vehicle.fleet_category,
    brand: vehicle.brand,
    model: vehicle.model,
    year: String(vehicle.year),
    vehicle_type_id: vehicle.vehicle_type.id,
    box_type_id: vehicle.box_type?.id ?? null,
    group_ids: vehicle.vehicle_group.map((g) => g.id),
    depot_id: vehicle.depot.id,
    driver_id: vehicle.driver?.id ?? null,
    fuel_tank_l: vehicle.fuel_tank_l === undefined ? '' : String(vehicle.fuel_tank_l),
    odometer_km: vehicle.odometer_km === undefined ? '0' : String(vehicle.odometer_km),
    has_device: vehicle.device !== null,
    imei: vehicle.device?.imei ?? '',
    device_type: vehicle.device?.type ?? 'teltonika',
    gps_phone_no: vehicle.device?.gps_phone_no ?? '',
    camera_channels: vehicle.device?.camera_channels ?? [],
  };
}

/** MDF-1: as the server stores it ("b9123kxa" is "B 9123 KXA"); null when not a plate. */
export function normalisePlate(text: string): string | null {
  const squeezed = text.trim().toUpperCase().replace(/\s+/g, ' ');
  const parts = /^([A-Z]{1,2})\s*([0-9]{1,4})\s*([A-Z]{0,3})$/.exec(squeezed);
  if (!parts) return null;
  const plate = [parts[1], parts[2], parts[3]].filter((part) => part).join(' ');
  return new RegExp(LICENSE_PLATE_PATTERN).test(plate) ? plate : null;
}

const decimal = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[0-9]+(\.[0-9]+)?$/.test(trimmed)) return null;
  return Number(trimmed);
};

export function validateVehicleForm(values: VehicleFormValues): VehicleFormErrors {
  const errors: VehicleFormErrors = {};
  if (values.license_plate.trim() === '') errors.license_plate = 'required';
  else if (normalisePlate(values.license_plate) === null) errors.license_plate = 'plate';
  if (values.brand.trim() === '') errors.brand = 'required';
  const year = Number(values.year);
  if (!/^[0-9]{4}$/.test(values.year.trim()) || year < 1990 || year > 2100) errors.year = 'year';
  if (values.vehicle_type_id === null) errors.vehicle_type_id = 'required';
  if (values.depot_id === null) errors.depot_id = 'required';
  const fuel = decimal(values.fuel_tank_l);
  if (values.fuel_tank_l.trim() === '') errors.fuel_tank_l = 'required';
  else if (fuel === null || fuel > MASTER_FLEET_LIMITS.maxFuelTankLitres)
    errors.fuel_tank_l = 'number';
  const odometer = decimal(values.odometer_km);
  if (odometer === null || odometer > MASTER_FLEET_LIMITS.maxOdometerKm)
    errors.odometer_km = 'number';
  if (values.has_device) {
    if (!/^[0-9]{15}$/.test(values.imei.trim())) errors.imei = 'imei';
    if (!/^\+?[0-9]{8,15}$/.test(values.gps_phone_no.replace(/[\s-]/g, '')))
      errors.gps_phone_no = 'phone';
    if (values.camera_channels.length > 0 && !CAMERA_DEVICE_TYPES.includes(values.device_type))
      errors.camera_channels = 'cameraUnsupported';
  }
  return errors;
}

export function firstInvalidField(errors: VehicleFormErrors): VehicleFormField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}

/** The request of valid values (validateVehicleForm found nothing). */
export function toVehicleInput(values: VehicleFormValues): VehicleInput {
  return {
    license_plate: normalisePlate(values.license_plate) ?? values.license_plate.trim(),
    fleet_category: values.fleet_category,
    brand: values.brand.trim(),
    model: values.model.trim(),
    year: Number(values.year),
    vehicle_type_id: values.vehicle_type_id ?? 0,
    box_type_id: values.box_type_id,
    group_ids: values.group_ids,
    depot_id: values.depot_id ?? 0,
    driver_id: values.driver_id,
    fuel_tank_l: decimal(values.fuel_tank_l) ?? 0,
    odometer_km: decimal(values.odometer_km) ?? 0,
    device: values.has_device
      ? {
          imei: values.imei.trim(),
          type: values.device_type,
          gps_phone_no: values.gps_phone_no.replace(/[\s-]/g, ''),
          camera_channels: CAMERA_DEVICE_TYPES.includes(values.device_type)
            ? [...values.camera_channels].sort((a, b) => a - b)
            : [],
        }
      : null,
  };
}
