import Fastify from 'fastify';
import Type from 'typebox';
import { SERVER_ERROR_REASONS } from '@armada/contracts';
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
});
