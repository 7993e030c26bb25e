import type { TFunction } from 'i18next';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api-client';

export type SignInErrorKind = 'invalidCredentials' | 'rateLimited' | 'network' | 'unexpected';

export function signInErrorKind(error: unknown): SignInErrorKind {
  if (!isApiError(error)) return 'unexpected';
  if (error.statusCode === 401) return 'invalidCredentials';
  if (error.statusCode === 429) return 'rateLimited';
  if (error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.timeout) {
    return 'network';
  }
  // A gateway that cannot reach its backend is, to the user, the same as no connection.
  if (error.statusCode === 502 || error.statusCode === 503 || error.statusCode === 504) {
    return 'network';
  }
  return 'unexpected';
}

/** The sentence shown above the form, in the current language. */
export function signInErrorMessage(error: unknown, t: TFunction): string {
  const kind = signInErrorKind(error);
  if (kind === 'rateLimited' && isApiError(error) && error.retryAfterSeconds) {
    return t('auth.errors.rateLimitedSeconds', { count: error.retryAfterSeconds });
  }
  return t(`auth.errors.${kind}`);
}
