import { addDays, addMonths } from '@armada/contracts/licences';
import { E2E_NOW, expect, screenshot, test } from './fixtures';

/**
 * Licences and documents, the main path (docs/rules/licences.md LIC-4, LIC-7, LIC-8): an
 * administrator adds a vehicle's STNK tax validation issued almost a year ago, so its proposed
 * expiry (LIC-4) falls five days from today, attaches its scan, and finds it in the 7-day
 * expiring list with the scan to view. The refusals, the windows' edges and the reminders are
 * simulator and contract tests.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

/** A 1×1 PNG, as a phone camera's scan would be (told by its bytes, LIC-8). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The company's today (WIB) of the pinned clock. */
const today = new Date(Date.parse(E2E_NOW) + 7 * 3_600_000).toISOString().slice(0, 10);
const picker = (day: string) => day.split('-').reverse().join('/');

test('a document added with its scan shows in the 7-day expiring list', async ({ page }) => {
  const number = `UJI-${Date.now().toString(36).toUpperCase()}`;
  const issued = addDays(addMonths(today, -12), 5);
  await page.goto('/license');
  await expect(page.getByTestId('licences-tab-VEHICLE')).toHaveAttribute('aria-selected', 'true');
  const card = page.getByTestId('licences-card-DAYS_7');
  await expect(card).not.toContainText('…');
  const before = Number((await card.locator('.licences__card-count').textContent()) ?? '0');

  await page.getByTestId('licences-create').click();
  const dialog = page.getByTestId('licence-dialog');
  await dialog.getByTestId('licence-holder').click();
  await page.locator('.p-dropdown-item').first().click();
  await dialog.getByTestId('licence-number').fill(number);
  const issuedInput = dialog.locator('input[id$="-issued"]');
  await issuedInput.fill(picker(issued));
  // Out of the field (Escape would close the dialog): the picker takes the typed day.
  await dialog.getByTestId('licence-number').click();
  // LIC-4: a yearly tax validation expires a year after its issue day.
  await expect(dialog.locator('input[id$="-expires"]')).toHaveValue(picker(addMonths(issued, 12)));
  await dialog.getByTestId('licence-file-input').setInputFiles({
    name: 'stnk-depan.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(dialog.getByTestId('licence-queued-file')).toContainText('stnk-depan.png');
  await dialog.getByTestId('licence-save').click();
  await expect(dialog).toBeHidden();

  // LIC-7: the card counts it and opens the window it is in.
  await expect(card.locator('.licences__card-count')).toHaveText(String(before + 1));
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('searchbox').fill(number);
  const row = page.locator('tr', { hasText: number });
  await expect(row).toContainText('≤ 7 hari');
  await expect(row).toContainText('5 hari lagi');
  await expect(row).toContainText('1 berkas');
  await screenshot(page, 'licences-expiring', { fullPage: false });

  // LIC-8: the scan comes back as it was sent.
  await row.getByTestId('licence-view-scans').click();
  const viewer = page.getByTestId('licence-scan-viewer');
  await expect(viewer.getByTestId('licence-scan-image')).toBeVisible();
  await expect
    .poll(() =>
      viewer
        .getByTestId('licence-scan-image')
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBe(1);
});
