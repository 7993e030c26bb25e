import { useTranslation } from 'react-i18next';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api-client';
import { isGraphqlResultError } from '@/lib/graphql-client';

/**
 * What to tell the user when a change failed: the server's own message for a refused change
 * (isSuccessful false), our words for a connection problem, the error text otherwise.
 */
export function useSaveErrorText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    if (isGraphqlResultError(error)) return error.message;
    if (
      isApiError(error) &&
      (error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.timeout)
    ) {
      return t('company.form.network');
    }
    if (error instanceof Error && error.message) return error.message;
    return t('company.form.saveFailed');
  };
}
