import { Suspense } from 'react';
import type { RawAlert } from '@armada/contracts';
import { useAreaTranslations } from '@/lib/i18n';
import alertsTranslations from '@/locales/areas/alerts';
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
  const { t } = useAreaTranslations(alertsTranslations);
  const scopes = alertScopesOf(accessRight);
  return (
    <div className="alert-place" data-testid="alert-place">
      <AlertMap latitude={alert.latitude} longitude={alert.longitude} embed={scopes.embedMap} />
      <dl className="alert-facts">
        <div className="alert-facts__wide">
          <dt>{t('alerts.popup.address')}</dt>
          <dd>
            <AlertAddress latitude={alert.latitude} longitude={alert.longitude} />
          </dd>
        </div>
      </dl>
      {isCameraAlertCode(alert.alertCode) && (
        <Suspense fallback={null}>
          <AlertMediaSlot alert={alert} />
        </Suspense>
      )}
    </div>
  );
}
