// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test, screenshot, signIn, signInForm, whoami } from './fixtures';

const text = {
  id: {
    heading: 'Masuk ke akun Anda',
    submit: 'Masuk',
    signOut: 'Keluar',
    wrongPassword: 'Nama pengguna atau kata sandi salah.',
    usernameRequired: 'Nama pengguna wajib diisi.',
    passwordRequired: 'Kata sandi wajib diisi.',
    demoAccounts: 'Akun demo',
  },
  en: {
    heading: 'Sign in to your account',
    submit: 'Sign in',
    signOut: 'Sign out',
    wrongPassword: 'Wrong username or password.',
    usernameRequired: 'Username is required.',
    passwordRequired: 'Password is required.',
    demoAccounts: 'Demo accounts',
  },
} as const;

async function expectIdentityShown(page: Page) {
  const identity = await whoami(page);
  await expect(page.getByTestId('identity-name')).toHaveText(identity.name);
  await expect(page.getByTestId('identity-company')).toHaveText(identity.companyName);
  await expect(page.getByTestId('identity-username')).toHaveText(identity.username);
  return identity;
}

async function storedLanguage(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('language'));
}

// The gateway allows 10 sign-in attempts a minute per address and username: the tests spread
// their sign-ins over the demo accounts to stay well inside it.
test.describe('sign-in', () => {
  test('signs in as admin from the demo accounts panel, shows who it is, signs out', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: text.id.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.id.demoAccounts })).toBeVisible();
    await screenshot(page, 'sign-in-id-desktop');

    const form = signInForm(page);
    await form.demoAccount('admin').click();
    await expect(form.username).toHaveValue('admin');
    await expect(form.password).toHaveValue('demo');
    await form.submit.click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const identity = await expectIdentityShown(page);
    expect(identity.username).toBe('admin');
    // No raw count of permissions; the phone in the one Indonesian form.
    await expect(page.getByTestId('identity-permissions')).toHaveCount(0);
    await expect(page.getByTestId('identity-phone')).toHaveText(/^(\+62 [\d -]+|Belum diisi)$/);
    await screenshot(page, 'dashboard-id-desktop');

    await page.getByRole('button', { name: text.id.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: text.id.heading })).toBeVisible();

    // The session is really over: the signed-in page sends us back.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  });

  test('signs in by typing and pressing Enter', async ({ page }) => {
    await page.goto('/login');
    const form = signInForm(page);
    await expect(form.username).toBeFocused();
    await form.username.fill('admin');
    await form.password.fill('demo');
    await form.password.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expectIdentityShown(page);
  });

  test('asks for the required fields before sending anything', async ({ page }) => {
    await page.goto('/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/login')) loginCalls += 1;
    });
    await page.getByRole('button', { name: text.id.submit, exact: true }).click();
    await expect(page.getByText(text.id.usernameRequired)).toBeVisible();
    await expect(page.getByText(text.id.passwordRequired)).toBeVisible();
    await expect(signInForm(page).username).toBeFocused();
    expect(loginCalls).toBe(0);
  });

  test('a wrong password shows the error and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    const form = signInForm(page);
    await form.username.fill('admin');
    await form.password.fill('not-the-password');
    await form.password.press('Enter');

    await expect(form.alert).toHaveText(text.id.wrongPassword);
    await expect(form.username).toHaveValue('admin');
    await expect(form.password).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'sign-in-id-wrong-password');

    // The error follows a language switch while it shows.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(form.alert).toHaveText(text.en.wrongPassword);
  });

  test('an unauthenticated visit to /dashboard goes to sign-in and back afterwards', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await signIn(page, 'operator');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await expectIdentityShown(page)).username).toBe('operator');

    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('language', () => {
  test('switches to English and back, and remembers the choice across reloads', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: text.id.heading })).toBeVisible();

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.en.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: text.en.submit, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await storedLanguage(page)).toBe('en');
    await screenshot(page, 'sign-in-en-desktop');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text.en.heading })).toBeVisible();

    // Still English once signed in.
    await signIn(page, 'dispatcher');
    await expect(page.getByRole('button', { name: text.en.signOut })).toBeVisible();
    await screenshot(page, 'dashboard-en-desktop');

    await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await expect(page.getByRole('button', { name: text.id.signOut })).toBeVisible();
    expect(await storedLanguage(page)).toBe('id');
    await page.reload();
    await expect(page.getByRole('button', { name: text.id.signOut })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('signs in and out without sideways scrolling', async ({ page }) => {
    await page.goto('/login');
    const form = signInForm(page);
    await expect(page.getByRole('heading', { level: 1, name: text.id.heading })).toBeVisible();
    await expect(form.submit).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'sign-in-id-phone');

    await page.getByRole('button', { name: 'English' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: text.en.heading })).toBeVisible();
    await screenshot(page, 'sign-in-en-phone');

    await form.demoAccount('admin').tap();
    await form.submit.tap();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectIdentityShown(page);
    await screenshot(page, 'dashboard-en-phone');

    await page.getByRole('button', { name: text.en.signOut }).tap();
    await expect(page).toHaveURL(/\/login$/);
  });
});
