import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertLogType, AlertUserLogEntry } from '@armada/contracts/alerts';
import { DateRangeField } from '@/components/ui/date-range-field';
import { logDataText } from '@/lib/alerts/alert-log-text';
import { clock } from '@/lib/clock';
import { formatCompanyDateTime } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAlertUserLogs } from '../api/get-alert-user-logs';
import {
  LOG_TYPE_OPTIONS,
  defaultLogRange,
  logRangeDates,
  totalPages,
  validateLogRange,
  type LogRangeError,
  type LogRangeForm,
} from '../utils/log-range';
import './notification-log-page.css';

const PAGE_SIZE = 20;

interface AppliedFilter {
  range: LogRangeForm;
  type: AlertLogType | '';
  page: number;
}

/** On the company's clock with its label, like the alert center (SHELL-75). */
function formatTime(iso: string, language: string): string {
  return formatCompanyDateTime(iso, { language, seconds: true });
}

/**
 * The Notification Log (docs/rules/alert-center.md §2 and §6): who read, noted, flagged as false or
 * resolved which alert and when, newest first, 20 a page, within a range of company days (the last
 * 7 by default) and optionally of one kind of action.
 */
export function NotificationLogPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('notificationLog.title'));
  const formId = useId();
  const [form, setForm] = useState<LogRangeForm>(() => defaultLogRange(clock.now()));
  const [type, setType] = useState<AlertLogType | ''>('');
  const [error, setError] = useState<LogRangeError | null>(null);
  const [applied, setApplied] = useState<AppliedFilter>(() => ({
    range: defaultLogRange(clock.now()),
    type: '',
    page: 1,
  }));

  const logs = useAlertUserLogs({
    ...logRangeDates(applied.range),
    pagination: { page: applied.page, show: PAGE_SIZE },
    ...(applied.type ? { types: [applied.type] } : {}),
  });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogRange(form);
    setError(found);
    if (found) return;
    setApplied({ range: form, type, page: 1 });
  };

  const total = logs.data?.pagination.total ?? 0;
  const pages = totalPages(total, PAGE_SIZE);
  const list = logs.data?.list ?? [];
  const goTo = (page: number) => setApplied((current) => ({ ...current, page }));

  return (
    <div className="notification-log">
      <header>
        <h1 className="notification-log__title">{t('notificationLog.title')}</h1>
        <p className="notification-log__intro">{t('notificationLog.intro')}</p>
      </header>

      <form
        className="notification-log__filters"
        onSubmit={apply}
        noValidate
        aria-label={t('notificationLog.filters')}
      >
        <DateRangeField
          layout="fields"
          id={formId}
          fieldClassName="notification-log__field"
          fromLabel={t('notificationLog.from')}
          toLabel={t('notificationLog.to')}
          value={form}
          problem={error && t(`notificationLog.errors.${error}`)}
          invalid={{
            from: error === 'fromRequired' || error === 'tooLong',
            to: error === 'toRequired' || error === 'toBeforeFrom',
          }}
          onChange={setForm}
        />
        <div className="notification-log__field notification-log__field--type">
          <label htmlFor={`${formId}-type`}>{t('notificationLog.action')}</label>
          <select
            id={`${formId}-type`}
            className="p-inputtext p-component"
            value={type}
            onChange={(event) => setType(event.target.value as AlertLogType | '')}
          >
            <option value="">{t('notificationLog.allActions')}</option>
            {LOG_TYPE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`notificationLog.types.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="notification-log__apply">
          <i className="pi pi-filter" aria-hidden="true" />
          {t('notificationLog.apply')}
        </button>
      </form>

      <section
        className="notification-log__card"
        aria-busy={logs.isFetching}
        aria-label={t('notificationLog.results')}
      >
        {logs.isPending ? (
          <div className="notification-log__state" role="status">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line" />
            <span className="sr-only">{t('common.loading')}</span>
          </div>
        ) : logs.isError ? (
          <div className="notification-log__state notification-log__state--error" role="alert">
            <p>{t('notificationLog.loadFailed', { message: serverErrorText(logs.error, t) })}</p>
            <button
              type="button"
              className="notification-log__apply"
              onClick={() => void logs.refetch()}
            >
              <i className="pi pi-refresh" aria-hidden="true" />
              {t('notificationLog.retry')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p className="notification-log__state" data-testid="notification-log-empty">
            {t('notificationLog.empty')}
          </p>
        ) : (
          <>
            <table className="notification-log__table" data-testid="notification-log-table">
              <thead>
                <tr>
                  <th scope="col">{t('notificationLog.columns.time')}</th>
                  <th scope="col">{t('notificationLog.columns.user')}</th>
                  <th scope="col">{t('notificationLog.columns.action')}</th>
                  <th scope="col">{t('notificationLog.columns.vehicle')}</th>
                  <th scope="col">{t('notificationLog.columns.alert')}</th>
                  <th scope="col">{t('notificationLog.columns.note')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <LogRow key={entry.logId} entry={entry} language={i18n.language} />
                ))}
              </tbody>
            </table>
            <nav className="notification-log__pager" aria-label={t('notificationLog.paging')}>
              <button
                type="button"
                disabled={applied.page <= 1 || logs.isFetching}
                onClick={() => goTo(applied.page - 1)}
              >
                <i className="pi pi-chevron-left" aria-hidden="true" />
                {t('notificationLog.previous')}
              </button>
              <span aria-live="polite">
                {t('notificationLog.pageOf', { page: applied.page, pages, count: total })}
              </span>
              <button
                type="button"
                disabled={applied.page >= pages || logs.isFetching}
                onClick={() => goTo(applied.page + 1)}
              >
                {t('notificationLog.next')}
                <i className="pi pi-chevron-right" aria-hidden="true" />
              </button>
            </nav>
          </>
        )}
      </section>
    </div>
  );
}

function LogRow({ entry, language }: { entry: AlertUserLogEntry; language: string }) {
  const { t } = useTranslation();
  const description = language === 'en' ? entry.alert.descriptionEng : entry.alert.descriptionIdn;
  return (
    <tr data-testid="notification-log-row">
      <td data-label={t('notificationLog.columns.time')}>
        <time dateTime={entry.createdOn}>{formatTime(entry.createdOn, language)}</time>
      </td>
      <td data-label={t('notificationLog.columns.user')}>{entry.user.fullname}</td>
      <td data-label={t('notificationLog.columns.action')}>
        <span className={`notification-log__badge notification-log__badge--${entry.typeField}`}>
          {t(`notificationLog.types.${entry.typeField}`)}
        </span>
      </td>
      <td data-label={t('notificationLog.columns.vehicle')}>{entry.vehicle.licensePlate}</td>
      <td data-label={t('notificationLog.columns.alert')}>
        <div>
          {description}
          <small className="notification-log__muted">
            {formatTime(entry.alertCreatedOn, language)}
          </small>
        </div>
      </td>
      <td data-label={t('notificationLog.columns.note')}>
        {logDataText(entry, (key) => t(`notificationLog.reasons.${key}`)) ?? '-'}
      </td>
    </tr>
  );
}
