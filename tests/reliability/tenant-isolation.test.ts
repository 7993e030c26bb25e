import { openSampleExceptionRoute } from '@armada/contracts/control-tower';
import { performance } from 'node:perf_hooks';
import { isDeepStrictEqual } from 'node:util';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SECOND_COMPANY_ADMIN, wsTokenRoute } from '@armada/contracts/auth';
import { graphqlOperations } from '@armada/contracts/catalogue';
import { alertCenterTagType, decodePositions } from '@armada/contracts/live';
import type { RouteDefinition } from '@armada/contracts/shared';
import { announceRoute, raiseAlertsRoute } from '@armada/contracts/simulator-control';
import type { TenantCall, TenantOwner, TenantRunSubmit } from '@armada/contracts/testing';
import { ApiClient, LiveConnection, type ApiResponse } from '../contract/lib/client';
import { introspect, operationDocument, rootField } from '../contract/lib/graphql';
import { routeFixtures } from '../contract/lib/examples';
import { unknownId } from '../contract/lib/ids';
import {
  asJson,
  catalogue,
  exampleBody,
  fillPath,
  label,
  minimalQuery,
  paramNames,
  paramSchema,
  querySupports,
  successSchema,
  type JsonSchema,
} from '../contract/lib/routes';
import { recordFigure } from './lib/figures';
import { isErrorShape, signIn } from './lib/http';

/**
 * Tenant isolation (issue 12), generated from the REST catalogue and the served GraphQL schema:
 * a user of one company never sees, changes or learns the existence of another company's
 * records. Two administrators with every permission: `admin` of the demo company 1001 and
 * SECOND_COMPANY_ADMIN of company 1449 (WORLD-6); each probes the other's records.
 *
 * - Every list route (a GET without path parameters whose answer holds records): the prober's
 *   answer holds none of the owner's record identifiers (ids, uuids) read from the owner's own
 *   answer of the same route.
 * - Every route with a path parameter (get, update, delete, nested lists, actions): the prober
 *   asking with the owner's id gets 404, the same answer as for an id that does not exist, and
 *   the owner's record reads the same afterwards.
 * - Writes naming records in the body (bulk delete, mark read, route optimization submits): the
 *   same answer as for ids that do not exist, and nothing of the owner's changes.
 * - GraphQL root fields taking ids: the owner's id answers like an unknown one.
 * - Live channel: the prober's socket, subscribed to everything it may ask for (positions of the
 *   owner's vehicles, the owner's alert tags), receives nothing of the owner's while the owner
 *   raises alerts and announcements.
 */
const origin = inject('sharedGatewayOrigin');
const started = performance.now();

interface Tenant {
  name: string;
  client: ApiClient;
  companyId: number;
}
let demo: Tenant;
let second: Tenant;

let checks = 0;
const leaks: string[] = [];
function check(ok: boolean, leak: () => string): void {
  checks++;
  if (!ok) leaks.push(leak());
}

/** Identifier keys: `id`, `*_id`, `*Id`, `*uuid`. */
const ID_KEY = /(^id$|_id$|[a-z]Id$|uuid$)/i;

/**
 * What each domain declares for this suite next to its routes (contracts
 * src/testing/routes/<domain>.ts, read by name in ../contract/lib/examples.ts): identifiers no
 * company owns, routes public by design, routes answering only the caller's own records, and
 * the probes of writes naming records in their body.
 */
const tenantOf = (route: RouteDefinition) => routeFixtures.get(route.id)?.tenant;
const isShared = (route: RouteDefinition, path: string) =>
  path in (tenantOf(route)?.sharedIdentifiers ?? {});
const isPublicByDesign = (route: RouteDefinition) => Boolean(tenantOf(route)?.publicByDesign);
const isCallerOnly = (route: RouteDefinition) => Boolean(tenantOf(route)?.callerOnly);

/** GraphQL operations taking ids of records no company has in the simulated world. */
const GRAPHQL_NO_RECORDS: Readonly<Record<string, string>> = {
  fieldOperationDetail:
    'field operations are not simulated: no company has one, every id answers NOT_FOUND',
};

