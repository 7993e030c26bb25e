// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, test, screenshot, signInViaApi } from './fixtures';

/**
 * Master data, customers (docs/rules/shell.md §2, §4, §5, §8, §9): the generic list table on the
 * order service's customer list, and the create/edit dialog. The simulator's world persists between
 * runs, so every record a test makes carries a unique stamp and is found by searching for it.
 */
const PAGE = '/master/customers';

// This machine is shared and slow at times: give each check and test room.
const CUSTOMER_API = '/order/api/web/v1/customer';

const rows = (page: Page) => page.locator('.list-table__table .p-datatable-tbody > tr');
const searchBox = (page: Page) => page.getByTestId('list-table-search');
const selectionBar = (page: Page) => page.getByTestId('list-table-selection');
const toast = (page: Page) => page.locator('.p-toast');
const headerCheckbox = (page: Page) => page.locator('.list-table__table thead .p-checkbox').first();
const columnHeader = (page: Page, name: string) =>
  page.locator('.list-table__table thead th', { hasText: name });
const pageButton = (page: Page, n: number) =>
  page.locator('.p-paginator .p-paginator-page', { hasText: new RegExp(`^${n}$`) });

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

async function createCustomer(page: Page, name: string, extra: Record<string, unknown> = {}) {
  const response = await page.request.post(CUSTOMER_API, { data: { name, ...extra } });
  expect(response.status(), `create ${name}`).toBe(201);
  return ((await response.json()) as { data: { id: number; name: string } }).data;
}

/** List calls the page makes, with their query parameters. */
function recordListCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === CUSTOMER_API) calls.push(url.searchParams);
  });
  return calls;
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

