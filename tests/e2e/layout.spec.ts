import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';

/**
 * Layout at the widths a new user tried (issue 6, section 7): the customers grid fits its box
 * beside the side menu, and a phone lists customers as cards instead of a sideways table.
 */

const PAGE = '/master/customers';

const gridRows = (page: Page) => page.locator('.list-table__table .p-datatable-tbody > tr');
const cards = (page: Page) => page.getByTestId('list-table-card');

async function openCustomers(page: Page, ready: 'grid' | 'cards') {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Pelanggan' })).toBeVisible({
    timeout: 30_000,
  });
  await expect((ready === 'grid' ? gridRows(page) : cards(page)).first()).toBeVisible();
  await expect(page.locator('.list-table .p-skeleton')).toHaveCount(0);
}

// The fixtures pin the clock and keep the banner and survey away; the saved admin session.
test.use({ account: 'admin' });

for (const width of [1440, 1366, 1280, 1024]) {
  test(`at ${width} px the customers grid fits its box: no column hides under the actions`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openCustomers(page, 'grid');
    await expect(page.getByTestId('sidebar')).toBeInViewport();
    const wrapper = page.locator('.list-table__table .p-datatable-wrapper');
    const { scrollWidth, clientWidth } = await wrapper.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, `grid ${scrollWidth} px in a ${clientWidth} px box`).toBeLessThanOrEqual(
      clientWidth,
    );
    // Every header cell ends before the sticky actions column (the last one) starts.
    const edges = await page
      .locator('.list-table__table thead th')
      .evaluateAll((cells) =>
        cells.map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect),
      );
    const actions = edges.pop();
    await expect(page.locator('.list-table__table thead th').last()).toHaveClass(/p-frozen-column/);
    for (const edge of edges) expect(edge.right).toBeLessThanOrEqual((actions?.left ?? 0) + 1);
    // Created waits in the column chooser below 1600 px rather than under the actions.
    await expect(page.locator('.list-table__table thead th', { hasText: 'Dibuat' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });
}

test('on a 390x844 phone customers are cards; selection and row buttons work by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCustomers(page, 'cards');
  await expect(page.locator('.list-table__table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const first = cards(page).first();
  // Code and name head the card; type, city, phone and status follow as label and value.
  await expect(first.locator('.list-card__eyebrow')).toHaveText(/^[A-Z]{3}-\d+$/);
  await expect(first.locator('.list-card__name')).not.toBeEmpty();
  await expect(first.locator('dt')).toHaveText(['Tipe', 'Kota', 'Telepon', 'Status aktif']);
  await expect(first.locator('dd').nth(2)).toHaveText(/^(\+62 \d{2,3}[ -][\d-]+|-)$/);
  const box = await first.boundingBox();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  await screenshot(page, 'customers-cards-id-phone');

  // Keyboard: the card's checkbox, then its edit button.
  const check = first.getByRole('checkbox');
  await check.focus();
  await page.keyboard.press('Space');
  await expect(check).toBeChecked();
  await expect(page.getByTestId('list-table-selection')).toContainText('1 dipilih');
  await expect(first).toHaveAttribute('data-selected', 'true');
  // Tab order: the checkbox, the phone link (when there is a number), then the edit button.
  const edit = first.getByRole('button', { name: /^Ubah / });
  for (let step = 0; step < 2; step += 1) {
    await page.keyboard.press('Tab');
    if (await edit.evaluate((button) => button === document.activeElement)) break;
  }
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Ubah pelanggan/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /^Ubah pelanggan/ })).toHaveCount(0);

  // The whole page at once, and a sort from the select, back to page 1.
  await page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }).check();
  await expect(page.getByTestId('list-table-selection')).toContainText(/\d+ dipilih/);
  await page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }).uncheck();
  await expect(page.getByTestId('list-table-selection')).toHaveCount(0);
  await page.getByLabel('Urutkan').selectOption('name:desc');
  await expect(page).toHaveURL(/[?&]sort=name(%3A|:)desc/);

  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first().locator('dt')).toHaveText(['Type', 'City', 'Phone', 'Active']);
  await screenshot(page, 'customers-cards-en-phone');
});

for (const [width, height] of [
  [1366, 768],
  [390, 844],
] as const) {
  test(`at ${width} px a toast opens below the top bar, clear of the language switch`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/profile');
    const save = page.locator('form.profile-form button[type="submit"]');
    await expect(save).toBeVisible({ timeout: 30_000 });
    await save.click();
    const toast = page.locator('.p-toast-message').first();
    await expect(toast).toContainText('Belum ada perubahan untuk disimpan.');
    const bar = await page.locator('.shell-topbar').boundingBox();
    const box = await toast.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 999));
    // The language switch stays clickable while the toast is up.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });
}
