import type { TFunction } from 'i18next';
import type { ServerErrorParams, ServerErrorReason } from '@armada/contracts/shared';
import { isApiError } from './api-client';
import { isGraphqlResultError } from './graphql-client';

export interface ServerErrorTextOptions {
  /**
   * What a GraphQL refusal means for the operation that failed, by `errorCode`: results carry
   * no reason (contracts graphql-result.ts), so the screen that sent the operation says which
   * reason a code stands for, e.g. `{ CONFLICT: 'companyCategory.exists' }`.
   */
  reasonByCode?: Readonly<Partial<Record<string, ServerErrorReason>>>;
  /** Values the text needs that the answer does not carry (GraphQL), from what was sent. */
  params?: ServerErrorParams;
}

/**
 * Every code a refusal carries: a REST error's `code` and the codes of its `errors_v2.issues`
 * (submit answers list each problem there), or a GraphQL result's `errorCode`.
 */
export function errorCodesOf(error: unknown): string[] {
  if (isApiError(error)) return [...new Set([error.code, ...error.issueCodes])];
  if (isGraphqlResultError(error) && error.errorCode) return [error.errorCode];
  return [];
}

/** Why the server refused, when it said so or the screen knows from one of its codes. */
export function serverErrorReason(
  error: unknown,
  { reasonByCode }: Pick<ServerErrorTextOptions, 'reasonByCode'> = {},
): ServerErrorReason | undefined {
  if (isApiError(error) && error.reason) return error.reason;
  for (const code of errorCodesOf(error)) {
    const reason = reasonByCode?.[code];
    if (reason) return reason;
  }
  return undefined;
}

/**
 * A server refusal in the user's language: the catalogue's `errors.server.<reason>` filled in
 * with the answer's params, when the reason is one the catalogue knows and every value its text
 * names is there; for a server fault (5xx) without a reason, the catalogue's `errors.serverFault`;
 * otherwise the server's own message ('' when there is none), so nothing the server said is lost.
 */
export function serverErrorText(
  error: unknown,
  t: TFunction,
  options: ServerErrorTextOptions = {},
): string {
  const message = error instanceof Error ? error.message.trim() : '';
  const reason = serverErrorReason(error, options);
  // A fault of the server's own carries no reason and a message in English only: the user gets
  // the catalogue's words for it instead.
  if (!reason && isApiError(error) && error.statusCode >= 500) return t('errors.serverFault');
  if (!reason) return message;
  const sent = isApiError(error) ? error.params : undefined;
  let complete = true;
  // The key is built from data, so it is checked at run time: an unknown reason is no text.
  const translate = t as unknown as (key: string, options: Record<string, unknown>) => string;
  const text = translate(`errors.server.${reason}`, {
    ...options.params,
    ...sent,
    defaultValue: '',
    missingInterpolationHandler: () => {
      complete = false;
      return '';
    },
  });
  return text && complete ? text : message;
}
