import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { RawAlert } from '@armada/contracts/alerts';
import { MENU_PERMISSION_RULES, evaluatePermissionRule } from '@armada/contracts/auth';
import { paths } from '@/config/paths';
import { alertPlace } from '../utils/notification-display';
import { useNotification } from '../api/get-notification';
import { useResolveNotification } from '../hooks/use-resolve-notification';
import { alertDescription, displayLanguage } from '../utils/notification-display';
import { parseNotificationId, type NotificationIdRef } from '../utils/notification-id';
import { NotificationActions } from './notification-actions';
import { NotificationFacts } from './notification-facts';
import { NotificationLogs } from './notification-logs';
import { StatusBadge, UrgencyBadge } from './notification-badges';
import './notifications.css';

export interface NotificationDetailPageProps {
  /** The route's id (docs/rules/shell.md §2: raw alert id, or code-vehicle-ms-flag). */
  id: string;
  accessRight: readonly string[];
  /**
   * Where the alert happened and its camera media, as the alert popup shows them (the app
   * passes the alert center's piece: a feature does not import another).
   */
  place?: (alert: RawAlert) => ReactNode;
}

/** /notification/:id: everything about one alert, with the preview's actions. */
export function NotificationDetailPage({ id, accessRight, place }: NotificationDetailPageProps) {
  const { t } = useTranslation();
  const ref = useMemo(() => parseNotificationId(id), [id]);
  const query = useNotification(ref);

  const back = (
    <Link className="notif-detail__back" to={paths.notifications.getHref()}>
      <i className="pi pi-arrow-left" aria-hidden="true" />
      {t('notifications.detail.back')}
    </Link>
  );

  if (ref === null || (query.isSuccess && query.data === null)) {
    return (
      <div className="notif-page notif-detail">
        {back}
        <div className="notif-detail__missing" role="alert" data-testid="notification-missing">
          <i className="pi pi-bell-slash" aria-hidden="true" />
          <h1>
            {ref === null
              ? t('notifications.detail.malformedTitle')
              : t('notifications.detail.notFoundTitle')}
          </h1>
          <p>
            {ref === null
              ? t('notifications.detail.malformedText', { id })
              : t('notifications.detail.notFoundText', { id })}
          </p>
          <Link className="p-button p-button-sm" to={paths.notifications.getHref()}>
            {t('notifications.detail.toList')}
          </Link>
        </div>
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="notif-page notif-detail">
        {back}
        <div className="notif-detail__missing" role="alert">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <h1>{t('notifications.detail.loadFailedTitle')}</h1>
          <p>{t('notifications.detail.loadFailedText')}</p>
          <Button
            type="button"
            size="small"
            icon="pi pi-refresh"
            label={t('notifications.detail.retry')}
            onClick={() => void query.refetch()}
          />
        </div>
      </div>
    );
  }

  if (!query.data) {
    return (
      <div className="notif-page notif-detail" aria-busy="true">
        {back}
        <Skeleton width="18rem" height="2rem" />
        <Skeleton width="100%" height="12rem" className="notif-detail__skeleton" />
      </div>
    );
  }
  // The loaded page reads the same query (the id's), so a resolve updates it in place.
  return <DetailBody refValue={ref} accessRight={accessRight} back={back} place={place} />;
}

function DetailBody({
  refValue,
  accessRight,
  back,
  place,
}: {
  refValue: NotificationIdRef;
  accessRight: readonly string[];
  back: ReactNode;
  place: NotificationDetailPageProps['place'];
}) {
  const { t, i18n } = useTranslation();
  const language = displayLanguage(i18n.resolvedLanguage);
  const query = useNotification(refValue);
  const { resolving, resolve } = useResolveNotification('detail', refValue);
  const alert = query.data;
  if (!alert) return null;
  const hasPosition = alert.latitude !== null && alert.longitude !== null;
  const canLiveView = evaluatePermissionRule(MENU_PERMISSION_RULES['/liveview-2/'], {
    accessRight,
  });

  return (
    <div className="notif-page notif-detail" data-testid="notification-detail">
      {back}
      <header className="notif-detail__header">
        <p className="notif-detail__eyebrow">
          <span className="notif-plate">{alert.vehicle.licensePlate}</span>
          <UrgencyBadge alert={alert} />
          <StatusBadge alert={alert} />
        </p>
        <h1 className="notif-page__title">{alertDescription(alert, language)}</h1>
      </header>

      <div className="notif-detail__grid">
        <section className="notif-card" aria-labelledby="notif-detail-facts">
          <h2 id="notif-detail-facts" className="notif-section__title">
            {t('notifications.detail.facts')}
          </h2>
          {place?.(alert)}
          <NotificationFacts alert={alert} language={language} full />
          {hasPosition && canLiveView && (
            <p className="notif-detail__map-hint">
              <i className="pi pi-map" aria-hidden="true" />{' '}
              <Link to={paths.liveViewNew.getHref(alert.vehicleId, alertPlace(alert))}>
                {t('notifications.detail.seeOnMap')}
              </Link>
            </p>
          )}
        </section>

        <section className="notif-card" aria-labelledby="notif-detail-actions">
          <h2 id="notif-detail-actions" className="notif-section__title">
            {t('notifications.detail.actions')}
          </h2>
          <NotificationActions
            alert={alert}
            accessRight={accessRight}
            resolving={resolving}
            onResolve={(isResolved) => void resolve(alert, isResolved)}
          />
          <h2 className="notif-section__title">{t('notifications.logs.title')}</h2>
          <NotificationLogs logs={alert.userLogs} language={language} />
        </section>
      </div>
    </div>
  );
}
