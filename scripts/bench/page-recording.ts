// What the browser benchmarks (bench:alerts, bench:live) share: a signed-in returning user's
// browser, and recording how smoothly a page draws.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@armada/contracts/auth';
import { dismissForSession, keepPromotionsAway } from '../../tests/e2e/returning-user';
import { sized } from './figures';

/**
 * 10:00 WIB on a Monday: day shifts out, a quarter of the night ones still driving. The clock of
 * every browser bench's gateway, and of the one the smoke step shares between them.
 */
export const BUSY_MONDAY = '2026-11-16T10:00:00+07:00';

/**
 * The window the browser benches draw in: a laptop's in a full run. A smoke run's is smaller:
 * Chromium's raster and compositing, the shared browser's largest cost in the smoke step, shrink
 * with it, and its figures are not judged. Wide enough for every page's desktop layout.
 */
export const BENCH_VIEWPORT = sized({ width: 1440, height: 900 }, { width: 1024, height: 640 });

/**
 * A browser context signed in as a demo account the way a returning user comes back: the
 * session cookie already there (signed in through the API, as the browser tests' saved sessions
 * are), no promotion due and the first-visit prompts closed (tests/e2e/returning-user.ts, shared
 * with the browser tests' fixtures). A bench then opens the page it measures directly, with
 * nothing of a first visit over it to click through.
 */
export async function returningUserContext(
  browser: Browser,
  account: string,
  options: BrowserContextOptions & { baseURL: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    ...options,
  });
  // First, so it runs before a clock the bench installs later (init scripts run in order).
  await context.addInitScript(KEEP_FRAME_CLOCK);
  await keepPromotionsAway(context);
  await dismissForSession(context, 'onboarding');
  await dismissForSession(context, 'contactReminder');
  const response = await context.request.post('/auth/login', {
    data: { username: account, password: DEMO_PASSWORD },
  });
  if (response.status() !== 200) {
    await context.close();
    throw new Error(
      `sign-in of ${account} answered ${response.status()}: ${await response.text()}`,
    );
  }
  return context;
}

/**
 * Keeps the page's own `requestAnimationFrame` and `performance.now` where `recordFrames` finds
 * them. Playwright's `clock.install` (the benches pin the page's clock to the servers') replaces
 * both: its frames are 16 ms timers, so a recording through them counted timer turns, not the
 * frames Chromium drew, and printed about 60 fps whatever the page cost to draw.
 */
const KEEP_FRAME_CLOCK = `window.__benchFrameClock = {
  requestFrame: window.requestAnimationFrame.bind(window),
  now: performance.now.bind(performance),
};`;

export interface FrameRecording {
  /** Milliseconds between consecutive animation frames. */
  intervals: number[];
  /** Durations of the long tasks (over 50 ms) the page ran. */
  longTasks: number[];
  /** `performance.memory.usedJSHeapSize` at the end, where Chromium exposes it. */
  heap: number | null;
  /**
   * The animation frames that blocked the page over 50 ms (Chromium's Long Animation Frames
   * API), each with what ran in it: what names a long task the count above only counts.
   */
  longFrames: LongFrame[];
}

/** One long animation frame: its length, the share of it that blocked input, and its parts. */
export interface LongFrame {
  ms: number;
  blockingMs: number;
  /** From the frame's start to its style and layout, and that work's own length. */
  beforeRenderMs: number;
  renderMs: number;
  /** The scripts that ran in it, longest first (`LONG_FRAME_SCRIPTS`). */
  scripts: string[];
}

/**
 * Source text of a page function naming the `count` longest scripts of a long animation frame:
 * `invoker function file:char (ms)`, the file's character position finding the code in the
 * built bundle (microtasks count in their script).
 */
export const LONG_FRAME_SCRIPTS = `(entry, count) => [...entry.scripts]
  .sort((a, b) => b.duration - a.duration)
  .slice(0, count)
  .map((s) => [
    s.invoker,
    s.sourceFunctionName,
    (s.sourceURL || '').split('/').pop() + ':' + s.sourceCharPosition,
    '(' + Math.round(s.duration) + ')',
  ].filter(Boolean).join(' '))`;

/** Records animation-frame intervals and long tasks in the page for `seconds`. */
export async function recordFrames(page: Page, seconds: number): Promise<FrameRecording> {
  // Written as source text: tsx would wrap named functions in a helper the page lacks.
  return (await page.evaluate(`new Promise((resolve) => {
    const intervals = [];
    const longTasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ entryTypes: ['longtask'] });
    const longFrames = [];
    const frames = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration <= 50) continue;
        // renderStart is 0 in a frame that rendered nothing.
        const renderStart = entry.renderStart || entry.startTime + entry.duration;
        longFrames.push({
          ms: entry.duration,
          blockingMs: entry.blockingDuration,
          beforeRenderMs: renderStart - entry.startTime,
          renderMs: entry.startTime + entry.duration - renderStart,
          scripts: (${LONG_FRAME_SCRIPTS})(entry, 4),
        });
      }
    });
    try { frames.observe({ type: 'long-animation-frame' }); } catch {}
    const clock = window.__benchFrameClock || {
      requestFrame: window.requestAnimationFrame.bind(window),
      now: performance.now.bind(performance),
    };
    let last = clock.now();
    const end = last + ${seconds} * 1000;
    const onFrame = (now) => {
      intervals.push(now - last);
      last = now;
      if (now < end) { clock.requestFrame(onFrame); return; }
      observer.disconnect();
      frames.disconnect();
      const memory = performance.memory;
      resolve({ intervals, longTasks, heap: memory ? memory.usedJSHeapSize : null, longFrames });
    };
    clock.requestFrame(onFrame);
  })`)) as FrameRecording;
}

/** Frames per second at percentile `p` (0-100) of a recording's intervals. */
export function fpsPercentile(intervals: readonly number[], p: number): number {
  const fps = intervals.filter((ms) => ms > 0).map((ms) => 1000 / ms);
  fps.sort((a, b) => a - b);
  if (fps.length === 0) return 0;
  return fps[Math.min(fps.length - 1, Math.max(0, Math.floor((p / 100) * fps.length)))] ?? 0;
}
