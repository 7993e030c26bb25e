import { describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import { apiRoutes } from '@armada/contracts/catalogue';
import { routeFixtures } from './lib/examples';
import { catalogue, label, minimalValue, requiredNames } from './lib/routes';

/**
 * The per-domain route fixtures (contracts src/testing/routes/<domain>.ts) cover the catalogue:
 * a route the generic cases would otherwise call with a made-up request fails here by name, so a
 * new module's routes cannot be forgotten.
 */
describe('route fixtures', () => {
  it('name only routes of the catalogue', () => {
    const ids = new Set(apiRoutes.map((route) => route.id));
    const stale = [...routeFixtures].filter(([id]) => !ids.has(id));
    expect(stale.map(([id, { file }]) => `${id} (${file})`)).toEqual([]);
  });

  it('give an example (or say why none) for every route with a body or a required query', () => {
    const needing = catalogue.filter(
      (route) =>
        route.schema.body !== undefined || requiredNames(route.schema.querystring).length > 0,
    );
    const missing = needing.filter((route) => {
      const example = routeFixtures.get(route.id)?.example;
      return !example || !(example.body || example.query || example.fromSchema || example.none);
    });
    expect(
      missing.map(
        (route) =>
          `${label(route)}: add an example to contracts src/testing/routes/<its domain>.ts`,
      ),
    ).toEqual([]);
  });

  it('whose examples are valid requests', () => {
    const invalid = catalogue.flatMap((route) => {
      const example = routeFixtures.get(route.id)?.example;
      if (!example) return [];
      const problems: string[] = [];
      const body = example.body
        ? example.body()
        : example.fromSchema
          ? minimalValue(route.schema.body)
          : undefined;
      if (
        (example.body || (example.fromSchema && route.schema.body)) &&
        !(route.schema.body && Value.Check(route.schema.body, body))
      )
        problems.push(`${label(route)}: its example body does not pass the body schema`);
      if (
        example.query &&
        route.schema.querystring &&
        !Value.Check(route.schema.querystring, example.query)
      )
        problems.push(`${label(route)}: its example query does not pass the query schema`);
      return problems;
    });
    expect(invalid).toEqual([]);
  });
});
