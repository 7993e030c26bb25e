import { GRAPHQL_LIMIT_ERROR_CODE, GRAPHQL_LIMITS } from '@armada/contracts/shared';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from '../../testing/test-simulator';
import { limitViolations, measureDocument, requestViolation } from './graphql-limits';

let t: TestSimulator;
let admin: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

/** `{ a { a { ... a } } }` with `depth` levels. */
const nested = (depth: number): string => `${'{ a '.repeat(depth)}${'}'.repeat(depth)}`;

interface ErrorBody {
  data: unknown;
  errors: { message: string; extensions?: { code?: string } }[];
}

async function post(payload: unknown) {
  return t.as(admin, { method: 'POST', url: '/graphql', payload: payload as object });
}

describe('GraphQL limits (GQL-13)', () => {
  it('GQL-13 measures depth, aliases, root and total fields through fragments', () => {
    const document = parse(
      'query Q { x: company { data { ...F } } vehicleTypes { data { id } } } fragment F on Company { id y: name bankAccounts { bankName } }',
    );
    expect(measureDocument(document)).toEqual({ depth: 4, aliases: 2, rootFields: 2, fields: 9 });
    expect(limitViolations(measureDocument(document))).toEqual([]);
  });

  it('GQL-13 names the limit and the value of each violation', () => {
    expect(limitViolations({ depth: 14, aliases: 11, rootFields: 11, fields: 501 })).toEqual([
      `Query depth 14 exceeds the limit of ${GRAPHQL_LIMITS.maxDepth}`,
      `Alias count 11 exceeds the limit of ${GRAPHQL_LIMITS.maxAliases}`,
      `Root field count 11 exceeds the limit of ${GRAPHQL_LIMITS.maxRootFields}`,
      `Field count 501 exceeds the limit of ${GRAPHQL_LIMITS.maxFields}`,
    ]);
    expect(requestViolation([{ query: '{ a }' }], {})).toMatch(/^Batched queries/);
    expect(
      requestViolation({ query: 'x'.repeat(GRAPHQL_LIMITS.maxQueryBytes) }, {}),
    ).toBeUndefined();
  });

  it('GQL-13 refuses a query deeper than the limit with a 400 naming depth and limit', async () => {
    const depth = GRAPHQL_LIMITS.maxDepth + 4;
    const response = await post({ query: nested(depth) });
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.errors).toContainEqual(
      expect.objectContaining({
        message: `Query depth ${depth} exceeds the limit of ${GRAPHQL_LIMITS.maxDepth}`,
        extensions: expect.objectContaining({ code: GRAPHQL_LIMIT_ERROR_CODE }),
      }),
    );
  });

  it('GQL-13 refuses too many aliases and runs none of the mutations', async () => {
    const count = GRAPHQL_LIMITS.maxAliases + 1;
    const fields = Array.from(
      { length: count },
      (_, i) => `m${i}: updateCompany(input: { name: "Renamed ${i}" }) { isSuccessful }`,
    ).join(' ');
    const before = await post({ query: '{ company { data { name } } }' });
    const response = await post({ query: `mutation { ${fields} }` });
    expect(response.statusCode).toBe(400);
    const messages = response.json<ErrorBody>().errors.map((error) => error.message);
    expect(messages).toContain(
      `Alias count ${count} exceeds the limit of ${GRAPHQL_LIMITS.maxAliases}`,
    );
    expect(messages).toContain(
      `Root field count ${count} exceeds the limit of ${GRAPHQL_LIMITS.maxRootFields}`,
    );
    const after = await post({ query: '{ company { data { name } } }' });
    expect(after.json()).toEqual(before.json());
  });

  it('GQL-13 refuses a query over the size limit before parsing it, POST and GET', async () => {
    const query = `{ company { data { name } } }${' '.repeat(GRAPHQL_LIMITS.maxQueryBytes)}`;
    const bytes = Buffer.byteLength(query);
    const message = `Query size ${bytes} bytes exceeds the limit of ${GRAPHQL_LIMITS.maxQueryBytes} bytes`;
    const response = await post({ query });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toEqual({
      data: null,
      errors: [{ message, extensions: { code: GRAPHQL_LIMIT_ERROR_CODE } }],
    });
    const viaGet = await t.as(admin, { method: 'GET', url: '/graphql', query: { query } });
    expect(viaGet.statusCode).toBe(400);
    expect(viaGet.json<ErrorBody>().errors[0]?.message).toBe(message);
  });

  it('GQL-13 refuses a batched request', async () => {
    const response = await post([{ query: '{ company { data { name } } }' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().errors[0]?.message).toMatch(
      /^Batched queries are not accepted/,
    );
  });

  it('GQL-13 still serves a query at the depth limit', async () => {
    const response = await post({ query: '{ company { data { bankAccounts { bankName } } } }' });
    expect(response.statusCode).toBe(200);
  });
});
