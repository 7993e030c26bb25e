// What the browser benchmarks (bench:alerts, bench:live) share: signing in through the form and
// recording how smoothly a page draws.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '@armada/contracts';

/** Signs in as a demo account through the sign-in form and waits for the dashboard. */
export async function signInAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/dashboard/, { timeout: 60_000 });
}

export interface FrameRecording {
  /** Milliseconds between consecutive animation frames. */
  intervals: number[];
  /** Durations of the long tasks (over 50 ms) the page ran. */
  longTasks: number[];
  /** `performance.memory.usedJSHeapSize` at the end, where Chromium exposes it. */
  heap: number | null;
}

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
    let last = performance.now();
    const end = last + ${seconds} * 1000;
    const onFrame = (now) => {
      intervals.push(now - last);
      last = now;
      if (now < end) { requestAnimationFrame(onFrame); return; }
      observer.disconnect();
      const memory = performance.memory;
      resolve({ intervals, longTasks, heap: memory ? memory.usedJSHeapSize : null });
    };
    requestAnimationFrame(onFrame);
  })`)) as FrameRecording;
}

/** Frames per second at percentile `p` (0-100) of a recording's intervals. */
export function fpsPercentile(intervals: readonly number[], p: number): number {
  const fps = intervals.filter((ms) => ms > 0).map((ms) => 1000 / ms);
  fps.sort((a, b) => a - b);
  if (fps.length === 0) return 0;
  return fps[Math.min(fps.length - 1, Math.max(0, Math.floor((p / 100) * fps.length)))] ?? 0;
}
