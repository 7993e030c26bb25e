import Type, { type TSchema } from 'typebox';

/** The schema or null: how the contracts spell a field that may be empty. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
