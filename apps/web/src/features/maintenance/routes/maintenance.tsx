import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { MaintenancePage } from '@/features/maintenance/components/maintenance-page';

/** /maintenance/: plans, due list and work orders (docs/rules/maintenance.md MNT-15). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('maintenance.pageTitle'));
  if (!identity) return <PageLoader />;
  return <MaintenancePage accessRight={identity.accessRight} />;
}
