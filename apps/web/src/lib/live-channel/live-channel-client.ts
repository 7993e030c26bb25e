import {
  LIVE_ERROR_CODES,
  LIVE_LIMITS,
  encodeLiveMessage,
  parseServerMessage,
  type ClientMessage,
  type LiveErrorMessage,
} from '@armada/contracts/live';
import { LIVE_MESSAGE_CHECKS } from '../contract/live-message-checks.generated.js';
import { clock } from '../clock';
import {
  isTagChannel,
  type LiveChannel,
  type LiveChannelKind,
  type LiveHandler,
  type LiveMessageOf,
} from './channels';

/**
 * idle: not started, or closed (sign-out, or the session is gone);
 * connecting: the first connection since `connect()` is being made;
 * open: the socket is open and the tags are sent;
 * reconnecting: the connection was lost (or never came up); retrying with backoff;
 * offline: the browser reports no network; retrying resumes when it comes back.
 */
export type LiveConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

/** What the UI reads (`useLiveChannelStatus`): a new object on every change, else the same one. */
export interface LiveChannelStatus {
  readonly state: LiveConnectionState;
  /** Attempts that failed since the last connection that stayed up. */
  readonly failedAttempts: number;
  /** When the next attempt starts (clock milliseconds), while a retry is waiting. */
  readonly retryAt: number | null;
}

/** The part of a WebSocket the client uses; the browser's WebSocket and the `ws` package fit. */
export interface LiveSocket {
  readonly readyState: number;
  /** The browser's WebSocket hands binary frames over as ArrayBuffers once this is set. */
  binaryType?: string;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'close',
    listener: (event: { code: number; reason: string }) => void,
  ): void;
}

export type LiveSocketConstructor = new (url: string) => LiveSocket;

/** Something the client noticed and dropped; it never throws for these. */
export type LiveChannelProblem =
  /** A frame that is not a message of the protocol (bad JSON, unknown type, wrong shape). */
  | { kind: 'invalid-message'; error: LiveErrorMessage; sample: string }
  /** The server refused the client's last frame (`{ type: 'error' }`). */
  | { kind: 'server-error'; error: LiveErrorMessage }
  /** A subscriber's handler threw; the other handlers still ran. */
  | { kind: 'handler-error'; type: string; error: unknown }
  /** The token request or the socket failed; a retry follows. */
  | { kind: 'connect-failed'; error: unknown }
  /** More tag channels than the server keeps; only the first `LIVE_LIMITS.maxTags` are sent. */
  | { kind: 'too-many-tags'; count: number };

export interface LiveResumeEvent {
  /** How long the client had no connection (clock milliseconds). */
  downtimeMs: number;
}

