import { describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Company, CompanyCategory } from '@armada/contracts/company';
import { graphqlFailure, graphqlOk } from '@armada/contracts/shared';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeCompany, makeCompanyCategory } from '@armada/contracts/testing';
import { CompanySettings } from './company-settings';

// The full settings form is heavy for jsdom on a 2-core machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

function graphqlApi(
  overrides: Partial<Record<string, (variables: Record<string, unknown>) => object>> = {},
) {
  let company: Company = makeCompany();
  let categories: CompanyCategory[] = [
    makeCompanyCategory({ hasRelation: true, srcTable: 'company', srcColumn: 'category' }),
    makeCompanyCategory({ text: 'Ekspedisi' }),
  ];
  const calls: GraphqlCall[] = [];
  const handlers: Record<string, (variables: Record<string, unknown>) => object> = {
    Company: () => ({ company: { ...graphqlOk(), data: company } }),
    CompanyCategories: () => ({ companyCategories: { ...graphqlOk(), list: categories } }),
    UpdateCompany: (variables) => {
      const input = variables.input as Partial<Company> & { id: number };
      company = { ...company, ...input };
      return { updateCompany: { ...graphqlOk(), id: company.id, name: company.name } };
    },
    CreateCompanyCategory: (variables) => {
      const created = makeCompanyCategory({ text: (variables.input as { text: string }).text });
      categories = [...categories, created];
      return { createCompanyCategory: { ...graphqlOk(), data: created } };
    },
    DeleteBankAccount: (variables) => {
      const id = (variables.input as { bankAccountId: number }).bankAccountId;
      const account = company.bankAccounts.find((a) => a.bankAccountId === id);
      company = { ...company, bankAccounts: company.bankAccounts.filter((a) => a !== account) };
      return { deleteBankAccount: { ...graphqlOk(), data: account } };
    },
    ...overrides,
  };
  const fetch = mockFetch((url, init) => {
    if (!url.endsWith('/graphql')) return jsonResponse(404, {});
    const body = JSON.parse(String(init.body)) as GraphqlCall;
    calls.push(body);
    const handler = handlers[body.operationName];
    return jsonResponse(200, { data: handler ? handler(body.variables) : null });
  });
  return { calls, fetch };
}

function renderSettings(onSaved = vi.fn(), { language }: { language?: 'id' | 'en' } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/setting/company',
        element: (
          <>
            {/* Stands in for the shell's side menu link. */}
            <Link to="/dashboard">Dasbor</Link>
            <CompanySettings onSaved={onSaved} />
          </>
        ),
      },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/setting/company'] },
  );
  return {
    ...renderWithProviders(<RouterProvider router={router} />, { language }),
    router,
    onSaved,
  };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const mutations = (calls: GraphqlCall[], name: string) =>
  calls.filter((call) => call.operationName === name);

