// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, screenshot } from './fixtures';

/**
 * The address book, the main path (docs/rules/addresses.md ADDR-1 … ADDR-5, ADDR-9, ADDR-12,
 * ADDR-13): an administrator adds an address by clicking the map (the kecamatan, city, province
 * and postcode come from the pin), is told in Indonesian what is wrong, keeps the input when the
 * save fails, finds it, deactivates it, and sees a bad import refused row by row. Then the page
 * in English and on a 390 px phone. The rules' edges are simulator and unit tests.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

const PAGE = '/master/addresses';
const rows = (page: Page) => page.locator('.list-table__table .p-datatable-tbody > tr');

async function tableReady(page: Page) {
  await expect(rows(page).or(page.getByTestId('list-table-card')).first()).toBeVisible();
  await expect(page.locator('.list-table .p-skeleton')).toHaveCount(0);
}

test('an address placed on the map is saved, found, deactivated; a bad import is refused', async ({
  page,
}) => {
  const name = `Gudang Uji ${randomUUID().slice(0, 6)}`;
  await page.goto(PAGE);
  await expect(page.getByTestId('hub-tabs')).toContainText('Alamat');
  await tableReady(page);

  await page.getByTestId('addresses-create').click();
  const dialog = page.getByRole('dialog', { name: 'Tambah alamat' });
  const form = dialog.getByTestId('address-form');
  // ADDR-1, ADDR-5: an empty form says what is missing, in Indonesian, at each field.
  await form.getByTestId('address-form-submit').click();
  await expect(form.getByTestId('error-name')).toHaveText('Wajib diisi.');
  await expect(form.getByTestId('error-pin')).toHaveText(
    'Letakkan pin di peta atau isi lintang dan bujur.',
  );

  // ADDR-13: a click on the map places the pin and fills the area fields from it.
  const map = form.getByTestId('address-pin-map');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(map).not.toHaveAttribute('data-pin', '');
  await expect(form.getByTestId('address-lookup')).toContainText('Wilayah pin');
  await expect(form.locator('input[name="postal_code"]')).toHaveValue(/^\d{5}$/);
  await expect(form.locator('input[name="city"]')).toHaveValue(/Jakarta/);

  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="street"]').fill('Jl. Raya Uji No. 7');
  await form.locator('input[name="village"]').fill('Cempaka Putih Timur');
  await form.locator('textarea[name="landmark"]').fill('Seberang masjid, pagar hijau');
  // ADDR-3: RT/RW are numbers.
  await form.locator('input[name="rt"]').fill('3a');
  await expect(form.getByTestId('error-rt')).toHaveText(
    'Isi dengan angka, 1 sampai 3 digit (mis. 003).',
  );
  await form.locator('input[name="rt"]').fill('3');
  await form.locator('input[name="rw"]').fill('5');

  // A failed save keeps every field as typed.
  await page.route('**/api/address', (route) =>
    route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
  );
  await form.getByTestId('address-form-submit').click();
  await expect(form.getByTestId('address-form-server-error')).toContainText('Isian Anda tetap ada');
  await expect(form.locator('input[name="name"]')).toHaveValue(name);
  await page.unroute('**/api/address');
  await screenshot(page, 'master-addresses-form-id', { fullPage: false });
  await form.getByTestId('address-form-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.p-toast')).toContainText(`Alamat ${name} ditambahkan.`);

  // Found by search, with its composed address and landmark.
  await page.getByTestId('list-table-search').fill(name);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Jl. Raya Uji No. 7, RT 003/RW 005');
  await expect(rows(page).first()).toContainText('Seberang masjid');
  await screenshot(page, 'master-addresses-id-desktop', { fullPage: false });

  // ADDR-9: deactivated, it leaves the active list and shows under Nonaktif.
  await page.getByRole('button', { name: `Nonaktifkan ${name}` }).click();
  await page.getByRole('button', { name: 'Nonaktifkan', exact: true }).click();
  await expect(page.locator('.p-toast')).toContainText(`Alamat ${name} dinonaktifkan.`);
  await expect(
    page
      .getByText('Belum ada alamat')
      .or(page.getByText(/tidak ada/i))
      .first(),
  ).toBeVisible();
  await page.getByTestId('addresses-status-filter').click();
  await page.getByRole('option', { name: 'Nonaktif' }).click();
  await expect(rows(page).first()).toContainText('Nonaktif');

  // ADDR-11: the export answers a file of what the list shows.
  const href = await page.getByTestId('addresses-export-csv').getAttribute('href');
  const exported = await page.request.get(href ?? '');
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain(name);

  // ADDR-12: a file with a bad row is refused row by row, and nothing is saved.
  await page.getByTestId('addresses-import').click();
  await page.getByTestId('address-import-file').setInputFiles({
    name: 'alamat.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'name,street,rt,rw,village,district,city,province,postal_code,latitude,longitude\n' +
        `${name} B,Jl. B No. 2,x,2,Menteng,Menteng,Jakarta Pusat,DKI Jakarta,103,-6.19,106.83\n`,
    ),
  });
  await page.getByTestId('address-import-send').click();
  const problems = page.getByTestId('address-import-problems');
  await expect(problems).toContainText('Baris 2, kolom rt: RT/RW harus angka 1 sampai 3 digit');
  await expect(problems).toContainText('kode pos harus 5 digit');
  await screenshot(page, 'master-addresses-import-refused', { fullPage: false });
  await page.keyboard.press('Escape');

  // English, then a 390 px phone.
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Address book' })).toBeVisible();
  await tableReady(page);
  await screenshot(page, 'master-addresses-en-desktop', { fullPage: false });
  await page.getByTestId('addresses-create').click();
  const english = page.getByRole('dialog', { name: 'Add address' });
  await english.getByTestId('address-form-submit').click();
  await expect(english.getByTestId('error-name')).toHaveText('Required.');
  await page.keyboard.press('Escape');

  await page.evaluate(() => window.localStorage.setItem('language', 'id'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PAGE);
  await tableReady(page);
  await expect(page.getByTestId('list-table-card').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'master-addresses-id-phone', { fullPage: false });
  await page.getByTestId('addresses-create').click();
  await expect(page.getByRole('dialog', { name: 'Tambah alamat' })).toBeVisible();
  await expect(page.getByTestId('address-pin-map')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'master-addresses-form-phone', { fullPage: false });
});
