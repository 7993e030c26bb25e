import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeofenceCategory, GeofenceShape } from '@armada/contracts/geofences';
import { useBaseLayers } from '@/lib/map/use-base-layers';
import { readCategoryColors, shapeLayer, shapesBounds } from '../utils/shape-layers';
import './geofences.css';

/** One shape to show: a geofence (its category's colour) or a saved route (no category). */
export interface MapShape {
  id: number;
  name: string;
  category: GeofenceCategory | null;
  shape: GeofenceShape;
}

export interface ShapesMapProps {
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  shapes: readonly MapShape[];
  /** The shape brought into view and drawn on top. */
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  /** Names the map for screen readers. */
  label: string;
  testId?: string;
}

/**
 * GEO-19, SRT-9: the shapes of a list on a Leaflet map, each in its category's colour with its
 * name on hover; the selected one outlined and fitted. Without a selection the map shows them all.
 */
export function ShapesMap({
  tileUrl,
  tileAttribution,
  shapes,
  selectedId = null,
  onSelect,
  label,
  testId = 'shapes-map',
}: ShapesMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const groupRef = useRef<L.FeatureGroup | null>(null);
  const select = useEffectEvent((id: number) => onSelect?.(id));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { zoomControl: true, attributionControl: true });
    map.setView([-2.5, 118], 5);
    groupRef.current = L.featureGroup().addTo(map);
    mapRef.current = map;
    const resize = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      groupRef.current = null;
    };
  }, []);

  const offlineBase = useBaseLayers(mapRef, containerRef, tileUrl, tileAttribution);

  useEffect(() => {
    const map = mapRef.current;
    const group = groupRef.current;
    const container = containerRef.current;
    if (!map || !group || !container) return;
    group.clearLayers();
    const colors = readCategoryColors(container);
    const drawn = getComputedStyle(container).getPropertyValue('--geofence-drawn').trim();
    const ordered = [...shapes].sort(
      (a, b) => Number(a.id === selectedId) - Number(b.id === selectedId),
    );
    for (const item of ordered) {
      const color = item.category ? colors[item.category] : drawn || '#1565c0';
      const layer = shapeLayer(item.shape, color);
      if (item.id === selectedId) (layer as L.Path).setStyle?.({ weight: 4, fillOpacity: 0.3 });
      layer.bindTooltip(item.name, { sticky: true });
      layer.on('click', () => select(item.id));
      group.addLayer(layer);
    }
    container.setAttribute('data-shapes', String(shapes.length));
    const selected = shapes.find((item) => item.id === selectedId);
    const bounds = shapesBounds(selected ? [selected.shape] : shapes.map((item) => item.shape));
    if (bounds) {
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: selected ? 16 : 13, animate: false });
    }
  }, [shapes, selectedId]);

  return (
    <div className="geofence-map">
      <div
        ref={containerRef}
        className="geofence-map__canvas"
        role="region"
        aria-label={label}
        data-testid={testId}
      />
      {offlineBase && <p className="geofence-map__note">{t('geofences.map.offlineBase')}</p>}
    </div>
  );
}
