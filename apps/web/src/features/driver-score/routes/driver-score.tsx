import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { DriverScorePage } from '@/features/driver-score/components/driver-score-page';

/** /driverscore: driver scoring (issue 11, docs/rules/shell.md §2, §3). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('driverScore.pageTitle'));

  if (!identity) return <PageLoader />;
  return <DriverScorePage userId={identity.userId} />;
}
