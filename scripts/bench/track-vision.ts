// pnpm bench:track-vision: what 4 and 9 simultaneous live camera views cost (issue 28,
// docs/rules/track-vision.md TV-7, docs/adr/0053-track-vision-live-views.md).
//
//   1. starts a gateway on the embedded simulator (its clock at a Monday 10:00 WIB, the fleet at
//      work, so the devices report) and builds the web app if its sources changed;
//   2. in Chromium, signs in, opens /live-streaming, sets the grid to 4 views, picks a camera
//      vehicle and channel in each and plays them, waits until every video has frames, then for
//      BENCH_SECONDS (default 20) measures:
//      - the browser's CPU: every Chromium process's CPU time (CDP SystemInfo.getProcessInfo),
//      - the server's CPU: the gateway process and the ffmpeg encoders it started (Linux /proc),
//      - the bytes per second the page received for the live views (playlists and segments);
//   3. stops the views, does the same with 9 (the four places already picked keep their vehicle
//      and channel and are only started again), and prints both.
//
// The numbers are printed, not asserted: this is a benchmark, not a test.
//
//   pnpm bench:track-vision                 4 and 9 views, 20 s each
//   BENCH_SECONDS=60 pnpm bench:track-vision
//   pnpm bench:track-vision --smoke         2 views in the 4-view grid and 3 in the 9-view one,
//                                           2 s each (npm test)
//
// Given a gateway (BENCH_GATEWAY_ORIGIN, and BENCH_GATEWAY_PID for its CPU) it measures that one.
import type { Browser, Page } from 'playwright-core';
import type { TvCamera, TvChannel } from '@armada/contracts/track-vision';
import { allProcessStats, processCpuSeconds } from '../lib/proc-stat.mjs';
import { installSignalHandlers, stopAll } from '../lib/processes.mjs';
import { removeTempDirs, startGateway } from '../lib/servers.mjs';
import { ensurePnpm, ensureWebBuild } from '../lib/setup.mjs';
import { envNumber, printFigures, sized, smokeServerEnv } from './figures';
import { benchBrowser, benchGateway, givenGateway } from './given-servers';
import { withoutLiveAlerts } from '../../tests/e2e/returning-user';
import { returningUserContext, BENCH_VIEWPORT, BUSY_MONDAY } from './page-recording';

const SECONDS = envNumber('BENCH_SECONDS', 20, 2);
/**
 * The views a smoke run plays in each grid: one in the 4-view grid, two in the 9-view one (that
 * one kept, one more picked). Picking a view in the page costs the browser about half a
 * CPU-second, every view decodes its video, and the gateway encodes each.
 */
const SMOKE_VIEWS = { 4: 1, 9: 2 } as const;

/** The pids of the processes whose parent is `parent` (the gateway's ffmpeg encoders). */
function childrenOf(parent: number): number[] {
  const stats = allProcessStats() ?? new Map<number, { ppid: number }>();
  return [...stats].filter(([, stat]) => stat.ppid === parent).map(([pid]) => pid);
}

/** CPU seconds of the gateway and each of its children (encoders that end keep their last). */
function serverCpu(pid: number | undefined, seen: Map<number, number>): number | null {
  if (pid === undefined) return null;
  const own = processCpuSeconds(pid);
  if (own === null) return null;
  for (const child of childrenOf(pid)) {
    const cpu = processCpuSeconds(child);
    if (cpu !== null) seen.set(child, cpu);
  }
  return own + [...seen.values()].reduce((sum, cpu) => sum + cpu, 0);
}

async function browserCpuSeconds(browser: Browser): Promise<number | null> {
  try {
    const cdp = await browser.newBrowserCDPSession();
    const info = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { cpuTime: number }[];
    };
    await cdp.detach();
    return info.processInfo.reduce((sum, process) => sum + process.cpuTime, 0);
  } catch {
    return null;
  }
}

/** True when view `view` already has this vehicle and channel picked. */
async function shows(page: Page, view: number, plate: string, channel: TvChannel) {
  const tile = page.getByTestId(`tv-view-${view}`);
  if ((await tile.locator('.tv-tile__vehicle', { hasText: plate }).count()) === 0) return false;
  const cabin = (await tile.locator('.tv-tile__channel', { hasText: 'kabin' }).count()) > 0;
  return cabin === (channel !== 'road');
}

