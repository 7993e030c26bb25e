import { AlertUserLogsArgsSchema, AlertUserLogsResultSchema } from './alert-log';
import { graphqlResultType } from '../shared/graphql-result';
import { defineGraphqlOperation } from '../shared/graphql-operation';

/**
 * The Notification Log (docs/rules/alert-center.md §2 and §6): users' actions on the company's
 * alerts. Uses `AlertDescription`, `AlertVehicleRef`, `AlertPersonRef`, `AlertLogType` and
 * `Pagination` of the alerts piece and the common SDL.
 */
export const alertLogSdl = /* GraphQL */ `
  type AlertUserLogEntry {
    logId: String!
    rawAlertId: String!
    alertCode: Int!
    alert: AlertDescription!
    vehicle: AlertVehicleRef!
    alertCreatedOn: DateTime!
    typeField: AlertLogType!
    data: String
    createdOn: DateTime!
    userId: Int!
    user: AlertPersonRef!
  }

  input AlertUserLogsPagination {
    page: Int
    show: Int
  }

  input AlertUserLogsFilter {
    startDate: DateTime!
    endDate: DateTime!
    pagination: AlertUserLogsPagination
    types: [AlertLogType!]
  }

  ${graphqlResultType('AlertUserLogsResult', '  list: [AlertUserLogEntry!]!\n  pagination: Pagination!')}
  extend type Query {
    alertUserLogs(filter: AlertUserLogsFilter!): AlertUserLogsResult!
  }
`;

export const alertLogOperations = [
  defineGraphqlOperation({
    field: 'alertUserLogs',
    kind: 'query',
    operationName: 'AlertUserLogs',
    args: AlertUserLogsArgsSchema,
    result: AlertUserLogsResultSchema,
    spec: 'docs/rules/alert-center.md §2 and §6',
  }),
] as const;
