import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useBaseLayers } from '@/lib/map/use-base-layers';

/** Jakarta, where most of the demo companies' addresses are, before a pin is placed. */
const START: L.LatLngTuple = [-6.2, 106.85];
const PIN_ZOOM = 16;

export interface PinMapProps {
  pin: { latitude: number; longitude: number } | null;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  /** A click on the map or the end of a drag: the new pin (ADDR-5 is checked by the form). */
  onPlace: (latitude: number, longitude: number) => void;
  invalid?: boolean;
  describedBy?: string;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The address's map pin (ADDR-5): click the map to place it, drag it to move it. Works without
 * tiles (the offline land shows under it). The form beside it takes the coordinates as text too,
 * for the keyboard.
 */
export function PinMap({
  pin,
  tileUrl,
  tileAttribution,
  onPlace,
  invalid,
  describedBy,
}: PinMapProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const place = useEffectEvent((latitude: number, longitude: number) =>
    onPlace(round6(latitude), round6(longitude)),
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { zoomControl: true, attributionControl: true });
    map.setView(START, 11);
    mapRef.current = map;
    map.on('click', (event: L.LeafletMouseEvent) => place(event.latlng.lat, event.latlng.lng));
    const resize = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  const offlineBase = useBaseLayers(mapRef, containerRef, tileUrl, tileAttribution);

  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (latitude === undefined || longitude === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at: L.LatLngTuple = [latitude, longitude];
    if (markerRef.current) {
      markerRef.current.setLatLng(at);
    } else {
      const marker = L.marker(at, {
        draggable: true,
        keyboard: false,
        title: t('masterAddresses.map.pin'),
        icon: L.divIcon({
          className: 'address-pin',
          html: '<span class="address-pin__head"></span>',
          iconSize: [28, 36],
          iconAnchor: [14, 34],
        }),
      }).addTo(map);
      marker.on('dragend', () => {
        const moved = marker.getLatLng();
        place(moved.lat, moved.lng);
      });
      markerRef.current = marker;
    }
    if (!map.getBounds().pad(-0.1).contains(at)) map.setView(at, Math.max(map.getZoom(), PIN_ZOOM));
  }, [latitude, longitude, t]);

  return (
    <div className={invalid ? 'address-map address-map--invalid' : 'address-map'}>
      <div
        ref={containerRef}
        className="address-map__canvas"
        role="application"
        aria-label={t('masterAddresses.map.label')}
        aria-describedby={describedBy}
        data-testid="address-pin-map"
        data-pin={pin ? `${pin.latitude},${pin.longitude}` : ''}
      />
      <small className="address-map__note">
        {t('masterAddresses.map.hint')}
        {offlineBase ? ` ${t('masterAddresses.map.offline')}` : ''}
      </small>
    </div>
  );
}
