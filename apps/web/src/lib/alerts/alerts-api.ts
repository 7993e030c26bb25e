import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RawAlertWireSchema,
  SubscribedAlertRulesSchema,
  alertOperations,
  type AlertActionInput,
  type AlertActionResult,
  type AlertCenterPayloadFilter,
  type LiveMessageAlert,
  type RawAlert,
  type RawAlertsFilter,
  type SubscribedAlertRules,
  type TotalImportantAlertsFilter,
  type UnresolvedCount,
} from '@armada/contracts/alerts';
import {
  RESULT_FIELDS,
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';

/**
 * The alert calls of docs/rules/shell.md and docs/rules/alert-center.md §7 (raw alerts, unresolved
 * counts, the live-channel payload with subscribed rules, and the alert action), shared by the
 * alert center and the notifications page.
 */
export const alertsOperations = {
  rawAlerts: operationOf(alertOperations, 'rawAlerts'),
  totalImportantAlerts: operationOf(alertOperations, 'totalImportantAlerts'),
  payload: operationOf(alertOperations, 'payload'),
  upsertRawAlertsAction: operationOf(alertOperations, 'upsertRawAlertsAction'),
};

/** Query keys: everything under `alertQueryKeys.all` changes when an alert changes. */
export const alertQueryKeys = {
  all: ['alerts'] as const,
  list: (filter: RawAlertsFilter) => [...alertQueryKeys.all, 'list', filter] as const,
  counts: (filter: TotalImportantAlertsFilter) =>
    [...alertQueryKeys.all, 'counts', filter] as const,
  payload: (filter: AlertCenterPayloadFilter) =>
    [...alertQueryKeys.all, 'payload', filter] as const,
};

export const RAW_ALERTS_DOCUMENT = /* GraphQL */ `
  query RawAlerts($filter: RawAlertsFilter!) {
    rawAlerts(filter: $filter) {
      ${RESULT_FIELDS} list ${graphqlSelection(RawAlertWireSchema)} pagination { page show total }
    }
  }
`;

export const TOTAL_IMPORTANT_ALERTS_DOCUMENT = /* GraphQL */ `
  query TotalImportantAlerts($filter: TotalImportantAlertsFilter!) {
    totalImportantAlerts(filter: $filter) { ${RESULT_FIELDS} list { alertUrgencyType unresolved } }
  }
`;

export const PAYLOAD_DOCUMENT = /* GraphQL */ `
  query Payload($filter: PayloadFilter!) {
    payload(filter: $filter) {
      ${RESULT_FIELDS} payload { tags } subscribedAlertRules ${graphqlSelection(SubscribedAlertRulesSchema)}
    }
  }
`;

/** The recorded action; its `data` is a JSON scalar in the schema, selected as a whole. */
export const ALERT_ACTION_FIELDS =
  'rawAlertId userId actionType type data createdOn aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs }';

export const UPSERT_RAW_ALERTS_ACTION_DOCUMENT = /* GraphQL */ `
  mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {
    upsertRawAlertsAction(input: $input) {
      ${RESULT_FIELDS} data { ${ALERT_ACTION_FIELDS} }
    }
  }
`;

export interface RawAlertPage {
  list: RawAlert[];
  pagination: { page: number; show: number; total: number };
}

/** `rawAlerts(filter)`: one page of the company's alerts, newest first. */
export async function getRawAlerts(
  filter: RawAlertsFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RawAlertPage> {
  const result = requireSuccess(
    await graphqlRequest(alertsOperations.rawAlerts, RAW_ALERTS_DOCUMENT, { filter }, { signal }),
  );
  return { list: result.list, pagination: result.pagination };
}

/** `totalImportantAlerts(filter)`: unresolved alerts per urgency type. */
export async function getUnresolvedCounts(
  filter: TotalImportantAlertsFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<UnresolvedCount[]> {
  const result = requireSuccess(
    await graphqlRequest(
      alertsOperations.totalImportantAlerts,
      TOTAL_IMPORTANT_ALERTS_DOCUMENT,
      { filter },
      { signal },
    ),
  );
  return result.list;
}

export interface AlertCenterPayload {
  tags: string[];
  subscribedAlertRules: SubscribedAlertRules | null;
}

/** `payload(filter)`: the live-channel tags and, with AlertCenter, the subscribed rules. */
export async function getAlertCenterPayload(
  filter: AlertCenterPayloadFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AlertCenterPayload> {
  const result = requireSuccess(
    await graphqlRequest(alertsOperations.payload, PAYLOAD_DOCUMENT, { filter }, { signal }),
  );
  return {
    tags: result.payload?.tags ?? [],
    subscribedAlertRules: result.subscribedAlertRules,
  };
}

/**
 * `upsertRawAlertsAction(input)`: the recorded action. A refused action throws a
 * `GraphqlResultError` carrying the server's message (docs/rules/alert-center.md §8: shown as it
 * is).
 */
export async function upsertRawAlertsAction(input: AlertActionInput): Promise<AlertActionResult> {
  const result = requireSuccess(
    await graphqlRequest(
      alertsOperations.upsertRawAlertsAction,
      UPSERT_RAW_ALERTS_ACTION_DOCUMENT,
      { input },
    ),
  );
  if (!result.data) throw new Error('The alert action answer has no data.');
  return result.data;
}

/** The alert action as a mutation; on success every alert query is refetched. */
export function useAlertAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertRawAlertsAction,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: alertQueryKeys.all });
    },
  });
}

