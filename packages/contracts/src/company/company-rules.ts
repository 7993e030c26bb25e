/**
 * The company field rules (docs/rules/shell.md §3), written once: the limits the `updateCompany`
 * input schema is built from, and `validateCompanyInput`, which the simulator runs on every
 * update and the web's settings form runs while the user types. Each problem names the field,
 * the rule and the rule's values, so each side says it in its own words (the simulator in an
 * English message with a reason, the web in the user's language).
 */

/** Text fields of the company form, with the longest text each takes. */
export const COMPANY_TEXT_LIMITS = {
  name: 100,
  phoneNo: 20,
  faxNo: 20,
  taxNo: 25,
  email: 254,
  logoUrl: 500,
  companyTag: 50,
} as const;
export type CompanyTextField = keyof typeof COMPANY_TEXT_LIMITS;
export const COMPANY_TEXT_FIELDS = Object.keys(COMPANY_TEXT_LIMITS) as CompanyTextField[];

export interface CompanyNumberLimit {
  readonly min: number;
  readonly max: number;
  /** Minutes and days are whole numbers. */
  readonly integer: boolean;
}

const whole = (min: number, max: number): CompanyNumberLimit => ({ min, max, integer: true });
const decimal = (min: number, max: number): CompanyNumberLimit => ({ min, max, integer: false });

/** Number fields with their ranges: alert thresholds, then the driver-score settings. */
export const COMPANY_NUMBER_LIMITS = {
  /** Minutes, up to a day. */
  idleTimeout: whole(1, 1440),
  /** Minutes, up to a week. */
  parkTimeout: whole(1, 10080),
  offlineTimeout: whole(1, 10080),
  /** Litres. */
  fuelGainAlert: decimal(0, 1000),
  fuelLossAlert: decimal(0, 1000),
  dsBase: decimal(0, 1000),
  /** Days. */
  dsInitialInterval: whole(0, 365),
  dsInitialBonus: decimal(0, 100),
  dsInterval: whole(0, 365),
  dsBonus: decimal(0, 100),
  dsCostBrake: decimal(0, 100),
  dsCostAccel: decimal(0, 100),
  dsCostOverspeed: decimal(0, 100),
  dsCostSharpturn: decimal(0, 100),
  dsMinScoreA: decimal(0, 100),
  dsMinScoreB: decimal(0, 100),
  dsMinScoreC: decimal(0, 100),
  dsMinScoreD: decimal(0, 100),
} as const satisfies Record<string, CompanyNumberLimit>;
export type CompanyNumberField = keyof typeof COMPANY_NUMBER_LIMITS;
export const COMPANY_NUMBER_FIELDS = Object.keys(COMPANY_NUMBER_LIMITS) as CompanyNumberField[];

/** Grade minimums, best first: each must be above the next (A > B > C > D). */
export const COMPANY_GRADE_FIELDS = [
  'dsMinScoreA',
  'dsMinScoreB',
  'dsMinScoreC',
  'dsMinScoreD',
] as const satisfies readonly CompanyNumberField[];
export type CompanyGradeField = (typeof COMPANY_GRADE_FIELDS)[number];

/** The other limits of the company settings: categories and bank accounts. */
export const COMPANY_LIMITS = {
  categoryTextMax: 50,
  bankNameMax: 60,
  accountNameMax: 100,
  /** Account numbers are digits only, 6 to 20 of them. */
  accountNoPattern: '^[0-9]{6,20}$',
  bankAccountsMax: 20,
} as const;

