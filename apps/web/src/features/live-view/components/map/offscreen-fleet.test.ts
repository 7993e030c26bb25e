import { describe, expect, it, vi } from 'vitest';
import { encodePositionsBinary, type LivePosition } from '@armada/contracts/live';
import { projectX, projectY } from '../../utils/mercator';
import type { FleetView } from '../../utils/fleet-view';
import { TEST_FLEET_COLORS } from '@/testing/fleet-worker';
import { OffscreenFleet } from './offscreen-fleet';
import type { FleetWorkerMessage } from './offscreen-protocol';

const COLORS = TEST_FLEET_COLORS;

/** A 2D context that records the calls the painter makes (node has no canvas). */
function recordingContext() {
  const calls: { name: string; args: unknown[] }[] = [];
  const target: Record<string, unknown> = {};
  const context = new Proxy(target, {
    get(object, name: string) {
      if (name in object) return object[name];
      if (name === 'measureText') return () => ({ width: 40 });
      return (...args: unknown[]) => calls.push({ name, args });
    },
    set(object, name: string, value: unknown) {
      object[name] = value;
      return true;
    },
  });
  const count = (name: string) => calls.filter((call) => call.name === name).length;
  return { context, calls, count, clear: () => (calls.length = 0) };
}

function fakeCanvas(context: object | null) {
  return { width: 0, height: 0, getContext: () => context } as unknown as OffscreenCanvas;
}

function fix(id: number, latitude: number, longitude: number, status = 'moving'): LivePosition {
  return {
    id,
    latitude,
    longitude,
    heading: 90,
    speedKmh: 30,
    status: status as LivePosition['status'],
    reportedAt: 0,
  };
}

const SCALE = 256 * 2 ** 14;
/** Zoom 14, 1000 x 600, Jakarta (106.8, -6.2) in the middle. */
function viewAt(seq: number, zoom = 14): FleetView {
  const scale = 256 * 2 ** zoom;
  return {
    seq,
    ox: projectX(106.8) * scale - 500,
    oy: projectY(-6.2) * scale - 300,
    zoom,
    width: 1000,
    height: 600,
    ratio: 1,
  };
}

function frameOf(kind: 'snapshot' | 'batch', positions: LivePosition[]): ArrayBuffer {
  return encodePositionsBinary(kind, 1, 1_000, positions).buffer;
}

/** Two vehicles in view (18 pixels apart at zoom 14) and one far away. */
const FLEET = [fix(1, -6.2, 106.8), fix(2, -6.2, 106.8015, 'parked'), fix(3, -7.5, 110.4)];

function started(reducedMotion = true) {
  const posted: FleetWorkerMessage[] = [];
  const fleet = new OffscreenFleet(
    (message) => posted.push(message),
    () => 0,
    () => 1_700_000_000_123.5,
  );
  const ctx = recordingContext();
  fleet.receive(
    { type: 'init', canvas: fakeCanvas(ctx.context), colors: COLORS, reducedMotion },
    0,
  );
  return { fleet, posted, ctx };
}

