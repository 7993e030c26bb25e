import Fastify from 'fastify';
import { SystemClock } from './services/system-clock';
import { clientErrorHandler } from '@armada/contracts/server';
import { createSimulator } from './simulator';
import { clockStartMs, readServerEnv, simulatorOptionsOf } from './server-env';

/**
 * The simulator as its own server (a valid upstream for the gateway's proxy mode):
 * `pnpm --filter @armada/simulator start`. Logger, timeouts, health, graceful close; the
 * behaviour is all in the plugin.
 */
async function main(): Promise<void> {
  const env = readServerEnv();
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    // The plugin starts every module (seeds, the fleet, the queues): on a busy machine that took
    // longer than Fastify's 10 s default, which failed a start that was only slow. As in the
    // gateway (app.ts), this bound only catches a start that hangs.
    pluginTimeout: 5 * 60_000,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    forceCloseConnections: true,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
  });
  const simulator = await createSimulator({
    logger: {
      info: (message) => app.log.info(message),
      error: (error, message) => app.log.error({ err: error }, message),
    },
    ...simulatorOptionsOf(env),
    controls: env.ARMADA_SIM_CONTROLS === '1',
    secureCookies: env.COOKIE_SECURE,
    clock: new SystemClock(clockStartMs(env.ARMADA_CLOCK_START), env.ARMADA_SIM_SPEED ?? 1),
    useEnv: false,
  });
  const { world } = simulator;
  app.log.info(
    {
      seed: world.seed,
      storage: world.storage,
      location: world.location,
      seededNow: world.seededNow,
      vehicles: world.counts.vehicles,
      addresses: world.counts.addresses,
      deliveryOrders: world.counts.delivery_orders,
    },
    world.seededNow ? 'world seeded' : 'world loaded from the store',
  );

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await simulator.isReady();
    // `role`: leader or follower of the processes sharing a PostgreSQL schema (STORE-14).
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', role: simulator.role() });
  });
  await app.register(simulator.plugin);
  app.addHook('onClose', async () => {
    await simulator.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  const address = await app.listen({ port: env.SIMULATOR_PORT, host: env.HOST });
  app.log.info(
    `Armada simulator listening on ${address} (demo accounts: ${world.demoAccounts.join(', ')}; password "demo")`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
