import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { redisAnswers } from './login-attempts-redis';
import { fakeSimulator, startFakeUpstream, type FakeUpstream } from '../testing/fake-backend';
import { closedPort, testConfig, upstreamEnv } from '../testing/test-config';

/** The local Redis (docs/stack.md: it runs on these machines); REDIS_TEST_URL overrides. */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await redisAnswers(REDIS_URL);

const LIMIT = { LOGIN_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_WINDOW_MS: '60000' };

function login(app: FastifyInstance, username: string, ip = '10.1.1.1', password = 'wrong') {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

async function expectLimited(app: FastifyInstance) {
  // Signing in successfully is never limited, however often.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    expect((await login(app, 'admin', '10.1.1.1', 'demo')).statusCode).toBe(200);
  }
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const refused = await login(app, 'admin');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-ratelimit-remaining']).toBe(String(3 - attempt));
  }
  const limited = await login(app, 'Admin');
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  expect(limited.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  expect(limited.json<{ message: string }>().message).toMatch(
    /^Too many sign-in attempts\. Try again in \d+ seconds\.$/,
  );
  // Once limited, even the right password waits for the window to end.
  expect((await login(app, 'admin', '10.1.1.1', 'demo')).statusCode).toBe(429);
  // Another account, or the same account from another address, is not held back.
  expect((await login(app, 'dispatcher')).statusCode).toBe(401);
  expect((await login(app, 'admin', '10.2.2.2')).statusCode).toBe(401);
  // Only sign-in is limited.
  expect((await app.inject({ url: '/api/whoami', remoteAddress: '10.1.1.1' })).statusCode).toBe(
    200,
  );
}

async function expectSuccessClearsCount(app: FastifyInstance) {
  expect((await login(app, 'operator', '10.3.3.3')).statusCode).toBe(401);
  expect((await login(app, 'operator', '10.3.3.3')).statusCode).toBe(401);
  expect((await login(app, 'operator', '10.3.3.3', 'demo')).statusCode).toBe(200);
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    expect((await login(app, 'operator', '10.3.3.3')).statusCode).toBe(401);
  }
  expect((await login(app, 'operator', '10.3.3.3')).statusCode).toBe(429);
}

describe('sign-in rate limit', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(() => upstream.close());

  it('simulator mode: 429 JSON after the failed attempts, per address and username', async () => {
    const app = buildApp(testConfig(LIMIT), { createSimulator: fakeSimulator().createSimulator });
    await expectLimited(app);
    await expectSuccessClearsCount(app);
    await app.close();
  });

  it('upstream mode: 429 JSON after the failed attempts, per address and username', async () => {
    const app = buildApp(testConfig(upstreamEnv(upstream.url, LIMIT)));
    await expectLimited(app);
    await expectSuccessClearsCount(app);
    await app.close();
  });

  it('a malformed sign-in does not count, and the window ends', async () => {
    let clock = 1_000_000;
    const { loginRateLimit } = await import('./login-rate-limit');
    const Fastify = (await import('fastify')).default;
    const app = Fastify();
    await app.register(loginRateLimit, { max: 2, windowMs: 10_000, now: () => clock });
    app.post('/auth/login', async (request, reply) => {
      const { password } = (request.body ?? {}) as { password?: string };
      if (password === undefined) return reply.code(400).send({ message: 'password missing' });
      return reply.code(password === 'demo' ? 200 : 401).send({});
    });
    const post = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'admin', ...payload },
      });
    for (let i = 0; i < 5; i += 1) expect((await post({})).statusCode).toBe(400);
    expect((await post({ password: 'x' })).statusCode).toBe(401);
    expect((await post({ password: 'x' })).statusCode).toBe(401);
    const limited = await post({ password: 'x' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('10');
    clock += 10_000;
    expect((await post({ password: 'demo' })).statusCode).toBe(200);
    await app.close();
  });

  it.skipIf(!redisReachable)(
    'with REDIS_URL two gateways share one count: the limit, not twice the limit',
    async () => {
      const prefix = `armada-test-${process.pid}-${Math.random().toString(36).slice(2)}:`;
      const env = upstreamEnv(upstream.url, {
        ...LIMIT,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
      });
      const gateways = [buildApp(testConfig(env)), buildApp(testConfig(env))];
      const answers: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const gateway = gateways[attempt % 2];
        if (!gateway) throw new Error('no gateway');
        answers.push((await login(gateway, 'admin', '10.9.9.9')).statusCode);
      }
      expect(answers).toEqual([401, 401, 401, 429, 429, 429]);
      // A success through either clears the shared count.
      expect((await login(gateways[1] as FastifyInstance, 'operator', '10.9.9.9')).statusCode).toBe(
        401,
      );
      expect(
        (await login(gateways[0] as FastifyInstance, 'operator', '10.9.9.9', 'demo')).statusCode,
      ).toBe(200);
      await Promise.all(gateways.map((gateway) => gateway.close()));
    },
  );

  it('with REDIS_URL but no Redis answering, each gateway counts in its memory', async () => {
    const env = upstreamEnv(upstream.url, {
      ...LIMIT,
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    });
    const app = buildApp(testConfig(env));
    await expectLimited(app);
    await app.close();
  });
});
