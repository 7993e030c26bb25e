import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiKeyListSchema,
  CreatedApiKeySchema,
  CreatedWebhookEndpointSchema,
  IntegrationRequestListSchema,
  WEBHOOK_HEADERS,
  WebhookDeliveryDetailSchema,
  WebhookDeliveryPageSchema,
  WebhookEndpointListSchema,
  createApiKeyRoute,
  createIntegrationRequestRoute,
  createWebhookEndpointRoute,
  deleteWebhookEndpointRoute,
  getWebhookDeliveryRoute,
  listApiKeysRoute,
  listIntegrationRequestsRoute,
  listWebhookDeliveriesRoute,
  listWebhookEndpointsRoute,
  replayWebhookDeliveryRoute,
  revokeApiKeyRoute,
  testWebhookEndpointRoute,
  updateWebhookEndpointRoute,
  type CreatedApiKey,
  type CreatedWebhookEndpoint,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
} from '@armada/contracts/integrations';
import { ItemResponseSchema } from '@armada/contracts/shared';
import { ApiClient, adminClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Integrations against a running server (docs/rules/integrations.md): a webhook endpoint on a
 * receiver in this process (loopback http is allowed with ARMADA_SIM_CONTROLS, as the suite's
 * servers run), a signed test event it verifies, the delivery log and a replay; an API key
 * used through whatever the target is (the gateway passes the header on), read-only refusing a
 * write, revoked refusing everything; a request for an integration. Retries on a stepped
 * clock and a slow endpoint beside a fast one are the simulator's tests.
 */

const at = (url: string, id: number) => url.replace(':id', String(id));

let admin: ApiClient;
let server: Server;
let hookUrl = '';
const received: { headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  admin = adminClient();
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/armada`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Waits (bounded) until the condition holds, asking again after each short pause. */
async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`waited in vain for ${what}`);
}

describe('webhooks', () => {
  it('delivers a signed test event to a local receiver, logs it and replays it', async () => {
    const made = await admin.post<{ data: CreatedWebhookEndpoint }>(
      createWebhookEndpointRoute.url,
      {
        url: hookUrl,
        description: 'Penerima uji kontrak',
        events: ['stop.delivered', 'stop.failed'],
      },
    );
    expectStatus(made, 201);
    expectSchema(ItemResponseSchema(CreatedWebhookEndpointSchema), made.body, 'created');
    const endpoint = made.body.data;

    const list = await admin.get(listWebhookEndpointsRoute.url);
    expectStatus(list, 200);
    expectSchema(WebhookEndpointListSchema, list.body, 'endpoints');
    expect(list.text).not.toContain(endpoint.secret);

    const sent = await admin.post<{ data: WebhookDelivery }>(
      at(testWebhookEndpointRoute.url, endpoint.id),
    );
    expectStatus(sent, 202);
    const request = await until('the test event', async () =>
      received.find((r) => r.headers[WEBHOOK_HEADERS.delivery] === String(sent.body.data.id)),
    );
    const signature = String(request.headers[WEBHOOK_HEADERS.signature]);
    const [, t = '', v1 = ''] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(createHmac('sha256', endpoint.secret).update(`${t}.${request.body}`).digest('hex')).toBe(
      v1,
    );
    expect(JSON.parse(request.body)).toMatchObject({ event: 'webhook.test' });

    const detail = await until('the logged attempt', async () => {
      const one = await admin.get<{ data: WebhookDeliveryDetail }>(
        at(getWebhookDeliveryRoute.url, sent.body.data.id),
      );
      return one.body.data.status === 'DELIVERED' ? one : undefined;
    });
    expectSchema(ItemResponseSchema(WebhookDeliveryDetailSchema), detail.body, 'delivery');
    expect(detail.body.data.attempt_log[0]).toMatchObject({ number: 1, response_code: 204 });

    const page = await admin.get<WebhookDeliveryPage>(
      at(listWebhookDeliveriesRoute.url, endpoint.id),
    );
    expectStatus(page, 200);
    expectSchema(WebhookDeliveryPageSchema, page.body, 'deliveries');
    expect(page.body.data.items.map((d) => d.id)).toContain(sent.body.data.id);

    const replay = await admin.post<{ data: WebhookDelivery }>(
      at(replayWebhookDeliveryRoute.url, sent.body.data.id),
    );
    expectStatus(replay, 202);
    await until('the replay', async () =>
      received.find((r) => r.headers[WEBHOOK_HEADERS.delivery] === String(replay.body.data.id)),
    );

    const paused = await admin.put(at(updateWebhookEndpointRoute.url, endpoint.id), {
      active: false,
    });
    expectStatus(paused, 200);
    const removed = await admin.delete(at(deleteWebhookEndpointRoute.url, endpoint.id));
    expectStatus(removed, 200);
    expectError(await admin.get(at(listWebhookDeliveriesRoute.url, endpoint.id)), 404);
  });

  it('refuses an address that is not https', async () => {
    const refused = await admin.post(createWebhookEndpointRoute.url, {
      url: 'http://hooks.example.co.id/armada',
      events: ['task.done'],
    });
    expectError(refused, 400);
    expect(refused.body).toMatchObject({ reason: 'webhookEndpoint.urlNotHttps' });
  });
});

describe('API keys', () => {
  it('a read-only key reads and may not write; a revoked key is refused', async () => {
    const made = await admin.post<{ data: CreatedApiKey }>(createApiKeyRoute.url, {
      name: 'Uji kontrak',
      scope: 'READ_ONLY',
    });
    expectStatus(made, 201);
    expectSchema(ItemResponseSchema(CreatedApiKeySchema), made.body, 'created key');
    const key = made.body.data.key;
    const keyed = new ApiClient(admin.baseUrl);
    const bearer = { headers: { authorization: `Bearer ${key}` }, anonymous: true };

    const read = await keyed.get(listApiKeysRoute.url, bearer);
    expectStatus(read, 200);
    expectSchema(ApiKeyListSchema, read.body, 'keys');
    expect(read.text).not.toContain(key);
    const viaHeader = await keyed.get('/order/api/web/v1/customer', {
      headers: { 'x-api-key': key },
      anonymous: true,
    });
    expectStatus(viaHeader, 200);
    const write = await keyed.post(
      createIntegrationRequestRoute.url,
      { integration: 'erp' },
      bearer,
    );
    expectError(write, 403);
    expect(write.body).toMatchObject({ reason: 'apiKey.readOnly' });

    expectStatus(await admin.post(at(revokeApiKeyRoute.url, made.body.data.id)), 200);
    expectError(await keyed.get(listApiKeysRoute.url, bearer), 401);
  });
});

describe('integration requests', () => {
  it('records a request for an integration that is not built yet', async () => {
    const asked = await admin.post(createIntegrationRequestRoute.url, {
      integration: 'fuel-cards',
      note: 'Kartu BBM untuk 40 truk',
    });
    expectStatus(asked, 201);
    const list = await admin.get(listIntegrationRequestsRoute.url);
    expectStatus(list, 200);
    expectSchema(IntegrationRequestListSchema, list.body, 'requests');
  });
});
