import { AlertUserLogsFilterSchema } from '@armada/contracts/alerts';
import type { Services } from '../../services/services';
import { authOf, type ResolverContext } from './fleet-company-resolvers';
import { answer, argumentParser } from './graphql-result';

type Resolver = (root: unknown, args: unknown, context: ResolverContext) => Promise<object>;

/** The Notification Log over GraphQL (ALERTLOG-1..3): `alertUserLogs(filter)`. */
export function alertLogResolvers(services: Services): {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
} {
  const filterOf = argumentParser(AlertUserLogsFilterSchema, 'filter');
  return {
    Query: {
      alertUserLogs: (_root, args, context) =>
        answer(context.log, { list: [], pagination: { page: 1, show: 20, total: 0 } }, async () =>
          services.alertLog.list(
            authOf(context),
            filterOf((args as { filter?: unknown } | null)?.filter),
          ),
        ),
    },
    Mutation: {},
  };
}
