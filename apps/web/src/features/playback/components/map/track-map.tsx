import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useBaseLayers } from '@/lib/map/use-base-layers';
import type { PlaybackEngine } from '../../engine/playback-engine';
import { projectX, projectY, worldScale } from '../../utils/mercator';
import { emptySample, indexAt, nearestIndex, sampleTrack } from '../../utils/track-data';
import type { TimelineKind } from '../../utils/timeline';
import { PolylineBaseline, wantsPolylineBaseline } from './polyline-baseline';
import { TrackLineLayer } from './track-line-layer';
import './track-map.css';

/** What the player asks of the map besides following the engine. */
export interface TrackMapController {
  /** Brings the part of the track between two moments into view (a trip: PLAY-13). */
  fitRange: (startS: number, endS: number) => void;
  /** Marks where the vehicle was at `t` (the chart's pointer, PLAY-10); null hides the mark. */
  showHover: (t: number | null) => void;
}

export interface TrackMapProps {
  engine: PlaybackEngine;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  onItem: (kind: TimelineKind, index: number) => void;
  labelOf: (kind: 'stop' | 'alert', index: number) => string;
  controller?: Ref<TrackMapController>;
}

/** A click this close (CSS pixels) to the drawn track seeks to the nearest position there. */
const CLICK_RADIUS_PX = 12;
const FIT_PADDING: L.PointTuple = [32, 32];
const FIT_MAX_ZOOM = 16;

function cssColor(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback;
}

const ARROW_SVG =
  '<svg viewBox="-12 -12 24 24" width="28" height="28" aria-hidden="true"><path d="M0 -10 L7 7 L0 3 L-7 7 Z"/></svg>';

/**
 * The playback map (PLAY-7, PLAY-8, PLAY-14): the base layers, the track (one canvas, redrawn only
 * when the zoom changes or the view leaves it), the stops and alerts as markers to click, and the
 * vehicle as one marker moved by the engine's frames (no React render per frame), kept in the
 * middle while following. Dragging the map stops following; a click on the track seeks there.
 */
