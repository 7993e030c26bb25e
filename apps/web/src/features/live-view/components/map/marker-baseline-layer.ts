import L from 'leaflet';
import type { PositionsFeed } from '@/lib/live-channel';
import { VEHICLE_LIVE_STATUSES } from '@armada/contracts/live';
import { FIRST_VEHICLES_MARK } from '../../utils/fleet-renderer';

/**
 * The naive way to draw a fleet: one Leaflet `circleMarker` per vehicle, moved when its fix
 * arrives (no interpolation, no index). Only `pnpm bench:live` uses it (`?renderer=markers`),
 * as the baseline our canvas layer is measured against; it offers the vehicle layer's methods
 * the map calls, and nothing more.
 */
export class MarkerBaselineLayer extends L.LayerGroup {
  private readonly markers = new Map<number, L.CircleMarker>();
  private selectedId: number | null = null;
  private following = false;
  private firstPlaced = false;
  readonly renderer = 'markers';

  constructor(private readonly colors: readonly string[]) {
    super();
  }

  attach(feed: PositionsFeed): () => void {
    const place = (id: number) => {
      const position = feed.store.vehicles.get(id);
      const marker = this.markers.get(id);
      if (!position) {
        if (marker) this.removeLayer(marker);
        this.markers.delete(id);
        return;
      }
      const color = this.colors[VEHICLE_LIVE_STATUSES.indexOf(position.status)] ?? 'gray';
      if (marker) {
        marker.setLatLng([position.latitude, position.longitude]);
        marker.setStyle({ color, fillColor: color });
      } else {
        const created = L.circleMarker([position.latitude, position.longitude], {
          radius: 5,
          color,
          fillColor: color,
          fillOpacity: 0.9,
          weight: 1,
        });
        this.markers.set(id, created);
        this.addLayer(created);
      }
    };
    if (feed.ready) for (const id of feed.store.vehicles.keys()) place(id);
    if (feed.ready && this.markers.size > 0 && !this.firstPlaced) {
      this.firstPlaced = true;
      performance.mark(FIRST_VEHICLES_MARK);
    }
    return feed.listen((update) => {
      if (update.kind === 'snapshot') {
        for (const id of [...this.markers.keys()]) if (!feed.store.vehicles.has(id)) place(id);
      }
      for (const id of update.ids) place(id);
      for (const id of update.gone) place(id);
      if (!this.firstPlaced && this.markers.size > 0) {
        // Leaflet draws the markers in this task: `pnpm bench:live` reads the mark.
        this.firstPlaced = true;
        performance.mark(FIRST_VEHICLES_MARK);
      }
      const followed = this.selectedId === null ? undefined : this.markers.get(this.selectedId);
      if (this.following && followed) this._map?.panTo(followed.getLatLng(), { animate: false });
    });
  }

  setVisibleIds(): void {}

  setSelected(id: number | null, follow: boolean): void {
    this.selectedId = id;
    this.following = id !== null && follow;
  }

  setFollowInset(): void {}

  positionOf(id: number): L.LatLng | null {
    return this.markers.get(id)?.getLatLng() ?? null;
  }
}
