import type { Page } from '@playwright/test';
import { expect, test, E2E_NOW, screenshot } from './fixtures';

/**
 * Saved routes, the main path (docs/rules/saved-routes.md SRT-8, SRT-9): an administrator makes
 * a master route of the road a vehicle drove on one of its trips of the last week (the seeded
 * past before the pinned clock), sees its track on the map before saving, and finds the route in
 * the list with its source. Drawing, task paths, tolerances and the watch are unit and contract
 * tests.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

const DAY_MS = 86_400_000;

/** The plate of a vehicle with a finished trip in the week before the pinned clock. */
async function vehicleWithTrips(page: Page): Promise<string> {
  const now = Date.parse(E2E_NOW);
  const query = new URLSearchParams({
    from: new Date(now - 6 * DAY_MS).toISOString(),
    to: new Date(now - DAY_MS).toISOString(),
    limit: '1',
    min_distance_km: '5',
  });
  const response = await page.request.get(`/api/history/trips?${query.toString()}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { paginated_result: { vehicle: { license_plate: string } }[] };
  };
  const plate = body.data.paginated_result[0]?.vehicle.license_plate;
  expect(plate).toBeTruthy();
  return plate ?? '';
}

test('a route taken from a past trip is listed with its source', async ({ page }) => {
  await page.goto('/route/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Buat rute' }).click();
  const editor = page.getByTestId('route-editor');
  await expect(editor).toBeVisible();
  await editor.getByText('Dari perjalanan lalu').click();

  // A vehicle that drove in the last week (the seeded past), then its first trip listed.
  const plate = await vehicleWithTrips(page);
  await editor.getByTestId('route-trip-vehicle').click();
  await editor.getByRole('listbox').getByRole('option', { name: plate, exact: true }).click();
  await editor.getByTestId('route-trip').click();
  const firstTrip = editor.getByRole('listbox').getByRole('option').first();
  await expect(firstTrip).toContainText(' km');
  await firstTrip.click();
  // The trip's track is on the map before anything is saved.
  await expect(
    editor.getByTestId('route-task-map').locator('path.leaflet-interactive').first(),
  ).toBeVisible();
  await editor.getByTestId('route-name').fill('Rute antar gudang');
  await screenshot(page, 'saved-routes-id-from-trip', { fullPage: false });
  await editor.getByTestId('route-save').click();
  await expect(editor).toBeHidden();

  const row = page.getByRole('row', { name: /Rute antar gudang/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`Perjalanan ${plate}`);
});
