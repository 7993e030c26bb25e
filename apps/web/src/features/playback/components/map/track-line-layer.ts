import L from 'leaflet';
import { MAX_GLIDE_GAP_S, type PreparedTrack } from '../../utils/track-data';
import { worldScale } from '../../utils/mercator';

export interface TrackLineColors {
  /** The whole track. */
  route: string;
  /** The part already played. */
  played: string;
}

/**
 * How much of the view is drawn beyond each edge: panning that far needs no redraw. Kept small:
 * every played segment changes the whole canvas, and a larger one costs more to show each frame
 * (0.35 of a view: 56 % of the main thread busy at 300x over a week, 0.15: 31 %; ADR 0033).
 */
const PADDING = 0.15;
/** A point this close (CSS pixels) to the last one drawn adds nothing to the line. */
const MIN_STEP_PX = 0.75;

/**
 * The track on one canvas in the overlay pane (PLAY-14): it moves with the map when the map pans,
 * and is drawn again only when the zoom changes or the view leaves the drawn area (a third of a
 * view beyond each edge), never per frame. What was played is drawn over the route as it is
 * played: a frame adds the few segments passed since the last one; going back redraws.
 * A week of positions is projected to world units once (track-data.ts); a redraw multiplies them
 * into pixels and skips those under a pixel apart.
 */
export class TrackLineLayer extends L.Layer {
  private readonly track: PreparedTrack;
  private readonly colors: TrackLineColors;
  private canvas: HTMLCanvasElement | null = null;
  private context: CanvasRenderingContext2D | null = null;
  /** The layer-pixel box the canvas covers. */
  private drawn: L.Bounds | null = null;
  private scale = 1;
  private origin = L.point(0, 0);
  /** The last position drawn as played (-1: none). */
  private playedIndex = -1;
  /** How many redraws happened (diagnostics and tests). */
  redraws = 0;

  constructor(track: PreparedTrack, colors: TrackLineColors) {
    super();
    this.track = track;
    this.colors = colors;
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'pb-track-line leaflet-zoom-hide');
    canvas.setAttribute('aria-hidden', 'true');
    map.getPane('overlayPane')?.appendChild(canvas);
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    map.on(this.events);
    this.redraw();
    return this;
  }

  override onRemove(map: L.Map): this {
    map.off(this.events);
    this.canvas?.remove();
    this.canvas = null;
    this.context = null;
    this.drawn = null;
    return this;
  }

  /** Marks the track played up to position `index` (-1: nothing played). */
  setPlayed(index: number): void {
    if (index === this.playedIndex) return;
    if (index < this.playedIndex || !this.context || !this.drawn) {
      this.playedIndex = index;
      this.redraw();
      return;
    }
    const ctx = this.context;
    this.prepareContext(ctx);
    ctx.strokeStyle = this.colors.played;
    ctx.lineWidth = 4;
    this.strokeRange(ctx, Math.max(0, this.playedIndex), index);
    this.playedIndex = index;
  }

  private readonly events: L.LeafletEventHandlerFnMap = {
    viewreset: () => this.redraw(),
    zoomend: () => this.redraw(),
    moveend: () => this.onMoveEnd(),
    resize: () => this.redraw(),
  };

  private onMoveEnd(): void {
    const map = this._map;
    if (!map || !this.drawn) return;
    const min = map.containerPointToLayerPoint([0, 0]);
    if (!this.drawn.contains(L.bounds(min, min.add(map.getSize())))) this.redraw();
  }

  private prepareContext(ctx: CanvasRenderingContext2D): void {
    const ratio = window.devicePixelRatio || 1;
    const min = this.drawn?.min ?? L.point(0, 0);
    ctx.setTransform(ratio, 0, 0, ratio, -min.x * ratio, -min.y * ratio);
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
  }

  /** Draws the route and what was played onto a canvas covering the view and its padding. */
  redraw(): void {
    const map = this._map;
    const canvas = this.canvas;
    if (!map || !canvas) return;
    this.redraws += 1;
    const size = map.getSize();
    const pad = size.multiplyBy(PADDING).round();
    const topLeft = map.containerPointToLayerPoint([-pad.x, -pad.y]).round();
    const extent = size.add(pad.multiplyBy(2));
    this.drawn = L.bounds(topLeft, topLeft.add(extent));
    this.scale = worldScale(map.getZoom());
    this.origin = map.getPixelOrigin();
    const width = extent.x;
    const height = extent.y;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
    L.DomUtil.setPosition(canvas, topLeft);
    const ctx = this.context;
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    this.prepareContext(ctx);
    ctx.strokeStyle = this.colors.route;
    ctx.lineWidth = 4;
    this.strokeRange(ctx, 0, this.track.count - 1);
    if (this.playedIndex > 0) {
      ctx.strokeStyle = this.colors.played;
      this.strokeRange(ctx, 0, this.playedIndex);
    }
  }

  /** Strokes the track from position `from` to `to`, both included, in layer pixels. */
  private strokeRange(ctx: CanvasRenderingContext2D, from: number, to: number): void {
    const { track, scale, origin } = this;
    if (to <= from) return;
    const { x, y, time } = track;
    ctx.beginPath();
    let lastX = (x[from] as number) * scale - origin.x;
    let lastY = (y[from] as number) * scale - origin.y;
    ctx.moveTo(lastX, lastY);
    for (let i = from + 1; i <= to; i++) {
      const px = (x[i] as number) * scale - origin.x;
      const py = (y[i] as number) * scale - origin.y;
      // PLAY-5: a blind stretch is a break in the line, not a straight jump across the map.
      if ((time[i] as number) - (time[i - 1] as number) > MAX_GLIDE_GAP_S) {
        ctx.moveTo(px, py);
      } else if (
        i === to ||
        Math.abs(px - lastX) >= MIN_STEP_PX ||
        Math.abs(py - lastY) >= MIN_STEP_PX
      ) {
        ctx.lineTo(px, py);
      } else {
        continue;
      }
      lastX = px;
      lastY = py;
    }
    ctx.stroke();
  }
}
