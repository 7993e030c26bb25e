import L from 'leaflet';
import type { PositionsFeed, PositionsUpdate } from '@/lib/live-channel';
import { FleetGlBuffer, GL_FLOATS_PER_VEHICLE } from '../../utils/fleet-gl-buffer';
import { GridIndex } from '../../utils/grid-index';
import {
  FIRST_VEHICLES_MARK,
  isSoftwareRenderer,
  showVehicleCount,
} from '../../utils/fleet-renderer';
import { glideProgress, VehicleMotion, type MotionSample } from '../../utils/vehicle-motion';
import { unprojectX, unprojectY, worldScale } from '../../utils/mercator';
import type { VisibleIds } from '../../utils/visible-ids';
import type { VehicleLayerColors, VehicleLayerOptions } from './vehicle-layer';
import { paintRingedArrow } from './fleet-paint';

/** Below this zoom vehicles are dots (density), from it arrows showing the heading. */
const ARROW_MIN_ZOOM = 9;
/** Pointer distance that still hits a vehicle, CSS pixels. */
const HIT_RADIUS_PX = 10;
/** The arrow's square, CSS pixels (the canvas layer's arrow, -10 to 7 by -7 to 7, and its outline). */
const ARROW_BOX_PX = 24;
const DOT_PX = 5;
const SELECTED_BOX_PX = 48;

const VERTEX_SHADER = `#version 300 es
in vec2 a_from;
in vec2 a_to;
in vec2 a_heading;
in float a_status;
in float a_visible;
uniform vec2 u_shift;
uniform float u_scale;
uniform vec2 u_size;
uniform float u_progress;
uniform float u_pointSize;
flat out float v_status;
flat out vec2 v_turn;
void main() {
  if (a_visible < 0.5) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    gl_PointSize = 0.0;
    return;
  }
  vec2 world = mix(a_from, a_to, u_progress);
  vec2 pixel = (world + u_shift) * u_scale;
  gl_Position = vec4(pixel.x / u_size.x * 2.0 - 1.0, 1.0 - pixel.y / u_size.y * 2.0, 0.0, 1.0);
  gl_PointSize = u_pointSize;
  float heading = radians(a_heading.x + a_heading.y * u_progress);
  v_turn = vec2(cos(heading), sin(heading));
  v_status = a_status;
}`;

const FRAGMENT_SHADER = `#version 300 es
precision mediump float;
flat in float v_status;
flat in vec2 v_turn;
uniform vec3 u_colors[4];
uniform vec3 u_outline;
uniform float u_arrows;
uniform float u_box;
out vec4 color;
float segment(vec2 p, vec2 a, vec2 b) {
  vec2 pa = p - a;
  vec2 ba = b - a;
  return length(pa - ba * clamp(dot(pa, ba) / dot(ba, ba), 0.0, 1.0));
}
float side(vec2 p, vec2 a, vec2 b) {
  return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
}
bool inTriangle(vec2 p, vec2 a, vec2 b, vec2 c) {
  float d1 = side(p, a, b);
  float d2 = side(p, b, c);
  float d3 = side(p, c, a);
  return !((d1 < 0.0 || d2 < 0.0 || d3 < 0.0) && (d1 > 0.0 || d2 > 0.0 || d3 > 0.0));
}
void main() {
  vec3 fill = u_colors[int(v_status + 0.5)];
  if (u_arrows < 0.5) {
    color = vec4(fill, 1.0);
    return;
  }
  vec2 d = (gl_PointCoord - 0.5) * u_box;
  // Into the arrow's own frame: the canvas layer turns (lx, ly) by the heading, clockwise.
  vec2 p = vec2(d.x * v_turn.x + d.y * v_turn.y, -d.x * v_turn.y + d.y * v_turn.x);
  vec2 a = vec2(0.0, -10.0);
  vec2 b = vec2(7.0, 7.0);
  vec2 c = vec2(0.0, 3.0);
  vec2 e = vec2(-7.0, 7.0);
  float edge = min(min(segment(p, a, b), segment(p, b, c)), min(segment(p, c, e), segment(p, e, a)));
  bool inside = inTriangle(p, a, b, c) || inTriangle(p, a, c, e);
  float signedEdge = inside ? -edge : edge;
  float alpha = 1.0 - smoothstep(0.25, 1.25, signedEdge);
  if (alpha <= 0.0) discard;
  vec3 rgb = mix(fill, u_outline, smoothstep(-1.25, -0.25, signedEdge));
  color = vec4(rgb * alpha, alpha);
}`;

