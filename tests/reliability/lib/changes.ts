import { alertActionDateRange, type RawAlertWire } from '@armada/contracts/alerts';
import { wsTokenRoute } from '@armada/contracts/auth';
import { createCustomerRoute } from '@armada/contracts/customers';
import { listDeliveryOrdersRoute, type DeliveryOrder } from '@armada/contracts/delivery-orders';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationRun,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import {
  createSavedFilterRoute,
  listSavedFiltersRoute,
  type SavedFilter,
} from '@armada/contracts/shared';
import { setRouteOptimizationQuotaRoute } from '@armada/contracts/simulator-control';
import { signIn } from './http';
import { raiseAlerts } from './live-client';

/**
 * The acknowledged changes the durability and scale-out files make and read back, over HTTP
 * with one session cookie: a customer, an alert action (resolve), a route-optimization run, a
 * saved filter preset. Each `make*` resolves once the server answered 2xx; each `read*` says
 * whether the change is there.
 */

export const ROUTE_RUNS = '/fleet-planning/api/web/v1/route-optimization';
const HOUR = 3_600_000;

export interface Answer {
  status: number;
  body: unknown;
}

export class Session {
  private constructor(
    /** The origin requests go to (a server, or the round-robin balancer). */
    readonly origin: string,
    readonly cookie: string,
  ) {}

  static async signIn(origin: string, username = 'admin'): Promise<Session> {
    return new Session(origin, await signIn(origin, username));
  }

  /** The same session through another origin (another gateway, a restarted server). */
  via(origin: string): Session {
    return new Session(origin, this.cookie);
  }

  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: this.origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: kept as text for the failure message
    }
    return { status: response.status, body: parsed };
  }

  /** A 2xx answer's body, or an error naming the call and the answer. */
  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.request(method, path, body);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body as T;
  }

  async graphql<T>(query: string, variables: Record<string, unknown>, field: string): Promise<T> {
    const body = await this.ok<{ data?: Record<string, T>; errors?: unknown }>('POST', '/graphql', {
      query,
      variables,
    });
    const value = body.data?.[field];
    if (value === undefined || value === null) {
      throw new Error(`GraphQL ${field}: ${JSON.stringify(body)}`);
    }
    return value;
  }

  /** A one-time live-channel token. */
  async wsToken(): Promise<string> {
    return (await this.ok<{ token: string }>('GET', wsTokenRoute.url)).token;
  }
}

// ---- customer ------------------------------------------------------------------------------

export async function makeCustomer(session: Session, name: string): Promise<number> {
  const body = await session.ok<{ data: { id: number } }>('POST', createCustomerRoute.url, {
    name,
  });
  return body.data.id;
}

export async function readCustomer(session: Session, id: number, name: string): Promise<boolean> {
  const answer = await session.request('GET', `${createCustomerRoute.url}/${id}`);
  return answer.status === 200 && (answer.body as { data: { name: string } }).data.name === name;
}

// ---- alert action --------------------------------------------------------------------------

const RESULT = 'isSuccessful errorCode errorName message status';
const RAW_ALERTS = `query RawAlerts($filter: RawAlertsFilter!) {
  rawAlerts(filter: $filter) { ${RESULT} list { rawAlertId isResolved } } }`;
const ACTION = `mutation UpsertRawAlertsAction($input: UpsertRawAlertsActionInput!) {
  upsertRawAlertsAction(input: $input) { ${RESULT} } }`;

/**
 * Raises an urgent alert (the simulator controls) and returns it. After a (re)start the fleet
 * starts in the background and the control answers 404 until it moves: `raiseAlerts` waits
 * that out.
 */
export async function raiseAlert(session: Session): Promise<RawAlertWire> {
  const [alert] = await raiseAlerts(session.origin, session.cookie, { level: 'urgent' });
  if (!alert) throw new Error('no alert raised');
  return alert;
}

/** Resolves the alert; resolves once the mutation answered successfully. */
export async function resolveAlert(session: Session, alert: RawAlertWire): Promise<void> {
  const result = await session.graphql<{ isSuccessful: boolean; message: string }>(
    ACTION,
    {
      input: {
        actionType: 'Resolve',
        rawAlertId: [alert.rawAlertId],
        data: { isResolved: true },
        selectionMode: 'Selection',
        dateRange: alertActionDateRange(alert.createdOn),
      },
    },
    'upsertRawAlertsAction',
  );
  if (!result.isSuccessful) throw new Error(`resolve failed: ${result.message}`);
}