/** Text formats the company form and the simulator both check. */
export const COMPANY_PATTERNS = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** Digits with an optional leading +, spaces and dashes (stored as +62...). */
  phone: /^\+?[0-9][0-9\s-]{4,}$/,
  /** A web address or a path on this site: a logo must not be a `javascript:` or `data:` link. */
  url: /^(https?:\/\/[^\s/$.?#][^\s]*|\/[^\s/][^\s]*)$/i,
} as const;

const FORMAT_OF: Partial<Record<CompanyTextField, keyof typeof COMPANY_PATTERNS>> = {
  email: 'email',
  phoneNo: 'phone',
  faxNo: 'phone',
  logoUrl: 'url',
};

/** Fields that must have a value when given: the name and every number. */
const REQUIRED: ReadonlySet<string> = new Set<string>(['name', ...COMPANY_NUMBER_FIELDS]);

export type CompanyField = CompanyTextField | CompanyNumberField;

/** A broken rule: which field, which rule, and the values the rule's text names. */
export type CompanyFieldProblem =
  | { field: CompanyField; rule: 'required'; params: Record<string, never> }
  | { field: CompanyTextField; rule: 'tooLong'; params: { max: number } }
  | { field: CompanyNumberField; rule: 'range'; params: { min: number; max: number } }
  | { field: CompanyNumberField; rule: 'integer'; params: Record<string, never> }
  | { field: CompanyTextField; rule: 'email' | 'phone' | 'url'; params: Record<string, never> }
  | { field: CompanyGradeField; rule: 'gradeOrder'; params: { above: CompanyGradeField } };
export type CompanyFieldRule = CompanyFieldProblem['rule'];

/**
 * The company fields to check. A field left out is not checked; empty text (or null) is no
 * value, allowed except for the name; a number field given as null (or NaN) has no value.
 */
export type CompanyInputValues = {
  readonly [K in CompanyTextField]?: string | null;
} & {
  readonly [K in CompanyNumberField]?: number | null;
};

export interface ValidateCompanyOptions {
  /** The grades already saved, for grades the input leaves out (a partial update). */
  currentGrades?: Readonly<Partial<Record<CompanyGradeField, number>>>;
}

function textProblem(field: CompanyTextField, raw: string | null): CompanyFieldProblem | null {
  const value = (raw ?? '').trim();
  if (value === '') return field === 'name' ? { field, rule: 'required', params: {} } : null;
  const max = COMPANY_TEXT_LIMITS[field];
  if (value.length > max) return { field, rule: 'tooLong', params: { max } };
  const format = FORMAT_OF[field];
  if (format && !COMPANY_PATTERNS[format].test(value)) return { field, rule: format, params: {} };
  return null;
}

function numberProblem(
  field: CompanyNumberField,
  value: number | null,
): CompanyFieldProblem | null {
  if (value === null || Number.isNaN(value)) return { field, rule: 'required', params: {} };
  const { min, max, integer } = COMPANY_NUMBER_LIMITS[field];
  if (integer && !Number.isInteger(value)) return { field, rule: 'integer', params: {} };
  if (value < min || value > max) return { field, rule: 'range', params: { min, max } };
  return null;
}

/**
 * Every broken rule of the given company fields, in field order (text, numbers, then the grade
 * order), at most one per field. Grade minimums must fall from A to D: a grade not below the
 * one above it is reported, naming the one above; a grade with a problem is not compared.
 */
export function validateCompanyInput(
  input: CompanyInputValues,
  { currentGrades = {} }: ValidateCompanyOptions = {},
): CompanyFieldProblem[] {
  const problems: CompanyFieldProblem[] = [];
  for (const field of COMPANY_TEXT_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const problem = textProblem(field, value);
    if (problem) problems.push(problem);
  }
  for (const field of COMPANY_NUMBER_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const problem = numberProblem(field, value);
    if (problem) problems.push(problem);
  }
  const broken = new Set<string>(problems.map((p) => p.field));
  const grade = (field: CompanyGradeField) => {
    const value = input[field] === undefined ? currentGrades[field] : input[field];
    return value === null || value === undefined || broken.has(field) ? null : value;
  };
  COMPANY_GRADE_FIELDS.forEach((field, index) => {
    const above = COMPANY_GRADE_FIELDS[index - 1];
    if (!above) return;
    const upper = grade(above);
    const value = grade(field);
    if (upper !== null && value !== null && value >= upper) {
      problems.push({ field, rule: 'gradeOrder', params: { above } });
      broken.add(field);
    }
  });
  return problems;
}

/** Whether a field must have a value when it is given (the name and every number). */
export function isRequiredCompanyField(field: string): boolean {
  return REQUIRED.has(field);
}
