import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';

/** Fails the run at once, with what to do, when there is no browser or no gateway to test. */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const executablePath = config.projects[0]?.use.launchOptions?.executablePath;
  if (executablePath && !existsSync(executablePath)) {
    throw new Error(
      `E2E: no Chromium at ${executablePath}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }

  const baseURL = config.projects[0]?.use.baseURL ?? 'http://127.0.0.1:8080';
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
