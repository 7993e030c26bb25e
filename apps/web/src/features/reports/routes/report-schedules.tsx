import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SchedulesPage } from '@/features/reports/components/schedules-page';

/** /report/schedules: scheduled reports and their outbox (docs/rules/reports.md RPT-14..17). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.schedules.title'));
  return <SchedulesPage />;
}
