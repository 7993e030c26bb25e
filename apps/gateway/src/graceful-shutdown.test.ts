import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from './app';
import { installGracefulShutdown } from './graceful-shutdown';
import { fakeSimulator } from './testing/fake-backend';
import { listen, testConfig } from './testing/test-config';

let markStarted: () => void = () => undefined;
const slowRoute: FastifyPluginAsync = async (app) => {
  // Headers at once, the end of the body 200 ms later.
  app.get('/api/stream', async (_request, reply) => {
    const body = new PassThrough();
    body.write('{"part":1');
    setTimeout(() => body.end('}'), 200);
    return reply.type('application/json').send(body);
  });
  app.get('/api/slow', async () => {
    markStarted();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { finished: true };
  });
};

/** Resolves once the slow route has begun handling a request. */
function slowRequestStarted() {
  return new Promise<void>((resolve) => {
    markStarted = resolve;
  });
}

function signals() {
  const emitter = new EventEmitter();
  return Object.assign(emitter, {
    on: emitter.on.bind(emitter),
    removeListener: emitter.removeListener.bind(emitter),
  }) as unknown as NodeJS.Process & EventEmitter;
}

describe('graceful shutdown', () => {
  it('on SIGTERM: finishes in-flight requests, refuses new ones, closes the simulator, exits 0', async () => {
    const fake = fakeSimulator(slowRoute);
    const app = buildApp(testConfig(), { createSimulator: fake.createSimulator });
    const baseUrl = await listen(app);
    const emitter = signals();
    const exits: number[] = [];
    const exited = new Promise<void>((resolve) => {
      installGracefulShutdown(app, {
        timeoutMs: 5000,
        emitter,
        exit: (code) => {
          exits.push(code);
          resolve();
        },
      });
    });

    const started = slowRequestStarted();
    const inFlight = fetch(`${baseUrl}/api/slow`);
    await started;
    emitter.emit('SIGTERM');
    const response = await inFlight;
    expect(await response.json()).toEqual({ finished: true });
    await exited;
    expect(exits).toEqual([0]);
    expect(fake.closed).toBe(true);
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
  });

  it('a second signal exits at once with 1', async () => {
    const fake = fakeSimulator(slowRoute);
    const app = buildApp(testConfig(), { createSimulator: fake.createSimulator });
    const baseUrl = await listen(app);
    const emitter = signals();
    const exits: number[] = [];
    installGracefulShutdown(app, { timeoutMs: 5000, emitter, exit: (code) => exits.push(code) });
    const started = slowRequestStarted();
    const inFlight = fetch(`${baseUrl}/api/slow`);
    await started;
    emitter.emit('SIGINT');
    emitter.emit('SIGINT');
    expect(exits).toEqual([1]);
    await inFlight;
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('closes promptly when an answer is still streaming at shutdown', async () => {
    const app = buildApp(testConfig(), {
      createSimulator: fakeSimulator(slowRoute).createSimulator,
    });
    const baseUrl = await listen(app);
    const response = await fetch(`${baseUrl}/api/stream`);
    const closed = app.close();
    expect(await response.json()).toEqual({ part: 1 });
    // Closing once the answer ends, not after the keep-alive timeout (72 s): a close that waited
    // for it would run into the test's timeout. No wall-clock bound: a busy machine is slow.
    await closed;
  });
});
