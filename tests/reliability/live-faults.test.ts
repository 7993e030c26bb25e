import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CONSTANTS, type RawAlertWire } from '@armada/contracts/alerts';
import { alertCenterNewType } from '@armada/contracts/live';
import { liveChannels } from '../../apps/web/src/lib/live-channel/channels';
import type { LiveChannelClient } from '../../apps/web/src/lib/live-channel/live-channel-client';
import { recordFigure } from './lib/figures';
import { signIn } from './lib/http';
import {
  TcpRelay,
  raiseAlerts,
  untilState,
  webLiveClient,
  whoami,
  type SocketClose,
} from './lib/live-client';
import {
  freePort,
  makeTempDir,
  startGateway,
  startSimulator,
  stopProcess,
  type StartedServer,
} from './lib/servers';

/**
 * The live channel in upstream mode under faults (issue 12, "Faults in upstream mode"): a gateway
 * proxying to a standalone simulator, the web app's own live-channel client (its reconnect
 * policy, a token per attempt, the resume signal) in front of it.
 *
 * 1. The live service alone goes down (a relay between the gateway and the simulator's /ws is
 *    cut; REST stays up, so alerts are raised meanwhile) and comes back.
 * 2. The whole upstream is killed (kill -9) and restarted on the same data and port.
 *
 * Each time: the client's socket is closed at once with a clear code and reason (not left
 * hanging), the client is attached again within 5 s of the service's return, and the alerts
 * raised before, during and after the outage are each in the client's view once: received
 * live, or brought by the refetch the web makes on resume (the web's merge: by rawAlertId).
 */

/** The gateway's close code when its upstream drops a live socket (live-channel-proxy.ts). */
const UPSTREAM_GONE = 1014;
/** Issue 12: the live channel reconnects within 5 s when the upstream returns. */
const RECONNECT_TARGET_MS = 5000;
/** "Promptly": the client hears of the outage within this time (a printed figure). */
const CLOSE_TARGET_MS = 1000;
/**
 * The waits below are on conditions; this bound only catches a hang. How long things took is
 * printed with its target, not asserted: on a busy machine they are late, not wrong. What is
 * asserted of time is the client's own schedule: it never plans a retry further away than the
 * reconnect target, so it is back within the target of the service's return on any machine
 * that runs it on time.
 */
const HANG_MS = 60_000;
/** The newest alerts a refetch asks for: the web asks 20; a few more keep the fleet's own out. */
const REFETCH_SHOW = ALERT_CONSTANTS.list.pageSize * 5;
const DAY_MS = 24 * 60 * 60 * 1000;

const RAW_ALERTS = /* GraphQL */ `
  query RawAlerts($filter: RawAlertsFilter!) {
    rawAlerts(filter: $filter) {
      isSuccessful
      list {
        rawAlertId
        createdOn
      }
    }
  }
`;

/**
 * What the alert center shows, as the web builds it (use-alert-center-data.ts): live messages
 * merged by rawAlertId, the list fetched again after every reconnect and merged the same way.
 * It also counts how often each alert came live, so a replay would show.
 */
class ClientView {
  readonly listed = new Map<string, string>();
  readonly liveCount = new Map<string, number>();

  receiveLive(alert: { rawAlertId: string; createdOn: string }): void {
    this.liveCount.set(alert.rawAlertId, (this.liveCount.get(alert.rawAlertId) ?? 0) + 1);
    if (!this.listed.has(alert.rawAlertId)) this.listed.set(alert.rawAlertId, alert.createdOn);
  }

  refetched(list: readonly { rawAlertId: string; createdOn: string }[]): void {
    for (const alert of list)
      if (!this.listed.has(alert.rawAlertId)) this.listed.set(alert.rawAlertId, alert.createdOn);
  }
}

