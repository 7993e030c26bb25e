import type { IncomingHttpHeaders } from 'node:http';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/**
 * A pooled keep-alive HTTP/1.1 client for the proxy's fast path (issue 29, ADR 0057's addendum):
 * bodiless requests (GET, HEAD) written as one hand-built request head on a pooled socket, and
 * the answer read by a small parser instead of `http.request`, an Agent and an IncomingMessage.
 *
 * What the parser accepts (anything else fails the call, as Node's own parser would):
 * - a status line `HTTP/1.0` or `HTTP/1.1`, a 3-digit status; header lines `name: value`, CRLF
 *   endings, at most {@link MAX_HEAD_BYTES} of head; 1xx answers before the final one skipped
 *   (101 fails: no upgrade was asked for);
 * - the body framed by `transfer-encoding: chunked` (chunk extensions and trailers skipped), by
 *   one `content-length`, or by the end of the connection; none for HEAD, 204 and 304; both
 *   framings at once, a second or malformed `content-length`, another transfer coding last, or
 *   a malformed chunk size fail it (as Node's llhttp refuses them: request smuggling);
 * - the connection goes back to the pool when the answer is complete, it was HTTP/1.1 without
 *   `connection: close`, and nothing followed the answer; it is closed otherwise.
 *
 * A pooled connection found closed by the upstream before any byte of the answer (the upstream's
 * keep-alive timer raced the request) is retried once on a new connection: the methods sent here
 * are safe.
 */

/** Longest status line and headers accepted (Node's default --max-http-header-size). */
export const MAX_HEAD_BYTES = 16 * 1024;
/** At most this many connections per upstream; more requests wait for a free one. */
const MAX_SOCKETS = 256;
/**
 * A pooled connection idle this long is not reused (as the Agent's `timeout` in lean-proxy);
 * one idle for the upstream timeout is closed anyway (the socket's timeout, set once).
 */
const POOLED_IDLE_MS = 30_000;

const CRLFCRLF = Buffer.from('\r\n\r\n');
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
/** A status from 100 to 599, as lean-proxy checks; others fail the call (502). */
const STATUS_LINE = /^HTTP\/1\.([01]) ([1-5]\d\d)(?: |$)/;
const DIGITS = /^\d{1,15}$/;
const INVALID_VALUE = /[^\t\x20-\x7e\x80-\xff]/;

/**
 * Answer headers Node's IncomingMessage keeps the first of when repeated (the others are joined
 * with `, `, `set-cookie` is always a list, `cookie` joined with `; `): the same object shape
 * as the `http.request` path, so the answer headers pass on unchanged.
 */
const FIRST_WINS = new Set([
  'age',
  'authorization',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
]);

/** The status line and headers of the upstream's final answer. */
export interface RawAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** True when no body follows: HEAD, 204, 304, or `content-length: 0`. */
  bodyless: boolean;
  /**
   * Reads the body: `sink.data` for each piece (`last` on the one that completes it, when the
   * framing tells; otherwise `sink.end` follows), `sink.error` when it breaks off or stalls for
   * the timeout. Call once, synchronously from `answer`.
   */
  read(sink: BodySink): void;
  /** Backpressure: stop and restart reading from the upstream. */
  pause(): void;
  resume(): void;
  /** Nobody wants the rest: the connection is closed unless the answer is complete. */
  destroy(): void;
}

export interface BodySink {
  data(chunk: Buffer, last: boolean): void;
  end(): void;
  error(error: Error): void;
}

/** What became of one call, told once: an answer in time, or a failure before it. */
export interface RawEvents {
  answer(answer: RawAnswer): void;
  /** `timedOut` after `timeoutMs` without an answer; otherwise refused, reset or malformed. */
  fail(timedOut: boolean, error?: Error): void;
}

export interface RawUpstream {
  /** Sends `head` (a complete request head, no body) and tells `events` the outcome. */
  request(method: string, head: string, events: RawEvents): void;
  /** Closes every pooled connection; calls after this fail. */
  close(): void;
}

interface Connection {
  socket: Socket;
  /** The call the connection serves, or undefined while pooled. */
  exchange: Exchange | undefined;
  /** Calls it has served: a reused connection may have been closed by the upstream meanwhile. */
  uses: number;
  idleSince: number;
  /** The upstream's `keep-alive: timeout=N` less a second, or POOLED_IDLE_MS. */
  idleLimitMs: number;
}

