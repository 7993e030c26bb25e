import Type, { type Static } from 'typebox';
import { IdSchema } from '../shared/list-query';
import { Nullable } from '../shared/nullable';
import {
  COST_IMPORT_KINDS,
  COST_KINDS,
  COST_LIMITS as L,
  COST_PAGE,
  COST_SOURCES,
  FUEL_MATCH_STATES,
  OTHER_COST_CATEGORIES,
} from './limits';

/**
 * Cost management (docs/rules/costs.md): fuel, toll and other costs entered or imported, the
 * maintenance costs of work orders, cost per kilometre, per delivery and per vehicle per month,
 * and fuel purchases matched against the refills read from the tank. Whole Rupiah throughout.
 */

const DateTime = Type.String({ format: 'date-time' });
const Day = Type.String({ format: 'date' });
/** `YYYY-MM`, a calendar month on the company's clock. */
const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', maxLength: 7 });
/** Single-line text: no control characters. */
const Text = (maxLength: number, minLength = 0) =>
  Type.String({ minLength, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' });
/** COST-2: a cost is at least one Rupiah; a negative or fractional amount is refused. */
const Amount = Type.Integer({ minimum: 1, maximum: L.maxAmount });
const Rupiah = Type.Integer({ minimum: 0 });

export const CostKindSchema = Type.Enum(COST_KINDS);
export const OtherCostCategorySchema = Type.Enum(OTHER_COST_CATEGORIES);
export const CostImportKindSchema = Type.Enum(COST_IMPORT_KINDS);
export const FuelMatchStateSchema = Type.Enum(FUEL_MATCH_STATES);

const VehicleRef = Type.Object({ id: IdSchema, license_plate: Type.String() });
const Person = Type.Object({ id: IdSchema, name: Type.String() });

/** COST-1: one cost: a fuel purchase, a toll payment or another cost. */
export const CostEntrySchema = Type.Object(
  {
    id: IdSchema,
    kind: CostKindSchema,
    /** Set for OTHER only. */
    category: Nullable(OtherCostCategorySchema),
    vehicle: Nullable(VehicleRef),
    occurred_at: DateTime,
    amount: Rupiah,
    /** Set for FUEL only. */
    litres: Nullable(Type.Number({ minimum: 0 })),
    /** The station, the toll gate or the supplier. */
    place: Type.String(),
    /** The card or receipt number. */
    reference: Type.String(),
    notes: Type.String(),
    source: Type.Enum(COST_SOURCES),
    import_id: Nullable(IdSchema),
    created_on: DateTime,
    created_by: Nullable(Person),
  },
  { $id: 'CostEntry' },
);
export type CostEntry = Static<typeof CostEntrySchema>;

/** COST-1, COST-2. */
export const CreateCostEntryRequestSchema = Type.Object(
  {
    kind: CostKindSchema,
    /** Required for FUEL and TOLL; optional for OTHER (a cost of the whole fleet). */
    vehicle_id: Type.Optional(IdSchema),
    occurred_at: DateTime,
    amount: Amount,
    litres: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: L.maxLitres })),
    category: Type.Optional(OtherCostCategorySchema),
    place: Type.Optional(Text(L.placeMax)),
    reference: Type.Optional(Text(L.referenceMax)),
    notes: Type.Optional(Text(L.notesMax)),
  },
  { $id: 'CreateCostEntryRequest', additionalProperties: false },
);
export type CreateCostEntryRequest = Static<typeof CreateCostEntryRequestSchema>;

export const CostEntryListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: COST_PAGE.maxLimit })),
    kind: Type.Optional(CostKindSchema),
    vehicle_id: Type.Optional(IdSchema),
    /** Costs on or after this company day. */
    from: Type.Optional(Day),
    /** Costs on or before this company day. */
    until: Type.Optional(Day),
    /** Plate, place or reference containing the text. */
    search: Type.Optional(Text(80)),
  },
  { $id: 'CostEntryListQuery', additionalProperties: false },
);
export type CostEntryListQuery = Static<typeof CostEntryListQuerySchema>;

export const CostEntryPageSchema = Type.Object(
  {
    data: Type.Object({
      items: Type.Array(CostEntrySchema),
      total_count: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      total_page: Type.Integer({ minimum: 0 }),
      /** The sum of every matching entry, not only this page's. */
      total_amount: Rupiah,
    }),
  },
  { $id: 'CostEntryPage' },
);
export type CostEntryPage = Static<typeof CostEntryPageSchema>;

