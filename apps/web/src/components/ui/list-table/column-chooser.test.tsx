import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import type { ListQuery, ListResponse } from '@armada/contracts/shared';
import { renderWithProviders } from '@/testing/test-utils';
import { setViewportWidth } from '@/testing/viewport';
import { ListTable } from './list-table';
import { defaultListState } from './list-state';
import type { ListDataSource, ListTableColumn, ListTableState } from './types';

interface Row {
  id: number;
  name: string;
  city: string;
  created: string;
}

const ROWS: Row[] = [
  { id: 1, name: 'Toko Maju', city: 'Bandung', created: '2026-01-02' },
  { id: 2, name: 'Apotek Sehat', city: 'Surabaya', created: '2026-03-04' },
];

type RowsKey = readonly ['rows', ListQuery];

function makeSource() {
  const list = vi.fn(
    (query: ListQuery, _options: { signal: AbortSignal }): Promise<ListResponse<Row>> =>
      Promise.resolve({
        data: { paginated_result: ROWS, ids: ROWS.map((row) => row.id) },
        metadata: { page: query.page ?? 1, total_count: ROWS.length, total_page: 1 },
      }),
  );
  const source: ListDataSource<Row, RowsKey> = {
    queryOptions: (query) =>
      queryOptions({
        queryKey: ['rows', query] as const,
        queryFn: ({ signal }) => list(query, { signal }),
      }),
    queryKeyRoot: ['rows'],
  };
  return { source, list };
}

const columns: ListTableColumn<Row>[] = [
  { key: 'name', header: 'Nama', sortField: 'name' },
  { key: 'city', header: 'Kota', sortField: 'city' },
  { key: 'created', header: 'Dibuat', sortField: 'created', defaultHiddenBelow: 1440 },
];

const STORAGE_KEY = 'armada.table-columns.7.master.rows';

function Harness({
  source,
  userId = 7,
  initial = defaultListState,
}: {
  source: ListDataSource<Row, RowsKey>;
  userId?: number;
  initial?: ListTableState;
}) {
  const [state, setState] = useState(initial);
  return (
    <>
      <output data-testid="state">{JSON.stringify(state)}</output>
      <ListTable
        label="Data"
        dataSource={source}
        columns={columns}
        state={state}
        onStateChange={setState}
        rowLabel={(row) => row.name}
        rememberColumnsFor={{ userId, tableId: 'master.rows' }}
      />
    </>
  );
}

const header = (name: string) => screen.queryByRole('columnheader', { name: new RegExp(name) });
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

async function openChooser() {
  fireEvent.click(screen.getByRole('button', { name: 'Kolom' }));
  // jsdom has no layout: the panel's positioning leaves it `display: none` there, so `hidden`
  // (and its name from aria-labelledby is not computed).
  const panel = await screen.findByRole('dialog', { hidden: true });
  expect(panel.getAttribute('aria-labelledby')).toBe(within(panel).getByText(/^Kolom yang/).id);
  return panel;
}

async function renderTable(props: { userId?: number; initial?: ListTableState } = {}) {
  const { source, list } = makeSource();
  const view = renderWithProviders(<Harness source={source} {...props} />);
  await screen.findByText('Toko Maju');
  return { ...view, list };
}

describe('column chooser', () => {
  it('lists every column by its header, shown ones checked; narrow screens start without "Dibuat"', async () => {
    await renderTable(); // jsdom's window is 1024 px wide
    expect(headers()).toEqual(['Nama', 'Kota']);
    const panel = await openChooser();
    expect(screen.getByRole('button', { name: 'Kolom' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(panel).getByText('Kolom yang ditampilkan (2 dari 3)')).toBeTruthy();
    expect((within(panel).getByLabelText('Nama') as HTMLInputElement).checked).toBe(true);
    expect((within(panel).getByLabelText('Kota') as HTMLInputElement).checked).toBe(true);
    expect((within(panel).getByLabelText('Dibuat') as HTMLInputElement).checked).toBe(false);
  });

  it('shows every column on a wide screen', async () => {
    setViewportWidth(1920);
    await renderTable();
    expect(headers()).toEqual(['Nama', 'Kota', 'Dibuat']);
  });

  it('hides and shows a column when its box is toggled', async () => {
    await renderTable();
    const panel = await openChooser();
    fireEvent.click(within(panel).getByLabelText('Kota'));
    expect(header('Kota')).toBeNull();
    expect(screen.queryByText('Bandung')).toBeNull();

    fireEvent.click(within(panel).getByLabelText('Dibuat'));
    expect(header('Dibuat')).toBeTruthy();
    expect(screen.getByText('2026-01-02')).toBeTruthy();
    expect(headers()).toEqual(['Nama', 'Dibuat']);
  });

  it('remembers the choice per user across a remount; reset brings the defaults back', async () => {
    const first = await renderTable();
    fireEvent.click(within(await openChooser()).getByLabelText('Dibuat'));
    expect(headers()).toEqual(['Nama', 'Kota', 'Dibuat']);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      name: true,
      city: true,
      created: true,
    });
    first.unmount();

    const again = await renderTable();
    expect(headers()).toEqual(['Nama', 'Kota', 'Dibuat']);
    again.unmount();

    // Another user on the same browser has their own (here: the defaults).
    const other = await renderTable({ userId: 8 });
    expect(headers()).toEqual(['Nama', 'Kota']);
    other.unmount();

    await renderTable();
    const panel = await openChooser();
    fireEvent.click(
      within(panel).getByRole('button', { name: 'Kembalikan ke bawaan', hidden: true }),
    );
    expect(headers()).toEqual(['Nama', 'Kota']);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(
      within(panel)
        .getByRole('button', { name: 'Kembalikan ke bawaan', hidden: true })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('cannot hide the last column', async () => {
    await renderTable();
    const panel = await openChooser();
    fireEvent.click(within(panel).getByLabelText('Kota'));
    const name = within(panel).getByLabelText('Nama') as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect(within(panel).getByText('Minimal satu kolom harus tetap tampil.')).toBeTruthy();
    expect(name.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(name);
    expect(name.checked).toBe(true);
    expect(headers()).toEqual(['Nama']);

    // Showing another column frees it again.
    fireEvent.click(within(panel).getByLabelText('Dibuat'));
    expect(name.disabled).toBe(false);
  });

  it('keeps sorting by a column after it is hidden', async () => {
    const sorted = { ...defaultListState, sort: { field: 'city', order: 'desc' as const } };
    const { list } = await renderTable({ initial: sorted });
    fireEvent.click(within(await openChooser()).getByLabelText('Kota'));
    expect(header('Kota')).toBeNull();
    const state = JSON.parse(screen.getByTestId('state').textContent ?? '{}') as ListTableState;
    expect(state.sort).toEqual({ field: 'city', order: 'desc' });
    expect(list).toHaveBeenLastCalledWith(
      { page: 1, limit: 10, sorts: ['city desc'] },
      expect.anything(),
    );
  });

  it('is used from the keyboard: focus moves in, Escape closes and returns it', async () => {
    await renderTable();
    const button = screen.getByRole('button', { name: 'Kolom' });
    button.focus();
    const panel = await openChooser();
    const first = within(panel).getByLabelText('Nama');
    await waitFor(() => expect(document.activeElement).toBe(first));
    // Tab stays in the panel (it sits at the end of the page): Shift+Tab from the first box goes
    // to the last control (reset is disabled while nothing is chosen), Tab from there comes back.
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(within(panel).getByLabelText('Dibuat'));
    fireEvent.keyDown(within(panel).getByLabelText('Dibuat'), { key: 'Tab' });
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape', code: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
