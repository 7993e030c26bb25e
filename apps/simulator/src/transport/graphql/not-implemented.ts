import { GRAPHQL_ERROR_CODES, graphqlFailure } from '@armada/contracts/shared';
import {
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

type Resolver = () => unknown;

/** The least value a non-null GraphQL type accepts: [] for lists, 0, false, '' for scalars. */
function emptyValue(type: GraphQLOutputType, depth: number): unknown {
  if (!isNonNullType(type)) return null;
  const inner = type.ofType;
  if (isListType(inner)) return [];
  if (isScalarType(inner)) {
    if (inner.name === 'Int' || inner.name === 'Float') return 0;
    if (inner.name === 'Boolean') return false;
    if (inner.name === 'String' || inner.name === 'ID' || inner.name === 'DateTime') return '';
    return null;
  }
  if (isEnumType(inner)) return inner.getValues()[0]?.value ?? null;
  if (isObjectType(inner) && depth < 4) return emptyObject(inner, depth + 1);
  return null;
}

function emptyObject(type: GraphQLObjectType, depth: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.values(type.getFields()).map((field) => [field.name, emptyValue(field.type, depth)]),
  );
}

/**
 * Resolvers for every root field nobody implemented yet: `isSuccessful: false`,
 * `errorCode: NOT_IMPLEMENTED`, with an empty payload shaped to the return type, so clients get
 * a result to read rather than null (GQL-7).
 */
export function notImplementedResolvers(
  schema: GraphQLSchema,
  implemented: { Query: Record<string, unknown>; Mutation: Record<string, unknown> },
): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const fill = (root: GraphQLObjectType | null | undefined, done: Record<string, unknown>) => {
    const out: Record<string, Resolver> = {};
    for (const field of Object.values(root?.getFields() ?? {})) {
      if (field.name in done) continue;
      const failure = graphqlFailure(
        GRAPHQL_ERROR_CODES.notImplemented,
        `${field.name} is not implemented by the simulator yet.`,
        501,
      );
      out[field.name] = () => {
        const shell = emptyValue(field.type, 0);
        return shell && typeof shell === 'object' ? { ...shell, ...failure } : shell;
      };
    }
    return out;
  };
  return {
    Query: fill(schema.getQueryType(), implemented.Query),
    Mutation: fill(schema.getMutationType(), implemented.Mutation),
  };
}