/** A text in both languages (`{ id, en }`): its `id` is the Indonesian text, not an identifier. */
const isBilingualText = (value: object) => {
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes('id') && keys.includes('en');
};

/** Every `path=value` identifier in an answer (array positions folded into `[]`). */
function identifiers(body: unknown, path = '', out = new Set<string>()): Set<string> {
  if (body && typeof body === 'object' && !Array.isArray(body) && isBilingualText(body)) return out;
  if (Array.isArray(body)) {
    for (const item of body) {
      if ((typeof item === 'number' || typeof item === 'string') && /ids$/i.test(path))
        out.add(`${path}[]=${item}`);
      else identifiers(item, `${path}[]`, out);
    }
  } else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if ((typeof value === 'number' || typeof value === 'string') && ID_KEY.test(key))
        out.add(`${path}.${key}=${value}`);
      else identifiers(value, `${path}.${key}`, out);
    }
  }
  return out;
}

/** Does the schema hold an array of objects with an identifier (a list of records)? */
function holdsRecords(schema: JsonSchema | undefined, depth = 0): boolean {
  if (!schema || depth > 8) return false;
  const items = schema.items;
  if (items?.properties && Object.keys(items.properties).some((key) => ID_KEY.test(key)))
    return true;
  return [
    ...Object.values(schema.properties ?? {}),
    ...(schema.anyOf ?? []),
    ...(items ? [items] : []),
  ].some((inner) => holdsRecords(inner, depth + 1));
}

const plainGets = catalogue.filter(
  (route) => route.method === 'GET' && paramNames(route.url).length === 0,
);
const listRoutes = plainGets.filter(
  (route) =>
    holdsRecords(asJson(successSchema(route))) && !isPublicByDesign(route) && !isCallerOnly(route),
);
const idRoutes = catalogue.filter(
  (route) => paramNames(route.url).length > 0 && !isCallerOnly(route),
);

/** Calls as one company's administrator, for the domains' fixtures. */
const callWith =
  (client: ApiClient): TenantCall =>
  async (method, url, body) => {
    const response = await client.request(method, url, { body });
    return { status: response.status, body: response.body };
  };
const callAs = (tenant: Tenant): TenantCall => callWith(tenant.client);

/** A page of up to 1,000 records, or of the most the route allows. */
const largestPage = (route: RouteDefinition) =>
  Math.min(1000, asJson(route.schema.querystring)?.properties?.limit?.maximum ?? 1000);

/** The server's now, from the `Date` header of its answers (it may run on a pinned clock). */
let serverNow = 0;

/**
 * A GET of the route as `client`; a list whose query depends on the owner's records
 * (`listQuery`) is asked about `owner`'s (the reader's own unless given).
 */
async function read(
  client: ApiClient,
  route: RouteDefinition,
  path = route.url,
  owner: ApiClient = client,
) {
  const periodQuery = await tenantOf(route)?.listQuery?.(serverNow, callWith(owner));
  return client.get(path, {
    query: {
      ...minimalQuery(route),
      ...periodQuery,
      ...(querySupports(route, 'limit') ? { limit: largestPage(route) } : {}),
    },
  });
}

/** The records of the first array of objects in an answer (a list's rows). */
function rowsOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) {
    if (body.length > 0 && body.every((row) => row && typeof row === 'object'))
      return body as Record<string, unknown>[];
    return [];
  }
  if (body && typeof body === 'object') {
    for (const value of Object.values(body)) {
      const rows = rowsOf(value);
      if (rows.length > 0) return rows;
    }
  }
  return [];
}

