import {
  VEHICLE_LIVE_STATUSES,
  decodePositionsBinary,
  encodePositionsBinary,
  type LivePosition,
} from '@armada/contracts/live';
import {
  LivePositionStore,
  frameTaker,
  type PositionsFeed,
  type PositionsUpdate,
} from '@/lib/live-channel';
import type { FixSource } from '@/lib/live-channel/position-columns';

/** A vehicle's fix for the live view's tests, north of Jakarta's centre by its id. */
export function testPosition(id: number, status: LivePosition['status'] = 'moving'): LivePosition {
  return {
    id,
    latitude: -6.2 + id / 1000,
    longitude: 106.8,
    heading: 90,
    speedKmh: 30,
    status,
    reportedAt: 0,
  };
}

/**
 * These positions (a list, or a map by id read as it is then) as the map's motion reads fixes
 * (`readFix`), exactly as given.
 */
export function fixesOf(
  positions: Iterable<LivePosition> | ReadonlyMap<number, LivePosition>,
): FixSource {
  const byId =
    positions instanceof Map
      ? (positions as ReadonlyMap<number, LivePosition>)
      : new Map([...(positions as Iterable<LivePosition>)].map((p) => [p.id, p]));
  return {
    readFix(id, out) {
      const position = byId.get(id);
      if (!position) return false;
      out.latitude = position.latitude;
      out.longitude = position.longitude;
      out.heading = position.heading;
      out.status = VEHICLE_LIVE_STATUSES.indexOf(position.status);
      return true;
    },
  };
}

/**
 * A positions feed whose updates the test sends, binary frames as the live channel gives them;
 * `positions` arrive at once as the first snapshot.
 */
export function fakePositionsFeed(positions: LivePosition[]) {
  const store = new LivePositionStore();
  const listeners = new Set<(update: PositionsUpdate) => void>();
  let ready = false;
  const feed: PositionsFeed = {
    store,
    get ready() {
      return ready;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => undefined,
  };
  let seq = 0;
  const send = (kind: 'snapshot' | 'batch', fixes: LivePosition[], gone: number[] = []) => {
    const frame = encodePositionsBinary(kind, seq, 1000 * seq, fixes, gone);
    const decoded = decodePositionsBinary(frame);
    if (decoded.ok) store.applyColumns(decoded.value);
    seq++;
    ready = true;
    const update: PositionsUpdate = {
      kind,
      seq: seq - 1,
      t: 0,
      receivedAt: 0,
      ids: Int32Array.from(fixes.map((fix) => fix.id)),
      gone,
      ...store.takeChange(),
      // As the feed hands over a frame it was the socket's only reader of: once, then null.
      takeFrame: frameTaker(frame.buffer, true),
    };
    for (const listener of listeners) listener(update);
    return frame;
  };
  send('snapshot', positions);
  return { feed, send };
}
