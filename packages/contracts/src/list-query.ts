import Type, { type Static, type TSchema } from 'typebox';

/**
 * List endpoints share one query language (spec 01 section 3, spec 03 section 7):
 * `limit`, `page`, `sorts` ("key order"), `search` and `filters` (filter expressions, see
 * `filter-expression.ts`). `sorts` and `filters` may be repeated query parameters.
 */
export const LIST_LIMITS = {
  defaultLimit: 10,
  maxLimit: 1000,
  defaultPage: 1,
  /** Far past any real list; a bound so "page" is an integer in range, like every number. */
  maxPage: 1_000_000,
} as const;

/**
 * Record ids are positive PostgreSQL `integer`s. Path and query ids are decimal digits in
 * this range; "52.5", "0x34", "1e3" or "true" are refused, not read as a number.
 */
export const ID_RANGE = { min: 1, max: 2_147_483_647 } as const;

/**
 * How numbers are written in a query string, a path or a filter value: decimal digits, an
 * optional "-", no leading zeros; a number may add ".digits". "0x34", "1e3", "+5", "052",
 * "true" and "" are not numbers (servers refuse them rather than guess).
 */
export const DECIMAL_INTEGER_PATTERN = /^-?(?:0|[1-9][0-9]*)$/;
export const DECIMAL_NUMBER_PATTERN = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/;

/** One record id (path parameter, query parameter or body member). */
export const IdSchema = Type.Integer({ minimum: ID_RANGE.min, maximum: ID_RANGE.max });

const StringOrList = Type.Union([Type.String(), Type.Array(Type.String())]);

export const ListQuerySchema = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LIST_LIMITS.maxLimit,
        default: LIST_LIMITS.defaultLimit,
      }),
    ),
    page: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LIST_LIMITS.maxPage,
        default: LIST_LIMITS.defaultPage,
      }),
    ),
    sorts: Type.Optional(StringOrList),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    filters: Type.Optional(StringOrList),
  },
  { $id: 'ListQuery' },
);
export type ListQuery = Static<typeof ListQuerySchema>;

export const ListMetadataSchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1 }),
    total_count: Type.Integer({ minimum: 0 }),
    total_page: Type.Integer({ minimum: 0 }),
  },
  { $id: 'ListMetadata' },
);
export type ListMetadata = Static<typeof ListMetadataSchema>;

/** `data.paginated_result` is the page; `data.ids` is every matching id across all pages. */
export function ListResponseSchema<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Object({
      paginated_result: Type.Array(item),
      ids: Type.Array(Type.Integer()),
    }),
    metadata: ListMetadataSchema,
  });
}
export interface ListResponse<T> {
  data: { paginated_result: T[]; ids: number[] };
  metadata: ListMetadata;
}

/** Single-resource answers wrap the resource in `data`. */
export function ItemResponseSchema<T extends TSchema>(item: T) {
  return Type.Object({ data: item });
}
export interface ItemResponse<T> {
  data: T;
}

export const IdParamsSchema = Type.Object({ id: IdSchema }, { $id: 'IdParams' });
export type IdParams = Static<typeof IdParamsSchema>;

export const BulkDeleteRequestSchema = Type.Object(
  { ids: Type.Array(IdSchema, { minItems: 1, maxItems: LIST_LIMITS.maxLimit }) },
  { $id: 'BulkDeleteRequest' },
);
export type BulkDeleteRequest = Static<typeof BulkDeleteRequestSchema>;

export const BulkDeleteResponseSchema = Type.Object({
  data: Type.Object({ deleted: Type.Integer({ minimum: 0 }), ids: Type.Array(Type.Integer()) }),
});
export type BulkDeleteResponse = Static<typeof BulkDeleteResponseSchema>;

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