/** The GET route listing the records a path parameter names: the URL up to it, or `/<name>`. */
function listFor(route: RouteDefinition, name: string): RouteDefinition | undefined {
  const prefix = route.url.slice(0, route.url.indexOf(`/:${name}`));
  const own = plainGets.find((list) => list.url === prefix);
  if (own && paramNames(route.url)[0] === name) return own;
  const kebab = name.replace(/Id$/, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return plainGets.find((list) => list.url.endsWith(`/${kebab}`));
}

/** Which field of the list's rows holds the parameter's value. */
function keyOf(route: RouteDefinition, name: string, row: Record<string, unknown>): string {
  if (name in row && paramNames(route.url)[0] === name) return name;
  const schema = paramSchema(route, name);
  const uuid = schema?.format === 'uuid' || (schema?.anyOf ?? []).some((s) => s.format === 'uuid');
  if (uuid) {
    const key = Object.keys(row).find((k) => /uuid$/i.test(k) && typeof row[k] === 'string');
    if (key) return key;
  }
  return 'id';
}

/** The owner's values for each path parameter of the route (undefined when it has none). */
async function ownerParams(
  owner: Tenant,
  route: RouteDefinition,
): Promise<Record<string, string | number> | undefined> {
  const own = tenantOf(route)?.ownerParams;
  if (own) return own(callAs(owner));
  const params: Record<string, string | number> = {};
  for (const name of paramNames(route.url)) {
    const list = listFor(route, name);
    if (!list) {
      params[name] = unknownId(route, name);
      continue;
    }
    const rows = rowsOf((await read(owner.client, list)).body);
    const row = rows[0];
    const value = row?.[keyOf(route, name, row)];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    params[name] = value;
  }
  return params;
}

/** An answer with the ids in `values` replaced, to compare a foreign id's with an unknown id's. */
function normalised(response: ApiResponse, values: readonly (string | number)[]): string {
  let text = `${response.status} ${response.text}`;
  for (const value of values) {
    const escaped = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text.replace(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'g'), '<id>');
  }
  return text;
}

/** A value of the schema: required members, minimums, formats (dates now), first choices. */
function fill(schema: JsonSchema | undefined, every = false): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf)
    return fill(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], every);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.default !== undefined) return schema.default;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        (every ? Object.keys(schema.properties ?? {}) : (schema.required ?? [])).map((name) => [
          name,
          fill(schema.properties?.[name], every),
        ]),
      );
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-00000000dead';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return undefined;
  }
}

/** The schema at a path of property names. */
function schemaAt(schema: JsonSchema | undefined, path: readonly string[]): JsonSchema | undefined {
  let current = schema;
  for (const part of path) {
    const inner = current?.anyOf?.find((s) => s.type !== 'null') ?? current;
    current = inner?.properties?.[part];
  }
  return current?.anyOf?.find((s) => s.type !== 'null') ?? current;
}

/** Bodies for routes whose example cannot be made from the schema, from the owner's data. */
async function bodyFor(
  route: RouteDefinition,
  owner: Tenant,
  params: Record<string, string | number>,
): Promise<unknown> {
  if (!route.schema.body) return undefined;
  const example = exampleBody(route);
  if (example !== undefined) return example;
  const probe = tenantOf(route)?.idRouteBody;
  if (probe) return probe(await ownerOf(owner), params);
  return {};
}

/** The owner's records the domains' probes read. */
async function ownerOf(owner: Tenant): Promise<TenantOwner> {
  const [customers, notices] = await Promise.all([
    owner.client.get('/order/api/web/v1/customer'),
    owner.client.get('/api/system-notification'),
  ]);
  return {
    customerId: rowsOf(customers.body)[0]?.id,
    notificationUuid: rowsOf(notices.body)[0]?.system_notification_uuid,
    runSubmit: (runId) => runSubmit(owner, runId),
  };
}

