// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { DELIVERY_ORDER_STATUSES } from '@armada/contracts/delivery-orders';
import { expect, test, screenshot as takeScreenshot, signInForm, signInViaApi } from './fixtures';

/**
 * The signed-in shell (docs/rules/shell.md §2, §5, §6, §7, §8) in a real browser: one walk of its
 * main path as admin on a desktop, and the phone. What a real browser alone shows stays here (Tab
 * order, the menu's scroll, reloads, a new tab, the served build against the running bundle, the
 * fit at 390 px); the menus of the other accounts, the driver's layout, the layout styles, the old
 * live view, the dialogs and the offline notice are component tests
 * (apps/web/src/features/shell/components/*.test.tsx), the accounts' rights a contract test
 * (tests/contract/auth.test.ts).
 */

/**
 * What the viewport shows (the shared helper takes the full page, which stretches the fixed
 * menu and bottom bar into odd places).
 */
async function screenshot(page: Page, name: string): Promise<void> {
  await takeScreenshot(page, name, { fullPage: false });
}

const menu = (page: Page) => page.getByRole('navigation', { name: /^(Menu utama|Main menu)$/ });
const group = (page: Page, key: string) => menu(page).locator(`[data-menu-group="${key}"]`);
const entry = (page: Page, key: string) => menu(page).locator(`[data-menu-key="${key}"]`);

/** Answers the app config with another build id, as after a deploy. */
async function serveBuild(page: Page, buildId: string) {
  await page.unrouteAll({ behavior: 'wait' });
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...body, buildId } });
  });
}

/** Opens a menu group (if closed) and answers its child keys. */
async function groupChildren(page: Page, key: string): Promise<string[]> {
  const button = group(page, key);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const list = page.locator(`#${await button.getAttribute('aria-controls')}`);
  return list
    .locator('[data-menu-key]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-menu-key') ?? ''));
}

async function topLevelKeys(page: Page): Promise<string[]> {
  return menu(page)
    .locator(
      '.side-menu__section > li > a[data-menu-key], .side-menu__section > li > button[data-menu-group]',
    )
    .evaluateAll((nodes) =>
      nodes.map(
        (n) => n.getAttribute('data-menu-key') ?? `group:${n.getAttribute('data-menu-group')}`,
      ),
    );
}

async function separators(page: Page): Promise<string[]> {
  return menu(page)
    .locator('[role="separator"]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-separator') ?? ''));
}

