import { useTranslation } from 'react-i18next';
import { COMPANY_ERROR_CODES } from '@armada/contracts/company';
import {
  GRAPHQL_ERROR_CODES,
  SERVER_ERROR_REASONS,
  type ServerErrorReason,
} from '@armada/contracts/shared';
import { CLIENT_ERROR_CODES, isApiError } from '@/lib/api-client';
import { serverErrorText, type ServerErrorTextOptions } from '@/lib/server-error-text';

/**
 * What each company operation's GraphQL `errorCode` means (results carry no reason; contracts
 * graphql-result.ts). Codes not listed keep the server's message.
 */
export const COMPANY_REFUSALS = {
  updateCompany: {
    [COMPANY_ERROR_CODES.unknownCategory]: SERVER_ERROR_REASONS.companyUnknownCategory,
    [COMPANY_ERROR_CODES.scoreOrder]: SERVER_ERROR_REASONS.companyGradeOrder,
  },
  createCompanyCategory: {
    [GRAPHQL_ERROR_CODES.conflict]: SERVER_ERROR_REASONS.companyCategoryExists,
  },
  deleteBankAccount: {
    [COMPANY_ERROR_CODES.bankAccountIsDefault]: SERVER_ERROR_REASONS.companyBankAccountIsDefault,
    [GRAPHQL_ERROR_CODES.notFound]: SERVER_ERROR_REASONS.companyBankAccountNotFound,
  },
} as const satisfies Record<string, Partial<Record<string, ServerErrorReason>>>;

/**
 * What to tell the user when a change failed: a refused change (isSuccessful false) in the
 * user's language when the code is one the operation knows (`options`), else the server's own
 * message; our words for a connection problem; the error text otherwise.
 */
export function useSaveErrorText() {
  const { t } = useTranslation();
  return (error: unknown, options?: ServerErrorTextOptions): string => {
    if (
      isApiError(error) &&
      (error.code === CLIENT_ERROR_CODES.network || error.code === CLIENT_ERROR_CODES.timeout)
    ) {
      return t('company.form.network');
    }
    return serverErrorText(error, t, options) || t('company.form.saveFailed');
  };
}
