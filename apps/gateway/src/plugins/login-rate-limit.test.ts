import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { fakeSimulator, startFakeUpstream, type FakeUpstream } from '../testing/fake-backend';
import { testConfig, upstreamEnv } from '../testing/test-config';

const LIMIT = { LOGIN_RATE_LIMIT_MAX: '3', LOGIN_RATE_LIMIT_WINDOW_MS: '60000' };

function login(app: FastifyInstance, username: string, ip = '10.1.1.1') {
  return app.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { username, password: 'wrong' },
    remoteAddress: ip,
  });
}

async function expectLimited(app: FastifyInstance) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const allowed = await login(app, 'admin');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['x-ratelimit-remaining']).toBe(String(3 - attempt));
  }
  const limited = await login(app, 'Admin');
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  expect(limited.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS' });
  expect(limited.json<{ message: string }>().message).toMatch(
    /^Too many sign-in attempts\. Try again in \d+ seconds\.$/,
  );
  // Another account, or the same account from another address, is not held back.
  expect((await login(app, 'dispatcher')).statusCode).toBe(200);
  expect((await login(app, 'admin', '10.2.2.2')).statusCode).toBe(200);
  // Only sign-in is limited.
  expect((await app.inject({ url: '/api/whoami', remoteAddress: '10.1.1.1' })).statusCode).toBe(
    200,
  );
}

describe('sign-in rate limit', () => {
  let upstream: FakeUpstream;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterAll(() => upstream.close());

  it('simulator mode: 429 JSON after the limit, per address and username', async () => {
    const app = buildApp(testConfig(LIMIT), { createSimulator: fakeSimulator().createSimulator });
    await expectLimited(app);
    await app.close();
  });

  it('upstream mode: 429 JSON after the limit, per address and username', async () => {
    const app = buildApp(testConfig(upstreamEnv(upstream.url, LIMIT)));
    await expectLimited(app);
    await app.close();
  });
});
