import Fastify from 'fastify';
import Type from 'typebox';
import {
  ID_RANGE,
  IdParamsSchema,
  LIST_LIMITS,
  ListQuerySchema,
  SERVER_ERROR_REASONS,
} from '@armada/contracts/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceError } from '../../services/service-error';
import { handleError } from './error-handler';
import { serializerCompiler, validatorCompiler } from './typebox-compilers';

const app = Fastify({ logger: false });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(true));
  app.setErrorHandler(handleError);
  const response = { 200: Type.Object({ data: Type.Object({ count: Type.Integer() }) }) };
  app.get('/broken-contract', { schema: { response } }, async () => ({ data: { count: 'many' } }));
  app.get(
    '/good',
    { schema: { response, querystring: Type.Object({ n: Type.Integer() }) } },
    async (request) => ({
      data: { count: (request.query as { n: number }).n },
    }),
  );
  app.get('/item/:id', { schema: { params: IdParamsSchema } }, async (request) => ({
    id: (request.params as { id: number }).id,
  }));
  app.get(
    '/list',
    {
      schema: {
        querystring: Type.Object({
          ...ListQuerySchema.properties,
          parent_only: Type.Optional(Type.Boolean()),
          weight: Type.Optional(Type.Number()),
        }),
      },
    },
    async (request) => request.query,
  );
  app.get('/crash', async () => {
    throw new Error('connection to db-secret-host:5432 failed with password hunter2');
  });
  app.get('/refused', async () => {
    throw ServiceError.conflict('"Gudang" already exists.', {
      reason: SERVER_ERROR_REASONS.savedFilterNameTaken,
      params: { name: 'Gudang' },
      field: 'body.name',
    });
  });
  app.post('/json', { schema: { body: Type.Object({ a: Type.String() }) } }, async () => ({
    ok: true,
  }));
  app.post(
    '/ids',
    {
      schema: {
        body: Type.Object({
          ids: Type.Array(Type.Integer(), { minItems: 1, maxItems: 500, uniqueItems: true }),
          note: Type.Optional(Type.String()),
          extra: Type.Optional(Type.Record(Type.String(), Type.String())),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('HTTP plumbing', () => {
  it('ROUTE-1 converts and validates query strings against the schema', async () => {
    expect((await app.inject('/good?n=3')).json()).toEqual({ data: { count: 3 } });
    const bad = await app.inject('/good?n=three');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'querystring.n',
      reason: 'request.invalid',
      params: { field: 'querystring.n' },
    });
  });

  it('RESP-1 ERR-2 a response breaking its contract is a 500 without internals', async () => {
    const response = await app.inject('/broken-contract');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side; the error was logged. Try again.',
    });
  });

  it('ERR-2 an unexpected error answers 500 JSON that leaks nothing', async () => {
    const response = await app.inject('/crash');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('db-secret-host');
  });

  it('ERR-1 ERR-4 a refusal keeps its status, code, message, field, reason and params', async () => {
    const response = await app.inject('/refused');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: '"Gudang" already exists.',
      field: 'body.name',
      reason: 'savedFilter.nameTaken',
      params: { name: 'Gudang' },
    });
  });

  it('ERR-1 malformed JSON and a wrong content type are clear 4xx JSON', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    const wrongType = await app.inject({
      method: 'POST',
      url: '/json',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('INPUT-1 reads path ids and list numbers written as decimal digits', async () => {
    expect((await app.inject('/item/52')).json()).toEqual({ id: 52 });
    expect((await app.inject(`/item/${ID_RANGE.max}`)).json()).toEqual({ id: ID_RANGE.max });
    const query = await app.inject('/list?limit=25&page=3&parent_only=true&weight=-2.5&sorts=id');
    expect(query.json()).toEqual({
      limit: 25,
      page: 3,
      parent_only: true,
      weight: -2.5,
      sorts: 'id',
    });
    expect((await app.inject('/list?filters=a%20eq%201&filters=b%20eq%202')).json()).toEqual({
      filters: ['a eq 1', 'b eq 2'],
    });
  });

  it.each([
    'true',
    '52.5',
    '0x34',
    '1e3',
    '-1',
    '0',
    '+5',
    '052',
    '%20',
    '5%20',
    String(ID_RANGE.max + 1),
    '99999999999999999999',
  ])('INPUT-1 refuses the path id "%s" with 400 naming params.id', async (id) => {
    const response = await app.inject(`/item/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      field: 'params.id',
      reason: 'request.invalid',
    });
    expect(response.json().message).toMatch(/^params\.id /);
  });

  it.each([
    ['limit', '1.5'],
    ['limit', '0x10'],
    ['limit', '1e1'],
    ['limit', ''],
    ['limit', 'ten'],
    ['limit', '0'],
    ['limit', String(LIST_LIMITS.maxLimit + 1)],
    ['page', '1.5'],
    ['page', 'true'],
    ['page', '-1'],
    ['page', String(LIST_LIMITS.maxPage + 1)],
    ['parent_only', '1'],
    ['parent_only', 'yes'],
    ['weight', '0x10'],
    ['weight', '1e3'],
  ])('INPUT-1 refuses %s=%s with 400 naming it', async (name, value) => {
    const response = await app.inject(`/list?${name}=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: `querystring.${name}` });
    expect(response.json().message).toContain(`querystring.${name}`);
  });
});

describe('request sizes and text', () => {
  it.each([
    ['equal', () => 7],
    ['distinct', (i: number) => i + 1],
  ])(
    'INPUT-2 refuses 50,000 %s items by the size limit alone, one error naming the list',
    async (_kind, item) => {
      const response = await app.inject({
        method: 'POST',
        url: '/ids',
        payload: { ids: Array.from({ length: 50_000 }, (_, i) => item(i)) },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'body.ids',
        message: 'body.ids must not have more than 500 items',
        errors: [{ field: 'body.ids', message: 'body.ids must not have more than 500 items' }],
      });
    },
  );

  it('INPUT-2 refuses duplicates in a list within its size with one error naming it', async () => {
    const response = await app.inject({ method: 'POST', url: '/ids', payload: { ids: [1, 2, 1] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.ids', message: expect.stringContaining('body.ids must not have duplicate') },
    ]);
  });

  it('INPUT-2 refuses more filters than LIST_LIMITS.maxExpressions, naming the parameter', async () => {
    const filters = Array.from(
      { length: LIST_LIMITS.maxExpressions + 1 },
      () => 'filters=name%20eq%20a',
    );
    const response = await app.inject(`/list?${filters.join('&')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'querystring.filters' });
  });

  it.each(['%00', '%01', '%08', '%0B', '%0C', '%1B', '%1F'])(
    'INPUT-3 refuses the control character %s in a search with 400 naming it',
    async (character) => {
      const response = await app.inject(`/list?search=a${character}b`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'querystring.search',
        reason: 'request.invalid',
      });
      expect(response.json().message).toContain('must not contain control characters');
    },
  );

  it('INPUT-3 keeps tab and line breaks as text', async () => {
    const response = await app.inject('/list?search=a%09b%0Ac%0D%0Ad');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ search: 'a\tb\nc\r\nd' });
  });

  it('INPUT-3 refuses a control character in a body string or member name, naming it', async () => {
    const inNote = await app.inject({
      method: 'POST',
      url: '/ids',
      payload: { ids: [1], note: 'x\u0000' },
    });
    expect(inNote.json()).toMatchObject({ statusCode: 400, field: 'body.note' });
    const inName = await app.inject({
      method: 'POST',
      url: '/ids',
      payload: { ids: [1], extra: { 'a\u0000': 'b' } },
    });
    expect(inName.json()).toMatchObject({ statusCode: 400, field: 'body.extra.a\u0000' });
  });
});
