import L from 'leaflet';
import type { Topology } from 'topojson-specification';

/** The pane of the offline base layer: under the tiles (200), so tiles that load cover it. */
export const OFFLINE_BASE_PANE = 'armadaOfflineBase';

export interface OfflineBaseColors {
  land: string;
  coast: string;
}

/**
 * Land and coasts of the world (Natural Earth 1:50m through world-atlas's TopoJSON), drawn on
 * one canvas, for when map tiles cannot load (no network, a closed network, no tile URL).
 * The data (about 540 KB, 150 KB gzip) and topojson-client load only when this is called, as
 * their own files. Every map of the app draws it (the live view, route optimization).
 */
export async function createOfflineBaseLayer(
  map: L.Map,
  colors: OfflineBaseColors,
): Promise<L.Layer> {
  const [{ feature }, url] = await Promise.all([
    import('topojson-client'),
    import('world-atlas/land-50m.json?url').then((m) => m.default),
  ]);
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Offline map data answered ${response.status}`);
  const topology = (await response.json()) as Topology;
  const land = topology.objects.land;
  if (!land) throw new Error('Offline map data has no land');
  if (!map.getPane(OFFLINE_BASE_PANE)) {
    const pane = map.createPane(OFFLINE_BASE_PANE);
    pane.style.zIndex = '150';
  }
  // GeoJSON hands its options to each polygon it makes, so they share one canvas renderer.
  const options: L.GeoJSONOptions & L.PathOptions = {
    pane: OFFLINE_BASE_PANE,
    renderer: L.canvas({ pane: OFFLINE_BASE_PANE, padding: 0.2 }),
    interactive: false,
    style: { color: colors.coast, weight: 1, fillColor: colors.land, fillOpacity: 1 },
  };
  return L.geoJSON(feature(topology, land), options);
}
