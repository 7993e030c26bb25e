import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { LogFormat, LogLevel } from './config/env';

/** A URL that may hold a token: the replace below only where this matches (most do not). */
const MAY_HOLD_TOKEN = /token=/i;

/** Live-channel tokens travel in the query string (`/ws?token=...`); keep them out of logs. */
export function redactUrl(url: string): string {
  if (!MAY_HOLD_TOKEN.test(url)) return url;
  return url.replace(/([?&](?:token|access_token)=)[^&#]*/gi, '$1[redacted]');
}

const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Pino's own fields, shown in the line itself rather than after it. */
const LINE_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

/**
 * One pino JSON line as a person reads it: `12:03:04 WARN message key=value ...`, the request
 * id and any error stack included. Lines that are not JSON pass through unchanged.
 */
export function prettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time) : new Date();
  const clock = [time.getHours(), time.getMinutes(), time.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  const level = LEVEL_NAMES[Number(entry.level)] ?? String(entry.level);
  const request = typeof entry.reqId === 'string' ? ` [${entry.reqId}]` : '';
  let stack = '';
  const extras: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (LINE_FIELDS.has(key)) continue;
    if (key === 'err' && value && typeof value === 'object' && 'stack' in value) {
      stack = `\n${String((value as { stack: unknown }).stack)}`;
      continue;
    }
    extras.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  const tail = extras.length > 0 ? ` ${extras.join(' ')}` : '';
  return `${clock} ${level.padEnd(5)}${request} ${String(entry.msg ?? '')}${tail}${stack}\n`;
}

/**
 * Lines are gathered up to this many bytes before one write to stdout, and written at the
 * latest after `LOG_FLUSH_MS`: one write(2) per access line was, after the request itself,
 * the largest part of the gateway's CPU per proxied call (issue 12, `pnpm bench:gateway`).
 * 4 kB (about 13 access lines a write) still left the stdout writes at half of the access
 * line's cost on the fast path (issue 29, ADR 0057's addendum); 16 kB makes them a quarter of
 * that. sonic-boom wants `maxWrite` above `minLength`.
 */
const LOG_BATCH_BYTES = 16 * 1024;
const LOG_MAX_WRITE_BYTES = 64 * 1024;
const LOG_FLUSH_MS = 250;

/** Where the logger's lines go: pino calls `write` with one line (JSON and a newline) each. */
export interface LineDestination {
  write(line: string): void;
  /** Writes what is pending, then calls back (pino's `logger.flush`). */
  flush?(callback: (error?: Error) => void): void;
  /**
   * Writes what is pending, stops the periodic flush and closes the file (not stdout or stderr),
   * then calls back: for a destination on a file of its own, whose timer must not write to a
   * closed file.
   */
  end?(callback: () => void): void;
}

/**
 * stdout, asynchronous and batched; pino's exit handler (registered on the sonic-boom stream)
 * writes what is pending when the process exits.
 *
 * Each line is handed over as bytes (sonic-boom's `buffer` mode), not as a string: with
 * strings, sonic-boom appends each line to the pending batch and measures the whole batch's
 * UTF-8 length again (`Buffer.byteLength`, which first copies the appended string flat), so a
 * 16 kB batch cost about 8 kB of copying per line: 12 us of a 13 us access line in a tight
 * loop, and a quarter of the gateway's CPU per call (issue 29, ADR 0057's third step). In
 * `buffer` mode it keeps the lines in a list with their lengths and joins them once per write.
 */
export function stdoutDestination(fd = 1): LineDestination {
  const out = pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    maxWrite: LOG_MAX_WRITE_BYTES,
    periodicFlush: LOG_FLUSH_MS,
    contentMode: 'buffer',
  });
  // sonic-boom's types list only `write(string)`; in `buffer` mode it takes bytes.
  const writeBytes = out.write.bind(out) as unknown as (chunk: Buffer) => boolean;
  return {
    write: (line: string) => void writeBytes(Buffer.from(line)),
    flush: (callback) => out.flush(callback),
    end: (callback) => {
      out.once('close', () => callback());
      out.end();
    },
  };
}

/** A destination that writes each line through `prettyLine` (LOG_FORMAT=pretty). */
function prettyDestination(): LineDestination {
  const out = stdoutDestination();
  return { write: (line: string) => out.write(prettyLine(line)), flush: out.flush };
}

/** What the access line says of a request: a Fastify request, or the proxy fast path's. */
export interface LoggedRequest {
  method: string | undefined;
  url: string;
  host: string;
  ip: string | undefined;
  socket?: { remotePort?: number | undefined } | null;
}

/**
 * Pino through Fastify: JSON lines with the request id on each (LOG_FORMAT=json, the default,
 * for production log collectors), or one readable line each (LOG_FORMAT=pretty, what
 * `npm start` picks on a terminal). Lines go to stdout through an asynchronous destination: a
 * synchronous write per line blocked the event loop for about a third of the gateway's CPU time
 * per proxied request (`pnpm bench:gateway`), and lines are batched (at most 250 ms late); pino
 * flushes what is pending when the process exits. Fastify's two lines per request are replaced by one access line (`accessLog`).
 */
export function loggerOptions(
  level: LogLevel,
  format: LogFormat = 'json',
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    stream: format === 'pretty' ? prettyDestination() : stdoutDestination(),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

/** The decorator that says the access log is on (the proxy's fast path writes its own lines). */
export const ACCESS_LOG_DECORATOR = 'armadaAccessLog';

/** The access line of one answered request (the hook's and the proxy fast path's). */
export function logAccess(
  log: FastifyBaseLogger,
  request: LoggedRequest,
  statusCode: number,
  responseTime: number,
  /** For a logger without the request's own binding (the fast path logs on the root one). */
  reqId?: string,
): void {
  const res = { statusCode };
  log.info(
    reqId === undefined
      ? { req: request, res, responseTime }
      : { reqId, req: request, res, responseTime },
    'request completed',
  );
}

/**
 * One line per answered request, as an access log: method, URL (tokens redacted), status and
 * time taken. The server runs with `disableRequestLogging`, so this replaces Fastify's
 * "incoming request" and "request completed" pair.
 */
export function accessLog(app: FastifyInstance): void {
  app.decorate(ACCESS_LOG_DECORATOR, true);
  app.addHook('onResponse', (request, reply, done) => {
    logAccess(request.log, request, reply.statusCode, reply.elapsedTime);
    done();
  });
}
