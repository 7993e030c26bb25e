import type { FleetTaskEta } from '@armada/contracts/fleet-tasks';
import {
  WEBHOOK_LIMITS,
  type WebhookDeliveryEvent,
  type WebhookPayload,
} from '@armada/contracts/integrations';
import type { Clock } from '../../domain/clock';
import type { GeneratedAlert } from '../../engine/alerts/alert-engine';
import type { AlertServiceEvent } from '../../services/alert-service';
import type { FleetEventOf } from '../live-fleet/fleet-events';
import type { FleetSubscriber } from '../live-fleet/fleet-runtime';
import type { EndpointRow, IntegrationStore, NewDelivery } from './integration-store';

/** One event of a company, before it is routed to the endpoints that listen to it. */
export interface WebhookEvent {
  companyId: number;
  event: WebhookDeliveryEvent;
  /** WHK-3: the same fact has the same id, so an endpoint gets it once. */
  eventId: string;
  at: number;
  data: Record<string, unknown>;
}

export interface WebhookEventsOptions {
  store: IntegrationStore;
  clock: Clock;
  /** The instant in the company's zone, as every time in a payload (WHK-5). */
  iso: (companyId: number, at: number) => string;
  /** New deliveries were written: send them. */
  written: () => void;
  onError?: (error: unknown, what: string) => void;
}

/** A task's last known state, to tell what changed in its next message (WHK-3). */
interface TaskState {
  status: FleetTaskEta['status'];
  stops: Map<number, FleetTaskEta['stops'][number]['status']>;
}

/** At most this many events wait in memory; beyond it the oldest are dropped and reported. */
const MAX_BUFFERED = 50_000;

/**
 * WHK-3: the events webhooks carry, heard where they happen: the alert service's new and
 * resolved alerts, and the moving fleet's `task` events (the task runner's rounds) turned into
 * task started and done and stop delivered and failed. Hearing only buffers; writing the
 * deliveries is done after the fleet's tick, in batches, so the fleet never waits on SQL or on
 * an endpoint.
 */
export class WebhookEvents implements FleetSubscriber {
  readonly name = 'webhooks';
  private buffer: WebhookEvent[] = [];
  private flushing: Promise<void> | null = null;
  private readonly tasks = new Map<number, TaskState>();
  dropped = 0;

  readonly on = {
    task: (event: FleetEventOf<'task'>) => this.taskChanged(event.companyId, event.at, event.eta),
  };

  constructor(private readonly options: WebhookEventsOptions) {}

  /** The alert service's listener. */
  readonly alerts = (event: AlertServiceEvent): void => {
    if (event.type === 'created') {
      for (const alert of event.alerts) this.push(alertCreated(alert));
    } else {
      for (const id of event.alertIds)
        this.push({
          companyId: event.companyId,
          event: 'alert.resolved',
          eventId: `alert.resolved:${id}`,
          at: event.at,
          data: { alert_id: id, resolved_on: this.options.iso(event.companyId, event.at) },
        });
    }
  };

  /** WHK-3: what changed in a task since its last message. */
  taskChanged(companyId: number, at: number, eta: FleetTaskEta): void {
    const known = this.tasks.get(eta.task_id);
    const base = { task_id: eta.task_id, vehicle_id: eta.vehicle_id };
    if (!known || known.status === 'PLANNED') {
      if (eta.status === 'STARTED' || eta.status === 'DONE')
        this.push({
          companyId,
          event: 'task.started',
          eventId: `task.started:${eta.task_id}`,
          at,
          data: { ...base, status: 'STARTED' },
        });
    }
    for (const stop of eta.stops) {
      const before = known?.stops.get(stop.id);
      if (before === stop.status) continue;
      if (stop.status === 'DELIVERED' || stop.status === 'FAILED') {
        const event = stop.status === 'DELIVERED' ? 'stop.delivered' : 'stop.failed';
        this.push({
          companyId,
          event,
          eventId: `${event}:${stop.id}`,
          at,
          data: { ...base, stop_id: stop.id, sequence: stop.sequence, status: stop.status },
        });
      }
    }
    if (eta.status === 'DONE' && known?.status !== 'DONE')
      this.push({
        companyId,
        event: 'task.done',
        eventId: `task.done:${eta.task_id}`,
        at,
        data: { ...base, status: 'DONE' },
      });
    if (eta.status === 'DONE' || eta.status === 'CANCELLED') this.tasks.delete(eta.task_id);
    else
      this.tasks.set(eta.task_id, {
        status: eta.status,
        stops: new Map(eta.stops.map((stop) => [stop.id, stop.status])),
      });
  }

