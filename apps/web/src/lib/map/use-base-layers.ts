import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import L from 'leaflet';
import { createOfflineBaseLayer } from './offline-base-layer';

/** No tile within this long counts as a failure (a closed network may neither answer nor refuse). */
export const TILE_WAIT_MS = 3000;

function cssColor(element: HTMLElement, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || 'gray';
}

/**
 * The base layers of a Leaflet map: the tiles of `tileUrl`, and the offline land and coasts
 * under them when there is no tile URL, the browser is offline, or no tile loads within
 * TILE_WAIT_MS (the base layer lies under the tiles, so late tiles still cover it). Call it after
 * the effect that creates the map into `mapRef`; it follows a map that is created again.
 * While `holdOffline` is true the offline base is not built (its land polygons are a few hundred
 * milliseconds of main thread on a slow machine), only remembered, and built once it turns false.
 * Answers whether the offline base is shown (for a note under the map).
 */
export function useBaseLayers(
  mapRef: RefObject<L.Map | null>,
  containerRef: RefObject<HTMLElement | null>,
  tileUrl: string | undefined,
  tileAttribution: string | undefined,
  holdOffline = false,
): boolean {
  const offline = useRef<{ map: L.Map | null; phase: 'idle' | 'loading' | 'shown' }>({
    map: null,
    phase: 'idle',
  });
  const [offlineBase, setOfflineBase] = useState(false);
  const wanted = useRef(false);

  const showOfflineBase = useEffectEvent(() => {
    if (holdOffline) {
      wanted.current = true;
      return;
    }
    const map = mapRef.current;
    const container = containerRef.current;
    if (!map || !container) return;
    if (offline.current.map !== map) offline.current = { map, phase: 'idle' };
    if (offline.current.phase !== 'idle') return;
    offline.current.phase = 'loading';
    createOfflineBaseLayer(map, {
      land: cssColor(container, '--color-map-land'),
      coast: cssColor(container, '--color-map-coast'),
    })
      .then((layer) => {
        if (mapRef.current !== map) return;
        layer.addTo(map);
        offline.current.phase = 'shown';
        setOfflineBase(true);
      })
      .catch(() => {
        offline.current.phase = 'idle';
      });
  });

  useEffect(() => {
    if (holdOffline || !wanted.current) return;
    wanted.current = false;
    showOfflineBase();
  }, [holdOffline]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || tileUrl === undefined) return undefined;
    if (!tileUrl || !navigator.onLine) {
      showOfflineBase();
      if (!tileUrl) return undefined;
    }
    const tiles = L.tileLayer(tileUrl, { attribution: tileAttribution ?? '', maxZoom: 19 });
    const noTiles = window.setTimeout(() => showOfflineBase(), TILE_WAIT_MS);
    tiles.once('tileload', () => window.clearTimeout(noTiles));
    tiles.once('tileerror', () => showOfflineBase());
    tiles.addTo(map);
    const onOffline = () => showOfflineBase();
    window.addEventListener('offline', onOffline);
    return () => {
      window.clearTimeout(noTiles);
      window.removeEventListener('offline', onOffline);
      tiles.remove();
    };
  }, [mapRef, tileUrl, tileAttribution]);

  return offlineBase;
}
