import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { ALERT_CONSTANTS } from '@armada/contracts';

export interface EmbeddedMapProps {
  latitude: number;
  longitude: number;
  tileUrl: string;
  attribution: string;
  label: string;
}

/** A small Leaflet map of the alert's position (the embed-map scope). */
export default function EmbeddedMap({
  latitude,
  longitude,
  tileUrl,
  attribution,
  label,
}: EmbeddedMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = L.map(element, {
      center: [latitude, longitude],
      zoom: ALERT_CONSTANTS.staticMap.zoom,
      scrollWheelZoom: false,
      attributionControl: true,
    });
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    L.circleMarker([latitude, longitude], {
      radius: 9,
      color: '#fff',
      weight: 3,
      fillColor: '#d32f2f',
      fillOpacity: 1,
    }).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, tileUrl, attribution]);
  return <div ref={container} className="alert-map__embed" role="img" aria-label={label} />;
}
