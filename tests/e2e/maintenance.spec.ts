import type { Page } from '@playwright/test';
import { expect, test, screenshot } from './fixtures';

/**
 * Maintenance, the main path (docs/rules/maintenance.md MNT-5, MNT-6, MNT-15): an administrator
 * sees the due list, opens a work order for a vehicle from the work-order tab with a task and a
 * part, watches the total follow what is typed, saves it and finds it listed; the same list
 * reads in English on a phone. Refusals (overlaps, negative amounts, wrong photos) are unit and
 * contract tests.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

interface Page_<T> {
  data: { items: T[] };
}

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A vehicle without an open or in-progress work order, so today's order cannot overlap. */
async function freeVehicle(page: Page): Promise<{ id: number; license_plate: string }> {
  const vehicles = await json<{
    data: { paginated_result: { id: number; license_plate: string }[] };
  }>(page, '/api/vehicle?limit=50&parent_only=true');
  const busy = new Set<number>();
  for (const status of ['OPEN', 'IN_PROGRESS']) {
    const orders = await json<Page_<{ vehicle: { id: number } }>>(
      page,
      `/api/maintenance/work-order?limit=100&status=${status}`,
    );
    for (const order of orders.data.items) busy.add(order.vehicle.id);
  }
  const free = vehicles.data.paginated_result.find((v) => !busy.has(v.id));
  if (!free) throw new Error('every vehicle is in a work order');
  return free;
}

test('a work order is opened with a task and a part, its total computed, and listed', async ({
  page,
}) => {
  const vehicle = await freeVehicle(page);
  await page.goto('/maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perawatan kendaraan');
  // The seeded KIR plan is overdue (MNT-14).
  await expect(page.getByTestId('due-list')).toContainText('Uji KIR');
  await expect(page.getByTestId('due-list')).toContainText('Terlambat 5 hari');
  await screenshot(page, 'maintenance-due-id');

  await page.getByRole('tab', { name: 'Perintah kerja' }).click();
  await expect(page.getByTestId('work-order-list')).toBeVisible();
  await page.getByTestId('work-order-create').click();
  const form = page.getByTestId('work-order-form');
  const plate = form.getByLabel('Kendaraan');
  await plate.fill(vehicle.license_plate.slice(0, 6));
  await form.getByRole('option', { name: vehicle.license_plate, exact: true }).click();
  await form.getByLabel('Bengkel').fill('Bengkel Sinar Jaya');
  await form.getByRole('button', { name: 'Tambah pekerjaan' }).click();
  await form.getByLabel('Pekerjaan 1').fill('Ganti oli mesin');
  await form.getByRole('button', { name: 'Tambah suku cadang' }).click();
  await form.getByLabel('Nama suku cadang').fill('Oli 15W-40');
  await form.getByLabel('Jumlah').fill('6');
  await form.getByLabel('Harga satuan').fill('95000');
  await form.getByLabel('Biaya jasa').fill('250000');
  await form.getByLabel('Biaya jasa').blur();
  await expect(form.getByTestId('work-order-total')).toHaveText('Rp 820.000');
  await screenshot(page, 'maintenance-form-id');
  await form.getByTestId('work-order-save').click();
  await expect(form).toBeHidden();

  const list = page.getByTestId('work-order-list');
  const row = list.getByRole('row').filter({ hasText: vehicle.license_plate });
  await expect(row.first()).toContainText('Bengkel Sinar Jaya');
  await expect(row.first()).toContainText('Rp 820.000');
  await expect(row.first()).toContainText('Terbuka');

  // The same list in English on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/maintenance?tab=orders');
  await expect(page.getByRole('tab', { name: 'Work orders' })).toBeVisible();
  await expect(
    page
      .getByTestId('work-order-list')
      .getByRole('row')
      .filter({ hasText: vehicle.license_plate })
      .first(),
  ).toContainText('Open');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(page, 'maintenance-orders-en-phone');
});
