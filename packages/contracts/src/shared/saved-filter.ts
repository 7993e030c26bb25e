import Type, { type Static } from 'typebox';
import { SAVED_FILTER_LIMITS } from './values';

/**
 * Saved filter presets of the filter dialog (docs/rules/shell.md §2, §3 and §5), per user and per
 * table (`table_key`, e.g. "route-optimization.delivery-orders"). The list has fixed metadata of
 * one page (docs/rules/shell.md §3).
 */
export { SAVED_FILTER_LIMITS } from './values';

export const TableKeySchema = Type.String({
  minLength: 1,
  maxLength: SAVED_FILTER_LIMITS.tableKeyMax,
  pattern: '^[a-z0-9][a-z0-9._-]*$',
});

/** Name: required, trimmed, at most 32 characters (docs/rules/shell.md §5). */
export const SavedFilterNameSchema = Type.String({
  minLength: 1,
  maxLength: SAVED_FILTER_LIMITS.nameMax,
  pattern: '^\\s*\\S(.*\\S)?\\s*$',
});

/** The dialog's form state; keys are the table's filter keys, values whatever the form holds. */
export const SavedFilterValueSchema = Type.Object({
  activeFilters: Type.Record(Type.String(), Type.Unknown()),
});
export type SavedFilterValue = Static<typeof SavedFilterValueSchema>;

export const SavedFilterSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  table_key: Type.String(),
  name: Type.String(),
  value: SavedFilterValueSchema,
  created_on: Type.String({ format: 'date-time' }),
  updated_on: Type.String({ format: 'date-time' }),
});
export type SavedFilter = Static<typeof SavedFilterSchema>;

export const SavedFilterListQuerySchema = Type.Object(
  { table_key: TableKeySchema },
  { additionalProperties: false },
);
export type SavedFilterListQuery = Static<typeof SavedFilterListQuerySchema>;

export const CreateSavedFilterRequestSchema = Type.Object(
  { table_key: TableKeySchema, name: SavedFilterNameSchema, value: SavedFilterValueSchema },
  { additionalProperties: false },
);
export type CreateSavedFilterRequest = Static<typeof CreateSavedFilterRequestSchema>;

export const UpdateSavedFilterRequestSchema = Type.Object(
  { name: Type.Optional(SavedFilterNameSchema), value: Type.Optional(SavedFilterValueSchema) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateSavedFilterRequest = Static<typeof UpdateSavedFilterRequestSchema>;
