import { useTranslation } from 'react-i18next';
import { VEHICLE_LIVE_STATUSES } from '@armada/contracts/live';

/** What each vehicle colour on the map means. */
export function StatusLegend() {
  const { t } = useTranslation();
  return (
    <ul className="live-legend" aria-label={t('liveView.legend.label')}>
      {VEHICLE_LIVE_STATUSES.map((status) => (
        <li key={status} className="live-legend__item">
          <span className={`live-status-dot live-status-dot--${status}`} aria-hidden="true" />
          {t(`liveView.status.${status}`)}
        </li>
      ))}
    </ul>
  );
}
