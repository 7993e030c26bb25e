import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import * as validators from '@/lib/contract/checks.generated.js';
import { createOfflineBaseLayer } from '@/lib/map/offline-base-layer';

/**
 * The public page's map (TRK-15: loaded after the words are on screen, as its own files): the
 * vehicle as an arrow that glides to each new position, the stop as a pin. Tiles come from the
 * gateway's tile template; with none, offline, or none loaded within TILE_WAIT_MS, the offline
 * land and coasts lie under them, as on every map of the app (lib/map).
 */
export interface TrackingMap {
  show(
    vehicle: { latitude: number; longitude: number; heading: number } | null,
    stop: Point | null,
  ): void;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** As the app's maps wait for a first tile (lib/map/use-base-layers.ts). */
const TILE_WAIT_MS = 3000;
const GLIDE_MS = 1500;
const CLOSE_ZOOM = 15;

const ARROW =
  '<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true"><circle cx="16" cy="16" r="15" fill="#1d4ed8" stroke="#fff" stroke-width="2"/><path d="M16 6 L23 24 L16 20 L9 24 Z" fill="#fff"/></svg>';
const PIN =
  '<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true"><path d="M14 1C7 1 1.5 6.5 1.5 13.5 1.5 23 14 35 14 35s12.5-12 12.5-21.5C26.5 6.5 21 1 14 1z" fill="#b91c1c" stroke="#fff" stroke-width="2"/><circle cx="14" cy="13.5" r="4.5" fill="#fff"/></svg>';

async function tileConfig(): Promise<{ url: string; attribution: string } | null> {
  try {
    const response = await fetch('/app-config.json', { credentials: 'omit' });
    const body: unknown = await response.json();
    if (!response.ok || !validators.AppConfig.check(body) || !body.tileUrl) return null;
    return { url: body.tileUrl, attribution: body.tileAttribution };
  } catch {
    return null;
  }
}

function cssColor(element: HTMLElement, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || 'gray';
}

export async function createTrackingMap(container: HTMLElement): Promise<TrackingMap> {
  const map = L.map(container, { zoomControl: true, attributionControl: true });
  map.setView([-2.5, 118], 4);
  let offlineShown = false;
  const showOffline = () => {
    if (offlineShown) return;
    offlineShown = true;
    void createOfflineBaseLayer(map, {
      land: cssColor(container, '--color-map-land'),
      coast: cssColor(container, '--color-map-coast'),
    })
      .then((layer) => layer.addTo(map))
      .catch(() => {
        offlineShown = false;
      });
  };
  const tiles = await tileConfig();
  if (!tiles || !navigator.onLine) showOffline();
  if (tiles) {
    const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 });
    const noTiles = window.setTimeout(showOffline, TILE_WAIT_MS);
    layer.once('tileload', () => window.clearTimeout(noTiles));
    layer.once('tileerror', showOffline);
    layer.addTo(map);
  }

  const arrowIcon = L.divIcon({ html: ARROW, className: 'tracking-vehicle', iconSize: [32, 32] });
  const pinIcon = L.divIcon({
    html: PIN,
    className: 'tracking-stop',
    iconSize: [28, 36],
    iconAnchor: [14, 35],
  });
  let vehicle: L.Marker | null = null;
  let stop: L.Marker | null = null;
  let fitted = false;
  let glide = 0;

  const rotate = (marker: L.Marker, heading: number) => {
    const svg = marker.getElement()?.querySelector('svg');
    if (svg) svg.style.transform = `rotate(${heading}deg)`;
  };

  const glideTo = (marker: L.Marker, to: L.LatLng) => {
    cancelAnimationFrame(glide);
    const from = marker.getLatLng();
    const started = performance.now();
    const step = (time: number) => {
      const share = Math.min(1, (time - started) / GLIDE_MS);
      marker.setLatLng([
        from.lat + (to.lat - from.lat) * share,
        from.lng + (to.lng - from.lng) * share,
      ]);
      if (share < 1) glide = requestAnimationFrame(step);
    };
    glide = requestAnimationFrame(step);
  };

  return {
    show(position, place) {
      if (place) {
        const at = L.latLng(place.latitude, place.longitude);
        if (stop) stop.setLatLng(at);
        else stop = L.marker(at, { icon: pinIcon, keyboard: false }).addTo(map);
      } else if (stop) {
        stop.remove();
        stop = null;
      }
      if (position) {
        const at = L.latLng(position.latitude, position.longitude);
        if (vehicle) glideTo(vehicle, at);
        else vehicle = L.marker(at, { icon: arrowIcon, keyboard: false }).addTo(map);
        rotate(vehicle, position.heading);
      } else if (vehicle) {
        vehicle.remove();
        vehicle = null;
      }
      const points = [vehicle?.getLatLng(), stop?.getLatLng()].filter(
        (point): point is L.LatLng => point !== undefined,
      );
      if (!fitted && points.length > 0) {
        fitted = true;
        if (points.length === 1 && points[0]) map.setView(points[0], CLOSE_ZOOM);
        else map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: CLOSE_ZOOM });
      } else if (position && !map.getBounds().contains([position.latitude, position.longitude])) {
        map.panTo([position.latitude, position.longitude]);
      }
    },
  };
}
