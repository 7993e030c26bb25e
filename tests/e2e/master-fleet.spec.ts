import { expect, screenshot, test } from './fixtures';

/**
 * Fleet master data, the main path (docs/rules/master-fleet.md): an administrator adds a vehicle
 * with a tracking device (the form's own checks first), sees a second one with the same plate
 * refused with the input kept (MDF-1), finds the new vehicle in the live view (MDF-6), gives it a
 * driver with a photo (MDF-13, MDF-15), finds it in the export (MDF-8), then deactivates it: it leaves the list until inactive ones are shown (MDF-5).
 * The other refusals and the import are simulator and contract tests.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

const PAGE = '/master/vehicles';

/** A 1×1 PNG, as a phone camera's photo would be (told by its bytes, MDF-15). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a vehicle added with a device shows in the live view, exports, and deactivates', async ({
  page,
}) => {
  const stamp = Date.now();
  const plate = `B ${1000 + (stamp % 9000)} MDF`;
  const imei = `35${String(stamp).slice(-13).padStart(13, '0')}`;
  await page.goto(PAGE);
  await expect(page.locator('tbody tr').first()).toBeVisible();

  await page.getByTestId('master-vehicles-create').click();
  const form = page.getByTestId('vehicle-form');
  await expect(form).toBeVisible();
  // The form's own checks: the first problem gets the focus.
  await page.getByTestId('vehicle-form-save').click();
  await expect(form.getByTestId('error-license_plate')).toHaveText('Wajib diisi.');
  await expect(form.locator('input[name="license_plate"]')).toBeFocused();

  await form.locator('input[name="license_plate"]').fill(plate.toLowerCase().replace(/ /g, ''));
  await form.locator('input[name="brand"]').fill('Hino');
  await form.locator('input[name="model"]').fill('Dutro 130 HD');
  await form.getByTestId('vehicle-vehicle_type_id').click();
  await form.locator('.p-dropdown-item').first().click();
  await form.getByTestId('vehicle-depot_id').click();
  await form.locator('.p-dropdown-item').first().click();
  await form.locator('input[name="fuel_tank_l"]').fill('120');
  await form.locator('input[name="imei"]').fill(imei);
  await form.locator('input[name="gps_phone_no"]').fill('+6281200070010');
  await screenshot(page, 'master-vehicles-form-id', { fullPage: false });
  await page.getByTestId('vehicle-form-save').click();
  await expect(form).toBeHidden();
  await expect(page.locator('.p-toast')).toContainText(`Kendaraan ${plate} ditambahkan.`);

  // MDF-1: the same plate again is refused; what was typed stays.
  await page.getByTestId('master-vehicles-create').click();
  await form.locator('input[name="license_plate"]').fill(plate);
  await form.locator('input[name="brand"]').fill('Isuzu');
  await form.getByTestId('vehicle-vehicle_type_id').click();
  await form.locator('.p-dropdown-item').first().click();
  await form.getByTestId('vehicle-depot_id').click();
  await form.locator('.p-dropdown-item').first().click();
  await form.locator('input[name="fuel_tank_l"]').fill('80');
  await page.getByText('Terpasang perangkat pelacak').click();
  await page.getByTestId('vehicle-form-save').click();
  await expect(page.getByTestId('vehicle-form-server-error')).toContainText(
    `Nomor polisi ${plate} sudah dipakai`,
  );
  await expect(form.locator('input[name="brand"]')).toHaveValue('Isuzu');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  // MDF-6: the live view has it, parked at its depot.
  await page.goto('/liveview-2');
  await page.getByTestId('vehicle-search').fill(plate);
  await expect(page.getByTestId('vehicle-list').locator('[data-status]').first()).toContainText(
    plate,
  );

  // MDF-13, MDF-15: a driver with a photo is given the new vehicle.
  const name = `Slamet ${stamp % 10000}`;
  await page.goto('/master/drivers');
  await page.getByTestId('master-drivers-create').click();
  const driverForm = page.getByTestId('driver-form');
  await driverForm.locator('input[name="fullname"]').fill(name);
  await driverForm.locator('input[name="phoneNo"]').fill('0812-3456-7890');
  await driverForm.locator('input[name="licenseNo"]').fill(String(stamp).slice(-12));
  // MDF-24: the accounts offered are the company's, by name and user name.
  await driverForm.getByTestId('driver-userId').click();
  await expect(driverForm.locator('.p-dropdown-item').first()).toContainText(/\(.+\)/);
  await driverForm.getByTestId('driver-userId').locator('.p-dropdown-trigger').click();
  await expect(driverForm.locator('.p-dropdown-panel')).toHaveCount(0);
  await driverForm.getByTestId('driver-vehicleId').click();
  await driverForm.locator('.p-dropdown-filter').fill(plate);
  await driverForm.locator('.p-dropdown-item', { hasText: plate }).click();
  await driverForm.getByTestId('driver-photo-file').setInputFiles({
    name: 'slamet.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByTestId('driver-form-save').click();
  await expect(driverForm).toBeHidden();
  await page.getByRole('searchbox').fill(name);
  const driverRow = page.locator('tbody tr', { hasText: name });
  await expect(driverRow).toContainText(plate);
  await expect(driverRow.locator('img.master-fleet__avatar')).toBeVisible();
  await screenshot(page, 'master-drivers-id', { fullPage: false });

  // MDF-21, MDF-23: a file giving one vehicle twice is refused in Indonesian, nothing saved;
  // the fixed file renames the driver.
  const licenseNo = String(stamp).slice(-12);
  const header = 'fullname,phone_no,license_type,license_no,license_expiry,vehicle,is_active';
  const renamed = `${name} Baru,0812-3456-7890,SIM B1 Umum,${licenseNo},,${plate},true`;
  const csv = (rows: string[]) => ({
    name: 'pengemudi.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\r\n')),
  });
  await page.getByTestId('master-drivers-import').click();
  const importer = page.getByTestId('master-import-drivers');
  await importer
    .getByTestId('master-import-drivers-file')
    .setInputFiles(csv([renamed, `Tono,0812-0000-1111,SIM B1 Umum,998877665511,,${plate},true`]));
  await importer.getByTestId('master-import-drivers-send').click();
  await expect(importer.getByTestId('master-import-drivers-error')).toHaveText(
    `Baris 3, kolom vehicle: ${plate} sudah diberikan di baris 2. Tidak ada yang diimpor.`,
  );
  await screenshot(page, 'master-drivers-import-id', { fullPage: false });
  await importer.getByTestId('master-import-drivers-file').setInputFiles(csv([renamed]));
  await importer.getByTestId('master-import-drivers-send').click();
  await expect(importer.getByTestId('master-import-drivers-done')).toHaveText(
    '0 pengemudi ditambahkan, 1 diubah.',
  );
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox').fill(`${name} Baru`);
  await expect(page.locator('tbody tr', { hasText: `${name} Baru` })).toContainText(plate);

  // MDF-8: the export has it.
  const exported = await page.request.get('/api/master/vehicle/export?format=csv');
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain(`${plate},Truk,Hino`);

  // MDF-5: deactivated, it leaves the list until inactive ones are shown.
  await page.goto(PAGE);
  await page.getByRole('searchbox').fill(plate);
  const row = page.locator('tbody tr', { hasText: plate });
  await expect(row).toContainText('Aktif');
  await row.getByRole('button', { name: `Nonaktifkan ${plate}` }).click();
  await expect(page.locator('.p-toast')).toContainText(`Kendaraan ${plate} dinonaktifkan.`);
  await expect(row).toHaveCount(0);
  await page.getByTestId('master-vehicles-inactive').click();
  await expect(page).toHaveURL(/inactive=1/);
  await expect(row).toContainText('Nonaktif');
  await screenshot(page, 'master-vehicles-id', { fullPage: false });

  // The same list in English (the table's cells are drawn in the language of the load).
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(page.locator('tbody tr', { hasText: plate })).toContainText('Inactive');
  await screenshot(page, 'master-vehicles-en', { fullPage: false });
  await page.evaluate(() => window.localStorage.setItem('language', 'id'));

  // MDF-17, MDF-18: the groups and box types pages list the company's records.
  await page.goto('/master/vehicle-groups');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await screenshot(page, 'master-vehicle-groups-id', { fullPage: false });
  await page.goto('/master/box-types');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await screenshot(page, 'master-box-types-id', { fullPage: false });
  await page.goto(PAGE);
  await page.getByTestId('master-vehicles-inactive').click();
  await expect(page).toHaveURL(/inactive=1/);
  await page.getByRole('searchbox').fill(plate);
  await expect(page.locator('tbody tr')).toHaveCount(1);

  // A phone: the list and the form fit 390 px without a sideways page scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(plate).first()).toBeVisible();
  await screenshot(page, 'master-vehicles-phone', { fullPage: false });
  await page.getByTestId('master-vehicles-create').click();
  await expect(form).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
  ).toBe(true);
  await screenshot(page, 'master-vehicles-form-phone', { fullPage: false });
});
