import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Type, { type Static } from 'typebox';
import type { BackendMode } from '@armada/contracts/shared';
import {
  SimulatorEnvProperties,
  checkEnv,
  clockStartMs,
  formatEnvIssues,
} from '@armada/simulator/env';

/**
 * The gateway's whole configuration comes from the environment, read once at boot and checked
 * by one TypeBox schema. Each property's `description` is also the hint printed when its value
 * is wrong, so the message tells the operator what to write instead. The variables of the
 * in-process simulator (seed, data directory, database, clock, log level, cookies, host) are
 * the simulator's own schemas (`@armada/simulator/env`), checked the same way there.
 */

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Relative to the repository, not the working directory: `pnpm --filter` runs in apps/gateway. */
export const DEFAULT_WEB_DIST_DIR = resolve(REPO_ROOT, 'apps/web/dist');
export const DEFAULT_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const DEFAULT_HELP_URL = 'https://help.armada.example/';

const upstreamUrl = (service: string) =>
  Type.Optional(
    Type.String({
      description: `the base URL of the ${service}, http:// or https://`,
    }),
  );

export const EnvSchema = Type.Object({
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 8080,
    description: 'a TCP port number from 0 to 65535',
  }),
  HOST: SimulatorEnvProperties.HOST,
  ARMADA_BACKEND: Type.Enum(['simulator', 'upstream'], {
    default: 'simulator',
    description: 'either "simulator" or "upstream"',
  }),
  ARMADA_SEED: SimulatorEnvProperties.ARMADA_SEED,
  ARMADA_SIM_VEHICLES: SimulatorEnvProperties.ARMADA_SIM_VEHICLES,
  ARMADA_SIM_SPEED: SimulatorEnvProperties.ARMADA_SIM_SPEED,
  ARMADA_SIM_ALERT_RATE: SimulatorEnvProperties.ARMADA_SIM_ALERT_RATE,
  ARMADA_SIM_CONTROLS: SimulatorEnvProperties.ARMADA_SIM_CONTROLS,
  ARMADA_SOLVE_BUDGET_MS: SimulatorEnvProperties.ARMADA_SOLVE_BUDGET_MS,
  ARMADA_DATA_DIR: SimulatorEnvProperties.ARMADA_DATA_DIR,
  DATABASE_URL: SimulatorEnvProperties.DATABASE_URL,
  DATABASE_SCHEMA: SimulatorEnvProperties.DATABASE_SCHEMA,
  ARMADA_CLOCK_START: SimulatorEnvProperties.ARMADA_CLOCK_START,
  UPSTREAM_MAIN_URL: upstreamUrl('main REST service (/api)'),
  UPSTREAM_ORDER_URL: upstreamUrl('order service (/order/api/web/v1)'),
  UPSTREAM_FLEET_PLANNING_URL: upstreamUrl('fleet planning service (/fleet-planning/api/web/v1)'),
  UPSTREAM_GRAPHQL_URL: upstreamUrl('GraphQL service (/graphql)'),
  UPSTREAM_WS_URL: Type.Optional(
    Type.String({
      description:
        'the base URL of the live channel service (/ws), ws://, wss://, http:// or https://',
    }),
  ),
  UPSTREAM_AUTH_URL: Type.Optional(
    Type.String({
      description: 'the base URL of the sign-in service (/auth), http:// or https://',
    }),
  ),
  UPSTREAM_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: 10_000,
    description: 'milliseconds from 100 to 600000',
  }),
  MAP_TILE_URL: Type.String({
    minLength: 1,
    default: DEFAULT_MAP_TILE_URL,
    description: 'a Leaflet tile URL template: https://..., http://... or a path starting with /',
  }),
  MAP_TILE_ATTRIBUTION: Type.String({
    default: DEFAULT_MAP_TILE_ATTRIBUTION,
    description: 'the attribution shown under the map',
  }),
  HELP_URL: Type.String({
    minLength: 1,
    default: DEFAULT_HELP_URL,
    description: 'an http:// or https:// URL of the knowledge base',
  }),
  WEB_DIST_DIR: Type.String({
    minLength: 1,
    default: DEFAULT_WEB_DIST_DIR,
    description: 'the directory of the built web app',
  }),
  LOG_LEVEL: SimulatorEnvProperties.LOG_LEVEL,
  LOG_FORMAT: Type.Enum(['json', 'pretty'], {
    default: 'json',
    description: '"json" (one JSON object a line, for log collectors) or "pretty" (for people)',
  }),
  TRUST_PROXY: Type.String({
    default: 'false',
    pattern: '^(true|false|[0-9]+|[0-9a-fA-F.:/]+(\\s*,\\s*[0-9a-fA-F.:/]+)*)$',
    description:
      '"true", "false", a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs',
  }),
  COOKIE_SECURE: SimulatorEnvProperties.COOKIE_SECURE,
  LOGIN_RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    default: 10,
    description: 'a positive integer: failed sign-ins allowed per window per address and username',
  }),
  LOGIN_RATE_LIMIT_WINDOW_MS: Type.Integer({
    minimum: 1000,
    default: 60_000,
    description: 'the sign-in rate limit window in milliseconds (at least 1000)',
  }),
  REDIS_URL: Type.Optional(
    Type.String({
      description:
        'a redis:// or rediss:// URL: the sign-in rate limit is counted there, shared by every gateway using it',
    }),
  ),
  REDIS_KEY_PREFIX: Type.String({
    default: 'armada:',
    pattern: '^[A-Za-z0-9_:.-]{1,64}$',
    description:
      'the prefix of the Redis keys (letters, digits, _ : . -); gateways sharing a limit use one',
  }),
  PUBLIC_TRACKING_RATE_LIMIT_MAX: Type.Integer({
    minimum: 1,
    default: 120,
    description: 'a positive integer: public tracking requests allowed per window per address',
  }),
  PUBLIC_TRACKING_RATE_LIMIT_WINDOW_MS: Type.Integer({
    minimum: 1000,
    default: 60_000,
    description: 'the public tracking rate limit window in milliseconds (at least 1000)',
  }),
});

