import { useMutation } from '@tanstack/react-query';
import { accountOperations, type BackToOldVersionResult } from '@armada/contracts/auth';
import {
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';

const operation = operationOf(accountOperations, 'backToOldVersion');

const DOCUMENT = `mutation ${operation.operationName}($message: String!) {
  ${operation.field}(message: $message) ${graphqlSelection(operation.result)}
}`;

/**
 * GraphQL `backToOldVersion(message)` (docs/rules/alert-center.md §5 and §7): records why the user
 * leaves the new version. A refusal (`isSuccessful: false`) throws with the server's message.
 */
export async function backToOldVersion(message: string): Promise<BackToOldVersionResult> {
  const result = await graphqlRequest(operation, DOCUMENT, { message });
  return requireSuccess(result);
}

export function useBackToOldVersion() {
  return useMutation({ mutationFn: backToOldVersion });
}
