import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { LicencesPage } from '@/features/licences/components/licences-page';

/** /license: vehicle and driver documents (docs/rules/licences.md). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('licences.pageTitle'));
  if (!identity) return <PageLoader />;
  return <LicencesPage accessRight={identity.accessRight} userId={identity.userId} />;
}