export interface LiveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Whether the browser has a network, and a way to hear when that changes. */
export interface LiveNetwork {
  isOnline(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface LiveChannelOptions {
  /** A fresh one-time token (`GET /auth/ws-token`); tokens are single-use, so one per attempt. */
  fetchToken(signal: AbortSignal): Promise<string>;
  /** The socket address for a token, e.g. `wss://host/ws?token=...`. */
  socketUrl(token: string): string;
  /** The WebSocket constructor (the browser's by default). */
  WebSocket?: LiveSocketConstructor;
  /** True when `fetchToken`'s error means the session is gone (401): the client stops. */
  isUnauthorized?(error: unknown): boolean;
  onProblem?(problem: LiveChannelProblem): void;
  /** Called when the session is gone; the client has stopped (state idle). */
  onUnauthorized?(): void;
  timers?: LiveTimers;
  now?(): number;
  /** 0 <= random() < 1, for the backoff jitter. */
  random?(): number;
  /** The browser's network state (`browserNetwork()` in the app); default: always online. */
  network?: LiveNetwork;
  /** First retry delay before jitter; doubles per failed attempt. Default 500 ms. */
  baseDelayMs?: number;
  /** Cap on the retry delay. Default 4 s, so a retry starts within 4 s of the server's return. */
  maxDelayMs?: number;
  /** Token request plus socket open must finish in this time, else the attempt fails. */
  connectTimeoutMs?: number;
  /** A PING goes out after this long without a frame from the server. Default 25 s. */
  heartbeatIntervalMs?: number;
  /** No frame (PONG or other) this long after a PING: the connection is dead. Default 10 s. */
  heartbeatTimeoutMs?: number;
  /** A connection that stayed open this long resets the backoff. Default 10 s. */
  stableAfterMs?: number;
}

/** A binary frame's listener; `only` when no other listener gets the same frame. */
export type BinaryListener = (frame: ArrayBuffer | ArrayBufferView, only: boolean) => void;

export interface LiveChannelClient {
  /** Starts connecting (after sign-in); harmless when already started. */
  connect(): void;
  /** Closes the socket and stops retrying (sign-out); subscriptions stay registered. */
  close(): void;
  /**
   * Calls `handler` with every valid message of `channel` until the returned function is
   * called. Tag channels are sent to the server (now if open, and after every reconnect).
   */
  subscribe<K extends LiveChannelKind>(
    channel: LiveChannel<K>,
    handler: LiveHandler<K>,
  ): () => void;
  /**
   * Called after a reconnect. The protocol has no sequence numbers or replay, so messages sent
   * while the client was away are lost: refetch what they would have changed (unread counts,
   * alert lists) here.
   */
  onResume(listener: (event: LiveResumeEvent) => void): () => void;
  /**
   * Called after every open, the first one and each reconnect, once the tags are sent: where a
   * session-scoped request (`positions_subscribe`) is made again, since a new socket starts with
   * nothing.
   */
  onOpen(listener: () => void): () => void;
  /**
   * Sends a message on the open socket; false when there is none (nothing is queued: send it
   * again from `onOpen`).
   */
  send(message: ClientMessage): boolean;
  /**
   * Calls `listener` with every binary frame (the only binary frames of the protocol are
   * positions for a `format: 'binary'` subscription, contracts live-positions-binary.ts).
   * `only`: no other listener gets this frame, so `listener` may keep it or hand it to a
   * worker (transferred, ADR 0058) without a copy once it has read it.
   */
  onBinary(listener: BinaryListener): () => void;
  getStatus(): LiveChannelStatus;
  /** For useSyncExternalStore: `listener` runs after every status change. */
  subscribeStatus(listener: () => void): () => void;
  /** The tags the server was last sent (for tests and debugging). */
  readonly sentTags: readonly string[];
}

const SOCKET_OPEN = 1;
/** Close code for "the client gave up on this connection" (4000-4999: application-defined). */
const CLIENT_CLOSE_CODE = 4000;
const NORMAL_CLOSE_CODE = 1000;
const SAMPLE_CHARS = 200;

const defaultTimers: LiveTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Outside a browser (Node, the reliability suite): the network is taken to be always there. */
export const alwaysOnline: LiveNetwork = {
  isOnline: () => true,
  subscribe: () => () => undefined,
};

function defaultReport(problem: LiveChannelProblem): void {
  console.warn('[live-channel]', problem.kind, problem);
}

/**
 * Retry delay after `failedAttempts` failures: exponential from `base`, capped at `max`, with
 * "equal jitter" (half fixed, half random) so many tabs do not retry in step.
 */
export function backoffDelay(
  failedAttempts: number,
  random: number,
  base: number,
  max: number,
): number {
  const exponential = Math.min(max, base * 2 ** Math.max(0, failedAttempts - 1));
  return Math.round(exponential / 2 + (exponential / 2) * random);
}

/**
 * The web app's one live-channel client (docs/rules/alert-center.md §7; protocol in
 * contracts/live-channel.ts): token, socket, typed subscriptions, reconnect with backoff,
 * re-sent tags, heartbeat, and a resume signal. See README.md beside this file.
 */
export function createLiveChannelClient(options: LiveChannelOptions): LiveChannelClient {
  const timers = options.timers ?? defaultTimers;
  const now = options.now ?? (() => clock.now());
  const random = options.random ?? Math.random;
  const network = options.network ?? alwaysOnline;
  const report = options.onProblem ?? defaultReport;
  const isUnauthorized = options.isUnauthorized ?? (() => false);
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 4000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 4000;
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? 25_000;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 10_000;
  const stableAfterMs = options.stableAfterMs ?? 10_000;
  const SocketClass =
    options.WebSocket ?? (globalThis as { WebSocket?: LiveSocketConstructor }).WebSocket;

  type Entry = { handler: (message: unknown) => void };
  const subscribers = new Map<string, { channel: LiveChannel; entries: Set<Entry> }>();
  const resumeListeners = new Set<(event: LiveResumeEvent) => void>();
  const openListeners = new Set<() => void>();
  const binaryListeners = new Set<BinaryListener>();
  const statusListeners = new Set<() => void>();

  let status: LiveChannelStatus = { state: 'idle', failedAttempts: 0, retryAt: null };
  let started = false;
  /** Bumped whenever an attempt is abandoned, so late callbacks of old attempts do nothing. */
  let generation = 0;
  let socket: LiveSocket | null = null;
  let abort: AbortController | null = null;
  let retryTimer: unknown = null;
  let connectTimer: unknown = null;
  let heartbeatTimer: unknown = null;
  let heartbeatDeadline: unknown = null;
  let openedAt: number | null = null;
  /** When the last connection was lost; null before the first open and while open. */
  let lostAt: number | null = null;
  let hasOpened = false;
  let sentTags: string[] = [];
  let tagSyncQueued = false;
  let unsubscribeNetwork: (() => void) | null = null;

  function setStatus(next: Partial<LiveChannelStatus>): void {
    const merged = { ...status, ...next };
    if (
      merged.state === status.state &&
      merged.failedAttempts === status.failedAttempts &&
      merged.retryAt === status.retryAt
    ) {
      return;
    }
    status = merged;
    for (const listener of [...statusListeners]) listener();
  }

  function clear(handle: unknown): null {
    if (handle !== null) timers.clearTimeout(handle);
    return null;
  }

  function currentTags(): string[] {
    const tags = [...subscribers.values()]
      .filter(({ channel }) => isTagChannel(channel))
      .map(({ channel }) => channel.type)
      .sort();
    if (tags.length > LIVE_LIMITS.maxTags) {
      report({ kind: 'too-many-tags', count: tags.length });
      return tags.slice(0, LIVE_LIMITS.maxTags);
    }
    return tags;
  }

  function send(message: ClientMessage): boolean {
    if (socket?.readyState !== SOCKET_OPEN) return false;
    try {
      socket.send(encodeLiveMessage(message));
      return true;
    } catch (error) {
      report({ kind: 'connect-failed', error });
      return false;
    }
  }

  function syncTags(force: boolean): void {
    const tags = currentTags();
    if (!force && tags.length === sentTags.length && tags.every((t, i) => t === sentTags[i])) {
      return;
    }
    if (socket?.readyState !== SOCKET_OPEN || status.state !== 'open') return;
    send({ type: 'update_tags', payload: { tags } });
    sentTags = tags;
  }

  /** Several subscribe/unsubscribe calls in one task send one update_tags. */
  function queueTagSync(): void {
    if (tagSyncQueued) return;
    tagSyncQueued = true;
    queueMicrotask(() => {
      tagSyncQueued = false;
      syncTags(false);
    });
  }

  function stopHeartbeat(): void {
    heartbeatTimer = clear(heartbeatTimer);
    heartbeatDeadline = clear(heartbeatDeadline);
  }

  /** Any frame from the server shows the connection is alive; the next PING waits again. */
  function scheduleHeartbeat(): void {
    stopHeartbeat();
    const current = generation;
    heartbeatTimer = timers.setTimeout(() => {
      heartbeatTimer = null;
      if (current !== generation) return;
      send({ type: 'PING' });
      heartbeatDeadline = timers.setTimeout(() => {
        heartbeatDeadline = null;
        if (current !== generation) return;
        connectionLost(new Error('No answer to PING'));
      }, heartbeatTimeoutMs);
    }, heartbeatIntervalMs);
  }

  /** Drops the socket and timers of the current attempt without changing the status. */
  function teardown(code: number, reason: string): void {
    generation++;
    abort?.abort();
    abort = null;
    connectTimer = clear(connectTimer);
    stopHeartbeat();
    const old = socket;
    socket = null;
    if (old && (old.readyState === 0 || old.readyState === SOCKET_OPEN)) {
      try {
        old.close(code, reason);
      } catch {
        // Closing a socket that is already going is not a problem.
      }
    }
  }

  function scheduleRetry(): void {
    retryTimer = clear(retryTimer);
    if (!started) return;
    if (!network.isOnline()) {
      setStatus({ state: 'offline', retryAt: null });
      return;
    }
    const failedAttempts = status.failedAttempts + 1;
    const delay = backoffDelay(failedAttempts, random(), baseDelayMs, maxDelayMs);
    setStatus({ state: 'reconnecting', failedAttempts, retryAt: now() + delay });
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      void attempt();
    }, delay);
  }

