// `pnpm bench:web`: what a real browser downloads, until the network is idle, for the sign-in
// page and the first signed-in page (/dashboard), against a 160 KB gzip JavaScript budget.
//
//   1. builds the web app if its sources changed (and the servers, through startGateway);
//   2. starts a gateway (simulator mode) on a free loopback port with a temporary data dir;
//   3. opens Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) through playwright-core,
//      with the browser clock pinned (page.clock) to a Saturday in mid-month, when neither the
//      promotional banner (Monday to Friday) nor the survey (last 5 days) shows, so the result
//      does not depend on the day it runs;
//   4. measures what Chromium received, per kind of file: the encoded (gzip) body bytes, and for
//      JavaScript also body plus response headers ("on the wire"; the security headers add
//      about 1.1 KB a file), which the budget verdict uses, as issue 6 measured it:
//        sign-in page      /login in a fresh browser (empty cache)
//        after sign-in     what signing in as admin through the form then adds, until
//                          /dashboard is idle (files the sign-in page cached are not counted)
//        dashboard, cold   /dashboard opened by a signed-in user in a fresh browser: the
//                          first signed-in page, which the budget is about
//        /t/<token>        a tracking link's public page (TRK-15) on a 390 px phone, signed
//                          out, empty cache: its JavaScript before the map (the entry's static
//                          imports, from dist/.vite/manifest.json) against its own 60 KB budget,
//                          and the map's files apart
//
// "Idle" is no request in flight for BENCH_IDLE_MS (default 1000 ms) after the load event.
// The browser asks for gzip only (Accept-Encoding: gzip, deflate), so the sizes are gzip sizes.
// A bench prints numbers: it exits 0 whatever they are (2 when it could not measure).
//
//   pnpm bench:web            tables and the verdict
//   pnpm bench:web --json     machine-readable
//   pnpm bench:web --smoke    idle after 300 ms (npm test's bench:smoke step)
//
// Given a gateway (BENCH_GATEWAY_ORIGIN) or a browser (BENCH_BROWSER_WS), it measures with those
// instead of starting its own (given-servers.ts; the smoke step shares one of each).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { DEMO_PASSWORD } from '@armada/contracts/auth';
import { installSignalHandlers, stopAll } from '../lib/processes.mjs';
import { removeTempDirs, startGateway } from '../lib/servers.mjs';
import { ensurePnpm, ensureWebBuild } from '../lib/setup.mjs';
import { envNumber, printFigures } from './figures';
import { benchBrowser, benchGateway, givenGateway } from './given-servers';

const BUDGET_KB = 160;
/** TRK-15: the public tracking page's JavaScript before the map, on the wire. */
const PUBLIC_TRACKING_BUDGET_KB = 60;
const WEB_DIST_DIR = join(import.meta.dirname, '../../apps/web/dist');
/** Saturday 14 November 2026, 09:00 in Jakarta: no banner (Mon-Fri), no survey (last 5 days). */
const FIXED_TIME = '2026-11-14T09:00:00+07:00';
const IDLE_MS = envNumber('BENCH_IDLE_MS', 1000, 300);
const MAX_WAIT_MS = 60_000;
const CATEGORIES = ['js', 'css', 'font', 'image', 'document', 'data', 'other'] as const;
type Category = (typeof CATEGORIES)[number];

interface Transfer {
  path: string;
  category: Category;
  /** Encoded body bytes received (0 when the browser served it from its cache). */
  bytes: number;
  /** Response header bytes (what the body costs on the wire on top). */
  headerBytes: number;
  encoding: string;
  status: number;
}

interface PageResult {
  page: string;
  what: string;
  /** Files received over the network (cache hits are not downloads). */
  files: number;
  cachedFiles: number;
  kb: Record<Category, number> & { total: number };
  count: Record<Category, number>;
  /** JavaScript files not sent gzip-encoded (small files under the compression threshold). */
  jsNotGzip: number;
  /** JavaScript body plus response headers: the bytes on the wire for the scripts. */
  jsWithHeadersKb: number;
  largestJs: { path: string; kb: number }[];
  transfers: Transfer[];
}

