import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  ALL_PERMISSIONS,
  PERMISSIONS as P,
  PERMISSION_SETS as S,
  REPORT_PERMISSIONS,
  type Identity,
} from '@armada/contracts/auth';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import type { Language } from '@/config/env';
import { makeIdentity } from '@/testing/factories';
import { renderWithProviders } from '@/testing/test-utils';
import { AppShell } from './app-shell';

/**
 * The shell of each kind of account (docs/rules/shell.md §2, §5, §6, §7). The identities follow
 * the simulator's demo accounts (apps/simulator/src/domain/permission-sets.ts); that the server
 * gives those accounts these rights is checked in tests/contract/auth.test.ts.
 */
const admin = makeIdentity({
  userId: 11,
  username: 'admin',
  companyId: 1001,
  accessRight: [...ALL_PERMISSIONS],
  featureFlags: { vsms2_bilingual: true, invoiceCoreFlag: true },
  oldVersionAllowed: true,
});
const operator = makeIdentity({
  userId: 12,
  username: 'operator',
  companyId: 1001,
  accessRight: [
    P.dashboardStatusRead,
    P.liveViewV2Read,
    P.liveViewDefaultRead,
    ...S.notificationMenu,
    ...REPORT_PERMISSIONS,
    P.maintenanceRead,
    P.userDocsRead,
    ...S.landMeasurement,
    P.settingRead,
    P.marketplaceRead,
    P.companyTicketRead,
    ...S.help,
    P.contactRead,
    P.vgroupsRead,
  ],
  featureFlags: { vsms2_bilingual: true },
  oldVersionAllowed: true,
});
const branded = makeIdentity({
  userId: 13,
  username: 'branded',
  companyId: SHELL_CONSTANTS.brandedCompanyId,
  companyName: 'PT Merek Sendiri',
  accessRight: [
    ...S.dashboard,
    P.liveViewV2Read,
    ...S.notificationMenu,
    P.marketplaceRead,
    ...S.help,
    P.contactRead,
    P.vgroupsRead,
  ],
  featureFlags: { vsms2_bilingual: true },
  oldVersionAllowed: false,
});
const driver = makeIdentity({
  userId: 14,
  username: 'driver',
  companyId: 1001,
  accessRight: [...S.driver, P.systemNotificationRead],
  featureFlags: { vsms2_bilingual: true },
});

function shell(
  identity: Identity,
  pathname: string,
  { onFeedback = () => undefined, onSignOut = () => undefined } = {},
) {
  return (
    <MemoryRouter initialEntries={[pathname]}>
      <AppShell
        identity={identity}
        pathname={pathname}
        breadcrumbs={[]}
        helpUrl="https://help.example.test"
        onFeedback={onFeedback}
        onSignOut={onSignOut}
      >
        <h1>Halaman</h1>
      </AppShell>
    </MemoryRouter>
  );
}

function renderShell(
  identity: Identity,
  pathname = '/dashboard',
  {
    language = 'id' as Language,
    ...handlers
  }: Parameters<typeof shell>[2] & { language?: Language } = {},
) {
  return renderWithProviders(shell(identity, pathname, handlers), { language });
}

const appShell = () => screen.getByTestId('app-shell');
const nav = () => screen.getByRole('navigation', { name: /^(Menu utama|Main menu)$/ });
const entry = (key: string) => nav().querySelector<HTMLElement>(`[data-menu-key="${key}"]`);
const group = (key: string) => nav().querySelector<HTMLElement>(`[data-menu-group="${key}"]`);
const separators = () =>
  within(nav())
    .getAllByRole('separator')
    .map((s) => s.getAttribute('data-separator'));
const action = (key: string) =>
  document.querySelector<HTMLElement>(`.shell-topbar__actions [data-action="${key}"]`);

async function openLayoutSettings() {
  const button = action('layoutSettings');
  if (!button) throw new Error('no layout settings button');
  fireEvent.click(button);
  return screen.findByTestId('layout-settings');
}

function choose(panel: HTMLElement, legend: string, option: string) {
  fireEvent.click(
    within(within(panel).getByRole('group', { name: legend })).getByText(option, { exact: true }),
  );
}

afterEach(() => vi.useRealTimers());

