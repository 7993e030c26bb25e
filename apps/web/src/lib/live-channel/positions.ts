import {
  decodePositionsBinary,
  type PositionsBatchMessage,
  type PositionsSnapshotMessage,
} from '@armada/contracts/live';
import { clock } from '../clock';
import { liveChannels } from './channels';
import type { LiveChannelClient } from './live-channel-client';
import { LivePositionStore } from './position-columns';

/** What one applied snapshot or batch changed in the feed's `store`. */
export interface PositionsUpdate {
  /** A snapshot replaced every vehicle (the first one, or after a reconnect or a resync). */
  kind: 'snapshot' | 'batch';
  seq: number;
  /** The tick's simulated time, epoch ms. */
  t: number;
  /** When the message arrived (client clock, ms). */
  receivedAt: number;
  /** Ids the message set, ascending; read their positions from `store.vehicles`. */
  ids: Int32Array;
  /** Ids that left (`store.vehicles` no longer has them). */
  gone: readonly number[];
  /**
   * Ids whose status changed, that joined or that left in this batch (for a snapshot, empty:
   * anything may have changed). What the list's counts and filter update from (ADR 0058).
   */
  statusChanged: Int32Array;
  /** Vehicles this batch added to the store (0 for a snapshot). */
  joined: number;
  /**
   * The binary frame this update came from (contracts live-positions-binary.ts), checked, as a
   * buffer of the caller's own to keep or transfer (the offscreen layer's worker, ADR 0058).
   * When the feed was the socket message's only reader, the message's own buffer, without a
   * copy, to the first listener that asks; null to any later one (the buffer may be gone to a
   * worker: build the frame from the store). Otherwise a copy each time. Call it during the
   * listener's call only; absent for JSON messages.
   */
  takeFrame?: () => ArrayBuffer | null;
}

export interface PositionsFeed {
  /**
   * The fleet as the feed last applied it; a snapshot replaces it, batches update it. Kept in
   * columns (`LivePositionStore`): `store.vehicles` makes a position object when asked.
   */
  readonly store: LivePositionStore;
  /** False until the first snapshot since the (re)subscription arrived. */
  readonly ready: boolean;
  /** `listener` runs after each applied snapshot or batch. */
  listen(listener: (update: PositionsUpdate) => void): () => void;
  /** Unsubscribes on the server (if open) and stops listening; the store is left as it was. */
  stop(): void;
}

export interface PositionsFeedOptions {
  /** Only these vehicles; all of the company's by default. */
  vehicleIds?: readonly number[];
  now?: () => number;
  /**
   * While waiting for a snapshot after a resync, a batch that arrives this long after the
   * request sends it again (the request or its answer was lost).
   */
  resubscribeAfterMs?: number;
  /** A resync: a seq gap or an unreadable batch. */
  onResync?: (reason: 'gap') => void;
  /**
   * Positions as binary frames (contracts live-positions-binary.ts): 16 bytes a vehicle and
   * nothing to parse, for the live view's 50,000 vehicles (ADR 0058). JSON otherwise.
   */
  binary?: boolean;
}

/** The ids of a checked batch: the first, then differences (contracts live-positions.ts). */
function batchIds(deltas: readonly number[]): Int32Array {
  const ids = new Int32Array(deltas.length);
  let id = 0;
  for (let i = 0; i < deltas.length; i++) {
    id += deltas[i] as number;
    ids[i] = id;
  }
  return ids;
}

/**
 * `takeFrame` of a binary update (see `PositionsUpdate`): the message's own buffer once when
 * the feed is its only reader and the frame is all of it, a copy each time otherwise.
 */
export function frameTaker(
  frame: ArrayBuffer | ArrayBufferView,
  only: boolean,
): () => ArrayBuffer | null {
  let own: ArrayBuffer | null = only && frame instanceof ArrayBuffer ? frame : null;
  if (own !== null) {
    return () => {
      const taken = own;
      own = null;
      return taken;
    };
  }
  const bytes =
    frame instanceof ArrayBuffer
      ? new Uint8Array(frame)
      : new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength);
  return () => bytes.slice().buffer;
}

