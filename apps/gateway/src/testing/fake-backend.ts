import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import websocket from '@fastify/websocket';
import { SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import type { SimulatorOptions } from '@armada/simulator';
import type { CreateSimulator, MountableSimulator } from '../backend/simulator-backend';

export interface EchoBody {
  method: string;
  url: string;
  cookie: string | null;
  requestId: string | null;
  forwardedFor: string | null;
  body: unknown;
}

/**
 * The backend routes both fakes serve, at the real upstream paths: an echo of what arrived
 * (path, query, cookies, body), a sign-in that sets the session cookie, a slow route, and a
 * websocket echo at /ws. Encapsulated with its own error handler, like the simulator.
 */
export const fakeBackendRoutes: FastifyPluginAsync = async (app) => {
  await app.register(websocket);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  app.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) => {
    // A refusal Fastify made (e.g. a body over the limit) keeps its status; anything else is 500.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      reply.code(status).send({ statusCode: status, code: error.code, message: String(error) });
      return;
    }
    reply.code(500).send({ statusCode: 500, code: 'FAKE_BACKEND_ERROR', message: String(error) });
  });

  const echo = (request: {
    method: string;
    url: string;
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
  }): EchoBody => ({
    method: request.method,
    url: request.url,
    cookie: typeof request.headers.cookie === 'string' ? request.headers.cookie : null,
    requestId:
      typeof request.headers['x-request-id'] === 'string' ? request.headers['x-request-id'] : null,
    forwardedFor:
      typeof request.headers['x-forwarded-for'] === 'string'
        ? request.headers['x-forwarded-for']
        : null,
    body: request.body ?? null,
  });

  app.post('/auth/login', async (request, reply) => {
    // Like a real backend, a wrong password is refused (the login rate limit counts these).
    const body = request.body;
    if (
      typeof body === 'object' &&
      body !== null &&
      'password' in body &&
      body.password === 'wrong'
    ) {
      return reply
        .code(401)
        .send({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Wrong username or password.' });
    }
    reply.header(
      'set-cookie',
      `${SESSION_COOKIE_NAME}=session-for-test; Path=/; HttpOnly; SameSite=Lax`,
    );
    return echo(request);
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/slow',
    handler: async (request) => {
      const { ms } = request.query as { ms?: string };
      await new Promise((resolve) => setTimeout(resolve, Number(ms ?? 2000)));
      return echo(request);
    },
  });

  app.get('/api/boom', async () => {
    throw new Error('backend exploded');
  });

  for (const prefix of ['/api', '/order/api/web/v1', '/fleet-planning/api/web/v1', '/auth']) {
    app.all(`${prefix}/*`, async (request, reply) => {
      reply.header('set-cookie', ['upstream-a=1; Path=/; HttpOnly', 'upstream-b=2; Path=/']);
      return echo(request);
    });
  }
  app.post('/graphql', async (request) => ({ data: { echo: echo(request) } }));

  app.route({
    method: 'GET',
    url: '/ws',
    // Like the simulator: a refused token is a 401 JSON answer instead of an upgrade.
    preValidation: async (request, reply) => {
      const { token } = request.query as { token?: string };
      if (token === 'refused') {
        return reply
          .code(401)
          .send({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Bad token' });
      }
      return undefined;
    },
    handler: async (_request, reply) => reply.code(426).send({ statusCode: 426 }),
    wsHandler: (socket, request) => {
      socket.send(
        JSON.stringify({ type: 'hello', url: request.url, cookie: request.headers.cookie }),
      );
      socket.on('message', (data: Buffer) => socket.send(`echo:${data.toString()}`));
    },
  });
};

export interface FakeSimulator {
  createSimulator: CreateSimulator;
  /** The options the gateway passed, once created. */
  readonly options: SimulatorOptions | undefined;
  readonly closed: boolean;
}

/** A stand-in for `createSimulator` with the same public interface. */
export function fakeSimulator(
  plugin: FastifyPluginAsync = fakeBackendRoutes,
  extras: Pick<MountableSimulator, 'isReady'> = {},
): FakeSimulator {
  const state: { options: SimulatorOptions | undefined; closed: boolean } = {
    options: undefined,
    closed: false,
  };
  return {
    createSimulator: async (options) => {
      state.options = options;
      const simulator: MountableSimulator = {
        ...extras,
        plugin,
        clock: { now: () => Date.now() },
        close: async () => {
          state.closed = true;
        },
      };
      return simulator;
    },
    get options() {
      return state.options;
    },
    get closed() {
      return state.closed;
    },
  };
}

export interface FakeUpstream {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** The fake backend as a separate server on an ephemeral port, like the standalone simulator. */
export async function startFakeUpstream(prefix = ''): Promise<FakeUpstream> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  await app.register(fakeBackendRoutes, { prefix });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
