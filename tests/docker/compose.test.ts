import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * No Docker engine runs on the development and CI machines, so this checks the compose file
 * and the Dockerfile against what the packages really start: the scripts the commands name,
 * the ports and variables the servers read (the gateway's own config loader judges its
 * environment), the upstream URLs, and every path the builds copy.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface Build {
  context?: string;
  dockerfile?: string;
  target?: string;
}
interface Service {
  image?: string;
  build?: string | Build;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | number | { target: number; published?: string | number })[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[] };
  profiles?: string[];
}

const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, Service>;
};
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`docker-compose.yml has no "${name}" service`);
  return found;
};

function environment(svc: Service): Record<string, string> {
  const env = svc.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((line) => {
        const eq = line.indexOf('=');
        return eq === -1 ? [line, ''] : [line.slice(0, eq), line.slice(eq + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}

function containerPorts(svc: Service): number[] {
  return (svc.ports ?? []).map((port) => {
    if (typeof port === 'number') return port;
    if (typeof port === 'object') return port.target;
    const withoutProtocol = port.split('/')[0] ?? '';
    return Number(withoutProtocol.split(':').pop());
  });
}

function buildOf(svc: Service): Required<Pick<Build, 'context' | 'dockerfile'>> & Build {
  const build = typeof svc.build === 'string' ? { context: svc.build } : (svc.build ?? {});
  return { ...build, context: build.context ?? '.', dockerfile: build.dockerfile ?? 'Dockerfile' };
}

const dockerfilePath = (svc: Service) => {
  const build = buildOf(svc);
  return join(root, build.context, build.dockerfile);
};

/** Dockerfile instructions with line continuations joined and comments dropped. */
function instructions(file: string): { op: string; args: string }[] {
  const text = readFileSync(file, 'utf8').replace(/\\\r?\n/g, ' ');
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const space = line.indexOf(' ');
      return { op: line.slice(0, space).toUpperCase(), args: line.slice(space + 1).trim() };
    });
}

/** The instructions of one stage and of the stages it is built FROM, in build order. */
function stageChain(file: string, target: string): { op: string; args: string }[] {
  const all = instructions(file);
  const stages = new Map<string, { from: string; body: { op: string; args: string }[] }>();
  let current: { from: string; body: { op: string; args: string }[] } | undefined;
  for (const ins of all) {
    if (ins.op === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?/i.exec(ins.args);
      current = { from: match?.[1] ?? '', body: [ins] };
      stages.set((match?.[2] ?? `#${stages.size}`).toLowerCase(), current);
    } else current?.body.push(ins);
  }
  const chain: { op: string; args: string }[] = [];
  let name: string | undefined = target.toLowerCase();
  const seen = new Set<string>();
  while (name && stages.has(name) && !seen.has(name)) {
    seen.add(name);
    const stage = stages.get(name);
    chain.unshift(...(stage?.body ?? []));
    name = stage?.from.toLowerCase();
  }
  return chain;
}

function commandOf(svc: Service): string[] {
  if (Array.isArray(svc.command)) return svc.command;
  if (typeof svc.command === 'string') return svc.command.split(/\s+/);
  const build = buildOf(svc);
  const cmd = stageChain(dockerfilePath(svc), build.target ?? '')
    .filter((ins) => ins.op === 'CMD')
    .pop();
  return cmd ? (JSON.parse(cmd.args) as string[]) : [];
}

interface WorkspacePackage {
  dir: string;
  manifest: { name: string; scripts?: Record<string, string> };
}

function workspacePackages(): WorkspacePackage[] {
  const dirs = ['apps', 'packages']
    .flatMap((parent) =>
      existsSync(join(root, parent))
        ? readdirSync(join(root, parent), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => join(parent, entry.name))
        : [],
    )
    .concat(['tests', 'scripts']);
  return dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')),
    }));
}

/** `pnpm --filter <name> <script>` (or `pnpm --filter <name> run <script>`) -> [name, script]. */
function pnpmScript(command: string[]): [string, string] | undefined {
  const filter = command.findIndex((part) => part === '--filter' || part === '-F');
  if (command[0] !== 'pnpm' || filter === -1) return undefined;
  const rest = command.slice(filter + 2).filter((part) => part !== 'run');
  const name = command[filter + 1];
  return name && rest[0] ? [name, rest[0]] : undefined;
}

