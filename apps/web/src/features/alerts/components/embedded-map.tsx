import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import { useBaseLayers } from '@/lib/map/use-base-layers';

export interface EmbeddedMapProps {
  latitude: number;
  longitude: number;
  /** Undefined while the app config loads; empty: the offline base layer only. */
  tileUrl: string | undefined;
  attribution: string | undefined;
  label: string;
  /** The embed-map scope: the user may pan and zoom; else the map is a still picture. */
  interactive: boolean;
  /** Told whether the offline land and coasts are shown (no tiles), for a note under the map. */
  onOfflineBase: (shown: boolean) => void;
}

/**
 * A small Leaflet map of the alert's position, on the same base layers as the live view: the
 * tiles, and the offline land and coasts under them when tiles cannot load, so a popup never
 * shows an empty grey box.
 */
export default function EmbeddedMap({
  latitude,
  longitude,
  tileUrl,
  attribution,
  label,
  interactive,
  onOfflineBase,
}: EmbeddedMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = L.map(element, {
      center: [latitude, longitude],
      zoom: ALERT_CONSTANTS.staticMap.zoom,
      scrollWheelZoom: false,
      dragging: interactive,
      zoomControl: interactive,
      doubleClickZoom: interactive,
      touchZoom: interactive,
      boxZoom: interactive,
      keyboard: interactive,
      attributionControl: true,
    });
    L.circleMarker([latitude, longitude], {
      radius: 9,
      color: '#fff',
      weight: 3,
      fillColor: '#d32f2f',
      fillOpacity: 1,
      interactive: false,
    }).addTo(map);
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, [latitude, longitude, interactive]);
  const offlineBase = useBaseLayers(mapRef, container, tileUrl, attribution);
  useEffect(() => onOfflineBase(offlineBase), [offlineBase, onOfflineBase]);
  return (
    <div
      ref={container}
      className="alert-map__embed"
      role="img"
      aria-label={label}
      data-base={offlineBase ? 'offline' : 'tiles'}
    />
  );
}
