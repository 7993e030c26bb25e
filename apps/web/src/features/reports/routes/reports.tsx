import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ReportsCatalogue } from '@/features/reports/components/reports-catalogue';

/** /report/: the report catalogue (docs/rules/reports.md RPT-1). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('reports.pageTitle'));
  return <ReportsCatalogue />;
}
