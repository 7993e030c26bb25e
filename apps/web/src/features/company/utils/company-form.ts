import {
  COMPANY_GRADE_FIELDS,
  COMPANY_NUMBER_LIMITS,
  COMPANY_TEXT_FIELDS,
  COMPANY_TEXT_LIMITS,
  DEFAULT_COMPANY_TIME_ZONE,
  validateCompanyInput,
  type Company,
  type CompanyFieldProblem,
  type CompanyNumberField,
  type CompanyNumberLimit,
  type CompanyTextField,
  type CompanyTimeZone,
  type DsIntervalType,
  type UpdateCompanyInput,
} from '@armada/contracts/company';

/**
 * The company settings form as pure functions: values from a company, validation with the
 * contracts' company rules (company-rules.ts, which the simulator runs too), and the update
 * input carrying only what changed (the server changes only the fields it is given).
 */

export const TEXT_FIELDS = COMPANY_TEXT_FIELDS;
export type TextField = CompanyTextField;

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
export const GRADE_FIELDS = COMPANY_GRADE_FIELDS;

/** The number fields in page order (sections), the same set the contracts' rules know. */
export const NUMBER_FIELDS = [
  ...ALERT_FIELDS,
  ...DRIVER_SCORE_FIELDS,
  ...GRADE_FIELDS,
] as const satisfies readonly CompanyNumberField[];
export type NumberField = CompanyNumberField;

export type CompanyFormValues = { [K in TextField]: string } & {
  [K in NumberField]: number | null;
} & {
  category: string | null;
  showGeocode: boolean;
  dsIntervalType: DsIntervalType;
  /** The zone every date and time is typed and shown in (docs/rules/shell.md SHELL-75). */
  timeZone: CompanyTimeZone;
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
    timeZone: company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE,
  };
}

// ---- validation ---------------------------------------------------------------------------------

/** The range the server accepts for a number field (contracts COMPANY_NUMBER_LIMITS). */
export function numberBounds(field: NumberField): CompanyNumberLimit {
  return COMPANY_NUMBER_LIMITS[field];
}

/** The longest text the server accepts for a text field. */
export function maxLengthOf(field: TextField): number {
  return COMPANY_TEXT_LIMITS[field];
}

/** A broken rule of one field; the form says it in the user's language (form-fields.tsx). */
export type FieldError = CompanyFieldProblem;

export type CompanyFormErrors = Partial<Record<CompanyFormField, FieldError>>;

/** The form's problems by field: the contracts' company rules on every text and number. */
export function validateCompanyForm(values: CompanyFormValues): CompanyFormErrors {
  const errors: CompanyFormErrors = {};
  for (const problem of validateCompanyInput(values)) errors[problem.field] ??= problem;
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
  for (const field of ['category', 'showGeocode', 'dsIntervalType', 'timeZone'] as const) {
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
    } else if (field === 'timeZone') {
      input.timeZone = values.timeZone;
    }
  }
  return input;
}