/** The environment after defaults and conversion: derived from the schema, never written by hand. */
export type Env = Static<typeof EnvSchema>;
export type EnvName = keyof Env;
export type LogLevel = Env['LOG_LEVEL'];
export type LogFormat = Env['LOG_FORMAT'];

export interface UpstreamConfig {
  main: string;
  order: string;
  fleetPlanning: string;
  graphql: string;
  /** Always ws:// or wss://. */
  ws: string;
  auth: string;
  timeoutMs: number;
}

/** The resolved configuration the app is built from. */
export interface GatewayConfig {
  env: Env;
  host: string;
  port: number;
  backend: BackendMode;
  simulator: { seed?: number; dataDir?: string; databaseUrl?: string; databaseSchema?: string };
  /** Present exactly when `backend` is `upstream`. */
  upstream: UpstreamConfig | null;
  map: { tileUrl: string; attribution: string };
  helpUrl: string;
  /** Absolute. */
  webDistDir: string;
  logLevel: LogLevel;
  logFormat: LogFormat;
  /** ARMADA_CLOCK_START in epoch ms: the in-process simulator's clock starts there (tests). */
  clockStartMs?: number;
  trustProxy: boolean | number | string[];
  cookieSecure: boolean;
  /** With `redis`, the counts are shared by every gateway using that server and prefix. */
  loginRateLimit: { max: number; windowMs: number; redis?: { url: string; prefix: string } };
  publicTrackingRateLimit: { max: number; windowMs: number };
}

export interface ConfigIssue {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  readonly issues: readonly ConfigIssue[];
  constructor(issues: readonly ConfigIssue[]) {
    super(formatEnvIssues('Invalid gateway configuration', issues));
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Variables whose values may hold secrets: never echoed back in an error message. */
const SECRET_VARIABLES = new Set<string>(['DATABASE_URL', 'REDIS_URL']);

function describe(variable: string): string | undefined {
  const property: object | undefined = EnvSchema.properties[variable as EnvName];
  return property && 'description' in property && typeof property.description === 'string'
    ? property.description
    : undefined;
}

function describeValue(variable: string, value: unknown): string {
  if (SECRET_VARIABLES.has(variable)) return '';
  const text = String(value);
  return ` (got ${JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}...` : text)})`;
}

/**
 * Validates `env` and returns the typed configuration, or throws one `ConfigError` that names
 * every bad variable. Empty strings count as unset, so `FOO=` in a .env file means "default".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const { value, issues } = checkEnv(EnvSchema, env);
  // Cross-variable and URL rules run too, so one run reports every bad variable at once.
  checkUrls(value as Record<string, unknown>, issues);
  if (issues.size > 0) throw new ConfigError(toIssues(issues));
  return toGatewayConfig(value);
}

function toIssues(issues: Map<string, string>): ConfigIssue[] {
  const order = Object.keys(EnvSchema.properties);
  return [...issues]
    .map(([variable, message]) => ({ variable, message }))
    .sort((a, b) => order.indexOf(a.variable) - order.indexOf(b.variable));
}

function parseUrl(value: string, protocols: readonly string[]): URL | null {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

const HTTP = ['http:', 'https:'] as const;
const UPSTREAM_VARIABLES = [
  'UPSTREAM_MAIN_URL',
  'UPSTREAM_ORDER_URL',
  'UPSTREAM_FLEET_PLANNING_URL',
  'UPSTREAM_GRAPHQL_URL',
  'UPSTREAM_WS_URL',
] as const;

/** Rules a per-property schema cannot say: URL shapes and what upstream mode requires. */
function checkUrls(env: Record<string, unknown>, issues: Map<string, string>): void {
  const check = (variable: EnvName, valid: (value: string) => boolean) => {
    const value = env[variable];
    if (issues.has(variable) || typeof value !== 'string' || valid(value)) return;
    issues.set(
      variable,
      `must be ${describe(variable) ?? 'valid'}${describeValue(variable, value)}`,
    );
  };

  for (const variable of [...UPSTREAM_VARIABLES, 'UPSTREAM_AUTH_URL'] as const) {
    const protocols = variable === 'UPSTREAM_WS_URL' ? [...HTTP, 'ws:', 'wss:'] : HTTP;
    check(variable, (value) => parseUrl(value, protocols) !== null);
  }
  if (env.ARMADA_BACKEND === 'upstream') {
    for (const variable of UPSTREAM_VARIABLES) {
      if (env[variable] === undefined)
        issues.set(variable, 'is required when ARMADA_BACKEND=upstream');
    }
  }
  check('DATABASE_URL', (value) => parseUrl(value, ['postgres:', 'postgresql:']) !== null);
  check('REDIS_URL', (value) => parseUrl(value, ['redis:', 'rediss:']) !== null);
  check('HELP_URL', (value) => parseUrl(value, HTTP) !== null);
  check('MAP_TILE_URL', (value) => value.startsWith('/') || parseUrl(value, HTTP) !== null);
}

/**
 * Each upstream URL is a base: the browser's path is appended unchanged. A URL that already
 * ends with the service's own path (`http://host/graphql`) is accepted and trimmed to its base.
 */