/** The gateway's own config loader, so the compose environment is judged by the real rules. */
const gatewayEnvModule = join(root, 'apps', 'gateway', 'src', 'config', 'env.ts');
interface GatewayEnvModule {
  EnvSchema: { properties: Record<string, { default?: unknown }> };
  loadConfig(env: Record<string, string | undefined>): {
    host: string;
    port: number;
    backend: string;
    upstream: Record<string, string | number> | null;
    loginRateLimit: { redis?: { url: string; prefix: string } };
  };
}
const gatewayEnv = (await import(pathToFileURL(gatewayEnvModule).href)) as GatewayEnvModule;

/**
 * The simulator's environment: its exported env schema (`*EnvSchema`) and reader (`read*Env` /
 * `loadConfig`) when it has them, else the UPPER_CASE names its server source mentions.
 */
interface SimulatorEnvModule {
  schema?: { properties: Record<string, { default?: unknown }> };
  read?: (env: Record<string, string | undefined>) => Record<string, unknown>;
}
const simulatorEnvFiles = ['src/server-env.ts', 'src/config/env.ts', 'src/config.ts']
  .map((file) => join(root, 'apps', 'simulator', file))
  .filter((file) => existsSync(file));
const simulatorServerFile = join(root, 'apps', 'simulator', 'src', 'server.ts');

async function loadSimulatorEnv(): Promise<SimulatorEnvModule> {
  for (const file of simulatorEnvFiles) {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const schemaName = Object.keys(exports).find((name) => /EnvSchema$/.test(name));
    const readName = Object.keys(exports).find((name) => /^(read\w*Env|loadConfig)$/.test(name));
    if (schemaName) {
      return {
        schema: exports[schemaName] as SimulatorEnvModule['schema'],
        read: readName ? (exports[readName] as SimulatorEnvModule['read']) : undefined,
      };
    }
  }
  return {};
}
const simulatorEnv = await loadSimulatorEnv();

function simulatorKnownNames(): Set<string> {
  if (simulatorEnv.schema) return new Set(Object.keys(simulatorEnv.schema.properties));
  const source = [simulatorServerFile, ...simulatorEnvFiles]
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return new Set(
    [...source.matchAll(/\b([A-Z][A-Z0-9]*_[A-Z0-9_]+|HOST|PORT)\b/g)].map((m) => m[1] ?? ''),
  );
}

function simulatorDefaultPort(): number | undefined {
  const fromSchema = simulatorEnv.schema?.properties.SIMULATOR_PORT?.default;
  return typeof fromSchema === 'number' ? fromSchema : undefined;
}

