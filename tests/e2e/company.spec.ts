// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, screenshot, signInViaApi } from './fixtures';
import { TAKE_SCREENSHOTS } from './e2e-env';

/**
 * Company settings at /setting/company (docs/rules/shell.md §3 and §7): the form saves with the
 * GraphQL `updateCompany`, categories with `createCompanyCategory`; a refused save shows the
 * server's message. Runs against the simulator's demo company (admin's, 1001).
 */

const form = (page: Page) => page.getByTestId('company-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const saveButton = (page: Page) => page.getByTestId('company-save');

/** What the user sees right now (a full-page capture smears the sticky save bar and the shell). */
async function viewportScreenshot(page: Page, name: string) {
  await screenshot(page, name, { fullPage: false });
}

async function openSettings(page: Page, { language }: { language?: 'en' } = {}) {
  if (language) {
    await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
  }
  // The survey must not cover the page: its status is pinned to "answered".
  await page.route('**/api/feedback-status', (route) =>
    route.fulfill({ json: { data: { status: true } } }),
  );
  await signInViaApi(page, 'admin');
  await page.goto('/setting/company');
  // Generous: the first load fetches the route chunk and two GraphQL queries on a busy machine.
  await expect(form(page)).toBeVisible();
}

test('edits a company field, saves it, and the reload shows it', async ({ page }) => {
  await openSettings(page);
  const tag = `e2e-${randomUUID().slice(0, 8)}`;
  await field(page, 'Tag perusahaan').fill(tag);
  await expect(page.getByText('Ada perubahan yang belum disimpan')).toBeVisible();

  const update = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      request.postDataJSON()?.operationName === 'UpdateCompany',
  );
  await saveButton(page).click();
  expect((await update).postDataJSON().variables.input).toEqual({ id: 1001, companyTag: tag });
  await expect(page.getByText('Pengaturan perusahaan disimpan.')).toBeVisible();
  await expect(page.getByText('Semua perubahan tersimpan')).toBeVisible();

  await page.reload();
  await expect(field(page, 'Tag perusahaan')).toHaveValue(tag);
});

test('edits an alert threshold with its unit and keeps it after a reload', async ({ page }) => {
  await openSettings(page);
  const idle = field(page, 'Batas mesin menyala diam');
  const next = (Number(await idle.inputValue()) % 30) + 5;
  await idle.fill(String(next));
  await idle.blur();
  await saveButton(page).click();
  await expect(page.getByText('Pengaturan perusahaan disimpan.')).toBeVisible();
  await page.reload();
  await expect(field(page, 'Batas mesin menyala diam')).toHaveValue(String(next));
});

test('refuses grade minimums out of order and sends nothing', async ({ page }) => {
  await openSettings(page);
  let updates = 0;
  page.on('request', (request) => {
    if (
      request.url().endsWith('/graphql') &&
      request.postDataJSON()?.operationName === 'UpdateCompany'
    ) {
      updates += 1;
    }
  });
  const gradeA = Number(await field(page, 'Tingkat A').inputValue());
  const gradeB = field(page, 'Tingkat B');
  await gradeB.fill(String(Math.min(100, gradeA + 1)));
  await gradeB.blur();
  await saveButton(page).click();
  await expect(form(page).getByText('Harus lebih rendah dari Tingkat A.')).toBeVisible();
  await expect(gradeB).toHaveAttribute('aria-invalid', 'true');
  await expect(gradeB).toBeFocused();
  await expect(
    page.getByText('Periksa kembali isian yang ditandai sebelum menyimpan.'),
  ).toBeVisible();
  await viewportScreenshot(page, 'company-validation-id');
  expect(updates).toBe(0);
});

test('creates a company category', async ({ page }) => {
  await openSettings(page);
  const name = `Kategori E2E ${randomUUID().slice(0, 8)}`;
  await page.getByLabel('Kategori baru').fill(name);
  await page.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByText(`Kategori "${name}" ditambahkan.`)).toBeVisible();
  const list = page.getByRole('list', { name: 'Kategori perusahaan' });
  await expect(list.getByText(name)).toBeVisible();
  await expect(page.getByLabel('Kategori baru')).toHaveValue('');

  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Kategori perusahaan' }).getByText(name),
  ).toBeVisible();
});

test('shows the server message when the save is refused and keeps the input', async ({ page }) => {
  await openSettings(page);
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'UpdateCompany') return route.fallback();
    await route.fulfill({
      json: {
        data: {
          updateCompany: {
            isSuccessful: false,
            errorCode: 'CONFLICT',
            errorName: 'Conflict',
            message: 'Nama perusahaan sudah dipakai perusahaan lain.',
            status: 409,
            id: null,
            name: null,
          },
        },
      },
    });
  });
  await field(page, 'Nama perusahaan').fill('PT Nama Bentrok');
  await saveButton(page).click();
  await expect(page.getByTestId('company-save-error')).toContainText(
    'Nama perusahaan sudah dipakai perusahaan lain.',
  );
  await expect(field(page, 'Nama perusahaan')).toHaveValue('PT Nama Bentrok');
  await expect(saveButton(page)).toBeEnabled();
  await viewportScreenshot(page, 'company-save-refused-id');
});

test('warns before leaving with unsaved changes', async ({ page }) => {
  await openSettings(page);
  await field(page, 'Nomor faks').fill('021-555 0100');
  await page.getByRole('link', { name: 'Dasbor' }).first().click();
  const guard = page.getByRole('dialog', { name: 'Tinggalkan halaman?' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Tetap di sini' }).click();
  await expect(page).toHaveURL(/\/setting\/company$/);
  // Kept as typed; out of the field it reads grouped (src/lib/format-phone.ts).
  await expect(field(page, 'Nomor faks')).toHaveValue('+62 21 555-0100');
  // In the field it reads as typed. Focus again until it holds: an alert popup arriving from the
  // moving fleet can take the focus away on a busy machine.
  await expect(async () => {
    await field(page, 'Nomor faks').focus();
    await expect(field(page, 'Nomor faks')).toHaveValue('021-555 0100', { timeout: 1000 });
  }).toPass();

  await page.getByRole('link', { name: 'Dasbor' }).first().click();
  await page
    .getByRole('dialog', { name: 'Tinggalkan halaman?' })
    .getByRole('button', { name: 'Tinggalkan' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('bank accounts: the default is marked and cannot be deleted while others exist', async ({
  page,
}) => {
  await openSettings(page);
  const accounts = page.getByRole('region', { name: 'Rekening bank' });
  const defaultAccount = accounts.locator('[data-default="true"]');
  await expect(defaultAccount).toHaveCount(1);
  await expect(defaultAccount.getByText('Utama')).toBeVisible();
  const others = await accounts.locator('[data-default="false"]').count();
  if (others > 0) await expect(defaultAccount.getByRole('button')).toBeDisabled();
});

test('screenshots in both languages and on a phone', async ({ page }) => {
  // Only pictures for people to look at: nothing to check when none are taken.
  test.skip(!TAKE_SCREENSHOTS, 'screenshots are off (E2E_SCREENSHOTS=0)');
  await openSettings(page);
  await screenshot(page, 'company-settings-id');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'company-settings-id-phone');
});

test('English', async ({ page }) => {
  await openSettings(page, { language: 'en' });
  await expect(page.getByRole('heading', { name: 'Company settings', level: 1 })).toBeVisible();
  await expect(field(page, 'Idle limit')).toBeVisible();
  await screenshot(page, 'company-settings-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'company-settings-en-phone');
});
