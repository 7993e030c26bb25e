import { useCallback, useEffect, useRef } from 'react';
import L from 'leaflet';
import { useBaseLayers } from './use-base-layers';

/** Indonesia, before the drawing says where to look. */
const INDONESIA: L.LatLngTuple = [-2.5, 118];

/**
 * A Leaflet map for drawing routes (plans, fleet tasks): the map on the container, one layer
 * group the caller redraws, the live view's base layers (tiles, or the offline land layer), and
 * `fit(bounds)`, which also fits again whenever the container changes size (a phone's layout, a
 * rotation). The caller's drawing effect runs after the map exists (hooks run in order).
 */
export function useFittedMap(
  tileUrl: string | undefined,
  tileAttribution: string | undefined,
  padding = 24,
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const boundsRef = useRef<L.LatLngBounds | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { zoomControl: true, attributionControl: true });
    map.setView(INDONESIA, 5);
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    const resize = new ResizeObserver(() => {
      map.invalidateSize({ pan: false });
      const bounds = boundsRef.current;
      if (bounds?.isValid())
        map.fitBounds(bounds, { padding: [padding, padding], maxZoom: 15, animate: false });
    });
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [padding]);

  const offlineBase = useBaseLayers(mapRef, containerRef, tileUrl, tileAttribution);

  const fit = useCallback(
    (bounds: L.LatLngBounds) => {
      boundsRef.current = bounds;
      if (bounds.isValid())
        mapRef.current?.fitBounds(bounds, {
          padding: [padding, padding],
          maxZoom: 15,
          animate: false,
        });
    },
    [padding],
  );

  return { containerRef, mapRef, layerRef, fit, offlineBase };
}
