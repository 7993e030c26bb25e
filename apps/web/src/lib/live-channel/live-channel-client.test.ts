import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertActionResult } from '@armada/contracts/alerts';
import type { SystemNotification } from '@armada/contracts/notifications';
import { makeLiveAlert } from '@armada/contracts/testing';
import { liveChannels, type LiveMessageOf } from './channels';
import {
  backoffDelay,
  createLiveChannelClient,
  type LiveChannelClient,
  type LiveChannelOptions,
  type LiveChannelProblem,
  type LiveConnectionState,
} from './live-channel-client';
import {
  FakeLiveServer,
  FakeNetwork,
  globalTimers,
  isUnauthorizedError,
} from './testing/fake-live-server';

const START = Date.UTC(2026, 10, 23, 3, 0, 0);

const alert = makeLiveAlert();

const resolved: AlertActionResult = {
  rawAlertId: ['ra-1001'],
  userId: 7,
  actionType: 'Resolve',
  type: 'Resolve',
  data: { isResolved: true },
  createdOn: '2026-11-20T08:16:00.000Z',
  aggregate: { updatedAlerts: 1, updatedAlertStatuses: 1, insertedAlertLogs: 1 },
};

const announcement: SystemNotification = {
  system_notification_uuid: '5f0c6a52-8a3f-4d3c-9a57-1d2f1b1f9c01',
  is_read: false,
  action: 'pop_up_image',
  data: { title: 'Fitur baru', description: 'Laporan harian', url: '/img/new.png' },
  created_on: '2026-11-20T08:00:00.000Z',
  updated_on: null,
};

let server: FakeLiveServer;
let network: FakeNetwork;
let problems: LiveChannelProblem[];
let client: LiveChannelClient;
let random: number;

function makeClient(overrides: Partial<LiveChannelOptions> = {}): LiveChannelClient {
  client = createLiveChannelClient({
    fetchToken: server.fetchToken,
    socketUrl: server.socketUrl,
    WebSocket: server.WebSocket,
    isUnauthorized: isUnauthorizedError,
    onProblem: (problem) => problems.push(problem),
    timers: globalTimers,
    now: () => Date.now(),
    random: () => random,
    network,
    ...overrides,
  });
  return client;
}