/** A CSS colour as 0-1 RGB, read back through a 2D canvas (any syntax the browser knows). */
function rgbOf(css: string, probe: CanvasRenderingContext2D | null): [number, number, number] {
  if (!probe) return [0.5, 0.5, 0.5];
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = '#808080';
  probe.fillStyle = css;
  probe.fillRect(0, 0, 1, 1);
  const [r = 128, g = 128, b = 128] = probe.getImageData(0, 0, 1, 1).data;
  return [r / 255, g / 255, b / 255];
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('no shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    throw new Error(gl.getShaderInfoLog(shader) ?? 'shader did not compile');
  }
  return shader;
}

interface Program {
  program: WebGLProgram;
  buffer: WebGLBuffer;
  vao: WebGLVertexArrayObject;
  uniforms: Record<
    'shift' | 'scale' | 'size' | 'progress' | 'pointSize' | 'colors' | 'outline' | 'arrows' | 'box',
    WebGLUniformLocation | null
  >;
}

function buildProgram(gl: WebGL2RenderingContext): Program {
  const program = gl.createProgram();
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    throw new Error(gl.getProgramInfoLog(program) ?? 'program did not link');
  }
  const buffer = gl.createBuffer();
  const vao = gl.createVertexArray();
  gl.bindVertexArray(vao);
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  const stride = GL_FLOATS_PER_VEHICLE * 4;
  const attribute = (name: string, size: number, offset: number) => {
    const location = gl.getAttribLocation(program, name);
    if (location < 0) return;
    gl.enableVertexAttribArray(location);
    gl.vertexAttribPointer(location, size, gl.FLOAT, false, stride, offset * 4);
  };
  attribute('a_from', 2, 0);
  attribute('a_to', 2, 2);
  attribute('a_heading', 2, 4);
  attribute('a_status', 1, 6);
  attribute('a_visible', 1, 7);
  gl.bindVertexArray(null);
  const uniform = (name: string) => gl.getUniformLocation(program, name);
  return {
    program,
    buffer,
    vao,
    uniforms: {
      shift: uniform('u_shift'),
      scale: uniform('u_scale'),
      size: uniform('u_size'),
      progress: uniform('u_progress'),
      pointSize: uniform('u_pointSize'),
      colors: uniform('u_colors'),
      outline: uniform('u_outline'),
      arrows: uniform('u_arrows'),
      box: uniform('u_box'),
    },
  };
}

/**
 * Whether this browser gives a WebGL2 context on a GPU (the probe's context is released at once).
 * The map draws with the canvas layer where it does not: old browsers, GPU blocklists, and
 * software rasterisers (`failIfMajorPerformanceCaveat`, and by name: `isSoftwareRenderer`), where
 * every frame of a WebGL canvas is read back and composited on the CPU and costs the main thread
 * more than the canvas layer does (ADR 0058's measurements).
 */
export function webGl2Available(): boolean {
  try {
    const gl = document
      .createElement('canvas')
      .getContext('webgl2', { failIfMajorPerformanceCaveat: true });
    if (!gl) return false;
    const software = isSoftwareRenderer(gl);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return !software;
  } catch {
    return false;
  }
}

/**
 * The fleet drawn by the GPU (ADR 0058): one WebGL2 canvas over the map, one point per vehicle
 * whose fragment shader draws the arrow (or the dot, zoomed out). Fixes go into typed arrays
 * once per batch (VehicleMotion, then FleetGlBuffer, one upload); each frame sets a few uniforms
 * (where the map is, the glide's progress) and draws every vehicle in one call: the vertex shader
 * moves each along its glide, so no JavaScript runs per vehicle per frame. The open vehicle is a
 * small canvas of its own moved by a transform, the hovered plate a label element; the pointer
 * finds vehicles through a grid (GridIndex) built only when it is asked.
 */
export class WebGlVehicleLayer extends L.Layer {
  readonly motion = new VehicleMotion();
  readonly renderer = 'webgl';
  private readonly buffer = new FleetGlBuffer();
  private readonly index = new GridIndex(this.motion, (slot) => this.visibleSlots[slot] === 1);
  private readonly sampleOut: MotionSample = { x: 0, y: 0, heading: 0 };
  private readonly settings: VehicleLayerOptions;
  private readonly failed: () => void;
  private canvas: HTMLCanvasElement | null = null;
  private gl: WebGL2RenderingContext | null = null;
  private program: Program | null = null;
  private selectedCanvas: HTMLCanvasElement | null = null;
  private selectedDrawn = '';
  private label: HTMLElement | null = null;
  private colors: { status: number[]; outline: [number, number, number] } | null = null;
  private frame = 0;
  private dirty = true;
  private uploaded = false;
  private zooming = false;
  private dragging = false;
  private visibleIds: VisibleIds | null = null;
  private visibleSlots = new Uint8Array(0);
  private hovered = -1;
  private selectedId: number | null = null;
  private following = false;
  private inset = { right: 0, bottom: 0 };
  private detach: (() => void) | null = null;
  private firstDrawn = false;
  /** How many vehicles the layer draws (for tests and diagnostics). */
  drawnCount = 0;

