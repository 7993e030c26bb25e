import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerEnv } from '@armada/simulator/env';
import { ConfigError, DEFAULT_MAP_TILE_URL, DEFAULT_WEB_DIST_DIR, loadConfig } from './env';

const upstream = {
  ARMADA_BACKEND: 'upstream',
  UPSTREAM_MAIN_URL: 'http://main.internal:8001',
  UPSTREAM_ORDER_URL: 'http://order.internal:8002',
  UPSTREAM_FLEET_PLANNING_URL: 'http://planning.internal:8003',
  UPSTREAM_GRAPHQL_URL: 'http://graphql.internal:8004',
  UPSTREAM_WS_URL: 'wss://live.internal',
};

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      backend: 'simulator',
      upstream: null,
      simulator: {},
      map: { tileUrl: DEFAULT_MAP_TILE_URL },
      webDistDir: DEFAULT_WEB_DIST_DIR,
      logLevel: 'info',
      trustProxy: false,
      cookieSecure: false,
      loginRateLimit: { max: 10, windowMs: 60_000 },
      publicTrackingRateLimit: { max: 120, windowMs: 60_000 },
    });
    expect(DEFAULT_WEB_DIST_DIR).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.env.UPSTREAM_TIMEOUT_MS).toBe(10_000);
  });

  it('converts and passes simulator settings through', () => {
    const config = loadConfig({
      PORT: '9000',
      ARMADA_SEED: '42',
      ARMADA_SIM_VEHICLES: '5000',
      ARMADA_DATA_DIR: 'tmp/sim-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATABASE_SCHEMA: 'armada_demo',
      COOKIE_SECURE: 'true',
    });
    expect(config.port).toBe(9000);
    expect(config.cookieSecure).toBe(true);
    expect(config.simulator).toEqual({
      seed: 42,
      fleetSize: 5000,
      dataDir: resolve(process.cwd(), 'tmp/sim-data'),
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      databaseSchema: 'armada_demo',
    });
  });

  it('refuses a fleet size outside 1 to 50000, naming the variable', () => {
    for (const bad of ['0', '50001', '1.5', '0x10', 'many']) {
      const { message } = configError({ ARMADA_SIM_VEHICLES: bad });
      expect(message).toContain('ARMADA_SIM_VEHICLES');
    }
  });

  it('reads whole numbers as decimal digits only: "1.5" or "0x1F90" is refused, not rounded', () => {
    for (const bad of ['8080.5', '0x1F90', '1e4']) {
      expect(configError({ PORT: bad }).message).toContain('PORT');
    }
    expect(loadConfig({ PORT: '8081' }).port).toBe(8081);
  });

  it('reads ARMADA_CLOCK_START as the start of the simulator clock, and refuses a non-date', () => {
    expect(loadConfig({}).clockStartMs).toBeUndefined();
    expect(loadConfig({ ARMADA_CLOCK_START: '2026-11-23T09:00:00+07:00' }).clockStartMs).toBe(
      Date.parse('2026-11-23T02:00:00Z'),
    );
    for (const bad of ['monday', '2026-11-23', '2026-13-40T09:00:00Z']) {
      expect(configError({ ARMADA_CLOCK_START: bad }).issues).toEqual([
        {
          variable: 'ARMADA_CLOCK_START',
          message: expect.stringMatching(/^must be an ISO 8601 date-time/),
        },
      ]);
    }
  });

  it('shares the simulator variables with the standalone simulator: same schema, same rule', () => {
    expect(configError({ DATABASE_SCHEMA: '1abc' }).issues[0]?.message).toBe(
      'must be a PostgreSQL schema name (letters, digits and _) for the simulator tables (got "1abc")',
    );
    expect(() => readServerEnv({ DATABASE_SCHEMA: '1abc' })).toThrow(
      'DATABASE_SCHEMA: must be a PostgreSQL schema name (letters, digits and _) for the simulator tables (got "1abc")',
    );
    expect(loadConfig({ DATABASE_SCHEMA: 'Armada_Demo' }).simulator.databaseSchema).toBe(
      'Armada_Demo',
    );
    expect(readServerEnv({ DATABASE_SCHEMA: 'Armada_Demo' }).DATABASE_SCHEMA).toBe('Armada_Demo');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', ARMADA_SEED: ' ', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      simulator: {},
    });
  });

  it('names every bad variable in one error, with what it must be', () => {
    const error = configError({
      PORT: 'eighty',
      ARMADA_BACKEND: 'real',
      LOG_LEVEL: 'loud',
      COOKIE_SECURE: 'maybe',
      UPSTREAM_TIMEOUT_MS: '5',
      HELP_URL: 'not a url',
    });
    expect(error.issues.map((issue) => issue.variable)).toEqual([
      'PORT',
      'ARMADA_BACKEND',
      'UPSTREAM_TIMEOUT_MS',
      'HELP_URL',
      'LOG_LEVEL',
      'COOKIE_SECURE',
    ]);
    expect(error.message).toContain('Invalid gateway configuration (6 bad variables)');
    expect(error.message).toContain(
      'PORT: must be a TCP port number from 0 to 65535 (got "eighty")',
    );
    expect(error.message).toContain('ARMADA_BACKEND: must be either "simulator" or "upstream"');
    expect(error.message).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('never echoes a database URL, which may hold a password', () => {
    const error = configError({ DATABASE_URL: 'mysql://user:s3cret@db/armada' });
    expect(error.issues).toEqual([
      {
        variable: 'DATABASE_URL',
        message: 'must be a postgres:// or postgresql:// connection URL',
      },
    ]);
    expect(error.message).not.toContain('s3cret');
  });

  it('requires every upstream URL in upstream mode, alongside other errors', () => {
    const error = configError({ ARMADA_BACKEND: 'upstream', PORT: '-1' });
    expect(error.issues.map((issue) => issue.variable)).toEqual([
      'PORT',
      'UPSTREAM_MAIN_URL',
      'UPSTREAM_ORDER_URL',
      'UPSTREAM_FLEET_PLANNING_URL',
      'UPSTREAM_GRAPHQL_URL',
      'UPSTREAM_WS_URL',
    ]);
    expect(error.issues[1]?.message).toBe('is required when ARMADA_BACKEND=upstream');
  });

  it('rejects upstream URLs of the wrong kind', () => {
    const error = configError({
      ...upstream,
      UPSTREAM_MAIN_URL: 'ftp://main.internal',
      UPSTREAM_WS_URL: 'main.internal:80',
    });
    expect(error.issues.map((issue) => issue.variable)).toEqual([
      'UPSTREAM_MAIN_URL',
      'UPSTREAM_WS_URL',
    ]);
  });

  it('resolves upstream bases; sign-in defaults to the main service', () => {
    const config = loadConfig({ ...upstream, UPSTREAM_TIMEOUT_MS: '2500' });
    expect(config.upstream).toEqual({
      main: 'http://main.internal:8001',
      order: 'http://order.internal:8002',
      fleetPlanning: 'http://planning.internal:8003',
      graphql: 'http://graphql.internal:8004',
      ws: 'wss://live.internal',
      auth: 'http://main.internal:8001',
      timeoutMs: 2500,
    });
  });

  it('accepts URLs that already end with the service path, or carry a base path', () => {
    const config = loadConfig({
      ...upstream,
      UPSTREAM_ORDER_URL: 'http://gw.internal/order/api/web/v1/',
      UPSTREAM_GRAPHQL_URL: 'http://gw.internal/graphql',
      UPSTREAM_WS_URL: 'http://gw.internal/ws',
      UPSTREAM_AUTH_URL: 'https://sso.internal/armada',
    });
    expect(config.upstream).toMatchObject({
      order: 'http://gw.internal',
      graphql: 'http://gw.internal',
      ws: 'ws://gw.internal',
      auth: 'https://sso.internal/armada',
    });
  });

  it('parses TRUST_PROXY as a boolean, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(configError({ TRUST_PROXY: 'yes please' }).issues[0]?.variable).toBe('TRUST_PROXY');
  });

  it('accepts a same-origin tile path and rejects a tile URL that is not http(s)', () => {
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).map.tileUrl).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
    expect(configError({ MAP_TILE_URL: 'file:///tiles/{z}.png' }).issues[0]?.variable).toBe(
      'MAP_TILE_URL',
    );
  });
});
