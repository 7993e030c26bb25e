import { useTranslation } from 'react-i18next';
import type { RawAlert } from '@armada/contracts/alerts';
import { statusOf, urgencyOf } from '../utils/notification-display';

/** Urgent, important or other, as a coloured label (never colour alone: the word is there). */
export function UrgencyBadge({ alert }: { alert: Pick<RawAlert, 'isUrgent' | 'isImportant'> }) {
  const { t } = useTranslation();
  const level = urgencyOf(alert);
  return (
    <span className={`notif-badge notif-badge--${level}`}>
      {t(`notifications.urgency.${level}`)}
    </span>
  );
}

/** Resolved, unresolved or false alert. */
export function StatusBadge({ alert }: { alert: Pick<RawAlert, 'isResolved' | 'isFalseAlert'> }) {
  const { t } = useTranslation();
  const status = statusOf(alert);
  const icon =
    status === 'unresolved' ? 'pi-circle' : status === 'resolved' ? 'pi-check-circle' : 'pi-ban';
  return (
    <span className={`notif-status notif-status--${status}`} data-testid="notification-status">
      <i className={`pi ${icon}`} aria-hidden="true" />
      {t(`notifications.status.${status}`)}
    </span>
  );
}
