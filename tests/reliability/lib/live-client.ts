import { createServer, type Server, type Socket } from 'node:net';
import WebSocket from 'ws';
import type { RawAlertWire } from '@armada/contracts/alerts';
import { whoamiRoute, wsTokenRoute } from '@armada/contracts/auth';
import { API_BASES } from '@armada/contracts/shared';
import { raiseAlertsRoute, type RaiseAlertsBody } from '@armada/contracts/simulator-control';
import {
  createLiveChannelClient,
  type LiveChannelClient,
  type LiveChannelOptions,
  type LiveSocketConstructor,
} from '../../../apps/web/src/lib/live-channel/live-channel-client';

/** One close of a socket the web's client opened, as the client saw it. */
export interface SocketClose {
  code: number;
  reason: string;
  /** performance.now() when the close event came. */
  at: number;
}

/** A token request refused because the session is gone. */
class SessionGone extends Error {}

/**
 * The web app's own live-channel client (apps/web/src/lib/live-channel: its reconnect policy,
 * token per attempt, tags, resume signal) running in Node on the `ws` package against a server
 * origin, with the closes of its sockets recorded.
 */
export function webLiveClient(
  origin: string,
  cookie: string,
  options: Partial<LiveChannelOptions> = {},
): { client: LiveChannelClient; closes: SocketClose[] } {
  const closes: SocketClose[] = [];
  class RecordingSocket extends WebSocket {
    constructor(url: string) {
      super(url);
      this.on('close', (code: number, reason: Buffer) =>
        closes.push({ code, reason: reason.toString(), at: performance.now() }),
      );
    }
  }
  const client = createLiveChannelClient({
    fetchToken: async (signal) => {
      const response = await fetch(`${origin}${wsTokenRoute.url}`, {
        headers: { cookie },
        signal,
      });
      if (response.status === 401) throw new SessionGone('session gone');
      if (response.status !== 200) throw new Error(`ws-token answered ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    socketUrl: (token) =>
      `${origin.replace(/^http/, 'ws')}${API_BASES.liveChannel}?token=${encodeURIComponent(token)}`,
    WebSocket: RecordingSocket as unknown as LiveSocketConstructor,
    isUnauthorized: (error) => error instanceof SessionGone,
    onProblem: () => undefined,
    ...options,
  });
  return { client, closes };
}

/** Resolves when the client's state satisfies `test` (checked now and on every change). */
export function untilState(
  client: LiveChannelClient,
  test: (state: string) => boolean,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!test(client.getStatus().state)) return false;
      stop();
      clearTimeout(timer);
      resolve(performance.now());
      return true;
    };
    const stop = client.subscribeStatus(check);
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`live client still ${client.getStatus().state} after ${timeoutMs} ms`));
    }, timeoutMs);
    check();
  });
}

export async function whoami(
  origin: string,
  cookie: string,
): Promise<{ userId: number; companyId: number }> {
  const response = await fetch(`${origin}${whoamiRoute.url}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`whoami answered ${response.status}`);
  return ((await response.json()) as { data: { userId: number; companyId: number } }).data;
}

/**
 * POST the simulator control: raise alerts now (stored, then pushed on the live channel). The
 * fleet starts in the background after the simulator is ready (FLEET-1), and until it moves the
 * control answers 404 `vehicle.notFound` (CTRL-1): asked for any vehicle, that answer is waited
 * out (up to `startBoundMs`), any other is an error.
 */
export async function raiseAlerts(
  origin: string,
  cookie: string,
  body: RaiseAlertsBody,
  startBoundMs = 30_000,
): Promise<RawAlertWire[]> {
  const giveUpAt = performance.now() + startBoundMs;
  for (;;) {
    const response = await fetch(`${origin}${raiseAlertsRoute.url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === 201) return ((await response.json()) as { data: RawAlertWire[] }).data;
    const text = await response.text();
    const starting =
      response.status === 404 &&
      body.vehicleId === undefined &&
      text.includes('"vehicle.notFound"') &&
      performance.now() < giveUpAt;
    if (!starting) throw new Error(`raise alerts answered ${response.status}: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A TCP relay in front of a port that the test can take down (refusing and cutting every
 * connection, as a crashed or unreachable service does) and bring back on the same port.
 */
export class TcpRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly port: number,
    private readonly targetPort: number,
  ) {}

  static async start(port: number, targetPort: number): Promise<TcpRelay> {
    const relay = new TcpRelay(port, targetPort);
    await relay.up();
    return relay;
  }

  up(): Promise<void> {
    const server = createServer((inbound) => {
      const outbound = new (inbound.constructor as typeof Socket)();
      this.sockets.add(inbound).add(outbound);
      const cut = () => {
        inbound.destroy();
        outbound.destroy();
        this.sockets.delete(inbound);
        this.sockets.delete(outbound);
      };
      inbound.on('error', cut).on('close', cut);
      outbound.on('error', cut).on('close', cut);
      outbound.connect(this.targetPort, '127.0.0.1');
      inbound.pipe(outbound).pipe(inbound);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Stops listening and cuts every connection (no WebSocket close frame: a TCP close). */
  down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (!server) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}
