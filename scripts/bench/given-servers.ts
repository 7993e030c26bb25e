// A gateway and a browser a bench may be given instead of starting its own. The smoke step
// (scripts/bench/smoke) starts one gateway and one Chromium for all its benches and passes their
// addresses down, so that a dozen benches do not each pay a gateway's cold start (seconds of
// CPU: the world written into a new PGlite database) and a browser launch. Run alone, a bench
// starts its own as before; pointed at a gateway already running, it measures that one:
//
//   BENCH_GATEWAY_ORIGIN  a running gateway in simulator mode, e.g. http://127.0.0.1:8080
//   BENCH_GATEWAY_PID     its process id, for the figures that read its CPU time (else NaN)
//   BENCH_BROWSER_WS      the endpoint of a Playwright browser server (chromium.launchServer)
//
// A given gateway is left running and a given browser open when the bench ends.
import { chromium, type Browser } from 'playwright-core';
import type { StartedServer } from '../lib/servers.mjs';
import { CHROMIUM_ARGS, findChromium } from '../lib/setup.mjs';

export const GIVEN_GATEWAY_ORIGIN = 'BENCH_GATEWAY_ORIGIN';
export const GIVEN_GATEWAY_PID = 'BENCH_GATEWAY_PID';
export const GIVEN_BROWSER_WS = 'BENCH_BROWSER_WS';

/** What the benches use of a gateway, whether they started it or were given it. */
export interface BenchGateway {
  origin: string;
  /** Process start to the first /readyz 200; null for a given gateway. */
  readyMs: number | null;
  child: { readonly pid?: number | undefined };
  /** True when the bench was given the gateway (it is not the bench's to stop). */
  given: boolean;
  /** Stops a gateway the bench started; does nothing to a given one. */
  stop(): Promise<void>;
}

function variable(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

/** The gateway named by BENCH_GATEWAY_ORIGIN, if any. */
export function givenGateway(): BenchGateway | undefined {
  const origin = variable(GIVEN_GATEWAY_ORIGIN);
  if (!origin) return undefined;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`${GIVEN_GATEWAY_ORIGIN} must be an http:// origin (got "${origin}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${GIVEN_GATEWAY_ORIGIN} must be an http:// origin (got "${origin}")`);
  const rawPid = variable(GIVEN_GATEWAY_PID);
  const pid = rawPid === undefined ? undefined : Number(rawPid);
  if (pid !== undefined && !(Number.isInteger(pid) && pid > 0))
    throw new Error(`${GIVEN_GATEWAY_PID} must be a process id (got "${rawPid}")`);
  return {
    origin: url.origin,
    readyMs: null,
    child: { pid },
    given: true,
    stop: () => Promise.resolve(),
  };
}

/** The given gateway, else the one `start` starts (the bench's own, stopped by `stop()`). */
export async function benchGateway(start: () => Promise<StartedServer>): Promise<BenchGateway> {
  const given = givenGateway();
  if (given) return given;
  const server = await start();
  return {
    origin: server.origin,
    readyMs: server.readyMs,
    child: server.child,
    given: false,
    stop: () => server.stop(),
  };
}

/**
 * The browser server named by BENCH_BROWSER_WS, else a Chromium of the bench's own. Either way
 * `close()` ends the bench's part: a given browser is only disconnected from.
 */
export async function benchBrowser(): Promise<Browser> {
  const endpoint = variable(GIVEN_BROWSER_WS);
  if (endpoint) return chromium.connect(endpoint);
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('no Chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}
