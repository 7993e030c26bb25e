import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { renderWithProviders } from '@/testing/test-utils';
import { ListTable } from './list-table';
import { PHONE_MEDIA_QUERY } from './list-table-cards';
import { defaultListState } from './list-state';
import type { ListDataSource, ListTableColumn, ListTableState } from './types';

type RowsKey = readonly ['rows', ListQuery];

interface Row {
  id: number;
  code: string;
  name: string;
  city: string;
  email: string;
}

const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  code: `CUS-${String(i + 1).padStart(5, '0')}`,
  name: `Toko ${i + 1}`,
  city: 'Surabaya',
  email: `toko${i + 1}@contoh.co.id`,
}));

function answer(query: ListQuery): ListResponse<Row> {
  const limit = query.limit ?? 10;
  const page = query.page ?? 1;
  return {
    data: {
      paginated_result: ROWS.slice((page - 1) * limit, page * limit),
      ids: ROWS.map((r) => r.id),
    },
    metadata: { page, total_count: ROWS.length, total_page: Math.ceil(ROWS.length / limit) },
  };
}

const columns: ListTableColumn<Row>[] = [
  { key: 'code', header: 'Kode', sortField: 'code' },
  { key: 'name', header: 'Nama', sortField: 'name' },
  { key: 'city', header: 'Kota', defaultHiddenBelow: 1280 },
  { key: 'email', header: 'Email', hideOnCard: true },
];

function Harness({ source }: { source: ListDataSource<Row, RowsKey> }) {
  const [state, setState] = useState<ListTableState>(defaultListState);
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
      />
    </>
  );
}

const source: ListDataSource<Row, RowsKey> = {
  queryOptions: (query) =>
    queryOptions({
      queryKey: ['rows', query] as const,
      queryFn: () => Promise.resolve(answer(query)),
    }),
  queryKeyRoot: ['rows'],
  bulkRemove: (ids) => Promise.resolve({ data: { deleted: ids.length, ids } }),
};

/** A phone: the list table's media query matches. */
function stubPhone(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query === PHONE_MEDIA_QUERY,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => stubPhone(true));
afterEach(() => vi.unstubAllGlobals());

describe('ListTable on a phone', () => {
  it('lists cards, not a sideways table, with the card columns and not the hideOnCard ones', async () => {
    renderWithProviders(<Harness source={source} />);
    const cards = await screen.findAllByTestId('list-table-card');
    expect(cards).toHaveLength(10);
    expect(screen.queryByRole('table')).toBeNull();
    const first = cards[0];
    if (!first) throw new Error('no card');
    expect(within(first).getByText('CUS-00001')).toBeTruthy();
    expect(within(first).getByText('Toko 1')).toBeTruthy();
    // Hidden in the table below 1280 px, but a card has room for it.
    expect(within(first).getByText('Kota')).toBeTruthy();
    expect(within(first).queryByText('toko1@contoh.co.id')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Hapus Toko 1' })).toBeTruthy();
    expect(screen.getByText('1–10 dari 12')).toBeTruthy();
  });

  it('selects with native checkboxes: one card, then the whole page', async () => {
    renderWithProviders(<Harness source={source} />);
    await screen.findAllByTestId('list-table-card');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih Toko 2' }));
    expect(screen.getByTestId('list-table-selection').textContent).toContain('1 dipilih');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }));
    expect(screen.getByTestId('list-table-selection').textContent).toContain('10 dipilih');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }));
    expect(screen.queryByTestId('list-table-selection')).toBeNull();
  });

  it('sorts from a select, back to page 1', async () => {
    renderWithProviders(<Harness source={source} />);
    await screen.findAllByTestId('list-table-card');
    fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: 'name:desc' } });
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '{}')).toMatchObject({
      sort: { field: 'name', order: 'desc' },
      page: 1,
    });
    fireEvent.change(screen.getByLabelText('Urutkan'), { target: { value: '' } });
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '{}')).toMatchObject({
      sort: null,
    });
  });

  it('is the table again on a wider screen', async () => {
    stubPhone(false);
    renderWithProviders(<Harness source={source} />);
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByTestId('list-table-card')).toBeNull();
  });
});
