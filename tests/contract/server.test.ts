import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@armada/contracts/auth';
import { APP_CONFIG_PATH, AppConfigSchema, type AppConfig } from '@armada/contracts/shared';
import { ApiClient, contractBaseUrl } from './lib/client';
import { catalogue, label } from './lib/routes';
import { expectSchema, expectStatus } from './lib/schema';

/**
 * The fixed interface points of docs/architecture.md that every server answers (/healthz, /readyz),
 * and those only the gateway serves (app config, OpenAPI docs, the web app with client-side
 * route fallback). CONTRACT_TARGET (simulator | gateway | upstream) says which server this is;
 * without it the suite asks the server for /app-config.json.
 */

const target = process.env.CONTRACT_TARGET ?? (await detectTarget());

async function detectTarget(): Promise<string> {
  const response = await fetch(`${contractBaseUrl()}${APP_CONFIG_PATH}`).catch(() => undefined);
  if (!response || response.status !== 200) return 'simulator';
  const config = (await response.json()) as AppConfig;
  return config.backend === 'upstream' ? 'upstream' : 'gateway';
}

const client = new ApiClient();
const isGateway = target === 'gateway' || target === 'upstream';

describe('health', () => {
  it('GET /healthz answers 200 {"status":"ok"}', async () => {
    const response = await client.get('/healthz');
    expectStatus(response, 200);
    expect(response.body).toMatchObject({ status: 'ok' });
  });

  it('GET /readyz answers 200 once the backend can answer', async () => {
    expectStatus(await client.get('/readyz'), 200);
  });

  it('never answers an error with a stack trace', async () => {
    const response = await client.post('/auth/login', '{', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  });
});

describe.runIf(isGateway)(`gateway (${target} mode)`, () => {
  it('serves the app config before sign-in', async () => {
    const response = await client.get(APP_CONFIG_PATH);
    expectStatus(response, 200);
    expectSchema(AppConfigSchema, response.body, APP_CONFIG_PATH);
    const config = response.body as AppConfig;
    expect(config.backend).toBe(target === 'upstream' ? 'upstream' : 'simulator');
    // Demo accounts are listed in simulator mode only.
    expect(config.demoAccounts).toEqual(target === 'upstream' ? [] : [...DEMO_ACCOUNTS]);
  });

  it('documents every catalogue route in the OpenAPI document at /docs/json', async () => {
    const response = await client.get('/docs/json');
    expectStatus(response, 200);
    const document = response.body as {
      openapi?: string;
      paths?: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const missing = catalogue
      .filter((route) => {
        const path = route.url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
        return !document.paths?.[path]?.[route.method.toLowerCase()];
      })
      .map(label);
    expect(missing, 'routes missing from /docs/json').toEqual([]);
  });

  it('serves the API documentation page at /docs', async () => {
    const response = await client.get('/docs', { headers: { accept: 'text/html' } });
    expect([200, 301, 302]).toContain(response.status);
  });

  it.each(['/', '/alert-center', '/route-optimization/create'])(
    'serves the web app at %s (client-side routes fall back to index.html)',
    async (path) => {
      const response = await client.get(path, { headers: { accept: 'text/html' } });
      expectStatus(response, 200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.text).toMatch(/<div id="root"|<html/i);
    },
  );

  it('answers unknown API paths with JSON, never the web app', async () => {
    const response = await client.get('/api/definitely-not-a-route', {
      headers: { accept: 'text/html' },
    });
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect([401, 404]).toContain(response.status);
  });
});
