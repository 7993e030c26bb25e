import Type, { type Static, type TSchema } from 'typebox';
import { ID_RANGE, LIST_LIMITS } from './values';

/**
 * List endpoints share one query language (docs/rules/shell.md §3, docs/rules/route-optimization.md
 * §7): `limit`, `page`, `sorts` ("key order"), `search` and `filters` (filter expressions, see
 * `filter-expression.ts`). `sorts` and `filters` may be repeated query parameters.
 */
export {
  DECIMAL_INTEGER_PATTERN,
  DECIMAL_NUMBER_PATTERN,
  ID_RANGE,
  LIST_LIMITS,
  SORT_ORDERS,
} from './values';
export type { SortOrder } from './values';

/** One record id (path parameter, query parameter or body member). */
export const IdSchema = Type.Integer({ minimum: ID_RANGE.min, maximum: ID_RANGE.max });

const StringOrList = Type.Union([
  Type.String(),
  Type.Array(Type.String(), { maxItems: LIST_LIMITS.maxExpressions }),
]);

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
