import type { Page } from '@playwright/test';
import { chooseFirstOption, expect, test, signInViaApi } from './fixtures';

/**
 * Sales orders and invoices, the main path (docs/rules/sales-orders.md SO-1, SO-5;
 * docs/rules/invoices.md INV-2, INV-3): create a sales order with two delivery days, confirm it
 * and see its two delivery orders; then issue an invoice from a delivered order and see its
 * number. Numbering, tax, payments and the refusals are unit and contract tests. The page and
 * server clocks are pinned by the fixtures (E2E_NOW).
 */
// A bound on a hang on a shared machine; a passing run takes about 15 to 20 s.
test.describe.configure({ timeout: 180_000 });

async function choose(page: Page, testId: string): Promise<void> {
  await chooseFirstOption(page, page.getByTestId(testId));
}

test('create and confirm a sales order, then invoice a delivered order', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/sales-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan penjualan' })).toBeVisible({
    timeout: 30_000,
  });

  // A new order: customer, places and two lines on two days.
  await page.getByTestId('sales-orders-create').click();
  const form = page.getByTestId('sales-order-form');
  await expect(form).toBeVisible();
  await choose(page, 'sales-order-form-customerId');
  await choose(page, 'sales-order-form-originId');
  await choose(page, 'sales-order-form-destinationId');
  const lines = form.getByTestId('sales-order-line');
  const first = lines.nth(0);
  await first.getByLabel('Nama barang 1').fill('Semen Portland 50 kg');
  await first.getByLabel('Jumlah 1').fill('20');
  await first.getByLabel('Satuan 1').fill('sak');
  await first.getByLabel('Harga satuan (Rp) 1').fill('68.000');
  await first.getByLabel('Berat (kg) 1').fill('1000');
  const firstDay = await first.getByLabel('Tanggal kirim 1').inputValue();
  expect(firstDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.getByTestId('sales-order-add-line').click();
  const second = lines.nth(1);
  await second.getByLabel('Nama barang 2').fill('Besi beton 10 mm');
  await second.getByLabel('Jumlah 2').fill('50');
  await second.getByLabel('Satuan 2').fill('batang');
  await second.getByLabel('Harga satuan (Rp) 2').fill('78000');
  const nextDay = new Date(Date.parse(`${firstDay}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  await second.getByLabel('Tanggal kirim 2').fill(nextDay);
  await expect(page.getByTestId('sales-order-form-subtotal')).toHaveText('Nilai: Rp 5.260.000');
  await page.getByTestId('sales-order-form-submit').click();

  const detail = page.getByTestId('sales-order-detail');
  await expect(detail.getByTestId('sales-order-number')).toHaveText(/^SO\/\d{4}\/\d{5}$/);
  await expect(detail).toContainText('Draf');

  // Confirming makes one delivery order per day.
  await page.getByTestId('sales-order-confirm').click();
  const confirmed = page.waitForResponse(
    (r) => r.url().endsWith('/confirm') && r.request().method() === 'POST',
  );
  // The dialog's own button: the page header has a button of the same name, and the dialog's
  // code arrives on first use, so "the last such button" can still be the header's.
  await page
    .locator('.p-confirm-dialog')
    .getByRole('button', { name: 'Konfirmasi', exact: true })
    .click();
  expect((await confirmed).status()).toBe(200);
  const deliveries = page.getByTestId('sales-order-deliveries');
  await expect(deliveries.getByRole('link')).toHaveCount(2);
  await expect(deliveries.getByRole('link').first()).toHaveText(/^DO\//);
  await expect(detail).toContainText('Dikonfirmasi');

  // An invoice from a delivered order.
  await page.goto('/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Faktur' })).toBeVisible();
  await page.getByTestId('invoices-create').click();
  const create = page.getByTestId('invoice-create-form');
  const order = create.getByTestId('invoiceable-order').first();
  await expect(order).toBeVisible();
  await order.getByRole('checkbox').check();
  // An order without a sales order is priced here; its lines load after the tick.
  if (!((await order.textContent()) ?? '').includes('SO/')) {
    const prices = create.getByTestId('invoice-prices').getByRole('textbox');
    await expect(prices.first()).toBeVisible();
    for (const input of await prices.all()) await input.fill('450000');
  }
  const issued = page.waitForResponse(
    (r) => r.url().endsWith('/api/invoice') && r.request().method() === 'POST',
  );
  await page.getByTestId('invoice-create-submit').click();
  expect((await issued).status()).toBe(201);
  const invoice = page.getByTestId('invoice-detail');
  await expect(invoice.getByTestId('invoice-number')).toHaveText(/^INV\/\d{4}\/\d{6}$/);
  await expect(invoice).toContainText('Belum dibayar');
  await expect(invoice.getByTestId('invoice-total')).toHaveText(/^Rp \d{1,3}(\.\d{3})*$/);
});