test.describe('customers list table', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, 'admin');
  });

  test('search waits until typing stops (debounced), then asks once, from page 1', async ({
    page,
  }) => {
    const calls = recordListCalls(page);
    await openCustomers(page, '?page=2');
    const before = calls.length;

    // The page clock stands still while the word is typed, so however slowly a busy machine
    // delivers the keys, they all fall inside the 500 ms debounce; then half a second passes.
    const pageNow = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(pageNow + 1_000);
    await searchBox(page).pressSequentially('Apotek', { delay: 80 });
    await page.clock.runFor(600);
    await page.clock.resume();
    await expect(page).toHaveURL(/[?&]q=Apotek/);
    await expect(rows(page).first()).toContainText('Apotek');

    const searches = calls.slice(before).map((params) => params.get('search'));
    expect(searches.filter((s) => s !== null)).toEqual(['Apotek']);
    const last = calls.at(-1);
    expect(last?.get('page')).toBe('1');
    await expect(page).not.toHaveURL(/[?&]page=/);
  });

  test('every screen-reader label of the table is Indonesian, none of PrimeReact English', async ({
    page,
  }) => {
    await openCustomers(page);
    const labels = await page
      .locator('.list-table [aria-label]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
    expect(labels).toContain('Pilih semua data');
    expect(labels).toContain('Jumlah baris per halaman');
    expect(labels).toContain('Halaman berikutnya');
    const english =
      /All items|Jump to Page|Rows per page|Row Selected|Next Page|First Page|Page \d/;
    expect(labels.filter((label) => english.test(label))).toEqual([]);
  });

  test('a column sorts ascending, descending, then not at all, back on page 1 each time', async ({
    page,
  }) => {
    const calls = recordListCalls(page);
    await openCustomers(page, '?page=3');
    const name = columnHeader(page, 'Nama');

    await name.click();
    await expect(page).toHaveURL(/sort=name%3Aasc|sort=name:asc/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.locator('.p-paginator-page.p-highlight')).toHaveText('1');
    // The sorted rows have arrived (the previous page's rows stay on screen while they load).
    await expect(page.locator('.list-table')).toHaveAttribute('aria-busy', 'false');
    const ascending = await rows(page).locator('td').nth(2).innerText();

    await pageButton(page, 2).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await name.click();
    await expect(page).toHaveURL(/sort=name%3Adesc|sort=name:desc/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(rows(page).locator('td').nth(2)).not.toHaveText(ascending);

    await name.click();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(name).toHaveAttribute('aria-sort', 'none');
    await expect(page.locator('.p-paginator-page.p-highlight')).toHaveText('1');

    // The header shows the new order at once; the list call for it follows.
    await expect.poll(() => calls.at(-1)?.getAll('sorts')).toEqual([]);
    expect(calls.at(-1)?.get('page')).toBe('1');
    const sorts = calls.map((params) => params.getAll('sorts').join(',') || 'none');
    expect(sorts).toEqual(expect.arrayContaining(['name asc', 'name desc']));
  });

  test('page size 25 shows 25 rows and survives a reload and the back button', async ({ page }) => {
    const total = (await listCustomers(page)).metadata.total_count;
    expect(total).toBeGreaterThan(25);
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
  });

  test('select all takes every customer across pages, and can be cleared', async ({ page }) => {
    const total = (await listCustomers(page)).metadata.total_count;
    await openCustomers(page);
    await headerCheckbox(page).click();
    await expect(selectionBar(page)).toContainText(`${total} dipilih dari semua halaman`);

    // Still all after moving to another page.
    await pageButton(page, 2).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.locator('.p-paginator-page.p-highlight')).toHaveText('2');
    await expect(selectionBar(page)).toContainText(`${total} dipilih dari semua halaman`);
    await screenshot(page, 'customers-select-all-id');

    await selectionBar(page).getByRole('button', { name: 'Batalkan pilihan' }).click();
    await expect(selectionBar(page)).toHaveCount(0);
  });

  test('bulk delete of searched customers asks first and reports how many went', async ({
    page,
  }) => {
    const tag = `E2E Hapus ${stamp()}`;
    for (const n of [1, 2, 3]) await createCustomer(page, `${tag} ${n}`, { city: 'Bogor' });

    await openCustomers(page);
    await searchFor(page, tag);
    await expect(rows(page)).toHaveCount(3);
    await headerCheckbox(page).click();
    await expect(selectionBar(page)).toContainText('3 dipilih dari semua halaman');

    await selectionBar(page).getByRole('button', { name: 'Hapus yang dipilih' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus 3 pelanggan?' });
    await expect(confirm).toContainText('3 data yang dipilih akan dihapus');
    await screenshot(page, 'customers-bulk-delete-confirm-id');
    await confirm.getByRole('button', { name: 'Hapus' }).click();

    await expect(toast(page)).toContainText('3 data berhasil dihapus.');
    await expect(page.getByText('Tidak ada data yang cocok')).toBeVisible();
    expect((await listCustomers(page, { search: tag })).metadata.total_count).toBe(0);
  });

  test('a customer with open delivery orders is not deleted and the reason is shown', async ({
    page,
  }) => {
    const orders = await page.request.get('/order/api/web/v1/delivery-order', {
      params: { limit: '1', filters: 'status.name in CONFIRMED,DRAFT,RESCHEDULED' },
    });
    expect(orders.status()).toBe(200);
    const order = (
      (await orders.json()) as {
        data: { paginated_result: { shipped_customer: { id: number; name: string } }[] };
      }
    ).data.paginated_result[0];
    expect(order, 'the seeded world has open delivery orders').toBeDefined();
    if (!order) return;
    const customer = order.shipped_customer;

    await openCustomers(page);
    await searchFor(page, customer.name);
    const row = rows(page).filter({ hasText: customer.name }).first();
    await row.getByRole('button', { name: `Hapus ${customer.name}` }).click();
    await page
      .getByRole('dialog', { name: `Hapus pelanggan “${customer.name}”?` })
      .getByRole('button', { name: 'Hapus' })
      .click();

    await expect(toast(page)).toContainText('Pelanggan tidak dapat dihapus');
    // The reason in Indonesian (the server's reason id and params), not the English message.
    await expect(toast(page)).toContainText(`${customer.name} masih memiliki`);
    await expect(toast(page)).toContainText('pesanan pengiriman yang belum selesai');
    await expect(rows(page).filter({ hasText: customer.name })).not.toHaveCount(0);
    await screenshot(page, 'customers-delete-blocked-id');
  });

  test('create shows validation errors in Indonesian, keeps the input, then saves; edit too', async ({
    page,
  }) => {
    const name = `E2E Pelanggan ${stamp()}`;
    await openCustomers(page);
    await page.getByTestId('customers-create').click();
    const dialog = page.getByRole('dialog', { name: 'Tambah pelanggan' });
    await expect(dialog).toBeVisible();

    await dialog.getByTestId('customer-form-submit').click();
    await expect(dialog.getByTestId('error-name')).toHaveText('Wajib diisi.');
    await expect(dialog.getByLabel('Nama pelanggan')).toBeFocused();

    await dialog.getByLabel('Nama pelanggan').fill(name);
    await dialog.getByLabel('Nomor telepon').fill('12345');
    await dialog.getByLabel('Email').fill('budi@');
    await dialog.getByTestId('customer-form-submit').click();
    await expect(dialog.getByTestId('error-phone')).toContainText('diawali +62, 62, atau 0');
    await expect(dialog.getByTestId('error-email')).toContainText('Format email tidak valid');
    await expect(dialog.getByLabel('Nama pelanggan')).toHaveValue(name);
    await screenshot(page, 'customers-create-errors-id');

    await dialog.getByLabel('Nomor telepon').fill('0812-3456-7890');
    await dialog.getByLabel('Email').fill('budi@tokomaju.co.id');
    await dialog.getByLabel('Kota').fill('Bandung');
    await dialog.getByTestId('customer-form-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(toast(page)).toContainText(`Pelanggan "${name}" ditambahkan.`);

    await searchFor(page, name);
    const row = rows(page).filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('+62 812-3456-7890');
    await expect(row).toContainText('Bandung');

    // Edit: a blank name is refused, the rest of the input stays; then the change is saved.
    await row.getByRole('button', { name: `Ubah ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Ubah pelanggan ${name}` });
    await expect(edit.getByLabel('Nama pelanggan')).toHaveValue(name);
    await edit.getByLabel('Kota').fill('Cimahi');
    await edit.getByLabel('Nama pelanggan').fill('   ');
    await edit.getByTestId('customer-form-submit').click();
    await expect(edit.getByTestId('error-name')).toHaveText('Wajib diisi.');
    await expect(edit.getByLabel('Kota')).toHaveValue('Cimahi');
    await edit.getByLabel('Nama pelanggan').fill(name);
    await edit.getByTestId('customer-form-submit').click();
    await expect(edit).toHaveCount(0);
    await expect(toast(page)).toContainText(`Perubahan pelanggan "${name}" disimpan.`);
    await expect(rows(page).filter({ hasText: name })).toContainText('Cimahi');
  });

  test('a taken code comes back from the server next to the form, input kept', async ({ page }) => {
    const existing = await createCustomer(page, `E2E Kode ${stamp()}`);
    const taken = (
      (await (await page.request.get(`${CUSTOMER_API}/${existing.id}`)).json()) as {
        data: { code: string };
      }
    ).data.code;

    await openCustomers(page);
    await page.getByTestId('customers-create').click();
    const dialog = page.getByRole('dialog', { name: 'Tambah pelanggan' });
    await dialog.getByLabel('Nama pelanggan').fill('E2E Kode Kembar');
    await dialog.getByLabel('Kode pelanggan').fill(taken.toLowerCase());
    await expect(dialog.getByLabel('Kode pelanggan')).toHaveValue(taken);
    await dialog.getByTestId('customer-form-submit').click();
    const problem = dialog.getByTestId('customer-form-server-error');
    await expect(problem).toContainText('Data ini bentrok dengan pelanggan lain');
    await expect(problem).toContainText(taken);
    await expect(dialog.getByLabel('Nama pelanggan')).toHaveValue('E2E Kode Kembar');
  });

  test('at 1366x768 the list fits beside the side menu; a hidden column can be shown and stays', async ({
    page,
  }) => {
    expect(page.viewportSize()).toEqual({ width: 1366, height: 768 });
    await openCustomers(page);
    await expect(page.getByTestId('sidebar')).toBeInViewport();
    const wrapper = page.locator('.list-table__table .p-datatable-wrapper');
    const overflow = () => wrapper.evaluate((el) => el.scrollWidth - el.clientWidth);

    // By default the secondary columns (status, created) wait in the column chooser.
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1366,
    );
    await expect(columnHeader(page, 'Email')).toBeVisible();
    await expect(columnHeader(page, 'Dibuat')).toHaveCount(0);
    await expect(columnHeader(page, 'Status aktif')).toHaveCount(0);
    await screenshot(page, 'customers-columns-default-id');

    const open = page.getByRole('button', { name: 'Kolom', exact: true });
    await open.click();
    const panel = page.getByRole('dialog', { name: /Kolom yang ditampilkan/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Kode')).toBeFocused();
    await expect(panel.getByLabel('Dibuat')).not.toBeChecked();
    await panel.getByLabel('Dibuat').check();
    await expect(columnHeader(page, 'Dibuat')).toBeVisible();
    await expect(rows(page).first().locator('time')).toBeVisible();
    await screenshot(page, 'customers-columns-chooser-id');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(open).toBeFocused();

    // Remembered for this user in this browser.
    await page.reload();
    await tableReady(page);
    await expect(columnHeader(page, 'Dibuat')).toBeVisible();
    await expect(columnHeader(page, 'Status aktif')).toHaveCount(0);

    // Reset: back to the defaults for this screen.
    await open.click();
    await panel.getByRole('button', { name: 'Kembalikan ke bawaan' }).click();
    await expect(columnHeader(page, 'Dibuat')).toHaveCount(0);
    await expect(panel.getByLabel('Dibuat')).not.toBeChecked();
    await page.keyboard.press('Escape');

    // On a phone the chooser fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await tableReady(page);
    await open.click();
    await expect(panel).toBeInViewport({ ratio: 1 });
    await screenshot(page, 'customers-columns-chooser-phone');
  });

  test('screenshots: desktop in both languages, dialogs, and a 390x844 phone', async ({ page }) => {
    await openCustomers(page);
    await screenshot(page, 'customers-id-desktop');
    await page.getByTestId('customers-create').click();
    await expect(page.getByRole('dialog', { name: 'Tambah pelanggan' })).toBeVisible();
    await screenshot(page, 'customers-create-dialog-id');
    await page.keyboard.press('Escape');

    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await tableReady(page);
    await screenshot(page, 'customers-en-desktop');
    await page.getByTestId('customers-create').click();
    const dialog = page.getByRole('dialog', { name: 'Add customer' });
    await dialog.getByTestId('customer-form-submit').click();
    await expect(dialog.getByTestId('error-name')).toHaveText('Required.');
    await screenshot(page, 'customers-create-dialog-en');
    await page.keyboard.press('Escape');

    await page.evaluate(() => window.localStorage.setItem('language', 'id'));
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
    await page.getByTestId('customers-create').click();
    await expect(page.getByRole('dialog', { name: 'Tambah pelanggan' })).toBeVisible();
    await screenshot(page, 'customers-create-dialog-phone');
  });
});

test.describe('customers without access', () => {
  test('an operator (no order permission) is told plainly, with no table or buttons', async ({
    page,
  }) => {
    await signInViaApi(page, 'operator');
    await page.goto(PAGE);
    // The shell refuses the route for a user without the menu entry; the page's own state covers
    // a server 403 (next test). Either way the words are clear and nothing can be changed.
    await expect(page.getByText(/tidak (memiliki|punya) akses/).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByTestId('customers-create')).toHaveCount(0);
    await expect(rows(page)).toHaveCount(0);
    await screenshot(page, 'customers-no-access-operator-id');
  });

  test('a 403 from the order service shows the no-access state instead of a table', async ({
    page,
  }) => {
    await signInViaApi(page, 'dispatcher');
    await page.route(`**${CUSTOMER_API}?*`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'You may not read customers: it needs one of tms:read, sales_order:read.',
        }),
      }),
    );
    await page.goto(PAGE);
    const state = page.getByTestId('customers-no-access');
    await expect(state).toBeVisible({ timeout: 30_000 });
    await expect(state).toContainText('Anda tidak memiliki akses ke data pelanggan');
    await expect(rows(page)).toHaveCount(0);
    await screenshot(page, 'customers-no-access-id');
  });

  test('a list call that fails keeps the rows on screen with a retry', async ({ page }) => {
    await signInViaApi(page, 'dispatcher');
    await openCustomers(page);
    const firstCode = () => rows(page).first().locator('td').nth(1);
    const first = (await firstCode().innerText()).trim();
    await page.route(`**${CUSTOMER_API}?*`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":"broken"}' }),
    );
    await pageButton(page, 2).click();
    const error = page.getByTestId('list-table-error');
    await expect(error).toBeVisible({ timeout: 30_000 });
    await expect(error).toContainText('Gagal memuat data.');
    await expect(firstCode()).toHaveText(first);
    await expect(page.locator('.p-paginator-page.p-highlight')).toHaveText('1');
    await screenshot(page, 'customers-load-failed-id');

    await page.unroute(`**${CUSTOMER_API}?*`);
    await error.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(error).toHaveCount(0);
    await expect(firstCode()).not.toHaveText(first);
    await expect(page.locator('.p-paginator-page.p-highlight')).toHaveText('2');
  });
});