async function fetchNewestUrgent(origin: string, cookie: string) {
  const now = Date.now();
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: RAW_ALERTS,
      variables: {
        filter: {
          pagination: { page: 1, show: REFETCH_SHOW },
          orderBy: { field: 'createdOn', direction: 'desc' },
          isUrgent: true,
          startDate: new Date(now - ALERT_CONSTANTS.list.historyWindowDays * DAY_MS).toISOString(),
          endDate: new Date(now + DAY_MS).toISOString(),
        },
      },
    }),
  });
  const body = (await response.json()) as {
    data?: { rawAlerts?: { list: { rawAlertId: string; createdOn: string }[] } };
  };
  const list = body.data?.rawAlerts?.list;
  if (response.status !== 200 || !list) {
    throw new Error(`rawAlerts answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return list;
}

/** Polls until `condition` holds (no fixed sleeps). */
async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function killNow(server: StartedServer): Promise<void> {
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  try {
    process.kill(-(server.child.pid ?? 0), 'SIGKILL');
  } catch {
    server.child.kill('SIGKILL');
  }
  return exited;
}

describe('live channel faults in upstream mode', () => {
  const started = performance.now();
  const dataDir = makeTempDir('live-faults-simulator');
  let simulatorPort: number;
  let simulator: StartedServer;
  let relay: TcpRelay;
  let gateway: StartedServer;
  let cookie: string;
  let live: LiveChannelClient;
  let closes: SocketClose[];
  const view = new ClientView();
  const raised: { phase: string; alert: RawAlertWire }[] = [];
  let resumes = 0;
  /** How far ahead the client planned each retry when it planned it (ms). */
  const retryDelays: number[] = [];

  /** The client's schedule, not the machine's speed: no retry planned beyond the target. */
  function expectRetriesWithinTarget(): void {
    expect(retryDelays.length).toBeGreaterThan(0);
    expect(Math.max(...retryDelays)).toBeLessThanOrEqual(RECONNECT_TARGET_MS);
  }

  beforeAll(async () => {
    simulatorPort = await freePort();
    relay = await TcpRelay.start(await freePort(), simulatorPort);
    // Both boot at once: the gateway is ready (its /readyz) once its upstream answers.
    [simulator, gateway] = await Promise.all([
      startSimulator({ port: simulatorPort, dataDir }),
      startGateway({
        backend: 'upstream',
        upstreamOrigin: `http://127.0.0.1:${simulatorPort}`,
        // The live service behind its own relay, so it can go down while REST stays up.
        extraEnv: { UPSTREAM_WS_URL: `ws://127.0.0.1:${relay.port}` },
      }),
    ]);
    cookie = await signIn(gateway.origin, 'admin');
    const { userId } = await whoami(gateway.origin, cookie);
    ({ client: live, closes } = webLiveClient(gateway.origin, cookie));
    live.subscribe(liveChannels.alertCenterNew(userId), (message) => {
      expect(message.type).toBe(alertCenterNewType(userId));
      view.receiveLive(message.payload);
    });
    // The web's resume: fetch the list again and merge it (use-alert-center-data.ts).
    live.onResume(() => {
      resumes += 1;
      void fetchNewestUrgent(gateway.origin, cookie).then((list) => view.refetched(list));
    });
    live.connect();
    live.subscribeStatus(() => {
      const { retryAt } = live.getStatus();
      if (retryAt !== null) retryDelays.push(retryAt - Date.now());
    });
    await untilState(live, (state) => state === 'open', HANG_MS);
  });

  afterAll(async () => {
    live?.close();
    await Promise.all([gateway?.stop(), relay?.down(), simulator?.stop()]);
    recordFigure({
      area: 'faults',
      name: 'live channel faults file wall time',
      value: `${((performance.now() - started) / 1000).toFixed(1)} s`,
      target: '≤ 30 s',
    });
  });

  async function raise(phase: string, count: number): Promise<RawAlertWire[]> {
    const alerts = await raiseAlerts(gateway.origin, cookie, { level: 'urgent', count });
    expect(alerts).toHaveLength(count);
    for (const alert of alerts) raised.push({ phase, alert });
    return alerts;
  }

  async function receivedLive(alerts: readonly RawAlertWire[]): Promise<void> {
    await until(
      () => alerts.every((alert) => view.liveCount.has(alert.rawAlertId)),
      HANG_MS,
      'the raised alerts on the live channel',
    );
  }

  /** Takes the service down; returns how long the client took to hear it, and the close. */
  async function outage(takeDown: () => Promise<void>) {
    const before = closes.length;
    const at = performance.now();
    await takeDown();
    await until(() => closes.length > before, HANG_MS, "the client's socket to close");
    const close = closes[before];
    if (!close) throw new Error('no close recorded');
    await untilState(live, (state) => state === 'reconnecting', HANG_MS);
    return { close, afterMs: close.at - at };
  }

  it('cuts the client at once when the live service goes down, and reattaches it within 5 s of its return; no alert lost or doubled', async () => {
    await receivedLive(await raise('before', 3));

    const { close, afterMs } = await outage(() => relay.down());
    recordFigure({
      area: 'faults',
      name: 'live service down: client socket closed after',
      value: `${afterMs.toFixed(0)} ms (code ${close.code})`,
      target: `< ${CLOSE_TARGET_MS} ms, code ${UPSTREAM_GONE}`,
    });
    expect(close.code).toBe(UPSTREAM_GONE);
    expect(close.reason).toMatch(/live channel service went away/);

    // REST is up: alerts raised now are stored but nobody is attached to hear them.
    await raise('during', 3);
    // Long enough for the client to fail a few attempts against the refusing gateway.
    await until(() => live.getStatus().failedAttempts >= 2, HANG_MS, 'failed reconnect attempts');

    const resumesBefore = resumes;
    const back = performance.now();
    await relay.up();
    const reopened = await untilState(live, (state) => state === 'open', HANG_MS);
    recordFigure({
      area: 'faults',
      name: 'live service back: client attached again after',
      value: `${(reopened - back).toFixed(0)} ms`,
      target: `< ${RECONNECT_TARGET_MS} ms`,
    });
    expectRetriesWithinTarget();
    expect(resumes).toBe(resumesBefore + 1);

    await receivedLive(await raise('after', 3));
    await expectEveryAlertOnce();
  });

  it('cuts the client when the upstream is killed, and reattaches it within 5 s of its restart on the same data', async () => {
    const { close, afterMs } = await outage(() => killNow(simulator));
    recordFigure({
      area: 'faults',
      name: 'upstream killed: client socket closed after',
      value: `${afterMs.toFixed(0)} ms (code ${close.code})`,
      target: `< ${CLOSE_TARGET_MS} ms, code ${UPSTREAM_GONE}`,
    });
    expect(close.code).toBe(UPSTREAM_GONE);
    await stopProcess(simulator.child);

    simulator = await startSimulator({ port: simulatorPort, dataDir });
    const back = performance.now();
    const reopened = await untilState(live, (state) => state === 'open', HANG_MS);
    recordFigure({
      area: 'faults',
      name: 'upstream restarted: client attached again after (from ready)',
      value: `${Math.max(0, reopened - back).toFixed(0)} ms`,
      target: `< ${RECONNECT_TARGET_MS} ms`,
    });
    expectRetriesWithinTarget();

    await receivedLive(await raise('after restart', 3));
    await expectEveryAlertOnce();
  });

  async function expectEveryAlertOnce(): Promise<void> {
    // The resume's refetch has landed (it is asynchronous, like the web's invalidation).
    await until(
      () => raised.every(({ alert }) => view.listed.has(alert.rawAlertId)),
      HANG_MS,
      'every raised alert in the client view',
    ).catch(() => undefined);
    const missing = raised.filter(({ alert }) => !view.listed.has(alert.rawAlertId));
    const doubled = raised.filter(({ alert }) => (view.liveCount.get(alert.rawAlertId) ?? 0) > 1);
    const lostLive = raised.filter(
      ({ phase, alert }) => phase !== 'during' && !view.liveCount.has(alert.rawAlertId),
    );
    recordFigure({
      area: 'faults',
      name: 'alerts across live reconnects: lost / doubled',
      value: `${missing.length} / ${doubled.length} of ${raised.length}`,
      target: '0 / 0',
    });
    expect(missing.map(({ phase }) => phase)).toEqual([]);
    expect(doubled.map(({ phase }) => phase)).toEqual([]);
    expect(lostLive.map(({ phase }) => phase)).toEqual([]);
  }
});