describe('the offscreen layer’s worker (ADR 0058, LVIEW-1 to LVIEW-3)', () => {
  it('LVIEW-2 says so when the canvas gives no 2D context, so the page falls back', () => {
    const posted: FleetWorkerMessage[] = [];
    const fleet = new OffscreenFleet((message) => posted.push(message));
    fleet.receive(
      { type: 'init', canvas: fakeCanvas(null), colors: COLORS, reducedMotion: false },
      0,
    );
    expect(posted).toEqual([{ type: 'failed', reason: expect.any(String) as string }]);
    expect(fleet.frame(16)).toBe(false);
  });

  it('LVIEW-1 draws the vehicles in view as arrows from zoom 9, and tells the page once', () => {
    const { fleet, posted, ctx } = started();
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', FLEET) }, 0);
    // Nothing before the page says where the map is.
    expect(fleet.frame(16)).toBe(false);
    fleet.receive({ type: 'view', view: viewAt(1), ack: false }, 16);
    expect(fleet.frame(32)).toBe(true);
    // One path per arrow (four corners), the far vehicle left out.
    expect(ctx.count('moveTo')).toBe(2);
    expect(ctx.count('rect')).toBe(0);
    expect(posted.filter((message) => message.type === 'drawn')).toEqual([
      // When it drew, on the epoch clock: the page marks its first vehicles by it.
      { type: 'drawn', viewSeq: 1, vehicles: 2, at: 1_700_000_000_123.5 },
    ]);
    // Reduced motion (LVIEW-5): nothing moves, nothing changed, nothing drawn.
    expect(fleet.frame(48)).toBe(false);
    expect(fleet.log.count).toBe(1);
    expect(fleet.log.batches).toBe(1);
  });

  it('counts for the page the vehicles it holds in the list’s filter, after each frame and filter', () => {
    const { fleet, posted } = started();
    const counts = () =>
      posted.filter((message) => message.type === 'count').map((m) => [m.visibleSeq, m.vehicles]);
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', FLEET) }, 0);
    // In view or not: vehicle 3 is far away and counts.
    expect(counts()).toEqual([[0, 3]]);
    fleet.receive({ type: 'visible', seq: 1, ids: Int32Array.from([2, 3, 99]) }, 0);
    expect(counts().at(-1)).toEqual([1, 2]);
    // Vehicle 99 joins (in the filter), vehicle 3 leaves.
    fleet.receive(
      {
        type: 'positions',
        frame: encodePositionsBinary('batch', 2, 2_000, [fix(99, -6.2, 106.8)], [3]).buffer,
      },
      0,
    );
    expect(counts().at(-1)).toEqual([1, 2]);
    fleet.receive({ type: 'visible', seq: 2, ids: null }, 0);
    expect(counts().at(-1)).toEqual([2, 3]);
  });

  it('draws dots below zoom 9 and keeps the canvas the size of the map in device pixels', () => {
    const { fleet, ctx } = started();
    const canvas = fakeCanvas(ctx.context);
    fleet.receive({ type: 'init', canvas, colors: COLORS, reducedMotion: true }, 0);
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', FLEET) }, 0);
    fleet.receive({ type: 'view', view: { ...viewAt(1, 8), ratio: 2 }, ack: false }, 0);
    fleet.frame(16);
    expect(ctx.count('rect')).toBeGreaterThanOrEqual(2);
    expect(ctx.count('moveTo')).toBe(0);
    expect([canvas.width, canvas.height]).toEqual([2000, 1200]);
  });

  it('LVIEW-3 hits the vehicle nearest the pointer, never one the list filters out', () => {
    const { fleet, posted } = started();
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', FLEET) }, 0);
    fleet.receive({ type: 'view', view: viewAt(1), ack: false }, 0);
    const second = (projectX(106.8015) - projectX(106.8)) * SCALE;
    fleet.receive({ type: 'hit', seq: 1, x: 502, y: 300, purpose: 'hover' }, 0);
    fleet.receive({ type: 'hit', seq: 2, x: 500 + second, y: 303, purpose: 'click' }, 0);
    fleet.receive({ type: 'hit', seq: 3, x: 500, y: 340, purpose: 'click' }, 0);
    fleet.receive({ type: 'visible', seq: 1, ids: Int32Array.from([2, 3]) }, 0);
    fleet.receive({ type: 'hit', seq: 4, x: 500, y: 300, purpose: 'click' }, 0);
    expect(posted.filter((message) => message.type === 'hit')).toEqual([
      { type: 'hit', seq: 1, purpose: 'hover', id: 1 },
      { type: 'hit', seq: 2, purpose: 'click', id: 2 },
      { type: 'hit', seq: 3, purpose: 'click', id: null },
      { type: 'hit', seq: 4, purpose: 'click', id: null },
    ]);
  });

  it('draws only the vehicles the list shows, the open one ringed and the hovered plate', () => {
    const { fleet, ctx } = started();
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', FLEET) }, 0);
    fleet.receive({ type: 'view', view: viewAt(1), ack: false }, 0);
    fleet.receive({ type: 'visible', seq: 1, ids: Int32Array.from([1]) }, 0);
    fleet.receive({ type: 'select', id: 1, follow: false, inset: { right: 0, bottom: 0 } }, 0);
    fleet.receive({ type: 'hover', id: 1, label: 'B 1234 XYZ' }, 0);
    fleet.frame(16);
    // The vehicle's arrow, then the larger one inside the ring.
    expect(ctx.count('moveTo')).toBe(2);
    expect(ctx.count('arc')).toBe(1);
    expect(ctx.calls.find((call) => call.name === 'fillText')?.args[0]).toBe('B 1234 XYZ');
  });

  it('asks the page to pan a followed vehicle into the middle, once per view', () => {
    const { fleet, posted } = started();
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', FLEET) }, 0);
    fleet.receive({ type: 'view', view: viewAt(4), ack: false }, 0);
    fleet.receive({ type: 'select', id: 1, follow: true, inset: { right: 400, bottom: 0 } }, 0);
    fleet.frame(16);
    fleet.frame(32);
    const follows = posted.filter((message) => message.type === 'follow');
    expect(follows).toHaveLength(1);
    expect(follows[0]).toMatchObject({ viewSeq: 4 });
    expect((follows[0] as { dx: number }).dx).toBeCloseTo(200, 6);
    // The page panned: a new view, centred; nothing more to ask.
    const panned = viewAt(5);
    fleet.receive({ type: 'view', view: { ...panned, ox: panned.ox + 200 }, ack: false }, 40);
    fleet.frame(48);
    expect(posted.filter((message) => message.type === 'follow')).toHaveLength(1);
  });

  it('draws nothing during a zoom animation and answers the view the page waits for', () => {
    const { fleet, posted } = started();
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', FLEET) }, 0);
    fleet.receive({ type: 'view', view: viewAt(1), ack: false }, 0);
    fleet.frame(16);
    fleet.receive({ type: 'pause' }, 20);
    fleet.receive({ type: 'hover', id: 2, label: 'B 2' }, 20);
    expect(fleet.frame(32)).toBe(false);
    fleet.receive({ type: 'view', view: viewAt(2, 15), ack: true }, 40);
    expect(fleet.frame(48)).toBe(true);
    expect(posted.at(-1)).toEqual({
      type: 'drawn',
      viewSeq: 2,
      vehicles: 2,
      at: 1_700_000_000_123.5,
    });
  });

  it('glides each vehicle from where it is drawn to its new fix over the tick', () => {
    const { fleet } = started(false);
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', FLEET) }, 0);
    const next = [fix(1, -6.2, 106.8002), ...FLEET.slice(1)];
    fleet.receive({ type: 'positions', frame: frameOf('batch', next) }, 1000);
    const slot = fleet.motion.slotOf.get(1) ?? -1;
    const half = fleet.motion.sample(slot, 1500, { x: 0, y: 0, heading: 0 });
    expect(half.x).toBeCloseTo((projectX(106.8) + projectX(106.8002)) / 2, 12);
    // A snapshot without vehicle 3: it is gone.
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', next.slice(0, 2)) }, 2000);
    expect(fleet.motion.slotOf.has(3)).toBe(false);
  });
});