export function TrackMap({
  engine,
  tileUrl,
  tileAttribution,
  onItem,
  labelOf,
  controller,
}: TrackMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const hoverRef = useRef<L.CircleMarker | null>(null);
  const onItemEvent = useEffectEvent(onItem);
  const labelOfEvent = useEffectEvent(labelOf);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const style = getComputedStyle(container);
    const colors = {
      route: cssColor(style, '--pb-route', '#94a3b8'),
      played: cssColor(style, '--color-primary', '#1f6bd2'),
      parked: cssColor(style, '--pb-parked', '#94a3b8'),
      idle: cssColor(style, '--color-status-idle', '#f59e0b'),
      alert: cssColor(style, '--color-danger', '#d32f2f'),
      outline: cssColor(style, '--color-surface', '#fff'),
      start: cssColor(style, '--color-status-moving', '#16a34a'),
    };
    const { track } = engine;
    const map = L.map(container, { zoomControl: true, attributionControl: true });
    mapRef.current = map;
    const bounds = track.bounds
      ? L.latLngBounds(
          [track.bounds.south, track.bounds.west],
          [track.bounds.north, track.bounds.east],
        )
      : null;
    // Fitted once the map has a size (its box may still be laid out when this runs).
    let fitted = false;
    const fit = () => {
      if (fitted || container.clientWidth === 0 || container.clientHeight === 0) return;
      fitted = true;
      if (bounds)
        map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    };
    map.setView(bounds?.getCenter() ?? [-2.5, 118], bounds ? 12 : 5);
    fit();

    const lineColors = { route: colors.route, played: colors.played };
    const line = wantsPolylineBaseline()
      ? new PolylineBaseline(track, lineColors)
      : new TrackLineLayer(track, lineColors);
    line.addTo(map);

    // Stops and alerts: few enough (a week has tens to hundreds) for SVG markers to click.
    const markers = L.layerGroup().addTo(map);
    track.stops.forEach(({ record }, index) => {
      L.circleMarker([record.place.latitude, record.place.longitude], {
        radius: 7,
        color: colors.outline,
        weight: 2,
        fillColor: record.kind === 'IDLE' ? colors.idle : colors.parked,
        fillOpacity: 1,
        className: 'pb-map-stop',
      })
        .bindTooltip(() => labelOfEvent('stop', index), { direction: 'top' })
        .on('click', () => onItemEvent('stop', index))
        .addTo(markers);
    });
    track.alerts.forEach(({ record }, index) => {
      if (record.latitude === null || record.longitude === null) return;
      L.circleMarker([record.latitude, record.longitude], {
        radius: 6,
        color: colors.outline,
        weight: 2,
        fillColor: colors.alert,
        fillOpacity: 1,
        className: 'pb-map-alert',
      })
        .bindTooltip(() => labelOfEvent('alert', index), { direction: 'top' })
        .on('click', () => onItemEvent('alert', index))
        .addTo(markers);
    });
    if (track.count > 0) {
      L.circleMarker([track.lat[0] as number, track.lng[0] as number], {
        radius: 5,
        color: colors.outline,
        weight: 2,
        fillColor: colors.start,
        fillOpacity: 1,
        interactive: false,
      }).addTo(markers);
    }

    const hover = L.circleMarker([0, 0], {
      radius: 9,
      color: colors.played,
      weight: 3,
      fill: false,
      interactive: false,
    });
    hoverRef.current = hover;

    const vehicle = L.marker([track.lat[0] ?? 0, track.lng[0] ?? 0], {
      icon: L.divIcon({ className: 'pb-vehicle', html: ARROW_SVG, iconSize: [28, 28] }),
      keyboard: false,
      interactive: false,
      zIndexOffset: 1000,
    });
    if (track.count > 0) vehicle.addTo(map);
    const arrow = () => vehicle.getElement()?.firstElementChild as HTMLElement | null | undefined;

    let dragging = false;
    map.on('dragstart', () => {
      dragging = true;
      engine.setFollow(false);
    });
    map.on('dragend', () => {
      dragging = false;
    });

    // A click on the track (not on a marker) seeks to its nearest position (PLAY-8).
    map.on('click', (event: L.LeafletMouseEvent) => {
      const scale = worldScale(map.getZoom());
      const index = nearestIndex(
        track,
        projectX(event.latlng.lng),
        projectY(event.latlng.lat),
        CLICK_RADIUS_PX / scale,
      );
      if (index >= 0) engine.seek(track.time[index] as number);
    });

    // Every frame: the vehicle's marker, its heading and state, the played line and following.
    let lastIndex = -2;
    let lastHeading = Number.NaN;
    const stopFrames = engine.addFrameSink((_t, at) => {
      if (track.count === 0) return;
      vehicle.setLatLng([at.lat, at.lng]);
      const element = arrow();
      const degrees = Math.round(at.heading);
      if (element && degrees !== lastHeading) {
        lastHeading = degrees;
        element.style.transform = `rotate(${degrees}deg)`;
      }
      if (element) {
        const state =
          at.speedKmh > 0.5 ? 'moving' : track.ignition[Math.max(0, at.index)] ? 'idle' : 'parked';
        if (element.dataset.state !== state) element.dataset.state = state;
      }
      if (at.index !== lastIndex) {
        lastIndex = at.index;
        line.setPlayed(at.index);
      }
      if (engine.getState().follow && !dragging) {
        const point = map.latLngToContainerPoint([at.lat, at.lng]);
        const size = map.getSize();
        const dx = point.x - size.x / 2;
        const dy = point.y - size.y / 2;
        if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) map.panBy([dx, dy], { animate: false });
      }
    });

    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            map.invalidateSize({ animate: false });
            fit();
            if (engine.getState().follow && track.count > 0) {
              map.panTo([engine.current.lat, engine.current.lng], { animate: false });
            }
          });
    resize?.observe(container);
    return () => {
      stopFrames();
      resize?.disconnect();
      map.remove();
      mapRef.current = null;
      hoverRef.current = null;
    };
  }, [engine]);

  const offlineBase = useBaseLayers(mapRef, containerRef, tileUrl, tileAttribution);

  // Following again brings the vehicle back to the middle at once, paused or not.
  useEffect(() => {
    let following = engine.getState().follow;
    return engine.subscribe(() => {
      const { follow } = engine.getState();
      const turnedOn = follow && !following;
      following = follow;
      const map = mapRef.current;
      if (!map || !turnedOn || engine.track.count === 0) return;
      map.panTo([engine.current.lat, engine.current.lng], { animate: false });
    });
  }, [engine]);

  useImperativeHandle(
    controller,
    () => ({
      fitRange: (startS, endS) => {
        const map = mapRef.current;
        const { track } = engine;
        if (!map || track.count === 0) return;
        const first = Math.max(0, indexAt(track.time, track.count, startS));
        const last = Math.max(first, indexAt(track.time, track.count, endS));
        const bounds = L.latLngBounds([]);
        for (let i = first; i <= last; i++)
          bounds.extend([track.lat[i] as number, track.lng[i] as number]);
        engine.setFollow(false);
        map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
      },
      showHover: (t) => {
        const map = mapRef.current;
        const hover = hoverRef.current;
        if (!map || !hover) return;
        if (t === null || engine.track.count === 0) {
          hover.remove();
          return;
        }
        const at = sampleTrack(engine.track, t, emptySample());
        hover.setLatLng([at.lat, at.lng]);
        if (!map.hasLayer(hover)) hover.addTo(map);
      },
    }),
    [engine],
  );

  return (
    <div className="pb-map-frame">
      <div
        ref={containerRef}
        className="pb-map"
        role="region"
        aria-label={t('playback.map.label')}
        data-testid="pb-map"
        data-base={offlineBase ? 'offline' : 'tiles'}
      />
      {offlineBase && <p className="pb-map__note">{t('playback.map.offlineBase')}</p>}
    </div>
  );
}
