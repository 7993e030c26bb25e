import { E2E_NOW, chooseFirstOption, expect, test } from './fixtures';

/**
 * The delivery scheduler's main path (docs/rules/delivery-scheduler.md SCH-7, SCH-9, SCH-23 …
 * SCH-25): create a schedule for tomorrow's weekday on `/delivery-scheduler/`, see the scheduler
 * make tomorrow's order at once, follow it to its Delivery Detail, then delete the schedule after
 * the confirmation. Tomorrow is read from the pinned clock (E2E_NOW) in WIB. The calendar rules,
 * the never-twice claims and the refusals are in the unit and contract tests.
 */
// A bound on a hang on a shared machine; a passing run takes about 15 s.
test.describe.configure({ timeout: 180_000 });
test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

const HOUR = 3_600_000;
const WEEKDAYS_SHORT = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'];
const ORDERS = '/order/api/web/v1/delivery-order';

/** Tomorrow on the pinned clock, in WIB: its `YYYY-MM-DD` and its short Indonesian weekday. */
function tomorrow(): { day: string; weekday: string } {
  const shifted = new Date(Date.parse(E2E_NOW) + 7 * HOUR + 24 * HOUR);
  return {
    day: shifted.toISOString().slice(0, 10),
    weekday: WEEKDAYS_SHORT[shifted.getUTCDay()] ?? 'Sen',
  };
}

test('create a schedule; the scheduler makes tomorrow’s order, linked to its delivery', async ({
  page,
}) => {
  const { day, weekday } = tomorrow();
  await page.goto('/delivery-scheduler');
  await expect(page.getByRole('heading', { level: 1, name: 'Penjadwal pengiriman' })).toBeVisible({
    timeout: 30_000,
  });

  await page.getByTestId('delivery-scheduler-create').click();
  const form = page.getByTestId('delivery-schedule-form');
  await expect(form).toBeVisible();
  const name = `Kiriman uji ${day}`;
  await form.getByLabel('Nama jadwal').fill(name);
  for (const [testId, placeholder] of [
    ['schedule-form-customerId', 'Pilih'],
    ['schedule-form-destinationId', 'Pilih'],
    ['schedule-form-originId', 'Pilih'],
  ] as const) {
    const dropdown = form.getByTestId(testId);
    await expect(dropdown).toContainText(placeholder);
    await chooseFirstOption(page, dropdown);
  }
  await form.getByTestId('schedule-form-weekdays').getByText(weekday, { exact: true }).click();
  await form.getByLabel('Nama barang 1').fill('Air mineral 600 ml');
  await form.getByLabel('Jumlah 1').fill('40');
  await form.getByLabel('Satuan 1').fill('dus');
  await form.getByLabel('Berat (kg) 1').fill('480');
  await form.getByLabel('Volume (m³) 1').fill('1,2');

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/delivery-schedule') && r.request().method() === 'POST',
  );
  await page.getByTestId('delivery-schedule-form-submit').click();
  expect((await created).status()).toBe(201);

  // The answer already lists tomorrow's order (SCH-7: made at once, from tomorrow on).
  const detail = page.getByTestId('schedule-detail');
  await expect(detail.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(detail).toContainText('Aktif');
  const orders = page.getByTestId('schedule-orders');
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders).toContainText('Terkonfirmasi');
  const orderLink = orders.getByRole('link', { name: /^DO\// });
  const orderNumber = ((await orderLink.textContent()) ?? '').trim();
  await orderLink.click();

  await expect(page).toHaveURL(/\/delivery\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  const order = page.getByTestId('delivery-detail');
  await expect(order.getByRole('heading', { level: 1, name: orderNumber })).toBeVisible();
  await expect(order).toContainText(`Jadwal pengiriman #`);
  await expect(order).toContainText(name);

  // Back on the list, the schedule reads in words; delete it after the confirmation.
  await page.goto('/delivery-scheduler');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Setiap');
  await row.getByRole('link', { name: `Buka jadwal ${name}` }).click();
  await page.getByTestId('schedule-delete').click();
  await expect(page.getByRole('dialog')).toContainText('Pesanan yang sudah dibuat tetap ada');
  await page.getByRole('button', { name: 'Hapus jadwal' }).click();
  await expect(page.locator('.p-toast')).toContainText(`Jadwal ${name} dihapus`);
  await expect(page).toHaveURL(/\/delivery-scheduler$/);

  // Leave the worker's world as it was for the specs after this one: the order goes too.
  const cancelled = await page.request.post(`${ORDERS}/${orderId}/cancel`, {
    data: { reason: 'Uji penjadwal selesai' },
  });
  expect(cancelled.status()).toBe(200);
});
