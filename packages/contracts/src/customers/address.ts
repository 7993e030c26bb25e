import Type, { type Static } from 'typebox';

/**
 * Addresses of the main REST service (`GET /api/address`; docs/rules/route-optimization.md §3.2
 * reads id, name, full_name and city). Depots of the company and delivery points of its customers
 * share the list; `customer_id` is null for the company's own depots.
 *
 * The address book (docs/rules/addresses.md, ADDR-1 … ADDR-14) adds the Indonesian structure
 * (street and number, RT/RW, kelurahan/desa, kecamatan = `district`), a landmark note and the
 * active flag. Those fields are optional in answers: records written before them (and records
 * other modules write) may lack them; the address service fills them when it answers.
 */
export const ADDRESS_PROVINCES = ['DKI Jakarta', 'Jawa Barat', 'Banten', 'Jawa Timur'] as const;
export type AddressProvince = (typeof ADDRESS_PROVINCES)[number];

/** The longest value of each text field, as typed (the form's maxLength reads these). */
export const ADDRESS_LIMITS = {
  nameMax: 120,
  streetMax: 200,
  villageMax: 100,
  districtMax: 100,
  cityMax: 100,
  provinceMax: 100,
  landmarkMax: 300,
  /** RT and RW: up to three digits (ADDR-3). */
  rtRwDigits: 3,
} as const;

/** ADDR-3: RT and RW are numbers of one to three digits ("3", "03", "003"). */
export const ADDRESS_RT_RW_PATTERN = '^[0-9]{1,3}$';
/** ADDR-4: an Indonesian postcode is five digits. */
export const ADDRESS_POSTAL_CODE_PATTERN = '^[0-9]{5}$';

/** ADDR-5: a pin must lie in Indonesia's bounding box (Sabang to Merauke, Rote to Miangas). */
export const INDONESIA_BOUNDS = {
  minLatitude: -11.5,
  maxLatitude: 6.5,
  minLongitude: 94.5,
  maxLongitude: 141.5,
} as const;

export const AddressSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  /** Short label shown in pickers, e.g. "Gudang Cakung" or "Toko Sinar Jaya". */
  name: Type.String(),
  /** Full postal address: street, kelurahan/kecamatan, city, province and postal code. */
  full_name: Type.String(),
  /** Kecamatan. */
  district: Type.String(),
  /** Kota or kabupaten. */
  city: Type.String(),
  province: Type.String(),
  postal_code: Type.String(),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  is_depot: Type.Boolean(),
  customer_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  created_on: Type.String({ format: 'date-time' }),
  /** Street and number ("Jl. Raya Bekasi No. 12"). */
  street: Type.Optional(Type.String()),
  /** Rukun tetangga, three digits ("003"), or "" when not known. */
  rt: Type.Optional(Type.String()),
  /** Rukun warga, three digits ("005"), or "" when not known. */
  rw: Type.Optional(Type.String()),
  /** Kelurahan or desa, "" when not known. */
  village: Type.Optional(Type.String()),
  /** Directions for the driver ("patokan": "seberang masjid, pagar hijau"). */
  landmark: Type.Optional(Type.String()),
  /** ADDR-9: false once deactivated; the record stays for the orders that name it. */
  is_active: Type.Optional(Type.Boolean()),
  updated_on: Type.Optional(Type.String({ format: 'date-time' })),
});
export type Address = Static<typeof AddressSchema>;

const Text = (maxLength: number) => Type.String({ maxLength });

