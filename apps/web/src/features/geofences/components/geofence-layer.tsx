import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import { useGeofenceMap } from '../api/geofences';
import { readCategoryColors, shapeLayer } from '../utils/shape-layers';
import './geofences.css';

/**
 * GEO-16: the company's active geofences as a layer of another page's map (the live view),
 * behind a switch that starts off: nothing is asked of the server until it is switched on.
 * Each shape is drawn in its category's colour with its name and category on hover.
 */
export function GeofenceLayer({ map }: { map: L.Map }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const geofences = useGeofenceMap(shown);
  const anchorRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const anchor = anchorRef.current;
    if (!shown || !geofences.data || !anchor) return undefined;
    const colors = readCategoryColors(anchor);
    const group = L.layerGroup();
    for (const item of geofences.data) {
      const layer = shapeLayer(item.shape, colors[item.category], true);
      layer.bindTooltip(`${item.name} · ${t(`geofenceLayer.category.${item.category}`)}`, {
        sticky: true,
      });
      group.addLayer(layer);
    }
    // Under the vehicles: the fleet's own layer stays on top.
    group.addTo(map);
    map.getContainer().setAttribute('data-geofences', String(geofences.data.length));
    return () => {
      group.remove();
      map.getContainer().removeAttribute('data-geofences');
    };
  }, [shown, geofences.data, map, t]);

  const label = shown ? t('geofenceLayer.hide') : t('geofenceLayer.show');
  return (
    <span ref={anchorRef} className="geofence-colors">
      <button
        type="button"
        className="geofence-layer-toggle"
        aria-pressed={shown}
        aria-label={label}
        title={label}
        onClick={() => setShown((on) => !on)}
        data-testid="geofence-layer-toggle"
      >
        <i
          className={`pi ${shown && geofences.isFetching ? 'pi-spin pi-spinner' : 'pi-clone'}`}
          aria-hidden="true"
        />
        <span role="status">
          {shown && geofences.isError
            ? t('geofenceLayer.failed')
            : shown && geofences.data
              ? t('geofenceLayer.count', { count: geofences.data.length })
              : t('geofenceLayer.label')}
        </span>
      </button>
    </span>
  );
}
