import type { ComponentType } from 'react';
import type {
  GeofenceCategory,
  GeofenceMapItem,
  GeofenceShape,
  GeofenceShapeInput,
} from '@armada/contracts/geofences';

/**
 * The two maps this feature shows, as its route module hands them over from the geofences
 * feature (a feature does not import a sibling; its routes compose them): the same props,
 * declared here by what this feature uses.
 */
export interface DrawingMapLike {
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  mode: 'geofence' | 'route';
  shape: GeofenceShapeInput | null;
  bandWidthM: number;
  context?: readonly GeofenceMapItem[];
  focus?: { latitude: number; longitude: number; label: string } | null;
  area?: readonly [number, number][] | undefined;
  onChange: (shape: GeofenceShapeInput | null) => void;
}

export interface ShapesMapLike {
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  shapes: readonly {
    id: number;
    name: string;
    category: GeofenceCategory | null;
    shape: GeofenceShape;
  }[];
  selectedId?: number | null;
  onSelect?: (id: number) => void;
  label: string;
  testId?: string;
}

export interface RouteMaps {
  DrawingMap: ComponentType<DrawingMapLike>;
  ShapesMap: ComponentType<ShapesMapLike>;
  /** The geofences feature's shape problem in words (GEO-3, GEO-4). */
  problemText: (
    problem: { reason: string; params: Readonly<Record<string, string | number>> },
    language: string,
  ) => string;
}
