import {
  ADDRESS_LIMITS,
  INDONESIA_BOUNDS,
  type Address,
  type AddressImportProblemCode,
} from '@armada/contracts/customers';

/**
 * The address book's rules (docs/rules/addresses.md), pure: the service applies them to a
 * request, the import to each row, with the same answers.
 */

/** The fields an address is made of, as the rules read them (the request's or a row's). */
export interface AddressFields {
  name: string;
  street: string;
  rt: string;
  rw: string;
  village: string;
  district: string;
  city: string;
  province: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  landmark: string;
}

export type AddressField = keyof AddressFields;

export interface FieldProblem {
  field: AddressField;
  problem: Extract<
    AddressImportProblemCode,
    'required' | 'tooLong' | 'rtRw' | 'postalCode' | 'coordinates' | 'outsideIndonesia'
  >;
}

/** ADDR-1: the fields that must hold more than spaces. */
const REQUIRED: readonly AddressField[] = [
  'name',
  'street',
  'village',
  'district',
  'city',
  'province',
];

const MAX: Partial<Record<AddressField, number>> = {
  name: ADDRESS_LIMITS.nameMax,
  street: ADDRESS_LIMITS.streetMax,
  village: ADDRESS_LIMITS.villageMax,
  district: ADDRESS_LIMITS.districtMax,
  city: ADDRESS_LIMITS.cityMax,
  province: ADDRESS_LIMITS.provinceMax,
  landmark: ADDRESS_LIMITS.landmarkMax,
};

/** ADDR-2: text fields are kept trimmed, with runs of spaces made one. */
export function tidy(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** ADDR-3: an RT or RW of one to three digits, kept as three ("3" → "003"); "" when left out. */
export function rtRwOf(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  if (!/^[0-9]{1,3}$/.test(text)) return null;
  return text.padStart(ADDRESS_LIMITS.rtRwDigits, '0');
}

/** ADDR-5: inside Indonesia's bounding box (and a finite number at all). */
export function inIndonesia(latitude: number, longitude: number): boolean {
  const b = INDONESIA_BOUNDS;
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= b.minLatitude &&
    latitude <= b.maxLatitude &&
    longitude >= b.minLongitude &&
    longitude <= b.maxLongitude
  );
}

/**
 * Every problem of an address's fields (ADDR-1 … ADDR-5), in the fields' order; none means
 * the address may be saved as `cleanAddress` makes it.
 */
export function addressProblems(fields: AddressFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of Object.keys(fields) as AddressField[]) {
    const value = fields[field];
    if (typeof value !== 'string') continue;
    const text = tidy(value);
    if (REQUIRED.includes(field) && text === '') problems.push({ field, problem: 'required' });
    const max = MAX[field];
    if (max !== undefined && text.length > max) problems.push({ field, problem: 'tooLong' });
  }
  if (rtRwOf(fields.rt) === null) problems.push({ field: 'rt', problem: 'rtRw' });
  if (rtRwOf(fields.rw) === null) problems.push({ field: 'rw', problem: 'rtRw' });
  if (!/^[0-9]{5}$/.test(fields.postal_code.trim())) {
    problems.push({ field: 'postal_code', problem: 'postalCode' });
  }
  if (!Number.isFinite(fields.latitude) || Math.abs(fields.latitude) > 90) {
    problems.push({ field: 'latitude', problem: 'coordinates' });
  } else if (!Number.isFinite(fields.longitude) || Math.abs(fields.longitude) > 180) {
    problems.push({ field: 'longitude', problem: 'coordinates' });
  } else if (!inIndonesia(fields.latitude, fields.longitude)) {
    problems.push({ field: 'latitude', problem: 'outsideIndonesia' });
  }
  return problems;
}

/** ADDR-2, ADDR-3: the fields as saved: tidied, RT/RW as three digits, 6 decimals of a degree. */
export function cleanAddress(fields: AddressFields): AddressFields {
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    name: tidy(fields.name),
    street: tidy(fields.street),
    rt: rtRwOf(fields.rt) ?? '',
    rw: rtRwOf(fields.rw) ?? '',
    village: tidy(fields.village),
    district: tidy(fields.district),
    city: tidy(fields.city),
    province: tidy(fields.province),
    postal_code: fields.postal_code.trim(),
    latitude: round(fields.latitude),
    longitude: round(fields.longitude),
    landmark: tidy(fields.landmark),
  };
}

/**
 * ADDR-7: the one-line address other pages show, from its parts:
 * "Jl. Raya Bekasi No. 12, RT 003/RW 005, Cakung Barat, Cakung, Jakarta Timur, DKI Jakarta 13910".
 */
export function fullNameOf(fields: AddressFields): string {
  const rtRw =
    fields.rt && fields.rw
      ? `RT ${fields.rt}/RW ${fields.rw}`
      : fields.rt
        ? `RT ${fields.rt}`
        : fields.rw
          ? `RW ${fields.rw}`
          : '';
  return [
    fields.street,
    rtRw,
    fields.village,
    fields.district,
    fields.city,
    `${fields.province} ${fields.postal_code}`.trim(),
  ]
    .filter((part) => part !== '')
    .join(', ');
}

/** The street part of a full address written before the address book: before the first comma. */
function streetOfFullName(address: Address): string {
  const first = address.full_name.split(',')[0]?.trim() ?? '';
  return first === address.district ? '' : first;
}

/**
 * ADDR-8: an address as answered, every field of the book present. Records written before the
 * address book, or by other modules (the delivery-order import's new destinations), lack them:
 * the street comes from the full address, RT/RW, kelurahan and landmark are empty, and a record
 * is active until someone deactivates it.
 */
export function withBookFields(address: Address): Address {
  if (
    address.street !== undefined &&
    address.rt !== undefined &&
    address.rw !== undefined &&
    address.village !== undefined &&
    address.landmark !== undefined &&
    address.is_active !== undefined &&
    address.updated_on !== undefined
  ) {
    return address;
  }
  return {
    ...address,
    street: address.street ?? streetOfFullName(address),
    rt: address.rt ?? '',
    rw: address.rw ?? '',
    village: address.village ?? '',
    landmark: address.landmark ?? '',
    is_active: address.is_active ?? true,
    updated_on: address.updated_on ?? address.created_on,
  };
}

/** The rules' view of a saved address (for a change that sends some fields). */
export function fieldsOf(address: Address): AddressFields {
  const full = withBookFields(address);
  return {
    name: full.name,
    street: full.street ?? '',
    rt: full.rt ?? '',
    rw: full.rw ?? '',
    village: full.village ?? '',
    district: full.district,
    city: full.city,
    province: full.province,
    postal_code: full.postal_code,
    latitude: full.latitude,
    longitude: full.longitude,
    landmark: full.landmark ?? '',
  };
}
