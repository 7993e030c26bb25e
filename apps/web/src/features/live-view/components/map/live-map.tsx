import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { PositionsFeed } from '@/lib/live-channel';
import { useBaseLayers } from '@/lib/map/use-base-layers';
import { clock } from '@/lib/clock';
import { readStorage, writeStorage } from '@/lib/local-storage';
import {
  WEBGL_PROBE_KEY,
  chooseFleetRenderer,
  rememberedProbe,
  showVehicleCount,
  type FleetRenderer,
} from '../../utils/fleet-renderer';
import type { VisibleIds } from '../../utils/visible-ids';
import { MarkerBaselineLayer } from './marker-baseline-layer';
import { offscreenAvailable } from './offscreen-protocol';
import { OffscreenVehicleLayer, prestartFleetWorker } from './offscreen-vehicle-layer';
import { VehicleLayer, type VehicleLayerColors } from './vehicle-layer';
import { WebGlVehicleLayer, webGl2Available } from './webgl-vehicle-layer';
import './live-map.css';

/** Indonesia, before the first snapshot says where the fleet is. */
const INDONESIA: L.LatLngTuple = [-2.5, 118];
const SELECTED_MIN_ZOOM = 14;

/** What the map asks of the layer that draws the fleet. */
type FleetLayer = Pick<
  VehicleLayer,
  'attach' | 'setVisibleIds' | 'setSelected' | 'setFollowInset' | 'positionOf'
> &
  L.Layer;

export interface LiveMapProps {
  feed: PositionsFeed | null;
  /** Tile URL template from the app config; empty: the offline base layer only. */
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  /** The vehicles the list shows (the map draws the same ones). */
  visibleIds: VisibleIds | null;
  selectedId: number | null;
  follow: boolean;
  /** Pixels covered by the vehicle card (right side, or bottom sheet on a phone). */
  followInset: { right: number; bottom: number };
  /** The open vehicle's recent positions, oldest first. */
  trail: readonly L.LatLngTuple[] | null;
  labelOf: (id: number) => string | undefined;
  onSelect: (id: number) => void;
  onFollowEnd: () => void;
  /** A place to show and mark (where an alert happened), instead of the open vehicle. */
  place?: { latitude: number; longitude: number } | null;
  /**
   * A layer another feature adds to the map with its own switch (the geofences, GEO-16),
   * composed by the route module; given the map once it exists.
   */
  overlay?: ComponentType<{ map: L.Map }> | undefined;
  /** While true the offline base map is not built yet (the first vehicles are drawn first). */
  holdOfflineBase?: boolean;
}

const TRAIL_MARGIN_PX = 32;

/**
 * Where to look to see a trail whole beside the vehicle card: the box of the trail and the
 * vehicle, with the card's width (or the bottom sheet's height) kept clear. Null for a trail
 * of fewer than two points (nothing to fit).
 */
export function trailView(
  trail: readonly L.LatLngTuple[],
  position: L.LatLngExpression | null,
  inset: { right: number; bottom: number },
): {
  bounds: L.LatLngBounds;
  paddingTopLeft: L.PointTuple;
  paddingBottomRight: L.PointTuple;
} | null {
  if (trail.length < 2) return null;
  const bounds = L.latLngBounds([...trail]);
  if (position) bounds.extend(position);
  return {
    bounds,
    paddingTopLeft: [TRAIL_MARGIN_PX, TRAIL_MARGIN_PX],
    paddingBottomRight: [inset.right + TRAIL_MARGIN_PX, inset.bottom + TRAIL_MARGIN_PX],
  };
}

function cssColor(style: CSSStyleDeclaration, name: string): string {
  return style.getPropertyValue(name).trim() || 'gray';
}

function readColors(element: HTMLElement): VehicleLayerColors & { trail: string } {
  const style = getComputedStyle(element);
  return {
    status: [
      cssColor(style, '--color-status-moving'),
      cssColor(style, '--color-status-idle'),
      cssColor(style, '--color-status-parked'),
      cssColor(style, '--color-status-offline'),
    ],
    outline: cssColor(style, '--color-surface'),
    selected: cssColor(style, '--color-primary'),
    labelBackground: cssColor(style, '--color-surface-inverse'),
    labelText: cssColor(style, '--color-text-inverse'),
    trail: cssColor(style, '--color-primary'),
  };
}

