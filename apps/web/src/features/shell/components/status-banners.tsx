import { useTranslation } from 'react-i18next';
import { useLiveConnectionLost } from '../hooks/use-live-connection-lost';
import { useOnlineStatus } from '../hooks/use-online-status';
import { useUpdateAvailable } from '../hooks/use-update-available';
import './status-banners.css';

/**
 * The connection and version notices under the top bar (docs/rules/shell.md §8): a warning while
 * the browser is offline, the same offline state while the server cannot be reached (the live
 * channel has been reconnecting for a while: the gateway's upstream is down), and an offer to
 * reload when a newer build is served.
 */
export function StatusBanners() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const serverLost = useLiveConnectionLost();
  const update = useUpdateAvailable();

  return (
    <div className="status-banners">
      <div role="alert" className="status-banners__slot">
        {!online && (
          <p className="status-banner status-banner--offline" data-testid="offline-banner">
            <i className="pi pi-wifi" aria-hidden="true" />
            <span>{t('shell.connection.offline')}</span>
          </p>
        )}
        {online && serverLost && (
          <p
            className="status-banner status-banner--offline"
            data-testid="server-unreachable-banner"
          >
            <i className="pi pi-sync" aria-hidden="true" />
            <span>{t('shell.connection.serverUnreachable')}</span>
          </p>
        )}
      </div>
      {update.available && (
        <section
          className="status-banner status-banner--update"
          role="status"
          aria-label={t('shell.update.message')}
          data-testid="update-banner"
        >
          <i className="pi pi-refresh" aria-hidden="true" />
          <p className="status-banner__text">
            <strong>{t('shell.update.message')}</strong> <span>{t('shell.update.detail')}</span>
          </p>
          <div className="status-banner__actions">
            <button type="button" className="status-banner__button" onClick={update.reload}>
              {t('shell.update.reload')}
            </button>
            <button
              type="button"
              className="status-banner__button status-banner__button--quiet"
              onClick={update.dismiss}
            >
              {t('shell.update.dismiss')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
