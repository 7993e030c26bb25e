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
  stop: L.CircleMarker | null;
  next: L.LatLngTuple | null;
  label: string;
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
  /** Vehicles and their lines move every second; the stops ahead stay on a canvas of their own. */
  const renderer = useRef<{ moving: L.Canvas; stops: L.Canvas } | null>(null);

  // The board's rows change a few at a time: only their markers and lines are touched.
  useEffect(() => {
    const map = mapRef.current;
    const group = layerRef.current;
    if (!map || !group) return;
    renderer.current ??= { moving: L.canvas({ padding: 0.3 }), stops: L.canvas({ padding: 0.3 }) };
    const { moving: canvas, stops } = renderer.current;
    const color = (status: VehicleLiveStatus) => cssColor(containerRef.current, status);
    const known = new Map(board.vehicles.map((v) => [v.id, v]));
    const seen = new Set<number>();
    for (const task of board.tasks) {
      if (task.status !== 'STARTED') continue;
      const id = task.vehicle.id;
      const live = feed?.store.vehicles.get(id) ?? known.get(id);
      if (!live) continue;
      seen.add(id);
      const here: L.LatLngTuple = [live.latitude, live.longitude];
      const next: L.LatLngTuple | null = task.next_stop
        ? [task.next_stop.latitude, task.next_stop.longitude]
        : null;
      const label = t('controlTower.map.vehicle', {
        plate: task.vehicle.license_plate,
        number: task.number,
        stop: task.next_stop?.name ?? '-',
      });
      let item = drawn.current.get(id);
      if (!item) {
        const vehicle = L.circleMarker(here, {
          renderer: canvas,
          radius: 6,
          color: '#fff',
          weight: 1.5,
          fillColor: color(live.status),
          fillOpacity: 1,
        })
          .bindTooltip(escapeHtml(label))
          .addTo(group);
        item = { vehicle, line: null, stop: null, next: null, label, status: live.status };
        drawn.current.set(id, item);
      } else if (item.label !== label) {
        item.vehicle.setTooltipContent(escapeHtml(label));
        item.label = label;
      }
      if (item.next?.[0] === next?.[0] && item.next?.[1] === next?.[1]) continue;
      item.next = next;
      if (!next) {
        item.line?.remove();
        item.stop?.remove();
        item.line = item.stop = null;
      } else if (item.line && item.stop) {
        item.line.setLatLngs([item.vehicle.getLatLng(), next]);
        item.stop.setLatLng(next);
      } else {
        item.line = L.polyline([item.vehicle.getLatLng(), next], {
          renderer: canvas,
          className: 'ct-map__line',
          color: color('parked'),
          weight: 1,
          opacity: 0.5,
          interactive: false,
        }).addTo(group);
        item.stop = L.circleMarker(next, {
          renderer: stops,
          radius: 3,
          color: color('offline'),
          weight: 1,
          fillOpacity: 0.9,
          interactive: false,
        }).addTo(group);
      }
    }
    for (const [id, item] of drawn.current) {
      if (seen.has(id)) continue;
      item.vehicle.remove();
      item.line?.remove();
      item.stop?.remove();
      drawn.current.delete(id);
    }
    // Fitted again only when the set of vehicles on task changes, never as they move.
    const set = [...seen].sort((a, b) => a - b).join(',');
    if (fitted.current !== set) {
      fitted.current = set;
      const bounds = L.latLngBounds([]);
      for (const item of drawn.current.values()) {
        bounds.extend(item.vehicle.getLatLng());
        if (item.next) bounds.extend(item.next);
      }
      if (bounds.isValid()) fit(bounds);
    }
  }, [board, feed, t, fit, mapRef, layerRef, containerRef]);

  // A new feed (the set of vehicles changed) or a new map: everything is drawn afresh.
  useEffect(
    () => () => {
      layerRef.current?.clearLayers();
      drawn.current.clear();
      fitted.current = '';
    },
    [feed, layerRef],
  );

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