describe('<AppShell> menu of each kind of account', () => {
  it('admin: the menu entries are real links to the spec paths, and sign-out is the top bar’s alone', () => {
    renderShell(admin);
    expect(entry('liveView')?.getAttribute('href')).toBe('/liveview');
    expect(entry('driverScore')?.getAttribute('href')).toBe('/driverscore');
    expect(entry('logout')).toBeNull();
    expect(screen.getAllByText('Keluar', { exact: true })).toHaveLength(1);
    expect(screen.getByTestId('topbar-logout')).toBeTruthy();
    fireEvent.click(group('orderManagement') as HTMLElement);
    expect(entry('fleetTask')?.textContent).toBe('Tugas armada');
  });

  it('operator: no order management and no route optimization, only the admin separator, the Armada logo', () => {
    renderShell(operator);
    expect(group('fleetManagement')).not.toBeNull();
    expect(group('orderManagement')).toBeNull();
    expect(entry('routeOptimization')).toBeNull();
    expect(separators()).toEqual(['admin']);
    expect(screen.getByTestId('shell-logo').getAttribute('data-variant')).toBe('armada');
    expect(action('referral')).not.toBeNull();
    expect(action('feedback')).not.toBeNull();
    expect(action('oldVersion')).not.toBeNull();
  });

  it('the branded company (1449): no help or contact, its own logo, no referral, feedback or old version', () => {
    renderShell(branded);
    expect(screen.getByTestId('shell-logo').getAttribute('data-variant')).toBe('branded');
    expect(entry('marketplace')).not.toBeNull();
    expect(entry('help')).toBeNull();
    expect(entry('contact')).toBeNull();
    expect(action('referral')).toBeNull();
    expect(action('feedback')).toBeNull();
    expect(action('oldVersion')).toBeNull();
  });

  it.each(['id', 'en'] as const)(
    'driver (%s): the reduced layout, no menu, no menu button, no bottom bar',
    (language) => {
      renderShell(driver, '/dashboard', { language });
      expect(appShell().className).toContain('shell--reduced');
      expect(screen.queryByRole('navigation', { name: /^(Menu utama|Main menu)$/ })).toBeNull();
      expect(screen.queryByTestId('menu-toggle')).toBeNull();
      expect(screen.queryByTestId('bottom-bar')).toBeNull();
    },
  );

  it('the language switch relabels the menu and the page language', async () => {
    renderShell(operator);
    expect(entry('dashboard')?.textContent).toBe('Dasbor');
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(nav().getAttribute('aria-label')).toBe('Main menu'));
    expect(entry('dashboard')?.textContent).toBe('Dashboard');
    expect(document.documentElement.lang).toBe('en');
    fireEvent.click(screen.getByRole('button', { name: 'Bahasa Indonesia' }));
    await waitFor(() => expect(entry('dashboard')?.textContent).toBe('Dasbor'));
    expect(document.documentElement.lang).toBe('id');
  });
});