/** Where the parser is in the answer. */
type State =
  | 'head'
  | 'length'
  | 'chunk-size'
  | 'chunk-extension'
  | 'chunk-size-lf'
  | 'chunk-data'
  | 'chunk-data-cr'
  | 'chunk-data-lf'
  | 'trailer-line-start'
  | 'trailer-line'
  | 'trailer-end-lf'
  | 'until-close'
  | 'done';

class ProtocolError extends Error {
  constructor(message: string) {
    super(`upstream answer malformed: ${message}`);
    this.name = 'ProtocolError';
  }
}

/** The answer's `connection` header asks to close, or the version keeps no connection. */
function closes(version: string, connection: string | string[] | undefined): boolean {
  const text = Array.isArray(connection) ? connection.join(',') : (connection ?? '');
  const tokens = text === '' ? [] : text.toLowerCase().split(',');
  if (tokens.some((token) => token.trim() === 'close')) return true;
  return version === '0' && !tokens.some((token) => token.trim() === 'keep-alive');
}

/** `keep-alive: timeout=N` -> N - 1 s in ms (as Node's Agent), or undefined. */
function keepAliveHintMs(value: string | string[] | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /(?:^|[\s,])timeout=(\d+)/i.exec(value);
  return match ? Number(match[1]) * 1000 - 1000 : undefined;
}

function parseHeaders(lines: readonly string[]): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  const store = headers as Record<string, string | string[] | undefined>;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const colon = line.indexOf(':');
    const first = line.charCodeAt(0);
    // No name, or a folded continuation line (obsolete, RFC 9112 5.2): refused as Node does.
    if (colon <= 0 || first === 32 || first === 9) throw new ProtocolError('header line');
    const name = line.slice(0, colon).toLowerCase();
    if (!TOKEN.test(name)) throw new ProtocolError('header name');
    const value = line.slice(colon + 1).trim();
    // Control characters: llhttp refuses them, and setHeader would throw on them.
    if (INVALID_VALUE.test(value)) throw new ProtocolError('header value');
    const previous = store[name];
    if (name === 'set-cookie') {
      if (Array.isArray(previous)) previous.push(value);
      else store[name] = [value];
    } else if (previous === undefined) {
      store[name] = value;
    } else if (name === 'content-length') {
      throw new ProtocolError('content-length repeated');
    } else if (!FIRST_WINS.has(name)) {
      store[name] = `${String(previous)}${name === 'cookie' ? '; ' : ', '}${value}`;
    }
  }
  return headers;
}

/** One call on one connection: the request written, the answer parsed as it arrives. */
class Exchange {
  state: State = 'head';
  /** Bytes of the head received so far (it may come in several packets). */
  pending: Buffer | undefined;
  /** Bytes left of a content-length body or of the current chunk. */
  remaining = 0;
  chunkSizeDigits = 0;
  received = false;
  answered = false;
  settled = false;
  keepAlive = true;
  sink: BodySink | undefined;
  /** Body bytes that arrived with the head, before `read`. */
  early: Buffer | undefined;
  deadline: NodeJS.Timeout | undefined;
  idleLimitMs = POOLED_IDLE_MS;
  retried = false;

  constructor(
    readonly pool: Pool,
    readonly method: string,
    readonly head: string,
    readonly events: RawEvents,
  ) {}

  conn: Connection | undefined;

  /** @returns false when the call was settled (timed out) while it waited for a connection */
  start(conn: Connection): boolean {
    if (this.settled) return false;
    this.conn = conn;
    conn.exchange = this;
    conn.socket.write(this.head, 'latin1');
    return true;
  }

