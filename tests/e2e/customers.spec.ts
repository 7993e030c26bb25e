// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, screenshot, signInViaApi } from './fixtures';

/**
 * Master data, customers (docs/rules/shell.md §2, §4, §5, §8, §9): the operator's main path
 * through the real app (open the list, create a customer with its address, find it, edit it), and
 * what only a real browser shows (a reload, the back button, real screen sizes). The details live
 * in component tests: apps/web/src/features/customers/components/*.test.tsx (the customer page's
 * wording, bulk delete, open-order refusal, 403, form errors, English), the generic list table in
 * apps/web/src/components/ui/list-table/*.test.tsx (debounced search, sort cycle, select all,
 * failure and retry), the route guard in apps/web/src/app/app.test.tsx, and the server in
 * tests/contract/resources.test.ts and apps/simulator/src/transport/routes/order/order-routes.test.ts.
 * The simulator's world persists between runs, so every record a test makes carries a unique stamp
 * and is found by searching for it.
 */
const PAGE = '/master/customers';

// This machine is shared and slow at times: give each check and test room.
const CUSTOMER_API = '/order/api/web/v1/customer';

const rows = (page: Page) => page.locator('.list-table__table .p-datatable-tbody > tr');
const searchBox = (page: Page) => page.getByTestId('list-table-search');
const toast = (page: Page) => page.locator('.p-toast');
const columnHeader = (page: Page, name: string) =>
  page.locator('.list-table__table thead th', { hasText: name });

/** Rows (or, on a phone, cards) are on screen and the loading skeleton is gone. */
async function tableReady(page: Page) {
  await expect(rows(page).or(page.getByTestId('list-table-card')).first()).toBeVisible();
  await expect(page.locator('.list-table .p-skeleton')).toHaveCount(0);
}

function stamp(): string {
  return randomUUID().slice(0, 8).toUpperCase();
}

interface ListAnswer {
  data: { paginated_result: { id: number; name: string }[]; ids: number[] };
  metadata: { page: number; total_count: number; total_page: number };
}

async function listCustomers(page: Page, query: Record<string, string> = {}): Promise<ListAnswer> {
  const response = await page.request.get(CUSTOMER_API, { params: { limit: '1', ...query } });
  expect(response.status()).toBe(200);
  return (await response.json()) as ListAnswer;
}

async function openCustomers(page: Page, query = '') {
  await page.goto(`${PAGE}${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pelanggan' })).toBeVisible({
    timeout: 30_000,
  });
  await tableReady(page);
}

async function searchFor(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`),
  );
}

