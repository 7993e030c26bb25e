import type { AddressInfo } from 'node:net';
import { LogController } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type GatewayConfig } from './config/env';
import { installGracefulShutdown } from './graceful-shutdown';
import { accessLog, loggerOptions } from './logger';

/**
 * The process entry point (fastify/demo style): validate the environment, build the logger,
 * timeouts and graceful close around the app, and listen. Nothing else lives here.
 */

const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): GatewayConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // No logger yet (LOG_LEVEL is part of what failed): a plain message, no stack trace.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

function displayUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = buildApp(config, {
    server: {
      logger: loggerOptions(config.logLevel, config.logFormat),
      // One access line per request instead of Fastify's two (logger.ts accessLog).
      logController: new LogController({ disableRequestLogging: true }),
      // Longer than common load balancer idle timeouts (60 s), so they close first.
      keepAliveTimeout: 72_000,
      // Time to receive a whole request; the WebSocket channel is unaffected once upgraded.
      requestTimeout: 120_000,
      forceCloseConnections: 'idle',
    },
  });
  accessLog(app);
  installGracefulShutdown(app, { timeoutMs: SHUTDOWN_TIMEOUT_MS });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    app.log.fatal({ err }, 'Armada gateway failed to start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  const { port } = app.server.address() as AddressInfo;
  app.log.info(
    `Armada gateway listening on ${displayUrl(config.host, port)} (backend: ${config.backend})`,
  );
}

void main();
