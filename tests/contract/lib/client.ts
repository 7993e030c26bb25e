import WebSocket from 'ws';
import { inject } from 'vitest';
import { DEMO_PASSWORD, SESSION_COOKIE_NAME, type DemoAccount } from '@armada/contracts/auth';

/**
 * A small HTTP client for the contract suite: global fetch (Node 20) with a cookie jar, so a
 * test signs in once and every later call carries the session, exactly as a browser would.
 */

export type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless it is already a string (then sent as-is, for malformed-body cases). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send no cookie for this one call. */
  anonymous?: boolean;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the body is empty or not JSON. */
  body: T;
  text: string;
  /** "METHOD path -> status" plus the body, for assertion messages. */
  describe(): string;
}

export function contractBaseUrl(): string {
  const value = process.env.CONTRACT_BASE_URL;
  if (!value) {
    throw new Error(
      'CONTRACT_BASE_URL is not set: point it at a running simulator or gateway, e.g. ' +
        'CONTRACT_BASE_URL=http://127.0.0.1:8080 (npm test starts the servers itself)',
    );
  }
  return value.replace(/\/+$/, '');
}

export function buildQuery(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string = contractBaseUrl()) {}

  /** The Cookie header this client sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get(SESSION_COOKIE_NAME);
  }

  /** A second client holding a copy of this one's cookies (to replay an old session). */
  clone(): ApiClient {
    const copy = new ApiClient(this.baseUrl);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  private storeCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', raw = ''] = attribute.split('=');
        const k = key.trim().toLowerCase();
        if (k === 'max-age') return Number(raw) <= 0;
        if (k === 'expires') return Date.parse(raw) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (!options.anonymous && this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const url = `${this.baseUrl}${path}${buildQuery(options.query)}`;
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    if (!options.anonymous) this.storeCookies(response.headers);
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const shown = `${method} ${path}${buildQuery(options.query)}`;
    return {
      status: response.status,
      headers: response.headers,
      body: parsed as T,
      text,
      describe: () => `${shown} -> ${response.status}\n${text.slice(0, 2000)}`,
    };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }

  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }

  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }

  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }

  async login(username: string, password: string = DEMO_PASSWORD): Promise<ApiResponse> {
    return this.post('/auth/login', { username, password });
  }

  async logout(): Promise<ApiResponse> {
    return this.post('/auth/logout');
  }

  /** POST to GraphQL with this client's session. */
  graphql<T = unknown>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ) {
    return this.post<T>('/graphql', { query, variables: variables ?? {} }, options);
  }

  /** The live channel URL for a token: ws://host/ws?token=... */
  wsUrl(token: string | undefined): string {
    return liveChannelUrl(this.baseUrl, token);
  }
}

/** The live channel URL of a server for a token: ws://host/ws?token=... */
export function liveChannelUrl(baseUrl: string, token: string | undefined): string {
  const origin = baseUrl.replace(/^http/, 'ws');
  return token === undefined ? `${origin}/ws` : `${origin}/ws?token=${encodeURIComponent(token)}`;
}

/** A client already signed in as a demo account; throws with the answer when sign-in fails. */
export async function signedIn(account: DemoAccount = 'admin'): Promise<ApiClient> {
  const client = new ApiClient();
  const response = await client.login(account);
  if (response.status !== 200 || !client.sessionCookie) {
    throw new Error(`sign-in as ${account} failed: ${response.describe()}`);
  }
  return client;
}

/** A client on the admin session signed in once by the global setup (sign-in is rate limited). */
export function adminClient(): ApiClient {
  const client = new ApiClient();
  client.cookies.set(SESSION_COOKIE_NAME, inject('adminSession'));
  return client;
}

/** One open live-channel connection with a queue of received messages. */
export class LiveConnection {
  readonly messages: unknown[] = [];
  private waiters: { match: (m: unknown) => boolean; resolve: (m: unknown) => void }[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      let message: unknown = text;
      try {
        message = JSON.parse(text);
      } catch {
        // plain-text frames stay strings
      }
      this.messages.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
  }

  static open(url: string, timeoutMs = 10_000): Promise<LiveConnection> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      const timer = setTimeout(() => {
        socket.terminate();
        reject(new Error(`no WebSocket open on ${url} within ${timeoutMs} ms`));
      }, timeoutMs);
      const connection = new LiveConnection(socket);
      socket.once('open', () => {
        clearTimeout(timer);
        resolve(connection);
      });
      socket.once('unexpected-response', (_request, response) => {
        clearTimeout(timer);
        reject(new Error(`WebSocket refused with HTTP ${response.statusCode}`));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (already received or coming) that matches, within `timeoutMs`. */
  waitFor(match: (message: unknown) => boolean, timeoutMs = 5_000): Promise<unknown> {
    const seen = this.messages.find(match);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(
            `no matching live message within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`,
          ),
        );
      }, timeoutMs);
      this.waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message);
        },
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.readyState === WebSocket.CLOSED) return resolve();
      this.socket.once('close', () => resolve());
      this.socket.close();
      setTimeout(() => {
        this.socket.terminate();
        resolve();
      }, 2_000).unref();
    });
  }
}

/**
 * Tries to open the live channel and reports how it was refused: an HTTP status before the
 * upgrade, or the close code the server sent right after accepting.
 */
export function probeRefusal(
  url: string,
  timeoutMs = 5_000,
): Promise<{
  refused: boolean;
  status?: number;
  closeCode?: number;
  detail: string;
  /** The body of an HTTP refusal (the JSON error). */
  body?: string;
}> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    const done = (result: {
      refused: boolean;
      status?: number;
      closeCode?: number;
      detail: string;
      body?: string;
    }) => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      socket.terminate();
      resolve(result);
    };
    const timer = setTimeout(
      () => done({ refused: false, detail: `connection stayed open for ${timeoutMs} ms` }),
      timeoutMs,
    );
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        done({
          refused: true,
          status: response.statusCode,
          detail: `HTTP ${response.statusCode} ${body}`,
          body,
        }),
      );
      response.on('error', () =>
        done({ refused: true, status: response.statusCode, detail: 'HTTP error' }),
      );
    });
    socket.once('close', (code, reason) =>
      done({ refused: true, closeCode: code, detail: `closed ${code} ${reason.toString()}` }),
    );
    socket.once('error', (error) => done({ refused: true, detail: `error ${error.message}` }));
  });
}