  /** `onFail`: the GPU context could not be made or was lost; the map swaps layers. */
  constructor(options: VehicleLayerOptions, onFail: () => void) {
    super();
    this.settings = options;
    this.failed = onFail;
  }

  attach(feed: PositionsFeed): () => void {
    this.detach?.();
    const apply = (update: PositionsUpdate) => {
      this.motion.updateFixes(update.ids, feed.store, performance.now(), {
        snap: update.kind === 'snapshot',
        gone: update.gone,
      });
      this.refresh(true);
    };
    if (feed.ready) {
      const ids = Int32Array.from(feed.store.vehicles.keys());
      this.motion.updateFixes(ids, feed.store, performance.now(), {
        snap: true,
      });
      this.refresh(true);
    }
    const stop = feed.listen(apply);
    this.detach = () => {
      stop();
      this.detach = null;
    };
    return this.detach;
  }

  setVisibleIds(ids: VisibleIds | null): void {
    this.visibleIds = ids;
    this.refresh(false);
  }

  setSelected(id: number | null, follow: boolean): void {
    this.selectedId = id;
    this.following = id !== null && follow;
    this.selectedDrawn = '';
    this.dirty = true;
  }

  setFollowInset(right: number, bottom: number): void {
    this.inset = { right, bottom };
  }

  positionOf(id: number): L.LatLng | null {
    const slot = this.motion.slotOf.get(id);
    if (slot === undefined) return null;
    const at = this.motion.sample(slot, performance.now(), this.sampleOut);
    return L.latLng(unprojectY(at.y), unprojectX(at.x));
  }

  override onAdd(map: L.Map): this {
    const canvas = L.DomUtil.create('canvas', 'live-map__vehicles');
    canvas.setAttribute('aria-hidden', 'true');
    const gl = canvas.getContext('webgl2', { antialias: false, depth: false, stencil: false });
    if (!gl) {
      queueMicrotask(this.failed);
      return this;
    }
    try {
      this.program = buildProgram(gl);
    } catch {
      queueMicrotask(this.failed);
      return this;
    }
    canvas.addEventListener('webglcontextlost', () => this.failed());
    map.getContainer().appendChild(canvas);
    this.canvas = canvas;
    this.gl = gl;
    this.selectedCanvas = L.DomUtil.create('canvas', 'live-map__selected', map.getContainer());
    this.selectedCanvas.setAttribute('aria-hidden', 'true');
    this.selectedCanvas.hidden = true;
    this.label = L.DomUtil.create('div', 'live-map__label', map.getContainer());
    this.label.setAttribute('aria-hidden', 'true');
    this.label.hidden = true;
    this.readColors();
    this.resize();
    map.on(this.events);
    this.uploaded = false;
    this.dirty = true;
    this.frame = requestAnimationFrame(this.tick);
    return this;
  }

  override onRemove(map: L.Map): this {
    cancelAnimationFrame(this.frame);
    map.off(this.events);
    this.gl?.getExtension('WEBGL_lose_context')?.loseContext();
    this.canvas?.remove();
    this.selectedCanvas?.remove();
    this.label?.remove();
    this.canvas = null;
    this.selectedCanvas = null;
    this.label = null;
    this.gl = null;
    this.program = null;
    this.detach?.();
    return this;
  }

  private readonly events: L.LeafletEventHandlerFnMap = {
    resize: () => this.resize(),
    move: () => {
      this.dirty = true;
    },
    zoomanim: () => this.onZoomStart(),
    zoomstart: () => this.onZoomStart(),
    zoomend: () => this.onZoomEnd(),
    dragstart: () => this.onDragStart(),
    dragend: () => {
      this.dragging = false;
    },
    mousemove: (event) => this.onPointerMove(event as L.LeafletMouseEvent),
    mouseout: () => this.setHovered(-1),
    click: (event) => this.onClick(event as L.LeafletMouseEvent),
  };

