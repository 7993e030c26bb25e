import { accountOperations, type UnregisterPushTokenResult } from '@armada/contracts/auth';
import {
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';

const operation = operationOf(accountOperations, 'unregisterPushToken');

const DOCUMENT = `mutation ${operation.operationName}($registrationToken: String!, $platform: PushPlatform!) {
  ${operation.field}(registrationToken: $registrationToken, platform: $platform) ${graphqlSelection(operation.result)}
}`;

/**
 * GraphQL `unregisterPushToken` (docs/rules/alert-center.md §7): this browser's token, platform
 * web.
 */
export async function unregisterPushToken(
  registrationToken: string,
): Promise<UnregisterPushTokenResult> {
  const result = await graphqlRequest(operation, DOCUMENT, { registrationToken, platform: 'web' });
  return requireSuccess(result);
}
