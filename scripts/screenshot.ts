// `pnpm screenshot`: the README's picture (docs/screenshot.png), taken the way an operator sees
// the product: a gateway on the simulator with a fresh world, Chromium at 1366x768, signed in as
// admin. Options: `--path /some/route` (default /), `--out file.png`, `--account dispatcher`.
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '@armada/contracts/auth';
import { installSignalHandlers, stopAll } from './lib/processes.mjs';
import { removeTempDirs, startGateway } from './lib/servers.mjs';
import { CHROMIUM_ARGS, findChromium, repoRoot } from './lib/setup.mjs';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

async function main() {
  installSignalHandlers({ onSignal: () => removeTempDirs() });
  const route = option('path', '/');
  const out = resolve(repoRoot, option('out', 'docs/screenshot.png'));
  const account = option('account', 'admin');
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('no Chromium found: set CHROMIUM_PATH or apt-get install chromium');

  const gateway = await startGateway({ backend: 'simulator' });
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({
      baseURL: gateway.origin,
      viewport: { width: 1366, height: 768 },
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
    });
    const page = await context.newPage();
    const login = await page.request.post('/auth/login', {
      data: { username: account, password: DEMO_PASSWORD },
    });
    if (!login.ok())
      throw new Error(`sign-in as ${account} failed: ${login.status()} ${await login.text()}`);
    await page.goto(route, { waitUntil: 'networkidle' });
    // Let the map and the lists settle (tiles cannot load on a closed network; markers do).
    await page.waitForTimeout(1500);
    await page.screenshot({ path: out });
    process.stdout.write(`[screenshot] ${route} as ${account} -> ${out}\n`);
  } finally {
    await browser.close();
    await gateway.stop();
    removeTempDirs();
  }
}

main().catch(async (error: unknown) => {
  process.stderr.write(
    `[screenshot] failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  await stopAll();
  removeTempDirs();
  process.exit(1);
});
