#!/usr/bin/env node
// @ts-check
// `npm start`: install what is missing (pnpm, dependencies), build the web app and the server
// bundles when missing or stale, then run the gateway on the embedded simulator at
// http://127.0.0.1:8080. The gateway runs from its bundle (`start:dist`, see
// scripts/build-server.mjs); ARMADA_SERVER_RUNNER=tsx runs its TypeScript sources instead.
//
// The console stays quiet so the ready message and the sign-in hint stay in view: the gateway
// logs warnings and errors only (LOG_LEVEL=warn unless set), as readable lines on a terminal
// (LOG_FORMAT=pretty unless set). `LOG_LEVEL=info npm start` shows one access line per
// request; production runs the gateway directly and keeps its default JSON lines at info.
// Node built-ins only: this must work on a machine that has nothing but Node 20 and npm.
import { spawn } from 'node:child_process';
import { SetupError, ensureToolchain, ensureWebBuild, log, webDistDir } from './lib/setup.mjs';
import { packageScriptCommand, pathWithBins, waitForOk } from './lib/processes.mjs';
import { ensureServersBuilt, gatewayDir, serverRunner, serverScript } from './lib/servers.mjs';

async function main() {
  let pnpm;
  let runner;
  try {
    ({ pnpm } = ensureToolchain());
    ensureWebBuild(pnpm);
    runner = serverRunner();
    if (runner === 'dist') await ensureServersBuilt();
  } catch (error) {
    log(
      error instanceof SetupError
        ? error.message
        : String(error instanceof Error ? (error.stack ?? error) : error),
    );
    process.exit(1);
  }

  const backend = process.env.ARMADA_BACKEND ?? 'simulator';
  const host = process.env.HOST ?? '127.0.0.1';
  const port = process.env.PORT ?? '8080';
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${shownHost}:${port}`;
  const env = {
    ...process.env,
    PATH: pathWithBins(gatewayDir),
    ARMADA_BACKEND: backend,
    HOST: host,
    PORT: port,
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    LOG_FORMAT: process.env.LOG_FORMAT || (process.stdout.isTTY ? 'pretty' : 'json'),
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? webDistDir,
  };

  const { command, args } = packageScriptCommand(gatewayDir, serverScript(runner));
  log(`starting the gateway (${backend} backend) on ${url} ...`);
  // Its own process group: a Ctrl-C reaches the gateway once, through us, not twice.
  const child = spawn(command, args, {
    cwd: gatewayDir,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const forward = (signal) => {
    if (child.exitCode !== null) return;
    if (stopping) {
      log(`${signal} again: killing the gateway`);
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
      return;
    }
    stopping = true;
    log(`${signal}: stopping the gateway (again to force)`);
    try {
      process.kill(-(child.pid ?? 0), signal);
    } catch {
      child.kill(signal);
    }
  };
  for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP']))
    process.on(signal, () => forward(signal));
  process.on('exit', () => {
    if (child.exitCode === null) {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
    }
  });

  child.once('error', (error) => {
    log(`could not start the gateway: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => {
    if (!stopping) log(`the gateway exited (${code ?? signal})`);
    process.exit(code ?? (signal ? 0 : 1));
  });

  waitForOk(`${url}/readyz`, { child, timeoutMs: 120_000, intervalMs: 200 })
    .then(() => {
      log(`Armada is ready at ${url}`);
      if (backend === 'simulator')
        log('sign in as admin (or dispatcher, operator, driver, branded) with password demo');
      log(`API documentation: ${url}/docs  ·  stop with Ctrl-C`);
      if (env.LOG_LEVEL === 'warn')
        log('only warnings and errors are logged from here (LOG_LEVEL=info npm start for more)');
    })
    .catch((error) => {
      if (!stopping && child.exitCode === null) log(`not ready yet: ${error.message}`);
    });
}

void main();
