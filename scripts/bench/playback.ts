// pnpm bench:playback: how smoothly the playback page plays a week of one vehicle at 300x.
//
//   1. starts a gateway on the embedded simulator (the app and the sign-in) and builds the web
//      app if its sources changed;
//   2. in Chromium, signs in as the dispatcher (who has the new video-tracking entry) and opens
//      /trackvideo-2 for a vehicle and the seven days before the pinned clock. The track's answer
//      is a synthetic week drawn by the bench (BENCH_TRACK=synthetic, the default: a position every
//      5 s while driving, about 50,000 positions, 8 trips a day, stops and alerts) or the
//      simulator's own history of that vehicle (BENCH_TRACK=server);
//   3. sets 300x and plays, recording requestAnimationFrame intervals and long tasks for
//      BENCH_SECONDS (default 20): following the vehicle, then with the whole week in view;
//   4. the same with `?line=polyline`: the track as Leaflet polylines, the plain way (ADR 0033).
//
// Target (issue 26): 60 fps at 300x over 7 days of history; printed, not asserted.
//
//   pnpm bench:playback
//   BENCH_SECONDS=10 BENCH_TRACK=server pnpm bench:playback
//   pnpm bench:playback --smoke            one day, 0.5 s each (npm test's bench smoke step)
import type { BrowserContext, Page } from 'playwright-core';
import type { VehicleTrack } from '@armada/contracts/history';
import { installSignalHandlers, stopAll } from '../lib/processes.mjs';
import { removeTempDirs, startGateway } from '../lib/servers.mjs';
import { ensurePnpm, ensureWebBuild } from '../lib/setup.mjs';
import { envNumber, printFigures, sized } from './figures';
import { benchBrowser, benchGateway, givenGateway } from './given-servers';
import {
  fpsPercentile,
  recordFrames,
  returningUserContext,
  BENCH_VIEWPORT,
  BUSY_MONDAY,
} from './page-recording';

const SECONDS = envNumber('BENCH_SECONDS', 20, 0.5);
const DAYS = envNumber('BENCH_DAYS', 7, 1);
const SOURCE = process.env.BENCH_TRACK === 'server' ? 'server' : 'synthetic';
const HOUR = 3600;
const WIB_MS = 7 * HOUR * 1000;

/** `2026-11-16T10:00:00+07:00` for epoch milliseconds. */
const wib = (ms: number) =>
  `${new Date(Math.floor(ms / 1000) * 1000 + WIB_MS).toISOString().slice(0, 19)}+07:00`;
const day = (ms: number) => new Date(ms + WIB_MS).toISOString().slice(0, 10);

