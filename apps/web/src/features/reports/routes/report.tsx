import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ReportPage } from '@/features/reports/components/report-page';

/** /report/<id>: one report (docs/rules/reports.md RPT-3..8). */
export function Component() {
  const { t } = useTranslation();
  const { reportId = '' } = useParams();
  useDocumentTitle(t('reports.pageTitle'));
  return <ReportPage reportId={reportId} />;
}
