import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMITS, type ListMetadata, type RouteDefinition } from '@armada/contracts/shared';
import { adminClient, type ApiClient, type QueryValue } from './lib/client';
import {
  fillPath,
  label,
  listItemSchema,
  listRoutes,
  minimalQuery,
  paramNames,
  querySupports,
  successSchema,
} from './lib/routes';
import { expectError, expectSchema, expectStatus } from './lib/schema';
import { compareFieldValues, getField, listFixtures } from './lib/list-fixtures';

/**
 * The list query language of every list endpoint (docs/rules/shell.md §3,
 * docs/rules/route-optimization.md §7): paging, sorting, filters and their operators, and the 400s
 * for malformed input. Generic over every list route of the catalogue (the `id` field every
 * resource has), plus each resource's own sortable and filterable fields from
 * `lib/list-fixtures.ts`.
 */

interface Page {
  data: { paginated_result: Record<string, unknown>[]; ids?: (number | string)[] };
  metadata: ListMetadata;
}

/** List routes that take no path parameter (nested lists are checked by their resource). */
const topLists = listRoutes.filter((route) => paramNames(route.url).length === 0);
const table = (routes: RouteDefinition[]) => routes.map((route) => [label(route), route] as const);

let admin: ApiClient;
beforeAll(async () => {
  admin = adminClient();
});

async function page(route: RouteDefinition, query: Record<string, QueryValue>): Promise<Page> {
  const response = await admin.get(fillPath(route.url, {}), {
    query: { ...minimalQuery(route), ...query },
  });
  expectStatus(response, 200);
  const schema = successSchema(route);
  if (schema) expectSchema(schema, response.body, `${route.url} ${JSON.stringify(query)}`);
  return response.body as Page;
}

const hasIds = (route: RouteDefinition) => Boolean(listItemSchema(route)?.properties?.id);
const hasIdList = (route: RouteDefinition) =>
  Boolean(
    (
      successSchema(route) as
        { properties?: { data?: { properties?: { ids?: unknown } } } } | undefined
    )?.properties?.data?.properties?.ids,
  );

describe('paging (limit, page, metadata, data.ids)', () => {
  it('has list routes to check', () => expect(topLists.length).toBeGreaterThan(0));

  it.each(table(topLists.filter((r) => querySupports(r, 'limit') && querySupports(r, 'page'))))(
    '%s pages through its items consistently',
    async (_label, route) => {
      // Lists of what the moving fleet records (dashcam media, alerts) may grow between two
      // calls: the three pages are read again, up to five times, until they agree on the total.
      let first = await page(route, { limit: 2, page: 1 });
      let second = await page(route, { limit: 2, page: 2 });
      let beyond = await page(route, { limit: 2, page: first.metadata.total_page + 1 });
      for (
        let attempt = 1;
        attempt < 5 &&
        (second.metadata.total_count !== first.metadata.total_count ||
          beyond.metadata.total_count !== first.metadata.total_count);
        attempt++
      ) {
        first = await page(route, { limit: 2, page: 1 });
        second = await page(route, { limit: 2, page: 2 });
        beyond = await page(route, { limit: 2, page: first.metadata.total_page + 1 });
      }
      const { total_count: total, total_page: totalPages } = first.metadata;
      expect(first.metadata.page).toBe(1);
      expect(totalPages, 'total_page = ceil(total_count / limit)').toBe(Math.ceil(total / 2));
      expect(first.data.paginated_result.length).toBe(Math.min(2, total));
      if (total < 3) {
        expect.fail(`${route.url} has only ${total} items: seed at least 3 to check paging`);
      }
      expect(second.metadata.page).toBe(2);
      expect(second.metadata.total_count).toBe(total);
      if (hasIds(route)) {
        const firstIds = first.data.paginated_result.map((row) => row.id);
        const secondIds = second.data.paginated_result.map((row) => row.id);
        expect(secondIds.length).toBeGreaterThan(0);
        expect(
          firstIds.filter((id) => secondIds.includes(id)),
          'pages must not overlap',
        ).toEqual([]);
        if (hasIdList(route)) {
          // data.ids is every matching id across all pages, the same on every page.
          expect(first.data.ids).toHaveLength(total);
          expect(second.data.ids).toEqual(first.data.ids);
          for (const id of [...firstIds, ...secondIds]) expect(first.data.ids).toContain(id);
        }
      }
      expect(beyond.data.paginated_result, 'a page past the last is empty').toEqual([]);
      expect(beyond.metadata.total_count).toBe(total);
    },
  );

  it.each(table(topLists.filter((r) => querySupports(r, 'limit'))))(
    '%s uses the default limit without one',
    async (_label, route) => {
      const body = await page(route, {});
      expect(body.data.paginated_result.length).toBeLessThanOrEqual(LIST_LIMITS.defaultLimit);
      expect(body.metadata.page).toBe(LIST_LIMITS.defaultPage);
    },
  );
  // Malformed limit and page values: hostile-input.test.ts, for every list route.
});

