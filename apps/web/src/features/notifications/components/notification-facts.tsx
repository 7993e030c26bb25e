import { useTranslation } from 'react-i18next';
import { alertCodeName, type RawAlert } from '@armada/contracts/alerts';
import {
  alertDescription,
  displayAlertValue,
  formatAlertTime,
  type DisplayLanguage,
} from '../utils/notification-display';
import { StatusBadge, UrgencyBadge } from './notification-badges';
import { formatCoordinates } from '@/lib/format-number';

/**
 * The alert's facts as label and value pairs: time, vehicle, driver, urgency, state, the
 * value and trigger with their units ('-' rules of docs/rules/alert-center.md §5), position and
 * last note.
 */
export function NotificationFacts({
  alert,
  language,
  full = false,
}: {
  alert: RawAlert;
  language: DisplayLanguage;
  /** Everything (detail page) or the essentials (preview). */
  full?: boolean;
}) {
  const { t } = useTranslation();
  const hasPosition = alert.latitude !== null && alert.longitude !== null;

  return (
    <dl className="notif-facts">
      <div className="notif-facts__item">
        <dt>{t('notifications.fields.time')}</dt>
        <dd>
          <time dateTime={alert.createdOn}>{formatAlertTime(alert.createdOn, language)}</time>
        </dd>
      </div>
      <div className="notif-facts__item">
        <dt>{t('notifications.fields.vehicle')}</dt>
        <dd className="notif-plate">{alert.vehicle.licensePlate}</dd>
      </div>
      <div className="notif-facts__item">
        <dt>{t('notifications.fields.driver')}</dt>
        <dd>{alert.driver?.fullname ?? '-'}</dd>
      </div>
      <div className="notif-facts__item">
        <dt>{t('notifications.fields.urgency')}</dt>
        <dd>
          <UrgencyBadge alert={alert} />
        </dd>
      </div>
      <div className="notif-facts__item">
        <dt>{t('notifications.fields.status')}</dt>
        <dd>
          <StatusBadge alert={alert} />
        </dd>
      </div>
      <div className="notif-facts__item">
        <dt>{t('notifications.fields.value')}</dt>
        <dd>{displayAlertValue(alert.alertCode, alert.alertData, language)}</dd>
      </div>
      <div className="notif-facts__item">
        <dt>{t('notifications.fields.trigger')}</dt>
        <dd>{displayAlertValue(alert.alertCode, alert.alertTrigger, language)}</dd>
      </div>
      {full && (
        <>
          <div className="notif-facts__item">
            <dt>{t('notifications.fields.type')}</dt>
            <dd data-testid="notification-type">
              {alertCodeName(alert.alertCode, language) ?? alertDescription(alert, language)}
            </dd>
          </div>
          <div className="notif-facts__item">
            <dt>{t('notifications.fields.id')}</dt>
            <dd>{alert.rawAlertId}</dd>
          </div>
        </>
      )}
      <div className="notif-facts__item notif-facts__item--wide">
        <dt>{t('notifications.fields.position')}</dt>
        <dd>
          {hasPosition ? (
            <span className="notif-coords">
              {alert.latitude !== null && alert.longitude !== null
                ? formatCoordinates(alert.latitude, alert.longitude)
                : '-'}
            </span>
          ) : (
            '-'
          )}
        </dd>
      </div>
      <div className="notif-facts__item notif-facts__item--wide">
        <dt>{t('notifications.fields.lastNote')}</dt>
        <dd>
          {alert.lastUserFeedback ? (
            <>
              <q className="notif-note">{alert.lastUserFeedback.feedback}</q>{' '}
              <time className="notif-muted" dateTime={alert.lastUserFeedback.createdOn}>
                {formatAlertTime(alert.lastUserFeedback.createdOn, language)}
              </time>
            </>
          ) : (
            '-'
          )}
        </dd>
      </div>
    </dl>
  );
}
