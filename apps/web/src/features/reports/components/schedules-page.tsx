import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { ReportInfo, ReportSchedule } from '@armada/contracts/reports';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { formatCompany } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';
import { serverErrorText } from '@/lib/server-error-text';
import { formatReportDay } from '@armada/contracts/reports';
import {
  reportOutboxFileUrl,
  useDeleteReportSchedule,
  useReportCatalogue,
  useReportOutbox,
  useReportSchedules,
} from '../api/reports';
import { languageOf } from '../utils/report-language';
import './reports.css';

/** `/report/schedules`: the scheduled reports and the outbox of their mails (RPT-14, RPT-17). */
export function SchedulesPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const language = languageOf(i18n.resolvedLanguage);
  const schedules = useReportSchedules();
  const outbox = useReportOutbox();
  const catalogue = useReportCatalogue();
  const remove = useDeleteReportSchedule();
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const titleOf = (id: string) =>
    catalogue.data?.find((r: ReportInfo) => r.id === id)?.title[language] ?? id;
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const when = (s: ReportSchedule) =>
    t(`reports.schedules.when.${s.frequency}`, {
      hour: hour(s.hour),
      weekday: t(`reports.schedules.weekdays.${(s.weekday ?? 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7}`),
      day: s.month_day ?? 1,
    });
  const time = (iso: string | null) =>
    iso ? formatCompany(iso, 'DD/MM/YYYY HH:mm', { language }) : '-';

  return (
    <div className="reports">
      <header className="reports__header">
        <div>
          <Link className="reports__back" to={paths.reports.getHref()}>
            <span className="pi pi-arrow-left" aria-hidden="true" /> {t('reports.report.back')}
          </Link>
          <h1 className="reports__title">{t('reports.schedules.title')}</h1>
          <p className="reports__intro">{t('reports.schedules.intro')}</p>
        </div>
      </header>

      <section aria-labelledby="schedules-title">
        <h2 id="schedules-title" className="sr-only">
          {t('reports.schedules.title')}
        </h2>
        {schedules.isPending && <div className="reports__card reports__card--loading" />}
        {schedules.isError && (
          <p className="reports__state" role="alert">
            {t('reports.schedules.failed')}
          </p>
        )}
        {schedules.data?.length === 0 && (
          <p className="reports__state">{t('reports.schedules.empty')}</p>
        )}
        {schedules.data && schedules.data.length > 0 && (
          <div className="reports__table-wrap">
            <table className="reports__table">
              <thead>
                <tr>
                  <th scope="col">{t('reports.schedules.columns.name')}</th>
                  <th scope="col">{t('reports.schedules.columns.report')}</th>
                  <th scope="col">{t('reports.schedules.columns.when')}</th>
                  <th scope="col">{t('reports.schedules.columns.format')}</th>
                  <th scope="col">{t('reports.schedules.columns.recipients')}</th>
                  <th scope="col">{t('reports.schedules.columns.next')}</th>
                  <th scope="col">{t('reports.schedules.columns.status')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('reports.schedules.delete')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {schedules.data.map((s) => (
                  <tr key={s.id}>
                    <td>{s.name}</td>
                    <td>{titleOf(s.report_id)}</td>
                    <td>{when(s)}</td>
                    <td>{t(`reports.export.${s.format}`)}</td>
                    <td className="reports__wrap">{s.recipients.join(', ')}</td>
                    <td>{time(s.next_run_at)}</td>
                    <td>{t(`reports.schedules.status.${s.status}`)}</td>
                    <td>
                      <Button
                        type="button"
                        icon="pi pi-trash"
                        text
                        severity="danger"
                        aria-label={`${t('reports.schedules.delete')} ${s.name}`}
                        onClick={() => setDeleting(s)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="outbox-title" className="reports__category">
        <h2 id="outbox-title" className="reports__category-title">
          {t('reports.schedules.outbox.title')}
        </h2>
        {outbox.data?.length === 0 && (
          <p className="reports__state">{t('reports.schedules.outbox.empty')}</p>
        )}
        {outbox.data && outbox.data.length > 0 && (
          <div className="reports__table-wrap">
            <table className="reports__table">
              <thead>
                <tr>
                  <th scope="col">{t('reports.schedules.outbox.made')}</th>
                  <th scope="col">{t('reports.schedules.outbox.subject')}</th>
                  <th scope="col">{t('reports.schedules.outbox.recipients')}</th>
                  <th scope="col">{t('reports.schedules.outbox.period')}</th>
                  <th scope="col">{t('reports.schedules.outbox.rows')}</th>
                  <th scope="col">{t('reports.schedules.outbox.delivery')}</th>
                  <th scope="col">{t('reports.schedules.outbox.file')}</th>
                </tr>
              </thead>
              <tbody>
                {outbox.data.map((mail) => (
                  <tr key={mail.id}>
                    <td>{time(mail.created_at)}</td>
                    <td className="reports__wrap">{mail.subject}</td>
                    <td className="reports__wrap">{mail.recipients.join(', ')}</td>
                    <td>
                      {formatReportDay(mail.period_from)} – {formatReportDay(mail.period_to)}
                    </td>
                    <td className="reports__number">{formatNumber(mail.rows, language)}</td>
                    <td title={mail.error ?? undefined}>
                      {t(`reports.schedules.outbox.deliveries.${mail.delivery}`)}
                    </td>
                    <td>
                      <a
                        href={reportOutboxFileUrl(mail.id)}
                        download={mail.file_name}
                        aria-label={t('reports.schedules.outbox.download', {
                          name: mail.file_name,
                        })}
                      >
                        <span className="pi pi-download" aria-hidden="true" /> {mail.file_name}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <ConfirmationModal
        variant="delete"
        visible={deleting !== null}
        title={deleting ? t('reports.schedules.deleteTitle', { name: deleting.name }) : ''}
        message={t('reports.schedules.deleteText')}
        confirmLabel={t('reports.schedules.delete')}
        cancelLabel={t('reports.schedules.form.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const schedule = deleting;
          setDeleting(null);
          if (!schedule) return;
          remove.mutate(schedule.id, {
            onSuccess: () => toast.success(t('reports.schedules.deleted')),
            onError: (error) => toast.error(serverErrorText(error, t)),
          });
        }}
      />
    </div>
  );
}
