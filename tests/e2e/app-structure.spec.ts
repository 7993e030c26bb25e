// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, signInViaApi, test } from './fixtures';

/**
 * What the feature registry and the permission checks change for a signed-in user, in a real
 * browser and bundle: after sign-in on a banner day the seeded banner shows to a user who may
 * open its page, the dashboard asks for the order counts it may show, the page is set in Inter's
 * Latin subset, and every module of the menu loads its own page. The users without order rights
 * or without the banner's page, and /master and /setting, are component and contract tests
 * (dashboard.test.tsx, promo-banner.test.tsx, app.test.tsx, tests/contract/auth.test.ts).
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

test('main path (admin): the banner after sign-in, the order counts, the Latin Inter subset, and the menu’s modules on their own pages', async ({
  page,
}) => {
  const seen = watch(page);
  await signInViaApi(page, 'admin');
  await page.goto('/dashboard?isLoginSuccess=true');
  await expect(page.getByTestId('topbar')).toBeVisible();

  // The seed banner links to route optimization (issue 10), which admin may open.
  const banner = page.getByTestId('promo-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Lihat selengkapnya' })).toBeVisible();

  // The dashboard asks for the order counts admin may see.
  await expect(page.getByTestId('order-total')).toBeVisible();
  await expect(page.locator('.dashboard-page__intro')).toContainText('pesanan');
  expect(seen.messages.filter((text) => /403|Forbidden/i.test(text))).toEqual([]);

  // The page is set in Inter from its Latin subset, not the whole font.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const fonts = seen.requests.filter((url) => /\.woff2?(\?|$)/.test(url));
  expect(fonts.some((url) => /inter-latin-wght-normal/.test(url))).toBe(true);
  expect(fonts.filter((url) => /InterVariable/.test(url))).toEqual([]);
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toContain('Inter Variable');

  // Every module of the menu opens its own page: none reads "not available yet". Track vision
  // was the last module of the menu to be built; its pages are its own.
  await page.goto('/vehicle-media');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('module-unavailable')).toHaveCount(0);
  await page.goto('/live-streaming');
  await expect(page.getByRole('heading', { name: 'Siaran langsung' })).toBeVisible();
  await expect(page.getByTestId('module-unavailable')).toHaveCount(0);
});
