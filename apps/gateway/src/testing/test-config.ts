import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig, type GatewayConfig } from '../config/env';

/** A config through the real loader, quiet, pointing at a web dist folder that does not exist. */
export function testConfig(env: Record<string, string> = {}): GatewayConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), 'armada-gateway-test-no-dist'),
    ...env,
  });
}

/** The environment of upstream mode with every service at one base URL (the standalone simulator). */
export function upstreamEnv(baseUrl: string, extra: Record<string, string> = {}) {
  return {
    ARMADA_BACKEND: 'upstream',
    UPSTREAM_MAIN_URL: baseUrl,
    UPSTREAM_ORDER_URL: baseUrl,
    UPSTREAM_FLEET_PLANNING_URL: baseUrl,
    UPSTREAM_GRAPHQL_URL: baseUrl,
    UPSTREAM_WS_URL: baseUrl.replace(/^http/, 'ws'),
    ...extra,
  };
}

export const TEST_BUILD_ID = 'build-2026-test';
export const HASHED_ASSET = 'assets/index-Ab12Cd34.js';
/** A hashed asset with the build's precompressed copy beside it (`.gz`), marked apart. */
export const PRECOMPRESSED_ASSET = 'assets/app-Zz99Yy88.js';
export const PRECOMPRESSED_MARKER = 'served from the .gz the build wrote';

/**
 * A small built web app: index.html, two hashed assets (one with a precompressed copy), a favicon
 * and build-id.txt.
 */
export function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'armada-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Armada</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, HASHED_ASSET), `console.log(${JSON.stringify('x'.repeat(4096))});`);
  writeFileSync(
    join(dir, PRECOMPRESSED_ASSET),
    `console.log(${JSON.stringify('y'.repeat(4096))});`,
  );
  writeFileSync(
    join(dir, `${PRECOMPRESSED_ASSET}.gz`),
    gzipSync(`console.log(${JSON.stringify(PRECOMPRESSED_MARKER)});`, { level: 9 }),
  );
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, 'build-id.txt'), `${TEST_BUILD_ID}\n`);
  return dir;
}

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Listen on an ephemeral port and return the base URL. */
export async function listen(app: {
  listen(options: { port: number; host: string }): Promise<string>;
}) {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