describe('<AppShell> bottom bar (a phone shows it; CSS hides it on a desktop)', () => {
  it.each([
    ['id', ['Dasbor', 'Pantauan', 'Notifikasi', 'Laporan']],
    ['en', ['Dashboard', 'Live view', 'Notifications', 'Reports']],
  ] as const)('lists dashboard, live view, notifications and reports (%s)', (language, labels) => {
    renderShell(admin, '/dashboard', { language });
    const bar = screen.getByTestId('bottom-bar');
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(labels);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it.each(['/liveview', '/liveview-2/'])('is not on the live view %s', (path) => {
    renderShell(admin, path);
    expect(screen.queryByTestId('bottom-bar')).toBeNull();
  });
});

describe('<AppShell> old live view', () => {
  it('starts with the menu collapsed to icons, and the user can expand it', () => {
    renderShell(operator, '/liveview/');
    expect(appShell().className).toContain('shell--icons-only');
    const toggle = screen.getByTestId('menu-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(appShell().className).not.toContain('shell--icons-only');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('<AppShell> layout settings', () => {
  it('every sidebar and top bar style applies', async () => {
    renderShell(admin, '/delivery');
    const panel = await openLayoutSettings();
    const styles = [
      ['Ringkas', 'compact', 'Gelap', 'dark'],
      ['Ikon saja', 'icon', 'Terang', 'light'],
      ['Berwarna', 'colored', 'Berwarna', 'colored'],
      ['Gelap', 'dark', 'Terang', 'light'],
    ] as const;
    for (const [sidebarLabel, sidebar, topbarLabel, topbar] of styles) {
      choose(panel, 'Gaya menu samping', sidebarLabel);
      choose(panel, 'Bilah atas', topbarLabel);
      expect(appShell().className).toContain(`shell--sidebar-${sidebar}`);
      expect(appShell().className).toContain(`shell--topbar-${topbar}`);
      expect(appShell().className.includes('shell--icons-only')).toBe(sidebar === 'icon');
    }
  });

  it('are remembered for the user: a horizontal menu whose group is a dropdown, then back to the defaults', async () => {
    const first = renderShell(operator);
    let panel = await openLayoutSettings();
    choose(panel, 'Gaya menu samping', 'Terang');
    choose(panel, 'Bilah atas', 'Berwarna');
    choose(panel, 'Lebar halaman', 'Berbingkai');
    expect(appShell().className).toContain('shell--sidebar-light');
    expect(appShell().className).toContain('shell--topbar-colored');
    choose(panel, 'Tata letak', 'Menu atas');
    expect(appShell().getAttribute('data-layout')).toBe('horizontal');
    first.unmount();

    // The next visit of the same user.
    renderShell(operator);
    expect(appShell().getAttribute('data-layout')).toBe('horizontal');
    expect(appShell().className).toContain('shell--sidebar-light');
    expect(appShell().className).toContain('shell--topbar-colored');
    expect(appShell().className).toContain('shell--width-boxed');
    const fleet = group('fleetManagement') as HTMLElement;
    fireEvent.click(fleet);
    expect(fleet.getAttribute('aria-expanded')).toBe('true');
    expect(entry('licence')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(fleet.getAttribute('aria-expanded')).toBe('false');

    panel = await openLayoutSettings();
    fireEvent.click(within(panel).getByRole('button', { name: 'Kembalikan ke bawaan' }));
    expect(appShell().getAttribute('data-layout')).toBe('vertical');
    expect(appShell().className).toContain('shell--sidebar-dark');
  });

  it('the preloader, once switched on, shows on the next visit and then goes', async () => {
    const first = renderShell(operator);
    const panel = await openLayoutSettings();
    fireEvent.click(within(panel).getByRole('switch', { name: /Layar pemuatan/ }));
    first.unmount();

    vi.useFakeTimers();
    renderShell(operator);
    expect(screen.getByTestId('preloader')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2600));
    expect(screen.queryByTestId('preloader')).toBeNull();
  });
});

describe('<AppShell> top bar', () => {
  it('referral shows the company code; feedback is handed to the route layer (the survey)', async () => {
    const onFeedback = vi.fn();
    renderShell(operator, '/dashboard', { onFeedback });
    fireEvent.click(action('referral') as HTMLElement);
    const referral = await screen.findByTestId('referral-dialog');
    expect(within(referral).getByTestId('referral-code').textContent).toMatch(
      /^[A-Z]{3}-[0-9A-Z]{5}$/,
    );
    fireEvent.click(within(referral).getAllByRole('button', { name: 'Tutup' })[0] as HTMLElement);
    expect(onFeedback).not.toHaveBeenCalled();
    fireEvent.click(action('feedback') as HTMLElement);
    expect(onFeedback).toHaveBeenCalledTimes(1);
  });

  it('the profile menu shows who is signed in and leads to the profile page', () => {
    renderShell(operator);
    fireEvent.click(screen.getByTestId('profile-menu-button'));
    const panel = screen.getByTestId('profile-menu');
    expect(panel.textContent).toContain('Rina Wulandari');
    expect(panel.textContent).toContain('rina@nusantara-logistik.co.id');
    expect(panel.textContent).toContain('PT Nusantara Logistik');
    expect(within(panel).getByRole('link', { name: 'Profil saya' }).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it('sign-out is handed to the route layer', () => {
    const onSignOut = vi.fn();
    renderShell(operator, '/dashboard', { onSignOut });
    fireEvent.click(screen.getByTestId('topbar-logout'));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
