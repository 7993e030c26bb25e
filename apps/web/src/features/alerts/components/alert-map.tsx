import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config';

// Leaflet loads with the first map only.
const EmbeddedMap = lazy(() => import('./embedded-map'));

export interface AlertMapProps {
  latitude: number | null;
  longitude: number | null;
  /**
   * e4d-alert-center-embed-map:read: a map the user can move; else a still one
   * (docs/rules/alert-center.md §6: embedded or static map).
   */
  embed: boolean;
}

/** Where the alert happened: a map with the point, and the coordinates. */
export function AlertMap({ latitude, longitude, embed }: AlertMapProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const [offlineBase, setOfflineBase] = useState(false);
  if (latitude === null || longitude === null) {
    return (
      <div className="alert-map alert-map--none" data-testid="alert-map">
        <i className="pi pi-map-marker" aria-hidden="true" />
        <span>{t('alerts.popup.noPosition')}</span>
      </div>
    );
  }
  const coordinates = `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
  const label = t('alerts.popup.mapLabel', { coordinates });
  return (
    <figure className="alert-map" data-testid="alert-map" data-kind={embed ? 'embed' : 'static'}>
      <Suspense fallback={<div className="alert-map__embed" role="img" aria-label={label} />}>
        <EmbeddedMap
          key={coordinates}
          latitude={latitude}
          longitude={longitude}
          tileUrl={config.isPending ? undefined : (config.data?.tileUrl ?? '')}
          attribution={config.data?.tileAttribution}
          label={label}
          interactive={embed}
          onOfflineBase={setOfflineBase}
        />
      </Suspense>
      <figcaption className="alert-map__caption">{coordinates}</figcaption>
      {offlineBase && (
        <p className="alert-map__note" data-testid="alert-map-offline-base">
          {t('alerts.popup.mapOfflineBase')}
        </p>
      )}
    </figure>
  );
}
