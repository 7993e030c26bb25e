import { GRAPHQL_LIMIT_ERROR_CODE, GRAPHQL_LIMITS } from '@armada/contracts/shared';
import type { FastifyInstance } from 'fastify';
import mercurius from 'mercurius';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/** What GQL-13 measures of one parsed document. */
export interface DocumentMeasure {
  depth: number;
  aliases: number;
  rootFields: number;
  fields: number;
}

/**
 * Depth (the root field is 1), aliases, root fields (the largest operation's) and fields of a
 * document, following fragment spreads where they are spread. A fragment cycle is counted once
 * (graphql-js refuses cycles in its own rules).
 */
export function measureDocument(document: DocumentNode): DocumentMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const measure: DocumentMeasure = { depth: 0, aliases: 0, rootFields: 0, fields: 0 };

  const walk = (set: SelectionSetNode, depth: number, path: ReadonlySet<string>): number => {
    let deepest = depth;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        measure.fields += 1;
        if (selection.alias) measure.aliases += 1;
        deepest = Math.max(
          deepest,
          selection.selectionSet ? walk(selection.selectionSet, depth + 1, path) : depth + 1,
        );
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, walk(selection.selectionSet, depth, path));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !path.has(name)) {
          deepest = Math.max(deepest, walk(fragment.selectionSet, depth, new Set([...path, name])));
        }
      }
    }
    return deepest;
  };

  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    measure.rootFields = Math.max(measure.rootFields, countRootFields(definition.selectionSet));
    measure.depth = Math.max(measure.depth, walk(definition.selectionSet, 0, new Set()));
  }
  return measure;

  function countRootFields(set: SelectionSetNode): number {
    let count = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) count += 1;
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        count += countRootFields(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) count += countRootFields(fragment.selectionSet);
      }
    }
    return count;
  }
}

/** The GQL-13 messages of a measured document, empty when it is within every limit. */
export function limitViolations(measure: DocumentMeasure): string[] {
  const checks: [number, number, string][] = [
    [measure.depth, GRAPHQL_LIMITS.maxDepth, 'Query depth'],
    [measure.aliases, GRAPHQL_LIMITS.maxAliases, 'Alias count'],
    [measure.rootFields, GRAPHQL_LIMITS.maxRootFields, 'Root field count'],
    [measure.fields, GRAPHQL_LIMITS.maxFields, 'Field count'],
  ];
  return checks
    .filter(([value, limit]) => value > limit)
    .map(([value, limit, name]) => `${name} ${value} exceeds the limit of ${limit}`);
}

/**
 * GQL-13 as a graphql-js validation rule (mercurius `validationRules`): a document over a limit
 * fails validation, so mercurius answers 400 with the message and executes nothing.
 */
export const graphqlLimitsRule: ValidationRule = (context) => ({
  Document: {
    enter(document) {
      for (const message of limitViolations(measureDocument(document))) {
        context.reportError(
          new GraphQLError(message, { extensions: { code: GRAPHQL_LIMIT_ERROR_CODE } }),
        );
      }
      return false;
    },
  },
});

/** The GQL-13 message for a request before parsing: batched, or a query over the size limit. */
export function requestViolation(body: unknown, queryString: unknown): string | undefined {
  if (Array.isArray(body))
    return 'Batched queries are not accepted; send one operation per request';
  const query = pickQuery(body) ?? pickQuery(queryString);
  if (query === undefined) return undefined;
  const bytes = Buffer.byteLength(query, 'utf8');
  return bytes > GRAPHQL_LIMITS.maxQueryBytes
    ? `Query size ${bytes} bytes exceeds the limit of ${GRAPHQL_LIMITS.maxQueryBytes} bytes`
    : undefined;
}

function pickQuery(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('query' in value)) return undefined;
  return typeof value.query === 'string' ? value.query : undefined;
}

/**
 * Registers the before-parsing half of GQL-13 on `/graphql`: a batched body or an over-long
 * query is a 400 GraphQL error before mercurius parses or runs anything.
 */
export function registerGraphqlRequestLimits(app: FastifyInstance, path: string): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== path) return;
    const message = requestViolation(request.body, request.query);
    if (message === undefined) return;
    await reply
      .code(400)
      .send({ data: null, errors: [{ message, extensions: { code: GRAPHQL_LIMIT_ERROR_CODE } }] });
  });
}

/**
 * mercurius' error formatter, except that a response carrying a GQL-13 error is a 400 (mercurius
 * answers 200 when a document has several validation errors, per graphql-over-http).
 */
export const limitAwareErrorFormatter: typeof mercurius.defaultErrorFormatter = (
  execution,
  context,
) => {
  const formatted = mercurius.defaultErrorFormatter(execution, context);
  const limited = formatted.response.errors?.some(
    (error) => error.extensions?.['code'] === GRAPHQL_LIMIT_ERROR_CODE,
  );
  return limited ? { ...formatted, statusCode: 400 } : formatted;
};
