import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { FleetTaskDetail } from '@armada/contracts/fleet-tasks';
import { escapeHtml } from '@/lib/escape-html';
import { useFittedMap } from '@/lib/map/use-fitted-map';
import { stopTone } from '../utils/fleet-task-status';

export interface TaskMapProps {
  task: FleetTaskDetail;
  /** Tile URL template from the app config; empty: the offline base layer only. */
  tileUrl: string | undefined;
  tileAttribution?: string | undefined;
}

/**
 * FT-10: the task's planned path (dashed) and driven path (solid) on one Leaflet map, its stops
 * numbered in driving order in their status colour, and the start. The base layers are the live
 * view's: tiles from the app config with the offline land layer under them.
 */
export function TaskMap({ task, tileUrl, tileAttribution }: TaskMapProps) {
  const { t } = useTranslation();
  const { containerRef, mapRef, layerRef, fit, offlineBase } = useFittedMap(
    tileUrl,
    tileAttribution,
  );

  useEffect(() => {
    const map = mapRef.current;
    const group = layerRef.current;
    if (!map || !group) return;
    group.clearLayers();
    const bounds = L.latLngBounds([]);
    const planned = task.planned_path.map(([lat, lng]) => [lat, lng] as L.LatLngTuple);
    if (planned.length > 1) {
      group.addLayer(
        L.polyline(planned, {
          className: 'ft-map__planned',
          weight: 4,
          opacity: 0.8,
          dashArray: '8 6',
        }).bindTooltip(escapeHtml(t('fleetTasks.map.planned')), { sticky: true }),
      );
      for (const point of planned) bounds.extend(point);
    }
    const driven = task.driven_path.map(([lat, lng]) => [lat, lng] as L.LatLngTuple);
    if (driven.length > 1) {
      group.addLayer(
        L.polyline(driven, { className: 'ft-map__driven', weight: 5, opacity: 0.9 }).bindTooltip(
          escapeHtml(t('fleetTasks.map.driven')),
          { sticky: true },
        ),
      );
      for (const point of driven) bounds.extend(point);
    }
    for (const stop of task.stops) {
      const position: L.LatLngTuple = [stop.address.latitude, stop.address.longitude];
      bounds.extend(position);
      const label = t('fleetTasks.map.stop', {
        sequence: stop.sequence,
        name: stop.address.name,
        status: t(`fleetTasks.stopStatus.${stop.status}`),
      });
      group.addLayer(
        L.marker(position, {
          icon: L.divIcon({
            className: 'ft-map__icon',
            html: `<span class="ft-map__stop ft-tone--${stopTone(stop.status)}" data-stop="${stop.sequence}">${stop.sequence}</span>`,
            iconSize: [26, 26],
            iconAnchor: [13, 13],
          }),
          keyboard: false,
          title: label,
        }).bindTooltip(escapeHtml(label)),
      );
    }
    const start: L.LatLngTuple = [task.start_location.latitude, task.start_location.longitude];
    bounds.extend(start);
    const startLabel = t('fleetTasks.map.start', { name: task.start_address.name });
    group.addLayer(
      L.marker(start, {
        icon: L.divIcon({
          className: 'ft-map__icon',
          html: '<span class="ft-map__start"><i class="pi pi-home"></i></span>',
          iconSize: [28, 28],
          iconAnchor: [14, 14],
        }),
        keyboard: false,
        zIndexOffset: 1000,
        title: startLabel,
      }).bindTooltip(escapeHtml(startLabel)),
    );
    fit(bounds);
  }, [task, t, fit, mapRef, layerRef]);

  return (
    <div className="ft-map">
      <div
        ref={containerRef}
        className="ft-map__canvas"
        role="region"
        aria-label={t('fleetTasks.map.label', { number: task.number })}
        data-testid="ft-map"
        data-base={offlineBase ? 'offline' : 'tiles'}
      />
      <ul className="ft-map__legend">
        <li>
          <span className="ft-map__swatch ft-map__swatch--planned" aria-hidden="true" />
          {t('fleetTasks.map.planned')}
        </li>
        <li>
          <span className="ft-map__swatch ft-map__swatch--driven" aria-hidden="true" />
          {t('fleetTasks.map.driven')}
        </li>
      </ul>
      {offlineBase && <p className="ft-map__note">{t('fleetTasks.map.noTiles')}</p>}
    </div>
  );
}
