import { describe, expect, it } from 'vitest';
import { afterSignInHref, paths, safeRedirect } from './paths';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard?tab=1', '/dashboard?tab=1'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['/login?redirect=/x', '/dashboard'],
    ['/logout', '/dashboard'],
  ])('%s goes to %s', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it('puts the return path in the sign-in link', () => {
    expect(paths.login.getHref('/dashboard?x=1')).toBe('/login?redirect=%2Fdashboard%3Fx%3D1');
    expect(paths.login.getHref()).toBe('/login');
  });
});

describe('afterSignInHref', () => {
  it('lands on the dashboard with the login-success flag when nothing else was asked for', () => {
    expect(afterSignInHref(null)).toBe('/dashboard?isLoginSuccess=true');
    expect(afterSignInHref('')).toBe('/dashboard?isLoginSuccess=true');
  });

  it('follows a safe redirect target without the flag', () => {
    expect(afterSignInHref('/master/customers')).toBe('/master/customers');
    expect(afterSignInHref('https://evil.example')).toBe('/dashboard');
  });
});

describe('paths', () => {
  it('opens a vehicle in the new live view', () => {
    expect(paths.liveViewNew.getHref(42)).toBe('/liveview-2?type=vehicle&vehicleId=42');
  });

  it('escapes detail ids', () => {
    expect(paths.notificationDetail.getHref('12-5-1700000000000-U')).toBe(
      '/notification/12-5-1700000000000-U',
    );
    expect(paths.deliveryDetail.getHref('a/b')).toBe('/delivery/a%2Fb');
  });
});
