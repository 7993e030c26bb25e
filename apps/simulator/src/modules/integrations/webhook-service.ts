import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import {
  INTEGRATION_ERROR_REASONS as R,
  INTEGRATION_PERMISSIONS,
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookEndpointRequest,
  type CreatedWebhookEndpoint,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookDeliveryListQuery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@armada/contracts/integrations';
import type { Clock } from '../../domain/clock';
import type { AuthContext } from '../../services/auth-service';
import { requireAny } from '../../services/permissions';
import { ServiceError } from '../../services/service-error';
import type { DeliveryRow, EndpointRow, IntegrationStore } from './integration-store';
import { deliveryOf, type WebhookEvent } from './webhook-events';
import { newWebhookSecret } from './webhook-signature';

const READ = [INTEGRATION_PERMISSIONS.read];
const MANAGE = [INTEGRATION_PERMISSIONS.manage];
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface WebhookServiceDeps {
  store: IntegrationStore;
  clock: Clock;
  iso: (companyId: number, at: number) => string;
  /** WHK-2: http to the loopback address is allowed (ARMADA_SIM_CONTROLS: tests, benches). */
  allowLoopback: boolean;
  /** New deliveries were written: send them. */
  written: () => void;
}

/** APIK-6: endpoints and their secrets are managed from a signed-in session only. */
export function requireSession(auth: AuthContext): void {
  if (auth.apiKey)
    throw new ServiceError(
      403,
      'FORBIDDEN',
      'API keys and webhook endpoints are managed when signed in to Armada, not with an API key.',
      { reason: R.apiKeySessionOnly },
    );
}

/** Whether a host is loopback, private or link-local written as an address (WHK-2). */
function isInternalHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare.endsWith('.local')) return true;
  const version = isIP(bare);
  if (version === 4) {
    const [a = 0, b = 0] = bare.split('.').map(Number);
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (version === 6)
    return bare === '::1' || bare === '::' || /^f[cd]/.test(bare) || bare.startsWith('fe80');
  return false;
}

/**
 * Webhook endpoints, their delivery log, test events and replays (WHK-1 ... WHK-10). Sending
 * is the dispatcher's; hearing events is WebhookEvents'.
 */
export class WebhookService {
  constructor(private readonly deps: WebhookServiceDeps) {}