/**
 * Vehicle positions over the live channel (contracts live-positions.ts): sends
 * `positions_subscribe` on every open (a new socket, after a reconnect too, starts with no
 * subscription), applies `positions_snapshot` and `positions_batch` through `LivePositionStore`,
 * and subscribes again on a seq gap, ignoring batches until the fresh snapshot. A snapshot
 * replaces the whole fleet, so a reconnect neither duplicates nor loses vehicles.
 */
export function subscribePositions(
  client: LiveChannelClient,
  options: PositionsFeedOptions = {},
): PositionsFeed {
  const now = options.now ?? (() => clock.now());
  const resubscribeAfterMs = options.resubscribeAfterMs ?? 5000;
  const store = new LivePositionStore();
  const listeners = new Set<(update: PositionsUpdate) => void>();
  let awaitingSnapshot = true;
  let requestedAt = -Infinity;
  let ready = false;
  let stopped = false;

  function request(): void {
    awaitingSnapshot = true;
    requestedAt = now();
    const payload = {
      ...(options.vehicleIds ? { vehicleIds: [...options.vehicleIds] } : {}),
      ...(options.binary ? { format: 'binary' as const } : {}),
    };
    client.send({ type: 'positions_subscribe', payload });
  }

  /** Applies one snapshot or batch through `applyTo`; false when it asks for a resync. */
  function receive(
    kind: 'snapshot' | 'batch',
    seq: number,
    t: number,
    applyTo: (store: LivePositionStore) => 'applied' | 'resync',
    changes: () => {
      ids: Int32Array;
      gone: readonly number[];
      takeFrame?: () => ArrayBuffer | null;
    },
  ): void {
    if (stopped) return;
    const isSnapshot = kind === 'snapshot';
    if (!isSnapshot && awaitingSnapshot) {
      if (now() - requestedAt >= resubscribeAfterMs) request();
      return;
    }
    if (applyTo(store) === 'resync') {
      options.onResync?.('gap');
      request();
      return;
    }
    if (isSnapshot) {
      awaitingSnapshot = false;
      ready = true;
    }
    const update: PositionsUpdate = {
      kind,
      seq,
      t,
      receivedAt: now(),
      ...store.takeChange(),
      ...changes(),
    };
    for (const listener of [...listeners]) listener(update);
  }

  function apply(message: PositionsSnapshotMessage | PositionsBatchMessage): void {
    receive(
      message.type === 'positions_snapshot' ? 'snapshot' : 'batch',
      message.seq,
      message.payload.t,
      (target) => target.apply(message),
      () => ({ ids: batchIds(message.payload.ids), gone: message.payload.gone ?? [] }),
    );
  }

  /**
   * A binary frame: read into typed arrays, checked, the changed vehicles set in the store.
   * `only`: the socket gave it to this feed alone, so its buffer can be handed on uncopied.
   */
  function applyBinary(frame: ArrayBuffer | ArrayBufferView, only: boolean): void {
    const decoded = decodePositionsBinary(frame);
    if (!decoded.ok) {
      // An unreadable frame is a lost batch: ask for a fresh snapshot.
      if (!stopped && !awaitingSnapshot) {
        options.onResync?.('gap');
        request();
      }
      return;
    }
    const columns = decoded.value;
    receive(
      columns.kind,
      columns.seq,
      columns.t,
      // Written into the store's columns: no position object per vehicle (ADR 0058).
      (target) => target.applyColumns(columns),
      // Copies of the ids: the frame's buffer may go to a worker after the first listener.
      () => ({
        ids: Int32Array.from(columns.ids),
        gone: Array.from(columns.gone),
        takeFrame: frameTaker(frame, only),
      }),
    );
  }

  const unsubscribers = [
    client.subscribe(liveChannels.positionsSnapshot(), apply),
    client.subscribe(liveChannels.positionsBatch(), apply),
    ...(options.binary ? [client.onBinary(applyBinary)] : []),
    client.onOpen(request),
  ];
  if (client.getStatus().state === 'open') request();

  return {
    store,
    get ready() {
      return ready;
    },
    listen(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    stop() {
      if (stopped) return;
      stopped = true;
      for (const unsubscribe of unsubscribers) unsubscribe();
      listeners.clear();
      client.send({ type: 'positions_unsubscribe' });
    },
  };
}
