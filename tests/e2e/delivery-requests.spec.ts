import { expect, test, signInViaApi } from './fixtures';

/**
 * Delivery requests, the main path (docs/rules/delivery-requests.md DREQ-18, DREQ-19, DREQ-8):
 * open the list, open a pending request, approve it and follow the link to the delivery order
 * the approval made. The lifecycle and the refusals are checked in unit and contract tests.
 */
// A bound on a hang on a shared machine; a passing run takes about 15 s.
test.describe.configure({ timeout: 180_000 });

test('open a pending request, approve it and reach its delivery order', async ({ page }) => {
  await signInViaApi(page, 'admin');
  await page.goto('/delivery-request?status=PENDING');
  await expect(page.getByRole('heading', { level: 1, name: 'Permintaan pengiriman' })).toBeVisible({
    timeout: 30_000,
  });

  // A pending request that names its address (one named in words needs the address chosen).
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Menunggu' })
    .filter({ hasNotText: 'Belum ada alamat' })
    .first();
  const link = row.getByRole('link', { name: /^Buka permintaan DR\// });
  const number = ((await link.textContent()) ?? '').trim();
  await link.click();

  const detail = page.getByTestId('delivery-request-detail');
  await expect(detail.getByRole('heading', { level: 1, name: number })).toBeVisible();
  await expect(page.getByTestId('delivery-request-timeline')).toContainText('Dibuat: Menunggu');

  await page.getByTestId('delivery-request-approve').click();
  await expect(page.getByTestId('delivery-request-approve-dialog')).toBeVisible();
  const approved = page.waitForResponse(
    (r) => r.url().endsWith('/approve') && r.request().method() === 'POST',
  );
  await page.getByTestId('delivery-request-approve-submit').click();
  expect((await approved).status()).toBe(200);

  await expect(page.locator('.p-toast')).toContainText(`Permintaan ${number} disetujui`);
  await expect(detail.getByText('Disetujui').first()).toBeVisible();
  await expect(page.getByTestId('delivery-request-timeline')).toContainText('Menunggu → Disetujui');
  const orderLink = page.getByTestId('delivery-request-order-link');
  await expect(orderLink).toHaveText(/^DO\//);
  const orderNumber = ((await orderLink.textContent()) ?? '').trim();
  await orderLink.click();

  await expect(page).toHaveURL(/\/delivery\/\d+$/);
  const order = page.getByTestId('delivery-detail');
  await expect(order.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
  await expect(order).toContainText(`Permintaan pengiriman ${number}`);
});