/** ADDR-1 … ADDR-6, ADDR-10: a new address; the service checks each rule with its own reason. */
export const CreateAddressRequestSchema = Type.Object(
  {
    name: Text(ADDRESS_LIMITS.nameMax),
    street: Text(ADDRESS_LIMITS.streetMax),
    // RT, RW and the postcode are bounded loosely here; their rules (ADDR-3, ADDR-4) are the
    // service's, with their own reasons, as the import applies them to each row.
    rt: Type.Optional(Type.String({ maxLength: 200 })),
    rw: Type.Optional(Type.String({ maxLength: 200 })),
    village: Text(ADDRESS_LIMITS.villageMax),
    district: Text(ADDRESS_LIMITS.districtMax),
    city: Text(ADDRESS_LIMITS.cityMax),
    province: Text(ADDRESS_LIMITS.provinceMax),
    postal_code: Type.String({ maxLength: 200 }),
    latitude: Type.Number(),
    longitude: Type.Number(),
    landmark: Type.Optional(Text(ADDRESS_LIMITS.landmarkMax)),
    is_depot: Type.Optional(Type.Boolean()),
    customer_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CreateAddressRequest = Static<typeof CreateAddressRequestSchema>;

/** The fields sent change; `is_active: false` deactivates (ADDR-9), `true` reactivates. */
export const UpdateAddressRequestSchema = Type.Object(
  {
    name: Type.Optional(CreateAddressRequestSchema.properties.name),
    street: Type.Optional(CreateAddressRequestSchema.properties.street),
    rt: CreateAddressRequestSchema.properties.rt,
    rw: CreateAddressRequestSchema.properties.rw,
    village: Type.Optional(CreateAddressRequestSchema.properties.village),
    district: Type.Optional(CreateAddressRequestSchema.properties.district),
    city: Type.Optional(CreateAddressRequestSchema.properties.city),
    province: Type.Optional(CreateAddressRequestSchema.properties.province),
    postal_code: Type.Optional(CreateAddressRequestSchema.properties.postal_code),
    latitude: Type.Optional(CreateAddressRequestSchema.properties.latitude),
    longitude: Type.Optional(CreateAddressRequestSchema.properties.longitude),
    landmark: CreateAddressRequestSchema.properties.landmark,
    is_depot: CreateAddressRequestSchema.properties.is_depot,
    customer_id: CreateAddressRequestSchema.properties.customer_id,
    is_active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateAddressRequest = Static<typeof UpdateAddressRequestSchema>;

/** ADDR-13: the place under a pin, for the form's administrative fields. */
const Degrees = Type.String({ pattern: '^-?[0-9]{1,3}(\\.[0-9]{1,12})?$', maxLength: 20 });
/** Decimal degrees as written in the query ("-6.2", "106.85"). */
export const AddressReverseQuerySchema = Type.Object(
  { latitude: Degrees, longitude: Degrees },
  { additionalProperties: false },
);
export type AddressReverseQuery = Static<typeof AddressReverseQuerySchema>;

export const AddressPlaceSchema = Type.Object({
  /** Null when the pin is far from every known place. */
  found: Type.Boolean(),
  street: Type.Union([Type.String(), Type.Null()]),
  district: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  province: Type.Union([Type.String(), Type.Null()]),
  postal_code: Type.Union([Type.String(), Type.Null()]),
});
export type AddressPlace = Static<typeof AddressPlaceSchema>;

/** ADDR-11, ADDR-12: the file's columns, in order; an export re-imports as it is. */
export const ADDRESS_FILE_COLUMNS = [
  'id',
  'name',
  'street',
  'rt',
  'rw',
  'village',
  'district',
  'city',
  'province',
  'postal_code',
  'latitude',
  'longitude',
  'landmark',
  'is_depot',
  'is_active',
] as const;
export type AddressFileColumn = (typeof ADDRESS_FILE_COLUMNS)[number];

export const ADDRESS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type AddressExportFormat = (typeof ADDRESS_EXPORT_FORMATS)[number];

export const AddressExportQuerySchema = Type.Object(
  {
    format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')]),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    filters: Type.Optional(
      Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 20 })]),
    ),
    sorts: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String(), { maxItems: 5 })])),
  },
  { additionalProperties: false },
);
export type AddressExportQuery = Static<typeof AddressExportQuerySchema>;

/** ADDR-12: what is wrong with a cell or a row of an import. */
export const ADDRESS_IMPORT_PROBLEMS = [
  'missingColumn',
  'unknownColumn',
  'required',
  'tooLong',
  'rtRw',
  'postalCode',
  'coordinates',
  'outsideIndonesia',
  'boolean',
  'unknownId',
  'duplicateId',
  'formula',
] as const;
export type AddressImportProblemCode = (typeof ADDRESS_IMPORT_PROBLEMS)[number];

export const AddressImportProblemSchema = Type.Object({
  /** The spreadsheet row (the header is row 1); 1 for a problem of the header. */
  row: Type.Integer({ minimum: 1 }),
  column: Type.Union([Type.String(), Type.Null()]),
  problem: Type.Enum(ADDRESS_IMPORT_PROBLEMS),
});
export type AddressImportProblem = Static<typeof AddressImportProblemSchema>;

/** ADDR-12: an import saves every row or none. */
export const AddressImportResultSchema = Type.Object({
  rows: Type.Integer({ minimum: 0 }),
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
});
export type AddressImportResult = Static<typeof AddressImportResultSchema>;

export const AddressImportReportSchema = Type.Object({
  rows: Type.Integer({ minimum: 0 }),
  problems: Type.Array(AddressImportProblemSchema),
});
export type AddressImportReport = Static<typeof AddressImportReportSchema>;

export const ADDRESS_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  maxProblems: 500,
} as const;
