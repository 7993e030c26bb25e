import { graphqlSdl } from '@armada/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import { buildSchema } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import type { ResolverContext } from './fleet-company-resolvers';
import {
  graphqlLimitsRule,
  limitAwareErrorFormatter,
  registerGraphqlRequestLimits,
} from './graphql-limits';
import { notImplementedResolvers } from './not-implemented';
import type { ResolverMap } from './old-version-resolvers';

/**
 * `POST /graphql` (and GET for queries) with mercurius, on the merged schema of
 * contracts/graphql/schema.ts. The session hook of the simulator plugin runs first, so an
 * unauthenticated call is a 401 JSON error before GraphQL sees it (GQL-8). Requests over the
 * GQL-13 limits are a 400 GraphQL error and run nothing.
 */
export async function registerGraphql(
  app: FastifyInstance,
  /** Every module's resolvers (modules/assembly.ts); the schema's other fields answer 501. */
  implemented: ResolverMap,
): Promise<void> {
  const fallback = notImplementedResolvers(buildSchema(graphqlSdl), implemented);
  const resolvers = {
    Query: { ...fallback.Query, ...implemented.Query },
    Mutation: { ...fallback.Mutation, ...implemented.Mutation },
  };
  registerGraphqlRequestLimits(app, '/graphql');
  await app.register(mercurius, {
    schema: graphqlSdl,
    resolvers: resolvers as unknown as IResolvers,
    path: '/graphql',
    graphiql: false,
    validationRules: [graphqlLimitsRule],
    errorFormatter: limitAwareErrorFormatter,
    context: (request): ResolverContext => ({ auth: request.armadaAuth, log: request.log }),
  });
}
