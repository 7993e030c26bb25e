import { existsSync, rmSync } from 'node:fs';
import { request, type FullConfig } from '@playwright/test';
import { AUTH_DIR, authFile, checkE2eNow, e2eBaseUrls } from './e2e-env';
import { DEMO_PASSWORD, DEMO_USERS } from './helpers';

/**
 * Fails the run at once, with what to do, when there is no browser, no gateway or a bad
 * `E2E_NOW`; then signs in once per demo account on every gateway and saves the sessions
 * (storage state) that `test.use({ account })` and `signInViaApi` reuse.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const executablePath = config.projects[0]?.use.launchOptions?.executablePath;
  if (executablePath && !existsSync(executablePath)) {
    throw new Error(
      `E2E: no Chromium at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  checkE2eNow();

  rmSync(AUTH_DIR, { recursive: true, force: true });
  const urls = e2eBaseUrls();
  for (const [index, baseURL] of urls.entries()) {
    await checkReachable(baseURL);
    await Promise.all(
      DEMO_USERS.map(async (user) => {
        const context = await request.newContext({ baseURL });
        try {
          const response = await context.post('/auth/login', {
            data: { username: user, password: DEMO_PASSWORD },
          });
          if (response.status() !== 200) {
            throw new Error(`E2E: sign-in of ${user} on ${baseURL} answered ${response.status()}`);
          }
          await context.storageState({ path: authFile(index, user) });
        } finally {
          await context.dispose();
        }
      }),
    );
  }
}

async function checkReachable(baseURL: string): Promise<void> {
  const healthz = new URL('/healthz', baseURL).toString();
  let problem: string;
  try {
    const response = await fetch(healthz, { signal: AbortSignal.timeout(5_000) });
    if (response.ok) return;
    problem = `answered HTTP ${response.status}`;
  } catch (error) {
    problem = `is not reachable (${error instanceof Error ? error.message : String(error)})`;
  }
  throw new Error(
    `E2E: ${healthz} ${problem}. Start the gateway first (pnpm --filter @armada/web build && ` +
      `pnpm --filter @armada/gateway start), or point E2E_BASE_URL at a running one.`,
  );
}
