import L from 'leaflet';
import type { PreparedTrack } from '../../utils/track-data';
import type { TrackLineColors } from './track-line-layer';

/**
 * `?line=polyline`: the track as two Leaflet polylines on Leaflet's canvas renderer (the route,
 * and the part played grown a point at a time), the plain way `pnpm bench:playback` compares the
 * track layer with (ADR 0033). Nothing in the app links to it.
 */
export class PolylineBaseline {
  private readonly route: L.Polyline;
  private readonly played: L.Polyline;
  private readonly points: L.LatLngTuple[];
  private playedIndex = -1;

  constructor(track: PreparedTrack, colors: TrackLineColors) {
    this.points = Array.from({ length: track.count }, (_, i): L.LatLngTuple => [
      track.lat[i] as number,
      track.lng[i] as number,
    ]);
    const renderer = L.canvas();
    this.route = L.polyline(this.points, {
      renderer,
      color: colors.route,
      weight: 4,
      interactive: false,
    });
    this.played = L.polyline([], { renderer, color: colors.played, weight: 4, interactive: false });
  }

  addTo(map: L.Map): this {
    this.route.addTo(map);
    this.played.addTo(map);
    return this;
  }

  setPlayed(index: number): void {
    if (index === this.playedIndex) return;
    if (index < this.playedIndex) this.played.setLatLngs(this.points.slice(0, index + 1));
    else
      for (let i = this.playedIndex + 1; i <= index; i++)
        this.played.addLatLng(this.points[i] as L.LatLngTuple);
    this.playedIndex = index;
  }
}

/** Whether the page asks for the baseline line (the bench's comparison only). */
export function wantsPolylineBaseline(): boolean {
  return new URLSearchParams(window.location.search).get('line') === 'polyline';
}