/** Sort fields to check per route: every sortable field its declaration names, else `id`. */
const sortCases = topLists
  .filter((route) => querySupports(route, 'sorts'))
  .flatMap((route) => {
    const declared = listFixtures(route).sortFields;
    const fields = declared.length > 0 ? declared : hasIds(route) ? ['id'] : [];
    return fields.map((field) => [label(route), field, route] as const);
  });

describe('sorting (sorts=<field> asc|desc)', () => {
  it.each(sortCases)('%s sorts by %s both ways', async (_label, field, route) => {
    const limit = 20;
    const asc = (await page(route, { sorts: `${field} asc`, limit })).data.paginated_result;
    const desc = (await page(route, { sorts: `${field} desc`, limit })).data.paginated_result;
    const ascValues = asc.map((row) => getField(row, field));
    const descValues = desc.map((row) => getField(row, field));
    for (let i = 1; i < ascValues.length; i++) {
      expect(
        compareFieldValues(route, field, ascValues[i - 1], ascValues[i], 'asc'),
        `asc order at ${i}: ${JSON.stringify(ascValues)}`,
      ).toBeLessThanOrEqual(0);
    }
    for (let i = 1; i < descValues.length; i++) {
      expect(
        compareFieldValues(route, field, descValues[i - 1], descValues[i], 'desc'),
        `desc order at ${i}: ${JSON.stringify(descValues)}`,
      ).toBeLessThanOrEqual(0);
    }
    // Two values that order apart among the first rows: the two directions start apart.
    const [lowest] = ascValues;
    const apart = ascValues.some(
      (v) => v !== null && v !== undefined && compareFieldValues(route, field, lowest, v) < 0,
    );
    if (apart) {
      expect(
        compareFieldValues(route, field, ascValues[0], descValues[0]),
        `asc and desc must start differently: ${JSON.stringify([ascValues[0], descValues[0]])}`,
      ).toBeLessThan(0);
    }
  });

  it.each(
    table(topLists.filter((r) => querySupports(r, 'sorts'))).flatMap(([name, route]) =>
      ['id sideways', 'id', 'bad..field asc'].map((sorts) => [name, sorts, route] as const),
    ),
  )('%s refuses sorts="%s" with 400 naming sorts', async (_label, sorts, route) => {
    const response = await admin.get(route.url, { query: { ...minimalQuery(route), sorts } });
    expectError(response, 400, ['sort']);
  });

  it.each(table(topLists.filter((r) => querySupports(r, 'sorts'))))(
    '%s refuses sorting by an unknown field with 400 naming it',
    async (_label, route) => {
      const response = await admin.get(route.url, {
        query: { ...minimalQuery(route), sorts: 'no_such_field asc' },
      });
      expectError(response, 400, ['no_such_field']);
    },
  );
});

