import { Suspense, type ReactNode } from 'react';
import type { RawAlert } from '@armada/contracts/alerts';
import { useTranslation } from 'react-i18next';
import { useAreaTranslations } from '@/lib/i18n';
import alertsTranslations from '../locales';
import { alertScopesOf } from '../hooks/use-alert-scopes';
import { isCameraAlertCode } from '../utils/alert-values';
import { AlertAddress } from './alert-address';
import { AlertMap } from './alert-map';
import { AlertMediaSlot } from './media-slot';
import './alert-center.css';

export interface AlertPlaceProps {
  alert: RawAlert;
  accessRight: readonly string[];
}

/**
 * Where an alert happened and what its camera saw, as the preview popup shows them (the same
 * map, address and media): for the notification detail page, which the app composes with it.
 */
export function AlertPlace({ alert, accessRight }: AlertPlaceProps) {
  useAreaTranslations(alertsTranslations);
  return (
    <div className="alert-place" data-testid="alert-place">
      <AlertMapAndAddress alert={alert} embed={alertScopesOf(accessRight).embedMap} />
      {isCameraAlertCode(alert.alertCode) && (
        <Suspense fallback={null}>
          <AlertMediaSlot alert={alert} />
        </Suspense>
      )}
    </div>
  );
}

/** The map of the alert's position and its address, then any more facts of the caller. */
export function AlertMapAndAddress({
  alert,
  embed,
  children,
}: {
  alert: Pick<RawAlert, 'latitude' | 'longitude'>;
  embed: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AlertMap latitude={alert.latitude} longitude={alert.longitude} embed={embed} />
      <dl className="alert-facts">
        <div className="alert-facts__wide">
          <dt>{t('alerts.popup.address')}</dt>
          <dd>
            <AlertAddress latitude={alert.latitude} longitude={alert.longitude} />
          </dd>
        </div>
        {children}
      </dl>
    </>
  );
}
