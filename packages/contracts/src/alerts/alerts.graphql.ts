import Type from 'typebox';
import {
  AlertCenterPayloadFilterSchema,
  AlertCenterPayloadResultSchema,
} from './alert-center-payload';
import {
  AlertRuleTemplatesFilterSchema,
  AlertRuleTemplatesResultSchema,
  CreateAlertRulesInputSchema,
  CreateAlertRulesResultSchema,
} from './alert-rule-templates';
import {
  AlertActionInputSchema,
  FieldOperationDetailResultSchema,
  RawAlertsFilterSchema,
  RawAlertsResultSchema,
  TotalImportantAlertsFilterSchema,
  TotalImportantAlertsResultSchema,
  UpsertRawAlertsActionResultSchema,
} from './alerts';
import { graphqlResultType } from '../shared/graphql-result';
import { defineGraphqlOperation } from '../shared/graphql-operation';

/**
 * Alert center GraphQL (docs/rules/shell.md §7, docs/rules/alert-center.md §7): raw alerts,
 * unresolved counts, alert actions, the live-channel payload with subscribed rules, onboarding
 * templates and field-operation details. Uses `Result`, `DateTime`, `JSON`, `Pagination`,
 * `PaginationInput` and `SortDirection` of the common SDL (graphql-result.ts); only extends the
 * root types.
 */
export const alertsSdl = /* GraphQL */ `
  type AlertDescription {
    descriptionIdn: String!
    descriptionEng: String!
    iconUrl: String
  }

  type AlertVehicleRef {
    id: Int!
    licensePlate: String!
  }

  type AlertPersonRef {
    fullname: String!
  }

  enum AlertLogType {
    Read
    Feedback
    FalseAlert
    CancelFalseAlert
    Resolve
    Unresolve
  }

  type AlertUserLog {
    typeField: AlertLogType!
    data: String
    createdOn: DateTime!
    userId: Int!
    user: AlertPersonRef!
  }

  type AlertUserFeedback {
    createdOn: DateTime!
    feedback: String!
    userId: Int!
  }

  type RawAlert {
    rawAlertId: String!
    alertCode: Int!
    alertRuleIds: [Int!]!
    alertFlag: Int
    alert: AlertDescription!
    vehicle: AlertVehicleRef!
    vehicleId: Int!
    childVehicleId: Int
    driver: AlertPersonRef
    createdOn: DateTime!
    isRead: Boolean!
    isResolved: Boolean!
    isFalseAlert: Boolean!
    isUrgent: Boolean!
    isImportant: Boolean!
    """
    Raw value; for field-operation alerts number|id|logId.
    """
    alertData: String
    alertTrigger: Float
    latitude: Float
    longitude: Float
    userLogs: [AlertUserLog!]!
    lastUserFeedback: AlertUserFeedback
  }

  enum RawAlertOrderField {
    createdOn
  }

  input RawAlertsOrderBy {
    field: RawAlertOrderField!
    direction: SortDirection!
  }

  input RawAlertsFilter {
    pagination: PaginationInput
    orderBy: RawAlertsOrderBy
    isUrgent: Boolean
    isImportant: Boolean
    isResolved: Boolean
    isFalseAlert: Boolean
    isSharedVehicle: Boolean
    startDate: DateTime
    endDate: DateTime
    rawAlertIds: [String!]
    vehicleIds: [Int!]
    alertCodes: [Int!]
  }

  ${graphqlResultType('RawAlertsResult', '  list: [RawAlert!]!\n  pagination: Pagination!')}
  enum AlertUrgencyType {
    Urgent
    Important
  }

  type UnresolvedCount {
    alertUrgencyType: AlertUrgencyType!
    unresolved: Int!
  }

  input TotalImportantAlertsFilter {
    startDate: DateTime!
    endDate: DateTime!
    isSharedVehicle: Boolean
  }

  ${graphqlResultType('TotalImportantAlertsResult', '  list: [UnresolvedCount!]!')}
  enum AlertActionType {
    Read
    Feedback
    FalseAlert
    Resolve
  }

  enum SelectionMode {
    Selection
  }

  input AlertDateRangeInput {
    start: DateTime!
    end: DateTime!
  }

  """
  data per actionType: Read null; Feedback {note}; FalseAlert {isFalseAlert, reason}; Resolve {isResolved}.
  """
  input UpsertRawAlertsActionInput {
    actionType: AlertActionType!
    rawAlertId: [String!]!
    data: JSON
    selectionMode: SelectionMode!
    dateRange: AlertDateRangeInput!
  }

  type AlertActionAggregate {
    updatedAlerts: Int!
    updatedAlertStatuses: Int!
    insertedAlertLogs: Int!
  }

  type AlertAction {
    rawAlertId: [String!]!
    userId: Int!
    actionType: AlertActionType!
    type: AlertLogType!
    data: JSON
    createdOn: DateTime!
    aggregate: AlertActionAggregate!
  }

  ${graphqlResultType('UpsertRawAlertsActionResult', '  data: AlertAction')}
  type SubscribedAlertRules {
    urgentAlertRules: [Int!]!
    importantAlertRules: [Int!]!
    autoPopupAlertRules: [Int!]!
  }

  """
  The body of the live channel's update_tags message.
  """
  type LiveTagsPayload {
    tags: [String!]!
  }

  enum PayloadFilterType {
    SystemNotif
    AlertCenter
  }

  input PayloadFilter {
    isSharedVehicle: Boolean
    filterByType: [PayloadFilterType!]!
  }

  ${graphqlResultType('PayloadResult', '  payload: LiveTagsPayload\n  subscribedAlertRules: SubscribedAlertRules')}
  type LocalisedText {
    idn: String!
    eng: String!
  }

  type AlertRuleTemplateCode {
    alertCode: Int!
    descriptions: LocalisedText!
    fullDescriptions: LocalisedText!
    isAlreadyActive: Boolean!
    alertRuleLabels: [String!]!
  }

  type AlertRuleTemplate {
    templateId: Int!
    category: String!
    nameIdn: String!
    nameEng: String!
    descriptionIdn: String!
    descriptionEng: String!
    defaultAlertCodes: [AlertRuleTemplateCode!]!
    additionalAlertCodes: [AlertRuleTemplateCode!]!
  }

  input AlertRuleTemplatesFilter {
    category: String
    pagination: PaginationInput
  }

  ${graphqlResultType('AlertRuleTemplatesResult', '  list: [AlertRuleTemplate!]!\n  pagination: Pagination!')}
  input SelectedAlertRuleTemplateInput {
    templateId: Int!
    alertCodes: [Int!]!
  }

  input CreateAlertRulesInput {
    templates: [SelectedAlertRuleTemplateInput!]!
  }

  type CreatedAlertRules {
    createdAlertRuleIds: [Int!]!
    skippedAlertCodes: [Int!]!
  }

  ${graphqlResultType('CreateAlertRulesResult', '  data: CreatedAlertRules')}
  type FieldOperationDetail {
    id: Int!
    logId: Int!
    number: String!
    status: String!
    activity: String!
    driverName: String
    addressName: String
    latitude: Float
    longitude: Float
    photoUrls: [String!]!
    note: String
    createdOn: DateTime!
  }

  ${graphqlResultType('FieldOperationDetailResult', '  data: FieldOperationDetail')}
  extend type Query {
    rawAlerts(filter: RawAlertsFilter!): RawAlertsResult!
    totalImportantAlerts(filter: TotalImportantAlertsFilter!): TotalImportantAlertsResult!
    payload(filter: PayloadFilter!): PayloadResult!
    alertRuleTemplates(filter: AlertRuleTemplatesFilter): AlertRuleTemplatesResult!
    fieldOperationDetail(id: Int!, logId: Int!): FieldOperationDetailResult!
  }

  extend type Mutation {
    upsertRawAlertsAction(input: UpsertRawAlertsActionInput!): UpsertRawAlertsActionResult!
    createAlertRules(input: CreateAlertRulesInput!): CreateAlertRulesResult!
  }
`;

