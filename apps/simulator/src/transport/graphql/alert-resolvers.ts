import {
  AlertActionInputSchema,
  AlertCenterPayloadFilterSchema,
  RawAlertsFilterSchema,
  TotalImportantAlertsFilterSchema,
} from '@armada/contracts/alerts';
import { UnregisterPushTokenInputSchema } from '@armada/contracts/auth';
import Type from 'typebox';
import type { Services } from '../../services/services';
import { authOf, type ResolverContext } from './fleet-company-resolvers';
import { answer, argumentParser } from './graphql-result';

type Resolver = (root: unknown, args: unknown, context: ResolverContext) => Promise<object>;

const emptyPage = { list: [], pagination: { page: 1, show: 20, total: 0 } };

const field = <K extends string>(args: unknown, key: K): unknown =>
  (args as Record<K, unknown> | null)?.[key];

/**
 * The alert center over GraphQL (GQL-10): payload, rawAlerts, totalImportantAlerts and
 * upsertRawAlertsAction, plus unregisterPushToken of the logout.
 */
export function alertResolvers(services: Services): {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
} {
  const payloadFilter = argumentParser(AlertCenterPayloadFilterSchema, 'filter');
  const rawAlertsFilter = argumentParser(RawAlertsFilterSchema, 'filter');
  const countsFilter = argumentParser(TotalImportantAlertsFilterSchema, 'filter');
  const actionInput = argumentParser(AlertActionInputSchema, 'input');
  const pushTokenArgs = argumentParser(UnregisterPushTokenInputSchema, 'args');
  const fieldOperationArgs = argumentParser(
    Type.Object({ id: Type.Integer({ minimum: 1 }), logId: Type.Integer({ minimum: 1 }) }),
    'args',
  );
  return {
    Query: {
      payload: (_root, args, context) =>
        answer(context.log, { payload: null, subscribedAlertRules: null }, () =>
          services.alerts.payload(authOf(context), payloadFilter(field(args, 'filter'))),
        ),
      rawAlerts: (_root, args, context) =>
        answer(context.log, emptyPage, () =>
          services.alerts.rawAlerts(authOf(context), rawAlertsFilter(field(args, 'filter'))),
        ),
      totalImportantAlerts: (_root, args, context) =>
        answer(context.log, { list: [] }, async () => ({
          list: await services.alerts.unresolvedCounts(
            authOf(context),
            countsFilter(field(args, 'filter')),
          ),
        })),
      fieldOperationDetail: (_root, args, context) =>
        answer(context.log, { data: null }, async () => {
          const { id, logId } = fieldOperationArgs(args);
          return { data: await services.alerts.fieldOperationDetail(authOf(context), id, logId) };
        }),
    },
    Mutation: {
      upsertRawAlertsAction: (_root, args, context) =>
        answer(context.log, { data: null }, async () => ({
          data: await services.alerts.act(authOf(context), actionInput(field(args, 'input'))),
        })),
      unregisterPushToken: (_root, args, context) =>
        answer(context.log, { removed: false }, () => {
          authOf(context);
          pushTokenArgs(args);
          // The simulator has no push provider and registers no tokens: nothing to remove.
          return { removed: false };
        }),
    },
  };
}