/** A route optimization submit made of the owner's records (its run's, when given). */
async function runSubmit(owner: Tenant, runId?: string | number): Promise<TenantRunSubmit> {
  const runs = rowsOf(
    (await owner.client.get('/fleet-planning/api/web/v1/route-optimization')).body,
  );
  const run = runId ?? runs[0]?.id;
  const base = `/fleet-planning/api/web/v1/route-optimization/${run}`;
  const [setting, vehicles, orders] = await Promise.all([
    owner.client.get(`${base}/setting`),
    owner.client.get(`${base}/vehicles`, { query: { limit: 100 } }),
    owner.client.get(`${base}/delivery-orders`, { query: { limit: 100 } }),
  ]);
  const data = (setting.body as { data?: Record<string, unknown> }).data ?? {};
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
  tomorrow.setUTCHours(1, 0, 0, 0);
  return {
    type: 'SINGLE_PICK-MULTI_DROP',
    start_address_id: (data.start_address as { id?: number } | undefined)?.id,
    expected_departure_on: tomorrow.toISOString(),
    vehicle_ids: rowsOf(vehicles.body).map((row) => row.id),
    delivery_orders: rowsOf(orders.body).map((row) => ({ id: row.id, priority: 'regular' })),
    options: data.options,
  } as TenantRunSubmit;
}

beforeAll(async () => {
  const tenant = async (name: string): Promise<Tenant> => {
    const cookie = await signIn(origin, name);
    const client = new ApiClient(origin);
    client.cookies.set(cookie.split('=')[0] ?? '', cookie.slice(cookie.indexOf('=') + 1));
    const whoami = await client.get('/api/whoami');
    serverNow = Date.parse(whoami.headers.get('date') ?? '');
    if (!Number.isFinite(serverNow)) throw new Error(`no Date header: ${whoami.describe()}`);
    const companyId = (whoami.body as { data?: { companyId?: number } }).data?.companyId;
    if (!companyId) throw new Error(`no company for ${name}: ${whoami.describe()}`);
    return { name, client, companyId };
  };
  [demo, second] = await Promise.all([tenant('admin'), tenant(SECOND_COMPANY_ADMIN)]);
  expect(demo.companyId).not.toBe(second.companyId);
  // Each owns a saved filter preset, so the preset routes have a record to probe.
  const create = catalogue.find((route) => route.id === 'createSavedFilter');
  for (const tenant of [demo, second]) {
    if (!create) break;
    const response = await tenant.client.post(create.url, exampleBody(create));
    if (response.status !== 201) throw new Error(`preset: ${response.describe()}`);
  }
  // Each owns a control tower exception, so the exception routes have a record to probe.
  for (const tenant of [demo, second]) {
    const response = await tenant.client.post(openSampleExceptionRoute.url, {});
    if (response.status !== 201) throw new Error(`exception: ${response.describe()}`);
  }
  // Each makes the records the domains' fixtures make for lists empty at start.
  for (const route of catalogue) {
    const records = tenantOf(route)?.records;
    if (!records) continue;
    for (const tenant of [demo, second]) {
      await records(callAs(tenant));
    }
  }
});

afterAll(async () => {
  await Promise.all([demo?.client.logout(), second?.client.logout()]);
  recordFigure({ area: 'tenants', name: 'isolation checks made', value: String(checks) });
  recordFigure({ area: 'tenants', name: 'leaks', value: String(leaks.length), target: '0' });
  recordFigure({
    area: 'tenants',
    name: 'tenant isolation wall time',
    value: `${((performance.now() - started) / 1000).toFixed(1)} s`,
    target: '≤ 30 s',
  });
});

const directions = () =>
  [
    [demo, second],
    [second, demo],
  ] as const;

