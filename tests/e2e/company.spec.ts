import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, screenshot, signInViaApi } from './fixtures';

/**
 * Company settings at /setting/company (docs/rules/shell.md §3 and §7): the admin's main path
 * through the real app and the simulator (open the settings, change a text field and an alert
 * threshold, save with the GraphQL `updateCompany`, reload and find both kept). The details live
 * in component tests: apps/web/src/features/company/components/company-settings.test.tsx (grade
 * order refused before sending, with the summary and focus; a refused save keeps the input;
 * categories; bank accounts; the leave guard and the fax number's grouping; English) and
 * utils/company-form.test.ts (the field rules, what is sent); the server in
 * apps/simulator/src/transport/graphql/graphql.test.ts and services/company-service.test.ts
 * (COMPANY-2..5: updates kept, categories created and listed, one default bank account) and
 * tests/contract/graphql.test.ts.
 */

const form = (page: Page) => page.getByTestId('company-form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

test('edits a text field and an alert threshold, saves them, and the reload shows them', async ({
  page,
}) => {
  // The survey must not cover the page: its status is pinned to "answered".
  await page.route('**/api/feedback-status', (route) =>
    route.fulfill({ json: { data: { status: true } } }),
  );
  await signInViaApi(page, 'admin');
  await page.goto('/setting/company');
  await expect(form(page)).toBeVisible();

  const tag = `e2e-${randomUUID().slice(0, 8)}`;
  await field(page, 'Tag perusahaan').fill(tag);
  const idle = field(page, 'Batas mesin menyala diam');
  const next = (Number(await idle.inputValue()) % 30) + 5;
  await idle.fill(String(next));
  await idle.blur();
  await expect(page.getByText('Ada perubahan yang belum disimpan')).toBeVisible();

  const update = page.waitForRequest(
    (request) =>
      request.url().endsWith('/graphql') &&
      request.postDataJSON()?.operationName === 'UpdateCompany',
  );
  await page.getByTestId('company-save').click();
  expect((await update).postDataJSON().variables.input).toEqual({
    id: 1001,
    companyTag: tag,
    idleTimeout: next,
  });
  await expect(page.getByText('Pengaturan perusahaan disimpan.')).toBeVisible();
  await expect(page.getByText('Semua perubahan tersimpan')).toBeVisible();

  await page.reload();
  await expect(field(page, 'Tag perusahaan')).toHaveValue(tag);
  await expect(field(page, 'Batas mesin menyala diam')).toHaveValue(String(next));

  // Pictures for people to look at (off unless asked for): desktop, then a 390x844 phone.
  await screenshot(page, 'company-settings-id');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'company-settings-id-phone');
});
