import { useTranslation } from 'react-i18next';
import type { AlertColour, RawAlert } from '@armada/contracts/alerts';
import { formatAlertTime } from '../utils/format-time';
import { alertDescription } from './alert-description';
import { SourceDevice } from './source-device';

export interface AlertListItemProps {
  alert: RawAlert;
  colour: AlertColour;
  onOpen: () => void;
  /** The company's `multiImei` flag: show the device that reported the alert (AC-68). */
  multiImei?: boolean;
}

/** One alert of an accordion: plate, description, time and state, in the alert's colour. */
export function AlertListItem({ alert, colour, onOpen, multiImei = false }: AlertListItemProps) {
  const { t, i18n } = useTranslation();
  const state = alert.isFalseAlert ? 'falseAlert' : alert.isResolved ? 'resolved' : null;
  return (
    <button
      type="button"
      className={`alert-item alert-colour--${colour}${alert.isRead ? '' : ' alert-item--unread'}`}
      data-testid="alert-item"
      data-alert-id={alert.rawAlertId}
      data-colour={colour}
      onClick={onOpen}
    >
      <span className="alert-item__bar" aria-hidden="true" />
      <span className="alert-item__main">
        <span className="alert-item__plate">
          {alert.vehicle.licensePlate}
          <SourceDevice alert={alert} multiImei={multiImei} />
        </span>
        <span className="alert-item__text">{alertDescription(alert, i18n.language)}</span>
        <span className="alert-item__time">{formatAlertTime(alert.createdOn, i18n.language)}</span>
      </span>
      {state && <span className="alert-item__state">{t(`alerts.state.${state}`)}</span>}
      {!alert.isRead && <span className="sr-only">{t('alerts.state.unread')}</span>}
    </button>
  );
}
