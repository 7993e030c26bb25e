import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { fakeSimulator } from '../testing/fake-backend';
import { testConfig } from '../testing/test-config';
import { contentSecurityPolicyHeader, tileImageSource } from './security-headers';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('tileImageSource', () => {
  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example.co.id/{z}/{x}/{y}.png', 'https://tiles.example.co.id'],
    ['http://10.0.0.5:8081/osm/{z}/{x}/{y}.png', 'http://10.0.0.5:8081'],
    ['https://tiles-{s}.maps.example.com/{z}/{x}/{y}@2x.png', 'https://*.maps.example.com'],
    ['https://{s}/{z}/{x}/{y}.png', 'https:'],
    ['/tiles/{z}/{x}/{y}.png', null],
  ])('%s -> %s', (url, source) => {
    expect(tileImageSource(url)).toBe(source);
  });
});

describe('security headers', () => {
  const createSimulator = fakeSimulator(async () => undefined).createSimulator;

  it('sends a CSP allowing the tile host, self scripts, inline styles and ws to self', async () => {
    const app = buildApp(testConfig(), { createSimulator });
    const response = await app.inject({ url: '/healthz', headers: { host: 'armada.local:8080' } });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toContain('https://*.tile.openstreetmap.org');
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'ws://armada.local:8080',
      'wss://armada.local:8080',
    ]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('follows MAP_TILE_URL and leaves a forged Host header out of the policy', async () => {
    const app = buildApp(
      testConfig({ MAP_TILE_URL: 'https://tiles.example.co.id/{z}/{x}/{y}.png' }),
      {
        createSimulator,
      },
    );
    const response = await app.inject({ url: '/healthz', headers: { host: 'evil;script-src *' } });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('img-src')).toContain('https://tiles.example.co.id');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    await app.close();
  });

  it('behind HTTPS (COOKIE_SECURE=true): HSTS, upgrade-insecure-requests, Secure cookies', async () => {
    const app = buildApp(testConfig({ COOKIE_SECURE: 'true' }), {
      createSimulator: fakeSimulator().createSimulator,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: 'admin', password: 'demo' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(
      directives(response.headers['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
    expect(response.headers['set-cookie']).toBe(
      'armada_session=session-for-test; Path=/; HttpOnly; SameSite=Lax; Secure',
    );
    await app.close();
  });
});

describe('contentSecurityPolicyHeader (issue 12: the gateway cost, headers built once)', () => {
  it('serializes the policy once per Host value, not once per request', () => {
    const hosts: string[] = [];
    const header = contentSecurityPolicyHeader({
      'default-src': ["'self'"],
      'connect-src': [
        "'self'",
        (request) => {
          hosts.push(request.headers.host ?? '');
          return `ws://${request.headers.host ?? ''}`;
        },
      ],
      'upgrade-insecure-requests': [],
    });
    const request = (host: string) => ({ headers: { host } }) as IncomingMessage;
    expect(header(request('a:1'))).toBe(
      "default-src 'self';connect-src 'self' ws://a:1;upgrade-insecure-requests",
    );
    header(request('a:1'));
    expect(header(request('b:2'))).toContain('ws://b:2');
    expect(hosts).toEqual(['a:1', 'b:2']);
  });

  it('leaves out a directive value that is empty (a Host that is not a plain host)', () => {
    const header = contentSecurityPolicyHeader({ 'connect-src': ["'self'", () => ''] });
    expect(header({ headers: {} } as IncomingMessage)).toBe("connect-src 'self'");
  });
});
