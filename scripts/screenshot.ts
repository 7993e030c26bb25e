// `pnpm screenshot`: the README's picture (docs/screenshot.png), taken the way an operator sees
// the product: a gateway on the simulator with a fresh world, Chromium at 1366x768, signed in as
// admin like a returning user (onboarding and promotions dismissed). Options: `--path /some/route`
// (default /), `--out file.png`, `--account dispatcher`.
//
// To look at pages while building them: `--views /cost-management,/master/vehicles --out dir`
// takes each path in Indonesian and English at 1366 px and in Indonesian at 390 px (a phone), one
// gateway for all, into `dir/<path>-<lang>-<width>.png`.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { installSignalHandlers, stopAll } from './lib/processes.mjs';
import { removeTempDirs, startGateway } from './lib/servers.mjs';
import { CHROMIUM_ARGS, ensurePnpm, ensureWebBuild, findChromium, repoRoot } from './lib/setup.mjs';
import { returningUserContext } from './bench/page-recording';

interface View {
  route: string;
  language: 'id' | 'en';
  width: number;
  out: string;
}

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

function viewsOf(out: string): View[] {
  const list = option('views', '');
  if (!list) return [{ route: option('path', '/'), language: 'id', width: DESKTOP.width, out }];
  return list.split(',').flatMap((route) => {
    const name = route.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
    return [
      { route, language: 'id' as const, width: DESKTOP.width },
      { route, language: 'en' as const, width: DESKTOP.width },
      { route, language: 'id' as const, width: PHONE.width },
    ].map((view) => ({ ...view, out: resolve(out, `${name}-${view.language}-${view.width}.png`) }));
  });
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

async function main() {
  installSignalHandlers({ onSignal: () => removeTempDirs() });
  const out = resolve(repoRoot, option('out', 'docs/screenshot.png'));
  const account = option('account', 'admin');
  const views = viewsOf(out);
  if (views.length > 1) mkdirSync(out, { recursive: true });
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('no Chromium found: set CHROMIUM_PATH or apt-get install chromium');

  // The pages as the sources are now, not as the last build had them.
  ensureWebBuild(ensurePnpm);
  const gateway = await startGateway({ backend: 'simulator' });
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const view of views) {
      const context = await returningUserContext(browser, account, {
        baseURL: gateway.origin,
        viewport: view.width === PHONE.width ? PHONE : DESKTOP,
        ...(view.width === PHONE.width ? { isMobile: true, hasTouch: true } : {}),
      });
      const page = await context.newPage();
      await page.goto(view.route, { waitUntil: 'networkidle' });
      if (view.language === 'en') {
        await page.getByRole('button', { name: 'English' }).first().click();
        await page.waitForLoadState('networkidle');
      }
      // Let the map and the lists settle (tiles cannot load on a closed network; markers do).
      await page.waitForTimeout(1500);
      await page.screenshot({ path: view.out });
      await context.close();
      process.stdout.write(
        `[screenshot] ${view.route} as ${account} (${view.language}, ${view.width} px) -> ${view.out}\n`,
      );
    }
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