/** A seeded stream, so every run draws the same week. */
function draws(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A week of one vehicle as the track route answers it: parked at night (a position every 5
 * minutes), from about 06:00 a day of trips of 40 to 90 minutes (a position every 5 s, speed
 * wandering between 0 and 90 km/h, a few halts with the engine on) and stops of 20 to 60 minutes.
 */
function syntheticWeek(
  fromMs: number,
  toMs: number,
  vehicleId: number,
  plate: string,
): VehicleTrack {
  const random = draws(26);
  const positions = {
    time_s: [] as number[],
    lat: [] as number[],
    lng: [] as number[],
    speed_kmh: [] as number[],
    heading: [] as number[],
    ignition: [] as boolean[],
    status: [] as ('moving' | 'idle' | 'parked' | 'offline')[],
    fuel_level_pct: [] as number[],
  };
  const trips: VehicleTrack['trips'] = [];
  const stops: VehicleTrack['stops'] = [];
  const alerts: VehicleTrack['alerts'] = [];
  const vehicle = { id: vehicleId, license_plate: plate };
  let lat = -6.2;
  let lng = 106.82;
  let heading = 90;
  let fuel = 80;
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  const push = (t: number, speed: number, ignition: boolean) => {
    positions.time_s.push(Math.round(t));
    positions.lat.push(round(lat));
    positions.lng.push(round(lng));
    positions.speed_kmh.push(Math.round(speed));
    positions.heading.push(Math.round(((heading % 360) + 360) % 360));
    positions.ignition.push(ignition);
    positions.status.push(speed > 0 ? 'moving' : ignition ? 'idle' : 'parked');
    positions.fuel_level_pct.push(Math.round(fuel * 10) / 10);
  };
  const place = () => ({ latitude: round(lat), longitude: round(lng), address: null });
  const durationS = (toMs - fromMs) / 1000;
  let t = 0;
  let id = 1;
  const park = (until: number, ignition = false) => {
    const start = t;
    const at = place();
    while (t < until) {
      push(t, 0, ignition);
      t += ignition ? 30 : 300;
    }
    t = until;
    stops.push({
      id: id++,
      vehicle,
      driver: null,
      kind: ignition ? 'IDLE' : 'PARKED',
      ignition,
      started_on: wib(fromMs + start * 1000),
      ended_on: wib(fromMs + t * 1000),
      ongoing: false,
      duration_s: Math.round(t - start),
      place: at,
    });
  };
  while (t < durationS) {
    const dayStart = Math.floor(t / (24 * HOUR)) * 24 * HOUR;
    park(Math.min(durationS, dayStart + 6 * HOUR + random() * HOUR));
    while (t < Math.min(durationS, dayStart + 18 * HOUR)) {
      const start = t;
      const from = place();
      const end = Math.min(durationS, t + (40 + random() * 50) * 60);
      let speed = 0;
      let distance = 0;
      let top = 0;
      while (t < end) {
        speed = Math.max(0, Math.min(90, speed + (random() - 0.45) * 12));
        if (random() < 0.003) speed = 0;
        heading += (random() - 0.5) * 30;
        // Back towards the city when the vehicle wanders too far.
        if (Math.abs(lat + 6.2) > 0.25 || Math.abs(lng - 106.82) > 0.35) {
          heading = (Math.atan2(106.82 - lng, -6.2 - lat) * 180) / Math.PI;
        }
        const km = (speed * 5) / 3600;
        distance += km;
        top = Math.max(top, speed);
        lat += (km / 111) * Math.cos((heading * Math.PI) / 180);
        lng += (km / 111) * Math.sin((heading * Math.PI) / 180);
        fuel = Math.max(5, fuel - km * 0.02);
        if (speed > 85 && alerts.length < 25 * Math.ceil(durationS / 86_400) && random() < 0.02) {
          alerts.push({
            id: `bench-${alerts.length + 1}`,
            code: 3,
            name: 'Overspeed',
            at: wib(fromMs + t * 1000),
            latitude: round(lat),
            longitude: round(lng),
          });
        }
        push(t, speed, true);
        t += 5;
      }
      trips.push({
        id: id++,
        vehicle,
        driver: null,
        started_on: wib(fromMs + start * 1000),
        ended_on: wib(fromMs + t * 1000),
        ongoing: false,
        start: from,
        end: place(),
        distance_km: Math.round(distance * 10) / 10,
        duration_s: Math.round(t - start),
        idle_s: 0,
        max_speed_kmh: Math.round(top),
        avg_speed_kmh: Math.round((distance / Math.max(1, t - start)) * 3600),
      });
      if (fuel < 25) fuel = 95;
      park(Math.min(durationS, t + (20 + random() * 40) * 60));
    }
    park(Math.min(durationS, dayStart + 24 * HOUR));
  }
  return {
    vehicle: { ...vehicle, has_fuel_sensor: true, refrigerated: false },
    time_zone: 'Asia/Jakarta',
    from: wib(fromMs),
    to: wib(toMs),
    positions: {
      start: wib(fromMs),
      count: positions.time_s.length,
      ...positions,
      box_temperature_c: null,
    },
    trips,
    stops,
    fuel_events: [],
    alerts,
  };
}

interface Recording {
  line: string;
  phase: string;
  frames: number;
  fpsMedian: number;
  fpsP5: number;
  longTasks: number;
  longestTaskMs: number;
  busyShare: number;
  /** Of the main thread's time: running scripts, and laying out and styling the page. */
  scriptShare: number;
  layoutShare: number;
  /** Seconds of the track played while recording. */
  playedS: number;
  positions: number;
  /** From opening the page to the player shown. */
  loadMs: number;
}

async function record(
  page: Page,
  line: string,
  phase: string,
  base: Omit<
    Recording,
    | 'line'
    | 'phase'
    | 'frames'
    | 'fpsMedian'
    | 'fpsP5'
    | 'longTasks'
    | 'longestTaskMs'
    | 'busyShare'
    | 'scriptShare'
    | 'layoutShare'
    | 'playedS'
  >,
): Promise<Recording> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const of = (name: string) => list.find((m) => m.name === name)?.value ?? 0;
    return {
      task: of('TaskDuration'),
      script: of('ScriptDuration'),
      layout: of('LayoutDuration') + of('RecalcStyleDuration'),
    };
  };
  const slider = page.getByTestId('pb-slider');
  const before = Number(await slider.inputValue());
  const start = await metrics();
  const result = await recordFrames(page, SECONDS);
  const end = await metrics();
  const busy = end.task - start.task;
  const after = Number(await slider.inputValue());
  await cdp.detach();
  return {
    line,
    phase,
    frames: result.intervals.length,
    fpsMedian: fpsPercentile(result.intervals, 50),
    fpsP5: fpsPercentile(result.intervals, 5),
    longTasks: result.longTasks.filter((ms) => ms > 50).length,
    longestTaskMs: Math.max(0, ...result.longTasks),
    busyShare: busy / SECONDS,
    scriptShare: (end.script - start.script) / SECONDS,
    layoutShare: (end.layout - start.layout) / SECONDS,
    playedS: after - before,
    ...base,
  };
}

