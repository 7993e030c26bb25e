/**
 * Cost management (docs/rules/costs.md): the kinds of cost, the categories of other costs and
 * the numbers the service, the screens and the tests share. Money is whole Rupiah.
 */

/** COST-1: what a cost entry is. Maintenance costs come from work orders, never entered here. */
export const COST_KINDS = ['FUEL', 'TOLL', 'OTHER'] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** COST-1: the categories of an OTHER cost. */
export const OTHER_COST_CATEGORIES = [
  'PARKING',
  'INSURANCE',
  'TAX',
  'WASH',
  'FINE',
  'DRIVER_ALLOWANCE',
  'MISC',
] as const;
export type OtherCostCategory = (typeof OTHER_COST_CATEGORIES)[number];

/** COST-1: where an entry came from. */
export const COST_SOURCES = ['MANUAL', 'IMPORT'] as const;
export type CostSource = (typeof COST_SOURCES)[number];

/** COST-4: the statements a CSV import reads. */
export const COST_IMPORT_KINDS = ['FUEL_CARD', 'E_TOLL'] as const;
export type CostImportKind = (typeof COST_IMPORT_KINDS)[number];

/** COST-9: how a fuel purchase and a detected refill stand to each other. */
export const FUEL_MATCH_STATES = [
  'MATCHED',
  'PURCHASE_WITHOUT_REFILL',
  'REFILL_WITHOUT_PURCHASE',
] as const;
export type FuelMatchState = (typeof FUEL_MATCH_STATES)[number];

export const COST_LIMITS = {
  /** COST-2: one entry at most ten billion Rupiah. */
  maxAmount: 10_000_000_000,
  /** COST-2: litres of one purchase. */
  maxLitres: 2_000,
  referenceMax: 60,
  placeMax: 120,
  notesMax: 500,
  /** COST-4: the file, its rows. */
  maxImportBytes: 2 * 1024 * 1024,
  maxImportRows: 5_000,
  fileNameMax: 120,
  /** COST-8: the summary's months (the chart's span). */
  maxSummaryMonths: 12,
} as const;

/** COST-9: a purchase and a refill of the same vehicle match within this time and litres. */
export const FUEL_MATCH_WINDOW = {
  hours: 6,
  /** The share of the purchase's litres the refill may differ by (the gauge reads roughly). */
  litresTolerance: 0.25,
} as const;

/** COST-4: the columns of each statement, in the order of the templates. */
export const COST_IMPORT_COLUMNS = {
  FUEL_CARD: ['date', 'time', 'plate', 'litres', 'amount', 'station', 'card'],
  E_TOLL: ['date', 'time', 'plate', 'gate', 'amount', 'card'],
} as const satisfies Record<CostImportKind, readonly string[]>;

/** The cost list's page. */
export const COST_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