describe('CompanySettings', () => {
  it('loads every section with the company values', async () => {
    graphqlApi();
    renderSettings();
    expect(await screen.findByDisplayValue('PT Armada Logistik Nusantara')).toBeTruthy();
    for (const title of [
      'Informasi umum',
      'Ambang peringatan',
      'Skor pengemudi',
      'Kategori perusahaan',
      'Rekening bank',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
    expect(input('Batas mesin menyala diam').value).toBe('10');
    expect(screen.getByTestId('company-status').textContent).toBe('Aktif');
    expect(screen.getByText('Dipakai')).toBeTruthy();
    expect(within(screen.getByTestId('bank-account-1')).getByText('Utama')).toBeTruthy();
  });

  it('saves only the changed fields and says so', async () => {
    const { calls } = graphqlApi();
    const { onSaved } = renderSettings();
    await screen.findByDisplayValue('PT Armada Logistik Nusantara');
    fireEvent.change(input('Tag perusahaan'), { target: { value: 'premium' } });
    expect(screen.getByText('Ada perubahan yang belum disimpan')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));

    expect(await screen.findByText('Pengaturan perusahaan disimpan.')).toBeTruthy();
    expect(mutations(calls, 'UpdateCompany').map((c) => c.variables.input)).toEqual([
      { id: 1001, companyTag: 'premium' },
    ]);
    expect(onSaved).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText('Semua perubahan tersimpan')).toBeTruthy());
  });

  it('refuses grade minimums out of order before sending anything', async () => {
    const { calls } = graphqlApi();
    renderSettings();
    await screen.findByDisplayValue('PT Armada Logistik Nusantara');
    const gradeB = input('Tingkat B');
    fireEvent.focus(gradeB);
    fireEvent.change(gradeB, { target: { value: '95' } });
    fireEvent.blur(gradeB);
    fireEvent.click(screen.getByRole('button', { name: 'Simpan perubahan' }));
    expect(await screen.findByText('Harus lebih rendah dari Tingkat A.')).toBeTruthy();
    expect(mutations(calls, 'UpdateCompany')).toHaveLength(0);
    expect(gradeB.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Periksa kembali isian yang ditandai sebelum menyimpan.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(gradeB));
  });

  it.each([
    ['VALIDATION_ERROR', 'input.name is already used by another company'],
    ['CONFLICT', 'Nama perusahaan sudah dipakai perusahaan lain.'],
  ])(
    'shows the server message when the save is refused (%s) and keeps the input',
    async (code, message) => {
      graphqlApi({
        UpdateCompany: () => ({
          updateCompany: { ...graphqlFailure(code, message), id: null, name: null },
        }),
      });
      renderSettings();
      await screen.findByDisplayValue('PT Armada Logistik Nusantara');
      fireEvent.change(input('Nama perusahaan'), { target: { value: 'PT Baru' } });
      const save = screen.getByRole('button', { name: 'Simpan perubahan' });
      fireEvent.click(save);
      const error = await screen.findByTestId('company-save-error');
      expect(error.textContent).toContain(message);
      expect(input('Nama perusahaan').value).toBe('PT Baru');
      await waitFor(() => expect(save).toHaveProperty('disabled', false));
    },
  );

  it('adds a category', async () => {
    const { calls } = graphqlApi();
    renderSettings();
    await screen.findByDisplayValue('PT Armada Logistik Nusantara');
    fireEvent.change(input('Kategori baru'), { target: { value: '  Distributor Farmasi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText('Kategori "Distributor Farmasi" ditambahkan.')).toBeTruthy();
    expect(mutations(calls, 'CreateCompanyCategory').map((c) => c.variables.input)).toEqual([
      { text: 'Distributor Farmasi' },
    ]);
    const list = screen.getByRole('list', { name: 'Kategori perusahaan' });
    await waitFor(() => expect(within(list).getByText('Distributor Farmasi')).toBeTruthy());
    await waitFor(() => expect(input('Kategori baru').value).toBe(''));
  });

  it('refuses a duplicate category without asking the server', async () => {
    const { calls } = graphqlApi();
    renderSettings();
    await screen.findByDisplayValue('PT Armada Logistik Nusantara');
    fireEvent.change(input('Kategori baru'), { target: { value: 'ekspedisi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText('Kategori ini sudah ada.')).toBeTruthy();
    expect(mutations(calls, 'CreateCompanyCategory')).toHaveLength(0);
  });

  it('says a category the server already has in Indonesian (GraphQL CONFLICT)', async () => {
    // Added by someone else since the list was loaded: only the server knows.
    graphqlApi({
      CreateCompanyCategory: () => ({
        createCompanyCategory: {
          ...graphqlFailure('CONFLICT', 'The category "Cold Chain" already exists.'),
          data: null,
        },
      }),
    });
    renderSettings();
    await screen.findByDisplayValue('PT Armada Logistik Nusantara');
    fireEvent.change(input('Kategori baru'), { target: { value: 'Cold Chain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tambah' }));
    const alert = await screen.findByText('Kategori "Cold Chain" sudah ada.', {
      selector: '.company-field__error',
    });
    expect(alert).toBeTruthy();
    expect(screen.queryByText('The category "Cold Chain" already exists.')).toBeNull();
  });

  it('deletes a bank account after confirmation; the default cannot be deleted', async () => {
    const { calls } = graphqlApi();
    renderSettings();
    await screen.findByDisplayValue('PT Armada Logistik Nusantara');
    const defaultDelete = screen.getByRole('button', { name: /Hapus rekening Bank Central Asia/ });
    expect(defaultDelete).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: /Hapus rekening Bank Mandiri/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus rekening?' });
    expect(mutations(calls, 'DeleteBankAccount')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Rekening Bank Mandiri dihapus.')).toBeTruthy();
    expect(mutations(calls, 'DeleteBankAccount').map((c) => c.variables.input)).toEqual([
      { bankAccountId: 2 },
    ]);
    await waitFor(() => expect(screen.queryByTestId('bank-account-2')).toBeNull());
  });

  it('asks before leaving with unsaved changes', async () => {
    graphqlApi();
    const { router } = renderSettings();
    await screen.findByDisplayValue('PT Armada Logistik Nusantara');
    fireEvent.change(input('Tag perusahaan'), { target: { value: 'premium' } });
    await act(() => router.navigate('/dashboard'));
    const guard = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    fireEvent.click(within(guard).getByRole('button', { name: 'Tetap di sini' }));
    expect(router.state.location.pathname).toBe('/setting/company');
    expect(input('Tag perusahaan').value).toBe('premium');

    await act(() => router.navigate('/dashboard'));
    const again = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Tinggalkan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('asks before a menu link leaves; a typed fax number is kept, grouped out of the field', async () => {
    graphqlApi();
    const { router } = renderSettings();
    await screen.findByDisplayValue('PT Armada Logistik Nusantara');
    const fax = input('Nomor faks');
    fireEvent.focus(fax);
    fireEvent.change(fax, { target: { value: '021-555 0100' } });
    fireEvent.blur(fax);
    fireEvent.click(screen.getByRole('link', { name: 'Dasbor' }));
    const guard = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    fireEvent.click(within(guard).getByRole('button', { name: 'Tetap di sini' }));
    expect(router.state.location.pathname).toBe('/setting/company');
    // Out of the field it reads grouped (src/lib/format-phone.ts); in it, as typed.
    await waitFor(() => expect(input('Nomor faks').value).toBe('+62 21 555-0100'));
    fireEvent.focus(input('Nomor faks'));
    expect(input('Nomor faks').value).toBe('021-555 0100');
    fireEvent.blur(input('Nomor faks'));

    fireEvent.click(screen.getByRole('link', { name: 'Dasbor' }));
    const again = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Tinggalkan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('speaks English when English is chosen: title and field labels', async () => {
    graphqlApi();
    renderSettings(vi.fn(), { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Company settings' })).toBeTruthy();
    await screen.findByDisplayValue('PT Armada Logistik Nusantara');
    expect(screen.getByLabelText('Idle limit')).toBeTruthy();
  });
});