  /** WHK-2: an https URL without credentials, to a public host (loopback http in test mode). */
  checkUrl(text: string): string {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw this.badUrl('The address is not a URL.');
    }
    if (url.username || url.password)
      throw ServiceError.validation('The address may not carry a user name or password.', {
        reason: R.webhookUrlCredentials,
        field: 'body.url',
      });
    const loopback = LOOPBACK_HOSTS.has(url.hostname.toLowerCase());
    if (this.deps.allowLoopback && loopback && url.protocol === 'http:') return url.toString();
    if (url.protocol !== 'https:')
      throw this.badUrl('The address must start with https:// (deliveries are sent encrypted).');
    if (isInternalHost(url.hostname) && !(this.deps.allowLoopback && loopback))
      throw this.badUrl('The address must be reachable on the internet, not a local one.');
    return url.toString();
  }

  private badUrl(message: string): ServiceError {
    return ServiceError.validation(message, { reason: R.webhookUrlNotHttps, field: 'body.url' });
  }

  async list(auth: AuthContext): Promise<{ data: WebhookEndpoint[] }> {
    requireAny(auth, READ, 'read webhook endpoints');
    const companyId = auth.company.id;
    const [rows, last] = await Promise.all([
      this.deps.store.endpoints(companyId),
      this.deps.store.lastDeliveries(companyId),
    ]);
    return { data: rows.map((row) => this.wire(row, last.get(row.id) ?? null)) };
  }

  /** WHK-1, WHK-2, WHK-5. */
  async create(
    auth: AuthContext,
    body: CreateWebhookEndpointRequest,
  ): Promise<{ data: CreatedWebhookEndpoint }> {
    requireAny(auth, MANAGE, 'add webhook endpoints');
    requireSession(auth);
    const url = this.checkUrl(body.url);
    const secret = newWebhookSecret();
    const row = await this.deps.store.addEndpoint(
      {
        companyId: auth.company.id,
        url,
        description: body.description?.trim() ?? '',
        events: [...body.events],
        secret,
        createdAt: this.deps.clock.now(),
        createdById: auth.user.id,
        createdByName: auth.user.fullname,
      },
      WEBHOOK_LIMITS.maxEndpoints,
    );
    if (!row)
      throw ServiceError.conflict(
        `A company has at most ${WEBHOOK_LIMITS.maxEndpoints} webhook endpoints; remove one first.`,
        { reason: R.webhookTooManyEndpoints, params: { max: WEBHOOK_LIMITS.maxEndpoints } },
      );
    return { data: { ...this.wire(row, null), secret } };
  }

  /** WHK-4. */
  async update(
    auth: AuthContext,
    id: number,
    body: UpdateWebhookEndpointRequest,
  ): Promise<{ data: WebhookEndpoint }> {
    requireAny(auth, MANAGE, 'change webhook endpoints');
    requireSession(auth);
    const url = body.url === undefined ? undefined : this.checkUrl(body.url);
    const row = await this.deps.store.updateEndpoint(auth.company.id, id, {
      ...(url === undefined ? {} : { url }),
      ...(body.description === undefined ? {} : { description: body.description.trim() }),
      ...(body.events === undefined ? {} : { events: [...body.events] }),
      ...(body.active === undefined ? {} : { active: body.active }),
    });
    if (!row) throw endpointNotFound(id);
    const last = await this.deps.store.lastDeliveries(auth.company.id);
    return { data: this.wire(row, last.get(id) ?? null) };
  }

  /** WHK-4: the endpoint and its log go; an attempt under way finishes unrecorded. */
  async remove(auth: AuthContext, id: number): Promise<{ data: WebhookEndpoint }> {
    requireAny(auth, MANAGE, 'remove webhook endpoints');
    requireSession(auth);
    const row = await this.deps.store.removeEndpoint(auth.company.id, id);
    if (!row) throw endpointNotFound(id);
    return { data: this.wire(row, null) };
  }

  /** WHK-9: a `webhook.test` event to this endpoint only, whatever it subscribes to. */
  async test(auth: AuthContext, id: number): Promise<{ data: WebhookDelivery }> {
    requireAny(auth, MANAGE, 'send test events');
    const endpoint = await this.deps.store.endpoint(auth.company.id, id);
    if (!endpoint) throw endpointNotFound(id);
    const now = this.deps.clock.now();
    const event: WebhookEvent = {
      companyId: auth.company.id,
      event: WEBHOOK_TEST_EVENT,
      // Each test is its own event.
      eventId: `${WEBHOOK_TEST_EVENT}:${randomUUID()}`,
      at: now,
      data: { endpoint_id: endpoint.id, sent_by: auth.user.fullname },
    };
    const [made] = await this.deps.store.addDeliveries([
      deliveryOf(event, endpoint.id, now, this.deps.iso),
    ]);
    if (!made) throw new Error('the test delivery was not written');
    this.deps.written();
    return { data: this.wireDelivery(made) };
  }

  /** WHK-8. */
  async deliveries(
    auth: AuthContext,
    endpointId: number,
    query: WebhookDeliveryListQuery,
  ): Promise<WebhookDeliveryPage> {
    requireAny(auth, READ, 'read webhook deliveries');
    const endpoint = await this.deps.store.endpoint(auth.company.id, endpointId);
    if (!endpoint) throw endpointNotFound(endpointId);
    const limit = query.limit ?? 20;
    const page = query.page ?? 1;
    const { rows, total } = await this.deps.store.deliveries(
      auth.company.id,
      endpointId,
      query.status,
      limit,
      (page - 1) * limit,
    );
    return {
      data: {
        items: rows.map((row) => this.wireDelivery(row)),
        total_count: total,
        page,
        total_page: Math.ceil(total / limit),
      },
    };
  }

  /** WHK-8. */
  async delivery(auth: AuthContext, id: number): Promise<{ data: WebhookDeliveryDetail }> {
    requireAny(auth, READ, 'read webhook deliveries');
    const row = await this.deps.store.delivery(auth.company.id, id);
    if (!row) throw deliveryNotFound(id);
    const attempts = await this.deps.store.attempts(id);
    return {
      data: {
        ...this.wireDelivery(row),
        body: row.body,
        attempt_log: attempts.map((a) => ({
          number: a.number,
          at: this.deps.iso(auth.company.id, a.at),
          response_code: a.responseCode,
          duration_ms: a.durationMs,
          detail: a.detail,
        })),
      },
    };
  }

  /** WHK-10: the same body again, as a new delivery with its own attempts. */
  async replay(auth: AuthContext, id: number): Promise<{ data: WebhookDelivery }> {
    requireAny(auth, MANAGE, 'replay webhook deliveries');
    const row = await this.deps.store.delivery(auth.company.id, id);
    if (!row) throw deliveryNotFound(id);
    if (row.status === 'PENDING' || row.status === 'SENDING')
      throw ServiceError.conflict(
        'This delivery is still being sent; replay it once it is delivered or given up.',
        { reason: R.webhookDeliveryPending, params: { id } },
      );
    const now = this.deps.clock.now();
    const [made] = await this.deps.store.addDeliveries([
      {
        companyId: row.companyId,
        endpointId: row.endpointId,
        event: row.event,
        eventId: row.eventId,
        body: row.body,
        createdAt: now,
        giveUpAt: now + WEBHOOK_LIMITS.retryWindowMs,
        replayOf: row.id,
      },
    ]);
    if (!made) throw new Error('the replay was not written');
    this.deps.written();
    return { data: this.wireDelivery(made) };
  }

  private wire(row: EndpointRow, last: DeliveryRow | null): WebhookEndpoint {
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      events: row.events as WebhookEventType[],
      active: row.active,
      secret_hint: row.secret.slice(-4),
      created_on: this.deps.iso(row.companyId, row.createdAt),
      created_by:
        row.createdById === null ? null : { id: row.createdById, name: row.createdByName ?? '' },
      last_delivery: last
        ? {
            status: last.status,
            at: this.deps.iso(row.companyId, last.createdAt),
            event: last.event,
          }
        : null,
    };
  }

  wireDelivery(row: DeliveryRow): WebhookDelivery {
    return {
      id: row.id,
      endpoint_id: row.endpointId,
      event: row.event as WebhookDelivery['event'],
      event_id: row.eventId,
      status: row.status,
      attempts: row.attempts,
      created_on: this.deps.iso(row.companyId, row.createdAt),
      next_attempt_on:
        row.nextAttemptAt === null || row.status !== 'PENDING'
          ? null
          : this.deps.iso(row.companyId, row.nextAttemptAt),
      last_response_code: row.lastResponseCode,
      last_duration_ms: row.lastDurationMs,
      replay_of: row.replayOf,
    };
  }
}

function endpointNotFound(id: number): ServiceError {
  return ServiceError.notFound(`Webhook endpoint ${id} not found.`, {
    reason: R.webhookEndpointNotFound,
    params: { id },
  });
}

function deliveryNotFound(id: number): ServiceError {
  return ServiceError.notFound(`Webhook delivery ${id} not found.`, {
    reason: R.webhookDeliveryNotFound,
    params: { id },
  });
}
