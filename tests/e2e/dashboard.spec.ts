// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, screenshot, signIn, signInViaApi, test } from './fixtures';

/**
 * The dashboard's live fleet card (issue 7): vehicles moving, idle, parked and offline from
 * `GET /api/live/summary`, the total and the distance driven today, the areas, asked again every
 * 10 s; its error and empty states; both languages, desktop and phone.
 */

// This machine is shared and slow at times: give each check and test room.

const SUMMARY_API = '/api/live/summary';
const STATUSES = ['moving', 'idle', 'parked', 'offline'] as const;

const fleetCard = (page: Page) => page.getByTestId('dashboard-fleet');

/** Digits of a formatted count, either language (1.234 or 1,234). */
const toNumber = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** The card's total and counts, read at one instant (a refetch may change them between reads). */
async function readCounts(page: Page): Promise<{ total: number; counts: number[] }> {
  await expect(page.getByTestId('vehicle-count')).toBeVisible();
  const texts = await fleetCard(page).evaluate((card, statuses) => {
    const text = (id: string) => card.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    return [text('vehicle-count'), ...statuses.map((status) => text(`fleet-count-${status}`))];
  }, STATUSES);
  const [total, ...counts] = texts.map(toNumber);
  return { total: total ?? NaN, counts };
}

async function openDashboard(page: Page, language: 'id' | 'en' = 'id') {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await signInViaApi(page, 'admin');
  await page.goto('/dashboard');
  await expect(page.getByTestId('vehicle-count')).toBeVisible({ timeout: 30_000 });
}

const summaryCalls = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname === SUMMARY_API);

test.describe('dashboard fleet card', () => {
  test('after sign-in shows the fleet by status, which sums to the total the server reports', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const { total, counts } = await readCounts(page);
    expect(counts).toHaveLength(4);
    expect(total).toBeGreaterThan(0);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(total);

    // The same fleet as the server's answer (the live view's source).
    const response = await page.request.get(SUMMARY_API);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { total: number } };
    expect(total).toBe(data.total);

    const card = fleetCard(page);
    for (const status of STATUSES) {
      await expect(card.locator(`li[data-status="${status}"] a`)).toHaveAttribute(
        'href',
        `/liveview-2?status=${status}`,
      );
    }
    await expect(card.getByText('Jarak tempuh hari ini')).toBeVisible();
    await expect(page.getByTestId('fleet-distance')).toHaveText(/^\d{1,3}(\.\d{3})*,\d km$/);
    await expect(card.getByRole('link', { name: /Bergerak/ })).toBeVisible();
    await screenshot(page, 'dashboard-fleet-id-desktop');
  });

  test('asks again every 10 s and shows counts that still sum to the total', async ({ page }) => {
    await openDashboard(page);
    const next = summaryCalls(page);
    await page.clock.runFor(10_500);
    await next;
    const { total, counts } = await readCounts(page);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(total);
  });

  test('reads in English with English number formatting', async ({ page }) => {
    await openDashboard(page, 'en');
    const card = fleetCard(page);
    await expect(card.getByRole('heading', { name: 'Fleet' })).toBeVisible();
    await expect(card.getByText('Distance driven today')).toBeVisible();
    for (const label of ['Moving', 'Idling', 'Parked', 'Offline']) {
      await expect(card.getByRole('link', { name: new RegExp(label) })).toBeVisible();
    }
    await expect(page.getByTestId('fleet-distance')).toHaveText(/^\d{1,3}(,\d{3})*\.\d km$/);
    await screenshot(page, 'dashboard-fleet-en-desktop');
  });

  test('says when the fleet could not be loaded and loads it on retry', async ({ page }) => {
    await page.route(`**${SUMMARY_API}`, (route) =>
      route.fulfill({
        status: 503,
        json: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' },
      }),
    );
    await signInViaApi(page, 'admin');
    await page.goto('/dashboard');
    const alert = fleetCard(page).getByRole('alert');
    // Two retries, a second and two apart, before the card gives up.
    await page.clock.runFor(5_000);
    await expect(alert).toContainText('Data tidak dapat dimuat.', { timeout: 30_000 });
    await screenshot(page, 'dashboard-fleet-error');

    await page.unroute(`**${SUMMARY_API}`);
    await alert.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByTestId('vehicle-count')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test('tells a company without vehicles that it has none', async ({ page }) => {
    await page.route(`**${SUMMARY_API}`, (route) =>
      route.fulfill({
        json: {
          data: {
            at: '2026-11-14T10:00:00+07:00',
            total: 0,
            counts: { moving: 0, idle: 0, parked: 0, offline: 0 },
            distance_today_km: 0,
            areas: [],
          },
        },
      }),
    );
    await signInViaApi(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByTestId('fleet-empty')).toContainText('Belum ada kendaraan');
    await expect(page.getByTestId('fleet-count-moving')).toHaveCount(0);
  });
});

test.describe('dashboard fleet card on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const language of ['id', 'en'] as const) {
    test(`fits 390 px in ${language === 'id' ? 'Indonesian' : 'English'}`, async ({ page }) => {
      await openDashboard(page, language);
      const { total, counts } = await readCounts(page);
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(total);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await fleetCard(page).boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(390);
      await screenshot(page, `dashboard-fleet-${language}-phone`);
    });
  }
});
