import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { MyTasksPage } from '@/features/driver-tasks/components/my-tasks-page';

/** /my-task: the driver's stops of today (docs/rules/fleet-tasks.md FT-14). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('driverTasks.title'));
  return <MyTasksPage />;
}
