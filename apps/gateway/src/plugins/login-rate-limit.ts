import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginRoute } from '@armada/contracts/auth';
import { HTTP_ERROR_CODES } from '@armada/contracts/shared';
import { sendError } from '../http/error-response';
import { pathOf } from '../http/api-paths';

export interface LoginRateLimitOptions {
  /** Failed sign-ins allowed per address and username within one window. */
  max: number;
  windowMs: number;
  /** The clock; tests pass their own. */
  now?: () => number;
}

interface Attempts {
  /** Attempts that failed or are still waiting for their answer. */
  count: number;
  resetAt: number;
}

/** Above this many tracked keys, expired ones are swept before a new key is added. */
const SWEEP_ABOVE = 10_000;

function usernameOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('username' in body)) return '';
  const { username } = body;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

const isLogin = (request: FastifyRequest) =>
  request.method === loginRoute.method && pathOf(request.url) === loginRoute.url;

/**
 * Password guessing is limited per client address and username, in both modes: after `max`
 * failed sign-ins (401) within the window, further attempts get 429 until the window ends. A
 * successful sign-in clears the count, so people signing in normally (a whole shift behind one
 * office address, or the browser tests) are never held back; answers that are not about the
 * password (400, 5xx) do not count. An attempt counts from the moment it arrives, so parallel
 * guesses cannot slip past the limit while their answers are pending.
 *
 * The hooks are on the root, so they cover the login route whoever serves it (the simulator's
 * own route, or the /auth proxy, which parses sign-in bodies for this).
 */
export const loginRateLimit = fp<LoginRateLimitOptions>(
  async (app, { max, windowMs, now = Date.now }) => {
    const attempts = new Map<string, Attempts>();
    const counted = new WeakMap<FastifyRequest, string>();

    function current(key: string, at: number): Attempts | undefined {
      const entry = attempts.get(key);
      if (entry && entry.resetAt <= at) {
        attempts.delete(key);
        return undefined;
      }
      return entry;
    }

    function sweep(at: number): void {
      for (const [key, entry] of attempts) if (entry.resetAt <= at) attempts.delete(key);
    }

    function limitHeaders(reply: FastifyReply, remaining: number, resetInSeconds: number) {
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', Math.max(0, remaining));
      reply.header('x-ratelimit-reset', resetInSeconds);
    }

    app.addHook('preHandler', async (request, reply) => {
      if (!isLogin(request)) return;
      const at = now();
      const key = `${request.ip}|${usernameOf(request.body)}`;
      let entry = current(key, at);
      if (entry && entry.count >= max) {
        const retryAfter = Math.max(1, Math.ceil((entry.resetAt - at) / 1000));
        limitHeaders(reply, 0, retryAfter);
        reply.header('retry-after', retryAfter);
        request.log.warn({ key }, 'sign-in rate limit exceeded');
        return sendError(
          reply,
          429,
          `Too many sign-in attempts. Try again in ${retryAfter} seconds.`,
          HTTP_ERROR_CODES.tooManyRequests,
        );
      }
      if (!entry) {
        if (attempts.size >= SWEEP_ABOVE) sweep(at);
        entry = { count: 0, resetAt: at + windowMs };
        attempts.set(key, entry);
      }
      entry.count += 1;
      counted.set(request, key);
      limitHeaders(reply, max - entry.count, Math.ceil((entry.resetAt - at) / 1000));
    });

    app.addHook('onResponse', async (request, reply) => {
      const key = counted.get(request);
      if (key === undefined) return;
      const status = reply.statusCode;
      if (status >= 200 && status < 300) {
        attempts.delete(key);
        return;
      }
      if (status === 401 || status === 403) return;
      // Not an answer about the password: give the attempt back.
      const entry = attempts.get(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    });
  },
  { name: 'armada-login-rate-limit' },
);