export async function readAlertResolved(session: Session, rawAlertId: string): Promise<boolean> {
  const result = await session.graphql<{ list: { rawAlertId: string; isResolved: boolean }[] }>(
    RAW_ALERTS,
    { filter: { rawAlertIds: [rawAlertId] } },
    'rawAlerts',
  );
  return result.list.some((a) => a.rawAlertId === rawAlertId && a.isResolved);
}

// ---- route-optimization run ----------------------------------------------------------------

/** `2026-11-24T10:00:00+07:00` for an epoch millisecond. */
function wib(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

/** Lifts the monthly run quota so repeated rounds are not refused (simulator control). */
export async function liftRunQuota(session: Session): Promise<void> {
  await session.ok('PUT', setRouteOptimizationQuotaRoute.url, {
    limit: 100_000,
    period: 'MONTHLY',
  });
}

/** A small valid submit: a few routable orders of one origin, three vehicles, tomorrow 08:00 WIB. */
export async function runSubmit(session: Session, orders = 3): Promise<RouteOptimizationSubmit> {
  const query = new URLSearchParams({ limit: '200', sorts: 'id asc' });
  query.append('filters', 'status.name in CONFIRMED,RESCHEDULED');
  query.append('filters', 'vendor.id is null');
  const list = (
    await session.ok<{ data: { paginated_result: DeliveryOrder[] } }>(
      'GET',
      `${listDeliveryOrdersRoute.url}?${query.toString()}`,
    )
  ).data.paginated_result;
  const byOrigin = new Map<number, DeliveryOrder[]>();
  for (const order of list) {
    const id = order.origin_address.id;
    byOrigin.set(id, [...(byOrigin.get(id) ?? []), order]);
  }
  const [origin, chosen] =
    [...byOrigin.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (origin === undefined || !chosen) throw new Error('no routable delivery orders');
  const vehicles = (
    await session.ok<{ data: { paginated_result: { id: number }[] } }>(
      'GET',
      '/api/vehicle?limit=3&parent_only=true&sorts=id%20asc',
    )
  ).data.paginated_result.map((v) => v.id);
  const day = 24 * HOUR;
  const departure = Math.floor((Date.now() + 7 * HOUR) / day) * day - 7 * HOUR + day + 8 * HOUR;
  return {
    type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
    start_address_id: origin,
    expected_departure_on: wib(departure),
    expected_end_on: wib(departure + 9 * HOUR),
    vehicle_ids: vehicles,
    delivery_orders: chosen.slice(0, orders).map((o) => ({ id: o.id, priority: 'regular' })),
    options: { ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS },
  };
}

export async function submitRun(
  session: Session,
  submit: RouteOptimizationSubmit,
): Promise<number> {
  const body = await session.ok<{ data: { id: number } }>('POST', ROUTE_RUNS, submit);
  return body.data.id;
}

/** The run, or null when the server does not know it. */
export async function readRun(session: Session, id: number): Promise<RouteOptimizationRun | null> {
  const answer = await session.request('GET', `${ROUTE_RUNS}/${id}`);
  return answer.status === 200 ? (answer.body as { data: RouteOptimizationRun }).data : null;
}

/** Polls the run until it leaves QUEUED and SOLVING (or `timeoutMs` passes). */
export async function settledRun(
  session: Session,
  id: number,
  timeoutMs = 30_000,
): Promise<RouteOptimizationRun | null> {
  const deadline = Date.now() + timeoutMs;
  let run = await readRun(session, id);
  while (run && (run.status === 'QUEUED' || run.status === 'SOLVING') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    run = await readRun(session, id);
  }
  return run;
}

// ---- saved filter preset -------------------------------------------------------------------

export const PRESET_TABLE = 'reliability.durability';

export async function makePreset(session: Session, name: string): Promise<number> {
  const body = await session.ok<{ data: { id: number } }>('POST', createSavedFilterRoute.url, {
    table_key: PRESET_TABLE,
    name,
    value: { activeFilters: { name } },
  });
  return body.data.id;
}

export async function readPreset(session: Session, id: number, name: string): Promise<boolean> {
  const body = await session.ok<{ data: { paginated_result: SavedFilter[] } }>(
    'GET',
    `${listSavedFiltersRoute.url}?table_key=${PRESET_TABLE}`,
  );
  return body.data.paginated_result.some((p) => p.id === id && p.name === name);
}
