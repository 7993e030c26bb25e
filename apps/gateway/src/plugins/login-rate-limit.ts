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
  /**
   * Where the counts are kept: this gateway's memory (default), or a store every gateway shares
   * (`redisAttemptCounter`, with REDIS_URL; docs/adr/0063-scale-out-two-simulators.md).
   */
  counter?: AttemptCounter;
}

/** What a sign-in attempt found: refused (the limit was reached), or counted as the `count`th. */
export interface Taken {
  refused: boolean;
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/** The failed sign-in counts, per key (client address and username). */
export interface AttemptCounter {
  /** Counts an attempt, unless `max` are counted already in the key's window (then refused). */
  take(key: string, max: number, windowMs: number): Promise<Taken>;
  /** A successful sign-in: the key starts again. */
  clear(key: string): Promise<void>;
  /** An answer not about the password: the attempt is given back. */
  giveBack(key: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Resolves when the shared store answers, or after its bound when it does not (the gateway
   * then counts in memory until it does); awaited before the gateway serves.
   */
  connected?(): Promise<void>;
}

interface Attempts {
  /** Attempts that failed or are still waiting for their answer. */
  count: number;
  resetAt: number;
}

/** Above this many tracked keys, expired ones are swept before a new key is added. */
const SWEEP_ABOVE = 10_000;

/** The counts in this process's memory: each gateway counts for itself. */
export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const attempts = new Map<string, Attempts>();

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

  return {
    async take(key, max, windowMs) {
      const at = now();
      let entry = current(key, at);
      if (entry && entry.count >= max)
        return { refused: true, count: entry.count, resetInMs: entry.resetAt - at };
      if (!entry) {
        if (attempts.size >= SWEEP_ABOVE) sweep(at);
        entry = { count: 0, resetAt: at + windowMs };
        attempts.set(key, entry);
      }
      entry.count += 1;
      return { refused: false, count: entry.count, resetInMs: entry.resetAt - at };
    },
    async clear(key) {
      attempts.delete(key);
    },
    async giveBack(key) {
      const entry = attempts.get(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async close() {
      attempts.clear();
    },
  };
}

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
 * own route, or the /auth proxy, which parses sign-in bodies for this). The counts are in this
 * gateway's memory unless a shared `counter` is given (REDIS_URL): then the limit holds across
 * every gateway behind a balancer.
 */
export const loginRateLimit = fp<LoginRateLimitOptions>(
  async (app, { max, windowMs, now = Date.now, counter = memoryAttemptCounter(now) }) => {
    const counted = new WeakMap<FastifyRequest, string>();
    // The first sign-ins count in the shared store too, not in memory while it connects.
    if (counter.connected) app.addHook('onReady', () => counter.connected?.() ?? Promise.resolve());

    function limitHeaders(reply: FastifyReply, remaining: number, resetInSeconds: number) {
      reply.header('x-ratelimit-limit', max);
      reply.header('x-ratelimit-remaining', Math.max(0, remaining));
      reply.header('x-ratelimit-reset', resetInSeconds);
    }

    app.addHook('preHandler', async (request, reply) => {
      if (!isLogin(request)) return;
      const key = `${request.ip}|${usernameOf(request.body)}`;
      const taken = await counter.take(key, max, windowMs);
      if (taken.refused) {
        const retryAfter = Math.max(1, Math.ceil(taken.resetInMs / 1000));
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
      counted.set(request, key);
      limitHeaders(reply, max - taken.count, Math.ceil(taken.resetInMs / 1000));
    });

    app.addHook('onResponse', async (request, reply) => {
      const key = counted.get(request);
      if (key === undefined) return;
      const status = reply.statusCode;
      if (status >= 200 && status < 300) {
        await counter.clear(key);
        return;
      }
      if (status === 401 || status === 403) return;
      // Not an answer about the password: give the attempt back.
      await counter.giveBack(key);
    });

    app.addHook('onClose', async () => {
      await counter.close();
    });
  },
  { name: 'armada-login-rate-limit' },
);
