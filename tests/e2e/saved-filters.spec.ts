// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, screenshot, signInViaApi } from './fixtures';

/**
 * The filter dialog with saved presets (docs/rules/shell.md §2, §4, §5, §8), on the customer list.
 * Presets are per user and table; this suite uses the dispatcher account and removes the
 * presets it made earlier, so a rerun starts clean.
 */
const PAGE = '/master/customers';
const TABLE_KEY = 'master.customers';
const PRESET_API = '/api/saved-filter';

const rows = (page: Page) => page.locator('.list-table__table .p-datatable-tbody > tr');
const filterDialog = (page: Page) => page.getByRole('dialog', { name: 'Filter pelanggan' });
const saveDialog = (page: Page) => page.getByRole('dialog', { name: 'Simpan filter' });
const toast = (page: Page) => page.locator('.p-toast');
const presetItem = (page: Page, name: string) =>
  filterDialog(page).getByTestId('preset-item').filter({ hasText: name });

interface Preset {
  id: number;
  name: string;
  value: { activeFilters: Record<string, unknown> };
}

async function presets(page: Page): Promise<Preset[]> {
  const response = await page.request.get(PRESET_API, { params: { table_key: TABLE_KEY } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { paginated_result: Preset[] } }).data
    .paginated_result;
}

async function removeTestPresets(page: Page) {
  for (const preset of await presets(page)) {
    if (preset.name.startsWith('E2E')) {
      expect((await page.request.delete(`${PRESET_API}/${preset.id}`)).status()).toBe(200);
    }
  }
}

async function openPage(page: Page, query = '') {
  await page.goto(`${PAGE}${query}`);
  // A phone lists cards instead of table rows.
  await expect(rows(page).or(page.getByTestId('list-table-card')).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('.list-table .p-skeleton')).toHaveCount(0);
}

async function openFilters(page: Page) {
  await page.getByTestId('customers-filter-open').click();
  await expect(filterDialog(page)).toBeVisible();
  // The preset list has loaded (items, or the "none yet" hint).
  await expect(filterDialog(page).locator('.filter-dialog__presets .p-skeleton')).toHaveCount(0);
}

