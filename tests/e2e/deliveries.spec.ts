import type { Page } from '@playwright/test';
import { expect, test, signInViaApi } from './fixtures';

/**
 * Delivery orders, the main path (docs/rules/deliveries.md DLV-21 … DLV-23): create an order in
 * the form, find it in the list, open its detail, cancel it with a reason and see the reason on
 * its timeline. The lifecycle and the refusals are checked in unit and contract tests.
 */
// A bound on a hang on a shared machine; a passing run takes about 15 s.
test.describe.configure({ timeout: 180_000 });

const form = (page: Page) => page.getByTestId('delivery-form');

async function pick(page: Page, index: number) {
  await form(page).locator('.p-dropdown').nth(index).click();
  await form(page).locator('.p-dropdown-item').nth(index).click();
}

test('create an order, find it, open it and cancel it with a reason', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/delivery');
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan pengiriman' })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByTestId('deliveries-create').click();
  await expect(form(page)).toBeVisible();
  await pick(page, 0);
  await pick(page, 1);
  await pick(page, 2);
  await form(page).getByLabel('Jendela mulai (JJ:MM)').fill('08:00');
  await form(page).getByLabel('Jendela selesai (JJ:MM)').fill('11:00');
  const note = 'Titip di pos satpam, RT 03/RW 05';
  await form(page).getByLabel('Catatan').fill(note);
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/delivery-order') && r.request().method() === 'POST',
  );
  await page.getByTestId('delivery-form-submit').click();
  const response = await created;
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; number: string } };
  await expect(page.locator('.p-toast')).toContainText(`Pesanan ${data.number} dibuat.`);

  await page.getByTestId('list-table-search').fill(data.number);
  await page.getByTestId('list-table-search').press('Enter');
  const link = page.getByRole('link', { name: `Buka ${data.number}` });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page).toHaveURL(new RegExp(`/delivery/${data.id}$`));
  const detail = page.getByTestId('delivery-detail');
  await expect(detail.getByRole('heading', { level: 1, name: data.number })).toBeVisible();
  await expect(detail).toContainText(note);
  await expect(detail).toContainText('08:00–11:00');

  await page.getByTestId('delivery-cancel').click();
  const dialog = page.getByTestId('delivery-cancel-dialog');
  await expect(page.getByTestId('delivery-cancel-submit')).toBeDisabled();
  await dialog.getByLabel('Alasan').fill('Pelanggan membatalkan pesanan');
  await page.getByTestId('delivery-cancel-submit').click();
  await expect(page.locator('.p-toast')).toContainText(`Pesanan ${data.number} dibatalkan.`);
  const timeline = page.getByTestId('delivery-timeline');
  await expect(timeline).toContainText('Dikonfirmasi → Dibatalkan');
  await expect(timeline).toContainText('Pelanggan membatalkan pesanan');
  await expect(page.getByTestId('delivery-cancel')).toHaveCount(0);
});
