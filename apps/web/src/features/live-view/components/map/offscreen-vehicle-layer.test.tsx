import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import L from 'leaflet';
import { decodePositionsBinary } from '@armada/contracts/live';
import type { PositionsUpdate } from '@/lib/live-channel';
import { FakeFleetWorker as FakeWorker, TEST_FLEET_COLORS } from '@/testing/fleet-worker';
import { fakePositionsFeed as fakeFeed, testPosition as position } from '@/testing/positions-feed';
import { offscreenAvailable } from './offscreen-protocol';
import { VisibleIds } from '../../utils/visible-ids';
import { OffscreenVehicleLayer, frameOf } from './offscreen-vehicle-layer';

const COLORS = TEST_FLEET_COLORS;

describe('the offscreen layer on the page (ADR 0058)', () => {
  let container: HTMLDivElement;
  let map: L.Map;
  const transfer = vi.fn(() => ({}) as OffscreenCanvas);

  beforeEach(() => {
    Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
      value: transfer,
      configurable: true,
    });
    container = document.createElement('div');
    document.body.appendChild(container);
    map = L.map(container).setView([-6.2, 106.8], 14);
  });

  afterEach(() => {
    map.remove();
    container.remove();
    Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  });

  function added(overrides: { onSelect?: (id: number) => void; onFail?: () => void } = {}) {
    const worker = new FakeWorker();
    const onFollowEnd = vi.fn();
    const layer = new OffscreenVehicleLayer(
      {
        colors: COLORS,
        labelOf: (id) => `B ${id}`,
        onSelect: overrides.onSelect ?? (() => undefined),
        onFollowEnd,
      },
      overrides.onFail ?? (() => undefined),
      () => worker,
    );
    layer.addTo(map);
    return { layer, worker, onFollowEnd };
  }

  it('LVIEW-2 offers the worker only where the browser has OffscreenCanvas and a transfer', () => {
    const Fake = function Fake() {};
    const canvas = { prototype: { transferControlToOffscreen: () => undefined } };
    expect(
      offscreenAvailable({ Worker: Fake, OffscreenCanvas: Fake, HTMLCanvasElement: canvas }),
    ).toBe(true);
    expect(offscreenAvailable({ Worker: Fake, HTMLCanvasElement: canvas })).toBe(false);
    expect(
      offscreenAvailable({
        Worker: Fake,
        OffscreenCanvas: Fake,
        HTMLCanvasElement: { prototype: {} },
      }),
    ).toBe(false);
  });

  it('hands the worker its canvas, the view on every move, and each binary frame', () => {
    const { layer, worker } = added();
    const [init] = worker.posted;
    expect(init?.message.type).toBe('init');
    expect(init?.transfer).toHaveLength(1);
    expect(container.querySelectorAll('canvas.live-map__vehicles')).toHaveLength(1);
    const firstView = worker.of('view').at(-1)?.view;
    expect(firstView?.zoom).toBe(14);

    map.panBy([40, 0], { animate: false });
    const moved = worker.of('view').at(-1)?.view;
    expect(moved?.seq).toBeGreaterThan(firstView?.seq ?? 0);
    expect((moved?.ox ?? 0) - (firstView?.ox ?? 0)).toBeCloseTo(40, 6);

    const { feed, send } = fakeFeed([position(1), position(2)]);
    layer.attach(feed);
    // A feed ready before the layer: its whole store as one snapshot.
    const snapshot = worker.of('positions')[0]?.frame;
    const decoded = snapshot ? decodePositionsBinary(snapshot) : null;
    expect(decoded?.ok && decoded.value.kind).toBe('snapshot');
    expect(decoded?.ok && Array.from(decoded.value.ids)).toEqual([1, 2]);
    const sent = send('batch', [position(2, 'parked')]);
    const forwarded = worker.posted.at(-1);
    expect(forwarded?.message.type).toBe('positions');
    const bytes = forwarded?.message.type === 'positions' ? forwarded.message.frame : null;
    // The feed's own buffer, not a copy, transferred.
    expect(bytes).toBe(sent.buffer);
    expect(forwarded?.transfer).toEqual([bytes]);
    expect(container.getAttribute('data-vehicles')).toBe('2');
  });

  it('builds the frame from the store when another listener took the feed’s buffer', () => {
    const { layer, worker } = added();
    const { feed, send } = fakeFeed([position(1), position(2)]);
    feed.listen((update) => update.takeFrame?.());
    layer.attach(feed);
    const sent = send('batch', [position(2, 'parked')], [1]);
    const frame = worker.of('positions').at(-1)?.frame;
    expect(frame).not.toBe(sent.buffer);
    const decoded = frame ? decodePositionsBinary(frame) : null;
    expect(decoded?.ok && Array.from(decoded.value.ids)).toEqual([2]);
    expect(decoded?.ok && Array.from(decoded.value.gone)).toEqual([1]);
  });

  it('sends the list’s filter only when it changes, and shows the worker’s count of it', () => {
    const { layer, worker } = added();
    layer.attach(fakeFeed([position(1), position(2), position(3)]).feed);
    expect(container.getAttribute('data-vehicles')).toBe('3');
    const visible = VisibleIds.of([1, 3, 99]);
    layer.setVisibleIds(visible);
    // The same ids again (a new answer of the filter with the same list) send nothing.
    layer.setVisibleIds(VisibleIds.of([1, 3, 99]));
    expect(worker.of('visible').map((message) => Array.from(message.ids ?? []))).toEqual([
      [1, 3, 99],
    ]);
    // The worker gets a copy: the list's own column stays readable after the transfer.
    expect(worker.of('visible')[0]?.ids).not.toBe(visible.list);
    expect(Array.from(visible.list)).toEqual([1, 3, 99]);
    // The worker counts what it holds in the filter; a count made before the filter is stale.
    const seq = worker.of('visible')[0]?.seq ?? 0;
    worker.answer({ type: 'count', visibleSeq: seq - 1, vehicles: 3 });
    worker.answer({ type: 'count', visibleSeq: seq, vehicles: 2 });
    expect(container.getAttribute('data-vehicles')).toBe('2');
    worker.answer({ type: 'count', visibleSeq: seq - 1, vehicles: 3 });
    expect(container.getAttribute('data-vehicles')).toBe('2');
    // No filter: the fleet, at once.
    layer.setVisibleIds(null);
    expect(worker.of('visible').at(-1)).toMatchObject({ seq: seq + 1, ids: null });
    expect(container.getAttribute('data-vehicles')).toBe('3');
    worker.answer({ type: 'count', visibleSeq: seq, vehicles: 2 });
    expect(container.getAttribute('data-vehicles')).toBe('3');
  });

  it('keeps the filtered count through batches, after the map wrote the fleet’s own count', () => {
    const { layer, worker } = added();
    const { feed, send } = fakeFeed([position(1), position(2), position(3)]);
    // The live map counts the whole fleet in a listener heard before the layer's.
    feed.listen(() => container.setAttribute('data-vehicles', String(feed.store.vehicles.size)));
    layer.attach(feed);
    layer.setVisibleIds(VisibleIds.of([1, 3, 99]));
    const seq = worker.of('visible')[0]?.seq ?? 0;
    worker.answer({ type: 'count', visibleSeq: seq, vehicles: 2 });
    send('batch', [position(2, 'parked')]);
    expect(container.getAttribute('data-vehicles')).toBe('2');
    // Vehicle 99 gets its first position: the worker, holding it in the filter, counts one more.
    send('batch', [position(99)]);
    expect(container.getAttribute('data-vehicles')).toBe('2');
    worker.answer({ type: 'count', visibleSeq: seq, vehicles: 3 });
    expect(container.getAttribute('data-vehicles')).toBe('3');
  });

  it('LVIEW-3 asks the worker what the pointer hits: a plate on hover, the card on click', () => {
    const onSelect = vi.fn();
    const { worker } = added({ onSelect });
    map.fire('mousemove', { containerPoint: L.point(10, 20) });
    map.fire('mousemove', { containerPoint: L.point(11, 20) });
    // One question at a time: the second point waits for the first answer.
    expect(worker.of('hit')).toHaveLength(1);
    const [asked] = worker.of('hit');
    worker.answer({ type: 'hit', seq: asked?.seq ?? 0, purpose: 'hover', id: 7 });
    expect(container.classList.contains('live-map--pointer')).toBe(true);
    expect(worker.of('hover').at(-1)).toEqual({ type: 'hover', id: 7, label: 'B 7' });
    expect(worker.of('hit').at(-1)).toMatchObject({ x: 11, y: 20, purpose: 'hover' });

    map.fire('click', { containerPoint: L.point(11, 20) });
    const click = worker.of('hit').at(-1);
    expect(click?.purpose).toBe('click');
    worker.answer({ type: 'hit', seq: click?.seq ?? 0, purpose: 'click', id: 7 });
    expect(onSelect).toHaveBeenCalledWith(7);
    map.fire('mouseout');
    expect(container.classList.contains('live-map--pointer')).toBe(false);
    expect(worker.of('hover').at(-1)).toEqual({ type: 'hover', id: null, label: null });
  });

  it('pans for a followed vehicle only in the view the worker measured, until a drag', () => {
    const { layer, worker, onFollowEnd } = added();
    layer.setSelected(5, true);
    expect(worker.of('select').at(-1)).toMatchObject({ id: 5, follow: true });
    const before = map.getCenter();
    const seq = worker.of('view').at(-1)?.view.seq ?? 0;
    worker.answer({ type: 'follow', viewSeq: seq - 1, dx: 100, dy: 0 });
    expect(map.getCenter()).toEqual(before);
    worker.answer({ type: 'follow', viewSeq: seq, dx: 100, dy: 0 });
    expect(map.getCenter().lng).toBeGreaterThan(before.lng);

    map.fire('dragstart');
    expect(onFollowEnd).toHaveBeenCalledTimes(1);
    expect(worker.of('select').at(-1)).toMatchObject({ id: 5, follow: false });
  });

  it('hides the canvas while zooming and shows it once the worker drew the new zoom', () => {
    const { worker } = added();
    const canvas = container.querySelector('canvas') as HTMLCanvasElement;
    map.fire('zoomstart');
    expect(canvas.style.visibility).toBe('hidden');
    expect(worker.posted.at(-1)?.message.type).toBe('pause');
    map.fire('zoomend');
    const view = worker.of('view').at(-1);
    expect(view?.ack).toBe(true);
    worker.answer({ type: 'drawn', viewSeq: (view?.view.seq ?? 0) - 1, vehicles: 3, at: 0 });
    expect(canvas.style.visibility).toBe('hidden');
    worker.answer({ type: 'drawn', viewSeq: view?.view.seq ?? 0, vehicles: 3, at: 0 });
    expect(canvas.style.visibility).toBe('');
  });

  it('marks the first vehicles when the worker drew them, not before the canvas was shown', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const now = vi.spyOn(performance, 'now').mockReturnValue(100);
    const mark = vi.spyOn(performance, 'mark');
    try {
      const { worker } = added();
      // Drawn at page time 50, heard of at 100, before the page's first frame with the canvas:
      // nothing on screen yet, no mark.
      worker.answer({ type: 'drawn', viewSeq: 1, vehicles: 3, at: performance.timeOrigin + 50 });
      expect(mark).not.toHaveBeenCalled();
      now.mockReturnValue(120);
      vi.advanceTimersByTime(40);
      expect(mark).toHaveBeenCalledTimes(1);
      expect(mark).toHaveBeenLastCalledWith('live-view:first-vehicles', { startTime: 120 });

      // The canvas already shown (at 120): the mark is the worker's time, earlier than the
      // moment a busy page heard of it (400), and only the first frame with vehicles counts.
      const second = added();
      vi.advanceTimersByTime(40);
      now.mockReturnValue(400);
      second.worker.answer({ type: 'drawn', viewSeq: 1, vehicles: 0, at: 0 });
      second.worker.answer({
        type: 'drawn',
        viewSeq: 2,
        vehicles: 3,
        at: performance.timeOrigin + 300,
      });
      second.worker.answer({ type: 'drawn', viewSeq: 3, vehicles: 3, at: 0 });
      expect(mark).toHaveBeenCalledTimes(2);
      expect(mark).toHaveBeenLastCalledWith('live-view:first-vehicles', { startTime: 300 });
    } finally {
      mark.mockRestore();
      now.mockRestore();
      vi.useRealTimers();
    }
  });

  it('LVIEW-2 falls back when the worker cannot draw or fails, and ends it when removed', () => {
    const onFail = vi.fn();
    const { layer, worker } = added({ onFail });
    worker.answer({ type: 'failed', reason: 'no 2d context' });
    worker.onerror?.({} as ErrorEvent);
    expect(onFail).toHaveBeenCalledTimes(2);
    layer.remove();
    expect(worker.terminated).toBe(true);
    expect(container.querySelectorAll('canvas.live-map__vehicles')).toHaveLength(0);
  });

  it('encodes a JSON update for the worker from the store', () => {
    const { feed } = fakeFeed([position(4), position(9)]);
    const update: PositionsUpdate = {
      kind: 'batch',
      seq: 3,
      t: 5000,
      receivedAt: 0,
      ids: Int32Array.from([4, 9]),
      gone: [2],
      statusChanged: Int32Array.from([2]),
      joined: 0,
    };
    const decoded = decodePositionsBinary(frameOf(update, feed));
    expect(decoded.ok && Array.from(decoded.value.ids)).toEqual([4, 9]);
    expect(decoded.ok && Array.from(decoded.value.gone)).toEqual([2]);
  });
});