async function chooseOption(page: Page, label: string, option: string) {
  // PrimeReact's Dropdown labels a hidden input; the visible box around it takes the click.
  await filterDialog(page)
    .locator('.p-dropdown')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('filter dialog and saved presets', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, 'dispatcher');
    await removeTestPresets(page);
  });

  test('apply only on change, save a preset (32-character limit), reset, apply it again', async ({
    page,
  }) => {
    const name = `E2E Surabaya ${randomUUID().slice(0, 8)}`;
    await openPage(page);
    await openFilters(page);
    const apply = filterDialog(page).getByTestId('filter-apply');
    await expect(apply).toBeDisabled(); // nothing changed yet

    await filterDialog(page).getByLabel('Kota').fill('Surabaya');
    await chooseOption(page, 'Tipe', 'Perusahaan');
    await expect(apply).toBeEnabled();
    await screenshot(page, 'filter-dialog-id');

    // Save as a new preset: the name is required and at most 32 characters.
    await filterDialog(page).getByTestId('preset-save-open').click();
    const save = saveDialog(page);
    await expect(save.getByLabel('Filter baru')).toBeChecked();
    const submit = save.getByTestId('save-preset-submit');
    await expect(submit).toBeDisabled();
    // The hint until the field is touched; leaving it empty then says why save is disabled.
    await expect(save.getByTestId('preset-name-reason')).toHaveText(
      'Wajib diisi, maksimal 32 karakter.',
    );
    await save.getByLabel('Nama filter').click();
    await page.keyboard.press('Tab');
    await expect(save.getByTestId('preset-name-reason')).toHaveText('Nama filter wajib diisi.');
    await save.getByLabel('Nama filter').fill('x'.repeat(33));
    await expect(submit).toBeDisabled();
    await expect(save.getByTestId('preset-name-reason')).toHaveText(
      'Nama filter maksimal 32 karakter (sekarang 33).',
    );
    await screenshot(page, 'filter-preset-name-too-long-id');
    await save.getByLabel('Nama filter').fill('x'.repeat(32));
    await expect(submit).toBeEnabled();
    await save.getByLabel('Nama filter').fill(`  ${name}  `);
    await submit.click();
    await expect(save).toHaveCount(0);
    await expect(toast(page)).toContainText(`Filter "${name}" disimpan.`);
    await expect(presetItem(page, name)).toBeVisible();
    const stored = (await presets(page)).find((p) => p.name === name);
    expect(stored?.value.activeFilters).toMatchObject({ city: 'Surabaya', type: 'COMPANY' });

    await apply.click();
    await expect(filterDialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(/city=Surabaya/);
    await expect(page).toHaveURL(/type=COMPANY/);
    await expect(page.getByTestId('active-filter')).toHaveCount(2);
    await expect(page.getByTestId('customers-filter-open')).toHaveText(/Filter \(2\)/);
    // The chips change at once; the rows when the filtered page has arrived (the previous page
    // stays on screen meanwhile).
    await expect(rows(page).first()).toBeVisible();
    await expect
      .poll(async () => (await rows(page).allInnerTexts()).filter((t) => !t.includes('Surabaya')))
      .toEqual([]);
    await screenshot(page, 'customers-filtered-id');

    // Opened again with the same filters: apply stays disabled until something changes.
    await openFilters(page);
    await expect(filterDialog(page).getByTestId('filter-apply')).toBeDisabled();

    // Reset clears every filter at once.
    await filterDialog(page).getByTestId('filter-reset').click();
    await expect(filterDialog(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/city=|type=/);
    await expect(page.getByTestId('active-filter')).toHaveCount(0);

    // Choosing the preset fills the form; applying it brings the filters back.
    await openFilters(page);
    await presetItem(page, name).getByRole('button', { name, exact: true }).click();
    await expect(filterDialog(page).getByLabel('Kota')).toHaveValue('Surabaya');
    await filterDialog(page).getByTestId('filter-apply').click();
    await expect(page).toHaveURL(/city=Surabaya/);
    await expect(page).toHaveURL(/type=COMPANY/);
  });

  test('change an existing preset (rename and new filters), then delete it with confirmation', async ({
    page,
  }) => {
    const stamp = randomUUID().slice(0, 8);
    const original = `E2E Jakarta ${stamp}`;
    const renamed = `E2E Perorangan ${stamp}`;
    const created = await page.request.post(PRESET_API, {
      data: { table_key: TABLE_KEY, name: original, value: { activeFilters: { city: 'Jakarta' } } },
    });
    expect(created.status()).toBe(201);

    await openPage(page);
    await openFilters(page);
    await presetItem(page, original).getByRole('button', { name: original, exact: true }).click();
    await expect(filterDialog(page).getByLabel('Kota')).toHaveValue('Jakarta');
    await chooseOption(page, 'Tipe', 'Perorangan');

    await filterDialog(page).getByTestId('preset-save-open').click();
    const save = saveDialog(page);
    // The preset the form came from is offered for change, with its name.
    await expect(save.getByLabel('Ubah filter yang ada')).toBeChecked();
    await expect(save.getByLabel('Nama filter')).toHaveValue(original);
    await screenshot(page, 'filter-preset-change-id');
    await save.getByLabel('Nama filter').fill(renamed);
    await save.getByTestId('save-preset-submit').click();
    await expect(toast(page)).toContainText(`Filter "${renamed}" disimpan.`);
    await expect(presetItem(page, renamed)).toBeVisible();
    await expect(presetItem(page, original)).toHaveCount(0);
    const stored = (await presets(page)).filter((p) => p.name.endsWith(stamp));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.value.activeFilters).toMatchObject({ city: 'Jakarta', type: 'INDIVIDUAL' });

    // Delete asks first; cancelling keeps it.
    await presetItem(page, renamed)
      .getByRole('button', { name: `Hapus filter tersimpan ${renamed}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Hapus filter tersimpan?' });
    await expect(confirm).toContainText(`Filter "${renamed}" akan dihapus.`);
    await screenshot(page, 'filter-preset-delete-confirm-id');
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect(presetItem(page, renamed)).toBeVisible();

    await presetItem(page, renamed)
      .getByRole('button', { name: `Hapus filter tersimpan ${renamed}` })
      .click();
    await page
      .getByRole('dialog', { name: 'Hapus filter tersimpan?' })
      .getByRole('button', { name: 'Hapus' })
      .click();
    await expect(toast(page)).toContainText(`Filter "${renamed}" dihapus.`);
    await expect(presetItem(page, renamed)).toHaveCount(0);
    expect((await presets(page)).some((p) => p.name === renamed)).toBe(false);
  });

  test('a date range that ends before it starts keeps apply disabled', async ({ page }) => {
    await openPage(page);
    await openFilters(page);
    const from = filterDialog(page).getByLabel('Dibuat sejak');
    const to = filterDialog(page).getByLabel('Dibuat sampai');
    await from.fill('10/10/2026');
    await from.press('Tab');
    await to.fill('01/10/2026');
    await to.press('Tab');
    // Close the calendar pop-up by clicking elsewhere in the dialog (Escape would close it).
    await filterDialog(page).getByRole('heading', { name: 'Filter tersimpan' }).click();
    await expect(filterDialog(page)).toContainText(
      'Tanggal akhir harus sama dengan atau setelah tanggal awal.',
    );
    await expect(filterDialog(page).getByTestId('filter-apply')).toBeDisabled();
    await screenshot(page, 'filter-dialog-range-error-id');
  });

  test('screenshots: the dialog in English and on a 390x844 phone', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await openPage(page);
    await page.getByTestId('customers-filter-open').click();
    await expect(page.getByRole('dialog', { name: 'Filter customers' })).toBeVisible();
    await screenshot(page, 'filter-dialog-en');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.localStorage.setItem('language', 'id'));
    await page.addInitScript(() => window.localStorage.setItem('language', 'id'));
    await openPage(page);
    await openFilters(page);
    await screenshot(page, 'filter-dialog-phone');
  });
});