  private readColors(): void {
    const { colors } = this.settings;
    const probe = document.createElement('canvas');
    probe.width = 1;
    probe.height = 1;
    const context = probe.getContext('2d', { willReadFrequently: true });
    this.colors = {
      status: colors.status.flatMap((css) => rgbOf(css, context)),
      outline: rgbOf(colors.outline, context),
    };
  }

  /** After a batch (`moved`) or a filter change: the drawn flags, the buffer, the index. */
  private refresh(moved: boolean): void {
    const { motion } = this;
    if (this.visibleSlots.length < motion.length)
      this.visibleSlots = new Uint8Array(motion.ids.length);
    let drawn = 0;
    const ids = this.visibleIds;
    for (let slot = 0; slot < motion.length; slot++) {
      const shown = motion.alive[slot] && (ids?.has(motion.ids[slot] as number) ?? true) ? 1 : 0;
      this.visibleSlots[slot] = shown;
      drawn += shown;
    }
    if (moved) this.buffer.write(motion, this.visibleSlots);
    else this.buffer.writeVisible(motion, this.visibleSlots);
    this.drawnCount = drawn;
    this.index.invalidate();
    this.uploaded = false;
    this.dirty = true;
    showVehicleCount(this._map?.getContainer(), drawn);
  }

  private resize(): void {
    const { canvas, _map: map } = this;
    if (!canvas || !map) return;
    const size = map.getSize();
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(size.x * ratio);
    canvas.height = Math.round(size.y * ratio);
    canvas.style.width = `${size.x}px`;
    canvas.style.height = `${size.y}px`;
    this.dirty = true;
  }

  private onZoomStart(): void {
    this.zooming = true;
    if (this.canvas) this.canvas.style.visibility = 'hidden';
    if (this.selectedCanvas) this.selectedCanvas.hidden = true;
    if (this.label) this.label.hidden = true;
  }

  private onZoomEnd(): void {
    this.zooming = false;
    if (this.canvas) this.canvas.style.visibility = '';
    this.index.invalidate();
    this.dirty = true;
  }

  private onDragStart(): void {
    this.dragging = true;
    if (this.following) {
      this.following = false;
      this.settings.onFollowEnd?.();
    }
  }

  /** Map pixels (container) of world units: the offset and the scale. */
  private view(map: L.Map): { ox: number; oy: number; scale: number } {
    const scale = worldScale(map.getZoom());
    const origin = map.getPixelOrigin();
    const layerOrigin = map.containerPointToLayerPoint([0, 0]);
    return { ox: origin.x + layerOrigin.x, oy: origin.y + layerOrigin.y, scale };
  }

  private hitAt(point: L.Point): number {
    const { ox, oy, scale } = this.view(this._map);
    return this.index.nearest(
      (point.x + ox) / scale,
      (point.y + oy) / scale,
      HIT_RADIUS_PX / scale,
      performance.now(),
    );
  }

  private onPointerMove(event: L.LeafletMouseEvent): void {
    if (this.zooming || this.dragging) return;
    this.setHovered(this.hitAt(event.containerPoint));
  }

  private setHovered(slot: number): void {
    if (slot === this.hovered) return;
    this.hovered = slot;
    this._map?.getContainer().classList.toggle('live-map--pointer', slot >= 0);
    const label = slot >= 0 ? this.settings.labelOf(this.motion.ids[slot] as number) : undefined;
    if (this.label) {
      this.label.textContent = label ?? '';
      this.label.hidden = !label;
    }
    this.dirty = true;
  }

  private onClick(event: L.LeafletMouseEvent): void {
    const slot = this.hitAt(event.containerPoint);
    if (slot >= 0) this.settings.onSelect(this.motion.ids[slot] as number);
  }

  private readonly tick = () => {
    this.frame = requestAnimationFrame(this.tick);
    const map = this._map;
    if (!map || !this.gl || this.zooming) return;
    const now = performance.now();
    if (this.following && !this.dragging) this.follow(map, now);
    if (!this.dirty && !this.motion.isMoving(now)) return;
    this.dirty = false;
    this.draw(map, this.gl, now);
  };

