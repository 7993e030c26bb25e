import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { ListTable } from './list-table';
import { defaultListState } from './list-state';
import type { ListDataSource, ListTableColumn, ListTableState } from './types';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, name: `Toko ${i + 1}` }));

/** A server over ROWS: search on name, sort by name, pages. */
function answer(query: ListQuery): ListResponse<Row> {
  const search = (query.search ?? '').toLowerCase();
  let rows = ROWS.filter((row) => row.name.toLowerCase().includes(search));
  const [sort] = Array.isArray(query.sorts) ? query.sorts : query.sorts ? [query.sorts] : [];
  if (sort === 'name desc') rows = [...rows].reverse();
  const limit = query.limit ?? 10;
  const page = query.page ?? 1;
  return {
    data: {
      paginated_result: rows.slice((page - 1) * limit, page * limit),
      ids: rows.map((r) => r.id),
    },
    metadata: { page, total_count: rows.length, total_page: Math.ceil(rows.length / limit) },
  };
}

type RowsKey = readonly ['rows', ListQuery];

function makeSource(overrides: Partial<ListDataSource<Row, RowsKey>> = {}) {
  const list = vi.fn((query: ListQuery, _options: { signal: AbortSignal }) =>
    Promise.resolve(answer(query)),
  );
  const source: ListDataSource<Row, RowsKey> = {
    // What a feature's api file exports: TanStack query options for one list call.
    queryOptions: (query) =>
      queryOptions({
        queryKey: ['rows', query] as const,
        queryFn: ({ signal }) => list(query, { signal }),
      }),
    queryKeyRoot: ['rows'],
    bulkRemove: vi.fn((ids: number[]) => Promise.resolve({ data: { deleted: ids.length, ids } })),
    ...overrides,
  };
  return { source, list };
}

const columns: ListTableColumn<Row>[] = [{ key: 'name', header: 'Nama', sortField: 'name' }];

function Harness({
  source,
  initial = defaultListState,
  onDeleteError,
}: {
  source: ListDataSource<Row, RowsKey>;
  initial?: ListTableState;
  onDeleteError?: (error: unknown, ids: number[]) => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <ListTable
        label="Pelanggan"
        dataSource={source}
        columns={columns}
        state={state}
        onStateChange={setState}
        rowLabel={(row) => row.name}
        onDeleteError={onDeleteError}
      />
    </>
  );
}

const state = (): ListTableState =>
  JSON.parse(screen.getByTestId('state').textContent ?? '{}') as ListTableState;

function headerCheckbox(): HTMLInputElement {
  const header = document.querySelector('thead');
  const input = header?.querySelector('input[type="checkbox"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no header checkbox');
  return input;
}

afterEach(() => {
  vi.useRealTimers();
});

