import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_CONSTANTS } from '@armada/contracts';
import { useAppConfig } from '@/lib/app-config';
import { staticMapTiles } from '../utils/static-map';
import { formatCoordinates } from '@/lib/format-number';

// Leaflet loads with the first embedded map only.
const EmbeddedMap = lazy(() => import('./embedded-map'));

export interface AlertMapProps {
  latitude: number | null;
  longitude: number | null;
  /** e4d-alert-center-embed-map:read: an embedded map; else a static map (spec 02 section 6). */
  embed: boolean;
}

/** Where the alert happened: an embedded map or a static one, with the coordinates. */
export function AlertMap({ latitude, longitude, embed }: AlertMapProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const tileUrl = config.data?.tileUrl ?? '';
  if (latitude === null || longitude === null) {
    return (
      <div className="alert-map alert-map--none" data-testid="alert-map">
        <i className="pi pi-map-marker" aria-hidden="true" />
        <span>{t('alerts.popup.noPosition')}</span>
      </div>
    );
  }
  const coordinates = formatCoordinates(latitude, longitude);
  const fallback = (
    <StaticMap
      latitude={latitude}
      longitude={longitude}
      tileUrl={tileUrl}
      coordinates={coordinates}
    />
  );
  return (
    <figure className="alert-map" data-testid="alert-map" data-kind={embed ? 'embed' : 'static'}>
      {embed && tileUrl ? (
        <Suspense fallback={fallback}>
          <EmbeddedMap
            latitude={latitude}
            longitude={longitude}
            tileUrl={tileUrl}
            attribution={config.data?.tileAttribution ?? ''}
            label={t('alerts.popup.mapLabel', { coordinates })}
          />
        </Suspense>
      ) : (
        fallback
      )}
      <figcaption className="alert-map__caption">{coordinates}</figcaption>
    </figure>
  );
}

function StaticMap({
  latitude,
  longitude,
  tileUrl,
  coordinates,
}: {
  latitude: number;
  longitude: number;
  tileUrl: string;
  coordinates: string;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(0);
  const tiles = tileUrl ? staticMapTiles(latitude, longitude, tileUrl) : [];
  const { width, height } = ALERT_CONSTANTS.staticMap;
  return (
    <div
      className="alert-map__static"
      style={{ aspectRatio: `${width} / ${height}` }}
      role="img"
      aria-label={t('alerts.popup.mapLabel', { coordinates })}
    >
      {/* Under the tiles: a plain grid with the point, for when tiles cannot load. */}
      <div className="alert-map__grid" aria-hidden="true">
        {failed >= tiles.length && (
          <span className="alert-map__offline">{t('alerts.popup.mapOffline')}</span>
        )}
      </div>
      <div className="alert-map__tiles" style={{ width, height }} aria-hidden="true">
        {tiles.map((tile) => (
          <img
            key={tile.url}
            src={tile.url}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            style={{ left: tile.left, top: tile.top }}
            onError={(event) => {
              event.currentTarget.hidden = true;
              setFailed((count) => count + 1);
            }}
          />
        ))}
      </div>
      <i className="pi pi-map-marker alert-map__pin" aria-hidden="true" />
    </div>
  );
}
