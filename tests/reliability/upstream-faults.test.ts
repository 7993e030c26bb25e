// Faults in upstream mode (issue 12) for REST and GraphQL: the gateway in upstream mode in
// front of an upstream that is down, slow past the timeout, resets connections or drops the
// socket mid-answer. Every call must end (the time it took is printed against the configured
// timeout plus a small margin) with 502 or 504 in the JSON error shape, or, once the upstream's
// headers have been passed on, with the answer visibly cut off (never a truncated body that
// looks complete, never a hang);
// and the gateway stays healthy and proxies again when the upstream is back. The live channel
// has its own file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, loginRoute } from '@armada/contracts/auth';
import { apiRoutes } from '@armada/contracts/catalogue';
import { API_BASES } from '@armada/contracts/shared';
import { recordFigure } from './lib/figures';
import { startFaultUpstream, type FaultMode, type FaultUpstream } from './lib/fault-upstream';
import { isErrorShape } from './lib/http';
import { startGateway, type StartedServer } from './lib/servers';

const TIMEOUT_MS = 1_000;
/** What an answer may take beyond UPSTREAM_TIMEOUT_MS: scheduling on a busy 2-core machine. */
const MARGIN_MS = 750;
/**
 * Once the upstream's headers are passed on, its body may go quiet for UPSTREAM_TIMEOUT_MS
 * between chunks (undici's bodyTimeout), and undici checks that on timers that tick about
 * every 500 ms, two ticks at least: a stalled body is cut off up to this much later.
 */
const BODY_TIMER_SLACK_MS = 1_000;
/** The client gives up here: a call still open then has hung. */
const CLIENT_CAP_MS = 60_000;
/**
 * /healthz right after each fault, a printed figure with its target. Times are not asserted
 * here: on a busy machine they are late, not wrong. What is asserted is machine-independent:
 * every call ends (the client's cap above only catches a hang; the slow upstream never answers,
 * so only the gateway's timeout can end those calls), with the right status and shape, and
 * /healthz answers after each fault.
 */
const HEALTHZ_MS = 100;
/** The file's wall-clock budget in npm test (issue 12 brief). */
const BUDGET_MS = 25_000;

interface Target {
  upstream: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** A plain GET list route of the catalogue under `base` (no path parameters). */
function restTarget(upstream: string, base: string): Target {
  const route = apiRoutes.find(
    (r) => r.method === 'GET' && r.url.startsWith(`${base}/`) && !r.url.includes(':'),
  );
  if (!route) throw new Error(`no GET route without parameters under ${base}`);
  return { upstream, method: 'GET', path: route.url };
}

/** One call per upstream the gateway proxies over plain HTTP: main, order, fleet planning, sign-in, GraphQL. */
const TARGETS: readonly Target[] = [
  restTarget('main', API_BASES.main),
  restTarget('order', API_BASES.order),
  restTarget('fleet planning', API_BASES.fleetPlanning),
  {
    upstream: 'sign-in',
    method: 'POST',
    path: loginRoute.url,
    body: { username: 'admin', password: DEMO_PASSWORD },
  },
  {
    upstream: 'GraphQL',
    method: 'POST',
    path: API_BASES.graphql,
    body: { query: '{ __typename }' },
  },
];

type Outcome =
  /** A whole answer arrived. */
  | { kind: 'answered'; status: number; body: unknown; ms: number }
  /** Headers arrived, then the body was cut off (the client saw the connection end early). */
  | { kind: 'cut-off'; status: number; ms: number }
  /** The connection failed before any answer. */
  | { kind: 'failed'; error: string; ms: number }
  /** Nothing ended it within CLIENT_CAP_MS. */
  | { kind: 'hung'; ms: number };

let gateway: StartedServer;
let upstream: FaultUpstream;
const fileStarted = performance.now();

async function call(target: Target): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const signal = AbortSignal.timeout(CLIENT_CAP_MS);
  let response: Response;
  try {
    response = await fetch(`${gateway.origin}${target.path}`, {
      method: target.method,
      signal,
      ...(target.body !== undefined && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(target.body),
      }),
    });
  } catch (error) {
    if (signal.aborted) return { kind: 'hung', ms: elapsed() };
    return { kind: 'failed', error: String(error), ms: elapsed() };
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    if (signal.aborted) return { kind: 'hung', ms: elapsed() };
    return { kind: 'cut-off', status: response.status, ms: elapsed() };
  }
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: kept as text, which no expectation below accepts as an error shape
  }
  return { kind: 'answered', status: response.status, body, ms: elapsed() };
}

/** Every target at once against the upstream in `mode`. */
async function wave(mode: FaultMode): Promise<{ target: Target; outcome: Outcome }[]> {
  await upstream.setMode(mode);
  return Promise.all(TARGETS.map(async (target) => ({ target, outcome: await call(target) })));
}

function describeOutcome(target: Target, outcome: Outcome): string {
  const base = `${target.method} ${target.path} (${target.upstream}): ${outcome.kind} in ${outcome.ms.toFixed(0)} ms`;
  if (outcome.kind === 'answered')
    return `${base}, ${outcome.status} ${JSON.stringify(outcome.body).slice(0, 200)}`;
  if (outcome.kind === 'cut-off') return `${base}, status ${outcome.status}`;
  if (outcome.kind === 'failed') return `${base}, ${outcome.error}`;
  return base;
}

/** /healthz right after a fault: the best of five, in ms (one slow try is the busy machine's). */
async function healthzMs(): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const response = await fetch(`${gateway.origin}/healthz`);
    await response.text();
    expect(response.status).toBe(200);
    times.push(performance.now() - started);
  }
  return Math.min(...times);
}

const slowest = new Map<string, number>();
const bounds = new Map<string, number>();
/** The slowest of the best /healthz times after each fault. */
let healthiest = 0;

