import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ALERT_CONSTANTS,
  AlertRuleTemplateSchema,
  CompanyAlertRuleSchema,
  alertOperations,
  alertRuleOperations,
  type CompanyAlertRule,
  type CreateAlertRulesInput,
  type UpdateAlertRuleInput,
} from '@armada/contracts/alerts';
import { fleetCompanyOperations } from '@armada/contracts/company';
import { alertQueryKeys } from '@/lib/alerts/alerts-api';
import {
  RESULT_FIELDS,
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';

/**
 * The alert rule calls (docs/rules/alert-center.md §7): the onboarding's templates and the rules it
 * creates, the company flag that ends the onboarding, and the Setting Notification List page's
 * rules.
 */
const operations = {
  templates: operationOf(alertOperations, 'alertRuleTemplates'),
  create: operationOf(alertOperations, 'createAlertRules'),
  rules: operationOf(alertRuleOperations, 'alertRules'),
  update: operationOf(alertRuleOperations, 'updateAlertRule'),
  updateCompany: operationOf(fleetCompanyOperations, 'updateCompany'),
};

export const alertRuleQueryKeys = {
  all: ['alert-rules'] as const,
  templates: () => [...alertRuleQueryKeys.all, 'templates'] as const,
  rules: () => [...alertRuleQueryKeys.all, 'rules'] as const,
};

export const ALERT_RULE_TEMPLATES_DOCUMENT = /* GraphQL */ `
  query AlertRuleTemplates($filter: AlertRuleTemplatesFilter) {
    alertRuleTemplates(filter: $filter) {
      ${RESULT_FIELDS} list ${graphqlSelection(AlertRuleTemplateSchema)} pagination { page show total }
    }
  }
`;

export const CREATE_ALERT_RULES_DOCUMENT = /* GraphQL */ `
  mutation CreateAlertRules($input: CreateAlertRulesInput!) {
    createAlertRules(input: $input) { ${RESULT_FIELDS} data { createdAlertRuleIds skippedAlertCodes } }
  }
`;

export const COMPLETE_SETUP_DOCUMENT = /* GraphQL */ `
  mutation UpdateCompany($input: UpdateCompanyInput!) {
    updateCompany(input: $input) { ${RESULT_FIELDS} id name }
  }
`;

export const ALERT_RULES_DOCUMENT = /* GraphQL */ `
  query AlertRules {
    alertRules { ${RESULT_FIELDS} list ${graphqlSelection(CompanyAlertRuleSchema)} }
  }
`;

export const UPDATE_ALERT_RULE_DOCUMENT = /* GraphQL */ `
  mutation UpdateAlertRule($input: UpdateAlertRuleInput!) {
    updateAlertRule(input: $input) { ${RESULT_FIELDS} data ${graphqlSelection(CompanyAlertRuleSchema)} }
  }
`;

/** The Recommendation templates, page 1 of 999 (docs/rules/alert-center.md §7). */
export const alertRuleTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: alertRuleQueryKeys.templates(),
    queryFn: async ({ signal }) => {
      const { category, page, show } = ALERT_CONSTANTS.alertRuleTemplates;
      const result = requireSuccess(
        await graphqlRequest(
          operations.templates,
          ALERT_RULE_TEMPLATES_DOCUMENT,
          { filter: { category, pagination: { page, show } } },
          { signal },
        ),
      );
      return result.list;
    },
  });

export async function createAlertRules(input: CreateAlertRulesInput) {
  const result = requireSuccess(
    await graphqlRequest(operations.create, CREATE_ALERT_RULES_DOCUMENT, { input }),
  );
  return result.data;
}

/** `updateCompany(id, setupNotifCompleted: true)`: the onboarding is done. */
export async function completeNotificationSetup(companyId: number) {
  requireSuccess(
    await graphqlRequest(operations.updateCompany, COMPLETE_SETUP_DOCUMENT, {
      input: { id: companyId, setupNotifCompleted: true },
    }),
  );
}

export const alertRulesQueryOptions = () =>
  queryOptions({
    queryKey: alertRuleQueryKeys.rules(),
    queryFn: async ({ signal }) =>
      requireSuccess(await graphqlRequest(operations.rules, ALERT_RULES_DOCUMENT, {}, { signal }))
        .list,
  });

export async function updateAlertRule(input: UpdateAlertRuleInput): Promise<CompanyAlertRule> {
  const result = requireSuccess(
    await graphqlRequest(operations.update, UPDATE_ALERT_RULE_DOCUMENT, { input }),
  );
  if (!result.data) throw new Error('updateAlertRule answered no rule');
  return result.data;
}

/**
 * Changes a rule's flags; the rules list takes the answer, and the alert center's subscribed
 * rules are read again (the next alerts follow the new levels).
 */
export function useUpdateAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertRule,
    onSuccess: (rule) => {
      queryClient.setQueryData<CompanyAlertRule[]>(alertRuleQueryKeys.rules(), (rules) =>
        rules?.map((entry) => (entry.id === rule.id ? rule : entry)),
      );
      void queryClient.invalidateQueries({ queryKey: alertQueryKeys.all });
    },
  });
}
