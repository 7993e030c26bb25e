import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';

/**
 * Contact reminder and settings (issue 11; docs/rules/alert-center.md §2, §4, §6 and §8): the
 * reminder shows once a calendar month for a user missing a contact and not again after being
 * closed; Add Number updates the profile with its validation; the Notification Log lists a user's
 * action on an alert; the alert center's reminder interval is remembered. The page clock is pinned.
 * New alerts do not arrive live (the fixtures' default): none of these tests is about them, and on
 * a phone the pop-up of one the moving fleet raises covers the whole form being filled in.
 */
test.use({ contactReminder: 'on' });

const reminder = (page: Page) => page.getByRole('dialog', { name: 'Lengkapi kontak Anda' });

/** Opens a page and waits until the reminder's profile check has answered. */
async function openAndCheck(page: Page, path: string): Promise<void> {
  const checked = page.waitForResponse(
    (response) =>
      response.url().includes('/api/user/profile') && response.request().method() === 'GET',
  );
  await page.goto(path);
  await checked;
}

test.describe('the driver, who has no e-mail', () => {
  test.use({ account: 'driver' });

  test('the reminder appears once a calendar month, and not again once closed', async ({
    page,
  }) => {
    // Showing it records lastReminder; the next visits must read the recorded profile (a
    // recording still in flight when the clock moves to December would stamp December).
    const recorded = page.waitForResponse(
      (response) =>
        response.url().includes('/api/user/profile') && response.request().method() === 'PATCH',
    );
    await openAndCheck(page, '/profile');
    await expect(reminder(page)).toBeVisible();
    expect((await recorded).ok()).toBe(true);
    await expect(reminder(page)).toContainText('belum memiliki email');
    await expect(reminder(page).getByRole('link', { name: 'Tambah email' })).toBeVisible();
    await expect(reminder(page).getByRole('link', { name: 'Tambah nomor telepon' })).toHaveCount(0);
    await screenshot(page, 'contact-reminder-id', { fullPage: false });

    // Shown this month (lastReminder recorded): a new visit does not show it.
    await openAndCheck(page, '/profile');
    await expect(page.getByRole('heading', { name: 'Profil saya', level: 1 })).toBeVisible();
    await expect(reminder(page)).toHaveCount(0);

    // The first day of the next month (WIB): it shows again (here in English, on a phone);
    // closed, it stays closed.
    await page.clock.setSystemTime(new Date('2026-12-01T08:00:00+07:00'));
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 390, height: 844 });
    await openAndCheck(page, '/profile');
    const english = page.getByRole('dialog', { name: 'Complete your contacts' });
    await expect(english).toBeVisible();
    await expect(english).toContainText('Your profile has no email yet.');
    await screenshot(page, 'contact-reminder-en-phone', { fullPage: false });
    await english.getByRole('button', { name: 'Later' }).click();
    await expect(english).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    await expect(english).toHaveCount(0);
  });
});

