import Type, { type Static, type TProperties } from 'typebox';
import { GRAPHQL_ERROR_CODES, type GraphqlErrorCode } from './graphql-error-codes';

/**
 * Every GraphQL result carries `isSuccessful, errorCode, errorName, message, status`
 * (docs/rules/shell.md §7). Failures are results, not GraphQL `errors`: `isSuccessful:false` with a
 * code and a message the UI can show (docs/architecture.md). `status` mirrors the HTTP status the
 * same failure would have over REST (200 on success).
 *
 * Unlike a REST error body, a result carries no `reason` or `params` (errors.ts): GraphQL
 * answers only the fields a query selects, SHELL-49 fixes these five, and an upstream backend's
 * schema has nothing more to select. A client that wants its own words for a refusal maps
 * `errorCode` (a domain code such as COMPANY_ERROR_CODES, or a generic one read in the light of
 * the operation that failed) to a reason, and falls back to `message`.
 *
 * This module is the canonical definition for all SDL pieces (`graphql/*.graphql.ts`): they
 * implement `Result`, use the scalars and `Pagination` of `graphqlCommonSdl`, and only extend
 * the root types.
 */
export const GraphqlResultFields = {
  isSuccessful: Type.Boolean(),
  errorCode: Type.Union([Type.String(), Type.Null()]),
  errorName: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer({ minimum: 100, maximum: 599 }),
} as const;

export const GraphqlResultBaseSchema = Type.Object(GraphqlResultFields, { $id: 'GraphqlResult' });
export type GraphqlResultBase = Static<typeof GraphqlResultBaseSchema>;

/** A result type: the common fields plus the payload fields (nullable ones when failing). */
export function GraphqlResultSchema<P extends TProperties>(payload: P) {
  return Type.Object({ ...GraphqlResultFields, ...payload });
}

/** The fields of a successful result, to spread into a resolver's answer. */
export function graphqlOk(message: string | null = null): GraphqlResultBase {
  return { isSuccessful: true, errorCode: null, errorName: null, message, status: 200 };
}

const ERROR_STATUS: Record<GraphqlErrorCode, number> = {
  [GRAPHQL_ERROR_CODES.validation]: 400,
  [GRAPHQL_ERROR_CODES.unauthorized]: 401,
  [GRAPHQL_ERROR_CODES.forbidden]: 403,
  [GRAPHQL_ERROR_CODES.notFound]: 404,
  [GRAPHQL_ERROR_CODES.conflict]: 409,
  [GRAPHQL_ERROR_CODES.notImplemented]: 501,
  [GRAPHQL_ERROR_CODES.deviceUnreachable]: 409,
  [GRAPHQL_ERROR_CODES.mediaNotFound]: 404,
  [GRAPHQL_ERROR_CODES.internal]: 500,
};

/** The fields of a failed result; `errorName` is the code's readable name. */
export function graphqlFailure(
  code: GraphqlErrorCode | (string & {}),
  message: string,
  status?: number,
): GraphqlResultBase {
  const known = (ERROR_STATUS as Record<string, number | undefined>)[code];
  return {
    isSuccessful: false,
    errorCode: code,
    errorName: code
      .toLowerCase()
      .split(/[_.]/)
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(''),
    message,
    status: status ?? known ?? 400,
  };
}

/** SDL name of the interface every result type implements. */
export const GRAPHQL_RESULT_INTERFACE = 'Result';

/** The common fields as SDL field lines (repeated in each implementing type, as SDL requires). */
export const GRAPHQL_RESULT_FIELDS_SDL = `  isSuccessful: Boolean!
  errorCode: String
  errorName: String
  message: String
  status: Int!`;

/**
 * Shared SDL: the result interface and the scalars every piece may use. Other pieces must not
 * declare these again (the merged schema would not build).
 */
export const graphqlCommonSdl = `"""An ISO-8601 date-time with offset."""
scalar DateTime

"""Any JSON value."""
scalar JSON

"""Fields every result carries (docs/rules/shell.md §7)."""
interface ${GRAPHQL_RESULT_INTERFACE} {
${GRAPHQL_RESULT_FIELDS_SDL}
}

"""Pagination of GraphQL lists: \`page\` from 1, \`show\` items per page, \`total\` items."""
type Pagination {
  page: Int!
  show: Int!
  total: Int!
}

input PaginationInput {
  page: Int
  show: Int
}

enum SortDirection {
  asc
  desc
}

"""Root types are declared once here; every piece uses \`extend type Query/Mutation\`."""
type Query

type Mutation
`;

/** `type Name implements Result { common fields + body }`. */
export function graphqlResultType(name: string, body: string, description?: string): string {
  const doc = description ? `"""${description}"""\n` : '';
  return `${doc}type ${name} implements ${GRAPHQL_RESULT_INTERFACE} {\n${GRAPHQL_RESULT_FIELDS_SDL}\n${body}\n}\n`;
}

/** Client fragment over the interface: `...ResultFields` in any operation. */
export const GRAPHQL_RESULT_FRAGMENT = `fragment ResultFields on ${GRAPHQL_RESULT_INTERFACE} {
  isSuccessful
  errorCode
  errorName
  message
  status
}`;
