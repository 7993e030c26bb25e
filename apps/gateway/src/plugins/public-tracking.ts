import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { PUBLIC_TRACKING_API_PREFIX } from '@armada/contracts/tracking-links';
import { sendError } from '../http/error-response';
import { pathOf } from '../http/api-paths';

export interface PublicTrackingOptions {
  /** Requests allowed per client address within one window. */
  max: number;
  windowMs: number;
  /** The clock; tests pass their own. */
  now?: () => number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Above this many tracked addresses, ended windows are swept before a new one is added. */
const SWEEP_ABOVE = 10_000;
const PREFIX = `${PUBLIC_TRACKING_API_PREFIX}/`;

export const isPublicTrackingPath = (url: string): boolean => pathOf(url).startsWith(PREFIX);

/**
 * The public tracking routes at the edge, in both modes (docs/rules/tracking-links.md):
 * - TRK-16: at most `max` requests per client address per window; past it 429 with
 *   `retry-after`, before the backend is asked (guessing tokens costs the guesser, not us);
 * - their live streams end when the gateway shuts down: an open event stream would otherwise
 *   hold `close()` until the shutdown timeout (the browser reconnects to the next gateway).
 */
export const publicTracking = fp<PublicTrackingOptions>(
  async (app, { max, windowMs, now = Date.now }) => {
    const windows = new Map<string, Window>();
    const streams = new Set<ServerResponse>();

    app.addHook('onRequest', (request, reply, done) => {
      if (!isPublicTrackingPath(request.url)) return done();
      const at = now();
      let window = windows.get(request.ip);
      if (window && window.resetAt <= at) {
        windows.delete(request.ip);
        window = undefined;
      }
      if (!window) {
        if (windows.size >= SWEEP_ABOVE) {
          for (const [key, entry] of windows) if (entry.resetAt <= at) windows.delete(key);
        }
        window = { count: 0, resetAt: at + windowMs };
        windows.set(request.ip, window);
      }
      window.count += 1;
      const resetIn = Math.max(1, Math.ceil((window.resetAt - at) / 1000));
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', Math.max(0, max - window.count));
      reply.header('x-ratelimit-reset', resetIn);
      if (window.count > max) {
        reply.header('retry-after', resetIn);
        sendError(
          reply,
          429,
          `Too many requests for tracking links. Try again in ${resetIn} seconds.`,
          HTTP_ERROR_CODES.tooManyRequests,
        );
        return;
      }
      const raw = reply.raw;
      streams.add(raw);
      raw.once('close', () => streams.delete(raw));
      done();
    });

    app.addHook('preClose', async () => {
      for (const raw of streams) if (raw.headersSent && !raw.writableEnded) raw.end();
    });
  },
  { name: 'armada-public-tracking' },
);
