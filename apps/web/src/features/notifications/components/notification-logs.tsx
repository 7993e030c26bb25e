import { useTranslation } from 'react-i18next';
import type { AlertUserLog } from '@armada/contracts/alerts';
import { logDataText } from '@/lib/alerts/alert-log-text';
import { formatAlertTime, type DisplayLanguage } from '../utils/notification-display';

const LOG_ICONS: Record<AlertUserLog['typeField'], string> = {
  Read: 'pi-eye',
  Feedback: 'pi-comment',
  FalseAlert: 'pi-ban',
  CancelFalseAlert: 'pi-replay',
  Resolve: 'pi-check-circle',
  Unresolve: 'pi-undo',
};

/** Who did what to the alert, oldest first (the server's order). */
export function NotificationLogs({
  logs,
  language,
}: {
  logs: readonly AlertUserLog[];
  language: DisplayLanguage;
}) {
  const { t } = useTranslation();
  if (logs.length === 0) {
    return <p className="notif-logs__empty">{t('notifications.logs.empty')}</p>;
  }
  return (
    <ol className="notif-logs" data-testid="notification-logs">
      {logs.map((log, index) => {
        const data = logDataText(log, (key) => t(`notifications.reasons.${key}`));
        return (
          <li key={`${log.createdOn}-${index}`} className="notif-logs__item">
            <i className={`pi ${LOG_ICONS[log.typeField]} notif-logs__icon`} aria-hidden="true" />
            <div>
              <p className="notif-logs__what">
                <strong>{log.user.fullname || t('notifications.logs.someone')}</strong>{' '}
                {t(`notifications.logs.types.${log.typeField}`)}
                {data && <span className="notif-logs__data">: {data}</span>}
              </p>
              <time className="notif-logs__time" dateTime={log.createdOn}>
                {formatAlertTime(log.createdOn, language)}
              </time>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
