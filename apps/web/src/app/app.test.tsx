import { describe, expect, it, vi } from 'vitest';
import { PERMISSIONS as P, PERMISSION_SETS, type Identity } from '@armada/contracts/auth';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeAppConfig, makeErrorResponse, makeIdentity } from '@/testing/factories';
import { SESSION_HINT_KEY } from '@/features/auth/utils/session-hint';
import { App } from './index';
import { WAIT_BOUND } from '@/testing/wait';

const unauthorized = makeErrorResponse({ code: 'UNAUTHORIZED', message: 'Sign in first' });

/** Route modules load lazily; their first import is slow under a busy test run. */
const LAZY = WAIT_BOUND;

function gateway({
  signedIn,
  identity = makeIdentity({
    accessRight: [P.dashboardStatusRead, P.liveViewV2Read, 'tms:read', 'tms:create'],
  }),
}: {
  signedIn: boolean;
  identity?: Identity;
}) {
  return mockFetch((url) => {
    if (url === '/app-config.json') return jsonResponse(200, makeAppConfig());
    if (url === '/api/whoami') {
      return signedIn ? jsonResponse(200, { data: identity }) : jsonResponse(401, unauthorized);
    }
    return jsonResponse(404, makeErrorResponse({ statusCode: 404, code: 'NOT_FOUND' }));
  });
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

describe('routing', () => {
  it('sends a visitor without a session from /dashboard to sign-in, keeping the way back', async () => {
    gateway({ signedIn: false });
    visit('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Masuk ke akun Anda' }, LAZY)).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fdashboard');
    // Simulator mode: the demo accounts are offered.
    expect(await screen.findByRole('heading', { name: 'Akun demo' }, LAZY)).toBeTruthy();
  });

  it('opens / on the dashboard of a signed-in user, with who is signed in', async () => {
    gateway({ signedIn: true });
    visit('/');

    expect(
      await screen.findByRole('heading', { name: 'Selamat datang, Rina Wulandari' }, LAZY),
    ).toBeTruthy();
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.getByTestId('identity-company').textContent).toBe('PT Nusantara Logistik');
    expect(screen.queryByTestId('identity-permissions')).toBeNull();
    expect(screen.getByRole('button', { name: 'Keluar' })).toBeTruthy();
  });

  it('moves a signed-in user on from /login to the redirect target', async () => {
    gateway({ signedIn: true });
    window.localStorage.setItem(SESSION_HINT_KEY, 'signed-in');
    visit('/login?redirect=%2Fdashboard');

    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'), LAZY);
  });

  it('stays on sign-in when the session ends under a signed-in page (no loop back to the dashboard)', async () => {
    let sessionEnded = false;
    mockFetch((url) => {
      if (url === '/app-config.json') return jsonResponse(200, makeAppConfig());
      if (url === '/api/whoami') {
        if (sessionEnded) return jsonResponse(401, unauthorized);
        sessionEnded = true;
        return jsonResponse(200, {
          data: makeIdentity({ accessRight: [P.dashboardStatusRead, P.liveViewV2Read] }),
        });
      }
      // Every other call finds the session gone (it ended on the server, e.g. signed out in
      // another tab): the identity is checked again and answers 401 too.
      return sessionEnded
        ? jsonResponse(401, unauthorized)
        : jsonResponse(404, makeErrorResponse({ statusCode: 404, code: 'NOT_FOUND' }));
    });
    visit('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Masuk ke akun Anda' }, LAZY)).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fdashboard');
    // Still there once everything has settled: the page did not move on with the old identity.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.location.pathname + window.location.search).toBe('/login?redirect=%2Fdashboard');
    expect(screen.getByRole('heading', { name: 'Masuk ke akun Anda' })).toBeTruthy();
  });

  it.each([null, 'signed-out'])(
    'asks nobody who is signed in on /login when the browser last knew %s (SHELL-80)',
    async (hint) => {
      const fetchMock = gateway({ signedIn: false });
      if (hint) window.localStorage.setItem(SESSION_HINT_KEY, hint);
      visit('/login');

      expect(await screen.findByRole('heading', { name: 'Masuk ke akun Anda' }, LAZY)).toBeTruthy();
      const urls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(urls).toContain('/app-config.json');
      expect(urls.filter((url) => url.startsWith('/api/'))).toEqual([]);
    },
  );

  it('shows a translated not-found page for unknown paths', async () => {
    gateway({ signedIn: false });
    visit('/tidak-ada');

    expect(
      await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' }, LAZY),
    ).toBeTruthy();
  });

  it('shows the no-access page for a path the permissions do not allow', async () => {
    gateway({ signedIn: true });
    visit('/route-optimization');

    expect(
      await screen.findByRole('heading', { name: 'Anda tidak punya akses ke halaman ini' }, LAZY),
    ).toBeTruthy();
    expect(screen.getByText(/tidak memiliki izin untuk membuka Optimasi rute/)).toBeTruthy();
  });

  it('refuses /help to the branded company (1449) though it holds the help rights', async () => {
    gateway({
      signedIn: true,
      identity: makeIdentity({
        companyId: SHELL_CONSTANTS.brandedCompanyId,
        accessRight: [P.dashboardStatusRead, ...PERMISSION_SETS.help],
      }),
    });
    visit('/help');

    expect(
      await screen.findByRole('heading', { name: 'Anda tidak punya akses ke halaman ini' }, LAZY),
    ).toBeTruthy();
    expect(screen.getByTestId('no-access')).toBeTruthy();
  });

  it('refuses the customers page to a user without order permission: no table, no buttons', async () => {
    gateway({
      signedIn: true,
      identity: makeIdentity({ accessRight: [P.dashboardStatusRead, P.liveViewV2Read] }),
    });
    visit('/master/customers');

    expect(
      await screen.findByRole('heading', { name: 'Anda tidak punya akses ke halaman ini' }, LAZY),
    ).toBeTruthy();
    expect(screen.queryByTestId('customers-create')).toBeNull();
    expect(document.querySelectorAll('.list-table__table tbody > tr')).toHaveLength(0);
  });

  it('sends /master and /setting on to their first page, without a route that renders nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    gateway({
      signedIn: true,
      identity: makeIdentity({ accessRight: [P.dashboardStatusRead, P.masterRead, P.settingRead] }),
    });
    visit('/master');
    await waitFor(() => expect(window.location.pathname).toBe('/master/customers'), LAZY);
    window.history.pushState(null, '', '/setting');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(window.location.pathname).toBe('/setting/company'), LAZY);
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/does not have an element/);
  });

  it('lets a driver (reduced layout, no menu) open the dashboard', async () => {
    gateway({
      signedIn: true,
      identity: makeIdentity({ accessRight: ['tms_driver:read', 'tms_driver:update'] }),
    });
    visit('/dashboard');

    expect(
      await screen.findByRole('heading', { name: 'Selamat datang, Rina Wulandari' }, LAZY),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
    expect(screen.getByTestId('app-shell').className).toContain('shell--reduced');
  });
});