export const alertOperations = [
  defineGraphqlOperation({
    field: 'rawAlerts',
    kind: 'query',
    operationName: 'RawAlerts',
    args: Type.Object({ filter: RawAlertsFilterSchema }),
    result: RawAlertsResultSchema,
    spec: 'docs/rules/shell.md §7, docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'totalImportantAlerts',
    kind: 'query',
    operationName: 'TotalImportantAlerts',
    args: Type.Object({ filter: TotalImportantAlertsFilterSchema }),
    result: TotalImportantAlertsResultSchema,
    spec: 'docs/rules/shell.md §7, docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'payload',
    kind: 'query',
    operationName: 'Payload',
    args: Type.Object({ filter: AlertCenterPayloadFilterSchema }),
    result: AlertCenterPayloadResultSchema,
    spec: 'docs/rules/alert-center.md §7 (get payload)',
  }),
  defineGraphqlOperation({
    field: 'alertRuleTemplates',
    kind: 'query',
    operationName: 'AlertRuleTemplates',
    args: Type.Object({ filter: Type.Optional(AlertRuleTemplatesFilterSchema) }),
    result: AlertRuleTemplatesResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'fieldOperationDetail',
    kind: 'query',
    operationName: 'FieldOperationDetail',
    args: Type.Object({ id: Type.Integer({ minimum: 1 }), logId: Type.Integer({ minimum: 1 }) }),
    result: FieldOperationDetailResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'upsertRawAlertsAction',
    kind: 'mutation',
    operationName: 'UpsertRawAlertsAction',
    args: Type.Object({ input: AlertActionInputSchema }),
    result: UpsertRawAlertsActionResultSchema,
    spec: 'docs/rules/shell.md §7, docs/rules/alert-center.md §7',
  }),
  defineGraphqlOperation({
    field: 'createAlertRules',
    kind: 'mutation',
    operationName: 'CreateAlertRules',
    args: Type.Object({ input: CreateAlertRulesInputSchema }),
    result: CreateAlertRulesResultSchema,
    spec: 'docs/rules/alert-center.md §7',
  }),
] as const;