describe('tenant isolation', () => {
  it('every list route shows a company none of the other company’s records', async () => {
    const exercised = new Set<string>();
    for (const route of listRoutes) {
      for (const [owner, prober] of directions()) {
        const [own, probed] = await Promise.all([
          read(owner.client, route),
          read(prober.client, route, route.url, owner.client),
        ]);
        expect(own.status, own.describe()).toBe(200);
        expect(probed.status, probed.describe()).toBe(200);
        const ownIds = identifiers(own.body);
        const seen = identifiers(probed.body);
        if (ownIds.size > 0) exercised.add(route.id);
        for (const id of ownIds) {
          const path = id.slice(0, id.indexOf('='));
          if (isShared(route, path)) continue;
          check(!seen.has(id), () => `${label(route)}: ${prober.name} sees ${owner.name}'s ${id}`);
        }
      }
    }
    recordFigure({
      area: 'tenants',
      name: 'list routes exercised',
      value: `${exercised.size} / ${listRoutes.length}`,
      target: `${listRoutes.length} / ${listRoutes.length}`,
    });
    expect(listRoutes.filter((route) => !exercised.has(route.id)).map(label)).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it('every route taking an id answers another company’s id with 404, like an unknown one, and changes nothing', async () => {
    const exercised = new Set<string>();
    // Reads first, then writes, then deletes, so a write probe cannot hide a read's answer.
    const order = (route: RouteDefinition) =>
      route.method === 'GET' ? 0 : route.method === 'DELETE' ? 2 : 1;
    const routes = [...idRoutes].sort((a, b) => order(a) - order(b));
    for (const [owner, prober] of directions()) {
      for (const route of routes) {
        const params = await ownerParams(owner, route);
        if (!params) continue;
        const firstName = paramNames(route.url)[0] ?? 'id';
        const ownerRecord = plainGets.find((list) => list === listFor(route, firstName));
        // Writes must leave the owner's record as it was (reads of moving vehicles would not).
        const before =
          ownerRecord && route.method !== 'GET' ? await read(owner.client, ownerRecord) : undefined;
        const body = await bodyFor(route, owner, params);
        if (body !== undefined && route.schema.body && !Value.Check(route.schema.body, body)) {
          continue; // not exercised: the test names the route below
        }
        const path = fillPath(route.url, params);
        const probed = await prober.client.request(route.method, path, {
          query: minimalQuery(route),
          body,
        });
        const unknownParams = Object.fromEntries(
          Object.keys(params).map((name) => [name, unknownId(route, name)]),
        );
        const unknown = await prober.client.request(
          route.method,
          fillPath(route.url, { ...params, [firstName]: unknownParams[firstName] ?? 0 }),
          { query: minimalQuery(route), body },
        );
        exercised.add(route.id);
        check(
          probed.status === 404 && isErrorShape(probed.body, 404),
          () =>
            `${route.method} ${path} by ${prober.name} (${owner.name}'s) -> ${probed.status} ${probed.text.slice(0, 300)}`,
        );
        check(
          normalised(probed, [params[firstName] ?? '']) ===
            normalised(unknown, [unknownParams[firstName] ?? '']),
          () =>
            `${route.method} ${path}: ${owner.name}'s id answers unlike an unknown one:\n  ${probed.text.slice(0, 200)}\n  ${unknown.text.slice(0, 200)}`,
        );
        if (before && ownerRecord) {
          const after = await read(owner.client, ownerRecord);
          const key = String(params[firstName]);
          const pick = (response: ApiResponse) =>
            rowsOf(response.body).find((row) =>
              Object.values(row).some((value) => String(value) === key),
            );
          check(
            pick(before) !== undefined && isDeepStrictEqual(pick(before), pick(after)),
            () => `${label(route)} by ${prober.name} changed ${owner.name}'s record ${key}`,
          );
        }
      }
    }
    recordFigure({
      area: 'tenants',
      name: 'routes with an id exercised',
      value: `${exercised.size} / ${idRoutes.length}`,
      target: `${idRoutes.length} / ${idRoutes.length}`,
    });
    expect(idRoutes.filter((route) => !exercised.has(route.id)).map(label)).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it('every write naming records in its body answers another company’s ids like unknown ones and changes nothing', async () => {
    const bodyRoutes = catalogue.filter(
      (route) =>
        route.method !== 'GET' &&
        paramNames(route.url).length === 0 &&
        Object.keys(asJson(route.schema.body)?.properties ?? {}).some(
          (key) => ID_KEY.test(key) || /ids$/i.test(key),
        ),
    );
    const exercised = new Set<string>();
    const customers = '/order/api/web/v1/customer';
    const notifications = '/api/system-notification';
    for (const [owner, prober] of directions()) {
      const records = await ownerOf(owner);
      const beforeCustomers = await owner.client.get(customers, { query: { limit: 1000 } });
      const beforeNotices = await owner.client.get(notifications, { query: { limit: 1000 } });
      const beforeRuns = await owner.client.get('/fleet-planning/api/web/v1/route-optimization');
      const proberRuns = await prober.client.get('/fleet-planning/api/web/v1/route-optimization');
      for (const route of bodyRoutes) {
        const probe = tenantOf(route)?.body;
        if (!probe) continue; // not exercised: named below (declare its probe with its domain)
        const [own, fake, values] = await probe(records);
        if (!route.schema.body || !Value.Check(route.schema.body, own)) continue;
        const probed = await prober.client.request(route.method, route.url, { body: own });
        const unknown = await prober.client.request(route.method, route.url, { body: fake });
        exercised.add(route.id);
        check(
          probed.status >= 400 && probed.status < 500 && isErrorShape(probed.body),
          () =>
            `${label(route)} by ${prober.name} with ${owner.name}'s ids -> ${probed.status} ${probed.text.slice(0, 300)}`,
        );
        check(
          normalised(probed, values) === normalised(unknown, values),
          () =>
            `${label(route)}: ${owner.name}'s ids answer unlike unknown ones:\n  ${probed.text.slice(0, 200)}\n  ${unknown.text.slice(0, 200)}`,
        );
      }
      const same = async (path: string, before: ApiResponse, client: ApiClient) => {
        const after = await client.get(path, { query: { limit: 1000 } });
        check(isDeepStrictEqual(before.body, after.body), () => `${path} of ${owner.name} changed`);
      };
      await same(customers, beforeCustomers, owner.client);
      await same(notifications, beforeNotices, owner.client);
      const runsAfter = await owner.client.get('/fleet-planning/api/web/v1/route-optimization');
      check(
        isDeepStrictEqual(beforeRuns.body, runsAfter.body),
        () => `${owner.name}'s runs changed`,
      );
      const proberAfter = await prober.client.get('/fleet-planning/api/web/v1/route-optimization');
      check(
        isDeepStrictEqual(proberRuns.body, proberAfter.body),
        () => `${prober.name} created a run from ${owner.name}'s records`,
      );
    }
    recordFigure({
      area: 'tenants',
      name: 'writes naming records in the body exercised',
      value: `${exercised.size} / ${bodyRoutes.length}`,
      target: `${bodyRoutes.length} / ${bodyRoutes.length}`,
    });
    expect(bodyRoutes.filter((route) => !exercised.has(route.id)).map(label)).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it('live messages: a company’s socket receives nothing of the other’s while it raises alerts and announcements', async () => {
    const sockets: LiveConnection[] = [];
    const open = async (tenant: Tenant) => {
      const token = (await tenant.client.get(wsTokenRoute.url)).body as { token: string };
      const connection = await LiveConnection.open(tenant.client.wsUrl(token.token));
      sockets.push(connection);
      return connection;
    };
    const isType = (type: string) => (m: unknown) => (m as { type?: string }).type === type;
    try {
      for (const [owner, prober] of directions()) {
        const ownVehicles = rowsOf(
          (await owner.client.get('/api/vehicle', { query: { limit: 1000 } })).body,
        )
          .map((row) => row.id)
          .filter((id): id is number => typeof id === 'number');
        const ownerUser = (await owner.client.get('/api/whoami')).body as {
          data: { userId: number };
        };
        const ownSocket = await open(owner);
        const probe = await open(prober);
        const tags = ownVehicles.slice(0, 50).map((id) => alertCenterTagType(id));
        ownSocket.send({ type: 'update_tags', payload: { tags } });
        probe.send({ type: 'update_tags', payload: { tags } });
        probe.send({
          type: 'positions_subscribe',
          payload: { vehicleIds: ownVehicles.slice(0, 50) },
        });
        probe.send({ type: 'positions_subscribe', payload: {} });
        for (const socket of [ownSocket, probe]) {
          socket.send({ type: 'PING' });
          await socket.waitFor(isType('PONG'));
        }
        const raised = await owner.client.post(raiseAlertsRoute.url, {
          count: 3,
          vehicleId: ownVehicles[0],
        });
        expect(raised.status, raised.describe()).toBe(201);
        const alertIds = (
          (raised.body as { data: { rawAlertId?: number; id?: number }[] }).data ?? []
        ).map((alert) => alert.rawAlertId ?? alert.id);
        const announced = await owner.client.post(announceRoute.url, {});
        expect(announced.status, announced.describe()).toBe(201);
        // The owner's own socket gets them (so delivery happened) ...
        await ownSocket.waitFor(
          (m) => (m as { type?: string }).type === `system-notif-${ownerUser.data.userId}`,
        );
        await ownSocket.waitFor((m) => /^alert-center-/.test((m as { type?: string }).type ?? ''));
        // ... and everything sent to the prober before its PONG has arrived.
        probe.send({ type: 'PING' });
        const pongs = probe.messages.filter(isType('PONG')).length;
        await probe.waitFor(() => probe.messages.filter(isType('PONG')).length > pongs);
        const ownSet = new Set(ownVehicles);
        for (const message of probe.messages) {
          const m = message as { type?: string; payload?: unknown };
          const type = m.type ?? '';
          if (type === 'positions_snapshot' || type === 'positions_batch') {
            const decoded = decodePositions(m.payload);
            const seen = decoded.ok ? decoded.positions.filter((p) => ownSet.has(p.id)) : [];
            check(
              seen.length === 0,
              () =>
                `${prober.name} got ${owner.name}'s positions ${seen.map((p) => p.id).join(',')}`,
            );
            continue;
          }
          const named = [
            `alert-center-new-${ownerUser.data.userId}`,
            `system-notif-${ownerUser.data.userId}`,
            `alert-center-resolve-${owner.companyId}`,
            `route-optimization-${owner.companyId}`,
            ...tags,
          ];
          check(!named.includes(type), () => `${prober.name} got ${owner.name}'s ${type}`);
          const ids = identifiers(message);
          const carried = alertIds.filter(
            (id) =>
              id !== undefined &&
              [...ids].some((entry) => /alert/i.test(entry) && entry.endsWith(`=${id}`)),
          );
          check(
            carried.length === 0,
            () => `${prober.name} got ${owner.name}'s alerts ${carried.join(',')}`,
          );
        }
      }
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
    expect(leaks).toEqual([]);
  });

  it('GraphQL operations taking ids answer another company’s ids like unknown ones', async () => {
    const schema = await introspect(demo.client);
    const ID_ARG = /(^id$|Id$|Ids$|_id$|_ids$)/;
    /** The id-like paths of an arguments schema. */
    const idPaths = (schema: JsonSchema | undefined, path: string[] = []): string[][] => {
      if (!schema || path.length > 4) return [];
      return Object.entries(schema.properties ?? {}).flatMap(([key, inner]) =>
        ID_ARG.test(key) ? [[...path, key]] : idPaths(inner, [...path, key]),
      );
    };
    const operations = graphqlOperations.filter(
      (op) => idPaths(asJson(op.args)).length > 0 && !(op.field in GRAPHQL_NO_RECORDS),
    );
    const exercised = new Set<string>();
    let ownAnswered = 0;
    for (const [owner, prober] of directions()) {
      const vehicles = rowsOf(
        (await owner.client.get('/api/vehicle', { query: { limit: 50 } })).body,
      );
      const who = (await owner.client.get('/api/whoami')).body as { data: { userId: number } };
      const raised = await owner.client.post(raiseAlertsRoute.url, { count: 1 });
      const alert = ((raised.body as { data?: { rawAlertId?: string | number }[] }).data ?? [])[0]
        ?.rawAlertId;
      const rules = await owner.client.graphql<{
        data?: { alertRules?: { list?: { id: number }[] } };
      }>('query { alertRules { list { id } } }');
      const ruleId = rules.body?.data?.alertRules?.list?.[0]?.id;
      /** The owner's record an id argument names: by its name, or for `id` by the field's. */
      const valueFor = (field: string, name: string): string | number | undefined => {
        const subject = name === 'id' || name === 'ids' ? field : name;
        if (/vehicle/i.test(subject)) return vehicles[0]?.id as number | undefined;
        if (/driver/i.test(subject)) {
          const driven = vehicles.find((v) => (v.driver as { id?: number } | null)?.id);
          return (driven?.driver as { id: number } | undefined)?.id;
        }
        if (/company/i.test(subject)) return owner.companyId;
        if (/rule/i.test(subject)) return ruleId;
        if (/alert/i.test(subject)) return alert;
        if (/user/i.test(subject)) return who.data.userId;
        return undefined;
      };
      for (const op of operations) {
        const field = rootField(schema, op.kind, op.field);
        if (!field) continue;
        // A mutation gets every member, so it would change something if it reached a record.
        const base = (fill(asJson(op.args), op.kind === 'mutation') ?? {}) as Record<
          string,
          unknown
        >;
        const withIds = (unknown: boolean): [Record<string, unknown>, (string | number)[]] => {
          const args = structuredClone(base);
          const used: (string | number)[] = [];
          for (const path of idPaths(asJson(op.args))) {
            const key = path[path.length - 1] ?? '';
            const value = valueFor(op.field, key);
            if (value === undefined) continue;
            const slot = schemaAt(asJson(op.args), path);
            const itemType = (slot?.items ?? slot)?.type;
            const raw = unknown ? 987_654_321 : value;
            const chosen = itemType === 'string' ? String(raw) : Number(raw);
            used.push(chosen);
            let target: Record<string, unknown> = args;
            for (const part of path.slice(0, -1)) {
              const next = target[part];
              target[part] = next && typeof next === 'object' ? next : {};
              target = target[part] as Record<string, unknown>;
            }
            target[key] = slot?.type === 'array' ? [chosen] : chosen;
          }
          return [args, used];
        };
        const [ownArgs, ownValues] = withIds(false);
        const [fakeArgs, fakeValues] = withIds(true);
        if (ownValues.length === 0) continue;
        const document = operationDocument(
          schema,
          op.kind,
          field,
          ownArgs,
          `Probe${op.operationName}`,
        );
        // The owner's own call shows the ids name its records (queries only: a mutation would
        // change the owner's records on the gateway other files share).
        if (op.kind === 'query') {
          const mine = await owner.client.graphql(document, ownArgs);
          const data = (mine.body as { data?: Record<string, { isSuccessful?: boolean }> }).data;
          if (data?.[op.field]?.isSuccessful) ownAnswered++;
        }
        const probed = await prober.client.graphql(document, ownArgs);
        const unknown = await prober.client.graphql(document, fakeArgs);
        // Exercised when the resolver ran (not refused by GraphQL validation before it).
        const ran = (unknown.body as { data?: unknown } | undefined)?.data;
        if (ran) exercised.add(op.field);
        check(
          normalised(probed, ownValues) === normalised(unknown, fakeValues),
          () =>
            `GraphQL ${op.field} by ${prober.name} with ${owner.name}'s ids answers unlike unknown ones:\n  ${probed.text.slice(0, 300)}\n  ${unknown.text.slice(0, 300)}`,
        );
      }
    }
    recordFigure({
      area: 'tenants',
      name: 'GraphQL operations taking ids exercised',
      value: `${exercised.size} / ${operations.length} (${ownAnswered} queries answered their owner with data)`,
      target: `${operations.length} / ${operations.length}`,
    });
    expect(operations.filter((op) => !exercised.has(op.field)).map((op) => op.field)).toEqual([]);
    expect(leaks).toEqual([]);
  });
});