  /** The current connection or attempt failed: clean up and retry later. */
  function connectionLost(error: unknown): void {
    if (!started) return;
    const wasOpen = status.state === 'open';
    const stayedUp = wasOpen && openedAt !== null && now() - openedAt >= stableAfterMs;
    teardown(CLIENT_CLOSE_CODE, 'reconnecting');
    if (wasOpen) {
      lostAt = now();
      openedAt = null;
      if (stayedUp) setStatus({ failedAttempts: 0 });
    } else if (error !== undefined) {
      report({ kind: 'connect-failed', error });
    }
    scheduleRetry();
  }

  function onOpen(attemptGeneration: number): void {
    if (attemptGeneration !== generation) return;
    connectTimer = clear(connectTimer);
    openedAt = now();
    const resumed = hasOpened;
    const downtimeMs = lostAt === null ? 0 : openedAt - lostAt;
    hasOpened = true;
    lostAt = null;
    setStatus({ state: 'open', retryAt: null });
    // docs/rules/alert-center.md §7: on open the client sends update_tags (also when it has none).
    sentTags = [];
    syncTags(true);
    scheduleHeartbeat();
    for (const listener of [...openListeners]) {
      if (attemptGeneration !== generation) return;
      try {
        listener();
      } catch (error) {
        report({ kind: 'handler-error', type: 'open', error });
      }
    }
    if (resumed) {
      for (const listener of [...resumeListeners]) {
        try {
          listener({ downtimeMs });
        } catch (error) {
          report({ kind: 'handler-error', type: 'resume', error });
        }
      }
    }
  }

