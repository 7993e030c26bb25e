import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeofenceMapItem, GeofenceShapeInput, LatLng } from '@armada/contracts/geofences';
import { useBaseLayers } from '@/lib/map/use-base-layers';
import { loadGeoman } from '../utils/geoman';
import { lineOfLayer, shapeOfLayer } from '../utils/layer-shape';
import { MetreWideLine, readCategoryColors, shapeLayer, shapesBounds } from '../utils/shape-layers';
import './geofences.css';

/** Indonesia, before anything says where to look. */
const INDONESIA: L.LatLngTuple = [-2.5, 118];
/** GEO-20: the zoom a vehicle is shown at when the map is centred on it. */
export const FOCUS_ZOOM = 15;

export interface DrawingMapProps {
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  /** A geofence (circle, polygon, corridor) or a saved route's line (SRT-9). */
  mode: 'geofence' | 'route';
  /** The shape as the form holds it; the map draws it when it did not come from the map. */
  shape: GeofenceShapeInput | null;
  /** The corridor's width, or twice a route's tolerance: the band drawn round a line. */
  bandWidthM: number;
  /** Other geofences, drawn faintly for orientation. */
  context?: readonly GeofenceMapItem[];
  /** A vehicle to look at (the editor's "centre on a vehicle"). */
  focus?: { latitude: number; longitude: number; label: string } | null;
  /** Points to look at while nothing is drawn and there is no context (a company's routes). */
  area?: readonly LatLng[] | undefined;
  onChange: (shape: GeofenceShapeInput | null) => void;
}

/** The shape of a line as a route's editor keeps it: a corridor of its band. */
function lineShape(points: LatLng[], widthM: number): GeofenceShapeInput {
  return { type: 'CORRIDOR', points, width_m: widthM };
}

/** The editable layer of a shape (a polygon's ring is open in Leaflet). */
function drawnLayerOf(shape: GeofenceShapeInput, color: string): L.Layer | null {
  const style = { color, weight: 3, fillOpacity: 0.15 };
  if (shape.type === 'CIRCLE' && shape.center && shape.radius_m !== undefined) {
    return L.circle(shape.center, { ...style, radius: shape.radius_m });
  }
  if (shape.type === 'POLYGON' && shape.points && shape.points.length > 3) {
    return L.polygon(shape.points.slice(0, -1), style);
  }
  if (shape.type === 'CORRIDOR' && shape.points && shape.points.length > 1) {
    return L.polyline(shape.points, style);
  }
  return null;
}

/**
 * GEO-20, SRT-9: a Leaflet map with the drawing tools of leaflet-geoman, loaded here on first
 * use (ADR 0030), before the map is made: the tools attach to maps and layers made after them.
 */
