import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

const unauthorized = () =>
  new ApiError({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Session ended' });

describe('createQueryClient', () => {
  it('reports a 401 from an ordinary query as an ended session', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['vehicles'], queryFn: () => Promise.reject(unauthorized()) })
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 alone where the call handles it itself', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({
        queryKey: ['auth', 'identity'],
        queryFn: () => Promise.reject(unauthorized()),
        meta: { handlesUnauthorized: true },
      })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not retry a 4xx answer', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() =>
      Promise.reject(new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'gone' })),
    );
    const query = client.getQueryCache().build(client, { queryKey: ['gone'], queryFn });
    await query.fetch().catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
