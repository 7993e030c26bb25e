import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_COOKIE_NAME, logoutRoute, wsTokenRoute } from '@armada/contracts/auth';
import { GRAPHQL_ROOT_FIELDS } from '@armada/contracts/catalogue';
import type { RouteDefinition } from '@armada/contracts/shared';
import { expireSessionRoute, simulatorControlRoutes } from '@armada/contracts/simulator-control';
import {
  PUBLIC_TRACKING_API_PREFIX,
  createTrackingLinkRoute,
  expireTrackingLinkRoute,
  getPublicTrackingRoute,
  streamPublicTrackingRoute,
} from '@armada/contracts/tracking-links';
import { ApiClient, LiveConnection, probeRefusal, type ApiResponse } from '../contract/lib/client';
import {
  introspect,
  namedType,
  typeText,
  type IntrospectedField,
  type ServedSchema,
} from '../contract/lib/graphql';
import { FORGED_SESSION, placeholderBody, placeholderParams } from '../contract/lib/ids';
import { catalogue, fillPath, label, minimalQuery } from '../contract/lib/routes';
import { recordFigure } from './lib/figures';
import { isErrorShape, signIn } from './lib/http';

/**
 * Authentication coverage (issue 12), generated from the REST catalogue (`apiRoutes`, plus the
 * simulator controls), the served GraphQL schema (introspection) and the live channel: every
 * route and method, every root field and the WebSocket upgrade refuse a MISSING, FORGED,
 * EXPIRED and LOGGED-OUT session with 401 and the JSON error shape. A route added to the
 * contracts or a field added to the schema is covered without touching this file; one that is
 * not refused fails the test and is named.
 *
 * EXPIRED uses the simulator control CTRL-2 (the session's expiry set to the clock's now), so
 * nothing sleeps and the clock of the gateway the files share does not move.
 */
const origin = inject('sharedGatewayOrigin');

const SESSION_KINDS = ['missing', 'forged', 'expired', 'logged-out'] as const;
type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * Routes that need no session, by design: sign-in, and a tracking link's public view and stream
 * (TRK-10), which the token alone opens; the last test below holds them to revealing nothing
 * else.
 */
const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'login',
  getPublicTrackingRoute.id,
  streamPublicTrackingRoute.id,
]);

/** At most this many requests in flight (the shared gateway serves other files too). */
const CONCURRENCY = 8;

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

function withCookie(value: string): ApiClient {
  const client = new ApiClient(origin);
  client.cookies.set(SESSION_COOKIE_NAME, value);
  return client;
}

/** A session cookie of each kind; forged has two: a made-up value and a real-looking secret. */
const sessions = new Map<SessionKind, ApiClient[]>();
/** An admin session that stays valid (introspection, tokens). */
let admin: ApiClient;
const started = performance.now();

async function signedInClient(): Promise<ApiClient> {
  const cookie = await signIn(origin, 'admin');
  return withCookie(cookie.slice(SESSION_COOKIE_NAME.length + 1));
}

/** The answer is the refusal: 401 with `{statusCode: 401, code, message}`. */
function refusalProblem(response: ApiResponse): string | undefined {
  if (response.status !== 401) return `HTTP ${response.status}: ${response.text.slice(0, 200)}`;
  if (!isErrorShape(response.body, 401))
    return `401 without the JSON error shape: ${response.text}`;
  return undefined;
}

beforeAll(async () => {
  // The sessions are admin's (every permission), so an accepted one would answer 2xx, not 403.
  const [expired, loggedOut, live] = await Promise.all([
    signedInClient(),
    signedInClient(),
    signedInClient(),
  ]);
  admin = live;
  const expiry = await expired.post(expireSessionRoute.url, {});
  if (expiry.status !== 200) throw new Error(`could not expire a session: ${expiry.describe()}`);
  const logout = await loggedOut.clone().logout();
  if (logout.status !== 200) throw new Error(`could not sign out: ${logout.describe()}`);
  sessions.set('missing', [new ApiClient(origin)]);
  sessions.set('forged', [
    withCookie(FORGED_SESSION),
    withCookie(randomBytes(32).toString('base64url')),
  ]);
  sessions.set('expired', [expired]);
  sessions.set('logged-out', [loggedOut]);
});