  /** No answer within the timeout, the upstream went away, or its answer was malformed. */
  failBeforeAnswer(timedOut: boolean, error?: Error): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.deadline);
    this.state = 'done';
    this.pool.discard(this.conn);
    this.events.fail(timedOut, error);
  }

  /** The body broke off (or stalled) after the answer started. */
  breakBody(error: Error): void {
    if (this.state === 'done') return;
    this.state = 'done';
    this.pool.discard(this.conn);
    this.sink?.error(error);
  }

  /** The socket ended or failed. */
  closed(error: Error | undefined): void {
    if (this.state === 'done') return;
    if (!this.answered) {
      // A pooled connection the upstream closed before our request reached it: once more on a
      // new one (a safe method; the upstream answered nothing).
      const conn = this.conn;
      if (!this.received && conn !== undefined && conn.uses > 1 && !this.retried) {
        this.retried = true;
        this.pool.discard(conn);
        this.conn = undefined;
        this.pool.dispatchFresh(this);
        return;
      }
      this.failBeforeAnswer(false, error ?? new Error('upstream closed the connection'));
      return;
    }
    if (this.state === 'until-close' && error === undefined) {
      this.state = 'done';
      this.pool.discard(this.conn);
      this.deliverEnd();
      return;
    }
    this.breakBody(error ?? new Error('upstream closed the connection mid-answer'));
  }

  timedOut(): void {
    if (!this.answered) {
      this.failBeforeAnswer(true);
      return;
    }
    this.breakBody(new Error('upstream body timed out'));
  }

  onData(chunk: Buffer): void {
    this.received = true;
    try {
      this.parse(chunk);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (this.answered) this.breakBody(failure);
      else this.failBeforeAnswer(false, failure);
    }
  }

  private parse(input: Buffer): void {
    const chunk = input;
    if (this.state === 'head') {
      const buffer = this.pending ? Buffer.concat([this.pending, chunk]) : chunk;
      const end = buffer.indexOf(CRLFCRLF, this.pending ? Math.max(0, this.pending.length - 3) : 0);
      if (end === -1) {
        if (buffer.length > MAX_HEAD_BYTES) throw new ProtocolError('head too large');
        this.pending = buffer;
        return;
      }
      if (end > MAX_HEAD_BYTES) throw new ProtocolError('head too large');
      this.pending = undefined;
      const rest = buffer.subarray(end + 4);
      const lines = buffer.toString('latin1', 0, end).split('\r\n');
      const status = STATUS_LINE.exec(lines[0] ?? '');
      if (!status) throw new ProtocolError('status line');
      const statusCode = Number(status[2]);
      if (statusCode < 200) {
        // 100 Continue, 102, 103 Early Hints: the final answer follows. No upgrade was asked.
        if (statusCode === 101) throw new ProtocolError('unexpected 101');
        parseHeaders(lines);
        if (rest.length > 0) this.parse(rest);
        return;
      }
      this.beginAnswer(statusCode, status[1] ?? '1', parseHeaders(lines), rest.length > 0);
      // The consumer may have let go of the answer meanwhile (state Done).
      if (rest.length > 0 && !this.isDone()) this.parseBody(rest);
      return;
    }
    this.parseBody(chunk);
  }

  private beginAnswer(
    statusCode: number,
    version: string,
    headers: IncomingHttpHeaders,
    more: boolean,
  ): void {
    const hint = keepAliveHintMs(headers['keep-alive']);
    if (hint !== undefined) this.idleLimitMs = Math.min(POOLED_IDLE_MS, hint);
    this.keepAlive = !closes(version, headers.connection);
    const bodyless = this.method === 'HEAD' || statusCode === 204 || statusCode === 304;
    const te = headers['transfer-encoding'];
    const length = headers['content-length'];
    if (!bodyless && te !== undefined) {
      if (length !== undefined) throw new ProtocolError('content-length with transfer-encoding');
      const codings = String(te).toLowerCase().split(',');
      if ((codings[codings.length - 1] ?? '').trim() === 'chunked') this.state = 'chunk-size';
      else {
        this.state = 'until-close';
        this.keepAlive = false;
      }
    } else if (!bodyless && length !== undefined) {
      if (!DIGITS.test(length)) throw new ProtocolError('content-length');
      this.remaining = Number(length);
      this.state = this.remaining === 0 ? 'done' : 'length';
    } else if (!bodyless) {
      this.state = 'until-close';
      this.keepAlive = false;
    } else {
      if (length !== undefined && !DIGITS.test(length)) throw new ProtocolError('content-length');
      this.state = 'done';
    }
    // Bytes after a complete answer: no pipelining was asked for, so the connection is spoilt.
    if (this.state === 'done' && more) this.keepAlive = false;

    this.answered = true;
    this.settled = true;
    clearTimeout(this.deadline);
    const done = this.state === 'done';
    if (done) this.release();
    this.events.answer({
      statusCode,
      headers,
      bodyless: done,
      read: (sink) => {
        this.sink = sink;
        const early = this.early;
        if (early !== undefined) {
          this.early = undefined;
          this.parseBody(early);
        }
        if (this.isDone() && !this.endDelivered) this.deliverEnd();
      },
      // After the end the connection may serve another call already: hands off.
      pause: () => {
        if (!this.isDone()) this.conn?.socket.pause();
      },
      resume: () => {
        if (!this.isDone()) this.conn?.socket.resume();
      },
      destroy: () => {
        this.sink = undefined;
        if (!this.isDone()) {
          this.state = 'done';
          this.pool.discard(this.conn);
        }
      },
    });
  }

  endDelivered = false;

  /** Read through a method: callbacks may end the answer while a caller has narrowed `state`. */
  isDone(): boolean {
    return this.state === 'done';
  }

  private deliverEnd(): void {
    if (this.endDelivered) return;
    this.endDelivered = true;
    this.sink?.end();
  }

  private deliver(piece: Buffer, last: boolean): void {
    const sink = this.sink;
    if (sink === undefined) return;
    if (last) this.endDelivered = true;
    sink.data(piece, last);
  }

  /** The answer is complete: the connection back to the pool, or closed. */
  private release(): void {
    const conn = this.conn;
    if (conn === undefined) return;
    if (conn.exchange === this) conn.exchange = undefined;
    if (this.keepAlive) this.pool.park(conn, this.idleLimitMs);
    else this.pool.discard(conn);
  }

  parseBody(input: Buffer): void {
    if (this.sink === undefined && this.state !== 'done') {
      // The answer's body began in the head's packet; `read` delivers it.
      this.early = this.early ? Buffer.concat([this.early, input]) : input;
      return;
    }
    if (this.state === 'length') {
      if (input.length < this.remaining) {
        this.remaining -= input.length;
        this.deliver(input, false);
        return;
      }
      const piece = input.length === this.remaining ? input : input.subarray(0, this.remaining);
      const stray = input.length > this.remaining;
      this.remaining = 0;
      this.state = 'done';
      if (stray) this.keepAlive = false;
      this.release();
      this.deliver(piece, true);
      return;
    }
    if (this.state === 'until-close') {
      this.deliver(input, false);
      return;
    }
    if (this.state === 'done') return;
    this.parseChunked(input);
  }

  private parseChunked(input: Buffer): void {
    let i = 0;
    const n = input.length;
    while (i < n) {
      const byte = input[i] ?? 0;
      switch (this.state) {
        case 'chunk-size': {
          const digit = hexValue(byte);
          if (digit >= 0) {
            if (++this.chunkSizeDigits > 12) throw new ProtocolError('chunk size');
            this.remaining = this.remaining * 16 + digit;
            i++;
          } else if (this.chunkSizeDigits === 0) {
            throw new ProtocolError('chunk size');
          } else if (byte === 13) {
            this.state = 'chunk-size-lf';
            i++;
          } else if (byte === 59 || byte === 32 || byte === 9) {
            this.state = 'chunk-extension';
            i++;
          } else throw new ProtocolError('chunk size');
          break;
        }
        case 'chunk-extension':
          if (byte === 13) this.state = 'chunk-size-lf';
          else if (byte === 10) throw new ProtocolError('chunk extension');
          i++;
          break;
        case 'chunk-size-lf':
          if (byte !== 10) throw new ProtocolError('chunk size line');
          i++;
          this.chunkSizeDigits = 0;
          this.state = this.remaining === 0 ? 'trailer-line-start' : 'chunk-data';
          break;
        case 'chunk-data': {
          const take = Math.min(this.remaining, n - i);
          const piece = input.subarray(i, i + take);
          this.remaining -= take;
          i += take;
          if (this.remaining === 0) this.state = 'chunk-data-cr';
          this.deliver(piece, false);
          if (this.isDone()) return;
          break;
        }
        case 'chunk-data-cr':
          if (byte !== 13) throw new ProtocolError('chunk end');
          this.state = 'chunk-data-lf';
          i++;
          break;
        case 'chunk-data-lf':
          if (byte !== 10) throw new ProtocolError('chunk end');
          this.state = 'chunk-size';
          i++;
          break;
        case 'trailer-line-start':
          if (byte === 13) this.state = 'trailer-end-lf';
          else if (byte === 10) throw new ProtocolError('trailer');
          else this.state = 'trailer-line';
          i++;
          break;
        case 'trailer-line':
          if (byte === 10) this.state = 'trailer-line-start';
          i++;
          break;
        case 'trailer-end-lf': {
          if (byte !== 10) throw new ProtocolError('trailer end');
          i++;
          this.state = 'done';
          if (i < n) this.keepAlive = false;
          this.release();
          this.deliverEnd();
          return;
        }
        default:
          return;
      }
    }
  }
}

