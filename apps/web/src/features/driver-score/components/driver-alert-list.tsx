import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { notificationDetailId } from '@armada/contracts/alerts';
import {
  DRIVER_SCORE_CATEGORIES,
  type DriverAlertDetail,
  type DriverScoreCategory,
} from '@armada/contracts/driver-score';
import { paths } from '@/config/paths';
import { useDriverAlertDetails } from '../api/get-driver-alert-details';
import { periodOf } from '../utils/score-filters';
import {
  alertText,
  formatDateTime,
  formatScore,
  type DisplayLanguage,
} from '../utils/score-display';

export const ALERTS_PAGE_SIZE = 10;

export interface DriverAlertListProps {
  driverId: number;
  range: { from: string; to: string };
  language: DisplayLanguage;
}

/**
 * The alerts behind a driver's score in the period, newest first as the server gives them, by
 * category, ten a page; each shows what it cost and opens its notification (Notification
 * Detail, docs/rules/shell.md §2, by the alert code, vehicle, time and flag id).
 */
export function DriverAlertList({ driverId, range, language }: DriverAlertListProps) {
  const { t } = useTranslation();
  const id = useId();
  const [category, setCategory] = useState<DriverScoreCategory | ''>('');
  const [page, setPage] = useState(1);
  const filter = useMemo(
    () => ({
      driverId,
      ...periodOf(range),
      ...(category && { category }),
      pagination: { page, show: ALERTS_PAGE_SIZE },
    }),
    [driverId, range, category, page],
  );
  const query = useDriverAlertDetails(filter);
  const total = query.data?.pagination.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ALERTS_PAGE_SIZE));

  return (
    <section
      className="ds-detail__section"
      aria-labelledby={`${id}-title`}
      data-testid="driver-alerts"
    >
      <div className="ds-detail__section-head">
        <h3 id={`${id}-title`} className="ds-detail__section-title">
          {t('driverScore.detail.alerts.title')}
          {query.data && (
            <span className="ds-count">
              {t('driverScore.detail.alerts.count', { count: total })}
            </span>
          )}
        </h3>
        <label className="ds-alerts__filter">
          <span className="sr-only">{t('driverScore.detail.alerts.category')}</span>
          <select
            className="p-inputtext p-component ds-alerts__select"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as DriverScoreCategory | '');
              setPage(1);
            }}
          >
            <option value="">{t('driverScore.detail.alerts.allCategories')}</option>
            {DRIVER_SCORE_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {t(`driverScore.categories.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {query.isPending ? (
        <div
          className="ds-alerts__loading"
          role="status"
          aria-label={t('driverScore.detail.loading')}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height="3.5rem" />
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <p className="ds-inline-error" role="alert">
          {t('driverScore.detail.alerts.failed')}{' '}
          <Button
            type="button"
            link
            size="small"
            label={t('driverScore.detail.alerts.retry')}
            onClick={() => void query.refetch()}
          />
        </p>
      ) : query.data.list.length === 0 ? (
        <p className="ds-muted">{t('driverScore.detail.alerts.empty')}</p>
      ) : (
        <>
          <ul className="ds-alerts" aria-busy={query.isFetching}>
            {query.data.list.map((alert) => (
              <AlertItem key={alertKey(alert)} alert={alert} language={language} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="ds-alerts__pager" aria-label={t('driverScore.detail.alerts.title')}>
              <Button
                type="button"
                text
                size="small"
                icon="pi pi-chevron-left"
                aria-label={t('driverScore.detail.alerts.previous')}
                disabled={page <= 1}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              />
              <span>{t('driverScore.detail.alerts.page', { page, pages })}</span>
              <Button
                type="button"
                text
                size="small"
                icon="pi pi-chevron-right"
                aria-label={t('driverScore.detail.alerts.next')}
                disabled={page >= pages}
                onClick={() => setPage((current) => Math.min(pages, current + 1))}
              />
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function alertKey(alert: DriverAlertDetail): string {
  return `${alert.alertCode}-${alert.vehicleId}-${alert.createdOn}-${alert.alertFlag ?? ''}`;
}

function AlertItem({ alert, language }: { alert: DriverAlertDetail; language: DisplayLanguage }) {
  const { t } = useTranslation();
  const title = alertText(alert, language);
  const time = formatDateTime(alert.createdOn, language);
  const href = paths.notificationDetail.getHref(
    notificationDetailId({
      alertCode: alert.alertCode,
      vehicleId: alert.vehicleId,
      createdOn: alert.createdOn,
      alertFlag: alert.alertFlag,
    }),
  );
  const cost = formatScore(alert.cost, language);
  return (
    <li className="ds-alert">
      <div className="ds-alert__main">
        <span
          className={alert.isRead ? 'ds-alert__title' : 'ds-alert__title ds-alert__title--unread'}
        >
          {title}
        </span>
        <span className="ds-alert__meta">
          <time dateTime={alert.createdOn}>{time}</time>
          <span className="ds-plate">{alert.vehicle.licensePlate}</span>
          {alert.formattedAlertData && (
            <span>{t('driverScore.detail.alerts.value', { value: alert.formattedAlertData })}</span>
          )}
        </span>
        {alert.address && <span className="ds-alert__address">{alert.address}</span>}
      </div>
      <div className="ds-alert__side">
        {alert.cost > 0 && (
          <span
            className="ds-alert__cost"
            title={t('driverScore.detail.alerts.costLabel', { cost })}
          >
            {t('driverScore.detail.alerts.cost', { cost })}
          </span>
        )}
        <Link
          to={href}
          className="ds-alert__link"
          aria-label={t('driverScore.detail.alerts.openLabel', {
            title,
            plate: alert.vehicle.licensePlate,
            time,
          })}
        >
          {t('driverScore.detail.alerts.open')}
          <i className="pi pi-arrow-right" aria-hidden="true" />
        </Link>
      </div>
    </li>
  );
}