// PrimeReact's DataTable is heavy in jsdom; on a busy 2-core machine a test can take seconds.
describe('ListTable', () => {
  it('shows the first page and the total, 10 rows by default', async () => {
    const { source, list } = makeSource();
    renderWithProviders(<Harness source={source} />);
    expect(await screen.findByText('Toko 1')).toBeTruthy();
    expect(screen.queryByText('Toko 11')).toBeNull();
    expect(screen.getByText('1–10 dari 23')).toBeTruthy();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 10 }, expect.anything());
  });

  it('labels the select-all box and the page-size picker in Indonesian, not PrimeReact English', async () => {
    const { source } = makeSource();
    renderWithProviders(<Harness source={source} />);
    await screen.findByText('Toko 1');
    expect(headerCheckbox().getAttribute('aria-label')).toBe('Pilih semua data');
    expect(screen.getByLabelText('Jumlah baris per halaman')).toBeTruthy();
    const html = document.body.innerHTML;
    expect(html).not.toContain('All items unselected');
    expect(html).not.toContain('Jump to Page Dropdown');
  });

  it('cycles a column ascending, descending, none, going back to page 1 each time', async () => {
    const { source, list } = makeSource();
    renderWithProviders(<Harness source={source} initial={{ ...defaultListState, page: 2 }} />);
    await screen.findByText('Toko 11');
    const header = () => screen.getByRole('columnheader', { name: /Nama/ });

    fireEvent.click(header());
    expect(state()).toMatchObject({ sort: { field: 'name', order: 'asc' }, page: 1 });
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { page: 1, limit: 10, sorts: ['name asc'] },
        expect.anything(),
      ),
    );
    expect(header().getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(header());
    expect(state()).toMatchObject({ sort: { field: 'name', order: 'desc' }, page: 1 });
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));

    fireEvent.click(header());
    expect(state()).toMatchObject({ sort: null, page: 1 });
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('none'));
  });

  it('searches only 500 ms after the last key (debounced), then from page 1', async () => {
    const { source, list } = makeSource();
    renderWithProviders(<Harness source={source} initial={{ ...defaultListState, page: 2 }} />);
    await screen.findByText('Toko 11');
    vi.useFakeTimers();
    const box = screen.getByTestId('list-table-search');

    fireEvent.change(box, { target: { value: 'Toko 2' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'Toko 23' } });
    act(() => vi.advanceTimersByTime(499));
    expect(state().search).toBe('');

    act(() => vi.advanceTimersByTime(1));
    expect(state()).toMatchObject({ search: 'Toko 23', page: 1 });
    vi.useRealTimers();
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(
        { page: 1, limit: 10, search: 'Toko 23' },
        expect.anything(),
      ),
    );
    // The intermediate text was never searched.
    expect(list.mock.calls.some(([query]) => query.search === 'Toko 2')).toBe(false);
  });

  it('select all takes every id across pages and says so; clearing empties it', async () => {
    const { source } = makeSource();
    renderWithProviders(<Harness source={source} />);
    await screen.findByText('Toko 1');

    fireEvent.click(headerCheckbox());
    const bar = await screen.findByTestId('list-table-selection');
    expect(within(bar).getByText('23 dipilih dari semua halaman')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Batalkan pilihan' }));
    expect(screen.queryByTestId('list-table-selection')).toBeNull();
  });

  it('deletes the whole selection after confirmation and reports the count', async () => {
    const { source } = makeSource();
    renderWithProviders(<Harness source={source} />);
    await screen.findByText('Toko 1');
    fireEvent.click(headerCheckbox());
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus yang dipilih' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/23 data yang dipilih akan dihapus/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus' }));

    await waitFor(() => expect(source.bulkRemove).toHaveBeenCalledWith(ROWS.map((row) => row.id)));
    expect(await screen.findByText('23 data berhasil dihapus.')).toBeTruthy();
  });

  it("says 'Gagal menghapus data.' when a delete fails, unless the page handles it", async () => {
    const failing = () =>
      Promise.reject(new ApiError({ statusCode: 500, code: 'X', message: 'boom' }));
    const { source } = makeSource({ bulkRemove: vi.fn(failing) });
    renderWithProviders(<Harness source={source} />);
    await screen.findByText('Toko 1');
    fireEvent.click(headerCheckbox());
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus yang dipilih' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hapus' }),
    );
    expect(await screen.findByText('Gagal menghapus data.')).toBeTruthy();
    // Nothing was deleted, so the selection stays for another try.
    expect(screen.getByText('23 dipilih dari semua halaman')).toBeTruthy();
  });

  it('hands a delete failure to a custom handler instead of the default toast', async () => {
    const onDeleteError = vi.fn();
    const { source } = makeSource({
      bulkRemove: vi.fn(() =>
        Promise.reject(new ApiError({ statusCode: 409, code: 'CONFLICT', message: 'open orders' })),
      ),
    });
    renderWithProviders(<Harness source={source} onDeleteError={onDeleteError} />);
    await screen.findByText('Toko 1');
    fireEvent.click(headerCheckbox());
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus yang dipilih' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hapus' }),
    );
    await waitFor(() => expect(onDeleteError).toHaveBeenCalled());
    expect(onDeleteError.mock.calls[0]?.[1]).toHaveLength(23);
    expect(screen.queryByText('Gagal menghapus data.')).toBeNull();
  });

  it('keeps the previous rows and offers a retry when the next call fails', async () => {
    let fail = false;
    const { source, list } = makeSource();
    list.mockImplementation((query: ListQuery) =>
      fail
        ? Promise.reject(new ApiError({ statusCode: 400, code: 'BAD_REQUEST', message: 'no' }))
        : Promise.resolve(answer(query)),
    );
    renderWithProviders(<Harness source={source} />);
    await screen.findByText('Toko 1');

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: /Next Page|Halaman berikutnya|next/i }));
    expect(await screen.findByTestId('list-table-error')).toBeTruthy();
    // The table is as it was: page 1's rows and page 1 in the paginator.
    expect(screen.getByText('Toko 1')).toBeTruthy();
    expect(screen.queryByText('Toko 11')).toBeNull();
    expect(screen.getByText('1–10 dari 23')).toBeTruthy();

    fail = false;
    fireEvent.click(
      within(screen.getByTestId('list-table-error')).getByRole('button', { name: 'Coba lagi' }),
    );
    expect(await screen.findByText('Toko 11')).toBeTruthy();
    expect(screen.queryByTestId('list-table-error')).toBeNull();
  });

  it('treats an answer that breaks the contract like a failure: rows stay', async () => {
    let broken = false;
    const { source, list } = makeSource();
    list.mockImplementation((query: ListQuery) =>
      broken
        ? Promise.reject(
            new ApiError({ statusCode: 200, code: 'INVALID_RESPONSE', message: 'bad shape' }),
          )
        : Promise.resolve(answer(query)),
    );
    renderWithProviders(<Harness source={source} />);
    await screen.findByText('Toko 1');
    broken = true;
    fireEvent.change(screen.getByTestId('list-table-search'), { target: { value: 'x' } });
    fireEvent.keyDown(screen.getByTestId('list-table-search'), { key: 'Enter' });
    expect(await screen.findByTestId('list-table-error')).toBeTruthy();
    expect(screen.getByText('Toko 1')).toBeTruthy();
  });

  it('shows an error with a retry when the very first call fails', async () => {
    const { source, list } = makeSource();
    list.mockImplementation(() =>
      Promise.reject(new ApiError({ statusCode: 403, code: 'FORBIDDEN', message: 'no' })),
    );
    renderWithProviders(<Harness source={source} />);
    expect(await screen.findByText('Gagal memuat data.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });

  it('shows the empty state when nothing matches', async () => {
    const { source } = makeSource();
    renderWithProviders(
      <Harness source={source} initial={{ ...defaultListState, search: 'zzz' }} />,
    );
    expect(await screen.findByText('Tidak ada data yang cocok')).toBeTruthy();
  });
});

describe('ListTable and the language', () => {
  /** A page's columns, as the pages build them: memoised on `t`, cells written with it. */
  function Translated({ source }: { source: ListDataSource<Row, RowsKey> }) {
    const { t } = useTranslation();
    const [state, setState] = useState(defaultListState);
    const translated = useMemo<ListTableColumn<Row>[]>(
      () => [
        {
          key: 'name',
          header: t('shell.breadcrumbs.customers'),
          body: (row) => `${row.name} · ${t('shell.breadcrumbs.customers')}`,
        },
      ],
      [t],
    );
    return (
      <ListTable
        label="Pelanggan"
        dataSource={source}
        columns={translated}
        state={state}
        onStateChange={setState}
        rowLabel={(row) => row.name}
      />
    );
  }

  it('writes the cells again in the language switched to, not only the headers', async () => {
    const { source } = makeSource();
    const { i18n } = renderWithProviders(<Translated source={source} />);
    expect(await screen.findByText('Toko 1 · Pelanggan')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    await waitFor(() => expect(screen.getByText('Toko 1 · Customers')).toBeTruthy());
    expect(screen.queryByText('Toko 1 · Pelanggan')).toBeNull();
  });
});
