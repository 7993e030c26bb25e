import { DEFAULT_COMPANY_TIME_ZONE } from '@armada/contracts/company';
import { INTEGRATION_MANAGER_PERMISSIONS } from '@armada/contracts/integrations';
import { defineModule } from '../module';
import { zoneIso } from '../fleet-availability/availability-days';
import { ApiKeyService } from './api-key-service';
import { IntegrationRequestService } from './integration-request-service';
import { IntegrationStore } from './integration-store';
import { INTEGRATION_MIGRATIONS } from './migrations';
import { integrationRoutes } from './routes';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEvents } from './webhook-events';
import { httpWebhookSender } from './webhook-sender';
import { WebhookService } from './webhook-service';

declare module '../../services/services' {
  interface Services {
    /** Webhook endpoints, their delivery log, tests and replays (WHK-*). */
    webhooks: WebhookService;
    /** Hears alerts and the fleet's tasks and writes deliveries (WHK-3). */
    webhookEvents: WebhookEvents;
    /** Sends due deliveries with retries (WHK-6, WHK-7). */
    webhookDispatcher: WebhookDispatcher;
    /** API keys for the REST API (APIK-*); the session hook asks it about keys. */
    apiKeys: ApiKeyService;
    /** Requests for integrations not built yet (INT-2). */
    integrationRequests: IntegrationRequestService;
  }
}

/** The dispatcher looks for due retries this often (real time). */
const DISPATCH_EVERY_MS = 1000;

/**
 * Integrations (docs/rules/integrations.md, ADR 0052): webhooks on the alert service's and
 * the moving fleet's events, API keys, and requests for integrations. After alerts and fleet
 * tasks, whose events it hears.
 */
export const integrationsModule = defineModule({
  name: 'integrations',
  migrations: INTEGRATION_MIGRATIONS,
  grants: { admin: INTEGRATION_MANAGER_PERMISSIONS },
  services: ({ db, store: docs, clock, controls, onError, services }) => {
    const store = new IntegrationStore(db);
    const iso = (companyId: number, at: number) =>
      zoneIso(
        at,
        docs.get('companies', companyId, companyId)?.company.timeZone ?? DEFAULT_COMPANY_TIME_ZONE,
      );
    const dispatcher = new WebhookDispatcher({
      store,
      clock,
      send: httpWebhookSender,
      ...(onError ? { onError } : {}),
    });
    const written = () => dispatcher.kick();
    const events = new WebhookEvents({
      store,
      clock,
      iso,
      written,
      ...(onError ? { onError } : {}),
    });
    // WHK-3: new and resolved alerts, and the task runner's rounds on the moving fleet.
    services.alerts.listen(events.alerts);
    services.liveFleet.subscribe(events);
    return {
      webhooks: new WebhookService({
        store,
        clock,
        iso,
        allowLoopback: controls === true,
        written,
      }),
      webhookEvents: events,
      webhookDispatcher: dispatcher,
      apiKeys: new ApiKeyService({ store, docs, clock, iso, ...(onError ? { onError } : {}) }),
      integrationRequests: new IntegrationRequestService({ store, clock, iso }),
    };
  },
  routes: [{ base: 'main', register: integrationRoutes }],
  // WHK-6: retries fall due as the clock moves; tests call runDue after stepping it.
  // Scheduled work: on the leader process only (STORE-14).
  lead: async ({ services, liveFleet }) => {
    if (liveFleet === 'auto') services.webhookDispatcher.start(DISPATCH_EVERY_MS);
  },
  stop: async (services) => {
    await services.webhookEvents.flush();
    await services.webhookDispatcher.stop();
  },
});