test.describe('customers', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, 'admin');
  });

  test('main path: open the list, create a customer with its address, find it, edit it', async ({
    page,
  }) => {
    const name = `E2E Pelanggan ${stamp()}`;
    await openCustomers(page);
    await screenshot(page, 'customers-id-desktop');
    await page.getByTestId('customers-create').click();
    const dialog = page.getByRole('dialog', { name: 'Tambah pelanggan' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'customers-create-dialog-id');

    await dialog.getByLabel('Nama pelanggan').fill(name);
    await dialog.getByLabel('Nomor telepon').fill('0812-3456-7890');
    await dialog.getByLabel('Email').fill('budi@tokomaju.co.id');
    await dialog.getByLabel('Alamat').fill('Jl. Asia Afrika No. 8');
    await dialog.getByLabel('Kota').fill('Bandung');
    await dialog.getByTestId('customer-form-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page)).toContainText(`Pelanggan "${name}" ditambahkan.`);

    await searchFor(page, name);
    const row = rows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('+62 812-3456-7890');
    await expect(row).toContainText('Bandung');

    await row.getByRole('button', { name: `Ubah ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Ubah pelanggan ${name}` });
    await expect(edit.getByLabel('Nama pelanggan')).toHaveValue(name);
    await expect(edit.getByLabel('Alamat')).toHaveValue('Jl. Asia Afrika No. 8');
    await edit.getByLabel('Kota').fill('Cimahi');
    await edit.getByTestId('customer-form-submit').click();
    await expect(edit).toHaveCount(0);
    await expect(toast(page)).toContainText(`Perubahan pelanggan "${name}" disimpan.`);
    await expect(rows(page).filter({ hasText: name })).toContainText('Cimahi');
  });

  test('browser only: the list state survives a reload and the back button; it fits 1366x768 and a 390x844 phone', async ({
    page,
  }) => {
    // Page size and sort live in the URL: a reload and the back button keep them.
    const total = (await listCustomers(page)).metadata.total_count;
    expect(total).toBeGreaterThan(25);
    expect(page.viewportSize()).toEqual({ width: 1366, height: 768 });
    await openCustomers(page);
    await expect(rows(page)).toHaveCount(10);
    await page.locator('.p-paginator .p-dropdown').click();
    await page.getByRole('option', { name: '25' }).click();
    await expect(page).toHaveURL(/[?&]limit=25/);
    await expect(rows(page)).toHaveCount(25);
    await expect(page.locator('.p-paginator-current')).toHaveText(`1–25 dari ${total}`);
    await columnHeader(page, 'Kota').click();
    await expect(page).toHaveURL(/sort=city/);
    await page.reload();
    await tableReady(page);
    await expect(rows(page)).toHaveCount(25);
    await expect(columnHeader(page, 'Kota')).toHaveAttribute('aria-sort', 'ascending');
    await page.goto('/dashboard');
    await page.goBack();
    await expect(page).toHaveURL(/limit=25/);
    await tableReady(page);
    await expect(rows(page)).toHaveCount(25);

    // At 1366x768 the list fits beside the side menu, without a sideways scroll.
    await openCustomers(page);
    await expect(page.getByTestId('sidebar')).toBeInViewport();
    const wrapper = page.locator('.list-table__table .p-datatable-wrapper');
    expect(await wrapper.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1366,
    );
    await expect(columnHeader(page, 'Email')).toBeVisible();
    await expect(columnHeader(page, 'Dibuat')).toHaveCount(0);
    await screenshot(page, 'customers-columns-default-id');

    // A column shown from the chooser is still shown after a real reload; reset takes it away.
    const open = page.getByRole('button', { name: 'Kolom', exact: true });
    await open.click();
    const panel = page.getByRole('dialog', { name: /Kolom yang ditampilkan/ });
    await panel.getByLabel('Dibuat').check();
    await expect(columnHeader(page, 'Dibuat')).toBeVisible();
    await expect(rows(page).first().locator('time')).toBeVisible();
    await screenshot(page, 'customers-columns-chooser-id');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.reload();
    await tableReady(page);
    await expect(columnHeader(page, 'Dibuat')).toBeVisible();
    await expect(columnHeader(page, 'Status aktif')).toHaveCount(0);
    await open.click();
    await panel.getByRole('button', { name: 'Kembalikan ke bawaan' }).click();
    await expect(columnHeader(page, 'Dibuat')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // On a phone: cards, no sideways scroll, the toolbar on one row, the chooser on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await tableReady(page);
    await screenshot(page, 'customers-id-phone');
    // Columns and filter shrink to their icons so the toolbar keeps one row, names intact.
    const toolbarTops = await Promise.all(
      [
        page.getByRole('button', { name: 'Kolom' }),
        page.getByTestId('customers-filter-open'),
        page.getByTestId('customers-create'),
      ].map(async (button) => (await button.boundingBox())?.y),
    );
    const tops = toolbarTops.map((top) => top ?? Number.NaN);
    expect(Math.max(...tops) - Math.min(...tops), `toolbar tops: ${tops.join(', ')}`).toBeLessThan(
      8,
    );
    await expect(page.getByTestId('customers-filter-open')).toHaveAccessibleName('Filter');
    // A phone lists cards (tests/e2e/layout.spec.ts) rather than a sideways-scrolling table.
    await expect(page.getByTestId('list-table-card').first()).toBeVisible();
    await expect(page.locator('.list-table__table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await open.click();
    await expect(panel).toBeInViewport({ ratio: 1 });
    await screenshot(page, 'customers-columns-chooser-phone');
    await page.keyboard.press('Escape');
    await page.getByTestId('customers-create').click();
    await expect(page.getByRole('dialog', { name: 'Tambah pelanggan' })).toBeVisible();
    await screenshot(page, 'customers-create-dialog-phone');
  });
});
