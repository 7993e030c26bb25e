import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';

/**
 * The notifications page and Notification Detail (issue 8; docs/rules/shell.md §2, §4, §8): the
 * alert history with its filters in the URL, the preview's resolve and unresolve with the log,
 * the call for bsj and vss-howen devices, the detail id rule, English and a phone.
 * Alerts are raised on demand with `POST /api/simulator/alerts` (ARMADA_SIM_CONTROLS=1).
 */
test.use({ account: 'operator' });

interface FleetVehicle {
  id: number;
  license_plate: string;
}
interface RaisedAlert {
  rawAlertId: string;
  vehicle: { licensePlate: string };
  alert: { descriptionIdn: string; descriptionEng: string };
}

async function fleet(page: Page): Promise<FleetVehicle[]> {
  const response = await page.request.get('/api/live/fleet');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { vehicles: FleetVehicle[] } }).data.vehicles;
}

/** The device type of a vehicle, as the preview reads it (`vehicleById`). */
async function deviceType(page: Page, id: number): Promise<string | null> {
  const response = await page.request.post('/graphql', {
    data: {
      operationName: 'VehicleById',
      query: 'query VehicleById($id: Int!) { vehicleById(id: $id) { data { deviceType } } }',
      variables: { id },
    },
  });
  const body = (await response.json()) as {
    data: { vehicleById: { data: { deviceType: string | null } | null } };
  };
  return body.data.vehicleById.data?.deviceType ?? null;
}

async function raise(
  page: Page,
  body: { vehicleId: number; alertCode: number; level: 'urgent' | 'important'; count?: number },
): Promise<RaisedAlert[]> {
  const response = await page.request.post('/api/simulator/alerts', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: RaisedAlert[] }).data;
}

/** Two vehicles: one whose device can call (bsj or vss-howen), one whose cannot. */
async function pickVehicles(page: Page) {
  const vehicles = await fleet(page);
  let caller: FleetVehicle | null = null;
  let silent: FleetVehicle | null = null;
  for (const vehicle of vehicles) {
    const type = await deviceType(page, vehicle.id);
    if (!caller && (type === 'bsj' || type === 'vss-howen')) caller = vehicle;
    else if (!silent && type !== 'bsj' && type !== 'vss-howen') silent = vehicle;
    if (caller && silent) break;
  }
  if (!caller || !silent) throw new Error('The demo fleet needs a calling and a silent device');
  return { caller, silent };
}

const rows = (page: Page) => page.locator('.list-table__grid tbody tr');

