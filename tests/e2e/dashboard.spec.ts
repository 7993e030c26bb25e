// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, screenshot, signIn, signInViaApi, test } from './fixtures';

/**
 * The dashboard's live fleet card (issue 7) against the server: vehicles moving, idle, parked and
 * offline from `GET /api/live/summary`, the total and the distance driven today, asked again every
 * 10 s; and the fit at 390 px in both languages. The English card, the error and empty states are
 * component tests (components/fleet-card.test.tsx).
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

const summaryCalls = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname === SUMMARY_API);

test.describe('dashboard fleet card', () => {
  test('main path: after sign-in the fleet by status sums to the total the server reports, and again after the 10 s refresh', async ({
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

    // Asked again every 10 s: the counts still sum to the total.
    const next = summaryCalls(page);
    await page.clock.runFor(10_500);
    await next;
    const again = await readCounts(page);
    expect(again.counts.reduce((sum, n) => sum + n, 0)).toBe(again.total);
  });
});

test.describe('dashboard fleet card on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fits 390 px in Indonesian and in English', async ({ page }) => {
    // Indonesian first (the default), then English after a reload: no init script holds the
    // language.
    await signInViaApi(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByTestId('vehicle-count')).toBeVisible();
    await expect(fleetCard(page).getByText('Jarak tempuh hari ini')).toBeVisible();
    for (const language of ['id', 'en'] as const) {
      if (language === 'en') {
        await page.evaluate(() => window.localStorage.setItem('language', 'en'));
        await page.reload();
        await expect(fleetCard(page).getByRole('heading', { name: 'Fleet' })).toBeVisible();
      }
      const { total, counts } = await readCounts(page);
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(total);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await fleetCard(page).boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(390);
      await screenshot(page, `dashboard-fleet-${language}-phone`);
    }
  });
});
