import { describe, expect, inject, it } from 'vitest';
import {
  DEMO_PASSWORD,
  SESSION_COOKIE_NAME,
  loginRoute,
  logoutRoute,
  whoamiRoute,
} from '@armada/contracts/auth';
import { recordFigure } from './lib/figures';
import { isErrorShape, signIn } from './lib/http';

/**
 * Browser security at the HTTP level (issue 12): the pages' CSP allows no inline script, the
 * session cookie is HttpOnly and SameSite, and a state-changing request sent by a page of
 * another origin is refused before any handler runs. The script-injection probe in Chromium is
 * tests/e2e/script-injection.spec.ts.
 */
const gateway = { origin: inject('sharedGatewayOrigin') };

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('browser security', () => {
  it('serves every page with a CSP that runs no inline or evaluated script', async () => {
    for (const path of ['/', '/login', '/alert-center', '/no-such-page']) {
      const response = await fetch(`${gateway.origin}${path}`);
      await response.arrayBuffer();
      const csp = response.headers.get('content-security-policy') ?? '';
      const parsed = directives(csp);
      const scripts = parsed.get('script-src') ?? parsed.get('default-src');
      expect(scripts, `${path}: CSP ${csp}`).toBeDefined();
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(parsed.get('object-src') ?? parsed.get('default-src')).toEqual(["'none'"]);
      expect(parsed.get('frame-ancestors')).toBeDefined();
    }
    recordFigure({
      area: 'browser',
      name: "CSP 'unsafe-inline' scripts",
      value: 'none',
      target: 'none',
    });
  });

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const response = await fetch(`${gateway.origin}${loginRoute.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'wrong' }),
    });
    expect(response.status).toBe(401);
    await signIn(gateway.origin);
    const login = await fetch(`${gateway.origin}${loginRoute.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dispatcher', password: DEMO_PASSWORD }),
    });
    const line = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
    expect(line, 'no session cookie').toBeDefined();
    const attributes = (line ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes.some((a) => a === 'samesite=lax' || a === 'samesite=strict')).toBe(true);
    expect(attributes).toContain('path=/');
    recordFigure({ area: 'browser', name: 'session cookie', value: 'HttpOnly; SameSite=Lax' });
  });

  it('refuses a state-changing request from a foreign origin with 403 and changes nothing', async () => {
    const cookie = await signIn(gateway.origin);
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://evil.armada.example' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${gateway.origin}${logoutRoute.url}`, {
        method: 'POST',
        headers: { cookie, ...headers },
      });
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(isErrorShape(body, 403)).toBe(true);
    }
    // The session survived every attempt: none of them signed the user out.
    const me = await fetch(`${gateway.origin}${whoamiRoute.url}`, { headers: { cookie } });
    await me.arrayBuffer();
    expect(me.status).toBe(200);
    recordFigure({
      area: 'browser',
      name: 'foreign-origin writes refused',
      value: `${attempts.length} / ${attempts.length}`,
    });
  });
});