describe('docker-compose.yml', () => {
  it('has the gateway, the standalone simulator and PostgreSQL 16', () => {
    expect(Object.keys(services).sort()).toEqual(
      expect.arrayContaining(['gateway', 'postgres', 'simulator']),
    );
    expect(service('postgres').image).toMatch(/^postgres:16(\.|-|$)/);
  });

  it.each(['gateway', 'simulator'])('builds %s from a Dockerfile and target that exist', (name) => {
    const svc = service(name);
    const build = buildOf(svc);
    expect(existsSync(join(root, build.context)), `build context ${build.context}`).toBe(true);
    expect(existsSync(dockerfilePath(svc)), `Dockerfile ${build.dockerfile}`).toBe(true);
    if (build.target) {
      const stages = instructions(dockerfilePath(svc))
        .filter((ins) => ins.op === 'FROM')
        .map((ins) => /\s+AS\s+(\S+)/i.exec(ins.args)?.[1]?.toLowerCase());
      expect(stages, `stages of ${build.dockerfile}`).toContain(build.target.toLowerCase());
    }
  });

  it.each([
    ['gateway', '@armada/gateway'],
    ['simulator', '@armada/simulator'],
  ])('runs %s with a script that exists in %s', (name, packageName) => {
    const command = commandOf(service(name));
    const parsed = pnpmScript(command);
    expect(
      parsed,
      `command ${JSON.stringify(command)} should be pnpm --filter <package> <script>`,
    ).toBeDefined();
    const [filterName, script] = parsed ?? ['', ''];
    expect(filterName).toBe(packageName);
    const pkg = workspacePackages().find((p) => p.manifest.name === filterName);
    expect(pkg, `a workspace package named ${filterName}`).toBeDefined();
    expect(
      pkg?.manifest.scripts?.[script],
      `script "${script}" in ${pkg?.dir}/package.json`,
    ).toBeDefined();
    const entry = /\btsx\s+(\S+)/.exec(pkg?.manifest.scripts?.[script] ?? '')?.[1];
    if (entry)
      expect(existsSync(join(root, pkg?.dir ?? '', entry)), `${pkg?.dir}/${entry}`).toBe(true);
  });

  it('sets only variables the gateway knows, and its config loader accepts them', () => {
    const env = environment(service('gateway'));
    const known = Object.keys(gatewayEnv.EnvSchema.properties);
    expect(
      Object.keys(env).filter((name) => !known.includes(name)),
      'unknown gateway variables',
    ).toEqual([]);
    expect(() => gatewayEnv.loadConfig(env)).not.toThrow();
  });

  it('publishes the port the gateway listens on, on all interfaces inside the container', () => {
    const config = gatewayEnv.loadConfig(environment(service('gateway')));
    expect(config.host).toBe('0.0.0.0');
    expect(containerPorts(service('gateway'))).toContain(config.port);
    expect(config.port).toBe(
      Number(environment(service('gateway')).PORT ?? gatewayEnv.EnvSchema.properties.PORT?.default),
    );
  });

  it('points every upstream URL of the gateway at the simulator service port', () => {
    const env = environment(service('gateway'));
    const config = gatewayEnv.loadConfig(env);
    expect(config.backend).toBe('upstream');
    const simulatorPorts = containerPorts(service('simulator'));
    const simulatorPort = Number(
      environment(service('simulator')).SIMULATOR_PORT ?? simulatorDefaultPort(),
    );
    expect(simulatorPorts).toContain(simulatorPort);
    const upstreamNames = Object.keys(gatewayEnv.EnvSchema.properties).filter(
      (name) => name.startsWith('UPSTREAM_') && name.endsWith('_URL'),
    );
    expect(upstreamNames.length).toBeGreaterThan(0);
    for (const name of upstreamNames) {
      const value = env[name];
      expect(value, `${name} is set`).toBeDefined();
      const url = new URL(value ?? '');
      expect(url.hostname, `${name} host`).toBe('simulator');
      expect(Number(url.port), `${name} port`).toBe(simulatorPort);
      expect(url.protocol, `${name} scheme`).toBe(name === 'UPSTREAM_WS_URL' ? 'ws:' : 'http:');
    }
  });

  it('sets only variables the simulator reads, and its env reader accepts them', () => {
    expect(existsSync(simulatorServerFile), 'apps/simulator/src/server.ts').toBe(true);
    const env = environment(service('simulator'));
    const known = simulatorKnownNames();
    expect(
      Object.keys(env).filter((name) => !known.has(name)),
      'unknown simulator variables',
    ).toEqual([]);
    if (simulatorEnv.read) {
      const read = simulatorEnv.read;
      expect(() => read(env)).not.toThrow();
      expect(read(env).HOST, 'HOST inside the container').toBe('0.0.0.0');
    } else expect(env.HOST).toBe('0.0.0.0');
  });

  it('publishes the port the simulator listens on', () => {
    const env = environment(service('simulator'));
    const port = Number(
      simulatorEnv.read?.(env).SIMULATOR_PORT ?? env.SIMULATOR_PORT ?? simulatorDefaultPort(),
    );
    expect(containerPorts(service('simulator'))).toContain(port);
  });

  it("points the simulator's DATABASE_URL at the postgres service and its credentials", () => {
    const url = new URL(environment(service('simulator')).DATABASE_URL ?? '');
    const pg = environment(service('postgres'));
    expect(url.protocol).toMatch(/^postgres(ql)?:$/);
    expect(url.hostname).toBe('postgres');
    expect(Number(url.port || 5432)).toBe(5432);
    expect(decodeURIComponent(url.username)).toBe(pg.POSTGRES_USER ?? 'postgres');
    if (pg.POSTGRES_PASSWORD) expect(decodeURIComponent(url.password)).toBe(pg.POSTGRES_PASSWORD);
    expect(url.pathname.slice(1)).toBe(pg.POSTGRES_DB ?? pg.POSTGRES_USER ?? 'postgres');
  });

  it('starts services after what they depend on', () => {
    const deps = (svc: Service) =>
      Array.isArray(svc.depends_on) ? svc.depends_on : Object.keys(svc.depends_on ?? {});
    expect(deps(service('gateway'))).toContain('simulator');
    expect(deps(service('simulator'))).toContain('postgres');
  });
});