function upstreamBase(value: string, servicePath: string): string {
  const url = new URL(value);
  let path = url.pathname.replace(/\/+$/, '');
  if (path.endsWith(servicePath)) path = path.slice(0, -servicePath.length);
  return `${url.origin}${path}`;
}

function toWebSocketUrl(base: string): string {
  return base.replace(/^http(s?):/, 'ws$1:');
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

function toGatewayConfig(env: Env): GatewayConfig {
  const upstream: UpstreamConfig | null =
    env.ARMADA_BACKEND === 'upstream'
      ? {
          main: upstreamBase(env.UPSTREAM_MAIN_URL ?? '', '/api'),
          order: upstreamBase(env.UPSTREAM_ORDER_URL ?? '', '/order/api/web/v1'),
          fleetPlanning: upstreamBase(
            env.UPSTREAM_FLEET_PLANNING_URL ?? '',
            '/fleet-planning/api/web/v1',
          ),
          graphql: upstreamBase(env.UPSTREAM_GRAPHQL_URL ?? '', '/graphql'),
          ws: toWebSocketUrl(upstreamBase(env.UPSTREAM_WS_URL ?? '', '/ws')),
          auth: upstreamBase(env.UPSTREAM_AUTH_URL ?? env.UPSTREAM_MAIN_URL ?? '', '/auth'),
          timeoutMs: env.UPSTREAM_TIMEOUT_MS,
        }
      : null;

  return {
    env,
    host: env.HOST,
    port: env.PORT,
    backend: env.ARMADA_BACKEND,
    simulator: {
      ...(env.ARMADA_SEED !== undefined && { seed: env.ARMADA_SEED }),
      ...(env.ARMADA_SIM_VEHICLES !== undefined && { fleetSize: env.ARMADA_SIM_VEHICLES }),
      ...(env.ARMADA_SIM_SPEED !== undefined && { speed: env.ARMADA_SIM_SPEED }),
      ...(env.ARMADA_SIM_ALERT_RATE !== undefined && { alertRate: env.ARMADA_SIM_ALERT_RATE }),
      ...(env.ARMADA_SIM_CONTROLS === '1' && { controls: true }),
      ...(env.ARMADA_SOLVE_BUDGET_MS !== undefined && {
        solveBudgetMs: env.ARMADA_SOLVE_BUDGET_MS,
      }),
      ...(env.ARMADA_DATA_DIR !== undefined && { dataDir: absolute(env.ARMADA_DATA_DIR) }),
      ...(env.DATABASE_URL !== undefined && { databaseUrl: env.DATABASE_URL }),
      ...(env.DATABASE_SCHEMA !== undefined && { databaseSchema: env.DATABASE_SCHEMA }),
    },
    upstream,
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    helpUrl: env.HELP_URL,
    webDistDir: absolute(env.WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    ...(env.ARMADA_CLOCK_START !== undefined && {
      clockStartMs: clockStartMs(env.ARMADA_CLOCK_START),
    }),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cookieSecure: env.COOKIE_SECURE,
    loginRateLimit: {
      max: env.LOGIN_RATE_LIMIT_MAX,
      windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS,
      ...(env.REDIS_URL !== undefined && {
        redis: { url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX },
      }),
    },
    publicTrackingRateLimit: {
      max: env.PUBLIC_TRACKING_RATE_LIMIT_MAX,
      windowMs: env.PUBLIC_TRACKING_RATE_LIMIT_WINDOW_MS,
    },
  };
}

/** Explicit relative paths are relative to the working directory, as a shell user expects. */
function absolute(path: string): string {
  return isAbsolute(path) ? path : resolve(process.cwd(), path);
}
