import { graphqlCommonSdl } from '../shared/graphql-result';
import { accountOperations, accountSdl } from '../auth/account.graphql';
import { alertLogOperations, alertLogSdl } from '../alerts/alert-log.graphql';
import { alertMediaOperations, alertMediaSdl } from '../alerts/alert-media.graphql';
import { alertOperations, alertsSdl } from '../alerts/alerts.graphql';
import { alertRuleOperations, alertRulesSdl } from '../alerts/alert-rules.graphql';
import { driverScoreOperations, driverScoreSdl } from '../driver-score/driver-score.graphql';
import { FLEET_COMPANY_OPERATIONS, fleetCompanySdl } from '../company/fleet-company.graphql';
import type { GraphqlOperation } from '../shared/graphql-operation';

/**
 * The whole GraphQL schema served at `POST /graphql`, merged from its pieces. The common piece
 * declares the root types, the `Result` interface and the shared scalars once; every other
 * piece only extends the root types. Add a piece here and to GRAPHQL.md.
 */
export const graphqlSdlPieces = {
  common: graphqlCommonSdl,
  alerts: alertsSdl,
  alertMedia: alertMediaSdl,
  driverScore: driverScoreSdl,
  account: accountSdl,
  fleetCompany: fleetCompanySdl,
  alertRules: alertRulesSdl,
  alertLog: alertLogSdl,
} as const;

export const graphqlSdl: string = Object.values(graphqlSdlPieces).join('\n');

/** Operations with TypeBox argument and result schemas (see `operation.ts`). */
export const graphqlOperations: readonly GraphqlOperation[] = [
  ...alertOperations,
  ...alertMediaOperations,
  ...driverScoreOperations,
  ...accountOperations,
  ...alertRuleOperations,
  ...alertLogOperations,
];

/** Every root field of the schema by kind, for the NOT_IMPLEMENTED fallback and the suite. */
export const GRAPHQL_ROOT_FIELDS: { query: readonly string[]; mutation: readonly string[] } = {
  query: [
    ...graphqlOperations.filter((o) => o.kind === 'query').map((o) => o.field),
    ...FLEET_COMPANY_OPERATIONS.query,
  ],
  mutation: [
    ...graphqlOperations.filter((o) => o.kind === 'mutation').map((o) => o.field),
    ...FLEET_COMPANY_OPERATIONS.mutation,
  ],
};
