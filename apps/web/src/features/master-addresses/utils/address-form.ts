import {
  ADDRESS_LIMITS,
  INDONESIA_BOUNDS,
  type Address,
  type CreateAddressRequest,
  type UpdateAddressRequest,
} from '@armada/contracts/customers';

/**
 * The address form's values and checks (docs/rules/addresses.md ADDR-1 … ADDR-5), the same rules
 * the server applies, so a mistake is shown at its field before anything is sent.
 */

export interface AddressFormValues {
  name: string;
  street: string;
  rt: string;
  rw: string;
  village: string;
  district: string;
  city: string;
  province: string;
  postal_code: string;
  landmark: string;
  /** The pin, or null before one is placed. */
  pin: { latitude: number; longitude: number } | null;
  is_depot: boolean;
}

export type AddressTextField = Exclude<keyof AddressFormValues, 'pin' | 'is_depot'>;

export type AddressFormProblem =
  'required' | 'tooLong' | 'rtRw' | 'postalCode' | 'pinRequired' | 'outsideIndonesia';

export type AddressFormErrors = Partial<Record<AddressTextField | 'pin', AddressFormProblem>>;

/** The order the form shows its fields in: the first with a problem gets the focus. */
export const ADDRESS_FORM_ORDER: readonly (AddressTextField | 'pin')[] = [
  'name',
  'street',
  'rt',
  'rw',
  'village',
  'district',
  'city',
  'province',
  'postal_code',
  'landmark',
  'pin',
];

const REQUIRED: readonly AddressTextField[] = [
  'name',
  'street',
  'village',
  'district',
  'city',
  'province',
];

export const ADDRESS_FORM_MAX: Partial<Record<AddressTextField, number>> = {
  name: ADDRESS_LIMITS.nameMax,
  street: ADDRESS_LIMITS.streetMax,
  village: ADDRESS_LIMITS.villageMax,
  district: ADDRESS_LIMITS.districtMax,
  city: ADDRESS_LIMITS.cityMax,
  province: ADDRESS_LIMITS.provinceMax,
  landmark: ADDRESS_LIMITS.landmarkMax,
  rt: ADDRESS_LIMITS.rtRwDigits,
  rw: ADDRESS_LIMITS.rtRwDigits,
  postal_code: 5,
};

export const emptyAddressForm: AddressFormValues = {
  name: '',
  street: '',
  rt: '',
  rw: '',
  village: '',
  district: '',
  city: '',
  province: '',
  postal_code: '',
  landmark: '',
  pin: null,
  is_depot: false,
};

export function addressToForm(address: Address): AddressFormValues {
  return {
    name: address.name,
    street: address.street ?? '',
    rt: address.rt ?? '',
    rw: address.rw ?? '',
    village: address.village ?? '',
    district: address.district,
    city: address.city,
    province: address.province,
    postal_code: address.postal_code,
    landmark: address.landmark ?? '',
    pin: { latitude: address.latitude, longitude: address.longitude },
    is_depot: address.is_depot,
  };
}

function inIndonesia(latitude: number, longitude: number): boolean {
  const b = INDONESIA_BOUNDS;
  return (
    latitude >= b.minLatitude &&
    latitude <= b.maxLatitude &&
    longitude >= b.minLongitude &&
    longitude <= b.maxLongitude
  );
}

/**
 * Problems per field. `legacy` lists the fields an older record never had (ADDR-8): they stay
 * optional while left empty, as the server keeps them.
 */
export function validateAddressForm(
  values: AddressFormValues,
  legacy: readonly AddressTextField[] = [],
): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const field of REQUIRED) {
    if (values[field].trim() === '' && !legacy.includes(field)) errors[field] = 'required';
  }
  for (const [field, max] of Object.entries(ADDRESS_FORM_MAX) as [AddressTextField, number][]) {
    if (!errors[field] && values[field].trim().length > max) errors[field] = 'tooLong';
  }
  for (const field of ['rt', 'rw'] as const) {
    const text = values[field].trim();
    if (text !== '' && !/^[0-9]{1,3}$/.test(text)) errors[field] = 'rtRw';
  }
  if (!/^[0-9]{5}$/.test(values.postal_code.trim())) errors.postal_code = 'postalCode';
  if (!values.pin) errors.pin = 'pinRequired';
  else if (!inIndonesia(values.pin.latitude, values.pin.longitude)) errors.pin = 'outsideIndonesia';
  return errors;
}

export function firstInvalidField(errors: AddressFormErrors): AddressTextField | 'pin' | null {
  return ADDRESS_FORM_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

export function toCreateRequest(values: AddressFormValues): CreateAddressRequest {
  return {
    name: values.name.trim(),
    street: values.street.trim(),
    rt: values.rt.trim(),
    rw: values.rw.trim(),
    village: values.village.trim(),
    district: values.district.trim(),
    city: values.city.trim(),
    province: values.province.trim(),
    postal_code: values.postal_code.trim(),
    latitude: values.pin?.latitude ?? Number.NaN,
    longitude: values.pin?.longitude ?? Number.NaN,
    landmark: values.landmark.trim(),
    is_depot: values.is_depot,
  };
}

/** Only the fields that changed; null when nothing did. */
export function toUpdateRequest(
  initial: AddressFormValues,
  values: AddressFormValues,
): UpdateAddressRequest | null {
  const before = toCreateRequest(initial);
  const after = toCreateRequest(values);
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CreateAddressRequest)[]) {
    if (before[key] !== after[key]) body[key] = after[key];
  }
  // A moved pin sends both coordinates.
  if ('latitude' in body || 'longitude' in body) {
    body.latitude = after.latitude;
    body.longitude = after.longitude;
  }
  return Object.keys(body).length === 0 ? null : (body as UpdateAddressRequest);
}