const log = (message: string) => process.stderr.write(`[bench:web] ${message}\n`);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function categorize(path: string, contentType: string, resourceType: string): Category {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.includes('javascript') || /\.m?js$/.test(path)) return 'js';
  if (type === 'text/css' || path.endsWith('.css')) return 'css';
  if (type.startsWith('font/') || /\.(woff2?|ttf|otf|eot)$/.test(path)) return 'font';
  if (type.startsWith('image/')) return 'image';
  if (resourceType === 'document') return 'document';
  if (resourceType === 'fetch' || resourceType === 'xhr' || type.includes('json')) return 'data';
  return 'other';
}

/** Follows one page's requests: how many are in flight, and every one that finished. */
class Recorder {
  private inFlight = new Set<Request>();
  private finished: Request[] = [];
  private lastActivity = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      // A live stream (the public tracking page's) stays open: it is never "in flight" to wait for.
      if (request.resourceType() === 'eventsource') return;
      this.inFlight.add(request);
      this.lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      this.inFlight.delete(request);
      this.finished.push(request);
      this.lastActivity = Date.now();
    });
    page.on('requestfailed', (request) => {
      this.inFlight.delete(request);
      this.lastActivity = Date.now();
    });
  }

  /** Resolves once nothing was in flight for IDLE_MS. */
  async idle(): Promise<void> {
    const until = Date.now() + MAX_WAIT_MS;
    while (Date.now() < until) {
      if (this.inFlight.size === 0 && Date.now() - this.lastActivity >= IDLE_MS) return;
      await sleep(50);
    }
    const pending = [...this.inFlight].map((request) => request.url()).join(', ');
    throw new Error(`the network was not idle within ${MAX_WAIT_MS} ms (in flight: ${pending})`);
  }

  /** The transfers since the last call. */
  async take(): Promise<Transfer[]> {
    const requests = this.finished.splice(0);
    return Promise.all(
      requests.map(async (request): Promise<Transfer> => {
        const response = await request.response();
        const headers = (await response?.allHeaders()) ?? {};
        const sizes = await request.sizes();
        const path = new URL(request.url()).pathname;
        return {
          path,
          category: categorize(path, headers['content-type'] ?? '', request.resourceType()),
          bytes: sizes.responseBodySize,
          headerBytes: sizes.responseHeadersSize,
          encoding: headers['content-encoding'] ?? 'identity',
          status: response?.status() ?? 0,
        };
      }),
    );
  }
}

function summarize(page: string, what: string, transfers: Transfer[]): PageResult {
  const received = transfers.filter((t) => t.bytes > 0);
  const bytes = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  const count = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;
  for (const t of received) {
    bytes[t.category] += t.bytes;
    count[t.category] += 1;
  }
  const total = received.reduce((sum, t) => sum + t.bytes, 0);
  const js = received.filter((t) => t.category === 'js').sort((a, b) => b.bytes - a.bytes);
  return {
    page,
    what,
    files: received.length,
    cachedFiles: transfers.length - received.length,
    kb: {
      ...(Object.fromEntries(CATEGORIES.map((c) => [c, kb(bytes[c])])) as Record<Category, number>),
      total: kb(total),
    },
    count,
    jsNotGzip: js.filter((t) => t.encoding !== 'gzip').length,
    jsWithHeadersKb: kb(js.reduce((sum, t) => sum + t.bytes + t.headerBytes, 0)),
    largestJs: js.slice(0, 5).map((t) => ({ path: t.path, kb: kb(t.bytes) })),
    transfers: [...received].sort((a, b) => b.bytes - a.bytes),
  };
}

