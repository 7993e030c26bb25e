import { describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { buildApp } from '../app';
import { fakeSimulator } from '../testing/fake-backend';
import { testConfig } from '../testing/test-config';

/** Gateway-owned routes that fail in the ways the central handler must shape. */
// Registered next to the gateway, so they get the root error handler like any gateway route.
const failingRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/gateway-test/validated',
    { schema: { body: Type.Object({ name: Type.String() }) } },
    async () => ({ ok: true }),
  );
  app.get('/gateway-test/crash', async () => {
    throw new Error('database password is hunter2');
  });
  app.get('/gateway-test/conflict', async () => {
    throw Object.assign(new Error('Already exists'), { statusCode: 409 });
  });
};

function appWithFailingRoutes() {
  const app = buildApp(testConfig(), {
    createSimulator: fakeSimulator(async () => undefined).createSimulator,
  });
  app.register(failingRoutes);
  return app;
}

describe('central error handler', () => {
  it('answers a validation failure with a clear 400 JSON', async () => {
    const app = appWithFailingRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/gateway-test/validated',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(response.json<{ message: string }>().message).toMatch(/name/);
    await app.close();
  });

  it('answers malformed JSON and other 4xx with their status and a code', async () => {
    const app = appWithFailingRoutes();
    const malformed = await app.inject({
      method: 'POST',
      url: '/gateway-test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    const conflict = await app.inject({ url: '/gateway-test/conflict' });
    expect(conflict.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'Already exists',
    });
    await app.close();
  });

  it('hides the cause of a 5xx and returns the request id instead', async () => {
    const app = appWithFailingRoutes();
    const response = await app.inject({
      url: '/gateway-test/crash',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Internal server error.',
      requestId: 'trace-42',
    });
    expect(response.body).not.toContain('hunter2');
    await app.close();
  });
});

describe('request ids', () => {
  it('echoes a caller id, and makes one when it is missing or unsafe', async () => {
    const app = appWithFailingRoutes();
    const kept = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-abc.123' } });
    expect(kept.headers['x-request-id']).toBe('lb-abc.123');
    const made = await app.inject({ url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'x\n{"level":60}' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
  });
});
