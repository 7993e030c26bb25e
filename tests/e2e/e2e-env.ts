import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * What the harness (scripts/test.mjs) tells the browser tests through the environment, read in
 * one place: the config, the global setup and the fixtures all import it. No Playwright test
 * import here, so the config and the global setup can load it.
 */

/**
 * Where every page clock starts unless a test pins its own: a Saturday in the middle of the
 * month, so neither the promotional banner (Monday to Friday) nor the feedback survey (the last
 * 5 days of a month) is due. `E2E_NOW` (`node scripts/test.mjs --e2e-date ...`) moves it.
 */
export const DEFAULT_E2E_NOW = '2026-11-14T10:00:00+07:00';

/** The instant the page clock starts at in this run (ISO 8601). */
export const E2E_NOW = process.env.E2E_NOW?.trim() || DEFAULT_E2E_NOW;

/** Throws when `E2E_NOW` is not a date-time JavaScript reads. */
export function checkE2eNow(): number {
  const time = Date.parse(E2E_NOW);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(E2E_NOW) || !Number.isFinite(time)) {
    throw new Error(
      `E2E_NOW must be an ISO 8601 date-time such as 2026-11-23T09:00:00+07:00 (got "${E2E_NOW}")`,
    );
  }
  return time;
}

/**
 * The gateways to test, one per worker: `E2E_BASE_URLS` (comma list, from scripts/test.mjs),
 * else `E2E_BASE_URL`, else a gateway started by hand on 8080.
 */
export function e2eBaseUrls(): string[] {
  const list = (process.env.E2E_BASE_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (list.length > 0) return list;
  return [process.env.E2E_BASE_URL?.trim() || 'http://127.0.0.1:8080'];
}

/** The gateway a worker uses: workers with the same parallel index reuse the same one. */
export function gatewayIndex(parallelIndex: number): number {
  return parallelIndex % e2eBaseUrls().length;
}

/** Screenshots for people to look at; E2E_SCREENSHOTS=0 skips them (`npm test` by default). */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * Saved sessions (Playwright storage state) of the demo accounts, written by the global setup;
 * one folder per run (`E2E_RUN`, set by `npm test` per browser step), so the pinned-day run and
 * the main run can go side by side without one's global setup rewriting the other's sessions.
 */
export const AUTH_DIR = path.join(
  fileURLToPath(new URL('../../.tmp/e2e-auth/', import.meta.url)),
  (process.env.E2E_RUN ?? 'default').replace(/[^a-z0-9-]/gi, '-'),
);

export function authFile(gateway: number, user: string): string {
  return path.join(AUTH_DIR, `gateway-${gateway}`, `${user}.json`);
}
