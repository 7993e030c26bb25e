import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LandMeasurement } from '@armada/contracts/land-measurement';
import { useBaseLayers } from '@/lib/map/use-base-layers';
import type { LatLng } from '../utils/corners';

/** Indonesia, before anything says where to look. */
const INDONESIA: L.LatLngTuple = [-2.5, 118];

export interface LandMapProps {
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  /** The boundary being drawn or edited (corners, not closed); empty: none. */
  corners: readonly LatLng[];
  /** Clicks add corners and corners can be dragged. */
  editing: boolean;
  /** Saved measurements, drawn faintly; the selected one stronger. */
  saved: readonly LandMeasurement[];
  selectedId: number | null;
  /** A vehicle's driven line (LAND-12). */
  track: readonly LatLng[] | null;
  /** Changes when the view should fit what is shown (a selection, a track, an opened edit). */
  fitKey: string;
  onCornersChange: (corners: LatLng[]) => void;
  onSelect: (id: number) => void;
  /** Keys on the map while editing (LAND-11): Enter adds at the centre, Backspace, Escape. */
  onKey: (key: 'add' | 'undo' | 'cancel') => void;
}

function cssColor(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** Numbered corners while there are few; small dots for a boundary taken from a track. */
const MANY_CORNERS = 24;

const cornerIcon = (index: number, many: boolean) =>
  many
    ? L.divIcon({
        className: 'land-map__corner land-map__corner--small',
        html: '<span></span>',
        iconSize: [12, 12],
        iconAnchor: [6, 6],
      })
    : L.divIcon({
        className: 'land-map__corner',
        html: `<span>${index + 1}</span>`,
        iconSize: [22, 22],
        iconAnchor: [11, 11],
      });

/**
 * LAND-11: a plain Leaflet map (no drawing library: corners are clicks and draggable markers,
 * which is all a boundary needs, and the figures follow every move). Its zoom and centre are
 * on its element (`data-zoom`, `data-center`) for the browser test that clicks on it.
 */
export function LandMap({
  tileUrl,
  tileAttribution,
  corners,
  editing,
  saved,
  selectedId,
  track,
  fitKey,
  onCornersChange,
  onSelect,
  onKey,
}: LandMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const savedRef = useRef<L.LayerGroup | null>(null);
  const trackRef = useRef<L.Polyline | null>(null);
  const shapeRef = useRef<L.Polygon | null>(null);
  const markersRef = useRef<L.Marker[]>([]);
  const cornersRef = useRef<readonly LatLng[]>(corners);
  const dragging = useRef(false);

  const clicked = useEffectEvent((event: L.LeafletMouseEvent) => {
    if (!editing) return;
    onCornersChange([...cornersRef.current, [event.latlng.lat, event.latlng.lng]]);
  });
  const keyed = useEffectEvent((event: KeyboardEvent) => {
    if (!editing || event.target !== containerRef.current) return;
    if (event.key === 'Enter') onKey('add');
    else if (event.key === 'Backspace' || event.key === 'Delete') onKey('undo');
    else if (event.key === 'Escape') onKey('cancel');
    else return;
    event.preventDefault();
  });
  const moved = useEffectEvent((index: number, at: L.LatLng, done: boolean) => {
    const next = cornersRef.current.map((c, i): LatLng => (i === index ? [at.lat, at.lng] : c));
    cornersRef.current = next;
    shapeRef.current?.setLatLngs(next.map((c) => L.latLng(c[0], c[1])));
    if (done) dragging.current = false;
    onCornersChange(next);
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { zoomControl: true, attributionControl: true });
    map.setView(INDONESIA, 5);
    savedRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    const report = () => {
      const center = map.getCenter();
      container.setAttribute('data-zoom', String(map.getZoom()));
      container.setAttribute('data-center', `${center.lat.toFixed(6)},${center.lng.toFixed(6)}`);
    };
    map.on('moveend zoomend', report);
    map.on('click', (event: L.LeafletMouseEvent) => clicked(event));
    report();
    const onKeyDown = (event: KeyboardEvent) => keyed(event);
    container.addEventListener('keydown', onKeyDown);
    const resize = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    resize.observe(container);
    return () => {
      resize.disconnect();
      container.removeEventListener('keydown', onKeyDown);
      map.remove();
      mapRef.current = null;
      savedRef.current = null;
      trackRef.current = null;
      shapeRef.current = null;
      markersRef.current = [];
    };
  }, []);

  const offlineBase = useBaseLayers(mapRef, containerRef, tileUrl, tileAttribution);

  // The saved measurements: faint, the selected one stronger; a click selects.
  useEffect(() => {
    const group = savedRef.current;
    const container = containerRef.current;
    if (!group || !container) return;
    group.clearLayers();
    const color = cssColor(container, '--land-saved', '#2e7d32');
    const strong = cssColor(container, '--land-selected', '#1b5e20');
    for (const m of saved) {
      if (editing && m.id === selectedId) continue;
      const selected = m.id === selectedId;
      const layer = L.polygon(
        m.boundary.map(([lat, lng]) => L.latLng(lat, lng)),
        {
          color: selected ? strong : color,
          weight: selected ? 3 : 2,
          fillOpacity: selected ? 0.25 : 0.1,
          bubblingMouseEvents: false,
          interactive: !editing,
        },
      ).bindTooltip(m.name, { sticky: true });
      if (!editing) layer.on('click', () => onSelect(m.id));
      group.addLayer(layer);
    }
  }, [saved, selectedId, editing, onSelect]);

  // The driven line.
  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    trackRef.current?.remove();
    trackRef.current = null;
    if (!map || !container || !track || track.length < 2) return;
    trackRef.current = L.polyline(
      track.map(([lat, lng]) => L.latLng(lat, lng)),
      {
        color: cssColor(container, '--land-track', '#6d4c41'),
        weight: 2,
        opacity: 0.8,
        dashArray: '4 4',
        interactive: false,
      },
    ).addTo(map);
  }, [track]);

  // The boundary being drawn, with its corners as draggable, numbered markers.
  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    cornersRef.current = corners;
    if (!map || !container || dragging.current) return;
    const color = cssColor(container, '--land-drawn', '#1565c0');
    const points = corners.map(([lat, lng]) => L.latLng(lat, lng));
    if (!shapeRef.current) {
      shapeRef.current = L.polygon([], {
        color,
        weight: 3,
        fillOpacity: 0.18,
        interactive: false,
      }).addTo(map);
    }
    shapeRef.current.setLatLngs(points);
    for (const marker of markersRef.current.splice(corners.length)) marker.remove();
    const many = corners.length > MANY_CORNERS;
    corners.forEach(([lat, lng], index) => {
      const existing = markersRef.current[index];
      if (existing) {
        existing.setLatLng([lat, lng]);
        existing.setIcon(cornerIcon(index, many));
        return;
      }
      const marker = L.marker([lat, lng], {
        icon: cornerIcon(index, many),
        draggable: editing,
        keyboard: false,
        title: t('landMeasurement.map.corner', { number: index + 1 }),
      }).addTo(map);
      marker.on('dragstart', () => {
        dragging.current = true;
      });
      marker.on('drag', () => moved(index, marker.getLatLng(), false));
      marker.on('dragend', () => moved(index, marker.getLatLng(), true));
      markersRef.current[index] = marker;
    });
    for (const marker of markersRef.current) {
      if (editing) marker.dragging?.enable();
      else marker.dragging?.disable();
    }
  }, [corners, editing, t]);

  // Fit the view to what was just put on the map.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || fitKey === '') return;
    const points: L.LatLng[] = [];
    const selected = saved.find((m) => m.id === selectedId);
    for (const [lat, lng] of corners) points.push(L.latLng(lat, lng));
    for (const [lat, lng] of track ?? []) points.push(L.latLng(lat, lng));
    if (points.length === 0 && selected) {
      for (const [lat, lng] of selected.boundary) points.push(L.latLng(lat, lng));
    }
    if (points.length === 0) {
      for (const m of saved) for (const [lat, lng] of m.boundary) points.push(L.latLng(lat, lng));
    }
    if (points.length > 0) {
      map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 17, animate: false });
    }
    // Only when asked to, not on every corner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey]);

  return (
    <div className={`land-map${editing ? ' land-map--editing' : ''}`}>
      <div
        ref={containerRef}
        className="land-map__canvas"
        role="application"
        aria-label={
          editing ? t('landMeasurement.map.labelEditing') : t('landMeasurement.map.label')
        }
        data-testid="land-map"
      />
      {editing && <div className="land-map__crosshair" aria-hidden="true" />}
      {offlineBase && <p className="land-map__note">{t('landMeasurement.map.offlineBase')}</p>}
    </div>
  );
}

/** The map's centre now, for "add a corner at the centre". */
export function mapCenterOf(container: HTMLElement | null): LatLng | null {
  const text = container?.querySelector('[data-testid="land-map"]')?.getAttribute('data-center');
  if (!text) return null;
  const [lat, lng] = text.split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) ? [lat as number, lng as number] : null;
}