function hexValue(byte: number): number {
  if (byte >= 48 && byte <= 57) return byte - 48;
  const lower = byte | 32;
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
}

/** The connections to one upstream. */
class Pool {
  private readonly free: Connection[] = [];
  private readonly waiting: Exchange[] = [];
  private open = 0;
  private closedForGood = false;

  constructor(
    private readonly origin: URL,
    readonly timeoutMs: number,
  ) {}

  dispatch(exchange: Exchange): void {
    if (exchange.settled) return;
    if (this.closedForGood) {
      exchange.failBeforeAnswer(false, new Error('upstream client closed'));
      return;
    }
    const now = performance.now();
    for (let conn = this.free.pop(); conn !== undefined; conn = this.free.pop()) {
      if (now - conn.idleSince < conn.idleLimitMs && !conn.socket.destroyed) {
        conn.uses++;
        exchange.start(conn);
        return;
      }
      this.discard(conn);
    }
    if (this.open >= MAX_SOCKETS) {
      this.waiting.push(exchange);
      return;
    }
    this.dispatchFresh(exchange);
  }

  /** On a new connection, whatever the pool holds (the retry of a stale pooled one). */
  dispatchFresh(exchange: Exchange): void {
    const conn = this.connect();
    conn.uses = 1;
    exchange.start(conn);
  }

