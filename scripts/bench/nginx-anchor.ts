// A plain nginx in front of a backend, as `pnpm bench:gateway`'s anchor (issue 29): what a
// proxy that does nothing but proxy costs on this machine, measured in the same run as the
// gateway. Debian's nginx (`apt-get install nginx`); when no nginx is found the bench says so and
// leaves its row out (the smoke step of `npm test` runs on machines without it).
import { accessSync, chmodSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { freePort, startBackground, stopProcess, waitForOk } from '../lib/processes.mjs';
import { logDir, makeTempDir } from '../lib/servers.mjs';

/** Where Debian and the nginx.org packages put the binary; PATH is searched first. */
const KNOWN_PLACES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** The nginx binary: BENCH_NGINX, else `nginx` on PATH or in a known place; undefined if none. */
export function findNginx(): string | undefined {
  const given = process.env.BENCH_NGINX;
  const candidates = given
    ? [given]
    : [
        ...(process.env.PATH ?? '')
          .split(delimiter)
          .filter(Boolean)
          .map((dir) => join(dir, 'nginx')),
        ...KNOWN_PLACES,
      ];
  return candidates.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The configuration: one worker (the gateway is one process too), upstream keep-alive
 * connections (as the gateway's Agent keeps them), HTTP/1.1 to the backend, the same forwarded
 * headers the gateway adds, and an access log buffered in memory as the gateway's batched one.
 * Everything nginx writes stays in `dir`.
 */
export function nginxConfig(dir: string, port: number, backend: URL): string {
  return `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {
  worker_connections 1024;
}
http {
  access_log ${dir}/access.log combined buffer=64k flush=1s;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_timeout 72s;
  keepalive_requests 100000;
  upstream backend {
    server ${backend.host};
    keepalive 256;
    keepalive_requests 100000;
    keepalive_timeout 30s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host ${backend.host};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
    }
  }
}
`;
}

export interface NginxAnchor {
  origin: string;
  child: { pid?: number };
  stop(): Promise<void>;
}

/**
 * Starts nginx in front of `backendOrigin` on a free loopback port, with a generated
 * configuration in a temporary directory; ready once `/readyz` answers 200 through it.
 * @returns the running nginx, or why there is none
 */
export async function startNginx(
  backendOrigin: string,
): Promise<NginxAnchor | { skipped: string }> {
  const binary = findNginx();
  if (!binary) {
    return {
      skipped:
        'no nginx found (PATH, /usr/sbin, /usr/local; BENCH_NGINX=<binary>): the nginx anchor row is left out; `apt-get install -y nginx` adds it',
    };
  }
  const dir = makeTempDir('bench-nginx');
  // nginx's workers run as an unprivileged user when started by root: let them reach the dir.
  chmodSync(dir, 0o755);
  for (const sub of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  const port = await freePort();
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, port, new URL(backendOrigin)));
  const child = startBackground(binary, ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], {
    logFile: join(logDir, `nginx-${port}.log`),
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${origin}/readyz`, { child, timeoutMs: 15_000 });
  } catch (error) {
    await stopProcess(child);
    let errorLog = '';
    try {
      errorLog = readFileSync(join(dir, 'error.log'), 'utf8')
        .trim()
        .split('\n')
        .slice(-5)
        .join(' | ');
    } catch {
      // nginx wrote none
    }
    return {
      skipped: `nginx (${binary}) did not start: ${error instanceof Error ? error.message : String(error)}${errorLog ? ` (error.log: ${errorLog})` : ''}`,
    };
  }
  return { origin, child, stop: () => stopProcess(child) };
}
