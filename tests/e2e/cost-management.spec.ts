import { randomUUID } from 'node:crypto';
import { expect, test, screenshot } from './fixtures';

/**
 * Cost management, the main path (docs/rules/costs.md COST-1, COST-2, COST-4, COST-9, COST-12):
 * an administrator sees the month's costs and charts, enters a fuel purchase (a negative amount
 * is refused in words and what was typed stays), finds it listed in Rupiah, imports an e-toll
 * statement and sees the month's fuel match; the list reads in English on a phone. The other
 * refusals are unit and contract tests.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

test('costs are entered and imported, listed in Rupiah, and read in both languages', async ({
  page,
}) => {
  const vehicles = await page.request.get('/api/vehicle?limit=5&parent_only=true');
  expect(vehicles.status()).toBe(200);
  const [vehicle] = (
    (await vehicles.json()) as {
      data: { paginated_result: { id: number; license_plate: string }[] };
    }
  ).data.paginated_result;
  if (!vehicle) throw new Error('the demo company has no vehicle');

  await page.goto('/cost-management');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manajemen biaya');
  await expect(page.getByTestId('cost-figures')).toContainText('Biaya per km');
  await expect(page.getByRole('img', { name: 'Total biaya per bulan' })).toBeVisible();
  await screenshot(page, 'cost-management-overview-id');

  await page.getByRole('tab', { name: 'Daftar biaya' }).click();
  await expect(page.getByTestId('cost-list')).toBeVisible();
  await page.getByTestId('cost-add').click();
  const dialog = page.getByRole('dialog', { name: 'Tambah biaya' });
  await dialog.getByLabel('Kendaraan').fill(vehicle.license_plate.slice(0, 4));
  await page.getByRole('option', { name: vehicle.license_plate, exact: true }).click();
  await dialog.getByTestId('cost-amount').fill('-340.000');
  await dialog.getByLabel('Liter').fill('50');
  await dialog.getByTestId('cost-save').click();
  await expect(dialog.getByText('Jumlah tidak boleh negatif.')).toBeVisible();
  // Nothing typed was lost: only the amount is corrected.
  await expect(dialog.getByLabel('Liter')).toHaveValue('50 L');
  await dialog.getByTestId('cost-amount').fill('340.000');
  await screenshot(page, 'cost-management-form-id');
  await dialog.getByTestId('cost-save').click();
  await expect(dialog).toBeHidden();
  const list = page.getByTestId('cost-list');
  await expect(
    list
      .getByRole('row')
      .filter({ hasText: 'Rp 340.000' })
      .filter({ hasText: vehicle.license_plate }),
  ).toHaveCount(1);
  // COST-13: the receipt said 345.000; the entry is corrected in place.
  await list
    .getByRole('row')
    .filter({ hasText: 'Rp 340.000' })
    .filter({ hasText: vehicle.license_plate })
    .getByTestId('cost-edit')
    .click();
  const edit = page.getByRole('dialog', { name: 'Ubah biaya' });
  await expect(edit.getByLabel('Liter')).toHaveValue('50 L');
  await edit.getByTestId('cost-amount').fill('345.000');
  await edit.getByTestId('cost-save').click();
  await expect(edit).toBeHidden();
  await expect(list.getByRole('row').filter({ hasText: 'Rp 345.000' })).toHaveCount(1);

  await page.getByTestId('cost-import-open').click();
  const importer = page.getByRole('dialog', { name: 'Impor laporan' });
  await importer.locator('.p-dropdown').click();
  await page.getByRole('option', { name: 'Kartu e-toll' }).click();
  const card = `ET-${randomUUID().slice(0, 8)}`;
  await importer.getByTestId('cost-import-file').setInputFiles({
    name: 'etoll.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'date,time,plate,gate,amount,card\n' +
        `13/11/2026,07:10,${vehicle.license_plate},GT Cikupa,12.500,${card}\n` +
        `13/11/2026,08:05,${vehicle.license_plate},GT Halim,21.000,${card}\n`,
    ),
  });
  await importer.getByTestId('cost-import-submit').click();
  await expect(importer.getByTestId('cost-import-result')).toHaveText(
    '2 baris diimpor, total Rp 33.500.',
  );
  await page.keyboard.press('Escape');
  await expect(importer).toBeHidden();
  await expect(list.getByRole('row').filter({ hasText: card })).toHaveCount(2);

  // The month's purchases against the refills the tanks showed (COST-9), flagged ones first.
  await page.getByRole('tab', { name: 'Cocokkan BBM' }).click();
  await expect(page.getByTestId('fuel-match-counts')).toContainText('Pembelian tanpa pengisian');
  await screenshot(page, 'cost-management-fuel-id');

  // The same list in English on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/cost-management?tab=entries');
  await expect(page.getByRole('tab', { name: 'Cost list' })).toBeVisible();
  await expect(page.getByTestId('cost-list').getByText('Rp 345.000').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await screenshot(page, 'cost-management-list-en-phone');
});
