import { defineConfig } from '@playwright/test';
import { CHROMIUM_TEST_ARGS, findChromium } from './scripts/lib/setup.mjs';
import { e2eBaseUrls } from './tests/e2e/e2e-env';

/**
 * Browser end-to-end tests. No webServer entry: the test runner script starts the gateways
 * (which serve the built web app), one per worker with its own data directory
 * (`E2E_BASE_URLS`); globalSetup stops the run early if one does not answer, then signs in each
 * demo account once. Tests import `test` from tests/e2e/fixtures.ts (pinned clock, per-worker
 * gateway, saved sessions). Playwright cannot download its own browser here, so Debian's
 * Chromium is used: its headless shell when installed (no GPU process: a quarter faster on two
 * cores), else the full browser.
 */
const baseUrls = e2eBaseUrls();
const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // One worker per gateway: a worker's tests share its gateway's data, in file order.
  workers: baseUrls.length,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Room for a shared 2-core machine under load: a passing test never waits for these. At load
  // average 30 tests that pass in 15 s took over 60 s, and single waits over 20 s.
  timeout: 150_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT || 'test-results/e2e.json' }]],
  // Its own folder: Playwright empties outputDir at start, and test-results/ holds other reports.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results/e2e-artifacts',
  use: {
    baseURL: baseUrls[0],
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1366, height: 768 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // No spinning or sliding while a test waits: less work for two shared cores.
    reducedMotion: 'reduce',
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_TEST_ARGS,
    },
  },
});
