import { expect, test } from './fixtures';

/**
 * The driver's day on a 390 px phone (docs/rules/fleet-tasks.md FT-14 ... FT-18, FT-20): the
 * driver account opens its tasks from the dashboard, marks the first open stop arrived, then
 * delivered with a photo and a signature drawn with the mouse, and sees it delivered. The queue,
 * the upload checks and the ownership refusals are in the feature's and the simulator's tests.
 */

test.use({ account: 'driver', viewport: { width: 390, height: 844 } });

/** A small valid PNG (a flat grey 8x8 picture), so the test needs no file. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAD0lEQVR4nGPYggMwDC0JAL/UhwEpk4LMAAAAAElFTkSuQmCC',
  'base64',
);

test('a driver on a 390 px phone completes a stop with a photo and a signature', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.getByTestId('my-tasks-link').click();
  await expect(page).toHaveURL(/\/my-task$/);
  await expect(page.getByRole('heading', { name: 'Tugas saya', level: 1 })).toBeVisible();

  // FT-20: the seeded task's stops are still ahead; the first open one is ours.
  const stop = page
    .locator('[data-testid="driver-stop"]:is([data-status="PENDING"], [data-status="EN_ROUTE"])')
    .first();
  await expect(stop).toBeVisible();
  const name = (await stop.locator('h3').textContent()) ?? '';
  const card = page.getByTestId('driver-stop').filter({ hasText: name }).first();
  await expect(card.getByRole('link', { name: /Buka di peta/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/,
  );

  await card.getByRole('button', { name: 'Sudah tiba' }).click();
  await expect(card).toHaveAttribute('data-status', 'ARRIVED');
  await expect(card.getByTestId('waiting-to-send')).toHaveCount(0);

  await card.getByRole('button', { name: 'Terkirim' }).click();
  const form = page.getByTestId('deliver-form');
  await form.getByLabel('Nama penerima').fill('Siti Rahayu');
  await form.getByTestId('photo-input').setInputFiles({
    name: 'paket.png',
    mimeType: 'image/png',
    buffer: SMALL_PNG,
  });
  await expect(form.getByTestId('photo-preview')).toBeVisible();
  const pad = form.getByTestId('signature-pad');
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    await page.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 10),
      box.y + box.height / 2 + (step % 2 === 0 ? -15 : 15),
    );
  }
  await page.mouse.up();
  await form.getByRole('button', { name: 'Simpan terkirim' }).click();

  await expect(card).toHaveAttribute('data-status', 'DELIVERED');
  await expect(card.getByText('Diterima oleh Siti Rahayu')).toBeVisible();
  await expect(card.getByTestId('waiting-to-send')).toHaveCount(0);
});