describe('arrows copied from a sheet drawn once (ArrowSprites)', () => {
  it('LVIEW-1 copies each vehicle’s arrow by status and whole-degree heading, on device pixels', () => {
    const sheets: ReturnType<typeof recordingContext>[] = [];
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        constructor(
          readonly width: number,
          readonly height: number,
        ) {}
        getContext() {
          const sheet = recordingContext();
          sheets.push(sheet);
          return sheet.context;
        }
      },
    );
    const { fleet, ctx } = started();
    fleet.receive({ type: 'positions', frame: frameOf('snapshot', FLEET) }, 0);
    fleet.receive({ type: 'view', view: { ...viewAt(1), ratio: 2 }, ack: false }, 0);
    fleet.frame(16);
    // The sheet: 360 arrows in each of the four colours, drawn once.
    expect(sheets).toHaveLength(1);
    expect(sheets[0]?.count('fill')).toBe(4 * 360);
    // The frame: one copy per vehicle in view, no path of its own.
    const copies = ctx.calls.filter((call) => call.name === 'drawImage');
    expect(copies).toHaveLength(2);
    expect(ctx.count('moveTo')).toBe(0);
    // Vehicle 1 (moving, heading 90) is centred on the view's middle; a cell is 48 device px.
    const [, sx, sy, width, , dx, dy, size] = copies[0]?.args as number[];
    expect([sx, sy, width, size]).toEqual([(90 % 24) * 48, Math.floor(90 / 24) * 48, 48, 24]);
    expect([(dx ?? 0) + 12, (dy ?? 0) + 12]).toEqual([500, 300]);
    // Parked (status 2): the third colour's block of 15 rows.
    expect((copies[1]?.args as number[])[2]).toBe((2 * 15 + Math.floor(90 / 24)) * 48);
    fleet.frame(16);
    expect(sheets).toHaveLength(1);
  });
});
