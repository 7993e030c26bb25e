import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { identityQueryKey } from '@/features/auth/api/get-identity';
import { CompanySettings } from '@/features/company/components/company-settings';

/** `/setting/company`: the company settings. */
export function Component() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useDocumentTitle(t('company.pageTitle'));
  return (
    <CompanySettings
      // The company name shows in the identity (top bar): re-read it after a save.
      onSaved={() => void queryClient.invalidateQueries({ queryKey: identityQueryKey })}
    />
  );
}
