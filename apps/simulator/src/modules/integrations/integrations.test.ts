import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertActionDateRange, type RawAlert } from '@armada/contracts/alerts';
import { SECOND_COMPANY_ADMIN } from '@armada/contracts/auth';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_LIMITS,
  type ApiKey,
  type CreatedApiKey,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
} from '@armada/contracts/integrations';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import { retryDelayMs } from './webhook-dispatcher';
import { httpWebhookSender } from './webhook-sender';
import { verifyWebhook } from './webhook-signature';
import { WebhookService } from './webhook-service';

/** One request a receiver got. */
interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local receiver: `answer` decides each reply (a status, or a promise of one to hold it), and
 * every request is kept. `next()` resolves with the next request to arrive.
 */
async function receiver(answer: (n: number) => number | Promise<number>) {
  const got: Received[] = [];
  const waiting: ((r: Received) => void)[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const r = { headers: req.headers, body };
      got.push(r);
      waiting.shift()?.(r);
      void Promise.resolve(answer(got.length)).then((status) => res.writeHead(status).end('ok'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    got,
    next: () => new Promise<Received>((resolve) => waiting.push(resolve)),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let t: TestSimulator;
let admin: string;
let other: string;
/** The admin's company. */
let companyId: number;

const api = '/api/integration';
const call = async <T>(
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const response = await t.as(cookie, { method, url, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json<T>() };
};

async function addEndpoint(cookie: string, url: string, events: string[]) {
  const made = await call<{ data: CreatedWebhookEndpoint }>(cookie, 'POST', `${api}/webhook`, {
    url,
    description: 'ERP gudang',
    events,
  });
  expect(made.status).toBe(201);
  return made.body.data;
}

async function deliveriesOf(cookie: string, endpointId: number) {
  const page = await call<WebhookDeliveryPage>(
    cookie,
    'GET',
    `${api}/webhook/${endpointId}/delivery?limit=100`,
  );
  expect(page.status).toBe(200);
  return page.body.data.items;
}

async function detail(cookie: string, id: number) {
  const one = await call<{ data: WebhookDeliveryDetail }>(
    cookie,
    'GET',
    `${api}/webhook-delivery/${id}`,
  );
  expect(one.status).toBe(200);
  return one.body.data;
}

const services = () => t.simulator.services;
async function settle(): Promise<void> {
  await services().webhookEvents.flush();
  await services().webhookDispatcher.runDue();
}

beforeAll(async () => {
  t = await startTestSimulator({ controls: true });
});
// Tests step the clock by days: sessions are made again for each.
beforeEach(async () => {
  admin = await t.login('admin');
  other = await t.login(SECOND_COMPANY_ADMIN);
  const whoami = await t.as(admin, { method: 'GET', url: '/api/whoami' });
  companyId = whoami.json<{ data: { companyId: number } }>().data.companyId;
});
afterAll(async () => {
  await t.close();
});

describe('webhook endpoints', () => {
  it('WHK-2 refuses plain http and internal hosts outside the test mode', () => {
    const strict = new WebhookService({
      store: undefined as never,
      clock: t.clock,
      iso: () => '',
      allowLoopback: false,
      written: () => undefined,
    });
    expect(strict.checkUrl('https://erp.example.co.id/hooks/armada')).toBe(
      'https://erp.example.co.id/hooks/armada',
    );
    for (const bad of [
      'http://erp.example.co.id/hook',
      'http://127.0.0.1:9000/hook',
      'https://127.0.0.1/hook',
      'https://192.168.1.10/hook',
      'https://localhost/hook',
      'https://user:pw@erp.example.co.id/hook',
      'ftp://erp.example.co.id/',
    ])
      expect(() => strict.checkUrl(bad), bad).toThrow();
  });

  it('WHK-1 WHK-5 shows the secret once, lists without it, and refuses bad bodies', async () => {
    const made = await addEndpoint(admin, 'http://127.0.0.1:9/hook', ['alert.created']);
    expect(made.secret).toMatch(/^whsec_/);
    expect(made.secret_hint).toBe(made.secret.slice(-4));
    const list = await call<{ data: WebhookEndpoint[] }>(admin, 'GET', `${api}/webhook`);
    const listed = list.body.data.find((e) => e.id === made.id);
    expect(listed).toBeDefined();
    expect(JSON.stringify(list.body)).not.toContain(made.secret);

    const noEvents = await call(admin, 'POST', `${api}/webhook`, { url: made.url, events: [] });
    expect(noEvents.status).toBe(400);
    const plain = await call(admin, 'POST', `${api}/webhook`, {
      url: 'http://erp.example.co.id/hook',
      events: ['task.done'],
    });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ reason: 'webhookEndpoint.urlNotHttps' });

    // WHK-4: another company sees nothing of it.
    const foreign = await call(other, 'PUT', `${api}/webhook/${made.id}`, { active: false });
    expect(foreign.status).toBe(404);
    const removed = await call(admin, 'DELETE', `${api}/webhook/${made.id}`);
    expect(removed.status).toBe(200);
  });

  it('WHK-5 WHK-8 WHK-9 signs a test event the receiver can verify, and logs the attempt', async () => {
    const hook = await receiver(() => 200);
    try {
      const endpoint = await addEndpoint(admin, hook.url, ['task.done']);
      const arrived = hook.next();
      const sent = await call<{ data: WebhookDelivery }>(
        admin,
        'POST',
        `${api}/webhook/${endpoint.id}/test`,
      );
      expect(sent.status).toBe(202);
      await settle();
      const request = await arrived;
      expect(request.headers[WEBHOOK_HEADERS.event]).toBe('webhook.test');
      expect(request.headers[WEBHOOK_HEADERS.delivery]).toBe(String(sent.body.data.id));
      const signature = String(request.headers[WEBHOOK_HEADERS.signature]);
      const now = Math.floor(t.clock.now() / 1000);
      expect(verifyWebhook(endpoint.secret, signature, request.body, now, 300)).toBe(true);
      // A changed body or another secret does not verify.
      expect(verifyWebhook(endpoint.secret, signature, `${request.body} `, now, 300)).toBe(false);
      expect(verifyWebhook('whsec_other', signature, request.body, now, 300)).toBe(false);
      expect(JSON.parse(request.body)).toMatchObject({
        event: 'webhook.test',
        company_id: expect.any(Number),
      });

      const log = await detail(admin, sent.body.data.id);
      expect(log.status).toBe('DELIVERED');
      expect(log.body).toBe(request.body);
      expect(log.attempt_log).toEqual([
        expect.objectContaining({ number: 1, response_code: 200, duration_ms: expect.any(Number) }),
      ]);
    } finally {
      await hook.close();
    }
  });

  it('WHK-6 retries with a growing wait on the clock, then delivers; WHK-10 replays', async () => {
    const hook = await receiver((n) => (n <= 2 ? 500 : 200));
    try {
      const endpoint = await addEndpoint(admin, hook.url, ['task.started']);
      services().webhookEvents.taskChanged(companyId, t.clock.now(), {
        version: 1,
        task_id: 900_001,
        vehicle_id: 1,
        status: 'STARTED',
        at: '2026-11-20T10:00:00+07:00',
        stops: [],
      });
      await settle();
      expect(hook.got).toHaveLength(1);
      // Not due yet: nothing more is sent.
      t.clock.advance(retryDelayMs(1) - 1000);
      await settle();
      expect(hook.got).toHaveLength(1);
      t.clock.advance(1000);
      await settle();
      expect(hook.got).toHaveLength(2);
      t.clock.advance(retryDelayMs(2));
      await settle();
      expect(hook.got).toHaveLength(3);

      const [delivery] = await deliveriesOf(admin, endpoint.id);
      expect(delivery).toMatchObject({ event: 'task.started', status: 'DELIVERED', attempts: 3 });
      const log = await detail(admin, delivery?.id ?? 0);
      expect(log.attempt_log.map((a) => a.response_code)).toEqual([500, 500, 200]);
      // The same body each time, signed at each attempt's time.
      expect(new Set(hook.got.map((r) => r.body)).size).toBe(1);

      const replay = await call<{ data: WebhookDelivery }>(
        admin,
        'POST',
        `${api}/webhook-delivery/${delivery?.id}/replay`,
      );
      expect(replay.status).toBe(202);
      expect(replay.body.data).toMatchObject({
        replay_of: delivery?.id,
        event_id: delivery?.event_id,
      });
      await settle();
      expect(hook.got).toHaveLength(4);
      expect(hook.got[3]?.body).toBe(hook.got[0]?.body);
      // WHK-3: the same event again is not delivered twice.
      services().webhookEvents.taskChanged(companyId, t.clock.now(), {
        version: 1,
        task_id: 900_001,
        vehicle_id: 1,
        status: 'STARTED',
        at: '2026-11-20T10:00:00+07:00',
        stops: [],
      });
      await settle();
      expect(hook.got).toHaveLength(4);
      await call(admin, 'DELETE', `${api}/webhook/${endpoint.id}`);
    } finally {
      await hook.close();
    }
  });

  it('WHK-6 gives up after 24 hours of failed attempts; WHK-10 a pending one is not replayed', async () => {
    const hook = await receiver(() => 503);
    try {
      const endpoint = await addEndpoint(admin, hook.url, ['task.done']);
      const sent = await call<{ data: WebhookDelivery }>(
        admin,
        'POST',
        `${api}/webhook/${endpoint.id}/test`,
      );
      await settle();
      const early = await call(
        admin,
        'POST',
        `${api}/webhook-delivery/${sent.body.data.id}/replay`,
      );
      expect(early.status).toBe(409);
      for (let hour = 0; hour < 25; hour++) {
        t.clock.advance(WEBHOOK_LIMITS.maxRetryMs);
        await settle();
      }
      admin = await t.login('admin'); // the session of before has expired
      const log = await detail(admin, sent.body.data.id);
      expect(log.status).toBe('FAILED');
      expect(log.next_attempt_on).toBeNull();
      const first = Date.parse(log.attempt_log[0]?.at ?? '');
      const last = Date.parse(log.attempt_log.at(-1)?.at ?? '');
      expect(last - first).toBeLessThanOrEqual(WEBHOOK_LIMITS.retryWindowMs);
      expect(log.attempt_log.every((a) => a.response_code === 503)).toBe(true);
      // Waits grow: 30 s, 1 min, 2 min … up to an hour.
      const gaps = log.attempt_log
        .slice(1)
        .map((a, i) => Date.parse(a.at) - Date.parse(log.attempt_log[i]?.at ?? ''));
      expect(gaps[0]).toBeGreaterThanOrEqual(retryDelayMs(1));
      expect(Math.max(...gaps)).toBeLessThanOrEqual(WEBHOOK_LIMITS.maxRetryMs);
      const count = hook.got.length;
      t.clock.advance(WEBHOOK_LIMITS.retryWindowMs);
      await settle();
      expect(hook.got).toHaveLength(count);
      await call(admin, 'DELETE', `${api}/webhook/${endpoint.id}`);
    } finally {
      await hook.close();
    }
  });

  it('WHK-7 a hanging endpoint of one company does not hold another company’s delivery', async () => {
    let release: (status: number) => void = () => undefined;
    const held = new Promise<number>((resolve) => (release = resolve));
    const slow = await receiver(() => held);
    const fast = await receiver(() => 200);
    try {
      const mine = await addEndpoint(admin, slow.url, ['task.done']);
      const theirs = await addEndpoint(other, fast.url, ['task.done']);
      const slowArrived = slow.next();
      const fastArrived = fast.next();
      // Several events for the slow one first, then one for the other company.
      for (let i = 0; i < 5; i++) await call(admin, 'POST', `${api}/webhook/${mine.id}/test`);
      await call(other, 'POST', `${api}/webhook/${theirs.id}/test`);
      await slowArrived;
      await fastArrived;
      // The other company's is delivered while ours still hangs.
      const dispatcher = services().webhookDispatcher;
      for (;;) {
        const [delivery] = await deliveriesOf(other, theirs.id);
        if (delivery?.status === 'DELIVERED') break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const ours = await deliveriesOf(admin, mine.id);
      expect(ours.filter((d) => d.status === 'SENDING')).toHaveLength(
        WEBHOOK_LIMITS.perEndpointConcurrency,
      );
      expect(ours.filter((d) => d.status === 'PENDING')).toHaveLength(
        5 - WEBHOOK_LIMITS.perEndpointConcurrency,
      );
      release(200);
      await dispatcher.runDue();
      expect((await deliveriesOf(admin, mine.id)).every((d) => d.status === 'DELIVERED')).toBe(
        true,
      );
      await call(admin, 'DELETE', `${api}/webhook/${mine.id}`);
      await call(other, 'DELETE', `${api}/webhook/${theirs.id}`);
    } finally {
      release(200);
      await slow.close();
      await fast.close();
    }
  });

  it('WHK-7 an endpoint that does not answer in time is a failed attempt', async () => {
    const hook = await receiver(() => new Promise<number>(() => undefined));
    try {
      const outcome = await httpWebhookSender({
        url: hook.url,
        headers: {},
        body: '{}',
        timeoutMs: 50,
        excerptMax: 10,
      });
      expect(outcome.responseCode).toBeNull();
      expect(outcome.detail).toMatch(/no answer within 50 ms/);
    } finally {
      await hook.close();
    }
  });
});

describe('webhook events', () => {
  it('WHK-3 tasks started and done, stops delivered and failed, each once', async () => {
    const hook = await receiver(() => 200);
    try {
      const endpoint = await addEndpoint(admin, hook.url, [
        'task.started',
        'task.done',
        'stop.delivered',
        'stop.failed',
      ]);
      const events = services().webhookEvents;
      const eta = (status: 'STARTED' | 'DONE', stops: ('EN_ROUTE' | 'DELIVERED' | 'FAILED')[]) => ({
        version: 1 as const,
        task_id: 900_002,
        vehicle_id: 1,
        status,
        at: '2026-11-20T10:00:00+07:00',
        stops: stops.map((s, i) => ({
          id: 800 + i,
          sequence: i + 1,
          status: s,
          eta_on: null,
          late: false,
        })),
      });
      events.taskChanged(companyId, t.clock.now(), eta('STARTED', ['EN_ROUTE', 'EN_ROUTE']));
      events.taskChanged(companyId, t.clock.now(), eta('STARTED', ['DELIVERED', 'EN_ROUTE']));
      events.taskChanged(companyId, t.clock.now(), eta('STARTED', ['DELIVERED', 'EN_ROUTE']));
      events.taskChanged(companyId, t.clock.now(), eta('DONE', ['DELIVERED', 'FAILED']));
      // Another company's task reaches none of our endpoints.
      events.taskChanged(companyId + 1, t.clock.now(), { ...eta('STARTED', []), task_id: 900_003 });
      await settle();
      const got = hook.got.map((r) => JSON.parse(r.body) as { event: string; event_id: string });
      expect(got.map((r) => r.event).sort()).toEqual(
        ['stop.delivered', 'stop.failed', 'task.done', 'task.started'].sort(),
      );
      expect(got.find((r) => r.event === 'stop.failed')?.event_id).toBe('stop.failed:801');
      await call(admin, 'DELETE', `${api}/webhook/${endpoint.id}`);
    } finally {
      await hook.close();
    }
  });

  it('WHK-3 a new alert and its resolution reach an endpoint that listens', async () => {
    const hook = await receiver(() => 200);
    const operator = await t.login('operator');
    try {
      await services().liveFleet.start();
      const endpoint = await addEndpoint(admin, hook.url, ['alert.created', 'alert.resolved']);
      const raised = await t.as(admin, {
        method: 'POST',
        url: '/api/simulator/alerts',
        payload: { count: 1 },
      });
      expect(raised.statusCode).toBe(201);
      const [alert] = raised.json<{ data: RawAlert[] }>().data;
      if (!alert) throw new Error('no alert raised');
      await settle();
      const created = hook.got.map(
        (r) => JSON.parse(r.body) as { event: string; data: { alert_id: number } },
      );
      expect(created).toEqual([
        expect.objectContaining({
          event: 'alert.created',
          data: expect.objectContaining({ alert_id: Number(alert.rawAlertId) }),
        }),
      ]);
      const resolved = await t.as(operator, {
        method: 'POST',
        url: '/graphql',
        payload: {
          query: `mutation A($input: UpsertRawAlertsActionInput!) { upsertRawAlertsAction(input: $input) { isSuccessful message } }`,
          variables: {
            input: {
              rawAlertId: [alert.rawAlertId],
              selectionMode: 'Selection',
              actionType: 'Resolve',
              data: { isResolved: true },
              dateRange: alertActionDateRange(alert.createdOn),
            },
          },
        },
      });
      expect(resolved.body).toContain('"isSuccessful":true');
      await settle();
      expect(hook.got.map((r) => (JSON.parse(r.body) as { event: string }).event)).toEqual([
        'alert.created',
        'alert.resolved',
      ]);
      await call(admin, 'DELETE', `${api}/webhook/${endpoint.id}`);
    } finally {
      await services().liveFleet.stop();
      await hook.close();
    }
  });
});

describe('API keys', () => {
  it('APIK-1 … APIK-6 reads with a read-only key, writes with a read-write one, until revoked', async () => {
    const made = await call<{ data: CreatedApiKey }>(admin, 'POST', `${api}/api-key`, {
      name: 'Dasbor BI',
      scope: 'READ_ONLY',
    });
    expect(made.status).toBe(201);
    const key = made.body.data.key;
    expect(key).toMatch(/^armk_/);
    expect(made.body.data.key_prefix).toBe(key.slice(0, 11));
    const listed = await call<{ data: ApiKey[] }>(admin, 'GET', `${api}/api-key`);
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const bearer = (k: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${k}` },
        ...(payload ? { payload } : {}),
      });
    const read = await bearer(key, 'GET', `${api}/webhook`);
    expect(read.statusCode).toBe(200);
    const viaHeader = await t.app.inject({
      method: 'GET',
      url: '/api/whoami',
      headers: { 'x-api-key': key },
    });
    expect(viaHeader.statusCode).toBe(200);
    const write = await bearer(key, 'POST', `${api}/request`, { integration: 'erp' });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ reason: 'apiKey.readOnly' });

    const rw = await call<{ data: CreatedApiKey }>(admin, 'POST', `${api}/api-key`, {
      name: 'ERP',
      scope: 'READ_WRITE',
    });
    const rwKey = rw.body.data.key;
    const asked = await bearer(rwKey, 'POST', `${api}/request`, {
      integration: 'erp',
      note: 'SAP B1',
    });
    expect(asked.statusCode).toBe(201);
    // APIK-6: a key does not make keys or endpoints.
    const minted = await bearer(rwKey, 'POST', `${api}/api-key`, {
      name: 'x',
      scope: 'READ_WRITE',
    });
    expect(minted.statusCode).toBe(403);
    expect(minted.json()).toMatchObject({ reason: 'apiKey.sessionOnly' });
    // A key of one company reads nothing of another's.
    const theirs = await addEndpoint(other, 'http://127.0.0.1:9/x', ['task.done']);
    const foreign = await bearer(rwKey, 'GET', `${api}/webhook/${theirs.id}/delivery`);
    expect(foreign.statusCode).toBe(404);
    await call(other, 'DELETE', `${api}/webhook/${theirs.id}`);

    // APIK-5: the last use is kept.
    const after = await call<{ data: ApiKey[] }>(admin, 'GET', `${api}/api-key`);
    expect(after.body.data.find((k) => k.id === made.body.data.id)?.last_used_on).not.toBeNull();

    // APIK-3: revoked keys are refused; unknown ones too.
    const revoked = await call<{ data: ApiKey }>(
      admin,
      'POST',
      `${api}/api-key/${made.body.data.id}/revoke`,
    );
    expect(revoked.body.data.revoked_on).not.toBeNull();
    expect((await bearer(key, 'GET', `${api}/webhook`)).statusCode).toBe(401);
    expect((await bearer(`armk_${'A'.repeat(43)}`, 'GET', `${api}/webhook`)).statusCode).toBe(401);
    // A key on /auth is not a session.
    expect((await bearer(rwKey, 'GET', '/auth/ws-token')).statusCode).toBe(401);
  });
});

describe('integration requests', () => {
  it('INT-2 records a request for an integration that is not built, per company', async () => {
    const asked = await call<{ data: { id: number; integration: string } }>(
      admin,
      'POST',
      `${api}/request`,
      {
        integration: 'fuel-cards',
        note: 'Kartu BBM Pertamina untuk 40 truk',
        contact: 'Budi 0812-1111-2222',
      },
    );
    expect(asked.status).toBe(201);
    const mine = await call<{ data: { id: number }[] }>(admin, 'GET', `${api}/request`);
    expect(mine.body.data.some((r) => r.id === asked.body.data.id)).toBe(true);
    const theirs = await call<{ data: { id: number }[] }>(other, 'GET', `${api}/request`);
    expect(theirs.body.data.some((r) => r.id === asked.body.data.id)).toBe(false);
    const bad = await call(admin, 'POST', `${api}/request`, { integration: 'sap' });
    expect(bad.status).toBe(400);
  });
});
