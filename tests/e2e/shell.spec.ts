// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Page, Request as PageRequest } from '@playwright/test';
import { DELIVERY_ORDER_STATUSES } from '@armada/contracts/delivery-orders';
import {
  expect,
  test,
  screenshot as takeScreenshot,
  signInForm,
  signInViaApi,
  type DemoUser,
} from './fixtures';

/** The back-to-old-version mutation among the page's GraphQL calls. */
function isBackToOldVersion(request: PageRequest): boolean {
  if (!request.url().endsWith('/graphql')) return false;
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName === 'BackToOldVersion';
}

/**
 * The signed-in shell (docs/rules/shell.md §2, §5, §6, §7, §8): the side menu of each demo account,
 * the driver's reduced layout, the branded company, keyboard use, language, the phone's bottom
 * bar, breadcrumbs, layout settings, back to the old version, the 'not in this edition' and
 * 'no access' pages, and the update-available banner.
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

async function open(page: Page, user: DemoUser, path = '/dashboard', { fresh = false } = {}) {
  await signInViaApi(page, user, { fresh });
  await page.goto(path);
  await expect(page.getByTestId('app-shell')).toBeVisible();
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

test.describe('menu of each demo account', () => {
  test("admin sees every group, both separators, the new live view's pill and none on a module not in this edition", async ({
    page,
  }) => {
    await open(page, 'admin');
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
    await expect(entry(page, 'fleetTask')).toHaveText('Tugas armada');
    await screenshot(page, 'shell-admin-id-desktop');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(entry(page, 'dashboard')).toHaveText('Dashboard');
    await screenshot(page, 'shell-admin-en-desktop');
    await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  });

  test('dispatcher sees route optimization in order management', async ({ page }) => {
    await open(page, 'dispatcher');
    expect(await groupChildren(page, 'orderManagement')).toContain('routeOptimization');
    await entry(page, 'routeOptimization').click();
    await expect(page).toHaveURL(/\/route-optimization$/);
    // Route optimization is in this edition (issue 10): its run list opens.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Optimasi rute');
    // Its group is active and stays open; the entry is the current page.
    await expect(group(page, 'orderManagement')).toHaveAttribute('aria-expanded', 'true');
    await expect(entry(page, 'routeOptimization')).toHaveAttribute('aria-current', 'page');
    // No track-vision flag: the new video entry shows instead.
    expect(await groupChildren(page, 'fleetTracking')).toEqual([
      'videoTrackingNew',
      'temporaryTracking',
      'route',
    ]);
  });

  test('operator has no order management and no access to route optimization', async ({ page }) => {
    await open(page, 'operator');
    await expect(group(page, 'fleetManagement')).toBeVisible();
    await expect(group(page, 'orderManagement')).toHaveCount(0);
    await expect(entry(page, 'routeOptimization')).toHaveCount(0);
    expect(await separators(page)).toEqual(['admin']);

    await page.goto('/route-optimization');
    await expect(page.getByTestId('no-access')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Anda tidak punya akses ke halaman ini',
    );
    await page.getByRole('link', { name: 'Ke halaman utama' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('driver gets the reduced layout without a menu', async ({ page }) => {
    await open(page, 'driver');
    await expect(page.getByTestId('app-shell')).toHaveClass(/shell--reduced/);
    await expect(menu(page)).toHaveCount(0);
    await expect(page.getByTestId('menu-toggle')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Selamat datang');
    await expect(page.getByTestId('dashboard-fleet')).toHaveCount(0);
    await screenshot(page, 'shell-driver-id-desktop');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await screenshot(page, 'shell-driver-en-desktop');
    await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  });

  test('the branded company (1449) has no help or contact, and its own logo', async ({ page }) => {
    await open(page, 'branded');
    await expect(page.getByTestId('shell-logo')).toHaveAttribute('data-variant', 'branded');
    await expect(entry(page, 'marketplace')).toBeVisible();
    await expect(entry(page, 'help')).toHaveCount(0);
    await expect(entry(page, 'contact')).toHaveCount(0);
    // Referral and feedback are hidden too, and it is not on the old version's allow list.
    await expect(page.locator('.shell-topbar [data-action="referral"]')).toHaveCount(0);
    await expect(page.locator('.shell-topbar [data-action="feedback"]')).toHaveCount(0);
    await expect(page.locator('.shell-topbar [data-action="oldVersion"]')).toHaveCount(0);
    await page.goto('/help');
    await expect(page.getByTestId('no-access')).toBeVisible();
    await screenshot(page, 'shell-branded-id-desktop');
  });

  test('a standard company has the Armada logo', async ({ page }) => {
    await open(page, 'operator');
    await expect(page.getByTestId('shell-logo')).toHaveAttribute('data-variant', 'armada');
  });
});

test.describe('keyboard and screen readers', () => {
  test('Tab reaches a group button and Enter toggles it', async ({ page }) => {
    await open(page, 'admin');
    const button = group(page, 'fleetManagement');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.locator('body').click({ position: { x: 1, y: 700 } });
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await button.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(entry(page, 'maintenance')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(entry(page, 'maintenance')).toBeHidden();
  });

  test('menu entries are real links to the spec paths', async ({ page }) => {
    await open(page, 'admin');
    await expect(entry(page, 'liveView')).toHaveAttribute('href', '/liveview');
    await expect(entry(page, 'driverScore')).toHaveAttribute('href', '/driverscore');
    // Sign-out is the top bar's alone: the menu has no second 'Keluar'.
    await expect(entry(page, 'logout')).toHaveCount(0);
    await expect(page.getByText('Keluar', { exact: true })).toHaveCount(1);
  });
});

test.describe('menu scroll', () => {
  test('brings an active entry lower than 500 px into view', async ({ page }) => {
    await open(page, 'admin', '/company-ticket');
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
  });
});

test.describe('language', () => {
  test('the switch is remembered across a reload', async ({ page }) => {
    await open(page, 'dispatcher');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(menu(page)).toHaveAttribute('aria-label', 'Main menu');
    await page.reload();
    await expect(entry(page, 'dashboard')).toHaveText('Dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect(entry(page, 'dashboard')).toHaveText('Dasbor');
    await page.reload();
    await expect(entry(page, 'dashboard')).toHaveText('Dasbor');
  });
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar shows on the dashboard and not on the live view', async ({ page }) => {
    await open(page, 'admin');
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

    await page.getByRole('button', { name: 'English' }).tap();
    await expect(bar.getByRole('link')).toHaveText([
      'Dashboard',
      'Live view',
      'Notifications',
      'Reports',
    ]);
    await screenshot(page, 'shell-admin-en-phone');
    await page.getByRole('button', { name: 'Bahasa Indonesia' }).tap();

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

  test('the driver on a phone', async ({ page }) => {
    await open(page, 'driver');
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await screenshot(page, 'shell-driver-id-phone');
    await page.getByRole('button', { name: 'English' }).tap();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
    await screenshot(page, 'shell-driver-en-phone');
    await page.getByRole('button', { name: 'Bahasa Indonesia' }).tap();
  });
});

test.describe('old live view', () => {
  test('starts with the menu collapsed to icons, and the user can expand it', async ({ page }) => {
    await open(page, 'operator', '/liveview/');
    await expect(page.getByTestId('app-shell')).toHaveClass(/shell--icons-only/);
    const toggle = page.getByTestId('menu-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByTestId('app-shell')).not.toHaveClass(/shell--icons-only/);
  });
});

test.describe('breadcrumbs', () => {
  const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Lokasi halaman' });

  test('show where a page sits and link back', async ({ page }) => {
    await open(page, 'dispatcher', '/delivery/DO-42');
    await expect(crumbs(page).getByRole('listitem')).toHaveText([
      'Beranda',
      'Manajemen pesanan',
      'Pengiriman',
      'Pengiriman DO-42',
    ]);
    await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('Pengiriman DO-42');
    await crumbs(page).getByRole('link', { name: 'Pengiriman' }).click();
    await expect(page).toHaveURL(/\/delivery$/);
    await crumbs(page).getByRole('link', { name: 'Beranda' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(crumbs(page)).toHaveCount(0);
  });

  test('master data leads to customers', async ({ page }) => {
    await open(page, 'dispatcher', '/master');
    await expect(page).toHaveURL(/\/master\/customers$/);
    await expect(crumbs(page).getByRole('listitem')).toHaveText([
      'Beranda',
      'Data master',
      'Pelanggan',
    ]);
  });
});

test.describe('layout settings', () => {
  async function choose(page: Page, legend: string, option: string) {
    const panel = page.getByTestId('layout-settings');
    await panel.getByRole('group', { name: legend }).getByText(option, { exact: true }).click();
  }

  test('are remembered for the user across a reload', async ({ page }) => {
    await open(page, 'operator');
    await page.locator('.shell-topbar__actions [data-action="layoutSettings"]').click();
    const panel = page.getByTestId('layout-settings');
    await expect(panel).toBeVisible();
    await choose(page, 'Gaya menu samping', 'Terang');
    await choose(page, 'Bilah atas', 'Berwarna');
    await choose(page, 'Lebar halaman', 'Berbingkai');
    const shell = page.getByTestId('app-shell');
    await expect(shell).toHaveClass(/shell--sidebar-light/);
    await expect(shell).toHaveClass(/shell--topbar-colored/);
    await screenshot(page, 'shell-settings-panel');
    await choose(page, 'Tata letak', 'Menu atas');
    await expect(shell).toHaveAttribute('data-layout', 'horizontal');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(shell).toHaveAttribute('data-layout', 'horizontal');
    await expect(shell).toHaveClass(/shell--sidebar-light/);
    await expect(shell).toHaveClass(/shell--width-boxed/);
    // The horizontal menu: a group is a dropdown.
    await group(page, 'fleetManagement').click();
    await expect(entry(page, 'licence')).toBeVisible();
    await screenshot(page, 'shell-operator-horizontal');
    await page.keyboard.press('Escape');
    await expect(entry(page, 'licence')).toBeHidden();

    await page.locator('.shell-topbar__actions [data-action="layoutSettings"]').click();
    await page.getByRole('button', { name: 'Kembalikan ke bawaan' }).click();
    await expect(shell).toHaveAttribute('data-layout', 'vertical');
    await expect(shell).toHaveClass(/shell--sidebar-dark/);
  });

  test('every sidebar and top bar style applies', async ({ page }) => {
    await open(page, 'admin', '/delivery');
    await page.locator('.shell-topbar__actions [data-action="layoutSettings"]').click();
    const shell = page.getByTestId('app-shell');
    const styles = [
      ['Ringkas', 'compact', 'Gelap', 'dark'],
      ['Ikon saja', 'icon', 'Terang', 'light'],
      ['Berwarna', 'colored', 'Berwarna', 'colored'],
      ['Gelap', 'dark', 'Terang', 'light'],
    ] as const;
    for (const [sidebarLabel, sidebar, topbarLabel, topbar] of styles) {
      await choose(page, 'Gaya menu samping', sidebarLabel);
      await choose(page, 'Bilah atas', topbarLabel);
      await expect(shell).toHaveClass(new RegExp(`shell--sidebar-${sidebar}`));
      await expect(shell).toHaveClass(new RegExp(`shell--topbar-${topbar}`));
      if (sidebar === 'icon') await expect(shell).toHaveClass(/shell--icons-only/);
      if (sidebar !== 'dark') {
        await page
          .getByTestId('layout-settings')
          .getByRole('button', { name: 'Tutup pengaturan' })
          .click();
        await screenshot(page, `shell-style-${sidebar}-${topbar}`);
        await page.locator('.shell-topbar__actions [data-action="layoutSettings"]').click();
      }
    }
  });

  test('the preloader shows for 2.5 s when switched on', async ({ page }) => {
    // The fixture installed the page clock (tests/e2e/fixtures.ts): fastForward moves it.
    await open(page, 'operator');
    await page.locator('.shell-topbar__actions [data-action="layoutSettings"]').click();
    await page.getByRole('switch', { name: /Layar pemuatan/ }).check();
    await page.reload();
    // The exact 2.5 s is checked in preloader.test.tsx; here: it shows, then goes.
    await expect(page.getByTestId('preloader')).toBeVisible();
    await page.clock.fastForward(2600);
    await expect(page.getByTestId('preloader')).toHaveCount(0);
    await page.locator('.shell-topbar__actions [data-action="layoutSettings"]').click();
    await page.getByRole('switch', { name: /Layar pemuatan/ }).uncheck();
  });
});

test.describe('top bar', () => {
  test('back to the old version needs a reason, and "other" needs text', async ({ page }) => {
    await open(page, 'operator');
    await page.locator('.shell-topbar__actions [data-action="oldVersion"]').click();
    const dialog = page.getByTestId('old-version-dialog');
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Kirim dan beralih' });

    await submit.click();
    const required = page.getByRole('alertdialog', { name: 'Wajib Memilih Alasan' });
    await expect(required).toBeVisible();
    await required.getByRole('button', { name: 'Mengerti' }).click();
    await expect(required).toBeHidden();

    await dialog.getByLabel('Alasan lain', { exact: true }).check();
    await submit.click();
    await expect(required).toBeVisible();
    await required.getByRole('button', { name: 'Mengerti' }).click();

    await dialog.getByLabel('Tuliskan alasan Anda').fill('Laporan harian saya belum ada');
    await screenshot(page, 'shell-old-version-dialog');
    let sent: unknown = null;
    page.on('request', (request) => {
      // Only this call: the alert center asks the GraphQL endpoint for its own things too.
      if (isBackToOldVersion(request)) sent = request.postDataJSON();
    });
    await submit.click();
    const done = page.getByTestId('old-version-done');
    await expect(done).toBeVisible();
    await expect(done).toContainText('Terima kasih atas masukan Anda');
    expect(sent).toMatchObject({
      operationName: 'BackToOldVersion',
      variables: { message: 'Laporan harian saya belum ada' },
    });
    await done.getByRole('button', { name: 'Tutup' }).last().click();
    await expect(done).toBeHidden();
  });

  test('a listed reason is sent as its Indonesian label', async ({ page }) => {
    await open(page, 'dispatcher');
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('.shell-topbar__actions [data-action="oldVersion"]').click();
    const dialog = page.getByTestId('old-version-dialog');
    await dialog.getByLabel('The data is not up to date').check();
    const request = page.waitForRequest(isBackToOldVersion);
    await dialog.getByRole('button', { name: 'Send and switch' }).click();
    expect((await request).postDataJSON()).toMatchObject({
      variables: { message: 'Data tidak diperbarui' },
    });
    const done = page.getByTestId('old-version-done');
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'Close' }).last().click();
    await expect(done).toBeHidden();
    await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  });

  test('referral shows the company code; feedback opens the survey', async ({ page }) => {
    await open(page, 'dispatcher');
    await page.locator('.shell-topbar__actions [data-action="referral"]').click();
    const referral = page.getByTestId('referral-dialog');
    await expect(referral).toBeVisible();
    await expect(referral.getByTestId('referral-code')).toHaveText(/^[A-Z]{3}-[0-9A-Z]{5}$/);
    await screenshot(page, 'shell-referral-dialog');
    await referral.getByRole('button', { name: 'Tutup' }).first().click();
    await expect(referral).toBeHidden();

    await page.locator('.shell-topbar__actions [data-action="feedback"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the profile menu shows who is signed in and leads to the profile page', async ({
    page,
  }) => {
    await open(page, 'dispatcher');
    await page.getByTestId('profile-menu-button').click();
    const panel = page.getByTestId('profile-menu');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Profil saya' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil saya');
    await expect(page.getByLabel('Nama lengkap')).not.toHaveValue('');
    await screenshot(page, 'shell-profile-page');
  });

  test('help opens the knowledge base in a new tab', async ({ page, context }) => {
    // No internet here: the knowledge base answers from a stand-in.
    await context.route('https://help.armada.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Pusat bantuan</h1>' }),
    );
    await open(page, 'operator');
    const popup = context.waitForEvent('page');
    await entry(page, 'help').click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toContain('help.armada.example');
    await tab.close();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign-out from the top bar goes through /logout to sign-in', async ({ page }) => {
    // A session of its own: signing out ends it, and the saved one stays for other tests.
    await open(page, 'operator', '/dashboard', { fresh: true });
    await page.getByTestId('topbar-logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });
});

test.describe('pages', () => {
  test('the dashboard shows fleet and order counts; no order card without order rights', async ({
    page,
  }) => {
    await open(page, 'dispatcher');
    await expect(page.getByTestId('vehicle-count')).toHaveText(/^\d[\d.]*$/);
    await expect(page.getByTestId('order-total')).toHaveText(/^\d[\d.]*$/);
    await expect(page.getByTestId('dashboard-orders').locator('[data-status]')).toHaveCount(
      DELIVERY_ORDER_STATUSES.length,
    );
    await screenshot(page, 'shell-dispatcher-dashboard');

    await open(page, 'operator');
    await expect(page.getByTestId('vehicle-count')).toBeVisible();
    await expect(page.getByTestId('dashboard-orders')).toHaveCount(0);
  });

  test('a sign-in through the form lands on the dashboard with the login-success flag', async ({
    page,
  }) => {
    await page.goto('/login');
    const form = signInForm(page);
    await form.username.fill('dispatcher');
    await form.password.fill('demo');
    const landed = page.waitForURL(/\/dashboard\?isLoginSuccess=true$/);
    await form.submit.click();
    await landed;
    await expect(page.getByTestId('app-shell')).toBeVisible();
  });
});

test.describe('notices', () => {
  test('offers a reload when a newer build is served', async ({ page }) => {
    await signInViaApi(page, 'operator');
    await page.route('**/app-config.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, buildId: 'a-newer-build' } });
    });
    await page.goto('/dashboard');
    const banner = page.getByTestId('update-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Versi baru Armada tersedia.');
    await screenshot(page, 'shell-update-banner');

    await banner.getByRole('button', { name: 'Nanti saja' }).click();
    await expect(banner).toHaveCount(0);

    // Yet another build: the offer comes back on the next check (here, the tab regaining focus).
    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/app-config.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, buildId: 'yet-another-build' } });
    });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(banner).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Muat ulang sekarang' }).click();
    await reloaded;
  });

  test('no banner while the served build is the running one', async ({ page }) => {
    await open(page, 'operator');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('vehicle-count')).toBeVisible();
    await expect(page.getByTestId('update-banner')).toHaveCount(0);
  });

  test('warns while offline', async ({ page, context }) => {
    await open(page, 'operator');
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
});
