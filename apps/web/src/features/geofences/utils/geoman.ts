import L from 'leaflet';
import type {} from '@geoman-io/leaflet-geoman-free';

/**
 * The drawing library (docs/adr/0030-geofences-drawing-index-and-visits.md): leaflet-geoman, loaded on
 * first use by the editors of geofences and saved routes only. Its bundle extends the global
 * `L` Leaflet sets, the same object the app imports, so it is made sure of before the load.
 */
let loading: Promise<void> | undefined;

export function loadGeoman(): Promise<void> {
  loading ??= (async () => {
    const global = window as unknown as { L?: typeof L };
    global.L ??= L;
    await Promise.all([
      import('@geoman-io/leaflet-geoman-free'),
      import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'),
    ]);
  })();
  return loading;
}