describe('Dockerfile', () => {
  const file = dockerfilePath(service('gateway'));
  const all = instructions(file);
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    packageManager: string;
  };
  const pnpmVersion = /^pnpm@([^+]+)/.exec(rootManifest.packageManager)?.[1];

  it('builds on node:20-slim', () => {
    const bases = all
      .filter((ins) => ins.op === 'FROM')
      .map((ins) => ins.args.split(/\s+/)[0] ?? '');
    const external = bases.filter((base) => base.includes(':'));
    expect(external.length).toBeGreaterThan(0);
    for (const base of external) expect(base).toBe('node:20-slim');
  });

  it("installs the packageManager's pnpm version with npm (corepack cannot verify it here)", () => {
    const run = all.filter((ins) => ins.op === 'RUN').map((ins) => ins.args);
    expect(run.some((cmd) => /npm (i|install) (.* )?(-g|--global) .*pnpm@/.test(cmd))).toBe(true);
    expect(run.join('\n')).toContain(`pnpm@${pnpmVersion}`);
    expect(run.join('\n')).not.toMatch(/corepack/);
  });

  it('installs from the lockfile and copies every workspace manifest before installing', () => {
    const installAt = all.findIndex(
      (ins) => ins.op === 'RUN' && /pnpm install .*--frozen-lockfile/.test(ins.args),
    );
    expect(installAt, 'RUN pnpm install --frozen-lockfile').toBeGreaterThan(-1);
    const copiedBefore = all
      .slice(0, installAt)
      .filter((ins) => ins.op === 'COPY')
      .flatMap((ins) => ins.args.split(/\s+/).slice(0, -1));
    for (const pkg of workspacePackages()) {
      expect(copiedBefore, `COPY ${pkg.dir}/package.json before pnpm install`).toContain(
        `${pkg.dir}/package.json`,
      );
    }
    for (const name of ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml']) {
      expect(copiedBefore).toContain(name);
    }
  });

  it('copies only paths that exist', () => {
    for (const ins of all.filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))) {
      for (const source of ins.args.split(/\s+/).slice(0, -1)) {
        if (source.startsWith('--')) continue;
        expect(existsSync(join(root, source)), `COPY source ${source}`).toBe(true);
      }
    }
  });

  it('builds the web app into the gateway image', () => {
    const buildsWeb = all.some(
      (ins) => ins.op === 'RUN' && /pnpm (--filter|-F) @armada\/web (run )?build/.test(ins.args),
    );
    expect(buildsWeb, 'RUN pnpm --filter @armada/web build').toBe(true);
    const chain = stageChain(file, buildOf(service('gateway')).target ?? '');
    const hasDist =
      chain.some((ins) => ins.op === 'COPY' && /apps\/web\/dist/.test(ins.args)) ||
      chain.some((ins) => ins.op === 'RUN' && /@armada\/web (run )?build/.test(ins.args));
    expect(hasDist, 'the gateway stage gets apps/web/dist').toBe(true);
  });

  it('keeps node_modules and build output out of the build context', () => {
    const ignore = readFileSync(join(root, '.dockerignore'), 'utf8')
      .split(/\r?\n/)
      .map((l) => l.trim());
    for (const pattern of ['node_modules', 'dist', '.data', '.git']) {
      expect(
        ignore.some((line) => line === pattern || line === `**/${pattern}`),
        `.dockerignore ${pattern}`,
      ).toBe(true);
    }
  });
});