export function DrawingMap(props: DrawingMapProps) {
  const { t } = useTranslation();
  const [tools, setTools] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadGeoman().then(
      () => live && setTools('ready'),
      () => live && setTools('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  if (tools === 'ready') return <ToolsMap {...props} />;
  return (
    <div className="geofence-map geofence-map--drawing">
      <div
        className="geofence-map__canvas geofence-map__canvas--waiting"
        aria-busy={tools === 'loading'}
      >
        <p className="geofence-map__note" role={tools === 'failed' ? 'alert' : 'status'}>
          {tools === 'failed' ? t('geofences.map.toolsFailed') : t('geofences.map.loading')}
        </p>
      </div>
    </div>
  );
}

/**
 * One shape at a time, drawn, edited, moved or removed; every change is handed to the form as
 * the shape a request sends. The map's zoom and centre are on its element (`data-zoom`,
 * `data-center`) for the browser test that draws on it.
 */
function ToolsMap({
  tileUrl,
  tileAttribution,
  mode,
  shape,
  bandWidthM,
  context = [],
  focus = null,
  area,
  onChange,
}: DrawingMapProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const drawnRef = useRef<L.Layer | null>(null);
  const bandRef = useRef<MetreWideLine | null>(null);
  const contextRef = useRef<L.LayerGroup | null>(null);
  const emittedRef = useRef<string>('null');
  const widthRef = useRef(bandWidthM);
  const [ready, setReady] = useState(false);
  const emit = useEffectEvent((next: GeofenceShapeInput | null) => {
    emittedRef.current = JSON.stringify(next);
    onChange(next);
  });
  const labels = useEffectEvent(() => ({
    buttonTitles: {
      drawCircleButton: t('geofences.draw.circle'),
      drawPolyButton: t('geofences.draw.polygon'),
      drawLineButton: mode === 'route' ? t('geofences.draw.line') : t('geofences.draw.corridor'),
      editButton: t('geofences.draw.edit'),
      dragButton: t('geofences.draw.drag'),
      deleteButton: t('geofences.draw.remove'),
    },
    tooltips: {
      startCircle: t('geofences.draw.startCircle'),
      finishCircle: t('geofences.draw.finishCircle'),
      firstVertex: t('geofences.draw.firstVertex'),
      continueLine: t('geofences.draw.continueLine'),
      finishLine: t('geofences.draw.finishLine'),
      finishPoly: t('geofences.draw.finishPoly'),
    },
    actions: {
      finish: t('geofences.draw.finish'),
      cancel: t('geofences.draw.cancelDraw'),
      removeLastVertex: t('geofences.draw.removeLastVertex'),
    },
  }));

  /** The band round a drawn line follows it (a corridor's width, a route's tolerance). */
  const showBand = useEffectEvent(() => {
    const map = mapRef.current;
    const layer = drawnRef.current;
    bandRef.current?.remove();
    bandRef.current = null;
    if (!map || !layer) return;
    const points = lineOfLayer(layer);
    if (!points) return;
    const color = getComputedStyle(containerRef.current ?? document.body)
      .getPropertyValue('--geofence-drawn')
      .trim();
    bandRef.current = new MetreWideLine(points, widthRef.current, {
      color: color || '#1565c0',
      opacity: 0.25,
      interactive: false,
    }).addTo(map);
  });

  const report = useEffectEvent(() => {
    const layer = drawnRef.current;
    showBand();
    if (!layer) {
      emit(null);
      return;
    }
    if (mode === 'route') {
      const points = lineOfLayer(layer);
      emit(points ? lineShape(points, widthRef.current) : null);
      return;
    }
    emit(shapeOfLayer(layer, widthRef.current));
  });

  /** Makes `layer` the one drawn shape, editable, reporting its changes. */
  const adopt = useEffectEvent((layer: L.Layer | null) => {
    const map = mapRef.current;
    if (drawnRef.current && drawnRef.current !== layer) drawnRef.current.remove();
    drawnRef.current = layer;
    if (map && layer) {
      if (!map.hasLayer(layer)) layer.addTo(map);
      layer.on('pm:edit pm:dragend pm:markerdragend', () => report());
    }
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { zoomControl: true, attributionControl: true });
    map.setView(INDONESIA, 5);
    contextRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    const track = () => {
      const center = map.getCenter();
      container.setAttribute('data-zoom', String(map.getZoom()));
      container.setAttribute('data-center', `${center.lat.toFixed(6)},${center.lng.toFixed(6)}`);
    };
    map.on('moveend zoomend', track);
    track();
    const resize = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    resize.observe(container);
    {
      const language = i18n.resolvedLanguage === 'en' ? 'en' : 'id';
      map.pm.setLang(language, labels() as unknown as L.PM.Translations, 'en');
      map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: false });
      map.pm.addControls({
        position: 'topleft',
        drawMarker: false,
        drawCircleMarker: false,
        drawRectangle: false,
        drawText: false,
        cutPolygon: false,
        rotateMode: false,
        drawCircle: mode === 'geofence',
        drawPolygon: mode === 'geofence',
        drawPolyline: true,
      });
      map.on('pm:create', (event: { layer: L.Layer }) => {
        adopt(event.layer);
        report();
      });
      map.on('pm:remove', (event: { layer: L.Layer }) => {
        if (event.layer !== drawnRef.current) return;
        drawnRef.current = null;
        report();
      });
      container.setAttribute('data-tools', 'ready');
      setReady(true);
    }
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      drawnRef.current = null;
      bandRef.current = null;
      contextRef.current = null;
    };
    // The map is made once; `mode` and the language do not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const offlineBase = useBaseLayers(mapRef, containerRef, tileUrl, tileAttribution);

  // The form's shape, when it did not come from the map (opening an edit, the circle fields).
  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    // Drawn once the tools are there: a layer made before them cannot be edited.
    if (!map || !container || !ready || JSON.stringify(shape) === emittedRef.current) return;
    emittedRef.current = JSON.stringify(shape);
    const color = getComputedStyle(container).getPropertyValue('--geofence-drawn').trim();
    const layer = shape ? drawnLayerOf(shape, color || '#1565c0') : null;
    adopt(layer);
    showBand();
    const bounds = shape ? shapesBounds(shapeBounds(shape)) : null;
    if (bounds) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 16, animate: false });
  }, [shape, ready]);

  // The band's width follows the form.
  useEffect(() => {
    widthRef.current = bandWidthM;
    bandRef.current?.setWidth(bandWidthM);
    if (drawnRef.current && lineOfLayer(drawnRef.current)) report();
  }, [bandWidthM]);

  // The other geofences, faint, and the view fitted to them while nothing is drawn.
  useEffect(() => {
    const group = contextRef.current;
    const map = mapRef.current;
    const container = containerRef.current;
    if (!group || !map || !container) return;
    group.clearLayers();
    const colors = readCategoryColors(container);
    for (const item of context) {
      const layer = shapeLayer(item.shape, colors[item.category], false);
      (layer as L.Path).setStyle?.({ opacity: 0.5, fillOpacity: 0.06 });
      group.addLayer(layer);
    }
    if (!drawnRef.current && !focus) {
      const bounds =
        shapesBounds(context.map((item) => item.shape)) ??
        (area && area.length > 0 ? L.latLngBounds(area.map((point) => L.latLng(point))) : null);
      if (bounds) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 13, animate: false });
    }
    // Only when the list of geofences, or the area, changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [context, area]);

  // A vehicle to look at: centred at a street zoom, with a marker and its plate.
  const focusLat = focus?.latitude;
  const focusLng = focus?.longitude;
  const focusLabel = focus?.label;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || focusLat === undefined || focusLng === undefined) return undefined;
    map.setView([focusLat, focusLng], FOCUS_ZOOM, { animate: false });
    const marker = L.circleMarker([focusLat, focusLng], {
      radius: 8,
      color: '#fff',
      weight: 3,
      fillColor: '#2e7d32',
      fillOpacity: 1,
      interactive: false,
    })
      .bindTooltip(focusLabel ?? '', { permanent: true, direction: 'top' })
      .addTo(map);
    return () => {
      marker.remove();
    };
  }, [focusLat, focusLng, focusLabel]);

  return (
    <div className="geofence-map geofence-map--drawing">
      <div
        ref={containerRef}
        className="geofence-map__canvas"
        role="region"
        aria-label={t('geofences.map.label')}
        data-testid="drawing-map"
      />
      {!ready && <p className="geofence-map__note">{t('geofences.map.loading')}</p>}
      {offlineBase && <p className="geofence-map__note">{t('geofences.map.offlineBase')}</p>}
    </div>
  );
}

/** A request shape as a stored one, for its bounds (incomplete shapes have none). */
function shapeBounds(shape: GeofenceShapeInput) {
  if (shape.type === 'CIRCLE' && shape.center && shape.radius_m !== undefined) {
    return [{ type: 'CIRCLE' as const, center: shape.center, radius_m: shape.radius_m }];
  }
  if (shape.type === 'POLYGON' && shape.points) {
    return [{ type: 'POLYGON' as const, points: shape.points }];
  }
  if (shape.type === 'CORRIDOR' && shape.points) {
    return [{ type: 'CORRIDOR' as const, points: shape.points, width_m: shape.width_m ?? 0 }];
  }
  return [];
}
