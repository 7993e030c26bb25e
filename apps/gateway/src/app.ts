import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { apiRoutes as catalogueRoutes } from '@armada/contracts/catalogue';
import { clientErrorHandler } from '@armada/contracts/server';
import type { RouteDefinition } from '@armada/contracts/shared';
import type { SimulatorOptions } from '@armada/simulator';
import type { GatewayConfig } from './config/env';
import { simulatorBackend, type CreateSimulator } from './backend/simulator-backend';
import { apiDocs } from './docs/api-docs';
import { drainOnClose } from './plugins/drain-on-close';
import { finishUploadBeforeClose } from './plugins/finish-upload-before-close';
import { foreignOriginWrites } from './plugins/foreign-origin-writes';
import { errorHandler } from './plugins/error-handler';
import { loginRateLimit } from './plugins/login-rate-limit';
import { redisAttemptCounter } from './plugins/login-attempts-redis';
import { publicTracking } from './plugins/public-tracking';
import { genReqId, requestIdHeader } from './plugins/request-id';
import { securityHeaders } from './plugins/security-headers';
import { appConfigRoute } from './routes/app-config';
import { healthRoutes } from './routes/health';
import {
  createSimulatorReadiness,
  createUpstreamReadiness,
  type Readiness,
  type SimulatorReadiness,
  type UpstreamTarget,
} from './services/readiness';
import { webApp } from './web/web-app';

export { loadConfig, ConfigError, type GatewayConfig, type Env } from './config/env';
export { buildOpenApiDocument } from './docs/openapi-document';

/** What server.ts (or a test) may set on the Fastify instance: logger and timeouts. */
export type GatewayServerOptions = Pick<
  FastifyServerOptions,
  | 'logger'
  | 'connectionTimeout'
  | 'keepAliveTimeout'
  | 'requestTimeout'
  | 'bodyLimit'
  | 'pluginTimeout'
  | 'forceCloseConnections'
  | 'logController'
>;

export interface GatewayDeps {
  /** Fastify options from the process entry point (logger, timeouts); tests leave it out. */
  server?: GatewayServerOptions;
  /** Builds the in-process backend in simulator mode; default `@armada/simulator`. */
  createSimulator?: CreateSimulator;
  /** Merged over the options from the config, e.g. `{ inMemory: true }` in tests. */
  simulatorOptions?: Partial<SimulatorOptions>;
  /** The REST catalogue documented at /docs; default the contracts' `apiRoutes`. */
  apiRoutes?: readonly RouteDefinition[];
  /** Upstream readiness probing: per-probe timeout and how long a result is reused. */
  readiness?: { probeTimeoutMs?: number; cacheMs?: number };
}

/** Readiness probes answer fast or count as down; never longer than the proxy would wait. */
const PROBE_TIMEOUT_MS = 2_000;
const PROBE_CACHE_MS = 1_000;
/**
 * Opening the simulator's database and seeding it can take several seconds on a cold disk, and
 * far longer for a large world on a busy machine (a 5,000-vehicle world at a load average of 21
 * on 2 cores did not start within 60 s; a 50,000-vehicle one seeds for minutes of CPU). A slow
 * start is not a failed one: this bound only catches a start that hangs, so it grows with the
 * world: 5 minutes, and 30 ms more per vehicle above 5,000 (27.5 minutes at 50,000).
 */
export function pluginTimeoutMs(fleetSize: number | undefined): number {
  return 5 * 60_000 + Math.max(0, (fleetSize ?? 0) - 5_000) * 30;
}

async function loadSimulator(options: SimulatorOptions, clockStartMs: number | undefined) {
  // Imported only in simulator mode: upstream mode never loads the simulator or its database.
  const { createSimulator, SystemClock } = await import('@armada/simulator');
  return createSimulator({ clock: new SystemClock(clockStartMs, options.speed ?? 1), ...options });
}

