import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { RouteStop } from '@armada/contracts/route-optimization';
import { escapeHtml } from '@/lib/escape-html';
import { useFittedMap } from '@/lib/map/use-fitted-map';
import './route-map.css';

/** One vehicle's line and stops as the map draws them. */
export interface MapRoute {
  vehicleId: number;
  label: string;
  colour: string;
  dash?: string | undefined;
  /** Road polyline [lat, lng]; the stops are joined straight when it is empty. */
  geometry: readonly (readonly [number, number])[];
  stops: readonly RouteStop[];
}

export interface RouteMapProps {
  routes: readonly MapRoute[];
  /** The start of the routes (depot). */
  depot: { name: string; latitude: number; longitude: number } | null;
  selectedVehicleId: number | null;
  onSelectVehicle?: (vehicleId: number) => void;
  /** Tile URL template from the app config; empty: the offline base layer only. */
  tileUrl: string | undefined;
  tileAttribution?: string | undefined;
  /** Names the map region for screen readers. */
  label: string;
  className?: string;
}

function lineOf(route: MapRoute): L.LatLngExpression[] {
  if (route.geometry.length > 1) return route.geometry.map(([lat, lng]) => [lat, lng]);
  return route.stops.flatMap((stop) =>
    stop.address ? [[stop.address.latitude, stop.address.longitude] as L.LatLngTuple] : [],
  );
}

/**
 * The routes of a plan on a Leaflet map: each vehicle's line in its colour, its delivery stops
 * numbered in driving order, and the depot. A selected vehicle's route is drawn on top and the
 * others fade; the map fits the selected route (or all of them). Tiles come from the app
 * config, with the offline land layer under them when they cannot load (as the live view).
 */
export function RouteMap({
  routes,
  depot,
  selectedVehicleId,
  onSelectVehicle,
  tileUrl,
  tileAttribution,
  label,
  className,
}: RouteMapProps) {
  const { t } = useTranslation();
  const { containerRef, mapRef, layerRef, fit, offlineBase } = useFittedMap(
    tileUrl,
    tileAttribution,
    28,
  );
  const onSelectEvent = useEffectEvent((id: number) => onSelectVehicle?.(id));

  // Lines and markers; redrawn when the plan or the selection changes (a few hundred at most).
  useEffect(() => {
    const map = mapRef.current;
    const group = layerRef.current;
    if (!map || !group) return;
    group.clearLayers();
    const all = L.latLngBounds([]);
    const focus = L.latLngBounds([]);
    const anySelected = selectedVehicleId !== null;
    const ordered = [...routes].sort(
      (a, b) =>
        Number(a.vehicleId === selectedVehicleId) - Number(b.vehicleId === selectedVehicleId),
    );
    for (const route of ordered) {
      const selected = route.vehicleId === selectedVehicleId;
      const faded = anySelected && !selected;
      const line = lineOf(route);
      if (line.length > 1) {
        const polyline = L.polyline(line, {
          color: route.colour,
          weight: selected ? 6 : 4,
          opacity: faded ? 0.3 : 0.9,
          dashArray: route.dash,
          className: `ro-map-route ro-map-route--${route.vehicleId}`,
        });
        polyline.on('click', () => onSelectEvent(route.vehicleId));
        // A string tooltip is HTML: the plate is the backend's text (issue 12 script-injection probe).
        polyline.bindTooltip(escapeHtml(route.label), { sticky: true });
        group.addLayer(polyline);
      }
      let number = 0;
      for (const stop of route.stops) {
        if (stop.type !== 'delivery' || !stop.address) continue;
        number += 1;
        const position: L.LatLngTuple = [stop.address.latitude, stop.address.longitude];
        all.extend(position);
        if (selected) focus.extend(position);
        const name = stop.delivery_orders[0]?.shipped_customer.name ?? stop.address.name;
        const marker = L.marker(position, {
          icon: L.divIcon({
            className: 'ro-map-stop-icon',
            html: `<span class="ro-map-stop${faded ? ' is-faded' : ''}" style="background:${route.colour}" data-vehicle="${route.vehicleId}">${number}</span>`,
            iconSize: [26, 26],
            iconAnchor: [13, 13],
          }),
          keyboard: false,
          zIndexOffset: selected ? 1000 : 0,
          title: t('routeOptimization.map.stop', { sequence: number, name }),
        });
        marker.bindTooltip(
          `<strong>${escapeHtml(route.label)}</strong><br>${escapeHtml(
            t('routeOptimization.map.stop', { sequence: number, name }),
          )}`,
        );
        marker.on('click', () => onSelectEvent(route.vehicleId));
        group.addLayer(marker);
      }
    }
    if (depot) {
      const position: L.LatLngTuple = [depot.latitude, depot.longitude];
      all.extend(position);
      focus.extend(position);
      group.addLayer(
        L.marker(position, {
          icon: L.divIcon({
            className: 'ro-map-stop-icon',
            html: '<span class="ro-map-depot"><i class="pi pi-home"></i></span>',
            iconSize: [30, 30],
            iconAnchor: [15, 15],
          }),
          keyboard: false,
          zIndexOffset: 2000,
          title: t('routeOptimization.map.depot', { name: depot.name }),
        }).bindTooltip(escapeHtml(t('routeOptimization.map.depot', { name: depot.name }))),
      );
    }
    const bounds = anySelected && focus.isValid() ? focus : all;
    fit(bounds);
    containerRef.current?.setAttribute('data-routes', String(routes.length));
  }, [routes, depot, selectedVehicleId, t, fit, mapRef, layerRef, containerRef]);

  return (
    <div className={`ro-map${className ? ` ${className}` : ''}`}>
      <div
        ref={containerRef}
        className="ro-map__canvas"
        role="region"
        aria-label={label}
        data-testid="ro-map"
        data-base={offlineBase ? 'offline' : 'tiles'}
      />
      {offlineBase && <p className="ro-map__note">{t('routeOptimization.map.noTiles')}</p>}
    </div>
  );
}