test.describe('notifications page', () => {
  test('filter by vehicle and state, resolve and unresolve from the preview, see the log, open the detail', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const { caller, silent } = await pickVehicles(page);
    const [mine] = await raise(page, { vehicleId: caller.id, alertCode: 8, level: 'urgent' });
    // Driving time (important): a code any device raises, camera or not.
    await raise(page, { vehicleId: silent.id, alertCode: 117, level: 'important' });
    if (!mine) throw new Error('no alert raised');

    await page.goto('/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();

    // Vehicle filter: search the plate in the multi-select and pick it.
    await page.getByTestId('filter-vehicles').click();
    await page.getByPlaceholder('Cari pelat atau pengemudi').fill(caller.license_plate);
    await page.getByRole('option', { name: new RegExp(caller.license_plate) }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(new RegExp(`vehicles=${caller.id}(&|$)`));
    await expect(rows(page).first()).toContainText(caller.license_plate);
    for (const text of await rows(page).allTextContents()) {
      expect(text).toContain(caller.license_plate);
    }

    // State filter: unchecked only.
    await page.getByLabel('Tindak lanjut').selectOption('unresolved');
    await expect(page).toHaveURL(/resolved=unresolved/);
    const row = rows(page).filter({ hasText: 'Kecepatan berlebih' }).first();
    await expect(row).toContainText('Belum diselesaikan');
    await screenshot(page, 'notifications-id-filtered');

    // A reload keeps the filters.
    await page.reload();
    await expect(page.getByLabel('Tindak lanjut')).toHaveValue('unresolved');
    await expect(rows(page).first()).toContainText(caller.license_plate);

    // Preview: resolve, then unresolve, with the log.
    await rows(page).filter({ hasText: 'Kecepatan berlebih' }).first().click();
    const preview = page.getByRole('dialog');
    await expect(preview).toBeVisible();
    await expect(preview.getByTestId('call-panel')).toBeVisible();
    await preview.getByRole('button', { name: 'Selesaikan' }).click();
    await expect(page.getByText('Notifikasi diselesaikan.')).toBeVisible();
    await expect(preview.getByTestId('notification-status')).toHaveText('Diselesaikan');
    await expect(preview.getByTestId('notification-logs')).toContainText(
      'menyelesaikan notifikasi',
    );
    await screenshot(page, 'notifications-id-preview-resolved', { fullPage: false });

    await preview.getByRole('button', { name: 'Buka kembali' }).click();
    await expect(page.getByText('Notifikasi dibuka kembali.')).toBeVisible();
    await expect(preview.getByTestId('notification-status')).toHaveText('Belum diselesaikan');
    await expect(preview.getByTestId('notification-logs').locator('li')).toHaveCount(2);

    // The simulated call: dialing, then connected, then ended.
    await preview.getByRole('button', { name: 'Telepon pengemudi' }).click();
    await expect(preview.getByTestId('call-panel')).toContainText('Memanggil');
    await expect(preview.getByTestId('call-panel')).toContainText('Terhubung');
    await screenshot(page, 'notifications-id-preview-call', { fullPage: false });
    await preview.getByRole('button', { name: 'Akhiri panggilan' }).click();
    await expect(preview.getByTestId('call-panel')).toContainText('Panggilan berakhir');

    // The detail page of the same alert.
    await preview.getByRole('link', { name: 'Buka detail' }).click();
    await expect(page).toHaveURL(new RegExp(`/notification/${mine.rawAlertId}$`));
    const detail = page.getByTestId('notification-detail');
    await expect(
      detail.getByRole('heading', { level: 1, name: 'Kecepatan berlebih' }),
    ).toBeVisible();
    await expect(detail.getByTestId('notification-logs').locator('li')).toHaveCount(2);
    await detail.getByRole('button', { name: 'Selesaikan' }).click();
    await expect(detail.getByTestId('notification-status').first()).toHaveText('Diselesaikan');
    await expect(detail.getByTestId('notification-logs').locator('li')).toHaveCount(3);
    await screenshot(page, 'notifications-id-detail');

    // Back in the list: the resolved filter finds it.
    await page.goto(`/notification?vehicles=${caller.id}&resolved=resolved`);
    await expect(rows(page).filter({ hasText: 'Kecepatan berlebih' }).first()).toContainText(
      'Diselesaikan',
    );
  });

  test('a device that cannot call offers no call', async ({ page }) => {
    await page.goto('/dashboard');
    const { silent } = await pickVehicles(page);
    await raise(page, { vehicleId: silent.id, alertCode: 8, level: 'urgent' });
    await page.goto(`/notification?vehicles=${silent.id}`);
    await rows(page).first().click();
    const preview = page.getByRole('dialog');
    await expect(preview.getByTestId('call-unsupported')).toBeVisible();
    await expect(preview.getByRole('button', { name: 'Telepon pengemudi' })).toHaveCount(0);
  });

  test('an unknown or malformed id says so, with a way back', async ({ page }) => {
    await page.goto('/notification/987654321');
    await expect(page.getByTestId('notification-missing')).toContainText(
      'Notifikasi tidak ditemukan',
    );
    await page.goto('/notification/bukan-id!');
    await expect(page.getByTestId('notification-missing')).toContainText(
      'Alamat notifikasi tidak valid',
    );
    await screenshot(page, 'notifications-id-missing');
    await page.getByRole('link', { name: 'Ke daftar notifikasi' }).click();
    await expect(page).toHaveURL(/\/notification$/);
  });

  test('a range over 31 days is refused with a message', async ({ page }) => {
    await page.goto('/notification');
    await page.getByLabel('Dari tanggal').fill('01/09/2026');
    await expect(page.getByRole('alert')).toHaveText(
      'Rentang tanggal paling lama 31 hari. Persempit rentangnya.',
    );
    await expect(page).toHaveURL(/\/notification$/);
  });

  test('English and a 390x844 phone', async ({ page }) => {
    await page.goto('/dashboard');
    const { caller } = await pickVehicles(page);
    await raise(page, { vehicleId: caller.id, alertCode: 8, level: 'urgent', count: 3 });
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/notification');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText('Overspeed').first()).toBeVisible();
    await screenshot(page, 'notifications-en-desktop');
    await rows(page).filter({ hasText: 'Overspeed' }).first().click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Resolve' })).toBeVisible();
    await screenshot(page, 'notifications-en-preview', { fullPage: false });
    await page.keyboard.press('Escape');

    await page.evaluate(() => window.localStorage.setItem('language', 'id'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/notification');
    const cards = page.getByTestId('list-table-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('.list-table__grid')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await screenshot(page, 'notifications-id-phone');
    await cards
      .first()
      .getByRole('button', { name: /Lihat notifikasi/ })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await screenshot(page, 'notifications-id-phone-preview', { fullPage: false });
  });
});