  private connect(): Connection {
    const https = this.origin.protocol === 'https:';
    const host = this.origin.hostname.replace(/^\[|\]$/g, '');
    const port = Number(this.origin.port || (https ? 443 : 80));
    const socket = https
      ? tlsConnect({
          host,
          port,
          servername: /^[\d.]+$|:/.test(host) ? undefined : host,
          ALPNProtocols: ['http/1.1'],
        })
      : netConnect({ host, port, noDelay: true });
    if (https) socket.setNoDelay(true);
    // Set once: Node re-arms it on every read and write. In a call it is the body's stall
    // timeout; on a pooled connection it closes one idle that long (re-arming it per call
    // would allocate a timer each time).
    socket.setTimeout(this.timeoutMs);
    const conn: Connection = {
      socket,
      exchange: undefined,
      uses: 0,
      idleSince: 0,
      idleLimitMs: POOLED_IDLE_MS,
    };
    this.open++;
    socket.on('data', (chunk: Buffer) => {
      const exchange = conn.exchange;
      // Bytes on an idle connection: nothing was asked, so the connection is spoilt.
      if (exchange === undefined) this.discard(conn);
      else exchange.onData(chunk);
    });
    socket.on('timeout', () => {
      const exchange = conn.exchange;
      if (exchange === undefined) this.discard(conn);
      else exchange.timedOut();
    });
    socket.on('error', (error: Error) => {
      conn.exchange?.closed(error);
    });
    socket.on('close', () => {
      this.forget(conn);
      conn.exchange?.closed(undefined);
    });
    return conn;
  }

  /** A connection free for the next call, kept at most `idleLimitMs` (LIFO). */
  park(conn: Connection, idleLimitMs: number): void {
    if (conn.socket.destroyed) return;
    for (let next = this.waiting.shift(); next !== undefined; next = this.waiting.shift()) {
      conn.uses++;
      if (next.start(conn)) return;
    }
    conn.idleSince = performance.now();
    conn.idleLimitMs = idleLimitMs;
    this.free.push(conn);
  }

  /** Closes a connection (no-op when gone already). */
  discard(conn: Connection | undefined): void {
    if (conn === undefined) return;
    conn.exchange = undefined;
    if (!conn.socket.destroyed) conn.socket.destroy();
    this.forget(conn);
  }

  private forgotten = new WeakSet<Connection>();

  private forget(conn: Connection): void {
    if (this.forgotten.has(conn)) return;
    this.forgotten.add(conn);
    this.open--;
    const at = this.free.indexOf(conn);
    if (at !== -1) this.free.splice(at, 1);
    const next = this.waiting.shift();
    if (next !== undefined) this.dispatch(next);
  }

  close(): void {
    this.closedForGood = true;
    for (const conn of [...this.free]) this.discard(conn);
    for (const exchange of this.waiting.splice(0))
      exchange.failBeforeAnswer(false, new Error('upstream client closed'));
  }
}

/** The raw client of one upstream origin (`http:` or `https:`). */
export function rawUpstream(origin: URL, timeoutMs: number): RawUpstream {
  const pool = new Pool(origin, timeoutMs);
  return {
    request(method, head, events) {
      const exchange = new Exchange(pool, method, head, events);
      // The gateway's own timer for the answer's status line and headers, as lean-proxy's.
      exchange.deadline = setTimeout(() => exchange.failBeforeAnswer(true), timeoutMs);
      pool.dispatch(exchange);
    },
    close: () => pool.close(),
  };
}
