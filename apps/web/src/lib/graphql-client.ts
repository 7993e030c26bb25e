import type { Static } from 'typebox';
import { Check, Errors } from 'typebox/value';
import {
  GRAPHQL_ERROR_CODES,
  type GraphqlOperation,
  type GraphqlResultBase,
} from '@armada/contracts/shared';
import { ApiError, CLIENT_ERROR_CODES, apiClient } from './api-client';
import * as validators from '@/lib/contract/checks.generated.js';

/** The gateway's GraphQL endpoint (docs/architecture.md: `POST /graphql`). */
export const GRAPHQL_PATH = '/graphql';

/** A result that answered `isSuccessful: false`: its server message, code and status. */
export class GraphqlResultError extends Error {
  readonly errorCode: string | null;
  readonly errorName: string | null;
  readonly status: number;

  constructor(result: GraphqlResultBase, fallbackMessage: string) {
    super(result.message?.trim() || fallbackMessage);
    this.name = 'GraphqlResultError';
    this.errorCode = result.errorCode;
    this.errorName = result.errorName;
    this.status = result.status;
  }
}

export function isGraphqlResultError(error: unknown): error is GraphqlResultError {
  return error instanceof GraphqlResultError;
}

export interface GraphqlRequestOptions {
  signal?: AbortSignal | undefined;
}

/** The operation's result type; every result carries the common `Result` fields. */
export type GraphqlResultOf<O extends GraphqlOperation> = Static<O['result']> & GraphqlResultBase;

/**
 * Sends one operation (a contract `GraphqlOperation` with its document) and answers its root
 * field's result, checked against the contract's result schema. Transport failures and answers
 * that break the contract throw an `ApiError` (as REST calls do); a result with
 * `isSuccessful: false` is returned as it is: use `requireSuccess` to turn it into an error.
 */
export async function graphqlRequest<O extends GraphqlOperation>(
  operation: O,
  document: string,
  variables: Static<O['args']>,
  { signal }: GraphqlRequestOptions = {},
): Promise<GraphqlResultOf<O>> {
  const envelope = await apiClient.post(GRAPHQL_PATH, {
    validate: validators.GraphqlEnvelope,
    body: { operationName: operation.operationName, query: document, variables },
    signal,
  });
  const where = `${operation.kind} ${operation.operationName}`;
  const result = envelope.data?.[operation.field];
  if (result === undefined || result === null) {
    const message = envelope.errors?.map((e) => e.message).join('; ') || 'no result';
    throw new ApiError({
      statusCode: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: `GraphQL ${where} failed: ${message}`,
    });
  }
  if (!Check(operation.result, result)) {
    const first = Errors(operation.result, result)[0];
    const at = first ? ` at "${first.instancePath || '/'}": ${first.message}` : '';
    throw new ApiError({
      statusCode: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: `Unexpected result from GraphQL ${where}${at}`,
    });
  }
  return result as GraphqlResultOf<O>;
}

/**
 * A successful result as it is; a failed one as an error carrying the server's message. A
 * result saying the session is gone becomes a 401 `ApiError`, so the app's session handling
 * (query-client.ts) sends the user to sign-in as it does for REST.
 */
export function requireSuccess<R extends GraphqlResultBase>(result: R, fallbackMessage = ''): R {
  if (result.isSuccessful) return result;
  if (result.errorCode === GRAPHQL_ERROR_CODES.unauthorized || result.status === 401) {
    throw new ApiError({
      statusCode: 401,
      code: result.errorCode ?? GRAPHQL_ERROR_CODES.unauthorized,
      message: result.message ?? 'Unauthorized',
    });
  }
  throw new GraphqlResultError(result, fallbackMessage || `GraphQL error ${result.status}`);
}

/** The common result fields every operation selects. */
export const RESULT_FIELDS = 'isSuccessful errorCode errorName message status';

/** Picks one operation of a contract list by its root field, keeping its exact type. */
export function operationOf<
  const L extends readonly GraphqlOperation[],
  F extends L[number]['field'],
>(operations: L, field: F): Extract<L[number], { field: F }> {
  const operation = operations.find((op) => op.field === field);
  if (!operation) throw new Error(`No GraphQL operation "${String(field)}" in the contract list.`);
  return operation as Extract<L[number], { field: F }>;
}

type SchemaNode = {
  type?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
};

/** The object schema inside a nullable union or an array, if there is one. */
function objectSchemaOf(schema: SchemaNode): SchemaNode | null {
  if (schema.properties) return schema;
  if (schema.items) return objectSchemaOf(schema.items);
  for (const member of schema.anyOf ?? []) {
    const found = objectSchemaOf(member);
    if (found) return found;
  }
  return null;
}

/**
 * A GraphQL selection set with every field of a contract object schema (nested objects and
 * lists of objects included), so a query asks for exactly the shape the contract promises
 * and the field list is not written a second time.
 */
export function graphqlSelection(schema: object): string {
  const node = objectSchemaOf(schema as SchemaNode);
  if (!node?.properties) throw new Error('graphqlSelection needs an object schema.');
  const fields = Object.entries(node.properties).map(([name, child]) => {
    const nested = objectSchemaOf(child);
    return nested ? `${name} ${graphqlSelection(nested)}` : name;
  });
  return `{ ${fields.join(' ')} }`;
}