/** COST-4: a fuel-card or e-toll statement, as the CSV file's bytes in base64. */
export const CostImportRequestSchema = Type.Object(
  {
    kind: CostImportKindSchema,
    file_name: Text(L.fileNameMax, 1),
    data: Type.String({
      minLength: 1,
      maxLength: Math.ceil(L.maxImportBytes / 3) * 4,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      contentEncoding: 'base64',
    }),
  },
  { $id: 'CostImportRequest', additionalProperties: false },
);
export type CostImportRequest = Static<typeof CostImportRequestSchema>;

export const CostImportSchema = Type.Object(
  {
    id: IdSchema,
    kind: CostImportKindSchema,
    file_name: Type.String(),
    rows: Type.Integer({ minimum: 0 }),
    total_amount: Rupiah,
    imported_on: DateTime,
  },
  { $id: 'CostImport' },
);
export type CostImport = Static<typeof CostImportSchema>;

/** COST-8: the months asked, at most twelve. */
export const CostSummaryQuerySchema = Type.Object(
  {
    from: Month,
    until: Month,
    vehicle_id: Type.Optional(IdSchema),
  },
  { $id: 'CostSummaryQuery', additionalProperties: false },
);
export type CostSummaryQuery = Static<typeof CostSummaryQuerySchema>;

/** COST-6, COST-7: the costs of a month (of the fleet or one vehicle) and what they bought. */
export const CostFiguresSchema = Type.Object({
  month: Month,
  fuel: Rupiah,
  toll: Rupiah,
  maintenance: Rupiah,
  other: Rupiah,
  total: Rupiah,
  km: Type.Number({ minimum: 0 }),
  deliveries: Type.Integer({ minimum: 0 }),
  /** Rupiah per kilometre, rounded; null with no kilometre driven. */
  cost_per_km: Nullable(Rupiah),
  /** Rupiah per delivered order, rounded; null with no delivery. */
  cost_per_delivery: Nullable(Rupiah),
});
export type CostFigures = Static<typeof CostFiguresSchema>;

export const CostSummarySchema = Type.Object(
  {
    data: Type.Object({
      /** Every month of the period, oldest first (the charts). */
      months: Type.Array(CostFiguresSchema),
      /** Per vehicle per month, with any cost or kilometre; newest month, dearest first. */
      vehicles: Type.Array(Type.Object({ ...CostFiguresSchema.properties, vehicle: VehicleRef })),
      /** COST-6: false when the caller may not read work orders (their costs are left out). */
      maintenance_included: Type.Boolean(),
      /** COST-7: false when the caller may not read the driving history (no kilometres). */
      distance_included: Type.Boolean(),
    }),
  },
  { $id: 'CostSummary' },
);
export type CostSummary = Static<typeof CostSummarySchema>;

/** COST-9: one month's purchases and refills, matched. */
export const FuelMatchQuerySchema = Type.Object(
  { month: Month, vehicle_id: Type.Optional(IdSchema) },
  { $id: 'FuelMatchQuery', additionalProperties: false },
);
export type FuelMatchQuery = Static<typeof FuelMatchQuerySchema>;

export const FuelMatchItemSchema = Type.Object({
  state: FuelMatchStateSchema,
  vehicle: VehicleRef,
  purchase: Nullable(
    Type.Object({
      id: IdSchema,
      occurred_at: DateTime,
      litres: Type.Number(),
      amount: Rupiah,
      place: Type.String(),
    }),
  ),
  refill: Nullable(Type.Object({ id: IdSchema, at: DateTime, litres: Type.Number() })),
});
export type FuelMatchItem = Static<typeof FuelMatchItemSchema>;

export const FuelMatchSchema = Type.Object(
  {
    data: Type.Object({
      /** Flagged first (purchase without refill, refill without purchase), then by time. */
      items: Type.Array(FuelMatchItemSchema),
      matched: Type.Integer({ minimum: 0 }),
      purchases_without_refill: Type.Integer({ minimum: 0 }),
      refills_without_purchase: Type.Integer({ minimum: 0 }),
    }),
  },
  { $id: 'FuelMatch' },
);
export type FuelMatch = Static<typeof FuelMatchSchema>;
