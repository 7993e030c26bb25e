import {
  createLiveChannelClient,
  type LiveChannelClient,
  type LiveChannelOptions,
  type LiveNetwork,
  type LiveSocket,
  type LiveSocketConstructor,
  type LiveTimers,
} from '../live-channel-client';

type Listener = (event: never) => void;

/**
 * A WebSocket stand-in the tests drive from the server side: `open()`, `receive()`,
 * `dropConnection()`. Every socket the client makes is kept in `server.sockets`.
 */
export class FakeSocket implements LiveSocket {
  readyState = 0;
  readonly sent: string[] = [];
  readonly closedWith: { code?: number; reason?: string }[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closedWith.push({ code, reason });
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('close', { code: code ?? 1005, reason: reason ?? '' });
  }

  /** Frames the client sent, parsed. */
  sentMessages(): unknown[] {
    return this.sent.map((text) => JSON.parse(text) as unknown);
  }

  open(): void {
    this.readyState = 1;
    this.emit('open', {});
  }

  receive(frame: unknown): void {
    this.emit('message', { data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  receiveRaw(data: unknown): void {
    this.emit('message', { data });
  }

  /** The server goes away: error, then close 1006, as a browser reports it. */
  dropConnection(code = 1006): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.emit('error', {});
    this.emit('close', { code, reason: '' });
  }

  private emit(type: string, event: unknown): void {
    for (const listener of this.listeners.get(type) ?? [])
      (listener as (e: unknown) => void)(event);
  }
}

/** The server side of the tests: tokens, sockets, and whether it is up. */
export class FakeLiveServer {
  readonly sockets: FakeSocket[] = [];
  readonly issuedTokens: string[] = [];
  /** Every token request, answered or not. */
  tokenRequests = 0;
  /** When false, token requests fail like a refused connection and sockets never open. */
  up = true;
  /** When true, token requests answer 401 (the session is gone). */
  signedOut = false;
  /** Open new sockets by themselves (a microtask after creation) while the server is up. */
  autoOpen = true;
  private nextToken = 1;

  readonly WebSocket: LiveSocketConstructor;

  constructor() {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the class below needs the server
    const server = this;
    this.WebSocket = class extends FakeSocket {
      constructor(url: string) {
        super(url);
        server.sockets.push(this);
        queueMicrotask(() => {
          if (this.readyState !== 0) return;
          if (!server.up) this.dropConnection();
          else if (server.autoOpen) this.open();
        });
      }
    };
  }

  fetchToken = (signal: AbortSignal): Promise<string> => {
    this.tokenRequests++;
    if (signal.aborted) return Promise.reject(new Error('aborted'));
    if (this.signedOut) return Promise.reject(new UnauthorizedError());
    if (!this.up) return Promise.reject(new TypeError('fetch failed: connection refused'));
    const token = `token-${String(this.nextToken++).padStart(16, '0')}`;
    this.issuedTokens.push(token);
    return Promise.resolve(token);
  };

  socketUrl = (token: string): string => `ws://armada.test/ws?token=${token}`;

  get last(): FakeSocket {
    const socket = this.sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  /** Tokens in the URLs of the sockets, in order. */
  socketTokens(): string[] {
    return this.sockets.map((socket) => new URL(socket.url).searchParams.get('token') ?? '');
  }
}

export class UnauthorizedError extends Error {
  readonly statusCode = 401;
}

export const isUnauthorizedError = (error: unknown): boolean => error instanceof UnauthorizedError;

/** The global (faked) timers, read at call time so vi.useFakeTimers applies. */
export const globalTimers: LiveTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class FakeNetwork implements LiveNetwork {
  online = true;
  private readonly listeners = new Set<() => void>();

  isOnline = () => this.online;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  set(online: boolean): void {
    this.online = online;
    for (const listener of [...this.listeners]) listener();
  }

  get listenerCount(): number {
    return this.listeners.size;
  }
}

/**
 * A live-channel client on `server` with the tests' defaults: the faked global timers and clock,
 * no jitter (random 0.5), an online {@link FakeNetwork} and problems ignored; `overrides` for
 * the rest.
 */
export function fakeServerClient(
  server: FakeLiveServer,
  overrides: Partial<LiveChannelOptions> = {},
): LiveChannelClient {
  return createLiveChannelClient({
    fetchToken: server.fetchToken,
    socketUrl: server.socketUrl,
    WebSocket: server.WebSocket,
    timers: globalTimers,
    now: () => Date.now(),
    random: () => 0.5,
    network: new FakeNetwork(),
    onProblem: () => undefined,
    ...overrides,
  });
}
