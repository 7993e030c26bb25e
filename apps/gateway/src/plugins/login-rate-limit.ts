import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { HTTP_ERROR_CODES, loginRoute } from '@armada/contracts';
import { sendError } from '../http/error-response';
import { pathOf } from '../http/api-paths';

export interface LoginRateLimitOptions {
  max: number;
  windowMs: number;
}

function usernameOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('username' in body)) return '';
  const { username } = body;
  return typeof username === 'string' ? username.trim().toLowerCase() : '';
}

/**
 * Sign-in attempts are limited per client address and username, in both modes. The limit runs
 * as a root preHandler so it covers the login route whoever serves it (the simulator's own
 * route, or the /auth proxy, which parses sign-in bodies for this).
 */
export const loginRateLimit = fp<LoginRateLimitOptions>(
  async (app, { max, windowMs }) => {
    await app.register(rateLimit, { global: false });
    const limiter = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${request.ip}|${usernameOf(request.body)}`,
    });

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== loginRoute.method || pathOf(request.url) !== loginRoute.url) return;
      const result = await limiter(request);
      if (result.isAllowed) return;
      reply.header('x-ratelimit-limit', result.max);
      reply.header('x-ratelimit-remaining', result.remaining);
      reply.header('x-ratelimit-reset', result.ttlInSeconds);
      if (!result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      request.log.warn({ key: result.key }, 'sign-in rate limit exceeded');
      return sendError(
        reply,
        429,
        `Too many sign-in attempts. Try again in ${result.ttlInSeconds} seconds.`,
        HTTP_ERROR_CODES.tooManyRequests,
      );
    });
  },
  { name: 'armada-login-rate-limit' },
);
