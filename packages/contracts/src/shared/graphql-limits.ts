/**
 * Limits on every GraphQL request (issue 12, "GraphQL also gets limits: query depth, aliases, and
 * query size, refused with a clear error"; simulator SPEC.md GQL-13). A request over any of them
 * is a 400 with a GraphQL `errors` entry naming the limit and the value, and nothing runs.
 *
 * Chosen with margin over the web app's own documents (apps/web/src, `*_DOCUMENT`, 23 documents
 * measured 2026-11-24): largest 1,841 bytes, deepest selection 5, 0 aliases, at most 125 fields
 * and 1 root field per document.
 */
export const GRAPHQL_LIMITS = {
  /** UTF-8 bytes of the `query` string, checked before it is parsed (real maximum 1,841). */
  maxQueryBytes: 16_384,
  /** Nesting of field selections, the root field being depth 1 (real maximum 5). */
  maxDepth: 10,
  /** Aliased fields in one document (real maximum 0). */
  maxAliases: 10,
  /** Root fields of one operation (real maximum 1). */
  maxRootFields: 10,
  /** Fields selected in one document, fragments counted where spread (real maximum 125). */
  maxFields: 500,
} as const;

/** Error code in `extensions.code` of a refused request. */
export const GRAPHQL_LIMIT_ERROR_CODE = 'GRAPHQL_LIMIT_EXCEEDED';
