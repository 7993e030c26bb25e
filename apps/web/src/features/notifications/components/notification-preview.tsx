import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { notificationDetailId, type RawAlert } from '@armada/contracts/alerts';
import { paths } from '@/config/paths';
import { getNotificationQueryOptions } from '../api/get-notification';
import { useResolveNotification } from '../hooks/use-resolve-notification';
import { alertDescription, displayLanguage } from '../utils/notification-display';
import type { NotificationIdRef } from '../utils/notification-id';
import { NotificationActions } from './notification-actions';
import { NotificationFacts } from './notification-facts';
import { NotificationLogs } from './notification-logs';

export interface NotificationPreviewProps {
  /** The row's alert: shown at once, then kept fresh from the server. */
  alert: RawAlert;
  accessRight: readonly string[];
  onClose: () => void;
}

/**
 * The notification preview (docs/rules/shell.md §2): the alert's essentials, its log, and the
 * actions: open the detail, resolve or unresolve, call the driver, open live view.
 */
export function NotificationPreview({
  alert: initial,
  accessRight,
  onClose,
}: NotificationPreviewProps) {
  const { t, i18n } = useTranslation();
  const language = displayLanguage(i18n.resolvedLanguage);
  const ref = useMemo<NotificationIdRef>(
    () => ({ kind: 'rawAlertId', rawAlertId: initial.rawAlertId }),
    [initial.rawAlertId],
  );
  const query = useQuery({ ...getNotificationQueryOptions(ref), initialData: initial });
  const alert = query.data ?? initial;
  const { resolving, resolve } = useResolveNotification('preview', ref);
  const title = alertDescription(alert, language);

  return (
    <Dialog
      visible
      onHide={onClose}
      header={
        <span className="notif-preview__header">
          <span className="notif-plate">{alert.vehicle.licensePlate}</span>
          <span className="notif-preview__title">{title}</span>
        </span>
      }
      className="notif-preview"
      style={{ width: '36rem' }}
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      dismissableMask
      blockScroll
      aria-label={t('notifications.preview.label', { title, plate: alert.vehicle.licensePlate })}
      data-testid="notification-preview"
    >
      <NotificationFacts alert={alert} language={language} />
      <NotificationActions
        alert={alert}
        accessRight={accessRight}
        resolving={resolving}
        onResolve={(isResolved) => void resolve(alert, isResolved)}
        detailHref={paths.notificationDetail.getHref(notificationDetailId(alert))}
      />
      <section className="notif-section">
        <h3 className="notif-section__title">{t('notifications.logs.title')}</h3>
        <NotificationLogs logs={alert.userLogs} language={language} />
      </section>
    </Dialog>
  );
}
