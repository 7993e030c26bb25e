import { Check } from 'typebox/value';
import {
  CUSTOMER_CODE_PATTERN,
  CUSTOMER_LIMITS,
  CreateCustomerRequestSchema,
  INDONESIAN_PHONE_PATTERN,
  NPWP_PATTERN,
  type CreateCustomerRequest,
  type Customer,
  type CustomerType,
  type UpdateCustomerRequest,
} from '@armada/contracts/customers';

/** The form's values: text as typed (empty is "not set"), plus type and active. */
export interface CustomerFormValues {
  code: string;
  name: string;
  type: CustomerType;
  phone: string;
  email: string;
  address: string;
  city: string;
  province: string;
  npwp: string;
  contact_person: string;
  is_active: boolean;
}

export type CustomerTextField = Exclude<keyof CustomerFormValues, 'type' | 'is_active'>;

/** A message key under `customers.validation`, with its values. */
export interface FieldProblem {
  key: 'required' | 'tooLong' | 'codeFormat' | 'phoneFormat' | 'emailFormat' | 'npwpFormat';
  max?: number;
}

export type CustomerFormErrors = Partial<Record<CustomerTextField, FieldProblem>>;

/** Max lengths: the contract's (`CUSTOMER_LIMITS`, which its schemas enforce). */
export const CUSTOMER_FIELD_MAX: Record<CustomerTextField, number> = {
  code: CUSTOMER_LIMITS.codeMax,
  name: CUSTOMER_LIMITS.nameMax,
  phone: CUSTOMER_LIMITS.phoneMax,
  email: CUSTOMER_LIMITS.emailMax,
  address: CUSTOMER_LIMITS.addressMax,
  city: CUSTOMER_LIMITS.cityMax,
  province: CUSTOMER_LIMITS.provinceMax,
  npwp: CUSTOMER_LIMITS.npwpMax,
  contact_person: CUSTOMER_LIMITS.contactMax,
};

/** The order in which fields appear, so the first wrong one gets the focus. */
export const CUSTOMER_FIELD_ORDER: readonly CustomerTextField[] = [
  'name',
  'code',
  'phone',
  'email',
  'contact_person',
  'npwp',
  'address',
  'city',
  'province',
];

export const emptyCustomerForm: CustomerFormValues = {
  code: '',
  name: '',
  type: 'COMPANY',
  phone: '',
  email: '',
  address: '',
  city: '',
  province: '',
  npwp: '',
  contact_person: '',
  is_active: true,
};

export function customerToForm(customer: Customer): CustomerFormValues {
  return {
    code: customer.code,
    name: customer.name,
    type: customer.type,
    phone: customer.phone ?? '',
    email: customer.email ?? '',
    address: customer.address ?? '',
    city: customer.city ?? '',
    province: customer.province ?? '',
    npwp: customer.npwp ?? '',
    contact_person: customer.contact_person ?? '',
    is_active: customer.is_active,
  };
}

const codePattern = new RegExp(CUSTOMER_CODE_PATTERN);
const phonePattern = new RegExp(INDONESIAN_PHONE_PATTERN);
const npwpPattern = new RegExp(NPWP_PATTERN);
const emailSchema = CreateCustomerRequestSchema.properties.email;

/** Codes are stored in capitals; what the user types is shown and sent that way. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The contract's rules, checked before anything is sent: name required (not only spaces), the
 * code, phone (Indonesian), email and NPWP formats, and every max length. `mode` matters for the
 * code: left empty on create it is generated; an existing customer keeps one.
 */
export function validateCustomerForm(
  values: CustomerFormValues,
  mode: 'create' | 'edit',
): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  for (const field of CUSTOMER_FIELD_ORDER) {
    const max = CUSTOMER_FIELD_MAX[field];
    if (values[field].trim().length > max) errors[field] = { key: 'tooLong', max };
  }
  const name = values.name.trim();
  if (name === '') errors.name = { key: 'required' };

  const code = normaliseCode(values.code);
  if (code === '' && mode === 'edit') errors.code = { key: 'required' };
  else if (code !== '' && !codePattern.test(code)) errors.code = { key: 'codeFormat' };

  const phone = values.phone.trim();
  if (phone !== '' && !phonePattern.test(phone)) errors.phone = { key: 'phoneFormat' };

  const email = values.email.trim();
  if (email !== '' && !errors.email && !Check(emailSchema, email)) {
    errors.email = { key: 'emailFormat' };
  }

  const npwp = values.npwp.trim();
  if (npwp !== '' && !npwpPattern.test(npwp)) errors.npwp = { key: 'npwpFormat' };
  return errors;
}

export function firstInvalidField(errors: CustomerFormErrors): CustomerTextField | null {
  return CUSTOMER_FIELD_ORDER.find((field) => errors[field]) ?? null;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The create body: empty optional fields are left out (the server generates the code). */
export function toCreateRequest(values: CustomerFormValues): CreateCustomerRequest {
  const body: CreateCustomerRequest = {
    name: values.name.trim(),
    type: values.type,
    is_active: values.is_active,
  };
  const code = normaliseCode(values.code);
  if (code) body.code = code;
  for (const field of [
    'phone',
    'email',
    'address',
    'city',
    'province',
    'npwp',
    'contact_person',
  ] as const) {
    const value = orNull(values[field]);
    if (value !== null) body[field] = value;
  }
  return body;
}

/** The update body: only what changed (null clears a field); null when nothing changed. */
export function toUpdateRequest(
  before: CustomerFormValues,
  after: CustomerFormValues,
): UpdateCustomerRequest | null {
  const body: UpdateCustomerRequest = {};
  if (normaliseCode(after.code) !== normaliseCode(before.code))
    body.code = normaliseCode(after.code);
  if (after.name.trim() !== before.name.trim()) body.name = after.name.trim();
  if (after.type !== before.type) body.type = after.type;
  if (after.is_active !== before.is_active) body.is_active = after.is_active;
  for (const field of [
    'phone',
    'email',
    'address',
    'city',
    'province',
    'npwp',
    'contact_person',
  ] as const) {
    if (orNull(after[field]) !== orNull(before[field])) body[field] = orNull(after[field]);
  }
  return Object.keys(body).length > 0 ? body : null;
}
