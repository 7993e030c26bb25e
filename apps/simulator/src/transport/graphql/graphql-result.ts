import {
  GRAPHQL_ERROR_CODES,
  graphqlFailure,
  graphqlOk,
  requestCheck,
  type GraphqlResultBase,
} from '@armada/contracts/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TSchema, Static } from 'typebox';
import { ServiceError } from '../../services/service-error';

/**
 * The GraphQL answer convention (docs/rules/shell.md §7, contracts/graphql-result.ts): every
 * response carries isSuccessful, errorCode, errorName, message and status; a refusal is
 * `isSuccessful: false` with an errorCode and a message naming the problem, never a GraphQL
 * error (GQL-1). `empty` is the payload a failure carries (null objects, empty lists).
 */
export async function answer<P extends object, E extends object>(
  log: FastifyBaseLogger,
  empty: E,
  work: () => P | Promise<P>,
): Promise<GraphqlResultBase & (P | E)> {
  try {
    return { ...graphqlOk('OK'), ...(await work()) };
  } catch (error) {
    if (error instanceof ServiceError) {
      return { ...graphqlFailure(error.code, error.message, error.statusCode), ...empty };
    }
    log.error({ err: error }, 'GraphQL resolver failed');
    return {
      ...graphqlFailure(
        GRAPHQL_ERROR_CODES.internal,
        'Something went wrong on our side; the error was logged. Try again.',
        500,
      ),
      ...empty,
    };
  }
}

/**
 * Checks resolver arguments against their contract, sizes and control characters first like
 * every request part (`requestCheck`); the message names the field.
 */
export function argumentParser<S extends TSchema>(schema: S, name: string) {
  const check = requestCheck(schema);
  return (value: unknown): Static<S> => {
    // GraphQL hands input objects with a null prototype; copy them to plain objects.
    const plain: unknown =
      value === undefined || value === null ? {} : JSON.parse(JSON.stringify(value));
    if (check.Check(plain)) return plain as Static<S>;
    const [first] = check.Errors(plain);
    const path = [name, ...(first?.instancePath.split('/').filter(Boolean) ?? [])].join('.');
    const params = (first?.params ?? {}) as Record<string, unknown>;
    let message = `${path} ${first?.message ?? 'is invalid'}`;
    if (first?.keyword === 'pattern' && params.pattern === '\\S')
      message = `${path} must not be blank`;
    throw ServiceError.invalidField(path, message);
  };
}
