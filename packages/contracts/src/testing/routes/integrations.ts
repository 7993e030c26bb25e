import {
  createApiKeyRoute,
  createIntegrationRequestRoute,
  createWebhookEndpointRoute,
  listWebhookEndpointsRoute,
  testWebhookEndpointRoute,
  updateWebhookEndpointRoute,
} from '../../integrations/integration-routes';
import { defineRouteFixtures, type TenantCall } from '../route-fixtures';

const at = (url: string, id: number) => url.replace(':id', String(id));
const rows = (body: unknown) => (body as { data?: { id: number }[] }).data ?? [];

/**
 * One paused endpoint with a test delivery waiting on it (WHK-4: nothing is sent while
 * paused, so the records stay as they are while the suite probes them), an API key and a
 * request, for the lists no company has records of at start.
 */
async function records(call: TenantCall): Promise<void> {
  const made = await call('POST', createWebhookEndpointRoute.url, {
    url: 'https://hooks.example.co.id/armada',
    events: ['task.done'],
  });
  if (made.status !== 201) throw new Error(`webhook endpoint: ${made.status}`);
  const id = (made.body as { data: { id: number } }).data.id;
  const paused = await call('PUT', at(updateWebhookEndpointRoute.url, id), { active: false });
  if (paused.status !== 200) throw new Error(`pause: ${paused.status}`);
  const test = await call('POST', at(testWebhookEndpointRoute.url, id));
  if (test.status !== 202) throw new Error(`test event: ${test.status}`);
  const key = await call('POST', createApiKeyRoute.url, {
    name: 'Uji isolasi',
    scope: 'READ_ONLY',
  });
  if (key.status !== 201) throw new Error(`API key: ${key.status}`);
  const asked = await call('POST', createIntegrationRequestRoute.url, { integration: 'e-toll' });
  if (asked.status !== 201) throw new Error(`integration request: ${asked.status}`);
}

/** The owner's newest delivery (the delivery routes have no list of their own). */
async function ownDelivery(call: TenantCall): Promise<Record<string, number>> {
  const endpoints = rows((await call('GET', listWebhookEndpointsRoute.url)).body);
  for (const endpoint of endpoints) {
    const page = await call('GET', `${listWebhookEndpointsRoute.url}/${endpoint.id}/delivery`);
    const items = (page.body as { data?: { items?: { id: number }[] } }).data?.items ?? [];
    if (items[0]) return { id: items[0].id };
  }
  throw new Error('the owner has no webhook delivery');
}

/** The integrations domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  listWebhookEndpoints: { tenant: { records } },
  createWebhookEndpoint: {
    example: {
      body: () => ({
        url: 'https://hooks.example.co.id/armada',
        description: 'Uji kontrak',
        events: ['task.done'],
      }),
    },
  },
  updateWebhookEndpoint: { example: { body: () => ({ description: 'Gudang Cakung' }) } },
  getWebhookDelivery: { tenant: { ownerParams: ownDelivery } },
  replayWebhookDelivery: { tenant: { ownerParams: ownDelivery } },
  createApiKey: { example: { body: () => ({ name: 'Dasbor BI', scope: 'READ_ONLY' }) } },
  createIntegrationRequest: {
    example: { body: () => ({ integration: 'erp', note: 'SAP Business One' }) },
  },
});
