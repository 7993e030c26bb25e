import {
  AlertDetailDriverScoresFilterSchema,
  DriverScoreFilterSchema,
  DriverScoresFilterSchema,
} from '@armada/contracts/driver-score';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import type { Services } from '../../services/services';
import { authOf, type ResolverContext } from './fleet-company-resolvers';
import { answer, argumentParser } from './graphql-result';

type Resolver = (root: unknown, args: unknown, context: ResolverContext) => Promise<object>;

const emptyPagination = { page: 1, show: SHELL_CONSTANTS.table.defaultPageSize, total: 0 };

const field = <K extends string>(args: unknown, key: K): unknown =>
  (args as Record<K, unknown> | null)?.[key];

/**
 * Driver scoring over GraphQL (GQL-11, DRIVER-11, DRIVER-12): driverScores, driverScore and
 * alertDetailDriverScores. A filter that breaks its contract, names an unknown driver or group,
 * or has a bad date range is `isSuccessful: false` with an empty payload, and changes nothing.
 */
export function driverScoreResolvers(services: Services): {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
} {
  const listFilter = argumentParser(DriverScoresFilterSchema, 'filter');
  const oneFilter = argumentParser(DriverScoreFilterSchema, 'filter');
  const detailFilter = argumentParser(AlertDetailDriverScoresFilterSchema, 'filter');
  return {
    Query: {
      driverScores: (_root, args, context) =>
        answer(context.log, { list: [], aggregation: null, pagination: emptyPagination }, () =>
          services.driverScores.list(authOf(context), listFilter(field(args, 'filter'))),
        ),
      driverScore: (_root, args, context) =>
        answer(context.log, { data: null }, () =>
          services.driverScores.one(authOf(context), oneFilter(field(args, 'filter'))),
        ),
      alertDetailDriverScores: (_root, args, context) =>
        answer(context.log, { list: [], pagination: emptyPagination }, () =>
          services.driverScores.alertDetails(authOf(context), detailFilter(field(args, 'filter'))),
        ),
    },
    Mutation: {},
  };
}
