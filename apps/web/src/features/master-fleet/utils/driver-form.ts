import { DRIVER_LICENSE_TYPES, type Driver, type DriverInput } from '@armada/contracts/fleet';

/** The driver form's values as typed (docs/rules/master-fleet.md MDF-12 ... MDF-14). */
export interface DriverFormValues {
  fullname: string;
  phoneNo: string;
  licenseType: string;
  licenseNo: string;
  licenseExpiry: string;
  vehicleId: number | null;
  /** The user account the driver signs in with (MDF-14, MDF-24). */
  userId: number | null;
}
export type DriverFormField = keyof DriverFormValues;
export type DriverProblem = 'required' | 'phone' | 'licenseNo' | 'date';
export type DriverFormErrors = Partial<Record<DriverFormField, DriverProblem>>;

const ORDER: readonly DriverFormField[] = [
  'fullname',
  'phoneNo',
  'licenseType',
  'licenseNo',
  'licenseExpiry',
  'vehicleId',
  'userId',
];

export const emptyDriverForm: DriverFormValues = {
  fullname: '',
  phoneNo: '',
  licenseType: 'SIM B1 Umum',
  licenseNo: '',
  licenseExpiry: '',
  vehicleId: null,
  userId: null,
};

export function driverToForm(driver: Driver): DriverFormValues {
  return {
    fullname: driver.fullname,
    phoneNo: driver.phoneNo.replace(/^\+62/, '0'),
    licenseType: driver.licenseType,
    licenseNo: driver.licenseNo,
    licenseExpiry: driver.licenseExpiry ?? '',
    vehicleId: driver.vehicle?.id ?? null,
    userId: driver.userId,
  };
}

/** A real calendar day YYYY-MM-DD. */
function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function validateDriverForm(values: DriverFormValues): DriverFormErrors {
  const errors: DriverFormErrors = {};
  if (values.fullname.trim() === '') errors.fullname = 'required';
  const phone = values.phoneNo.replace(/[\s-]/g, '');
  if (!/^(\+62|0)8[0-9]{7,12}$/.test(phone)) errors.phoneNo = 'phone';
  if (!DRIVER_LICENSE_TYPES.includes(values.licenseType)) errors.licenseType = 'required';
  if (!/^[0-9]{12,16}$/.test(values.licenseNo.trim())) errors.licenseNo = 'licenseNo';
  if (values.licenseExpiry !== '' && !isDay(values.licenseExpiry)) errors.licenseExpiry = 'date';
  return errors;
}

export function firstInvalidDriverField(errors: DriverFormErrors): DriverFormField | null {
  return ORDER.find((field) => errors[field]) ?? null;
}

export function toDriverInput(values: DriverFormValues): DriverInput {
  return {
    fullname: values.fullname.trim(),
    phoneNo: values.phoneNo.replace(/[\s-]/g, ''),
    licenseType: values.licenseType,
    licenseNo: values.licenseNo.trim(),
    licenseExpiry: values.licenseExpiry === '' ? null : values.licenseExpiry,
    vehicleId: values.vehicleId,
    userId: values.userId,
  };
}
