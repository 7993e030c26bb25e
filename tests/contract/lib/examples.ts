import type { RouteDefinition } from '@armada/contracts/shared';
import type { RouteExample, RouteFixture, RouteFixtures } from '@armada/contracts/testing';

/**
 * The route fixtures every domain declares in contracts `src/testing/routes/<domain>.ts`, found
 * by file name (a new domain's file is read with no edit here): request examples for routes
 * whose schemas TypeBox cannot fill in by itself (patterns, formats) or where a blank value would
 * be legal but meaningless, and the tenant isolation suite's probes. Routes with no example use
 * `Value.Create` of their schema (see `routes.ts`); fixtures.test.ts fails naming any route that
 * takes a body or a required query and has no entry.
 */
const files = import.meta.glob<RouteFixtures>(
  '../../../packages/contracts/src/testing/routes/*.ts',
  { eager: true, import: 'routeFixtures' },
);

function assemble(): ReadonlyMap<string, RouteFixture & { file: string }> {
  const out = new Map<string, RouteFixture & { file: string }>();
  for (const [file, fixtures] of Object.entries(files)) {
    for (const [id, fixture] of Object.entries(fixtures)) {
      const other = out.get(id);
      if (other) throw new Error(`route ${id} has fixtures in ${other.file} and ${file}`);
      out.set(id, { ...fixture, file });
    }
  }
  return out;
}

/** Every domain's fixtures by route id. */
export const routeFixtures = assemble();

export const exampleFor = (route: RouteDefinition): RouteExample | undefined =>
  routeFixtures.get(route.id)?.example;
