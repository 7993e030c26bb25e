import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { ControlTowerBoard } from '@armada/contracts/control-tower';
import type { VehicleLiveStatus } from '@armada/contracts/live';
import { escapeHtml } from '@/lib/escape-html';
import type { PositionsFeed } from '@/lib/live-channel';
import { useFittedMap } from '@/lib/map/use-fitted-map';

export interface TowerMapProps {
  board: ControlTowerBoard;
  feed: PositionsFeed | null;
  tileUrl: string | undefined;
  tileAttribution?: string | undefined;
}

interface Drawn {
  vehicle: L.CircleMarker;
  line: L.Polyline | null;
  next: L.LatLngTuple | null;
  status: VehicleLiveStatus;
}

function cssColor(element: HTMLElement | null, status: VehicleLiveStatus): string {
  if (!element) return 'gray';
  return getComputedStyle(element).getPropertyValue(`--color-status-${status}`).trim() || 'gray';
}

/**
 * CT-17: each vehicle on a started task where it is now, in its live status colour, with a
 * dashed line to its next stop, on one canvas (hundreds of vehicles). Positions batches move
 * the markers they name, without React; the board's rows redraw the set and the next stops.
 */
export function TowerMap({ board, feed, tileUrl, tileAttribution }: TowerMapProps) {
  const { t } = useTranslation();
  const { containerRef, mapRef, layerRef, fit, offlineBase } = useFittedMap(
    tileUrl,
    tileAttribution,
  );
  const drawn = useRef(new Map<number, Drawn>());
  const fitted = useRef('');
  const renderer = useRef<L.Canvas | null>(null);

  useEffect(() => {
    const map = mapRef.current;
    const group = layerRef.current;
    if (!map || !group) return;
    renderer.current ??= L.canvas({ padding: 0.3 });
    group.clearLayers();
    drawn.current.clear();
    const bounds = L.latLngBounds([]);
    const known = new Map(board.vehicles.map((v) => [v.id, v]));
    for (const task of board.tasks) {
      if (task.status !== 'STARTED') continue;
      const live = feed?.store.vehicles.get(task.vehicle.id) ?? known.get(task.vehicle.id);
      if (!live) continue;
      const here: L.LatLngTuple = [live.latitude, live.longitude];
      const next: L.LatLngTuple | null = task.next_stop
        ? [task.next_stop.latitude, task.next_stop.longitude]
        : null;
      const label = t('controlTower.map.vehicle', {
        plate: task.vehicle.license_plate,
        number: task.number,
        stop: task.next_stop?.name ?? '-',
      });
      const line = next
        ? L.polyline([here, next], {
            renderer: renderer.current,
            className: 'ct-map__line',
            color: cssColor(containerRef.current, 'parked'),
            weight: 1.5,
            opacity: 0.7,
            dashArray: '4 4',
            interactive: false,
          }).addTo(group)
        : null;
      if (next)
        L.circleMarker(next, {
          renderer: renderer.current,
          radius: 3,
          color: cssColor(containerRef.current, 'offline'),
          weight: 1,
          fillOpacity: 0.9,
          interactive: false,
        }).addTo(group);
      const vehicle = L.circleMarker(here, {
        renderer: renderer.current,
        radius: 6,
        color: '#fff',
        weight: 1.5,
        fillColor: cssColor(containerRef.current, live.status),
        fillOpacity: 1,
      })
        .bindTooltip(escapeHtml(label))
        .addTo(group);
      drawn.current.set(task.vehicle.id, { vehicle, line, next, status: live.status });
      bounds.extend(here);
      if (next) bounds.extend(next);
    }
    // Fitted again only when the set of vehicles on task changes, never as they move.
    const set = [...drawn.current.keys()].sort((a, b) => a - b).join(',');
    if (fitted.current !== set && bounds.isValid()) {
      fitted.current = set;
      fit(bounds);
    }
  }, [board, feed, t, fit, mapRef, layerRef, containerRef]);

  useEffect(
    () =>
      feed?.listen((update) => {
        for (const id of update.ids) {
          const item = drawn.current.get(id);
          const live = feed.store.vehicles.get(id);
          if (!item || !live) continue;
          const here: L.LatLngTuple = [live.latitude, live.longitude];
          item.vehicle.setLatLng(here);
          if (item.line && item.next) item.line.setLatLngs([here, item.next]);
          if (item.status !== live.status) {
            item.status = live.status;
            item.vehicle.setStyle({ fillColor: cssColor(containerRef.current, live.status) });
          }
        }
      }),
    [feed, containerRef],
  );

  return (
    <div className="ct-map">
      <div
        ref={containerRef}
        className="ct-map__canvas"
        role="region"
        aria-label={t('controlTower.map.label')}
        data-testid="ct-map"
        data-base={offlineBase ? 'offline' : 'tiles'}
      />
      <ul className="ct-map__legend">
        {(['moving', 'idle', 'parked', 'offline'] as const).map((status) => (
          <li key={status}>
            <span className={`ct-dot ct-dot--${status}`} aria-hidden="true" />
            {t(`controlTower.map.status.${status}`)}
          </li>
        ))}
      </ul>
      {offlineBase && <p className="ct-muted">{t('controlTower.map.noTiles')}</p>}
    </div>
  );
}
