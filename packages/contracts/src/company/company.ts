import Type, { type Static } from 'typebox';

export {
  COMPANY_TIME_ZONES,
  COMPANY_TIME_ZONE_INFO,
  DEFAULT_COMPANY_TIME_ZONE,
  isCompanyTimeZone,
  type CompanyTimeZone,
} from './time-zones';

/**
 * The company (GraphQL `company`, `updateCompany`; docs/rules/shell.md §3) with its driver-score
 * settings and bank accounts, and the company categories (`companyCategories`).
 */
export const DS_INTERVAL_TYPES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type DsIntervalType = (typeof DS_INTERVAL_TYPES)[number];
export const DsIntervalTypeSchema = Type.Union([
  Type.Literal('DAILY'),
  Type.Literal('WEEKLY'),
  Type.Literal('MONTHLY'),
]);

export const BankAccountSchema = Type.Object({
  bankAccountId: Type.Integer({ minimum: 1 }),
  companyId: Type.Integer({ minimum: 1 }),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNo: Type.String(),
  isDefault: Type.Boolean(),
});
export type BankAccount = Static<typeof BankAccountSchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const CompanyTimeZoneSchema = Type.Union([
  Type.Literal('Asia/Jakarta'),
  Type.Literal('Asia/Makassar'),
  Type.Literal('Asia/Jayapura'),
]);

export const CompanySchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  /** Minutes before an idling vehicle raises an idle alert. */
  idleTimeout: Type.Integer({ minimum: 0 }),
  /** Minutes before a parked vehicle raises a parking alert. */
  parkTimeout: Type.Integer({ minimum: 0 }),
  /** Minutes without a report before a vehicle counts as offline. */
  offlineTimeout: Type.Integer({ minimum: 0 }),
  /** Litres gained within one report that count as refuelling. */
  fuelGainAlert: Type.Number({ minimum: 0 }),
  /** Litres lost within one report that count as a fuel loss. */
  fuelLossAlert: Type.Number({ minimum: 0 }),
  isActive: Type.Boolean(),
  showGeocode: Type.Boolean(),
  phoneNo: NullableString,
  faxNo: NullableString,
  taxNo: NullableString,
  /** Text of one of the company categories. */
  category: NullableString,
  companyTag: NullableString,
  email: NullableString,
  domainName: NullableString,
  logoUrl: NullableString,
  /** Set once the notification onboarding has been completed (docs/rules/alert-center.md §4). */
  setupNotifCompleted: Type.Boolean(),
  dsBase: Type.Number({ minimum: 0 }),
  dsIntervalType: DsIntervalTypeSchema,
  dsInitialInterval: Type.Integer({ minimum: 0 }),
  dsInitialBonus: Type.Number({ minimum: 0 }),
  dsInterval: Type.Integer({ minimum: 0 }),
  dsBonus: Type.Number({ minimum: 0 }),
  dsCostBrake: Type.Number({ minimum: 0 }),
  dsCostAccel: Type.Number({ minimum: 0 }),
  dsCostOverspeed: Type.Number({ minimum: 0 }),
  dsCostSharpturn: Type.Number({ minimum: 0 }),
  dsMinScoreA: Type.Number({ minimum: 0, maximum: 100 }),
  dsMinScoreB: Type.Number({ minimum: 0, maximum: 100 }),
  dsMinScoreC: Type.Number({ minimum: 0, maximum: 100 }),
  dsMinScoreD: Type.Number({ minimum: 0, maximum: 100 }),
  bankAccounts: Type.Array(BankAccountSchema),
  /** IANA name of the company's zone (SHELL-75). Absent (an older backend): WIB. */
  timeZone: Type.Optional(CompanyTimeZoneSchema),
});
export type Company = Static<typeof CompanySchema>;

export const CompanyCategorySchema = Type.Object({
  text: Type.String(),
  /** True while a record (srcTable.srcColumn) uses the category, so it cannot be removed. */
  hasRelation: Type.Boolean(),
  companyId: Type.Integer({ minimum: 1 }),
  srcTable: NullableString,
  srcColumn: NullableString,
});
export type CompanyCategory = Static<typeof CompanyCategorySchema>;

/**
 * `errorCode` of the company operations' domain refusals (GraphQL results carry no reason, so
 * a client tells these refusals apart by code; the generic ones use GRAPHQL_ERROR_CODES).
 */
export const COMPANY_ERROR_CODES = {
  bankAccountIsDefault: 'COMPANY.BANK_ACCOUNT_IS_DEFAULT',
  unknownCategory: 'COMPANY.UNKNOWN_CATEGORY',
  scoreOrder: 'COMPANY.DRIVER_SCORE_GRADES_OUT_OF_ORDER',
} as const;
export type CompanyErrorCode = (typeof COMPANY_ERROR_CODES)[keyof typeof COMPANY_ERROR_CODES];