/** Lets promises and microtasks settle (token fetch, socket open) without moving the clock. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

async function connected(): Promise<LiveChannelClient> {
  const live = client;
  live.connect();
  await settle();
  expect(live.getStatus().state).toBe('open');
  return live;
}

function sentTypes(index = -1): unknown[] {
  const socket = server.sockets.at(index);
  return (socket?.sentMessages() ?? []).map((m) => (m as { type: string }).type);
}

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  server = new FakeLiveServer();
  network = new FakeNetwork();
  problems = [];
  random = 0.5;
  makeClient();
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

describe('live channel client: connect and subscribe', () => {
  it('stays idle until connect, then fetches a token and opens /ws?token= with it', async () => {
    expect(client.getStatus().state).toBe('idle');
    await settle();
    expect(server.sockets).toHaveLength(0);

    client.connect();
    expect(client.getStatus().state).toBe('connecting');
    await settle();

    expect(client.getStatus()).toEqual({ state: 'open', failedAttempts: 0, retryAt: null });
    expect(server.issuedTokens).toHaveLength(1);
    expect(server.socketTokens()).toEqual(server.issuedTokens);
  });

  it('sends update_tags on open, also with no tags (docs/rules/alert-center.md §7)', async () => {
    await connected();
    expect(server.last.sentMessages()).toEqual([{ type: 'update_tags', payload: { tags: [] } }]);
  });

  it('delivers typed messages to the subscribers of their type only', async () => {
    const onNew = vi.fn<(m: LiveMessageOf<'alert-center-new'>) => void>();
    const onResolve = vi.fn<(m: LiveMessageOf<'alert-center-resolve'>) => void>();
    const onNotif = vi.fn<(m: LiveMessageOf<'system-notif'>) => void>();
    client.subscribe(liveChannels.alertCenterNew(7), onNew);
    client.subscribe(liveChannels.alertCenterResolve(12), onResolve);
    client.subscribe(liveChannels.systemNotif(7), (message) => {
      // The handler's parameter is typed by the channel: a SystemNotification payload.
      onNotif(message);
      expect(message.payload.is_read).toBe(false);
    });
    await connected();

    server.last.receive({ type: 'alert-center-new-7', payload: alert });
    server.last.receive({ type: 'alert-center-new-8', payload: alert });
    server.last.receive({ type: 'alert-center-resolve-12', payload: resolved });
    server.last.receive({ type: 'system-notif-7', payload: announcement });

    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onNew).toHaveBeenCalledWith({ type: 'alert-center-new-7', payload: alert });
    expect(onResolve).toHaveBeenCalledWith({ type: 'alert-center-resolve-12', payload: resolved });
    expect(onNotif).toHaveBeenCalledWith({ type: 'system-notif-7', payload: announcement });
    expect(problems).toEqual([]);
  });

  it('gives every subscriber of one type the message, and unsubscribes each on its own', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = client.subscribe(liveChannels.alertCenterNew(7), first);
    client.subscribe(liveChannels.alertCenterNew(7), second);
    await connected();

    server.last.receive({ type: 'alert-center-new-7', payload: alert });
    stopFirst();
    stopFirst();
    server.last.receive({ type: 'alert-center-new-7', payload: alert });

    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('sends the tags of tag channels, once per change, and drops a tag on its last unsubscribe', async () => {
    await connected();
    const stopA = client.subscribe(liveChannels.alertCenterTag(42), vi.fn());
    const stopA2 = client.subscribe(liveChannels.alertCenterTag(42), vi.fn());
    client.subscribe(liveChannels.alertCenterTag(17), vi.fn());
    // Identity-addressed channels need no tag.
    client.subscribe(liveChannels.systemNotif(7), vi.fn());
    await settle();
    expect(server.last.sentMessages().slice(1)).toEqual([
      { type: 'update_tags', payload: { tags: ['alert-center-17', 'alert-center-42'] } },
    ]);

    stopA();
    await settle();
    expect(server.last.sent).toHaveLength(2);
    stopA2();
    await settle();
    expect(server.last.sentMessages().at(-1)).toEqual({
      type: 'update_tags',
      payload: { tags: ['alert-center-17'] },
    });
    expect(client.sentTags).toEqual(['alert-center-17']);
  });

  it('stops delivering after unsubscribe', async () => {
    const handler = vi.fn();
    const stop = client.subscribe(liveChannels.alertCenterTag(42), handler);
    await connected();
    server.last.receive({ type: 'alert-center-42', payload: alert });
    stop();
    server.last.receive({ type: 'alert-center-42', payload: alert });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('live channel client: bad input', () => {
  it.each([
    ['text that is not JSON', 'not json', 'INVALID_JSON'],
    ['an unknown type', { type: 'alert-center-new-x', payload: alert }, 'UNKNOWN_TYPE'],
    [
      'a payload of the wrong shape',
      { type: 'alert-center-new-7', payload: { ...alert, vehicleId: 'forty-two' } },
      'INVALID_MESSAGE',
    ],
    ['a message without a type', { payload: alert }, 'INVALID_MESSAGE'],
  ])('drops and reports %s, and keeps delivering', async (_what, frame, code) => {
    const handler = vi.fn();
    client.subscribe(liveChannels.alertCenterNew(7), handler);
    await connected();

    server.last.receive(frame);
    expect(handler).not.toHaveBeenCalled();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ kind: 'invalid-message', error: { code } });

    server.last.receive({ type: 'alert-center-new-7', payload: alert });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(client.getStatus().state).toBe('open');
  });

  it('drops a binary frame', async () => {
    await connected();
    server.last.receiveRaw(new ArrayBuffer(4));
    expect(problems).toMatchObject([{ kind: 'invalid-message' }]);
    expect(client.getStatus().state).toBe('open');
  });

  it('reports the server refusing a frame, and a handler that throws without stopping others', async () => {
    const after = vi.fn();
    client.subscribe(liveChannels.alertCenterNew(7), () => {
      throw new Error('feature bug');
    });
    client.subscribe(liveChannels.alertCenterNew(7), after);
    await connected();

    server.last.receive({ type: 'error', code: 'INVALID_MESSAGE', message: 'Invalid update_tags' });
    server.last.receive({ type: 'alert-center-new-7', payload: alert });

    expect(after).toHaveBeenCalledTimes(1);
    expect(problems.map((p) => p.kind)).toEqual(['server-error', 'handler-error']);
    expect(client.getStatus().state).toBe('open');
  });

  it('rejects a channel id the protocol cannot carry', () => {
    expect(() => liveChannels.systemNotif(0)).toThrow(RangeError);
    expect(() => liveChannels.alertCenterTag('new-5')).toThrow(RangeError);
  });
});

describe('live channel client: reconnect and resume', () => {
  it('computes capped, jittered delays', () => {
    expect(backoffDelay(1, 0, 500, 4000)).toBe(250);
    expect(backoffDelay(1, 0.999, 500, 4000)).toBe(500);
    expect(backoffDelay(3, 0.5, 500, 4000)).toBe(1500);
    expect(backoffDelay(20, 0.999, 500, 4000)).toBe(3998);
    expect(backoffDelay(20, 1, 500, 4000)).toBe(4000);
    expect(backoffDelay(20, 0, 500, 4000)).toBe(2000);
  });

  it('reconnects with growing delays, a new token each time, and re-sends the tags', async () => {
    client.subscribe(liveChannels.alertCenterTag(42), vi.fn());
    await connected();
    const states: LiveConnectionState[] = [];
    client.subscribeStatus(() => states.push(client.getStatus().state));

    server.up = false;
    server.last.dropConnection();
    expect(client.getStatus()).toMatchObject({
      state: 'reconnecting',
      failedAttempts: 1,
      retryAt: START + 375,
    });

    // Attempts at +375 ms (failing), then after 750, then 1500 ms: the delays double.
    await vi.advanceTimersByTimeAsync(375);
    expect(client.getStatus()).toMatchObject({ failedAttempts: 2 });
    expect(client.getStatus().retryAt).toBe(Date.now() + 750);
    await vi.advanceTimersByTimeAsync(750);
    expect(client.getStatus().retryAt).toBe(Date.now() + 1500);
    expect(server.sockets).toHaveLength(1);

    server.up = true;
    await vi.advanceTimersByTimeAsync(1500);
    expect(client.getStatus()).toMatchObject({ state: 'open', retryAt: null });
    expect(server.sockets).toHaveLength(2);
    expect(server.socketTokens()).toEqual(server.issuedTokens);
    expect(new Set(server.issuedTokens).size).toBe(2);
    expect(server.last.sentMessages()).toEqual([
      { type: 'update_tags', payload: { tags: ['alert-center-42'] } },
    ]);
    expect(states[0]).toBe('reconnecting');
    expect(states.at(-1)).toBe('open');
  });

  it('keeps delivering to the old subscriptions after a reconnect', async () => {
    const handler = vi.fn();
    client.subscribe(liveChannels.alertCenterNew(7), handler);
    await connected();
    server.last.dropConnection();
    await vi.advanceTimersByTimeAsync(500);
    expect(server.sockets).toHaveLength(2);
    server.last.receive({ type: 'alert-center-new-7', payload: alert });
    // A late frame on the dead socket is ignored.
    server.sockets[0]?.receive({ type: 'alert-center-new-7', payload: alert });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it.each([
    [0, 0],
    [0, 1300],
    [0.999, 0],
    [0.999, 2100],
    [0.999, 3999],
  ])(
    'resumes within 5 s of the server coming back after a long outage (jitter %s, +%s ms)',
    async (jitter, offset) => {
      random = jitter;
      await connected();

      server.up = false;
      server.last.dropConnection();
      await vi.advanceTimersByTimeAsync(120_000 + offset);
      expect(client.getStatus().state).toBe('reconnecting');
      // Retries settle at one per 2-4 s: no flood against a server that is down.
      expect(server.tokenRequests).toBeLessThanOrEqual(1 + 120_000 / 2000 + 5);
      expect(server.tokenRequests).toBeGreaterThan(120_000 / 4000);

      server.up = true;
      const back = Date.now();
      while (client.getStatus().state !== 'open' && Date.now() - back < 10_000) {
        await vi.advanceTimersByTimeAsync(50);
      }
      expect(client.getStatus().state).toBe('open');
      expect(Date.now() - back).toBeLessThanOrEqual(4000);
    },
  );

  it('tells resume listeners after a reconnect with the time it was away, not on the first open', async () => {
    const onResume = vi.fn();
    client.onResume(onResume);
    await connected();
    expect(onResume).not.toHaveBeenCalled();

    server.up = false;
    server.last.dropConnection();
    await vi.advanceTimersByTimeAsync(2000);
    server.up = true;
    await vi.advanceTimersByTimeAsync(4000);
    expect(client.getStatus().state).toBe('open');
    expect(onResume).toHaveBeenCalledTimes(1);
    const [{ downtimeMs }] = onResume.mock.calls[0] as [{ downtimeMs: number }];
    expect(downtimeMs).toBeGreaterThan(2000);
    expect(downtimeMs).toBeLessThanOrEqual(6000);
  });

  it('resets the backoff after a connection that stayed up, not after one that dropped at once', async () => {
    await connected();
    server.last.dropConnection();
    await vi.advanceTimersByTimeAsync(375);
    expect(client.getStatus().state).toBe('open');
    // Dropped again right away: the next delay keeps growing.
    server.last.dropConnection();
    expect(client.getStatus().failedAttempts).toBe(2);
    await vi.advanceTimersByTimeAsync(750);
    expect(client.getStatus().state).toBe('open');
    await vi.advanceTimersByTimeAsync(15_000);
    server.last.dropConnection();
    expect(client.getStatus()).toMatchObject({ failedAttempts: 1, retryAt: Date.now() + 375 });
  });

  it('gives up on a socket that does not open in time and retries', async () => {
    server.autoOpen = false;
    client.connect();
    await settle();
    expect(client.getStatus().state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.sockets[0]?.closedWith).toHaveLength(1);
    expect(client.getStatus().state).toBe('reconnecting');
    expect(problems).toMatchObject([{ kind: 'connect-failed' }]);
    server.autoOpen = true;
    await vi.advanceTimersByTimeAsync(500);
    expect(client.getStatus().state).toBe('open');
  });

  it('waits while the browser is offline and connects as soon as it is back', async () => {
    await connected();
    network.online = false;
    server.last.dropConnection();
    expect(client.getStatus()).toMatchObject({ state: 'offline', retryAt: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sockets).toHaveLength(1);

    network.set(true);
    await settle();
    expect(client.getStatus().state).toBe('open');
    expect(server.sockets).toHaveLength(2);
  });
});

describe('live channel client: heartbeat', () => {
  it('sends PING after 25 s of silence and keeps the connection while PONG comes back', async () => {
    await connected();
    await vi.advanceTimersByTimeAsync(24_999);
    expect(sentTypes()).toEqual(['update_tags']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sentTypes()).toEqual(['update_tags', 'PING']);
    server.last.receive({ type: 'PONG' });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(sentTypes()).toEqual(['update_tags', 'PING', 'PING']);
    expect(client.getStatus().state).toBe('open');
    expect(server.sockets).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('treats a missing PONG as a dead connection and reconnects', async () => {
    await connected();
    await vi.advanceTimersByTimeAsync(25_000 + 10_000);
    expect(server.sockets[0]?.closedWith).toEqual([{ code: 4000, reason: 'reconnecting' }]);
    expect(client.getStatus().state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(client.getStatus().state).toBe('open');
    expect(server.sockets).toHaveLength(2);
  });
});

describe('live channel client: sign-out', () => {
  it('closes the socket with 1000 and stops retrying on close()', async () => {
    const handler = vi.fn();
    client.subscribe(liveChannels.alertCenterNew(7), handler);
    await connected();
    const socket = server.last;

    client.close();
    expect(socket.closedWith).toEqual([{ code: 1000, reason: 'closed by client' }]);
    expect(client.getStatus()).toEqual({ state: 'idle', failedAttempts: 0, retryAt: null });
    expect(network.listenerCount).toBe(0);
    socket.receive({ type: 'alert-center-new-7', payload: alert });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.sockets).toHaveLength(1);
    expect(handler).not.toHaveBeenCalled();
  });

  it('cancels a retry that was waiting and a token request in flight', async () => {
    await connected();
    server.up = false;
    server.last.dropConnection();
    client.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sockets).toHaveLength(1);

    let resolveToken: (token: string) => void = () => undefined;
    makeClient({
      fetchToken: () => new Promise<string>((resolve) => (resolveToken = resolve)),
    });
    client.connect();
    client.close();
    resolveToken('token-late-0000000001');
    await settle();
    expect(server.sockets).toHaveLength(1);
    expect(client.getStatus().state).toBe('idle');
  });

  it('stops, and says so, when the token request answers 401 (session gone)', async () => {
    const onUnauthorized = vi.fn();
    makeClient({ onUnauthorized });
    await connected();
    server.signedOut = true;
    server.last.dropConnection();
    await vi.advanceTimersByTimeAsync(375);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(client.getStatus().state).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.sockets).toHaveLength(1);
  });

  it('connects again after a new sign-in, with the subscriptions still registered', async () => {
    client.subscribe(liveChannels.alertCenterTag(42), vi.fn());
    await connected();
    client.close();
    client.connect();
    await settle();
    expect(client.getStatus().state).toBe('open');
    expect(server.last.sentMessages()).toEqual([
      { type: 'update_tags', payload: { tags: ['alert-center-42'] } },
    ]);
  });
});
