import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '@armada/contracts/auth';
import { ErrorResponseSchema, type RouteDefinition } from '@armada/contracts/shared';
import { ApiClient, adminClient } from './lib/client';
import {
  FORGED_SESSION,
  existingIds,
  malformedId,
  placeholderBody,
  placeholderParams,
  unknownId,
} from './lib/ids';
import {
  authRoutesOnly,
  catalogue,
  exampleBody,
  fillPath,
  isItemRoute,
  label,
  minimalQuery,
  paramNames,
  parentListRoute,
  requiredNames,
  successSchema,
  successStatus,
} from './lib/routes';
import { expectError, expectSchema, expectStatus } from './lib/schema';

/**
 * Table-driven cases over the whole REST catalogue (`apiRoutes`): a route added to the
 * contracts is covered here without touching this file.
 */

let admin: ApiClient;
beforeAll(async () => {
  admin = adminClient();
});

describe('every route that needs a session refuses a request without one', () => {
  it('has routes to check', () => {
    expect(authRoutesOnly.length).toBeGreaterThan(0);
  });

  it.each(authRoutesOnly.map((route) => [label(route), route] as const))(
    '%s -> 401 without a cookie',
    async (_label, route) => {
      const response = await new ApiClient().request(
        route.method,
        fillPath(route.url, placeholderParams(route)),
        {
          query: minimalQuery(route),
          body: placeholderBody(route),
        },
      );
      expectError(response, 401);
    },
  );

  it.each(authRoutesOnly.map((route) => [label(route), route] as const))(
    '%s -> 401 with a forged session cookie',
    async (_label, route) => {
      const client = new ApiClient();
      client.cookies.set(SESSION_COOKIE_NAME, FORGED_SESSION);
      const response = await client.request(
        route.method,
        fillPath(route.url, placeholderParams(route)),
        {
          query: minimalQuery(route),
          body: placeholderBody(route),
        },
      );
      expectError(response, 401);
    },
  );
});

/** GET routes with no path parameter: called as they are, with minimal required query. */
const plainGets = catalogue.filter(
  (route) => route.method === 'GET' && paramNames(route.url).length === 0,
);

describe('every GET route answers its contract schema', () => {
  it.each(plainGets.map((route) => [label(route), route] as const))('%s', async (_label, route) => {
    const response = await admin.get(route.url, { query: minimalQuery(route) });
    expectStatus(response, successStatus(route));
    const schema = successSchema(route);
    if (schema) expectSchema(schema, response.body, label(route));
  });
});

/** GET routes of one resource by id, whose ids come from the parent list. */
const itemGets = catalogue.filter(
  (route) => route.method === 'GET' && isItemRoute(route) && parentListRoute(route) !== undefined,
);

describe('every GET-by-id route answers existing ids with its schema', () => {
  it.each(itemGets.map((route) => [label(route), route] as const))('%s', async (_label, route) => {
    const ids = await existingIds(admin, route);
    if (ids.length === 0) {
      // An empty parent list is a seed problem for a simulator: say so instead of passing.
      expect.fail(
        `${parentListRoute(route)?.url} returned no items, so ${route.url} cannot be checked`,
      );
    }
    const name = paramNames(route.url)[0] ?? 'id';
    for (const id of ids) {
      const response = await admin.get(fillPath(route.url, { [name]: id }), {
        query: minimalQuery(route),
      });
      expectStatus(response, successStatus(route));
      const schema = successSchema(route);
      if (schema) expectSchema(schema, response.body, `${route.url} with ${name}=${id}`);
    }
  });
});

/**
 * GET routes under one resource (`/route-optimization/:id/result`): for existing ids they answer
 * one of the statuses they declare, in that status's schema.
 */
const nestedGets = catalogue.filter(
  (route) =>
    route.method === 'GET' &&
    !isItemRoute(route) &&
    paramNames(route.url).length === 1 &&
    parentListRoute(route) !== undefined,
);