/** The checks every fault wave shares: none hung, all within the timeout and margin, /healthz fast. */
async function expectBoundedAndHealthy(
  fault: string,
  results: { target: Target; outcome: Outcome }[],
  boundMs = TIMEOUT_MS + MARGIN_MS,
): Promise<void> {
  const report = results.map(({ target, outcome }) => describeOutcome(target, outcome));
  for (const { outcome } of results) {
    expect(outcome.kind, report.join('\n')).not.toBe('hung');
  }
  bounds.set(fault, boundMs);
  slowest.set(fault, Math.max(...results.map(({ outcome }) => outcome.ms)));
  const health = await healthzMs();
  healthiest = Math.max(healthiest, health);
}

/** A 502 or 504 in the JSON error shape, naming the failing upstream. */
function expectGatewayError(
  results: { target: Target; outcome: Outcome }[],
  status: 502 | 504,
): void {
  for (const { target, outcome } of results) {
    const text = describeOutcome(target, outcome);
    expect(outcome.kind, text).toBe('answered');
    if (outcome.kind !== 'answered') continue;
    expect(outcome.status, text).toBe(status);
    expect(isErrorShape(outcome.body, status), text).toBe(true);
    expect((outcome.body as { message: string }).message, text).toContain(target.upstream);
  }
}

/**
 * The upstream failed after its headers: the gateway has already passed on the status line,
 * so the client must see the answer cut off (or, if nothing was sent yet, a 502/504 JSON), and
 * never a 200 whose truncated body looks complete.
 */
function expectCutOffOrGatewayError(results: { target: Target; outcome: Outcome }[]): void {
  for (const { target, outcome } of results) {
    const text = describeOutcome(target, outcome);
    if (outcome.kind === 'cut-off' || outcome.kind === 'failed') continue;
    expect(outcome.kind, text).toBe('answered');
    if (outcome.kind !== 'answered') continue;
    expect([502, 504], text).toContain(outcome.status);
    expect(isErrorShape(outcome.body, outcome.status), text).toBe(true);
  }
}

beforeAll(async () => {
  upstream = await startFaultUpstream();
  gateway = await startGateway({
    backend: 'upstream',
    upstreamOrigin: upstream.origin,
    extraEnv: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
});

afterAll(async () => {
  await gateway?.stop();
  await upstream?.close();
  for (const [fault, ms] of slowest) {
    recordFigure({
      area: 'faults',
      name: `upstream ${fault}: slowest REST/GraphQL answer`,
      value: `${ms.toFixed(0)} ms`,
      target: `<= ${bounds.get(fault) ?? TIMEOUT_MS + MARGIN_MS} ms (timeout ${TIMEOUT_MS} ms)`,
    });
  }
  recordFigure({
    area: 'faults',
    name: 'upstream faults: /healthz right after each (slowest best-of-5)',
    value: `${healthiest.toFixed(1)} ms`,
    target: `< ${HEALTHZ_MS} ms`,
  });
  recordFigure({
    area: 'faults',
    name: 'upstream-faults.test.ts wall clock',
    value: `${((performance.now() - fileStarted) / 1000).toFixed(1)} s`,
    target: `<= ${BUDGET_MS / 1000} s`,
  });
});

describe('upstream mode: REST and GraphQL when the upstream fails', () => {
  it('proxies every upstream while it is healthy (the baseline)', async () => {
    for (const { target, outcome } of await wave('ok')) {
      const text = describeOutcome(target, outcome);
      expect(outcome.kind, text).toBe('answered');
      if (outcome.kind === 'answered') expect(outcome.status, text).toBe(200);
    }
  });

  it('answers 502 JSON when the upstream resets the connection before answering', async () => {
    const results = await wave('reset');
    expectGatewayError(results, 502);
    await expectBoundedAndHealthy('reset', results);
  });

  // Found by this test: undici's headers timeout fired up to a second late (its coarse timers),
  // so a 1000 ms timeout answered after about 1.5 s; the gateway now keeps the time itself
  // (upstream-proxy.ts headersDeadlines; unit test in upstream-proxy.test.ts).
  it('answers 504 JSON within the timeout when the upstream never answers', async () => {
    const results = await wave('hang');
    expectGatewayError(results, 504);
    for (const { outcome } of results) expect(outcome.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    await expectBoundedAndHealthy('slow past the timeout', results);
  });

  it('cuts the answer off within the timeout when the upstream stalls mid-body', async () => {
    const results = await wave('stall-body');
    expectCutOffOrGatewayError(results);
    await expectBoundedAndHealthy(
      'stalls mid-body',
      results,
      TIMEOUT_MS + BODY_TIMER_SLACK_MS + MARGIN_MS,
    );
  });

  it('cuts the answer off when the upstream drops the socket mid-body (chunked)', async () => {
    const results = await wave('drop-chunked');
    expectCutOffOrGatewayError(results);
    await expectBoundedAndHealthy('drops the socket mid-body (chunked)', results);
  });

  it('cuts the answer off when the upstream drops the socket mid-body (Content-Length)', async () => {
    const results = await wave('drop-length');
    expectCutOffOrGatewayError(results);
    await expectBoundedAndHealthy('drops the socket mid-body (length)', results);
  });

  it('answers 502 JSON at once when the upstream is down (port closed)', async () => {
    const results = await wave('down');
    expectGatewayError(results, 502);
    await expectBoundedAndHealthy('down', results);
  });

  it('proxies again as soon as the upstream is back', async () => {
    for (const { target, outcome } of await wave('ok')) {
      const text = describeOutcome(target, outcome);
      expect(outcome.kind, text).toBe('answered');
      if (outcome.kind === 'answered') expect(outcome.status, text).toBe(200);
    }
  });
});
