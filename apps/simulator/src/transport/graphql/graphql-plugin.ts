import { graphqlSdl } from '@armada/contracts';
import type { FastifyInstance } from 'fastify';
import { buildSchema } from 'graphql';
import mercurius, { type IResolvers } from 'mercurius';
import type { Services } from '../../services/services';
import { alertResolvers } from './alert-resolvers';
import { alertLogResolvers } from './alert-log-resolvers';
import { alertMediaResolvers } from './alert-media-resolvers';
import { driverScoreResolvers } from './driver-score-resolvers';
import { alertRuleResolvers } from './alert-rule-resolvers';
import { fleetCompanyResolvers, type ResolverContext } from './fleet-company-resolvers';
import {
  graphqlLimitsRule,
  limitAwareErrorFormatter,
  registerGraphqlRequestLimits,
} from './graphql-limits';
import { liveFleetResolvers } from './live-fleet-resolvers';
import { notImplementedResolvers } from './not-implemented';
import { mergeResolvers, oldVersionResolvers } from './old-version-resolvers';

/**
 * `POST /graphql` (and GET for queries) with mercurius, on the merged schema of
 * contracts/graphql/schema.ts. The session hook of the simulator plugin runs first, so an
 * unauthenticated call is a 401 JSON error before GraphQL sees it (GQL-8). Requests over the
 * GQL-13 limits are a 400 GraphQL error and run nothing.
 */
export async function registerGraphql(app: FastifyInstance, services: Services): Promise<void> {
  const implemented = mergeResolvers(
    fleetCompanyResolvers(services),
    oldVersionResolvers(services),
    liveFleetResolvers(services),
    alertResolvers(services),
    alertMediaResolvers(services),
    driverScoreResolvers(services),
    alertRuleResolvers(services),
    alertLogResolvers(services),
  );
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
