import { describe, expect, it } from 'vitest';
import { buildSchema, parse, validate } from 'graphql';
import { graphqlSdl } from '@armada/contracts/catalogue';

/**
 * Every GraphQL document the web app sends (exported as `*_DOCUMENT` from an `api/` folder, an
 * `*-api.ts` module or a shared fetcher in lib/) is valid against the contracts' schema: a selection
 * under a JSON scalar or a misspelt field fails here, not as a 400 from the server.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../features/*/api/*.ts',
    '../features/*/*/api/*.ts',
    '../**/*-api.ts',
    './vehicle-detail.ts',
    './resources/*.ts',
    '!../**/*.test.ts',
  ],
  { eager: true },
);

const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('_DOCUMENT') && typeof value === 'string')
    .map(([name, value]) => ({ name: `${file}: ${name}`, document: value as string })),
);

describe('GraphQL documents of the web app', () => {
  const schema = buildSchema(graphqlSdl);

  it('are found', () => {
    expect(documents.length).toBeGreaterThanOrEqual(10);
  });

  it.each(documents)('$name is valid against the contract schema', ({ document }) => {
    const errors = validate(schema, parse(document)).map((error) => error.message);
    expect(errors).toEqual([]);
  });
});
