import {
  AlertRuleTemplatesFilterSchema,
  CreateAlertRulesInputSchema,
  UpdateAlertRuleInputSchema,
} from '@armada/contracts/alerts';
import type { Services } from '../../services/services';
import { authOf } from './fleet-company-resolvers';
import { answer, argumentParser } from './graphql-result';
import type { ResolverMap } from './old-version-resolvers';

const field = (args: unknown, key: string): unknown =>
  (args as Record<string, unknown> | null)?.[key];

/**
 * The onboarding's templates and rules, and the Setting Notification List page (GQL-12,
 * ALERTRULE-2..7): alertRuleTemplates, createAlertRules, alertRules and updateAlertRule.
 */
export function alertRuleResolvers(services: Services): ResolverMap {
  const templatesFilter = argumentParser(AlertRuleTemplatesFilterSchema, 'filter');
  const createInput = argumentParser(CreateAlertRulesInputSchema, 'input');
  const updateInput = argumentParser(UpdateAlertRuleInputSchema, 'input');
  const emptyPage = { list: [], pagination: { page: 1, show: 1, total: 0 } };
  return {
    Query: {
      alertRuleTemplates: (_root, args, context) =>
        answer(context.log, emptyPage, () =>
          services.alertRules.templates(authOf(context), templatesFilter(field(args, 'filter'))),
        ),
      alertRules: (_root, _args, context) =>
        answer(context.log, { list: [] }, () => ({
          list: services.alertRules.list(authOf(context)),
        })),
    },
    Mutation: {
      createAlertRules: (_root, args, context) =>
        answer(context.log, { data: null }, async () => ({
          data: await services.alertRules.create(
            authOf(context),
            createInput(field(args, 'input')),
          ),
        })),
      updateAlertRule: (_root, args, context) =>
        answer(context.log, { data: null }, async () => ({
          data: await services.alertRules.update(
            authOf(context),
            updateInput(field(args, 'input')),
          ),
        })),
    },
  };
}
