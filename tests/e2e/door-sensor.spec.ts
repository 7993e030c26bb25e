import { E2E_NOW, expect, screenshot, test } from './fixtures';

/**
 * The door sensor report's main path (docs/rules/reports.md RPT-43, docs/rules/history.md
 * HIST-17 ... HIST-19): open it from the catalogue's delivery section, run it over the seven
 * settled days before the pinned day (the seeded past's door openings), see openings at delivery
 * stops with how long the door stayed open, then sort by the flag and see the openings outside
 * any delivery stop or geofence first. The rows against the data are in the unit tests.
 */
// A bound on a hang on a shared machine; a passing run takes about 10 s.
test.describe.configure({ timeout: 180_000 });
test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

const DAY_MS = 86_400_000;
const WIB_MS = 7 * 3_600_000;

/** A WIB day `days` before the pinned clock's day, `YYYY-MM-DD`. */
function dayBefore(days: number): string {
  return new Date(Date.parse(E2E_NOW) + WIB_MS - days * DAY_MS).toISOString().slice(0, 10);
}

test('the door openings of a week, those outside stops and geofences flagged', async ({ page }) => {
  await page.goto('/report');
  await expect(page.getByRole('heading', { level: 2, name: 'Pengiriman' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByTestId('report-card-door-events').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sensor pintu' })).toBeVisible();

  const period = `from=${dayBefore(7)}&to=${dayBefore(1)}`;
  await page.goto(`/report/door-events?${period}`);
  const total = page.getByTestId('report-total');
  await expect(total).toHaveText(/^\d[\d.]* baris$/, { timeout: 60_000 });
  expect(Number(((await total.textContent()) ?? '').replace(/\D/g, ''))).toBeGreaterThan(0);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Lama terbuka' })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Titik pengantaran' }).first()).toBeVisible();
  await screenshot(page, 'reports-door-events');

  // The flagged ones first: outside any delivery stop and any geofence the vehicle was in.
  await page.goto(`/report/door-events?${period}&sort=outside:desc`);
  const firstRow = table.locator('tbody tr').first();
  await expect(
    firstRow.getByRole('cell', { name: 'Di luar titik pengantaran dan geofence' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(firstRow.getByRole('cell', { name: 'Ya', exact: true })).toBeVisible();
});