/**
 * A live-channel alert as a raw alert of the lists: nobody has read, resolved or noted it yet.
 */
export function rawAlertOfLiveMessage(message: LiveMessageAlert): RawAlert {
  return {
    rawAlertId: message.rawAlertId,
    alertCode: message.alertCode,
    alertRuleIds: message.alertRuleIds,
    alertFlag: message.alertFlag,
    alert: {
      descriptionIdn: message.alertDescription.idn,
      descriptionEng: message.alertDescription.eng,
      iconUrl: message.iconUrl,
    },
    vehicle: { id: message.vehicleId, licensePlate: message.licensePlate },
    vehicleId: message.vehicleId,
    childVehicleId: message.childVehicleId,
    driver: message.driverName === null ? null : { fullname: message.driverName },
    createdOn: message.createdOn,
    isRead: false,
    isResolved: false,
    isFalseAlert: false,
    isUrgent: message.isUrgent,
    isImportant: message.isImportant,
    alertData: message.alertData,
    alertTrigger: message.alertTrigger,
    latitude: message.latitude,
    longitude: message.longitude,
    userLogs: [],
    lastUserFeedback: null,
    sourceDeviceCategory: message.sourceDeviceCategory,
  };
}

/** Applies a recorded action (ours or from the live channel) to an alert it names. */
export function applyAlertAction(alert: RawAlert, action: AlertActionResult): RawAlert {
  if (!action.rawAlertId.includes(alert.rawAlertId)) return alert;
  const log = {
    typeField: action.type,
    data: logDataOf(action),
    createdOn: action.createdOn,
    userId: action.userId,
    // The live message names no user; the next fetch of the list brings the name.
    user: { fullname: '' },
  };
  const next: RawAlert = { ...alert, userLogs: [...alert.userLogs, log] };
  switch (action.type) {
    case 'Read':
      return { ...next, isRead: true };
    case 'Feedback':
      return {
        ...next,
        lastUserFeedback: {
          createdOn: action.createdOn,
          feedback: log.data ?? '',
          userId: action.userId,
        },
      };
    case 'FalseAlert':
      // The server resolves a false alert too (FalseAlert true sets both flags).
      return { ...next, isFalseAlert: true, isResolved: true };
    case 'CancelFalseAlert':
      return { ...next, isFalseAlert: false, isResolved: false };
    case 'Resolve':
      return { ...next, isResolved: true };
    case 'Unresolve':
      return { ...next, isResolved: false };
  }
}

function logDataOf(action: AlertActionResult): string | null {
  const data = action.data;
  if (data === null) return null;
  if ('note' in data) return data.note;
  if ('reason' in data) return data.reason;
  return null;
}
