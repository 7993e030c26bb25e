import Type, { type Static } from 'typebox';

/**
 * Customers of the order service (docs/rules/shell.md §3: list, get, create, update, delete; the
 * spec does not show the fields, so these are the ones an Indonesian B2B shipper keeps).
 * Wire names are snake_case like the rest of the order service.
 */
export const CUSTOMER_TYPES = ['COMPANY', 'INDIVIDUAL'] as const;
export const CustomerTypeSchema = Type.Union([Type.Literal('COMPANY'), Type.Literal('INDIVIDUAL')]);
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** INTERNAL: created in this product; EXTERNAL: synced from the customer's ERP (GET /customer/external). */
export const CUSTOMER_SOURCES = ['INTERNAL', 'EXTERNAL'] as const;
export const CustomerSourceSchema = Type.Union([
  Type.Literal('INTERNAL'),
  Type.Literal('EXTERNAL'),
]);
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

/** Indonesian phone numbers: +62, 62 or 0 then 8 to 13 digits (spaces and dashes allowed). */
export const INDONESIAN_PHONE_PATTERN = '^(\\+62|62|0)[0-9][0-9 -]{6,16}[0-9]$';
/** NPWP: 15 digits (old, often written 01.234.567.8-901.000) or 16 digits (NIK-based). */
export const NPWP_PATTERN =
  '^([0-9]{2}\\.?[0-9]{3}\\.?[0-9]{3}\\.?[0-9]-?[0-9]{3}\\.?[0-9]{3}|[0-9]{16})$';
/** The longest value of each text field, as typed (a form's maxLength reads these). */
export const CUSTOMER_LIMITS = {
  codeMax: 20,
  nameMax: 100,
  phoneMax: 20,
  emailMax: 254,
  addressMax: 255,
  cityMax: 100,
  provinceMax: 100,
  /** The 15-digit NPWP written with its dots and dash (01.234.567.8-901.000). */
  npwpMax: 20,
  contactMax: 100,
} as const;
export const CUSTOMER_CODE_PATTERN = `^[A-Z0-9][A-Z0-9-]{1,${CUSTOMER_LIMITS.codeMax - 1}}$`;

const NullableString = (options: { pattern?: string; format?: string; maxLength?: number }) =>
  Type.Union([Type.String(options), Type.Null()]);

export const CustomerSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  code: Type.String(),
  name: Type.String(),
  type: CustomerTypeSchema,
  source: CustomerSourceSchema,
  phone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  province: Type.Union([Type.String(), Type.Null()]),
  npwp: Type.Union([Type.String(), Type.Null()]),
  contact_person: Type.Union([Type.String(), Type.Null()]),
  is_active: Type.Boolean(),
  created_on: Type.String({ format: 'date-time' }),
  updated_on: Type.String({ format: 'date-time' }),
});
export type Customer = Static<typeof CustomerSchema>;

const customerInputProperties = {
  /** Uppercase letters, digits and dashes; generated (CUS-00042) when left out on create. */
  code: Type.String({ maxLength: CUSTOMER_LIMITS.codeMax, pattern: CUSTOMER_CODE_PATTERN }),
  /** Required on create; must contain a non-space character. */
  name: Type.String({ minLength: 1, maxLength: CUSTOMER_LIMITS.nameMax, pattern: '\\S' }),
  type: CustomerTypeSchema,
  phone: NullableString({ pattern: INDONESIAN_PHONE_PATTERN, maxLength: CUSTOMER_LIMITS.phoneMax }),
  email: NullableString({ format: 'email', maxLength: CUSTOMER_LIMITS.emailMax }),
  address: NullableString({ maxLength: CUSTOMER_LIMITS.addressMax }),
  city: NullableString({ maxLength: CUSTOMER_LIMITS.cityMax }),
  province: NullableString({ maxLength: CUSTOMER_LIMITS.provinceMax }),
  npwp: NullableString({ pattern: NPWP_PATTERN, maxLength: CUSTOMER_LIMITS.npwpMax }),
  contact_person: NullableString({ maxLength: CUSTOMER_LIMITS.contactMax }),
  is_active: Type.Boolean(),
};

export const CreateCustomerRequestSchema = Type.Object(
  {
    ...customerInputProperties,
    code: Type.Optional(customerInputProperties.code),
    type: Type.Optional(customerInputProperties.type),
    phone: Type.Optional(customerInputProperties.phone),
    email: Type.Optional(customerInputProperties.email),
    address: Type.Optional(customerInputProperties.address),
    city: Type.Optional(customerInputProperties.city),
    province: Type.Optional(customerInputProperties.province),
    npwp: Type.Optional(customerInputProperties.npwp),
    contact_person: Type.Optional(customerInputProperties.contact_person),
    is_active: Type.Optional(customerInputProperties.is_active),
  },
  { additionalProperties: false },
);
export type CreateCustomerRequest = Static<typeof CreateCustomerRequestSchema>;

export const UpdateCustomerRequestSchema = Type.Object(
  {
    code: Type.Optional(customerInputProperties.code),
    name: Type.Optional(customerInputProperties.name),
    type: Type.Optional(customerInputProperties.type),
    phone: Type.Optional(customerInputProperties.phone),
    email: Type.Optional(customerInputProperties.email),
    address: Type.Optional(customerInputProperties.address),
    city: Type.Optional(customerInputProperties.city),
    province: Type.Optional(customerInputProperties.province),
    npwp: Type.Optional(customerInputProperties.npwp),
    contact_person: Type.Optional(customerInputProperties.contact_person),
    is_active: Type.Optional(customerInputProperties.is_active),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateCustomerRequest = Static<typeof UpdateCustomerRequestSchema>;