/** The files of an HTML entry and its static imports: what loads before any lazy `import()`. */
function entryFiles(entry: string): Set<string> {
  const manifest = JSON.parse(
    readFileSync(join(WEB_DIST_DIR, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(entry);
  return files;
}

async function newPage(context: BrowserContext): Promise<{ page: Page; recorder: Recorder }> {
  const page = await context.newPage();
  await page.clock.install({ time: new Date(FIXED_TIME) });
  return { page, recorder: new Recorder(page) };
}

function printTable(results: PageResult[]): void {
  const header = [
    'page',
    'files',
    'JS files',
    'JS gzip KB',
    'JS on wire KB',
    'CSS KB',
    'fonts KB',
    'images KB',
    'other KB',
    'total KB',
  ];
  const rows = results.map((r) => [
    r.page,
    String(r.files),
    String(r.count.js),
    r.kb.js.toFixed(1),
    r.jsWithHeadersKb.toFixed(1),
    r.kb.css.toFixed(1),
    r.kb.font.toFixed(1),
    r.kb.image.toFixed(1),
    (r.kb.document + r.kb.data + r.kb.other).toFixed(1),
    r.kb.total.toFixed(1),
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  // A given gateway serves the web app it was started with.
  if (!givenGateway()) {
    ensureWebBuild(ensurePnpm);
    log('starting a gateway (simulator mode) on a free loopback port');
  }
  const gateway = await benchGateway(() => startGateway());
  log(
    gateway.readyMs === null
      ? `the given gateway at ${gateway.origin}`
      : `gateway ready at ${gateway.origin} in ${Math.round(gateway.readyMs)} ms`,
  );
  const browser = await benchBrowser();
  try {
    const contextOptions = {
      baseURL: gateway.origin,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      viewport: { width: 1366, height: 768 },
      extraHTTPHeaders: { 'Accept-Encoding': 'gzip, deflate' },
    };

    // 1. The sign-in page, empty cache.
    const first = await browser.newContext(contextOptions);
    const { page, recorder } = await newPage(first);
    await page.goto('/login');
    await recorder.idle();
    const signIn = summarize('/login', 'sign-in page, empty cache', await recorder.take());

    // 2. Sign in through the form; what /dashboard adds to what the sign-in page loaded.
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/dashboard$/, { timeout: MAX_WAIT_MS });
    await page.getByTestId('identity-name').waitFor({ timeout: MAX_WAIT_MS });
    await recorder.idle();
    const afterSignIn = summarize(
      '/dashboard after sign-in',
      'added by signing in from /login (cached files not counted)',
      await recorder.take(),
    );
    const storageState = await first.storageState();
    await first.close();

    // 3. /dashboard for a signed-in user in a fresh browser: the first signed-in page.
    const second = await browser.newContext({ ...contextOptions, storageState });
    const cold = await newPage(second);
    await cold.page.goto('/dashboard');
    await cold.page.getByTestId('identity-name').waitFor({ timeout: MAX_WAIT_MS });
    await cold.recorder.idle();
    if (!new URL(cold.page.url()).pathname.endsWith('/dashboard')) {
      throw new Error(`the signed-in load ended on ${cold.page.url()}, not /dashboard`);
    }
    const dashboard = summarize(
      '/dashboard, empty cache',
      'first signed-in page: /dashboard opened signed in, empty cache',
      await cold.recorder.take(),
    );
    await second.close();

    // 4. A tracking link's public page on a phone, signed out, empty cache (TRK-15).
    const dispatcher = await browser.newContext({ ...contextOptions, storageState });
    const vehicles = await dispatcher.request.get('/api/vehicle?limit=1&parent_only=true');
    const vehicleId = ((await vehicles.json()) as { data: { paginated_result: { id: number }[] } })
      .data.paginated_result[0]?.id;
    const made = await dispatcher.request.post('/api/tracking-link', {
      data: {
        vehicle_id: vehicleId,
        expires_in_hours: 1,
        shows: ['position', 'plate', 'driver_first_name'],
      },
    });
    if (made.status() !== 201) throw new Error(`no tracking link: ${await made.text()}`);
    const { path } = ((await made.json()) as { data: { path: string } }).data;
    await dispatcher.close();
    const phone = await browser.newContext({
      ...contextOptions,
      viewport: { width: 390, height: 844 },
    });
    const recipient = await newPage(phone);
    await recipient.page.goto(path);
    await recipient.page
      .getByTestId('tracking-card')
      .locator('h1')
      .waitFor({ timeout: MAX_WAIT_MS });
    await recipient.recorder.idle();
    const publicTransfers = await recipient.recorder.take();
    await phone.close();
    const beforeMap = entryFiles('public-tracking.html');
    const publicPage = summarize(
      '/t/<token>, before the map',
      'public tracking page on a 390 px phone: the entry and its static imports',
      publicTransfers.filter((t) => t.category !== 'js' || beforeMap.has(t.path)),
    );
    const publicMap = summarize(
      '/t/<token>, the map',
      'its map, loaded after the words: Leaflet, the offline land layer and their data',
      publicTransfers.filter((t) => t.category === 'js' && !beforeMap.has(t.path)),
    );
    const publicWithinBudget = publicPage.jsWithHeadersKb <= PUBLIC_TRACKING_BUDGET_KB;

    const results = [signIn, afterSignIn, dashboard, publicPage, publicMap];
    const withinBudget = dashboard.jsWithHeadersKb <= BUDGET_KB;
    const sequenceJsKb = kb((signIn.kb.js + afterSignIn.kb.js) * 1024);
    const figures = () =>
      printFigures(
        'web',
        results.map((r) => ({
          name: r.page,
          files: r.files,
          jsFiles: r.count.js,
          jsKb: r.kb.js,
          jsOnWireKb: r.jsWithHeadersKb,
          cssKb: r.kb.css,
          totalKb: r.kb.total,
        })),
      );
    if (json) {
      console.log(
        JSON.stringify(
          {
            budgetKb: BUDGET_KB,
            publicTrackingBudgetKb: PUBLIC_TRACKING_BUDGET_KB,
            publicTrackingWithinBudget: publicWithinBudget,
            fixedTime: FIXED_TIME,
            idleMs: IDLE_MS,
            withinBudget,
            sequenceJsKb,
            results,
          },
          null,
          2,
        ),
      );
      figures();
      return;
    }
    console.log(
      `\nWeb downloads in Chromium until the network is idle (${IDLE_MS} ms), encoded gzip bytes, KB = 1024 bytes`,
    );
    console.log(`browser clock ${FIXED_TIME}; gateway ${gateway.origin}\n`);
    printTable(results);
    console.log(`\nsign-in then dashboard, JavaScript in all: ${sequenceJsKb} KB`);
    console.log('\nlargest JavaScript files of the first signed-in page:');
    for (const file of dashboard.largestJs) {
      console.log(`  ${file.kb.toFixed(1).padStart(6)} KB  ${file.path}`);
    }
    const notGzip = results.reduce((sum, r) => sum + r.jsNotGzip, 0);
    if (notGzip > 0) console.log(`  (${notGzip} small JavaScript file(s) came uncompressed)`);
    console.log(
      `\n${withinBudget ? 'within budget' : 'OVER BUDGET'}: first signed-in page (/dashboard) ` +
        `${dashboard.jsWithHeadersKb} KB of JavaScript on the wire (${dashboard.kb.js} KB gzip bodies) ` +
        `in ${dashboard.count.js} files; budget <= ${BUDGET_KB} KB`,
    );
    console.log(
      `${publicWithinBudget ? 'within budget' : 'OVER BUDGET'}: public tracking page before the map ` +
        `${publicPage.jsWithHeadersKb} KB of JavaScript on the wire (${publicPage.kb.js} KB gzip bodies) ` +
        `in ${publicPage.count.js} files; budget <= ${PUBLIC_TRACKING_BUDGET_KB} KB (the map after: ` +
        `${publicMap.jsWithHeadersKb} KB in ${publicMap.count.js} files)`,
    );
    figures();
  } finally {
    await browser.close();
    await gateway.stop();
  }
}

installSignalHandlers({ onSignal: () => removeTempDirs() });
try {
  await main();
} catch (error) {
  log(`could not measure: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  await stopAll();
  removeTempDirs();
}