  private follow(map: L.Map, now: number): void {
    const slot = this.selectedId === null ? undefined : this.motion.slotOf.get(this.selectedId);
    if (slot === undefined) return;
    const at = this.motion.sample(slot, now, this.sampleOut);
    const { ox, oy, scale } = this.view(map);
    const size = map.getSize();
    const dx = at.x * scale - ox - (size.x - this.inset.right) / 2;
    const dy = at.y * scale - oy - (size.y - this.inset.bottom) / 2;
    if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) map.panBy([dx, dy], { animate: false });
  }

  private draw(map: L.Map, gl: WebGL2RenderingContext, now: number): void {
    const { program, canvas, colors, buffer } = this;
    if (!program || !canvas || !colors) return;
    const { ox, oy, scale } = this.view(map);
    const ratio = window.devicePixelRatio || 1;
    const arrows = map.getZoom() >= ARROW_MIN_ZOOM;
    gl.viewport(0, 0, canvas.width, canvas.height);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.useProgram(program.program);
    gl.bindVertexArray(program.vao);
    if (!this.uploaded) {
      gl.bindBuffer(gl.ARRAY_BUFFER, program.buffer);
      gl.bufferData(
        gl.ARRAY_BUFFER,
        buffer.data.subarray(0, buffer.count * GL_FLOATS_PER_VEHICLE),
        gl.DYNAMIC_DRAW,
      );
      this.uploaded = true;
    }
    if (buffer.count > 0) {
      const { uniforms: u } = program;
      const progress = glideProgress(this.motion.glideStart, this.motion.glideMs, now);
      // The relative coordinates' origin, less the view's top left: small, so float32 is exact.
      gl.uniform2f(u.shift, buffer.originX - ox / scale, buffer.originY - oy / scale);
      gl.uniform1f(u.scale, scale * ratio);
      gl.uniform2f(u.size, canvas.width, canvas.height);
      gl.uniform1f(u.progress, progress);
      gl.uniform1f(u.pointSize, (arrows ? ARROW_BOX_PX : DOT_PX) * ratio);
      gl.uniform1f(u.box, ARROW_BOX_PX);
      gl.uniform1f(u.arrows, arrows ? 1 : 0);
      gl.uniform3fv(u.colors, colors.status);
      gl.uniform3fv(u.outline, colors.outline);
      gl.enable(gl.BLEND);
      gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA);
      gl.drawArrays(gl.POINTS, 0, buffer.count);
    }
    gl.bindVertexArray(null);
    if (!this.firstDrawn && this.drawnCount > 0) {
      this.firstDrawn = true;
      performance.mark(FIRST_VEHICLES_MARK);
    }
    this.drawSelected(now, ox, oy, scale);
    this.placeLabel(now, ox, oy, scale);
  }

  /** The open vehicle, ringed, on its own small canvas moved by a transform. */
  private drawSelected(now: number, ox: number, oy: number, scale: number): void {
    const element = this.selectedCanvas;
    if (!element) return;
    const slot = this.selectedId === null ? undefined : this.motion.slotOf.get(this.selectedId);
    if (slot === undefined || !this.visibleSlots[slot]) {
      element.hidden = true;
      return;
    }
    const at = this.motion.sample(slot, now, this.sampleOut);
    const heading = Math.round(at.heading);
    const status = this.motion.status[slot] as number;
    const key = `${heading}:${status}`;
    if (key !== this.selectedDrawn) {
      this.selectedDrawn = key;
      paintSelected(element, this.settings.colors, status, heading);
    }
    const half = SELECTED_BOX_PX / 2;
    element.style.transform = `translate3d(${(at.x * scale - ox - half).toFixed(1)}px, ${(at.y * scale - oy - half).toFixed(1)}px, 0)`;
    element.hidden = false;
  }

  private placeLabel(now: number, ox: number, oy: number, scale: number): void {
    const { label, hovered } = this;
    if (!label || label.hidden) return;
    if (hovered < 0 || !this.motion.alive[hovered] || !this.visibleSlots[hovered]) {
      label.hidden = true;
      return;
    }
    const at = this.motion.sample(hovered, now, this.sampleOut);
    label.style.transform = `translate3d(${(at.x * scale - ox).toFixed(1)}px, ${(at.y * scale - oy - 16).toFixed(1)}px, 0) translate(-50%, -100%)`;
  }
}

/** The ring and the arrow of the open vehicle, as the canvas layer draws them. */
function paintSelected(
  element: HTMLCanvasElement,
  colors: VehicleLayerColors,
  status: number,
  heading: number,
): void {
  const ratio = window.devicePixelRatio || 1;
  element.width = SELECTED_BOX_PX * ratio;
  element.height = SELECTED_BOX_PX * ratio;
  element.style.width = `${SELECTED_BOX_PX}px`;
  element.style.height = `${SELECTED_BOX_PX}px`;
  const ctx = element.getContext('2d');
  if (!ctx) return;
  const c = SELECTED_BOX_PX / 2;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, SELECTED_BOX_PX, SELECTED_BOX_PX);
  paintRingedArrow(ctx, c, c, heading, colors.status[status] ?? colors.outline, colors);
}