  function onMessage(attemptGeneration: number, data: unknown): void {
    if (attemptGeneration !== generation) return;
    scheduleHeartbeat();
    if ((data instanceof ArrayBuffer || ArrayBuffer.isView(data)) && binaryListeners.size > 0) {
      const listeners = [...binaryListeners];
      for (const listener of listeners) {
        try {
          listener(data, listeners.length === 1);
        } catch (error) {
          report({ kind: 'handler-error', type: 'binary', error });
        }
      }
      return;
    }
    if (typeof data !== 'string') {
      report({
        kind: 'invalid-message',
        error: {
          type: 'error',
          code: LIVE_ERROR_CODES.invalidMessage,
          message: 'Binary frames are not part of the protocol',
        },
        sample: '',
      });
      return;
    }
    const parsed = parseServerMessage(data, LIVE_MESSAGE_CHECKS);
    if (!parsed.ok) {
      report({ kind: 'invalid-message', error: parsed.error, sample: data.slice(0, SAMPLE_CHARS) });
      return;
    }
    const { kind, message } = parsed.value;
    if (kind === 'PONG') return;
    if (kind === 'error') {
      report({ kind: 'server-error', error: message });
      return;
    }
    const subscription = subscribers.get(message.type);
    if (!subscription) return;
    for (const entry of [...subscription.entries]) {
      try {
        entry.handler(message);
      } catch (error) {
        report({ kind: 'handler-error', type: message.type, error });
      }
    }
  }