/**
 * The Leaflet map of the live view: tiles from the app config (with the offline base layer
 * under them once a tile fails or when there is no network), the vehicles' canvas layer, the
 * open vehicle's trail.
 */
export function LiveMap({
  feed,
  tileUrl,
  tileAttribution,
  visibleIds,
  selectedId,
  follow,
  followInset,
  trail,
  labelOf,
  onSelect,
  onFollowEnd,
  place = null,
  overlay: Overlay,
  holdOfflineBase = false,
}: LiveMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<FleetLayer | null>(null);
  const trailRef = useRef<L.Polyline | null>(null);
  const labelOfEvent = useEffectEvent(labelOf);
  const onSelectEvent = useEffectEvent(onSelect);
  const onFollowEndEvent = useEffectEvent(onFollowEnd);
  const [mapReady, setMapReady] = useState<L.Map | null>(null);
  const [renderer, setRenderer] = useState<FleetRenderer>(() => {
    const webGl2 = () =>
      rememberedProbe(webGl2Available, {
        read: readStorage,
        write: writeStorage,
        now: clock.now(),
        agent: navigator.userAgent,
      });
    const chosen = chooseFleetRenderer(window.location.search, webGl2, offscreenAvailable);
    if (chosen === 'offscreen') prestartFleetWorker();
    return chosen;
  });
  const [layer, setLayer] = useState<FleetLayer | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const colors = readColors(container);
    const map = L.map(container, {
      zoomControl: true,
      attributionControl: true,
      worldCopyJump: false,
    });
    map.setView(INDONESIA, 5);
    trailRef.current = L.polyline([], {
      color: colors.trail,
      weight: 4,
      opacity: 0.8,
      interactive: false,
    }).addTo(map);
    mapRef.current = map;
    setMapReady(map);
    const resize = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    resize.observe(container);
    return () => {
      resize.disconnect();
      setMapReady(null);
      map.remove();
      mapRef.current = null;
      trailRef.current = null;
    };
  }, []);

  // The fleet's layer: the GPU's; without a GPU the canvas layer drawn in a worker, or on the page
  // where the browser has no OffscreenCanvas or the worker fails (LVIEW-2).
  useEffect(() => {
    const container = containerRef.current;
    if (!mapReady || !container) return undefined;
    const colors = readColors(container);
    const options = {
      colors,
      labelOf: (id: number) => labelOfEvent(id),
      onSelect: (id: number) => onSelectEvent(id),
      onFollowEnd: () => onFollowEndEvent(),
    };
    const created: FleetLayer =
      renderer === 'markers'
        ? new MarkerBaselineLayer(colors.status)
        : renderer === 'webgl'
          ? new WebGlVehicleLayer(options, () => {
              // The browser said yes and then could not: asked again on the next open.
              writeStorage(WEBGL_PROBE_KEY, null);
              setRenderer('canvas');
            })
          : renderer === 'offscreen'
            ? new OffscreenVehicleLayer(options, () => setRenderer('canvas'))
            : new VehicleLayer(options);
    created.addTo(mapReady);
    layerRef.current = created;
    setLayer(created);
    return () => {
      created.remove();
      layerRef.current = null;
      setLayer(null);
    };
  }, [mapReady, renderer]);

  const offlineBase = useBaseLayers(
    mapRef,
    containerRef,
    tileUrl,
    tileAttribution,
    holdOfflineBase,
  );

  // The fleet's positions, and the map fitted to them once, unless a vehicle is open.
  const selectedAtStart = useRef<number | null>(place ? -1 : selectedId);
  const fitted = useRef(selectedAtStart.current !== null);
  useEffect(() => {
    const map = mapRef.current;
    if (!feed || !layer || !map) return undefined;
    // How many vehicles the map holds, for tests and `pnpm bench:live` (no React render). Heard
    // before the layer's own listener: a layer drawing the list's filter counts after this.
    const count = () => showVehicleCount(containerRef.current, feed.store.vehicles.size);
    count();
    const stopCount = feed.listen(count);
    const detach = layer.attach(feed);
    const fit = () => {
      if (fitted.current || feed.store.vehicles.size === 0) return;
      fitted.current = true;
      // From the store's columns: no position object per vehicle.
      const bounds = feed.store.bounds();
      if (bounds) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 13, animate: false });
    };
    if (feed.ready) fit();
    const stop = feed.listen(fit);
    return () => {
      stop();
      stopCount();
      detach();
    };
  }, [feed, layer]);

  useEffect(() => {
    layer?.setVisibleIds(visibleIds);
  }, [visibleIds, layer]);

  useEffect(() => {
    layer?.setSelected(selectedId, follow);
  }, [selectedId, follow, layer]);

  useEffect(() => {
    layer?.setFollowInset(followInset.right, followInset.bottom);
  }, [followInset.right, followInset.bottom, layer]);

  // A place asked for: marked and in view (the vehicle stays open, not followed there).
  const placeLat = place?.latitude;
  const placeLng = place?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    if (placeLat === undefined || placeLng === undefined || !map) return undefined;
    const marker = L.circleMarker([placeLat, placeLng], {
      radius: 10,
      color: '#fff',
      weight: 3,
      fillColor: '#d32f2f',
      fillOpacity: 1,
      interactive: false,
    })
      .bindTooltip(t('liveView.map.alertPlace'), { permanent: true, direction: 'top' })
      .addTo(map);
    map.setView([placeLat, placeLng], Math.max(map.getZoom(), SELECTED_MIN_ZOOM), {
      animate: false,
    });
    const container = containerRef.current;
    container?.setAttribute('data-place', `${placeLat},${placeLng}`);
    return () => {
      marker.remove();
      container?.removeAttribute('data-place');
    };
  }, [placeLat, placeLng, t]);

  // Opening a vehicle brings it into view, as soon as it has a position, and again once the
  // card that covers part of the map is measured.
  const { right: insetRight, bottom: insetBottom } = followInset;
  useEffect(() => {
    const map = mapRef.current;
    if (selectedId === null || placeLat !== undefined || !layer || !map) return undefined;
    const center = () => {
      const position = layer.positionOf(selectedId);
      if (!position) return false;
      map.setView(position, Math.max(map.getZoom(), SELECTED_MIN_ZOOM), { animate: false });
      // In the middle of what the card leaves visible, not under it: its trail shows whole.
      if (insetRight > 0 || insetBottom > 0) {
        map.panBy([insetRight / 2, insetBottom / 2], { animate: false });
      }
      return true;
    };
    if (center() || !feed) return undefined;
    const stop = feed.listen(() => {
      if (center()) stop();
    });
    return stop;
  }, [selectedId, feed, insetRight, insetBottom, placeLat, layer]);

  useEffect(() => {
    trailRef.current?.setLatLngs(trail ? [...trail] : []);
  }, [trail]);

  // Once a vehicle's trail arrives, the trail and the vehicle are brought whole into the part of
  // the map the card leaves visible (the card covers the right, or the bottom on a phone).
  const trailFitted = useRef<string | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (selectedId === null) trailFitted.current = null;
    if (!map || !trail || selectedId === null || placeLat !== undefined) return;
    const key = `${selectedId}:${insetRight}:${insetBottom}`;
    if (trailFitted.current === key) return;
    const position = layerRef.current?.positionOf(selectedId) ?? null;
    const view = trailView(trail, position, { right: insetRight, bottom: insetBottom });
    if (!view) return;
    trailFitted.current = key;
    map.fitBounds(view.bounds, {
      paddingTopLeft: view.paddingTopLeft,
      paddingBottomRight: view.paddingBottomRight,
      maxZoom: Math.max(map.getZoom(), SELECTED_MIN_ZOOM),
      animate: false,
    });
  }, [trail, selectedId, insetRight, insetBottom, placeLat]);

  return (
    <div className="live-map">
      <div
        ref={containerRef}
        className="live-map__canvas"
        role="region"
        aria-label={t('liveView.map.label')}
        data-testid="live-map"
        data-base={offlineBase ? 'offline' : 'tiles'}
        data-renderer={renderer}
      />
      {offlineBase && <p className="live-map__note">{t('liveView.map.offlineBase')}</p>}
      {Overlay && mapReady && <Overlay map={mapReady} />}
    </div>
  );
}
