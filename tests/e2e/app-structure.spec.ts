// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, signInViaApi, test, type DemoUser } from './fixtures';

/**
 * What the feature registry and the permission checks change for a signed-in user: pages ask
 * only for what the user may see, the banner shows only when its page can be opened,
 * the menu's section addresses lead somewhere, and modules this edition lacks say so plainly.
 * The browser's clock is pinned (Playwright's `page.clock`) to a banner day: Monday 23 November
 * 2026, 09:00 Jakarta time (weekday index 0, in the seed banner's day_show "0,1,2,3,4").
 */
const BANNER_MONDAY = '2026-11-23T09:00:00+07:00';

// The banner is what some of these tests look at: the real banner answers, on a banner day.
test.use({ promos: 'on', clockAt: BANNER_MONDAY });

/** Console errors and warnings of the page, and every request it made, from now on. */
function watch(page: Page) {
  const messages: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('request', (request) => requests.push(request.url()));
  return { messages, requests };
}

async function openSignedIn(page: Page, user: DemoUser, path: string) {
  await signInViaApi(page, user);
  await page.goto(path);
  await expect(page.getByTestId('topbar')).toBeVisible();
}

test.describe('the dashboard asks only for what the user may see', () => {
  test('an operator (no order permissions) gets no order calls and no order promise', async ({
    page,
  }) => {
    const seen = watch(page);
    await openSignedIn(page, 'operator', '/dashboard');
    await expect(page.getByTestId('vehicle-count')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.requests.filter((url) => url.includes('/delivery-order'))).toEqual([]);
    expect(seen.messages.filter((text) => /403|Forbidden/i.test(text))).toEqual([]);
    await expect(page.getByTestId('dashboard-orders')).toHaveCount(0);
    await expect(page.locator('.dashboard-page__intro')).not.toContainText('pesanan');
  });

  test('the page is set in Inter from its Latin subset, not the whole font', async ({ page }) => {
    const seen = watch(page);
    await openSignedIn(page, 'admin', '/dashboard');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const fonts = seen.requests.filter((url) => /\.woff2?(\?|$)/.test(url));
    expect(fonts.some((url) => /inter-latin-wght-normal/.test(url))).toBe(true);
    expect(fonts.filter((url) => /InterVariable/.test(url))).toEqual([]);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toContain('Inter Variable');
  });

  test('an admin sees the order counts', async ({ page }) => {
    await openSignedIn(page, 'admin', '/dashboard');
    await expect(page.getByTestId('order-total')).toBeVisible();
    await expect(page.locator('.dashboard-page__intro')).toContainText('pesanan');
  });
});

test.describe('the banner shows only to users who can open its page', () => {
  // The seed banner links to route optimization (issue 10): an admin may open it, a driver and
  // the branded account's user may not.
  test('admin: the banner shows after sign-in, with its link', async ({ page }) => {
    await openSignedIn(page, 'admin', '/dashboard?isLoginSuccess=true');
    const banner = page.getByTestId('promo-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Lihat selengkapnya' })).toBeVisible();
  });

  // SHELL-77: a promotion whose page the user may not open is not shown at all.
  for (const user of ['driver', 'branded'] as const) {
    test(`${user}: no banner after sign-in, its page being closed to them`, async ({ page }) => {
      await signInViaApi(page, user);
      const answered = page.waitForResponse((response) => /\/banner-active/.test(response.url()));
      await page.goto('/dashboard?isLoginSuccess=true');
      await expect(page.getByTestId('topbar')).toBeVisible();
      expect((await answered).ok()).toBe(true);
      await expect(page).not.toHaveURL(/isLoginSuccess/);
      await expect(page.getByTestId('promo-banner')).toHaveCount(0);
    });
  }
});

test.describe('menu addresses and modules this edition lacks', () => {
  test('/master and /setting lead to their first page without a router warning', async ({
    page,
  }) => {
    const seen = watch(page);
    await openSignedIn(page, 'admin', '/master');
    await expect(page).toHaveURL(/\/master\/customers$/);
    await page.goto('/setting');
    await expect(page).toHaveURL(/\/setting\/company$/);
    expect(seen.messages.filter((text) => /does not have an element/.test(text))).toEqual([]);
  });

  test('every module of the menu opens its own page: none reads "not available yet"', async ({
    page,
  }) => {
    // Track vision was the last module of the menu to be built; its pages are its own.
    await openSignedIn(page, 'admin', '/vehicle-media');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('module-unavailable')).toHaveCount(0);
    await page.goto('/live-streaming');
    await expect(page.getByRole('heading', { name: 'Siaran langsung' })).toBeVisible();
    await expect(page.getByTestId('module-unavailable')).toHaveCount(0);
  });
});
