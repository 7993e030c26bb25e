import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { fakeSimulator } from '../testing/fake-backend';
import { testConfig } from '../testing/test-config';
import { isForeignOriginWrite } from './foreign-origin-writes';

describe('state-changing requests from another origin', () => {
  it.each([
    ['a cross-site POST', 'POST', { 'sec-fetch-site': 'cross-site' }, true],
    ['a sibling subdomain DELETE', 'DELETE', { 'sec-fetch-site': 'same-site' }, true],
    ['the app itself', 'POST', { 'sec-fetch-site': 'same-origin' }, false],
    ['a typed address', 'PUT', { 'sec-fetch-site': 'none' }, false],
    ['a cross-site GET', 'GET', { 'sec-fetch-site': 'cross-site' }, false],
    [
      'an old browser, foreign Origin',
      'POST',
      { origin: 'https://evil.example', host: 'armada.test' },
      true,
    ],
    [
      'an old browser, own Origin',
      'POST',
      { origin: 'http://armada.test', host: 'armada.test' },
      false,
    ],
    ['an opaque origin', 'PATCH', { origin: 'null', host: 'armada.test' }, true],
    ['an unreadable origin', 'POST', { origin: 'not a url', host: 'armada.test' }, true],
    ['a client that is not a browser', 'POST', { host: 'armada.test' }, false],
  ])('%s', (_what, method, headers, refused) => {
    expect(isForeignOriginWrite(method, headers)).toBe(refused);
  });

  it('the gateway answers 403 in the JSON error shape and passes its own page', async () => {
    const app = buildApp(testConfig(), { createSimulator: fakeSimulator().createSimulator });
    const foreign = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: { username: 'admin', password: 'demo' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const own = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { username: 'admin', password: 'demo' },
    });
    expect(own.statusCode).toBe(200);
    await app.close();
  });
});
