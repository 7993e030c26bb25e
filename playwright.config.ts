import { defineConfig } from '@playwright/test';

/**
 * Browser end-to-end tests. No webServer entry: the test runner script starts the gateway (which
 * serves the built web app); globalSetup stops the run early if nothing answers at the base URL.
 * Playwright cannot download its own browser here, so the system Chromium is used.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Its own folder: Playwright empties outputDir at start, and test-results/ holds other reports.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1366, height: 768 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      // Without the networking flags Chromium floods a closed network with refused connections.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