  async function attempt(): Promise<void> {
    retryTimer = clear(retryTimer);
    if (!started) return;
    teardown(CLIENT_CLOSE_CODE, 'new attempt');
    const attemptGeneration = generation;
    if (status.state !== 'connecting') setStatus({ state: 'reconnecting', retryAt: null });
    const controller = new AbortController();
    abort = controller;
    connectTimer = timers.setTimeout(() => {
      connectTimer = null;
      if (attemptGeneration !== generation) return;
      connectionLost(new Error(`No connection within ${connectTimeoutMs} ms`));
    }, connectTimeoutMs);

    let token: string;
    try {
      token = await options.fetchToken(controller.signal);
    } catch (error) {
      if (attemptGeneration !== generation) return;
      if (isUnauthorized(error)) {
        stop();
        options.onUnauthorized?.();
        return;
      }
      connectionLost(error);
      return;
    }
    if (attemptGeneration !== generation) return;
    if (!SocketClass) {
      connectionLost(new Error('No WebSocket implementation'));
      return;
    }
    let next: LiveSocket;
    try {
      next = new SocketClass(options.socketUrl(token));
    } catch (error) {
      connectionLost(error);
      return;
    }
    socket = next;
    if ('binaryType' in next) next.binaryType = 'arraybuffer';
    next.addEventListener('open', () => onOpen(attemptGeneration));
    next.addEventListener('message', (event) => onMessage(attemptGeneration, event.data));
    next.addEventListener('close', (event) => {
      if (attemptGeneration !== generation) return;
      connectionLost(
        status.state === 'open'
          ? undefined
          : new Error(`Socket closed before opening (code ${event.code})`),
      );
    });
    // An error is always followed by close; close decides.
    next.addEventListener('error', () => undefined);
  }

  function onNetworkChange(): void {
    if (!started) return;
    if (network.isOnline()) {
      if (status.state === 'offline' || status.state === 'reconnecting') {
        setStatus({ failedAttempts: 0 });
        void attempt();
      }
    } else if (status.state !== 'open') {
      // An open socket is left alone: it fails by itself (heartbeat) if the network is really gone.
      teardown(CLIENT_CLOSE_CODE, 'offline');
      retryTimer = clear(retryTimer);
      setStatus({ state: 'offline', retryAt: null });
    }
  }

  function stop(): void {
    started = false;
    retryTimer = clear(retryTimer);
    teardown(NORMAL_CLOSE_CODE, 'closed by client');
    unsubscribeNetwork?.();
    unsubscribeNetwork = null;
    openedAt = null;
    lostAt = null;
    hasOpened = false;
    sentTags = [];
    setStatus({ state: 'idle', failedAttempts: 0, retryAt: null });
  }

  return {
    connect() {
      if (started) return;
      started = true;
      unsubscribeNetwork = network.subscribe(onNetworkChange);
      if (!network.isOnline()) {
        setStatus({ state: 'offline', failedAttempts: 0, retryAt: null });
        return;
      }
      setStatus({ state: 'connecting', failedAttempts: 0, retryAt: null });
      void attempt();
    },

    close() {
      if (started) stop();
    },

    subscribe<K extends LiveChannelKind>(channel: LiveChannel<K>, handler: LiveHandler<K>) {
      const entry: Entry = { handler: (message) => handler(message as LiveMessageOf<K>) };
      let subscription = subscribers.get(channel.type);
      if (!subscription) {
        subscription = { channel, entries: new Set() };
        subscribers.set(channel.type, subscription);
        if (isTagChannel(channel)) queueTagSync();
      }
      subscription.entries.add(entry);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = subscribers.get(channel.type);
        if (!current) return;
        current.entries.delete(entry);
        if (current.entries.size === 0) {
          subscribers.delete(channel.type);
          if (isTagChannel(channel)) queueTagSync();
        }
      };
    },

    onResume(listener) {
      resumeListeners.add(listener);
      return () => {
        resumeListeners.delete(listener);
      };
    },

    onOpen(listener) {
      openListeners.add(listener);
      return () => {
        openListeners.delete(listener);
      };
    },

    onBinary(listener) {
      binaryListeners.add(listener);
      return () => {
        binaryListeners.delete(listener);
      };
    },

    send(message) {
      return status.state === 'open' && send(message);
    },

    getStatus: () => status,

    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },

    get sentTags() {
      return sentTags;
    },
  };
}
