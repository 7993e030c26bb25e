import Type from 'typebox';
import {
  AlertRulesResultSchema,
  UpdateAlertRuleInputSchema,
  UpdateAlertRuleResultSchema,
} from './alert-rules';
import { graphqlResultType } from '../shared/graphql-result';
import { defineGraphqlOperation } from '../shared/graphql-operation';

/**
 * The Setting Notification List page (docs/rules/alert-center.md §2 and §6): the company's alert
 * rules with their urgency and auto-popup flags, and the change of those flags (rule-setting
 * scope).
 */
export const alertRulesSdl = /* GraphQL */ `
  enum AlertRuleLevel {
    urgent
    important
    normal
  }

  type CompanyAlertRule {
    id: Int!
    nameIdn: String!
    nameEng: String!
    level: AlertRuleLevel!
    autoPopup: Boolean!
    alertCodes: [Int!]!
    templateId: Int
  }

  ${graphqlResultType('AlertRulesResult', '  list: [CompanyAlertRule!]!')}
  input UpdateAlertRuleInput {
    id: Int!
    level: AlertRuleLevel
    autoPopup: Boolean
  }

  ${graphqlResultType('UpdateAlertRuleResult', '  data: CompanyAlertRule')}
  extend type Query {
    alertRules: AlertRulesResult!
  }

  extend type Mutation {
    updateAlertRule(input: UpdateAlertRuleInput!): UpdateAlertRuleResult!
  }
`;

export const alertRuleOperations = [
  defineGraphqlOperation({
    field: 'alertRules',
    kind: 'query',
    operationName: 'AlertRules',
    args: Type.Object({}),
    result: AlertRulesResultSchema,
    spec: 'docs/rules/alert-center.md §2 and §6 (Setting Notification List)',
  }),
  defineGraphqlOperation({
    field: 'updateAlertRule',
    kind: 'mutation',
    operationName: 'UpdateAlertRule',
    args: Type.Object({ input: UpdateAlertRuleInputSchema }),
    result: UpdateAlertRuleResultSchema,
    spec: 'docs/rules/alert-center.md §2 and §6 (Setting Notification List)',
  }),
] as const;
