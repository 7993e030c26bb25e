import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/http';
import { ApiError, CLIENT_ERROR_CODES, apiClient } from './api-client';
import * as validators from './contract/checks.generated.js';

/** `{ data: { deleted: integer >= 0, ids: integer[] } }`: a compiled contract check. */
const thing = validators.BulkDelete;

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiClient', () => {
  it('returns a body that matches the schema and sends query parameters', async () => {
    const fetch = mockFetch(() => jsonResponse(200, { data: { deleted: 7, ids: [1] } }));
    const body = await apiClient.get('/api/thing', {
      validate: thing,
      query: { page: 1, search: 'truk', sorts: ['name asc', 'id desc'], skipped: undefined },
    });
    expect(body.data.deleted).toBe(7);
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/api/thing?page=1&search=truk&sorts=name+asc&sorts=id+desc',
    );
  });

  it('sends a file as the body with its type, or the type asked', async () => {
    const fetch = mockFetch(() => jsonResponse(201, { data: { deleted: 0, ids: [] } }));
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await apiClient.post('/api/photo', { validate: thing, file: photo });
    await apiClient.post('/api/import', { validate: thing, file: photo, contentType: 'text/csv' });
    const [first, second] = fetch.mock.calls.map((call) => call[1] as RequestInit);
    expect(first?.body).toBe(photo);
    expect((first?.headers as Record<string, string>)['Content-Type']).toBe('image/jpeg');
    expect((second?.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
  });

  it('turns the server error shape into an ApiError as sent', async () => {
    mockFetch(() =>
      jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: 'No access' }),
    );
    const error = await failure(apiClient.get('/api/thing', { validate: thing }));
    expect(error).toMatchObject({ statusCode: 403, code: 'FORBIDDEN', message: 'No access' });
  });

  it('keeps the status of an error body that is not JSON', async () => {
    mockFetch(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failure(apiClient.get('/api/thing', { validate: thing }));
    expect(error).toMatchObject({ statusCode: 502, code: 'BAD_GATEWAY', message: 'Bad Gateway' });
  });

  it('reads Retry-After on 429', async () => {
    mockFetch(() =>
      jsonResponse(
        429,
        { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Wait' },
        {
          'Retry-After': '12',
        },
      ),
    );
    const error = await failure(apiClient.post('/auth/login', { validate: thing, body: {} }));
    expect(error.retryAfterSeconds).toBe(12);
  });

  it('rejects a success body that breaks the contract', async () => {
    mockFetch(() => jsonResponse(200, { data: { deleted: 'seven', ids: [] } }));
    const error = await failure(apiClient.get('/api/thing', { validate: thing }));
    expect(error.code).toBe(CLIENT_ERROR_CODES.invalidResponse);
    // Where it broke, from the schema loaded only now (contract/index.ts describeMismatch).
    expect(error.message).toContain('/data/deleted');
  });

  it('reports an unreachable server with status 0', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(apiClient.get('/api/thing', { validate: thing }));
    expect(error).toMatchObject({ statusCode: 0, code: CLIENT_ERROR_CODES.network });
  });
});
