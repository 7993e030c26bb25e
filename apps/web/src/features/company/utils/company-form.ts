import {
  COMPANY_LIMITS,
  UpdateCompanyInputSchema,
  type Company,
  type DsIntervalType,
  type UpdateCompanyInput,
} from '@armada/contracts';

/**
 * The company settings form as pure functions: values from a company, validation with the
 * contract's bounds (read from `UpdateCompanyInputSchema`, not written twice), and the update
 * input carrying only what changed (the server changes only the fields it is given).
 */

export const TEXT_FIELDS = [
  'name',
  'phoneNo',
  'faxNo',
  'taxNo',
  'email',
  'logoUrl',
  'companyTag',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const ALERT_FIELDS = [
  'idleTimeout',
  'parkTimeout',
  'offlineTimeout',
  'fuelGainAlert',
  'fuelLossAlert',
] as const;

export const DRIVER_SCORE_FIELDS = [
  'dsBase',
  'dsInitialInterval',
  'dsInitialBonus',
  'dsInterval',
  'dsBonus',
  'dsCostBrake',
  'dsCostAccel',
  'dsCostOverspeed',
  'dsCostSharpturn',
] as const;

/** Grade minimums, best first: each must be above the next (A > B > C > D). */
export const GRADE_FIELDS = ['dsMinScoreA', 'dsMinScoreB', 'dsMinScoreC', 'dsMinScoreD'] as const;

export const NUMBER_FIELDS = [...ALERT_FIELDS, ...DRIVER_SCORE_FIELDS, ...GRADE_FIELDS] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export type CompanyFormValues = { [K in TextField]: string } & {
  [K in NumberField]: number | null;
} & {
  category: string | null;
  showGeocode: boolean;
  dsIntervalType: DsIntervalType;
};
export type CompanyFormField = keyof CompanyFormValues;

export function toFormValues(company: Company): CompanyFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((key) => [key, company[key] ?? ''])) as {
    [K in TextField]: string;
  };
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((key) => [key, company[key]])) as {
    [K in NumberField]: number;
  };
  return {
    ...text,
    ...numbers,
    category: company.category,
    showGeocode: company.showGeocode,
    dsIntervalType: company.dsIntervalType,
  };
}

// ---- bounds from the contract -----------------------------------------------------------------

interface SchemaNode {
  type?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  anyOf?: SchemaNode[];
}

function findTyped(node: SchemaNode | undefined, types: readonly string[]): SchemaNode | null {
  if (!node) return null;
  if (typeof node.type === 'string' && types.includes(node.type)) return node;
  for (const member of node.anyOf ?? []) {
    const found = findTyped(member, types);
    if (found) return found;
  }
  return null;
}

const inputProperties = UpdateCompanyInputSchema.properties as unknown as Record<
  string,
  SchemaNode
>;

export interface NumberBounds {
  min: number;
  max: number;
  integer: boolean;
}

/** The range the server accepts for a number field (UpdateCompanyInputSchema). */
export function numberBounds(field: NumberField): NumberBounds {
  const node = findTyped(inputProperties[field], ['integer', 'number']);
  return {
    min: node?.minimum ?? 0,
    max: node?.maximum ?? Number.MAX_SAFE_INTEGER,
    integer: node?.type === 'integer',
  };
}

/** The longest text the server accepts for a text field. */
export function maxLengthOf(field: TextField): number {
  return findTyped(inputProperties[field], ['string'])?.maxLength ?? COMPANY_LIMITS.nameMax;
}

// ---- validation ---------------------------------------------------------------------------------

export type FieldError =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'range'; min: number; max: number }
  | { code: 'integer' }
  | { code: 'email' }
  | { code: 'phone' }
  | { code: 'url' }
  | { code: 'gradeOrder'; above: (typeof GRADE_FIELDS)[number] };