/** Opens the week with `line`, plays at 300x following the vehicle, then with the week in view. */
async function playWeek(
  context: BrowserContext,
  vehicleId: number,
  days: { from: string; to: string },
  line: 'canvas' | 'polyline',
): Promise<Recording[]> {
  const page = await context.newPage();
  const query = `vehicle=${vehicleId}&from=${days.from}&to=${days.to}${line === 'polyline' ? '&line=polyline' : ''}`;
  const opened = Date.now();
  await page.goto(`/trackvideo-2?${query}`);
  await page
    .getByTestId('pb-player')
    .waitFor({ timeout: 120_000 })
    .catch(async (error: unknown) => {
      // What the page showed instead (an error, the form), for whoever reads the failure.
      await page.screenshot({ path: '.tmp/bench-playback-failure.png' }).catch(() => undefined);
      const shown = await page
        .locator('[data-testid="pb-error"], [data-testid="pb-empty"], [role="alert"]')
        .allTextContents()
        .catch(() => []);
      throw new Error(`the player did not open (${shown.join(' | ') || 'nothing said'})`, {
        cause: error,
      });
    });
  const loadMs = Date.now() - opened;
  await page.getByTestId('pb-speed').selectOption('300');
  await page.getByTestId('pb-play').click();
  await page.waitForTimeout(sized(1_000, 200));
  const base = { positions: 0, loadMs };
  const following = await record(page, line, 'follow', base);
  // The whole week in view: following off, the map fitted to the track, still playing.
  await page.getByTestId('pb-follow').uncheck();
  await page.getByTestId('pb-fit').click();
  await page.waitForTimeout(sized(500, 100));
  const overview = await record(page, line, 'overview', base);
  await page.close();
  return [following, overview];
}