test.describe('the operator, who has no phone number', () => {
  test.use({ account: 'operator' });

  test('adds a phone number through the reminder and the Add Number form', async ({ page }) => {
    await openAndCheck(page, '/dashboard');
    await expect(reminder(page)).toBeVisible();
    await reminder(page).getByRole('link', { name: 'Tambah nomor telepon' }).click();
    await expect(page).toHaveURL(/\/profile\/add-number$/);
    await expect(
      page.getByRole('heading', { name: 'Tambah nomor telepon', level: 1 }),
    ).toBeVisible();
    await expect(reminder(page)).toHaveCount(0);

    const field = page.getByLabel('Nomor telepon');
    const save = page.getByRole('button', { name: 'Simpan nomor' });
    await save.click();
    await expect(page.getByText('Nomor telepon wajib diisi.')).toBeVisible();
    await field.fill('12345');
    await save.click();
    await expect(
      page.getByText('Nomor telepon harus nomor Indonesia, misalnya 0812 3456 7890.'),
    ).toBeVisible();
    await expect(field).toHaveValue('12345');
    await screenshot(page, 'add-number-invalid-id');

    await field.fill('0812 3456 7890');
    await save.click();
    await expect(page.getByText('Nomor telepon tersimpan.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    const profile = await page.request.get('/api/user/profile');
    expect(((await profile.json()) as { data: { phoneNo: string } }).data.phoneNo).toBe(
      '+6281234567890',
    );

    // English and a phone.
    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile/add-email');
    await expect(page.getByRole('heading', { name: 'Add email', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill('dewi@');
    await page.getByRole('button', { name: 'Save email' }).click();
    await expect(page.getByText('That is not a valid email address')).toBeVisible();
    await screenshot(page, 'add-email-en-phone');
  });
});

test.describe('the notification log (operator)', () => {
  test.use({ account: 'operator', contactReminder: 'off' });

  test('the notification log lists an action on an alert; the reminder interval is kept', async ({
    page,
  }) => {
    const raised = await page.request.post('/api/simulator/alerts', { data: { level: 'urgent' } });
    expect(raised.status(), await raised.text()).toBe(201);
    const [alert] = (
      (await raised.json()) as {
        data: { rawAlertId: string; createdOn: string; vehicle: { licensePlate: string } }[];
      }
    ).data;
    if (!alert) throw new Error('no alert raised');
    const created = Date.parse(alert.createdOn);
    const note = await page.request.post('/graphql', {
      data: {
        operationName: 'UpsertRawAlertsAction',
        query: `mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {
          upsertRawAlertsAction(input: $input) { isSuccessful message } }`,
        variables: {
          input: {
            actionType: 'Feedback',
            rawAlertId: [alert.rawAlertId],
            data: { note: 'Sopir sudah dihubungi (log)' },
            selectionMode: 'Selection',
            dateRange: {
              start: new Date(created - 1000).toISOString(),
              end: new Date(created + 1000).toISOString(),
            },
          },
        },
      },
    });
    expect(await note.text()).toContain('"isSuccessful":true');

    await page.goto('/report/notification-log');
    await expect(page.getByRole('heading', { name: 'Log notifikasi', level: 1 })).toBeVisible();
    const row = page
      .getByTestId('notification-log-row')
      .filter({ hasText: 'Sopir sudah dihubungi (log)' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Dewi Lestari');
    await expect(row).toContainText('Catatan');
    await expect(row).toContainText(alert.vehicle.licensePlate);
    // Only resolutions: the note is not one.
    await page.getByLabel('Tindakan', { exact: true }).selectOption('Resolve');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(row).toHaveCount(0);
    // A range that ends before it starts is refused in the user's language.
    await page.getByLabel('Dari tanggal').fill('14/11/2026');
    await page.getByLabel('Sampai tanggal').fill('10/11/2026');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Tanggal akhir tidak boleh sebelum tanggal awal.',
    );
    await page.getByLabel('Sampai tanggal').fill('14/11/2026');
    await page.getByLabel('Tindakan', { exact: true }).selectOption('');
    await page.getByRole('button', { name: 'Terapkan' }).click();
    await expect(row).toHaveCount(1);
    await screenshot(page, 'notification-log-id');

    // The alert center's settings menu: the urgent reminder interval, remembered.
    await page.getByTestId('alert-bell').click();
    await expect(page.getByTestId('alert-center')).toBeVisible();
    await page.getByTestId('alert-center-settings').click();
    await page.getByRole('radio', { name: 'Setiap 10 menit' }).check();
    await screenshot(page, 'alert-settings-menu-id', { fullPage: false });
    expect(await page.evaluate(() => window.localStorage.getItem('reminderSetting'))).toBe('10');
    const interval = await page.evaluate(() =>
      window.localStorage.getItem('alertCenterRepeatInterval'),
    );
    expect(JSON.parse(interval ?? '{}')).toMatchObject({ intervalMinutes: 10 });

    await page.evaluate(() => window.localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/report/notification-log');
    await expect(page.getByRole('heading', { name: 'Notification log', level: 1 })).toBeVisible();
    await expect(
      page.getByTestId('notification-log-row').filter({ hasText: 'Sopir sudah dihubungi (log)' }),
    ).toContainText('Note');
    await screenshot(page, 'notification-log-en-phone');
  });
});
