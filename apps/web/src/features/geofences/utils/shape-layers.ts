import L from 'leaflet';
import type { GeofenceCategory, GeofenceShape, LatLng } from '@armada/contracts/geofences';

/** The CSS custom property of each category's colour (geofences.css, GEO-16). */
export const CATEGORY_COLOR_VARS: Readonly<Record<GeofenceCategory, string>> = {
  DEPOT: '--geofence-depot',
  CUSTOMER: '--geofence-customer',
  RESTRICTED: '--geofence-restricted',
  TOLL_GATE: '--geofence-toll-gate',
  PARKING: '--geofence-parking',
};

export type CategoryColors = Readonly<Record<GeofenceCategory, string>>;

/** The categories' colours as the element's styles give them. */
export function readCategoryColors(element: HTMLElement): CategoryColors {
  const style = getComputedStyle(element);
  const color = (name: string) => style.getPropertyValue(name).trim() || '#1565c0';
  return {
    DEPOT: color(CATEGORY_COLOR_VARS.DEPOT),
    CUSTOMER: color(CATEGORY_COLOR_VARS.CUSTOMER),
    RESTRICTED: color(CATEGORY_COLOR_VARS.RESTRICTED),
    TOLL_GATE: color(CATEGORY_COLOR_VARS.TOLL_GATE),
    PARKING: color(CATEGORY_COLOR_VARS.PARKING),
  };
}

const EQUATOR_M = 40_075_016.686;

/** Metres one screen pixel covers at a latitude and zoom (Web Mercator, 256-pixel tiles). */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (EQUATOR_M * Math.cos((latitude * Math.PI) / 180)) / 2 ** (zoom + 8);
}

/**
 * A line drawn as wide on the ground as `widthM` (a corridor or a route's tolerance band): its
 * stroke is resized in pixels at every zoom, with round ends and joins, as the corridor is.
 */
export class MetreWideLine extends L.Polyline {
  constructor(
    points: L.LatLngExpression[],
    private widthM: number,
    options: L.PolylineOptions,
  ) {
    super(points, { lineCap: 'round', lineJoin: 'round', ...options });
  }

  setWidth(widthM: number): void {
    this.widthM = widthM;
    this.resize();
  }

  override onAdd(map: L.Map): this {
    super.onAdd(map);
    map.on('zoomend', this.resize, this);
    this.resize();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off('zoomend', this.resize, this);
    return super.onRemove(map);
  }

  private resize(): void {
    const map = this._map as L.Map | undefined;
    if (!map) return;
    const latitude = map.getCenter().lat;
    const weight = Math.max(2, this.widthM / metresPerPixel(latitude, map.getZoom()));
    this.setStyle({ weight });
  }
}

/** A stored shape as a map layer in a colour (GEO-16). */
export function shapeLayer(shape: GeofenceShape, color: string, interactive = true): L.Layer {
  const style = { color, weight: 2, fillColor: color, fillOpacity: 0.18, interactive };
  if (shape.type === 'CIRCLE') return L.circle(shape.center, { ...style, radius: shape.radius_m });
  if (shape.type === 'POLYGON') return L.polygon(shape.points.slice(0, -1), style);
  return L.featureGroup([
    new MetreWideLine(shape.points, shape.width_m, {
      color,
      opacity: 0.28,
      interactive: false,
    }),
    L.polyline(shape.points, { color, weight: 2, dashArray: '6 4', interactive }),
  ]);
}

/** The box of a set of shapes, or null for none. */
export function shapesBounds(shapes: readonly GeofenceShape[]): L.LatLngBounds | null {
  const bounds = L.latLngBounds([]);
  for (const shape of shapes) {
    if (shape.type === 'CIRCLE') {
      bounds.extend(L.latLng(shape.center).toBounds(shape.radius_m * 2));
    } else {
      for (const point of shape.points) bounds.extend(point as LatLng);
    }
  }
  return bounds.isValid() ? bounds : null;
}
