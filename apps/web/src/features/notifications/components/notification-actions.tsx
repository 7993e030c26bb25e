import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import type { RawAlert } from '@armada/contracts/alerts';
import { MENU_PERMISSION_RULES, evaluatePermissionRule } from '@armada/contracts/auth';
import { paths } from '@/config/paths';
import { alertPlace } from '../utils/notification-display';
import { useVehicleDetail } from '../api/get-vehicle-detail';
import { NotificationCall } from './notification-call';

export interface NotificationActionsProps {
  alert: RawAlert;
  accessRight: readonly string[];
  resolving: boolean;
  onResolve: (isResolved: boolean) => void;
  /** The detail page's address; left out on the detail page itself. */
  detailHref?: string;
}

/**
 * What the user can do with a notification (docs/rules/shell.md §2): open the detail, mark it
 * resolved or unresolved, call the driver or end the call, and open the vehicle in live view.
 */
export function NotificationActions({
  alert,
  accessRight,
  resolving,
  onResolve,
  detailHref,
}: NotificationActionsProps) {
  const { t } = useTranslation();
  const vehicle = useVehicleDetail(alert.vehicleId);
  const canLiveView = evaluatePermissionRule(MENU_PERMISSION_RULES['/liveview-2/'], {
    accessRight,
  });
  // A false alert is settled by rechecking it in the alert center, not by un-resolving it here.
  const resolvable = !alert.isFalseAlert;

  return (
    <div className="notif-actions">
      <div className="notif-actions__row">
        {resolvable &&
          (alert.isResolved ? (
            <Button
              type="button"
              outlined
              severity="secondary"
              icon="pi pi-undo"
              label={resolving ? t('notifications.resolve.busy') : t('notifications.resolve.undo')}
              loading={resolving}
              disabled={resolving}
              onClick={() => onResolve(false)}
            />
          ) : (
            <Button
              type="button"
              severity="success"
              icon="pi pi-check"
              label={resolving ? t('notifications.resolve.busy') : t('notifications.resolve.do')}
              loading={resolving}
              disabled={resolving}
              onClick={() => onResolve(true)}
            />
          ))}
        {canLiveView && (
          <Link
            className="p-button p-button-outlined p-button-sm notif-actions__link"
            to={paths.liveViewNew.getHref(alert.vehicleId, alertPlace(alert))}
          >
            <i className="pi pi-map-marker" aria-hidden="true" />
            {t('notifications.actions.liveView')}
          </Link>
        )}
        {detailHref && (
          <Link className="p-button p-button-text p-button-sm notif-actions__link" to={detailHref}>
            <i className="pi pi-external-link" aria-hidden="true" />
            {t('notifications.actions.detail')}
          </Link>
        )}
      </div>
      {!resolvable && (
        <p className="notif-actions__note">{t('notifications.resolve.falseAlertNote')}</p>
      )}
      <NotificationCall
        vehicleId={alert.vehicleId}
        vehicle={vehicle.isError ? null : vehicle.data}
        driverName={alert.driver?.fullname ?? null}
        accessRight={accessRight}
      />
    </div>
  );
}