  /** An event made elsewhere (the test event is written directly; this is for tests). */
  push(event: WebhookEvent): void {
    if (this.buffer.length >= MAX_BUFFERED) {
      this.buffer.shift();
      this.dropped += 1;
    }
    this.buffer.push(event);
    this.schedule();
  }

  /** Writes the buffer after the current tick: the fleet's handler returns at once. */
  private schedule(): void {
    if (this.flushing) return;
    this.flushing = Promise.resolve()
      .then(() => this.flushAll())
      .catch((error: unknown) => this.options.onError?.(error, 'webhook events'))
      .finally(() => {
        this.flushing = null;
        if (this.buffer.length > 0) this.schedule();
      });
  }

  /** Resolves once every event heard so far has its deliveries written. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flushAll(): Promise<void> {
    while (this.buffer.length > 0) {
      const batch = this.buffer;
      this.buffer = [];
      await this.route(batch);
    }
  }

  /** WHK-3: each event to every active endpoint of its company that listens to it. */
  private async route(events: readonly WebhookEvent[]): Promise<void> {
    const companies = [...new Set(events.map((event) => event.companyId))];
    const endpoints = await this.options.store.activeEndpointsOf(companies);
    if (endpoints.length === 0) return;
    const byCompany = new Map<number, EndpointRow[]>();
    for (const endpoint of endpoints) {
      const list = byCompany.get(endpoint.companyId) ?? [];
      list.push(endpoint);
      byCompany.set(endpoint.companyId, list);
    }
    const now = this.options.clock.now();
    const deliveries: NewDelivery[] = [];
    for (const event of events) {
      for (const endpoint of byCompany.get(event.companyId) ?? []) {
        if (!endpoint.events.includes(event.event)) continue;
        deliveries.push(deliveryOf(event, endpoint.id, now, this.options.iso));
      }
    }
    if (deliveries.length === 0) return;
    const made = await this.options.store.addDeliveries(deliveries);
    if (made.length > 0) this.options.written();
  }
}

/** WHK-5: the JSON body of an event, the same for every endpoint. */
export function bodyOf(
  event: WebhookEvent,
  iso: (companyId: number, at: number) => string,
): string {
  const payload: WebhookPayload = {
    event: event.event,
    event_id: event.eventId,
    company_id: event.companyId,
    occurred_on: iso(event.companyId, event.at),
    data: event.data,
  };
  return JSON.stringify(payload);
}

export function deliveryOf(
  event: WebhookEvent,
  endpointId: number,
  now: number,
  iso: (companyId: number, at: number) => string,
  replayOf?: number,
): NewDelivery {
  return {
    companyId: event.companyId,
    endpointId,
    event: event.event,
    eventId: event.eventId,
    body: bodyOf(event, iso),
    createdAt: now,
    giveUpAt: now + WEBHOOK_LIMITS.retryWindowMs,
    ...(replayOf === undefined ? {} : { replayOf }),
  };
}

function alertCreated(alert: GeneratedAlert): WebhookEvent {
  const raw = alert.raw;
  return {
    companyId: alert.companyId,
    event: 'alert.created',
    eventId: `alert.created:${alert.id}`,
    at: alert.createdAt,
    data: {
      alert_id: alert.id,
      alert_code: alert.code,
      description_id: raw.alert.descriptionIdn,
      description_en: raw.alert.descriptionEng,
      vehicle_id: alert.vehicleId,
      license_plate: raw.vehicle.licensePlate,
      driver_name: raw.driver?.fullname ?? null,
      urgent: alert.isUrgent,
      important: alert.isImportant,
      latitude: raw.latitude,
      longitude: raw.longitude,
    },
  };
}
