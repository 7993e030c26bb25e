import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Validator } from '@/lib/contract';
import { jsonResponse, mockFetch } from '@/testing/http';
import type { ListResponse } from '@armada/contracts/shared';
import { defineRecordResource, fillUrl } from './record-resource';

type Note = { id: number; text: string };

const accept = <T,>(name: string): Validator<T> =>
  ({ name, check: (value: unknown): value is T => typeof value === 'object' }) as Validator<T>;

const notes = (list = accept<ListResponse<Note>>('NoteList')) =>
  defineRecordResource<Note, Note>({
    root: 'notes',
    list: { url: '/v1/note', validate: list },
    detail: { url: '/v1/note/:id', validate: accept<{ data: Note }>('NoteItem') },
  });

const page = (rows: Note[]) => ({
  data: { paginated_result: rows, ids: rows.map((row) => row.id) },
  metadata: { page: 1, total_count: rows.length, total_page: 1 },
});

describe('defineRecordResource', () => {
  it('fills named URL segments and leaves unknown ones', () => {
    expect(fillUrl('/a/:id/stop/:stopId/cancel', { id: 4, stopId: 9 })).toBe('/a/4/stop/9/cancel');
    expect(fillUrl('/a/:id/x/:other', { id: 'b c' })).toBe('/a/b%20c/x/:other');
  });

  it('keys every query under one root', () => {
    const { keys } = notes();
    expect(keys.list({ page: 2 })).toEqual(['notes', 'list', { page: 2 }]);
    expect(keys.detail(3)).toEqual(['notes', 'detail', 3]);
    expect(keys.lists().slice(0, 1)).toEqual(keys.all);
  });

  // A refused answer's message comes from api-client (its own tests): here, the call it makes.
  it('reads a page with its query', async () => {
    const urls: string[] = [];
    mockFetch((url) => {
      urls.push(url);
      return jsonResponse(200, page([{ id: 1, text: 'a' }]));
    });
    const list = await notes().getList({ page: 1, search: 'a b' });
    expect(list.data.paginated_result).toEqual([{ id: 1, text: 'a' }]);
    expect(urls[0]).toMatch(/\/v1\/note\?page=1&search=a\+b$/);
  });

  it('a change puts the answer in the detail and refreshes the lists', async () => {
    let text = 'old';
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url.replace(/^.*\/v1/, '')}`);
      if (init.method === 'PATCH') {
        text = 'new';
        return jsonResponse(200, { data: { id: 5, text } });
      }
      return jsonResponse(200, page([{ id: 5, text }]));
    });
    const resource = notes();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    await queryClient.fetchQuery(resource.listQueryOptions({ page: 1 }));
    const after: string[] = [];
    const { result } = renderHook(
      () =>
        resource.useChange(
          (body: { text: string }) =>
            resource.send('PATCH', '/v1/note/:id', { params: { id: 5 }, body }),
          async (_client, record) => {
            after.push(record.text);
          },
        ),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ text: 'new' }));
    expect(queryClient.getQueryData(resource.keys.detail(5))).toEqual({ id: 5, text: 'new' });
    expect(after).toEqual(['new']);
    expect(queryClient.getQueryState(resource.keys.list({ page: 1 }))?.isInvalidated).toBe(true);
    expect(calls).toEqual(['GET /note?page=1', 'PATCH /note/5']);
  });
});