async function choose(page: Page, view: number, plate: string, channel: TvChannel) {
  const tile = page.getByTestId(`tv-view-${view}`);
  const panel = page.locator('.p-dropdown-panel');
  const chosen = tile.locator('.tv-tile__vehicle', { hasText: plate });
  const closePanel = async () => {
    if (await panel.isVisible()) await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  };
  // On a loaded machine a click can land while the filtered list re-renders: then the choice is
  // made but the panel stays, or the click hits an item that is being replaced and nothing is
  // chosen. It is the chosen plate that counts: the panel is closed and the pick made again
  // until the tile shows it (three tries, then the bench fails with Playwright's message).
  for (let attempt = 1; ; attempt++) {
    try {
      await tile.locator('.tv-tile__vehicle').click();
      await panel.locator('.p-dropdown-filter').fill(plate);
      await panel.locator('.p-dropdown-item', { hasText: plate }).first().click();
      await chosen.waitFor({ timeout: attempt < 3 ? 10_000 : 30_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      await closePanel();
    }
  }
  await closePanel();
  if (channel !== 'road') {
    await tile.locator('.tv-tile__channel').click();
    await page.locator('.p-dropdown-panel .p-dropdown-item', { hasText: 'kabin' }).click();
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
  }
}

type Measured = {
  name: string;
  views: number;
  playing: number;
  seconds: number;
  browserCpuShare: number | null;
  serverCpuShare: number | null;
  bytesPerSecond: number;
  segmentsPerSecond: number;
};

async function measure(
  page: Page,
  browser: Browser,
  gatewayPid: number | undefined,
  pairs: { plate: string; channel: TvChannel }[],
  size: 4 | 9,
): Promise<Measured> {
  await page.getByTestId(`tv-grid-${size}`).click();
  const views = Math.min(sized(size, SMOKE_VIEWS[size]), pairs.length);
  for (let i = 0; i < views; i++) {
    const pair = pairs[i];
    if (!pair) break;
    // A place of the grid keeps its vehicle and channel when the grid grows: the places the
    // 4-view grid chose are not chosen again for the 9-view one (the same pick changes nothing).
    if (!(await shows(page, i, pair.plate, pair.channel)))
      await choose(page, i, pair.plate, pair.channel);
    await page.getByTestId(`tv-view-${i}-start`).click();
  }
  // Every view has frames.
  for (let i = 0; i < views; i++) {
    await page.waitForFunction(
      (id) => {
        const video = document.querySelector(`[data-testid="${id}"]`);
        return video instanceof HTMLVideoElement && video.readyState >= 2;
      },
      `tv-view-${i}-video`,
      { timeout: 60_000 },
    );
  }
  let bytes = 0;
  let segments = 0;
  const onFinished = async (request: {
    url(): string;
    sizes(): Promise<{ responseBodySize: number }>;
  }) => {
    if (!request.url().includes('/api/media/track-vision/live/')) return;
    const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
    bytes += sizes.responseBodySize;
    if (request.url().endsWith('.ts')) segments++;
  };
  page.on('requestfinished', onFinished);
  const seen = new Map<number, number>();
  const serverBefore = serverCpu(gatewayPid, seen);
  const browserBefore = await browserCpuSeconds(browser);
  const started = performance.now();
  await page.waitForTimeout(SECONDS * 1000);
  const wall = (performance.now() - started) / 1000;
  const browserAfter = await browserCpuSeconds(browser);
  const serverAfter = serverCpu(gatewayPid, seen);
  page.off('requestfinished', onFinished);
  const playing = await page.locator('.tv-tile[data-status="playing"]').count();
  // A view that failed meanwhile has no stop button; the rest are stopped.
  for (let i = 0; i < views; i++) {
    const stop = page.getByTestId(`tv-view-${i}-stop`);
    if ((await stop.count()) > 0) await stop.click();
  }
  return {
    name: `${size} views`,
    views,
    playing,
    seconds: Math.round(wall * 10) / 10,
    browserCpuShare:
      browserBefore === null || browserAfter === null
        ? null
        : (browserAfter - browserBefore) / wall,
    serverCpuShare:
      serverBefore === null || serverAfter === null ? null : (serverAfter - serverBefore) / wall,
    bytesPerSecond: Math.round(bytes / wall),
    segmentsPerSecond: Math.round((segments / wall) * 10) / 10,
  };
}

async function main(): Promise<void> {
  installSignalHandlers();
  if (!givenGateway()) ensureWebBuild(ensurePnpm);
  console.log('[bench:track-vision] a gateway with the demo fleet at work');
  const gateway = await benchGateway(() =>
    startGateway({
      extraEnv: {
        ARMADA_SIM_VEHICLES: String(envNumber('ARMADA_SIM_VEHICLES', 60, 20)),
        ARMADA_CLOCK_START: BUSY_MONDAY,
        ARMADA_SIM_ALERT_RATE: '0',
        LOG_LEVEL: 'warn',
        ...smokeServerEnv,
      },
    }),
  );
  const browser = await benchBrowser();
  try {
    const context = await returningUserContext(browser, 'admin', {
      baseURL: gateway.origin,
      viewport: BENCH_VIEWPORT,
    });
    // New-alert pop-ups (the demo fleet at work raises urgent ones) once covered a view's start
    // button in a smoke run: the streams are measured, not the alerts, so the page drops them.
    await withoutLiveAlerts(context);
    const page = await context.newPage();
    const answer = await context.request.get('/api/track-vision/cameras');
    const cameras = ((await answer.json()) as { data: TvCamera[] }).data;
    const pairs = cameras
      .filter((camera) => camera.state === 'ready')
      .flatMap((camera) =>
        camera.channels.map((channel) => ({ plate: camera.license_plate, channel })),
      );
    if (pairs.length === 0) throw new Error('no camera vehicle of the demo company reports now');
    await page.goto('/live-streaming');
    await page.getByTestId('tv-grid').waitFor({ timeout: sized(60_000, 60_000) });
    const rows = [
      await measure(page, browser, gateway.child.pid, pairs, 4),
      await measure(page, browser, gateway.child.pid, pairs, 9),
    ];
    await context.close();

    const share = (value: number | null) => (value === null ? '-' : `${(value * 100).toFixed(1)}%`);
    console.log(
      `\nLive camera views (ffmpeg per view, 1 s HLS segments at 10 fps), ${SECONDS} s each; CPU as a share of one core`,
    );
    console.log('views  playing  browser CPU  server CPU  bytes/s    KB/s   segments/s');
    for (const row of rows) {
      console.log(
        [
          String(row.views).padStart(5),
          String(row.playing).padStart(8),
          share(row.browserCpuShare).padStart(12),
          share(row.serverCpuShare).padStart(11),
          String(row.bytesPerSecond).padStart(8),
          (row.bytesPerSecond / 1024).toFixed(1).padStart(7),
          row.segmentsPerSecond.toFixed(1).padStart(12),
        ].join('  '),
      );
    }
    printFigures('track-vision', rows);
  } finally {
    await browser.close();
    await gateway.stop();
    await stopAll();
    removeTempDirs();
  }
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await stopAll();
  process.exit(1);
});
