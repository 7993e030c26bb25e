import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';

/**
 * The driver-score page (issue 11; docs/rules/shell.md §2, §3): the last 30 days' summary, the top
 * and lowest 10, the driver table, a driver's detail with the score over time and the alerts behind
 * it leading to their notification; English and a 390x844 phone. Overspeeds are raised on a
 * driver's vehicle with `POST /api/simulator/alerts` (ARMADA_SIM_CONTROLS=1), so the driver has
 * an alert that cost points.
 */
test.use({ account: 'operator' });

interface VehicleWithDriver {
  id: number;
  license_plate: string;
  driver: { id: number; fullname: string } | null;
}

/** A vehicle of the company with a driver, with two overspeeds (code 8) raised on it now. */
async function driverWithOverspeeds(page: Page) {
  const response = await page.request.get('/api/vehicle?limit=100');
  expect(response.status()).toBe(200);
  const vehicles = ((await response.json()) as { data: { paginated_result: VehicleWithDriver[] } })
    .data.paginated_result;
  const vehicle = vehicles.find((row) => row.driver !== null);
  if (!vehicle?.driver) throw new Error('The demo fleet needs a vehicle with a driver');
  // The seeded driving history (simulator HISTORY-1) may have given the driver overspeeds in
  // the period already: the page shows those and the two raised here.
  const before = await overspeedsInPeriod(page, vehicle.driver.id);
  const raised = await page.request.post('/api/simulator/alerts', {
    data: { vehicleId: vehicle.id, alertCode: 8, level: 'urgent', count: 2 },
  });
  expect(raised.status(), await raised.text()).toBe(201);
  return { vehicle, driver: vehicle.driver, overspeeds: before + 2 };
}

/** The driver's overspeeds from 16 October 00:00 WIB (the page's 30 days) on, from DriverScore. */
async function overspeedsInPeriod(page: Page, driverId: number): Promise<number> {
  const response = await page.request.post('/graphql', {
    data: {
      query: `query DriverScore($filter: DriverScoreFilter!) {
        driverScore(filter: $filter) { isSuccessful data { totalOverspeed } } }`,
      variables: {
        filter: {
          driverId,
          startDate: '2026-10-16T00:00:00+07:00',
          endDate: '2026-11-15T00:00:00+07:00',
        },
      },
    },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { driverScore: { data: { totalOverspeed: number } | null } };
  };
  return body.data.driverScore.data?.totalOverspeed ?? 0;
}

const tableRows = (page: Page) => page.locator('.list-table__grid tbody tr');

test.describe('driver score page', () => {
  test('the last 30 days in Indonesian: summary, rankings, the table, a driver and the alert behind the score', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    const { vehicle, driver, overspeeds } = await driverWithOverspeeds(page);

    // From the side menu.
    await page.getByRole('link', { name: 'Skor pengemudi' }).first().click();
    await expect(page).toHaveURL(/\/driverscore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skor pengemudi' })).toBeVisible();
    await expect(page.getByTestId('score-period')).toContainText('16 Okt – 14 Nov 2026');
    const summary = page.getByTestId('score-summary');
    await expect(summary).toContainText('Skor rata-rata');
    await expect(summary.getByTestId('grade-badge').first()).toBeVisible();
    await expect(page.getByTestId('ranking-top').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('ranking-lowest').getByRole('listitem').first()).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    await screenshot(page, 'driver-score-id-desktop');

    // Sort by score, lowest first: the URL keeps it.
    await page.getByRole('columnheader', { name: /Skor/ }).click();
    await expect(page).toHaveURL(/sort=score%3Aasc/);

    // Find the driver with the table search and open the detail.
    await page.getByRole('searchbox').fill(driver.fullname);
    await expect(tableRows(page)).toHaveCount(1);
    await tableRows(page)
      .getByRole('button', { name: `Lihat detail ${driver.fullname}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`driver=${driver.id}`));
    const detail = page.getByRole('dialog', { name: driver.fullname });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('row', { name: /^Kecepatan berlebih/ })).toContainText(
      String(overspeeds),
    );
    await expect(detail.getByTestId('score-timeline').locator('canvas').first()).toBeVisible();
    const alerts = detail.getByTestId('driver-alerts');
    const first = alerts.getByRole('listitem').first();
    await expect(first).toContainText('Kecepatan berlebih');
    await expect(first).toContainText(vehicle.license_plate);
    await expect(first).toContainText('poin');
    // The table's search and sort stay in the URL beside the open driver.
    await expect(page).toHaveURL(/sort=score%3Aasc/);
    await expect(page).toHaveURL(/q=/);
    await screenshot(page, 'driver-score-id-detail', { fullPage: false });

    // The alert leads to its notification.
    await alerts
      .getByRole('link', { name: /Buka notifikasi/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/notification\/8-\d+-\d+-/);
    await expect(
      page.getByTestId('notification-detail').getByRole('heading', {
        level: 1,
        name: 'Kecepatan berlebih',
      }),
    ).toBeVisible();
  });

  test('English, and a 390x844 phone with the filters folded', async ({ page }) => {
    await page.goto('/dashboard');
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/driverscore');
    await expect(page.getByRole('heading', { level: 1, name: 'Driver score' })).toBeVisible();
    await expect(page.getByTestId('score-summary')).toContainText('Average score');
    await expect(page.getByRole('heading', { name: 'Top 10 drivers' })).toBeVisible();
    await expect(tableRows(page).first()).toBeVisible();
    await screenshot(page, 'driver-score-en-desktop');

    await page.evaluate(() => window.localStorage.setItem('language', 'id'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/driverscore');
    const cards = page.getByTestId('list-table-card');
    await expect(cards.first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // The filters fold behind one button; a quick period is a tap away.
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('button', { name: '7 hari' }).click();
    await expect(page).toHaveURL(/from=2026-11-08&to=2026-11-14/);
    await expect(page.getByTestId('score-period')).toContainText('8–14 Nov 2026');
    await screenshot(page, 'driver-score-id-phone', { fullPage: false });

    // A ranking entry opens the detail, full width.
    await page.getByTestId('ranking-top').getByRole('button').first().click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByTestId('score-timeline')).toBeVisible();
    await screenshot(page, 'driver-score-id-phone-detail', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/driver=/);
  });
});
