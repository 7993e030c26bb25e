// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { TAKE_SCREENSHOTS, authFile, gatewayIndex } from './e2e-env';

/** Simulator demo accounts (docs/architecture.md); every one has the password `demo`. */
export const DEMO_USERS = ['admin', 'dispatcher', 'operator', 'driver', 'branded'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];
export const DEMO_PASSWORD = 'demo';

export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots');

/** Form controls by name, so the helpers work in either language. */
export const signInForm = (page: Page) => ({
  username: page.locator('input[name="username"]'),
  password: page.locator('input[name="password"]'),
  submit: page.locator('form button[type="submit"]'),
  alert: page.locator('form [role="alert"]'),
  demoAccount: (user: string) => page.locator(`[data-demo-account="${user}"]`),
});

/**
 * Signs in through the real form and waits for the signed-in landing page (or `expectPath`,
 * when the sign-in page was reached with a `?redirect=`).
 */
export async function signIn(
  page: Page,
  user: DemoUser | string = 'admin',
  {
    password = DEMO_PASSWORD,
    expectPath = /\/dashboard$/,
  }: { password?: string; expectPath?: RegExp } = {},
): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  const form = signInForm(page);
  await form.username.fill(user);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL(expectPath);
  await expect(page.getByTestId('identity-name')).toBeVisible();
}

/** A saved storage state's cookies (Playwright's file format, the part used here). */
interface SavedSession {
  cookies: Parameters<BrowserContext['addCookies']>[0];
}

/**
 * Signs in without the form, for suites that test something else: the session the global
 * setup saved for this account on this worker's gateway is put in the page's context (no
 * sign-in request per test). Then `page.goto` any signed-in route. A test that ends the session
 * (sign-out) passes `{ fresh: true }`, which signs in anew, so the shared session lives on.
 */
export async function signInViaApi(
  page: Page,
  user: DemoUser | string = 'admin',
  { password = DEMO_PASSWORD, fresh = false }: { password?: string; fresh?: boolean } = {},
): Promise<void> {
  const saved = authFile(gatewayIndex(test.info().parallelIndex), user);
  if (!fresh && password === DEMO_PASSWORD && existsSync(saved)) {
    const { cookies } = JSON.parse(readFileSync(saved, 'utf8')) as SavedSession;
    await page.context().clearCookies();
    await page.context().addCookies(cookies);
    return;
  }
  const response = await page.request.post('/auth/login', { data: { username: user, password } });
  expect(response.status(), `sign-in of ${user}`).toBe(200);
}

/**
 * Waits for fonts, then writes test-results/screenshots/<name>.png: the full page, or with
 * `{ fullPage: false }` what the viewport shows (a full-page capture stretches fixed bars).
 * `npm test` sets E2E_SCREENSHOTS=0 unless asked for them (`--e2e-screenshots`).
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (!TAKE_SCREENSHOTS) return file;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}

/** The identity as the gateway reports it to this page's session. */
export async function whoami(
  page: Page,
): Promise<{ name: string; companyName: string; username: string }> {
  const response = await page.request.get('/api/whoami');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { name: string; companyName: string; username: string };
  };
  return body.data;
}

/**
 * Opens a PrimeReact dropdown and picks its first choice. The panel of the dropdown picked just
 * before may still be in the page for a moment after its choice: clicking "the first open item"
 * then picks from that old panel and leaves this dropdown empty. So this waits until no panel is
 * open, opens this one, picks from the single open panel, and waits until the choice shows.
 */
export async function chooseFirstOption(page: Page, dropdown: Locator): Promise<void> {
  const panels = page.locator('.p-dropdown-panel');
  await expect(panels).toHaveCount(0);
  const before = (await dropdown.textContent()) ?? '';
  await dropdown.click();
  await expect(panels).toHaveCount(1);
  await panels.locator('.p-dropdown-item').first().click();
  await expect(panels).toHaveCount(0);
  await expect(dropdown).not.toHaveText(before);
}
