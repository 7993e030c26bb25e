import Type from 'typebox';
import {
  AlertDetailDriverScoresFilterSchema,
  AlertDetailDriverScoresResultSchema,
  DRIVER_GRADES,
  DRIVER_SCORE_CATEGORIES,
  DRIVER_SCORE_SORT_FIELDS,
  DriverScoreFilterSchema,
  DriverScoreResultSchema,
  DriverScoresFilterSchema,
  DriverScoresResultSchema,
  driverScoreFieldNames,
} from './driver-score';
import { graphqlResultType } from '../shared/graphql-result';
import { defineGraphqlOperation } from '../shared/graphql-operation';

/** The per-category fields of DriverScore, generated from the one category list. */
const categoryFields = DRIVER_SCORE_CATEGORIES.map((c) => {
  const { total, score } = driverScoreFieldNames(c);
  return `  ${total}: Int!\n  ${score}: Float!`;
}).join('\n');

/**
 * Driver scoring GraphQL (docs/rules/shell.md §3, §7): `driverScores` (page plus aggregation),
 * `driverScore` (one driver) and `alertDetailDriverScores` (the alerts behind a score).
 */
export const driverScoreSdl = /* GraphQL */ `
enum DriverGrade {
  ${DRIVER_GRADES.join('\n  ')}
}

enum DriverScoreCategory {
  ${DRIVER_SCORE_CATEGORIES.join('\n  ')}
}

enum DriverScoreSortField {
  ${DRIVER_SCORE_SORT_FIELDS.join('\n  ')}
}

type DriverScoreDriver {
  fullname: String!
  userId: Int
  isActive: Boolean!
  photograph: String
  phoneNo: String
}

type DriverScore {
  driverId: Int!
  driver: DriverScoreDriver!
  totalAlert: Int!
  finalGrade: DriverGrade!
  """Kilometres driven in the period."""
  totalDriven: Float!
  score: Float!
  lastSync: DateTime
${categoryFields}
}

type DriverScoreAggregation {
  averageScore: Float!
  averageFinalGrade: DriverGrade!
  totalDriver: Int!
  lowest10Drivers: [DriverScore!]!
  top10Drivers: [DriverScore!]!
}

type DriverAlertDetail {
  createdOn: DateTime!
  vehicleId: Int!
  alertCode: Int!
  driverId: Int!
  alertFlag: Int
  alertData: String
  latitude: Float
  longitude: Float
  alertTrigger: Float
  threshold: Float
  formattedAlertData: String
  cost: Float!
  address: String
  vehicle: AlertVehicleRef!
  driver: AlertPersonRef!
  alert: AlertDescription!
  isRead: Boolean!
}

input DriverScoresOrderBy {
  field: DriverScoreSortField!
  direction: SortDirection!
}

input DriverScoresFilter {
  startDate: DateTime!
  endDate: DateTime!
  pagination: PaginationInput
  search: String
  vehicleGroupIds: [Int!]
  driverIds: [Int!]
  grades: [DriverGrade!]
  orderBy: DriverScoresOrderBy
}

input DriverScoreFilter {
  driverId: Int!
  startDate: DateTime!
  endDate: DateTime!
}

input AlertDetailDriverScoresFilter {
  driverId: Int!
  startDate: DateTime!
  endDate: DateTime!
  category: DriverScoreCategory
  pagination: PaginationInput
}

${graphqlResultType('DriverScoresResult', '  list: [DriverScore!]!\n  aggregation: DriverScoreAggregation\n  pagination: Pagination!')}
${graphqlResultType('DriverScoreResult', '  data: DriverScore')}
${graphqlResultType('AlertDetailDriverScoresResult', '  list: [DriverAlertDetail!]!\n  pagination: Pagination!')}
extend type Query {
  driverScores(filter: DriverScoresFilter!): DriverScoresResult!
  driverScore(filter: DriverScoreFilter!): DriverScoreResult!
  alertDetailDriverScores(filter: AlertDetailDriverScoresFilter!): AlertDetailDriverScoresResult!
}
`;

export const driverScoreOperations = [
  defineGraphqlOperation({
    field: 'driverScores',
    kind: 'query',
    operationName: 'DriverScores',
    args: Type.Object({ filter: DriverScoresFilterSchema }),
    result: DriverScoresResultSchema,
    spec: 'docs/rules/shell.md §3, §7',
  }),
  defineGraphqlOperation({
    field: 'driverScore',
    kind: 'query',
    operationName: 'DriverScore',
    args: Type.Object({ filter: DriverScoreFilterSchema }),
    result: DriverScoreResultSchema,
    spec: 'docs/rules/shell.md §3, §7',
  }),
  defineGraphqlOperation({
    field: 'alertDetailDriverScores',
    kind: 'query',
    operationName: 'AlertDetailDriverScores',
    args: Type.Object({ filter: AlertDetailDriverScoresFilterSchema }),
    result: AlertDetailDriverScoresResultSchema,
    spec: 'docs/rules/shell.md §3, §7',
  }),
] as const;