describe('filters (filters=<field> <operator> <value>)', () => {
  const filterable = topLists.filter((route) => querySupports(route, 'filters') && hasIds(route));

  it.each(table(filterable))(
    '%s supports eq, ne, in, nin, gt, gte, lt, lte on id',
    async (_label, route) => {
      const all = (
        await page(route, {
          limit: 100,
          sorts: querySupports(route, 'sorts') ? 'id asc' : undefined,
        })
      ).data.paginated_result;
      const ids = all.map((row) => Number(row.id));
      if (ids.length < 3) expect.fail(`${route.url} needs at least 3 items to check filters`);
      const [a = 0, b = 0, c = 0] = ids.slice().sort((x, y) => x - y);
      const idsOf = async (filters: string | string[]) =>
        (await page(route, { filters, limit: 100 })).data.paginated_result.map((row) =>
          Number(row.id),
        );

      const sortIds = (ids: number[]) => ids.slice().sort((x, y) => x - y);
      expect(await idsOf(`id eq ${b}`)).toEqual([b]);
      // Bounded by `id lte c` so the answer fits one page whatever the list's default order.
      expect(sortIds(await idsOf([`id ne ${b}`, `id lte ${c}`]))).toEqual([a, c]);
      expect(sortIds(await idsOf(`id in ${a},${c}`))).toEqual([a, c]);
      expect(await idsOf([`id nin ${a},${c}`, `id lte ${c}`])).toEqual([b]);
      const middle = ids.slice().sort((x, y) => x - y)[1] ?? b;
      for (const id of await idsOf(`id gt ${middle}`)) expect(id).toBeGreaterThan(middle);
      for (const id of await idsOf(`id gte ${middle}`)) expect(id).toBeGreaterThanOrEqual(middle);
      for (const id of await idsOf(`id lt ${middle}`)) expect(id).toBeLessThan(middle);
      for (const id of await idsOf(`id lte ${middle}`)) expect(id).toBeLessThanOrEqual(middle);
      expect(await idsOf([`id gte ${middle}`, `id lte ${c}`])).toContain(middle);
      // Two filters combine with AND; symbol aliases mean the same.
      expect(await idsOf([`id gte ${middle}`, `id lte ${middle}`])).toEqual([middle]);
      expect(await idsOf(`id = ${b}`)).toEqual([b]);
    },
  );

  it.each(table(filterable))(
    '%s keeps metadata and data.ids in step with a filter',
    async (_label, route) => {
      const all = (await page(route, { limit: 5 })).data.paginated_result;
      const [first] = all;
      if (!first) return expect.fail(`${route.url} is empty`);
      const filtered = await page(route, { filters: `id eq ${String(first.id)}` });
      expect(filtered.metadata.total_count).toBe(1);
      expect(filtered.metadata.total_page).toBe(1);
      if (hasIdList(route)) expect(filtered.data.ids).toEqual([first.id]);
    },
  );

  const fixtureFilters = topLists
    .filter((route) => querySupports(route, 'filters'))
    .flatMap((route) =>
      (listFixtures(route).filters ?? []).map(
        (filter) => [label(route), filter.name, route, filter] as const,
      ),
    );

  it.each(fixtureFilters)('%s filters with %s', async (_label, _name, route, filterCase) => {
    const sample = (await page(route, { limit: 100 })).data.paginated_result;
    const filter = filterCase.build(sample);
    if (!filter)
      return expect.fail(
        `no value in the first 100 rows of ${route.url} to build "${filterCase.name}" from`,
      );
    const rows = (await page(route, { filters: filter.expression, limit: 100 })).data
      .paginated_result;
    if (filter.nonEmpty) expect(rows.length, `rows for ${filter.expression}`).toBeGreaterThan(0);
    for (const row of rows) {
      expect(
        filter.matches(row),
        `${JSON.stringify(row)} does not satisfy ${filter.expression}`,
      ).toBe(true);
    }
  });

  it.each(
    table(topLists.filter((r) => querySupports(r, 'filters'))).flatMap(([name, route]) =>
      ['id between 1', 'id', 'id gte', 'bad..field eq 1', 'id in 1,,2'].map(
        (filter) => [name, filter, route] as const,
      ),
    ),
  )('%s refuses filters="%s" with 400 naming filters', async (_label, filters, route) => {
    const response = await admin.get(route.url, { query: { ...minimalQuery(route), filters } });
    expectError(response, 400, ['filter']);
  });

  it.each(table(topLists.filter((r) => querySupports(r, 'filters'))))(
    '%s refuses a filter on an unknown field with 400 naming it',
    async (_label, route) => {
      const response = await admin.get(route.url, {
        query: { ...minimalQuery(route), filters: 'no_such_field eq 1' },
      });
      expectError(response, 400, ['no_such_field']);
    },
  );
});

describe('search', () => {
  const searchable = topLists.filter(
    (route) => querySupports(route, 'search') && listFixtures(route).searchField,
  );
  it.each(table(searchable))('%s narrows the list by search text', async (_label, route) => {
    const field = listFixtures(route).searchField ?? 'name';
    const all = (await page(route, { limit: 20 })).data.paginated_result;
    const sample = all
      .map((row) => getField(row, field))
      .find((v): v is string => typeof v === 'string' && v.length >= 3);
    if (!sample) return expect.fail(`${route.url} has no ${field} to search for`);
    const needle = sample.slice(0, Math.min(6, sample.length)).toLowerCase();
    const found = await page(route, { search: needle, limit: 100 });
    expect(found.metadata.total_count).toBeGreaterThan(0);
    expect(found.metadata.total_count).toBeLessThanOrEqual(
      (await page(route, { limit: 1 })).metadata.total_count,
    );
    const none = await page(route, { search: 'zz-no-such-text-zz', limit: 10 });
    expect(none.metadata.total_count).toBe(0);
    expect(none.data.paginated_result).toEqual([]);
  });
});