// No catalogue route is nested under one resource today; the suite applies as soon as one is.
describe.runIf(nestedGets.length > 0)(
  'every GET route under one resource answers existing ids as declared',
  () => {
    it.each(nestedGets.map((route) => [label(route), route] as const))(
      '%s',
      async (_label, route) => {
        const ids = await existingIds(admin, route, 1);
        if (ids.length === 0) {
          expect.fail(
            `${parentListRoute(route)?.url} returned no items, so ${route.url} cannot be checked`,
          );
        }
        const name = paramNames(route.url)[0] ?? 'id';
        const response = await admin.get(fillPath(route.url, { [name]: ids[0] ?? 0 }), {
          query: minimalQuery(route),
        });
        const declared = Object.keys(route.schema.response).map(Number);
        expectStatus(response, declared);
        const schema = route.schema.response[response.status];
        if (schema)
          expectSchema(
            schema,
            response.body,
            `${route.url} with ${name}=${ids[0]} (${response.status})`,
          );
      },
    );
  },
);

/** Any route whose last segment is an id: unknown ids are 404, malformed ones 400. */
const idRoutes = catalogue.filter((route) => isItemRoute(route));

describe('every route taking an id answers 404 for an unknown one', () => {
  it.each(idRoutes.map((route) => [label(route), route] as const))('%s', async (_label, route) => {
    const name = paramNames(route.url)[0] ?? 'id';
    const body = route.schema.body ? exampleBody(route) : undefined;
    if (route.schema.body && body === undefined) {
      // No valid body can be derived from the schema; the resource's own tests cover it.
      return;
    }
    const response = await admin.request(
      route.method,
      fillPath(route.url, { [name]: unknownId(route, name) }),
      {
        query: minimalQuery(route),
        body,
      },
    );
    expectError(response, 404);
  });
});

describe('every route taking an id answers 400 naming it for a malformed one', () => {
  const withMalformed = idRoutes.filter((route) =>
    malformedId(route, paramNames(route.url)[0] ?? 'id'),
  );
  it.each(withMalformed.map((route) => [label(route), route] as const))(
    '%s',
    async (_label, route) => {
      const name = paramNames(route.url)[0] ?? 'id';
      const response = await admin.request(
        route.method,
        fillPath(route.url, { [name]: malformedId(route, name) ?? '' }),
        {
          query: minimalQuery(route),
          body: placeholderBody(route),
        },
      );
      expectError(response, 400, [name]);
    },
  );
});

/** Routes with a JSON body: wrong shapes are 400 with a message naming the bad field. */
const bodyRoutes = catalogue.filter(
  (route) => route.schema.body !== undefined && route.id !== 'login',
);

describe('every route with a body refuses a malformed one with 400', () => {
  const paramsFor = async (route: RouteDefinition) => {
    const names = paramNames(route.url);
    if (names.length === 0) return {};
    if (names.length === 1) {
      const ids = await existingIds(admin, route, 1);
      if (ids[0] !== undefined) return { [names[0] ?? 'id']: ids[0] };
    }
    return placeholderParams(route);
  };

  it.each(bodyRoutes.map((route) => [label(route), route] as const))(
    '%s -> 400 for a JSON array instead of an object',
    async (_label, route) => {
      const response = await admin.request(
        route.method,
        fillPath(route.url, await paramsFor(route)),
        {
          query: minimalQuery(route),
          body: [],
        },
      );
      expectError(response, 400, [/body|object|array|type/i]);
    },
  );

  const withRequired = bodyRoutes.filter((route) => requiredNames(route.schema.body).length > 0);
  it.each(withRequired.map((route) => [label(route), route] as const))(
    '%s -> 400 naming a required field for {}',
    async (_label, route) => {
      const response = await admin.request(
        route.method,
        fillPath(route.url, await paramsFor(route)),
        {
          query: minimalQuery(route),
          body: {},
        },
      );
      expectError(response, 400, requiredNames(route.schema.body));
    },
  );

  it.each(bodyRoutes.map((route) => [label(route), route] as const))(
    '%s -> 400 for a body that is not JSON',
    async (_label, route) => {
      const response = await admin.request(
        route.method,
        fillPath(route.url, await paramsFor(route)),
        {
          query: minimalQuery(route),
          body: '{"broken": ',
          headers: { 'content-type': 'application/json' },
        },
      );
      expectError(response, 400);
    },
  );
});

describe('unknown paths', () => {
  it.each(['/api/no-such-resource', '/order/api/web/v1/no-such-resource'])(
    'GET %s answers a JSON error, not a page',
    async (path) => {
      const response = await admin.get(path);
      expect([401, 404], response.describe()).toContain(response.status);
      expectSchema(ErrorResponseSchema, response.body, `error body of ${path}`);
    },
  );
});
