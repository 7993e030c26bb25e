import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlertActionInput, AlertActionResult } from '@armada/contracts';
import { alertQueryKeys, alertsOperations } from '@/lib/alerts/alerts-api';
import { RESULT_FIELDS, graphqlRequest, requireSuccess } from '@/lib/graphql-client';

/**
 * `upsertRawAlertsAction(input)` for the Resolve action. The action result's `data` is a JSON
 * scalar on the server (a note, a reason or the resolved flag), so it is selected without
 * subfields; the shared document in lib/alerts selects subfields there, which the server
 * refuses (reported to the integrator; this copy can go once that is fixed).
 */
export const RESOLVE_ACTION_DOCUMENT = /* GraphQL */ `
  mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {
    upsertRawAlertsAction(input: $input) {
      ${RESULT_FIELDS}
      data {
        rawAlertId userId actionType type data createdOn
        aggregate { updatedAlerts updatedAlertStatuses insertedAlertLogs }
      }
    }
  }
`;

export async function sendAlertAction(input: AlertActionInput): Promise<AlertActionResult> {
  const result = requireSuccess(
    await graphqlRequest(alertsOperations.upsertRawAlertsAction, RESOLVE_ACTION_DOCUMENT, {
      input,
    }),
  );
  if (!result.data) throw new Error('The alert action answer has no data.');
  return result.data;
}

/** The action as a mutation; on success every alert query (lists, detail) is refetched. */
export function useNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAlertAction,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: alertQueryKeys.all });
    },
  });
}
