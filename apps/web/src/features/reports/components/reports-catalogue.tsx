import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REPORT_CATEGORIES, type ReportInfo } from '@armada/contracts/reports';
import { useReportCatalogue } from '../api/reports';
import { reportPath, reportSchedulesPath } from '../paths';
import { languageOf } from '../utils/report-language';
import './reports.css';

/** `/report/`: the reports the user may open, by category (RPT-1, RPT-7). */
export function ReportsCatalogue() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.resolvedLanguage);
  const catalogue = useReportCatalogue();
  const reports = catalogue.data ?? [];
  const byCategory = REPORT_CATEGORIES.map((category) => ({
    category,
    reports: reports.filter((r) => r.category === category),
  })).filter((group) => group.reports.length > 0);
  const canSchedule = reports.some((r) => r.href === null);

  return (
    <div className="reports">
      <header className="reports__header">
        <div>
          <h1 className="reports__title">{t('reports.catalogue.title')}</h1>
          <p className="reports__intro">{t('reports.catalogue.intro')}</p>
        </div>
        {canSchedule && (
          <Link className="reports__action" to={reportSchedulesPath.getHref()}>
            <span className="pi pi-calendar-clock" aria-hidden="true" />
            {t('reports.catalogue.schedules')}
          </Link>
        )}
      </header>
      {catalogue.isPending && (
        <div className="reports__grid" aria-busy="true">
          {[0, 1, 2, 3].map((n) => (
            <div key={n} className="reports__card reports__card--loading" />
          ))}
        </div>
      )}
      {catalogue.isError && (
        <div className="reports__state" role="alert">
          <p>{t('reports.catalogue.failed')}</p>
          <button
            type="button"
            className="reports__button"
            onClick={() => void catalogue.refetch()}
          >
            {t('reports.catalogue.retry')}
          </button>
        </div>
      )}
      {catalogue.isSuccess && reports.length === 0 && (
        <p className="reports__state">{t('reports.catalogue.empty')}</p>
      )}
      {byCategory.map((group) => (
        <section
          key={group.category}
          className="reports__category"
          aria-labelledby={`cat-${group.category}`}
        >
          <h2 id={`cat-${group.category}`} className="reports__category-title">
            {t(`reports.catalogue.categories.${group.category}`)}
          </h2>
          <ul className="reports__grid">
            {group.reports.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} language={language} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function ReportCard({ report, language }: { report: ReportInfo; language: 'id' | 'en' }) {
  const { t } = useTranslation();
  return (
    <Link
      className="reports__card"
      to={report.href ?? reportPath.getHref(report.id)}
      data-testid={`report-card-${report.id}`}
    >
      <span className="reports__card-title">{report.title[language]}</span>
      <span className="reports__card-text">{report.description[language]}</span>
      {report.href === null && (
        <span className="reports__card-meta">{t(`reports.catalogue.period.${report.period}`)}</span>
      )}
    </Link>
  );
}
