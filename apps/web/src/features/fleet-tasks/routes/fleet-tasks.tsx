import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { FleetTasksPage } from '@/features/fleet-tasks/components/fleet-tasks-page';

/** /fleet-task: the company's fleet tasks (FT-10). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('fleetTasks.title'));
  if (!identity) return <PageLoader />;
  return <FleetTasksPage userId={identity.userId} />;
}