async function main(): Promise<void> {
  installSignalHandlers();
  if (!givenGateway()) ensureWebBuild(ensurePnpm);
  console.log(`[bench:playback] ${DAYS} days of one vehicle (${SOURCE} track) at 300x`);
  const gateway = await benchGateway(() =>
    startGateway({ extraEnv: { ARMADA_CLOCK_START: BUSY_MONDAY, LOG_LEVEL: 'warn' } }),
  );
  const browser = await benchBrowser();
  try {
    const context = await returningUserContext(browser, 'dispatcher', {
      baseURL: gateway.origin,
      viewport: BENCH_VIEWPORT,
    });
    await context.clock.install({ time: new Date(BUSY_MONDAY) });
    const fleet = await context.request.get('/api/live/fleet');
    const vehicle = (
      (await fleet.json()) as { data: { vehicles: { id: number; license_plate: string }[] } }
    ).data.vehicles[0];
    if (!vehicle) throw new Error('the company has no vehicle');
    // The days before the pinned clock's: whole days, the last one yesterday.
    const clockMs = Date.parse(BUSY_MONDAY);
    const days = { from: day(clockMs - DAYS * 86_400_000), to: day(clockMs - 86_400_000) };
    let positions = 0;
    if (SOURCE === 'synthetic') {
      await context.route('**/api/vehicle/*/track?**', (route) => {
        const url = new URL(route.request().url());
        const week = syntheticWeek(
          Date.parse(url.searchParams.get('from') ?? ''),
          Date.parse(url.searchParams.get('to') ?? ''),
          vehicle.id,
          vehicle.license_plate,
        );
        positions = week.positions.count;
        return route.fulfill({ json: { data: week } });
      });
    } else {
      context.on('response', (response) => {
        if (!/\/api\/vehicle\/\d+\/track\?/.test(response.url())) return;
        void response
          .json()
          .then((body: { data?: VehicleTrack }) => {
            positions = body.data?.positions.count ?? 0;
          })
          .catch(() => undefined);
      });
    }
    const rows: Recording[] = [];
    for (const line of ['canvas', 'polyline'] as const) {
      for (const row of await playWeek(context, vehicle.id, days, line))
        rows.push({ ...row, positions });
    }
    await context.close();

    console.log(
      `\nPlayback of ${days.from} to ${days.to} (${positions} positions, ${SOURCE}) at 300x, ${SECONDS} s each; viewport ${BENCH_VIEWPORT.width}x${BENCH_VIEWPORT.height}`,
    );
    console.log(
      'line                  phase      load ms  frames  fps median  fps p5  long tasks >50ms  longest ms  main thread busy  scripts  layout+style  track s played',
    );
    for (const r of rows) {
      console.log(
        [
          (r.line === 'canvas' ? 'track layer (ours)' : 'Leaflet polylines').padEnd(20),
          r.phase.padEnd(9),
          String(r.loadMs).padStart(8),
          String(r.frames).padStart(7),
          r.fpsMedian.toFixed(1).padStart(11),
          r.fpsP5.toFixed(1).padStart(7),
          String(r.longTasks).padStart(17),
          r.longestTaskMs.toFixed(0).padStart(11),
          `${(r.busyShare * 100).toFixed(1)}%`.padStart(17),
          `${(r.scriptShare * 100).toFixed(1)}%`.padStart(8),
          `${(r.layoutShare * 100).toFixed(1)}%`.padStart(13),
          String(r.playedS).padStart(15),
        ].join('  '),
      );
    }
    const ours = rows.filter((r) => r.line === 'canvas');
    const ok = ours.every((r) => r.fpsMedian >= 55 && r.longestTaskMs <= 100);
    console.log(
      `target (60 fps at 300x, no long task over 100 ms): ${ok ? 'met' : 'NOT met'} by the track layer`,
    );
    printFigures(
      'playback',
      rows.map(({ line, phase, ...figures }) => ({ name: `${line} ${phase}`, ...figures })),
    );
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
