import { afterEach, describe, expect, it, vi } from 'vitest';
import Type from 'typebox';
import { CompanySchema } from '@armada/contracts/company';
import {
  GRAPHQL_ERROR_CODES,
  defineGraphqlOperation,
  graphqlFailure,
  graphqlOk,
} from '@armada/contracts/shared';
import { jsonResponse, mockFetch } from '@/testing/http';
import { ApiError, CLIENT_ERROR_CODES } from './api-client';
import {
  GraphqlResultError,
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from './graphql-client';

const ResultSchema = Type.Object({
  isSuccessful: Type.Boolean(),
  errorCode: Type.Union([Type.String(), Type.Null()]),
  errorName: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
  status: Type.Integer(),
  id: Type.Union([Type.Integer(), Type.Null()]),
});

const operations = [
  defineGraphqlOperation({
    field: 'thing',
    kind: 'mutation',
    operationName: 'Thing',
    args: Type.Object({ input: Type.Object({ id: Type.Integer() }) }),
    result: ResultSchema,
    spec: 'test',
  }),
] as const;
const thing = operationOf(operations, 'thing');
const DOCUMENT = 'mutation Thing($input: ThingInput!) { thing(input: $input) { id } }';

afterEach(() => vi.unstubAllGlobals());

describe('graphqlRequest', () => {
  it('posts the operation and answers the checked result of its root field', async () => {
    const fetch = mockFetch(() =>
      jsonResponse(200, { data: { thing: { ...graphqlOk('OK'), id: 7 } } }),
    );
    const result = await graphqlRequest(thing, DOCUMENT, { input: { id: 7 } });
    expect(result.id).toBe(7);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/graphql');
    expect(JSON.parse(String(init?.body))).toEqual({
      operationName: 'Thing',
      query: DOCUMENT,
      variables: { input: { id: 7 } },
    });
  });

  it('returns a failed result as it is; requireSuccess turns it into the server message', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        data: { thing: { ...graphqlFailure('VALIDATION_ERROR', 'Name is blank'), id: null } },
      }),
    );
    const result = await graphqlRequest(thing, DOCUMENT, { input: { id: 7 } });
    expect(result.isSuccessful).toBe(false);
    expect(() => requireSuccess(result)).toThrow(GraphqlResultError);
    expect(() => requireSuccess(result)).toThrow('Name is blank');
  });

  it('turns an unauthorized result into a 401 ApiError for the session handling', () => {
    const result = { ...graphqlFailure(GRAPHQL_ERROR_CODES.unauthorized, 'Sign in'), id: null };
    try {
      requireSuccess(result);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).statusCode).toBe(401);
    }
  });

  it('refuses a result that breaks the contract', async () => {
    mockFetch(() => jsonResponse(200, { data: { thing: { id: 'seven' } } }));
    await expect(graphqlRequest(thing, DOCUMENT, { input: { id: 7 } })).rejects.toMatchObject({
      code: CLIENT_ERROR_CODES.invalidResponse,
    });
  });

  it('reports GraphQL errors without a result', async () => {
    mockFetch(() =>
      jsonResponse(200, { data: null, errors: [{ message: 'Cannot query field "x"' }] }),
    );
    await expect(graphqlRequest(thing, DOCUMENT, { input: { id: 7 } })).rejects.toThrow(
      /Cannot query field/,
    );
  });
});

describe('graphqlSelection', () => {
  it('selects every contract field, nested lists included', () => {
    const selection = graphqlSelection(CompanySchema);
    expect(selection).toContain('dsMinScoreD');
    expect(selection).toContain(
      'bankAccounts { bankAccountId companyId bankName accountName accountNo isDefault }',
    );
    expect(selection.startsWith('{ id name ')).toBe(true);
  });
});