afterAll(async () => {
  await admin?.logout();
  recordFigure({
    area: 'auth',
    name: 'auth coverage wall time',
    value: `${((performance.now() - started) / 1000).toFixed(1)} s`,
    target: '≤ 20 s',
  });
});

/** Covered / total per session kind; every kind must cover every item. */
function report(
  kind: string,
  items: readonly string[],
  failures: Map<SessionKind, string[]>,
): void {
  for (const session of SESSION_KINDS) {
    const failed = failures.get(session) ?? [];
    recordFigure({
      area: 'auth',
      name: `${kind} refusing ${session === 'expired' ? 'an' : 'a'} ${session} session`,
      value: `${items.length - new Set(failed.map((f) => f.split(' -> ')[0])).size} / ${items.length}`,
      target: `${items.length} / ${items.length}`,
    });
  }
  const all = [...failures.entries()].flatMap(([session, list]) =>
    list.map((line) => `[${session}] ${line}`),
  );
  expect(all, `${kind} not refused with 401 JSON:\n${all.join('\n')}`).toEqual([]);
}

describe('authentication coverage', () => {
  it('the only REST routes without a session are sign-in and the public tracking routes', () => {
    const publicRoutes = catalogue.filter((route) => !route.auth).map((route) => route.id);
    expect(publicRoutes.filter((id) => !PUBLIC_ROUTES.has(id))).toEqual([]);
  });

  it('every REST route and method (and every simulator control) refuses each kind of bad session', async () => {
    const routes: RouteDefinition[] = [...catalogue, ...simulatorControlRoutes].filter(
      (route, index, all) =>
        route.auth &&
        all.findIndex((other) => other.method === route.method && other.url === route.url) ===
          index,
    );
    expect(routes.length).toBeGreaterThan(40);
    const failures = new Map<SessionKind, string[]>();
    const cases = routes.flatMap((route) =>
      SESSION_KINDS.flatMap((kind) =>
        (sessions.get(kind) ?? []).map((client) => ({ route, kind, client })),
      ),
    );
    await inBatches(cases, async ({ route, kind, client }) => {
      // The client is shared: a cookie the server clears must not leave the jar for the next case.
      const response = await client
        .clone()
        .request(route.method, fillPath(route.url, placeholderParams(route)), {
          query: minimalQuery(route),
          body: placeholderBody(route),
        });
      const problem = refusalProblem(response);
      if (problem)
        failures.set(kind, [...(failures.get(kind) ?? []), `${label(route)} -> ${problem}`]);
    });
    report('REST routes', routes.map(label), failures);
  });

  describe('GraphQL', () => {
    let schema: ServedSchema;
    let fields: { kind: 'query' | 'mutation'; field: IntrospectedField }[];

    beforeAll(async () => {
      schema = await introspect(admin);
      const rootFields = (kind: 'query' | 'mutation') => {
        const name = kind === 'query' ? schema.queryType : schema.mutationType;
        const type = name ? schema.types.get(name) : undefined;
        return (type?.fields ?? []).map((field) => ({ kind, field }));
      };
      fields = [...rootFields('query'), ...rootFields('mutation')];
    });

    /** A placeholder of the argument's type (401 comes before GraphQL reads it). */
    function placeholder(field: IntrospectedField, name: string): unknown {
      const arg = field.args.find((a) => a.name === name);
      const type = arg ? namedType(arg.type) : 'String';
      const scalar: Record<string, unknown> = { Int: 1, Float: 1, ID: '1', Boolean: false };
      if (type in scalar) return scalar[type];
      const kind = schema.types.get(type)?.kind;
      return kind === 'INPUT_OBJECT' ? {} : 'x';
    }

    function document(kind: 'query' | 'mutation', field: IntrospectedField): string {
      const definitions = field.args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`);
      const passing = field.args.map((arg) => `${arg.name}: $${arg.name}`);
      const result = schema.types.get(namedType(field.type))?.kind;
      const selection =
        result === 'OBJECT' || result === 'INTERFACE' || result === 'UNION' ? '{ __typename }' : '';
      return `${kind} AuthProbe${definitions.length ? `(${definitions.join(', ')})` : ''} { ${field.name}${passing.length ? `(${passing.join(', ')})` : ''} ${selection} }`;
    }

    it('serves every root field the contracts declare', () => {
      const served = new Set(fields.map(({ kind, field }) => `${kind} ${field.name}`));
      const declared = [
        ...GRAPHQL_ROOT_FIELDS.query.map((name) => `query ${name}`),
        ...GRAPHQL_ROOT_FIELDS.mutation.map((name) => `mutation ${name}`),
      ];
      expect(declared.filter((name) => !served.has(name))).toEqual([]);
    });

    it('every root field refuses each kind of bad session (POST, and GET for queries)', async () => {
      expect(fields.length).toBeGreaterThan(10);
      const failures = new Map<SessionKind, string[]>();
      const cases = fields.flatMap(({ kind, field }) =>
        SESSION_KINDS.flatMap((session) =>
          (sessions.get(session) ?? []).flatMap((client) =>
            (kind === 'query' ? (['POST', 'GET'] as const) : (['POST'] as const)).map((method) => ({
              kind,
              field,
              session,
              client,
              method,
            })),
          ),
        ),
      );
      await inBatches(cases, async ({ kind, field, session, client, method }) => {
        const query = document(kind, field);
        const variables = Object.fromEntries(
          field.args.map((arg) => [arg.name, placeholder(field, arg.name)]),
        );
        const response =
          method === 'POST'
            ? await client.clone().graphql(query, variables)
            : await client.clone().get('/graphql', {
                query: { query, variables: JSON.stringify(variables) },
              });
        const problem = refusalProblem(response);
        if (problem) {
          failures.set(session, [
            ...(failures.get(session) ?? []),
            `${kind} ${field.name} (${method}) -> ${problem}`,
          ]);
        }
      });
      report(
        'GraphQL root fields',
        fields.map(({ kind, field }) => `${kind} ${field.name}`),
        failures,
      );
    });
  });

  describe('live channel', () => {
    async function token(client: ApiClient): Promise<string> {
      const response = await client.get(wsTokenRoute.url);
      const value = (response.body as { token?: string } | undefined)?.token;
      if (response.status !== 200 || !value) throw new Error(`no token: ${response.describe()}`);
      return value;
    }

    it('the WebSocket upgrade refuses a missing, forged, used or expired token and a token of an ended session', async () => {
      const cases: { name: string; token: () => Promise<string | undefined> }[] = [
        { name: 'missing token', token: async () => undefined },
        { name: 'forged token', token: async () => randomBytes(32).toString('base64url') },
        {
          name: 'session cookie as token',
          token: async () => admin.sessionCookie,
        },
        {
          name: 'used token',
          token: async () => {
            const value = await token(admin);
            const first = await LiveConnection.open(admin.wsUrl(value));
            await first.close();
            return value;
          },
        },
        {
          name: 'expired token',
          token: async () => {
            const client = await signedInClient();
            const value = await token(client);
            const response = await client.post(expireSessionRoute.url, { what: 'ws-tokens' });
            if (response.status !== 200) throw new Error(response.describe());
            await client.logout();
            return value;
          },
        },
        {
          name: 'token of an expired session',
          token: async () => {
            const client = await signedInClient();
            const value = await token(client);
            const response = await client.post(expireSessionRoute.url, {});
            if (response.status !== 200) throw new Error(response.describe());
            return value;
          },
        },
        {
          name: 'token of a logged-out session',
          token: async () => {
            const client = await signedInClient();
            const value = await token(client);
            const response = await client.post(logoutRoute.url);
            if (response.status !== 200) throw new Error(response.describe());
            return value;
          },
        },
      ];
      const failures: string[] = [];
      for (const probe of cases) {
        const result = await probeRefusal(admin.wsUrl(await probe.token()));
        let body: unknown;
        try {
          body = result.body ? JSON.parse(result.body) : undefined;
        } catch {
          body = undefined;
        }
        if (result.status !== 401 || !isErrorShape(body, 401)) {
          failures.push(`${probe.name} -> ${result.detail}`);
        }
      }
      recordFigure({
        area: 'auth',
        name: 'live channel upgrades refused (bad, used, expired, ended)',
        value: `${cases.length - failures.length} / ${cases.length}`,
        target: `${cases.length} / ${cases.length}`,
      });
      expect(failures, failures.join('\n')).toEqual([]);
    });

    // Found by this suite: an open socket kept receiving its company's alerts and positions after
    // its session signed out (fixed in the simulator, LIVE-7).
    it('LIVE-7 a socket open when its session signs out is closed and receives nothing more', async () => {
      const client = await signedInClient();
      const connection = await LiveConnection.open(client.wsUrl(await token(client)));
      const closed = new Promise<number>((resolve) => {
        if (connection.socket.readyState === connection.socket.CLOSED) resolve(0);
        connection.socket.once('close', (code) => resolve(code));
      });
      const logout = await client.logout();
      expect(logout.status, logout.describe()).toBe(200);
      const code = await Promise.race([
        closed,
        new Promise<string>((resolve) => setTimeout(() => resolve('still open after 5 s'), 5_000)),
      ]);
      recordFigure({
        area: 'auth',
        name: 'live socket of a signed-out session closed',
        value: typeof code === 'number' ? `yes (code ${code})` : 'no',
        target: 'yes',
      });
      expect(code).toBe(1008);
    });
  });

  describe('public tracking routes (TRK-10)', () => {
    interface Made {
      token: string;
      link: { id: number; vehicle: { id: number; license_plate: string } };
    }

    async function make(client: ApiClient, vehicleId: number): Promise<Made> {
      const response = await client.post<{ data: Made }>(createTrackingLinkRoute.url, {
        vehicle_id: vehicleId,
        expires_in_hours: 1,
        shows: ['position', 'plate', 'driver_first_name'],
      });
      if (response.status !== 201 || !response.body) throw new Error(response.describe());
      return response.body.data;
    }

    it("open only with their token: other vehicles' ids, tampered and expired tokens, any session, reveal nothing", async () => {
      const vehicles = await admin.get<{
        data: { paginated_result: { id: number; license_plate: string }[] };
      }>('/api/vehicle', { query: { limit: 20, parent_only: true } });
      const fleet = vehicles.body?.data.paginated_result ?? [];
      const [shared, ...others] = fleet;
      if (!shared || others.length === 0) throw new Error(vehicles.describe());
      const made = await make(admin, shared.id);
      const expiring = await make(admin, shared.id);
      const expired = await admin.post(
        expireTrackingLinkRoute.url.replace(':id', String(expiring.link.id)),
        {},
      );
      if (expired.status !== 200) throw new Error(expired.describe());
      const last = made.token.at(-1) === 'A' ? 'B' : 'A';
      const refused: { token: string; status: number }[] = [
        ...others.map((vehicle) => ({ token: String(vehicle.id), status: 404 })),
        { token: String(shared.id), status: 404 },
        { token: String(made.link.id), status: 404 },
        { token: `${made.token.slice(0, -1)}${last}`, status: 404 },
        { token: made.token.slice(0, -1), status: 404 },
        { token: expiring.token, status: 410 },
      ];
      const clients = [
        new ApiClient(origin),
        admin,
        ...SESSION_KINDS.flatMap((kind) => sessions.get(kind) ?? []),
      ];
      const problems: string[] = [];
      let probes = 0;
      for (const client of clients) {
        for (const { token, status } of refused) {
          for (const suffix of ['', '/live']) {
            probes += 1;
            const response = await client
              .clone()
              .get(`${PUBLIC_TRACKING_API_PREFIX}/${encodeURIComponent(token)}${suffix}`);
            if (response.status !== status || !isErrorShape(response.body, status)) {
              problems.push(
                `${token}${suffix} -> ${response.status} ${response.text.slice(0, 200)}`,
              );
            }
          }
        }
        // The right token shows its own vehicle only: no other vehicle, no id of anything.
        probes += 1;
        const view = await client.clone().get(`${PUBLIC_TRACKING_API_PREFIX}/${made.token}`);
        if (view.status !== 200) problems.push(`the link itself -> ${view.describe()}`);
        const leaked = others.filter((vehicle) => view.text.includes(vehicle.license_plate));
        if (leaked.length > 0 || /"(id|company|company_id|vehicle_id)"/.test(view.text)) {
          problems.push(`the view reveals more than its vehicle: ${view.text.slice(0, 300)}`);
        }
      }
      recordFigure({
        area: 'auth',
        name: 'public tracking probes answered as unknown, ended or the link alone',
        value: `${probes - problems.length} / ${probes}`,
        target: `${probes} / ${probes}`,
      });
      expect(problems, problems.join('\n')).toEqual([]);
    });
  });
});
