import type { TFunction } from 'i18next';
import {
  GRAPHQL_ERROR_CODES,
  SERVER_ERROR_REASONS,
  type ServerErrorReason,
} from '@armada/contracts/shared';
import { isApiError } from '../api-client';
import { isGraphqlResultError } from '../graphql-client';
import { serverErrorText } from '../server-error-text';

/** What a refused alert action (read, note, false alert, recheck, resolve) means, by code. */
const ALERT_ACTION_REASONS: Readonly<Partial<Record<string, ServerErrorReason>>> = {
  [GRAPHQL_ERROR_CODES.notFound]: SERVER_ERROR_REASONS.alertNotFound,
  [GRAPHQL_ERROR_CODES.conflict]: SERVER_ERROR_REASONS.alertOutsideRange,
};

/**
 * The toast of a failed alert action: an answered refusal says why in the user's language,
 * from any of its codes (a GraphQL `errorCode`, a REST `code` or `errors_v2.issues[].code`),
 * else the server's message as it is; no answer at all (network, an exception) is the generic
 * text (null here: the caller logs it and shows its own).
 */
export function alertActionErrorText(
  error: unknown,
  t: TFunction,
  rawAlertIds: readonly string[],
): string | null {
  const answered = isGraphqlResultError(error) || (isApiError(error) && error.statusCode > 0);
  if (!answered) return null;
  const text = serverErrorText(error, t, {
    reasonByCode: ALERT_ACTION_REASONS,
    params: { ids: rawAlertIds.join(', ') },
  });
  return text || null;
}