describe('docker-compose.yml profile scale-out (docs/adr/0013-scale-out.md, 0063)', () => {
  const profiles = (svc: Service) => svc.profiles ?? [];
  const deps = (svc: Service) =>
    Array.isArray(svc.depends_on) ? svc.depends_on : Object.keys(svc.depends_on ?? {});
  const inProfile = Object.entries(services)
    .filter(([, svc]) => profiles(svc).includes('scale-out'))
    .map(([name]) => name);
  const gateways = Object.entries(services)
    .filter(([, svc]) => buildOf(svc).target === buildOf(service('gateway')).target)
    .map(([name]) => name);
  const simulators = Object.entries(services)
    .filter(([, svc]) => buildOf(svc).target === buildOf(service('simulator')).target)
    .map(([name]) => name);

  it('adds a second simulator, a second gateway and a balancer; the rest runs in every profile', () => {
    expect(inProfile.sort()).toEqual(['balancer', 'gateway-2', 'simulator-2']);
    for (const name of ['postgres', 'redis', 'simulator', 'gateway']) {
      expect(profiles(service(name)), `${name} has no profile`).toEqual([]);
    }
    expect(gateways.sort()).toEqual(['gateway', 'gateway-2']);
    expect(simulators.sort()).toEqual(['simulator', 'simulator-2']);
  });

  it('runs the second simulator like the first, on the same PostgreSQL schema, started after it', () => {
    const first = environment(service('simulator'));
    const second = environment(service('simulator-2'));
    expect(commandOf(service('simulator-2'))).toEqual(commandOf(service('simulator')));
    expect(second).toEqual(first);
    const known = simulatorKnownNames();
    expect(Object.keys(second).filter((name) => !known.has(name))).toEqual([]);
    if (simulatorEnv.read) {
      const read = simulatorEnv.read;
      expect(() => read(second)).not.toThrow();
    }
    // One seeds the world and takes the lead; the other finds both (STORE-14).
    expect(deps(service('simulator-2'))).toEqual(expect.arrayContaining(['postgres', 'simulator']));
  });

  it('puts each gateway in front of its own simulator: same command, accepted by its config loader', () => {
    expect(commandOf(service('gateway-2'))).toEqual(commandOf(service('gateway')));
    const simulatorPort = Number(
      environment(service('simulator-2')).SIMULATOR_PORT ?? simulatorDefaultPort(),
    );
    for (const [gateway, simulator] of [
      ['gateway', 'simulator'],
      ['gateway-2', 'simulator-2'],
    ] as const) {
      const env = environment(service(gateway));
      expect(() => gatewayEnv.loadConfig(env)).not.toThrow();
      const config = gatewayEnv.loadConfig(env);
      expect(config.backend, `${gateway} is in upstream mode`).toBe('upstream');
      for (const [name, value] of Object.entries(env).filter(([key]) =>
        /^UPSTREAM_.*_URL$/.test(key),
      )) {
        const url = new URL(value);
        expect(url.hostname, `${gateway} ${name}`).toBe(simulator);
        expect(Number(url.port), `${gateway} ${name} port`).toBe(simulatorPort);
      }
      expect(deps(service(gateway))).toContain(simulator);
    }
  });

  it('counts failed sign-ins once for both gateways, in the redis service (GW-15)', () => {
    expect(service('redis').image).toMatch(/^redis:7(\.|-|$)/);
    const limits = gateways.map((name) => {
      const config = gatewayEnv.loadConfig(environment(service(name)));
      expect(deps(service(name)), `${name} waits for redis`).toContain('redis');
      return config.loginRateLimit.redis;
    });
    for (const redis of limits) {
      const url = new URL(redis?.url ?? '');
      expect(url.hostname).toBe('redis');
      expect(Number(url.port || 6379)).toBe(6379);
    }
    expect(new Set(limits.map((redis) => redis?.prefix)).size, 'one key prefix').toBe(1);
  });

  it('shares sessions, documents, live messages and route runs through the postgres service', () => {
    const urls = simulators.map((name) => environment(service(name)).DATABASE_URL);
    expect(new Set(urls).size).toBe(1);
    expect(new URL(urls[0] ?? '').hostname).toBe('postgres');
  });

  it('builds the balancer from a Dockerfile stage and runs a file that exists', () => {
    const balancer = service('balancer');
    const build = buildOf(balancer);
    const stages = instructions(dockerfilePath(balancer))
      .filter((ins) => ins.op === 'FROM')
      .map((ins) => /\s+AS\s+(\S+)/i.exec(ins.args)?.[1]?.toLowerCase());
    expect(stages).toContain((build.target ?? '').toLowerCase());
    const command = commandOf(balancer);
    expect(command.slice(0, 3)).toEqual(['pnpm', 'exec', 'tsx']);
    expect(existsSync(join(root, command[3] ?? '')), `${command[3]}`).toBe(true);
  });

  it('balances over both gateways at the port each listens on, and publishes its own port', () => {
    const balancer = service('balancer');
    const env = environment(balancer);
    const targets = (env.BALANCER_TARGETS ?? '').split(',').map((t) => new URL(t.trim()));
    expect(targets.map((t) => t.hostname).sort()).toEqual(gateways.sort());
    for (const target of targets) {
      const config = gatewayEnv.loadConfig(environment(service(target.hostname)));
      expect(target.protocol).toBe('http:');
      expect(Number(target.port || 80), `${target.hostname} port`).toBe(config.port);
      expect(config.host).toBe('0.0.0.0');
    }
    expect(env.HOST).toBe('0.0.0.0');
    expect(containerPorts(balancer)).toContain(Number(env.BALANCER_PORT));
    expect(deps(balancer).sort()).toEqual(gateways.sort());
  });
});
