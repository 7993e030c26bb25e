import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PERMISSION_SETS } from '@armada/contracts/auth';
import type { Customer } from '@armada/contracts/customers';
import { renderWithProviders } from '@/testing/test-utils';
import { makeCustomer } from '@/testing/factories';
import { jsonResponse, mockFetch } from '@/testing/http';
import { setViewportWidth } from '@/testing/viewport';
import { CustomersPage } from './customers-page';

const list = (rows: Customer[]) => ({
  data: { paginated_result: rows, ids: rows.map((r) => r.id) },
  metadata: { page: 1, total_count: rows.length, total_page: 1 },
});

function renderPage(
  accessRight: readonly string[] = PERMISSION_SETS.tms,
  url = '/master/customers',
) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <CustomersPage accessRight={accessRight} userId={7} />
    </MemoryRouter>,
  );
}

describe('CustomersPage', () => {
  it('shows the columns in Indonesian with the date as DD MMM YYYY HH:mm', async () => {
    setViewportWidth(1920);
    mockFetch(() => jsonResponse(200, list([makeCustomer()])));
    renderPage();
    expect(await screen.findByText('Toko Harapan Mitra')).toBeTruthy();
    for (const header of [
      'Kode',
      'Nama',
      'Tipe',
      'Kota',
      'Telepon',
      'Email',
      'Status aktif',
      'Dibuat',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    expect(screen.getByText('Perusahaan')).toBeTruthy();
    expect(screen.getByText('+62 812-3456-7890')).toBeTruthy();
    // Shown in the browser's time zone; the test machine's may not be WIB.
    expect(screen.getByText(/^2[01] Okt 2026$/)).toBeTruthy();
    expect(screen.getByTitle(/^2[01] Okt 2026 \d{2}:\d{2} WIB$/)).toBeTruthy();
  });

  it('starts without status and created on a 1366 px laptop, and without email on a tablet', async () => {
    setViewportWidth(1366);
    mockFetch(() => jsonResponse(200, list([makeCustomer()])));
    const { unmount } = renderPage();
    await screen.findByText('Toko Harapan Mitra');
    const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers()).toEqual(expect.arrayContaining(['Kota', 'Telepon', 'Email']));
    expect(headers()).not.toEqual(expect.arrayContaining(['Status aktif']));
    expect(headers()).not.toEqual(expect.arrayContaining(['Dibuat']));
    unmount();

    setViewportWidth(800);
    renderPage();
    await screen.findByText('Toko Harapan Mitra');
    expect(headers()).toEqual(expect.arrayContaining(['Kode', 'Nama', 'Telepon']));
    expect(headers()).not.toEqual(expect.arrayContaining(['Email']));
  });

  it('shows a hidden column again from the column chooser, and remembers it for this user', async () => {
    setViewportWidth(1366);
    mockFetch(() => jsonResponse(200, list([makeCustomer()])));
    const { unmount } = renderPage();
    await screen.findByText('Toko Harapan Mitra');
    fireEvent.click(screen.getByRole('button', { name: 'Kolom' }));
    fireEvent.click(await screen.findByLabelText('Dibuat'));
    expect(screen.getByRole('columnheader', { name: /Dibuat/ })).toBeTruthy();
    expect(
      JSON.parse(window.localStorage.getItem('armada.table-columns.7.master.customers') ?? '{}'),
    ).toMatchObject({ created_on: true, is_active: false, email: true });
    unmount();

    renderPage();
    await screen.findByText('Toko Harapan Mitra');
    expect(screen.getByRole('columnheader', { name: /Dibuat/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /Status aktif/ })).toBeNull();
  });

  it('sends the filters from the URL as filter expressions', async () => {
    const fetch = mockFetch(() => jsonResponse(200, list([makeCustomer()])));
    renderPage(PERMISSION_SETS.tms, '/master/customers?city=Surabaya&active=true&sort=name:desc');
    await screen.findByText('Toko Harapan Mitra');
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.getAll('filters')).toEqual(['city like Surabaya', 'is_active eq true']);
    expect(url.searchParams.get('sorts')).toBe('name desc');
    expect(screen.getAllByTestId('active-filter')).toHaveLength(2);
  });

  it('shows a clear no-access state when the order service answers 403', async () => {
    mockFetch(() =>
      jsonResponse(403, {
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'You may not read customers',
      }),
    );
    renderPage([]);
    const state = await screen.findByTestId('customers-no-access');
    expect(within(state).getByText('Anda tidak memiliki akses ke data pelanggan')).toBeTruthy();
    expect(screen.queryByTestId('customers-create')).toBeNull();
    expect(document.querySelectorAll('.list-table__table .p-datatable-tbody > tr')).toHaveLength(0);
  });

  it("shows the server's reason when a customer with open orders cannot be deleted", async () => {
    const reason = 'Toko Harapan Mitra still has 2 open delivery order(s); nothing was deleted.';
    mockFetch((_url, init) =>
      init.method === 'DELETE'
        ? jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: reason })
        : jsonResponse(200, list([makeCustomer()])),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Toko Harapan Mitra' }));
    // The delete variant names what is deleted, and starts on cancel.
    const confirm = await screen.findByRole('dialog', {
      name: 'Hapus pelanggan “Toko Harapan Mitra”?',
    });
    expect(confirm.getAttribute('data-variant')).toBe('delete');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Batal' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.getByText('Pelanggan tidak dapat dihapus')).toBeTruthy();
    expect(screen.queryByText('Gagal menghapus data.')).toBeNull();
  });

  it('says why a customer with open orders cannot be deleted in Indonesian', async () => {
    mockFetch((_url, init) =>
      init.method === 'DELETE'
        ? jsonResponse(409, {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'Toko Harapan Mitra still has 2 open delivery order(s); nothing was deleted.',
            reason: 'customer.deleteBlockedByOpenOrders',
            params: { names: 'Toko Harapan Mitra', count: 2 },
          })
        : jsonResponse(200, list([makeCustomer()])),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus Toko Harapan Mitra' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(
      await screen.findByText(
        'Tidak ada yang dihapus: Toko Harapan Mitra masih memiliki 2 pesanan pengiriman yang belum selesai.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Pelanggan tidak dapat dihapus')).toBeTruthy();
    // Nothing was deleted: the row stays.
    expect(screen.getByRole('button', { name: 'Hapus Toko Harapan Mitra' })).toBeTruthy();
  });

  it('offers no create, edit or delete to a user who may only read', async () => {
    mockFetch(() => jsonResponse(200, list([makeCustomer()])));
    renderPage(['tms:read']);
    await screen.findByText('Toko Harapan Mitra');
    expect(screen.queryByTestId('customers-create')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ubah Toko Harapan Mitra' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hapus Toko Harapan Mitra' })).toBeNull();
  });

  it('gives every screen-reader label of the table in Indonesian, none of PrimeReact English', async () => {
    setViewportWidth(1366);
    const rows = Array.from({ length: 10 }, (_, i) =>
      makeCustomer({ id: i + 1, code: `CUS-${i + 1}`, name: `Toko ${i + 1}` }),
    );
    mockFetch(() =>
      jsonResponse(200, {
        data: { paginated_result: rows, ids: rows.map((r) => r.id) },
        metadata: { page: 1, total_count: 30, total_page: 3 },
      }),
    );
    renderPage();
    await screen.findByText('Toko 1');
    const labels = Array.from(document.querySelectorAll('.list-table [aria-label]')).map(
      (node) => node.getAttribute('aria-label') ?? '',
    );
    expect(labels).toContain('Pilih semua data');
    expect(labels).toContain('Jumlah baris per halaman');
    expect(labels).toContain('Halaman berikutnya');
    const english =
      /All items|Jump to Page|Rows per page|Row Selected|Next Page|First Page|Page \d/;
    expect(labels.filter((label) => english.test(label))).toEqual([]);
  });

  it('bulk-deletes the searched customers after asking, and reports how many went', async () => {
    setViewportWidth(1366);
    let deleted = false;
    const rows = [1, 2, 3].map((n) =>
      makeCustomer({ id: n, code: `CUS-${n}`, name: `Hapus ${n}` }),
    );
    const fetch = mockFetch((url, init) => {
      if (init.method === 'POST' && url.includes('/customer/bulk-delete')) {
        deleted = true;
        return jsonResponse(200, { data: { deleted: 3, ids: [1, 2, 3] } });
      }
      return jsonResponse(200, list(deleted ? [] : rows));
    });
    renderPage(PERMISSION_SETS.tms, '/master/customers?q=Hapus');
    await screen.findByText('Hapus 1');
    const selectAll = document.querySelector('thead input[type="checkbox"]');
    if (!(selectAll instanceof HTMLInputElement)) throw new Error('no header checkbox');
    fireEvent.click(selectAll);
    const bar = await screen.findByTestId('list-table-selection');
    expect(within(bar).getByText('3 dipilih dari semua halaman')).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Hapus yang dipilih' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus 3 pelanggan?' });
    expect(within(confirm).getByText(/3 data yang dipilih akan dihapus/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));

    expect(await screen.findByText('3 data berhasil dihapus.')).toBeTruthy();
    expect(await screen.findByText('Tidak ada data yang cocok')).toBeTruthy();
    const bulk = fetch.mock.calls.find(([url]) => String(url).includes('/customer/bulk-delete'));
    expect(JSON.parse(String(bulk?.[1]?.body))).toEqual({ ids: [1, 2, 3] });
  });

  it('speaks English when English is chosen: title, create dialog and its errors', async () => {
    mockFetch(() => jsonResponse(200, list([makeCustomer()])));
    renderWithProviders(
      <MemoryRouter initialEntries={['/master/customers']}>
        <CustomersPage accessRight={PERMISSION_SETS.tms} userId={7} />
      </MemoryRouter>,
      { language: 'en' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeTruthy();
    await screen.findByText('Toko Harapan Mitra');
    fireEvent.click(screen.getByTestId('customers-create'));
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    fireEvent.click(within(dialog).getByTestId('customer-form-submit'));
    expect((await within(dialog).findByTestId('error-name')).textContent).toBe('Required.');
  });
});