test('main path: sign in, the admin menu, keyboard, menu scroll, breadcrumbs, language and layout across reloads, the top bar, a newer build, sign-out', async ({
  page,
  context,
}) => {
  // Through the form: a session of its own, which the sign-out at the end ends.
  await page.goto('/login');
  const form = signInForm(page);
  await form.username.fill('admin');
  await form.password.fill('demo');
  const landed = page.waitForURL(/\/dashboard\?isLoginSuccess=true$/);
  await form.submit.click();
  await landed;
  await expect(page.getByTestId('app-shell')).toBeVisible();

  // The admin's menu, from the rights the server gives admin.
  expect(await topLevelKeys(page)).toEqual([
    'dashboard',
    'liveViewNew',
    'liveView',
    'controlTowerNew',
    'controlTower',
    'notifications',
    'reports',
    'group:orderManagement',
    'costManagement',
    'group:fleetTracking',
    'group:trackVision',
    'group:fleetManagement',
    'driverScore',
    'master',
    'setting',
    'marketplace',
    'help',
    'contact',
    'companyTicket',
  ]);
  expect(await separators(page)).toEqual(['orders', 'admin']);
  // The new live view and the new control tower are in this edition and say so
  // (docs/rules/shell.md §2).
  await expect(entry(page, 'liveViewNew').getByTestId('menu-new-pill')).toHaveCount(1);
  await expect(entry(page, 'controlTowerNew').getByTestId('menu-new-pill')).toHaveCount(1);
  await expect(entry(page, 'dashboard')).toHaveAttribute('aria-current', 'page');
  expect(await groupChildren(page, 'orderManagement')).toEqual([
    'salesOrder',
    'deliveryRequest',
    'delivery',
    'fleetTask',
    'fleetAvailability',
    'invoice',
    'routeOptimization',
    'deliveryScheduler',
  ]);
  // Admin holds the track-vision flag, which replaces the new video entry.
  expect(await groupChildren(page, 'fleetTracking')).toEqual([
    'videoTracking',
    'temporaryTracking',
    'route',
  ]);
  // The dashboard's counts from the server.
  await expect(page.getByTestId('vehicle-count')).toHaveText(/^\d[\d.]*$/);
  await expect(page.getByTestId('order-total')).toHaveText(/^\d[\d.]*$/);
  await expect(page.getByTestId('dashboard-orders').locator('[data-status]')).toHaveCount(
    DELIVERY_ORDER_STATUSES.length,
  );
  // The served build is the running one: no update banner, also after a check on focus.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('update-banner')).toHaveCount(0);
  await screenshot(page, 'shell-admin-id-desktop');

  // Keyboard: Tab reaches a group button and Enter toggles it.
  const fleetManagement = group(page, 'fleetManagement');
  await expect(fleetManagement).toHaveAttribute('aria-expanded', 'false');
  await page.locator('body').click({ position: { x: 1, y: 700 } });
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await fleetManagement.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(fleetManagement).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(fleetManagement).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(entry(page, 'maintenance')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(fleetManagement).toHaveAttribute('aria-expanded', 'false');
  await expect(entry(page, 'maintenance')).toBeHidden();

  // Menu scroll: an active entry lower than 500 px is brought into view.
  await page.goto('/company-ticket');
  const scroller = page.locator('.shell-sidebar__scroll');
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expect(entry(page, 'companyTicket')).toBeInViewport();
  await expect(entry(page, 'companyTicket')).toHaveAttribute('aria-current', 'page');
  // An entry low in the menu that is in view already leaves Dashboard in view.
  await page.goto('/setting');
  await expect(entry(page, 'setting')).toHaveAttribute('aria-current', 'page');
  await expect(entry(page, 'dashboard')).toBeInViewport();
  // An entry near the top leaves the menu where it is.
  await page.goto('/notification');
  await expect(entry(page, 'notifications')).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(entry(page, 'notifications')).toBeInViewport();
  expect(await scroller.evaluate((el) => el.scrollTop)).toBe(0);

  // Breadcrumbs show where a page sits and link back.
  const crumbs = page.getByRole('navigation', { name: 'Lokasi halaman' });
  await page.goto('/delivery/DO-42');
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'Beranda',
    'Manajemen pesanan',
    'Pengiriman',
    'Pengiriman DO-42',
  ]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Pengiriman DO-42');
  await crumbs.getByRole('link', { name: 'Pengiriman' }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await crumbs.getByRole('link', { name: 'Beranda' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(crumbs).toHaveCount(0);
  // Master data leads to customers.
  await page.goto('/master');
  await expect(page).toHaveURL(/\/master\/customers$/);
  await expect(crumbs.getByRole('listitem')).toHaveText(['Beranda', 'Data master', 'Pelanggan']);

  // The language switch is remembered across a reload.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(menu(page)).toHaveAttribute('aria-label', 'Main menu');
  await page.reload();
  await expect(entry(page, 'dashboard')).toHaveText('Dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await screenshot(page, 'shell-admin-en-desktop');
  await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(entry(page, 'dashboard')).toHaveText('Dasbor');
  await page.reload();
  await expect(entry(page, 'dashboard')).toHaveText('Dasbor');

  // Layout settings are remembered for the user across a reload.
  const settingsButton = page.locator('.shell-topbar__actions [data-action="layoutSettings"]');
  const panel = page.getByTestId('layout-settings');
  const choose = (legend: string, option: string) =>
    panel.getByRole('group', { name: legend }).getByText(option, { exact: true }).click();
  await settingsButton.click();
  await expect(panel).toBeVisible();
  await choose('Gaya menu samping', 'Terang');
  await choose('Bilah atas', 'Berwarna');
  await choose('Lebar halaman', 'Berbingkai');
  const shell = page.getByTestId('app-shell');
  await expect(shell).toHaveClass(/shell--sidebar-light/);
  await expect(shell).toHaveClass(/shell--topbar-colored/);
  await screenshot(page, 'shell-settings-panel');
  await choose('Tata letak', 'Menu atas');
  await expect(shell).toHaveAttribute('data-layout', 'horizontal');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(shell).toHaveAttribute('data-layout', 'horizontal');
  await expect(shell).toHaveClass(/shell--sidebar-light/);
  await expect(shell).toHaveClass(/shell--width-boxed/);
  // The horizontal menu: a group is a dropdown.
  await group(page, 'fleetManagement').click();
  await expect(entry(page, 'licence')).toBeVisible();
  await screenshot(page, 'shell-admin-horizontal');
  await page.keyboard.press('Escape');
  await expect(entry(page, 'licence')).toBeHidden();
  await settingsButton.click();
  await page.getByRole('button', { name: 'Kembalikan ke bawaan' }).click();
  await expect(shell).toHaveAttribute('data-layout', 'vertical');
  await expect(shell).toHaveClass(/shell--sidebar-dark/);
  await panel.getByRole('button', { name: 'Tutup pengaturan' }).click();
  await expect(panel).toBeHidden();

  // Help opens the knowledge base in a new tab (no internet here: a stand-in answers).
  await context.route('https://help.armada.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Pusat bantuan</h1>' }),
  );
  const popup = context.waitForEvent('page');
  await entry(page, 'help').click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toContain('help.armada.example');
  await tab.close();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The profile menu leads to the profile page, filled from the server.
  await page.getByTestId('profile-menu-button').click();
  await page.getByTestId('profile-menu').getByRole('link', { name: 'Profil saya' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil saya');
  await expect(page.getByLabel('Nama lengkap')).not.toHaveValue('');
  await screenshot(page, 'shell-profile-page');

  // Feedback opens the survey.
  await page.locator('.shell-topbar__actions [data-action="feedback"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();

  // A newer build is served: the offer to reload; "later" puts it away until yet another build,
  // found on the next check (here, the tab regaining focus); reload loads the page again.
  await serveBuild(page, 'a-newer-build');
  await page.goto('/dashboard');
  const banner = page.getByTestId('update-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Versi baru Armada tersedia.');
  await screenshot(page, 'shell-update-banner');
  await banner.getByRole('button', { name: 'Nanti saja' }).click();
  await expect(banner).toHaveCount(0);
  await serveBuild(page, 'yet-another-build');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(banner).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Muat ulang sekarang' }).click();
  await reloaded;
  await page.unrouteAll({ behavior: 'wait' });

  // Sign-out from the top bar goes through /logout to sign-in, and the session is gone.
  await page.getByTestId('topbar-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar and the menu drawer fit; no bottom bar on the live views', async ({
    page,
  }) => {
    await signInViaApi(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByTestId('app-shell')).toBeVisible();
    const bar = page.getByTestId('bottom-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Dasbor', 'Pantauan', 'Notifikasi', 'Laporan']);
    await expect(bar.getByRole('link', { name: 'Dasbor' })).toHaveAttribute('aria-current', 'page');
    // The menu is a drawer: closed until the menu button opens it.
    await expect(page.getByTestId('sidebar')).not.toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'shell-admin-id-phone');

    await page.getByTestId('menu-toggle').tap();
    await expect(page.getByTestId('sidebar')).toBeInViewport();
    await screenshot(page, 'shell-admin-id-phone-menu');
    await entry(page, 'liveView').tap();
    await expect(page).toHaveURL(/\/liveview$/);
    await expect(page.getByTestId('live-view')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);

    await page.goto('/liveview-2/');
    await expect(page.getByTestId('live-view')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
  });
});
