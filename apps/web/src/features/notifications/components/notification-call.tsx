import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { VehicleDetail } from '@armada/contracts/alerts';
import { canCallDriver } from '@armada/contracts/auth';
import { formatPhone } from '@/lib/format-phone';
import { formatCallDuration, useSimulatedCall } from '../hooks/use-simulated-call';

export interface NotificationCallProps {
  vehicleId: number;
  /** The vehicle's device and driver (`vehicleById`); undefined while it loads. */
  vehicle: VehicleDetail | null | undefined;
  driverName: string | null;
  accessRight: readonly string[];
}

/**
 * Call the driver and end the call (docs/rules/shell.md §2, §4, §6): offered with both two-way
 * communication permissions, for bsj and vss-howen devices only. The call itself is simulated
 * in the browser (see `useSimulatedCall`): there is no VoIP backend in this edition.
 */
export function NotificationCall({
  vehicleId,
  vehicle,
  driverName,
  accessRight,
}: NotificationCallProps) {
  const { t } = useTranslation();
  const deviceType = vehicle?.deviceType ?? null;
  const call = useSimulatedCall({ vehicleId, deviceType });
  const allowedByPermission = canCallDriver(accessRight, 'bsj');
  if (!allowedByPermission || vehicle === undefined) return null;
  if (!canCallDriver(accessRight, deviceType)) {
    return (
      <p className="notif-call__unsupported" data-testid="call-unsupported">
        <i className="pi pi-info-circle" aria-hidden="true" />
        {deviceType
          ? t('notifications.call.unsupported', { device: deviceType })
          : t('notifications.call.noDevice')}
      </p>
    );
  }

  const who = driverName ?? vehicle?.driverName ?? t('notifications.call.theDriver');
  const phone = vehicle?.driverPhoneNo ? formatPhone(vehicle.driverPhoneNo) : null;
  const { state } = call;
  const active = state.status === 'dialing' || state.status === 'connected';

  return (
    <div className={`notif-call notif-call--${state.status}`} data-testid="call-panel">
      <div className="notif-call__who">
        <i
          className={`pi ${active ? 'pi-phone notif-call__icon--live' : 'pi-phone'}`}
          aria-hidden="true"
        />
        <div>
          <p className="notif-call__name">{who}</p>
          <p className="notif-call__state" role="status" aria-live="polite">
            {state.status === 'dialing' && t('notifications.call.dialing')}
            {state.status === 'connected' &&
              t('notifications.call.connected', { duration: formatCallDuration(call.elapsedMs) })}
            {state.status === 'ended' &&
              t('notifications.call.ended', { duration: formatCallDuration(state.durationMs) })}
            {state.status === 'idle' && (phone ?? t('notifications.call.viaCabin'))}
          </p>
        </div>
      </div>
      {active ? (
        <Button
          type="button"
          severity="danger"
          size="small"
          icon="pi pi-phone"
          label={t('notifications.call.end')}
          onClick={call.end}
        />
      ) : (
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-phone"
          label={
            state.status === 'ended' ? t('notifications.call.again') : t('notifications.call.start')
          }
          onClick={call.start}
        />
      )}
    </div>
  );
}