export type CompanyFormErrors = Partial<Record<CompanyFormField, FieldError>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with an optional leading +, spaces and dashes (stored as +62...). */
const PHONE_PATTERN = /^\+?[0-9][0-9\s-]{4,}$/;
/** A web address or a path on this site: a logo must not be a `javascript:` or `data:` link. */
const URL_PATTERN = /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s/][^\s]*)$/i;

function textError(field: TextField, raw: string): FieldError | undefined {
  const value = raw.trim();
  if (field === 'name' && value === '') return { code: 'required' };
  const max = maxLengthOf(field);
  if (value.length > max) return { code: 'tooLong', max };
  if (value === '') return undefined;
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return { code: 'email' };
  if ((field === 'phoneNo' || field === 'faxNo') && !PHONE_PATTERN.test(value)) {
    return { code: 'phone' };
  }
  if (field === 'logoUrl' && !URL_PATTERN.test(value)) return { code: 'url' };
  return undefined;
}

function numberError(field: NumberField, value: number | null): FieldError | undefined {
  if (value === null || Number.isNaN(value)) return { code: 'required' };
  const { min, max, integer } = numberBounds(field);
  if (integer && !Number.isInteger(value)) return { code: 'integer' };
  if (value < min || value > max) return { code: 'range', min, max };
  return undefined;
}

export function validateCompanyForm(values: CompanyFormValues): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  for (const field of TEXT_FIELDS) {
    const error = textError(field, values[field]);
    if (error) errors[field] = error;
  }
  for (const field of NUMBER_FIELDS) {
    const error = numberError(field, values[field]);
    if (error) errors[field] = error;
  }
  // Grade minimums fall from A to D; the first grade not below the one above it is wrong.
  GRADE_FIELDS.forEach((field, index) => {
    if (index === 0 || errors[field]) return;
    const above = GRADE_FIELDS[index - 1];
    if (!above) return;
    const upper = values[above];
    const value = values[field];
    if (upper !== null && value !== null && !errors[above] && value >= upper) {
      errors[field] = { code: 'gradeOrder', above };
    }
  });
  return errors;
}

export function hasErrors(errors: CompanyFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

// ---- changes ------------------------------------------------------------------------------------

function normaliseText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The fields whose value differs from the last saved one. */
export function changedFields(
  initial: CompanyFormValues,
  values: CompanyFormValues,
): CompanyFormField[] {
  const changed: CompanyFormField[] = [];
  for (const field of TEXT_FIELDS) {
    if (normaliseText(initial[field]) !== normaliseText(values[field])) changed.push(field);
  }
  for (const field of NUMBER_FIELDS) {
    if (initial[field] !== values[field]) changed.push(field);
  }
  for (const field of ['category', 'showGeocode', 'dsIntervalType'] as const) {
    if (initial[field] !== values[field]) changed.push(field);
  }
  return changed;
}

export function isDirty(initial: CompanyFormValues, values: CompanyFormValues): boolean {
  return changedFields(initial, values).length > 0;
}

/**
 * `updateCompany` input with the company id and only the changed fields. Cleared optional text
 * is sent as null (removes it); the name is never cleared (validation requires it).
 */
export function toUpdateInput(
  id: number,
  initial: CompanyFormValues,
  values: CompanyFormValues,
): UpdateCompanyInput {
  const input: UpdateCompanyInput = { id };
  for (const field of changedFields(initial, values)) {
    if ((TEXT_FIELDS as readonly string[]).includes(field)) {
      const key = field as TextField;
      const text = normaliseText(values[key]);
      if (key === 'name') {
        if (text !== null) input.name = text;
      } else {
        input[key] = text;
      }
    } else if ((NUMBER_FIELDS as readonly string[]).includes(field)) {
      const key = field as NumberField;
      const value = values[key];
      if (value !== null) input[key] = value;
    } else if (field === 'category') {
      input.category = values.category;
    } else if (field === 'showGeocode') {
      input.showGeocode = values.showGeocode;
    } else if (field === 'dsIntervalType') {
      input.dsIntervalType = values.dsIntervalType;
    }
  }
  return input;
}