function createReadiness(
  config: GatewayConfig,
  deps: GatewayDeps,
  upstreamTargets: readonly UpstreamTarget[],
): Readiness | SimulatorReadiness {
  const probeTimeoutMs = Math.min(
    deps.readiness?.probeTimeoutMs ?? PROBE_TIMEOUT_MS,
    config.env.UPSTREAM_TIMEOUT_MS,
  );
  if (!config.upstream) return createSimulatorReadiness({ probeTimeoutMs });
  return createUpstreamReadiness(upstreamTargets, {
    probeTimeoutMs,
    cacheMs: deps.readiness?.cacheMs ?? PROBE_CACHE_MS,
  });
}

/**
 * The gateway as a plugin (fastify/demo style): external plugins, then services, then routes.
 * Root hooks registered first (request id, security headers, compression, login rate limit)
 * also cover the backend's routes, whichever backend it is.
 */
export const gatewayApp = fp<{ config: GatewayConfig; deps: GatewayDeps }>(
  async (app, { config, deps }) => {
    // Imported only in upstream mode: simulator mode never loads the proxy (leanProxy's keep-alive agents).
    const proxy = config.upstream ? await import('./backend/upstream-proxy') : undefined;
    // Every route as registered: the proxy's fast path leaves out prefixes other routes overlap.
    const routes: { url: string; methods: readonly string[]; handler: unknown }[] = [];
    app.addHook('onRoute', (route) => {
      routes.push({
        url: route.url,
        methods: Array.isArray(route.method) ? route.method : [route.method],
        handler: route.handler,
      });
    });

    await app.register(errorHandler);
    await app.register(requestIdHeader);
    await app.register(drainOnClose);
    await app.register(finishUploadBeforeClose);
    await app.register(securityHeaders, { config });
    await app.register(foreignOriginWrites);
    await app.register(compress, { global: true });
    const { redis, ...loginLimit } = config.loginRateLimit;
    await app.register(loginRateLimit, {
      ...loginLimit,
      // Shared by every gateway behind the balancer when REDIS_URL is set (ADR 0063).
      ...(redis && {
        counter: redisAttemptCounter({
          ...redis,
          warn: (error, message) => app.log.warn({ err: error }, message),
        }),
      }),
    });
    await app.register(publicTracking, config.publicTrackingRateLimit);

    const readiness = createReadiness(
      config,
      deps,
      config.upstream && proxy ? proxy.upstreamTargets(config.upstream) : [],
    );
    app.decorate('readiness', readiness);
    app.addHook('preClose', async () => readiness.markStopping());

    await app.register(healthRoutes, { backend: config.backend });
    await app.register(appConfigRoute, { config });
    await app.register(apiDocs, { routes: deps.apiRoutes ?? catalogueRoutes });
    if (config.upstream && proxy) {
      await app.register(proxy.upstreamProxy, { upstream: config.upstream, config, routes });
      app.addHook('onReady', async () => readiness.markStarted());
    } else {
      await app.register(simulatorBackend, {
        createSimulator:
          deps.createSimulator ?? ((options) => loadSimulator(options, config.clockStartMs)),
        options: {
          ...config.simulator,
          secureCookies: config.cookieSecure,
          ...deps.simulatorOptions,
        },
        onMounted: (simulator) => {
          if ('mounted' in readiness) readiness.mounted(simulator.isReady?.bind(simulator));
        },
      });
    }
    await app.register(webApp, { webDistDir: config.webDistDir });
  },
  { name: 'armada-gateway' },
);

/** A hop count means "trust that many proxies in front of us" (Fastify's own meaning). */
function trustProxyOption(value: GatewayConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * A Fastify instance with the whole gateway registered, not listening: tests call `inject` or
 * `listen({ port: 0 })`, server.ts listens on the configured address. Plugin errors (a
 * simulator that cannot start) surface from `ready()` / `listen()`.
 */
export function buildApp(config: GatewayConfig, deps: GatewayDeps = {}): FastifyInstance {
  const app = Fastify({
    logger: false,
    pluginTimeout: pluginTimeoutMs(config.env.ARMADA_SIM_VEHICLES),
    ...deps.server,
    genReqId,
    requestIdHeader: false,
    // Answered by drainOnClose in the gateway's JSON error shape.
    return503OnClosing: false,
    trustProxy: trustProxyOption(config.trustProxy),
    clientErrorHandler,
  });
  app.register(gatewayApp, { config, deps });
  return app;
}
