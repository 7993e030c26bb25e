import { beforeAll, describe, expect, it } from 'vitest';
import { ID_RANGE, LIST_LIMITS, type RouteDefinition } from '@armada/contracts/shared';
import { adminClient, type ApiClient, type QueryValue } from './lib/client';
import { isUuidParam, unknownId } from './lib/ids';
import {
  catalogue,
  exampleBody,
  fillPath,
  isIntegerParam,
  label,
  listRoutes,
  minimalQuery,
  paramNames,
  parentListRoute,
  querySupports,
} from './lib/routes';
import { expectError, expectStatus } from './lib/schema';

/**
 * Input a server must refuse, generated from the route catalogue (`apiRoutes`): every integer
 * path parameter and every list route of a later feature gets these cases without touching
 * this file. Each answer is a 400 in the JSON error shape naming the parameter or field, and
 * a refused write changes nothing.
 */

/** Written like a number to a lenient parser, but not a decimal integer in range. */
const HOSTILE_INTEGERS = [
  'true',
  '52.5',
  '0x34',
  '1e3',
  '-1',
  '0',
  ' ',
  String(ID_RANGE.max + 1),
  '99999999999999999999',
] as const;

/** Names every object inherits: a lookup in a plain object finds them (a 500 or a no-op). */
const INHERITED_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
] as const;

const HOSTILE_PAGING: Record<'limit' | 'page', readonly string[]> = {
  limit: ['1.5', '0x10', '0', '-1', 'abc', '', String(LIST_LIMITS.maxLimit + 1), '1e2'],
  page: ['1.5', '0x10', '0', '-1', 'abc', '', String(LIST_LIMITS.maxPage + 1), '1e2'],
};

let admin: ApiClient;
beforeAll(async () => {
  admin = adminClient();
});

/** Path parameters typed as integers, one case per (route, parameter, value). */
const idCases = catalogue.flatMap((route) =>
  paramNames(route.url)
    .filter((name) => isIntegerParam(route, name) && !isUuidParam(route, name))
    .flatMap((name) =>
      HOSTILE_INTEGERS.map((value) => [label(route), name, value, route] as const),
    ),
);

/** The other path parameters hold well-formed (unknown) ids, so only `name` is at fault. */
function pathWith(route: RouteDefinition, name: string, value: string): string {
  const params = Object.fromEntries(
    paramNames(route.url).map((other) => [other, other === name ? value : unknownId(route, other)]),
  );
  return fillPath(route.url, params);
}

/**
 * What a write could have changed: the route's parent list, every item, in id order where the
 * list can sort (a lenient server reads "52.5" as 52, "true" as 1 and "1e3" as 1000).
 */
async function snapshot(route: RouteDefinition): Promise<unknown> {
  const list = parentListRoute(route);
  if (!list) return undefined;
  const query: Record<string, QueryValue> = { ...minimalQuery(list) };
  if (querySupports(list, 'limit')) query.limit = LIST_LIMITS.maxLimit;
  if (querySupports(list, 'sorts')) query.sorts = 'id asc';
  const response = await admin.get(fillPath(list.url, {}), { query });
  expectStatus(response, 200);
  return response.body;
}

describe('every integer path parameter is read strictly', () => {
  it('has routes to check', () => expect(idCases.length).toBeGreaterThan(0));

  it.each(idCases)('%s refuses %s="%s" with 400 naming it', async (_label, name, value, route) => {
    const isWrite = route.method !== 'GET';
    const before = isWrite ? await snapshot(route) : undefined;
    const response = await admin.request(route.method, pathWith(route, name, value), {
      query: minimalQuery(route),
      body: route.schema.body ? exampleBody(route) : undefined,
    });
    expectError(response, 400, [`params.${name}`, new RegExp(`\\b${name}\\b`)]);
    if (isWrite) {
      expect(await snapshot(route), `${route.method} with ${name}=${value} changed data`).toEqual(
        before,
      );
    }
  });
});

/** List routes without path parameters (nested lists are covered through their resource). */
const topLists = listRoutes.filter((route) => paramNames(route.url).length === 0);

const fieldCases = (part: 'filters' | 'sorts', text: (name: string) => string) =>
  topLists
    .filter((route) => querySupports(route, part))
    .flatMap((route) =>
      [...INHERITED_NAMES, 'no_such_field'].map(
        (name) => [label(route), text(name), name, route] as const,
      ),
    );

describe('list fields are looked up among the declared ones only', () => {
  it('has list routes to check', () => expect(topLists.length).toBeGreaterThan(0));

  it.each(fieldCases('filters', (name) => `${name} eq 1`))(
    '%s refuses filters="%s" with 400 naming the field',
    async (_label, filters, name, route) => {
      const response = await admin.get(route.url, { query: { ...minimalQuery(route), filters } });
      expectError(response, 400, [name]);
    },
  );

  it.each(fieldCases('sorts', (name) => `${name} asc`))(
    '%s refuses sorts="%s" with 400 naming the field',
    async (_label, sorts, name, route) => {
      const response = await admin.get(route.url, { query: { ...minimalQuery(route), sorts } });
      expectError(response, 400, [name]);
    },
  );
});

const pagingCases = topLists.flatMap((route) =>
  (['limit', 'page'] as const)
    .filter((name) => querySupports(route, name))
    .flatMap((name) =>
      HOSTILE_PAGING[name].map((value) => [label(route), name, value, route] as const),
    ),
);

describe('limit and page are decimal integers in range', () => {
  it('has list routes to check', () => expect(pagingCases.length).toBeGreaterThan(0));

  it.each(pagingCases)(
    '%s refuses %s="%s" with 400 naming it',
    async (_label, name, value, route) => {
      const response = await admin.get(route.url, {
        query: { ...minimalQuery(route), [name]: value },
      });
      expectError(response, 400, [name]);
    },
  );
});
