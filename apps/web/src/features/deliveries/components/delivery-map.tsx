import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useBaseLayers } from '@/lib/map/use-base-layers';

export interface Point {
  latitude: number;
  longitude: number;
}

export interface DeliveryMapProps {
  origin: Point | null;
  destination: Point | null;
  /** DLV-40: where the vehicle is while the order is on its way; null otherwise. */
  vehicle?: (Point & { heading: number }) | null;
  /** Undefined while the app config loads; empty: the offline base layer only. */
  tileUrl: string | undefined;
  attribution: string | undefined;
  label: string;
}

/**
 * Origin to destination on the live view's base layers (tiles, or the offline land and coasts
 * when tiles cannot load) (DLV-22).
 */
export default function DeliveryMap({
  origin,
  destination,
  vehicle = null,
  tileUrl,
  attribution,
  label,
}: DeliveryMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const key = JSON.stringify([origin, destination, vehicle]);
  useEffect(() => {
    const element = container.current;
    const points = [origin, destination].filter((p): p is Point => p !== null);
    if (!element || points.length === 0) return undefined;
    const map = L.map(element, { scrollWheelZoom: false, attributionControl: true });
    const latLngs = points.map((p) => L.latLng(p.latitude, p.longitude));
    points.forEach((point, index) =>
      L.circleMarker([point.latitude, point.longitude], {
        radius: 8,
        color: '#fff',
        weight: 3,
        fillColor: index === 0 && origin ? '#1e88e5' : '#d32f2f',
        fillOpacity: 1,
        interactive: false,
      }).addTo(map),
    );
    if (latLngs.length === 2) {
      L.polyline(latLngs, { color: '#1e88e5', weight: 3, dashArray: '6 6' }).addTo(map);
      map.fitBounds(L.latLngBounds(latLngs), { padding: [32, 32] });
    } else if (latLngs[0]) {
      map.setView(latLngs[0], 13);
    }
    mapRef.current = map;
    if (vehicle) {
      L.marker([vehicle.latitude, vehicle.longitude], {
        icon: L.divIcon({
          className: 'delivery-map__vehicle',
          html: `<span style="transform: rotate(${Math.round(vehicle.heading)}deg)">▲</span>`,
          iconSize: [24, 24],
        }),
        keyboard: false,
        interactive: false,
      }).addTo(map);
      map.fitBounds(L.latLngBounds([...latLngs, L.latLng(vehicle.latitude, vehicle.longitude)]), {
        padding: [32, 32],
      });
    }
    return () => {
      map.remove();
      mapRef.current = null;
    };
    // The points are compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const offlineBase = useBaseLayers(mapRef, container, tileUrl, attribution);
  return (
    <div
      ref={container}
      className="delivery-map"
      role="img"
      aria-label={label}
      data-vehicle={vehicle ? 'shown' : undefined}
      data-base={offlineBase ? 'offline' : 'tiles'}
    />
  );
}
