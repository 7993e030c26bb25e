import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@/config/env';
import { renderWithProviders } from '@/testing/test-utils';
import { makeCustomer } from '@/testing/factories';
import { jsonResponse, mockFetch } from '@/testing/http';
import { CustomerFormDialog } from './customer-form-dialog';

const CUSTOMER = makeCustomer();

const ENGLISH = 'Customer code "CUS-00001" is already used by Toko Harapan Mitra.';

/** A create that the server refuses: the code is taken (409 with its reason and params). */
function refuseCreate() {
  return mockFetch((_url, init) =>
    init.method === 'POST'
      ? jsonResponse(409, {
          statusCode: 409,
          code: 'CONFLICT',
          message: ENGLISH,
          field: 'body.code',
          reason: 'customer.codeTaken',
          params: { code: 'CUS-00001', name: 'Toko Harapan Mitra' },
        })
      : jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }),
  );
}

function renderCreate(language: Language = 'id') {
  const onSaved = vi.fn();
  renderWithProviders(
    <CustomerFormDialog target={{ mode: 'create' }} onHide={() => {}} onSaved={onSaved} />,
    { language },
  );
  return onSaved;
}

function submit(name: string, code: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^(Nama pelanggan|Customer name)/ }), {
    target: { value: name },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^(Kode pelanggan|Customer code)/ }), {
    target: { value: code },
  });
  fireEvent.click(screen.getByTestId('customer-form-submit'));
}

describe('CustomerFormDialog', () => {
  it('shows a taken code (409) in Indonesian under the conflict heading, input kept', async () => {
    const fetch = refuseCreate();
    const onSaved = renderCreate();
    submit('PT Baru Jaya', 'cus-00001');
    const problem = await screen.findByTestId('customer-form-server-error');
    expect(within(problem).getByText('Data ini bentrok dengan pelanggan lain:')).toBeTruthy();
    expect(
      within(problem).getByText(
        'Kode CUS-00001 sudah dipakai oleh Toko Harapan Mitra. Gunakan kode lain.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(ENGLISH)).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Nama pelanggan/ })).toHaveProperty(
      'value',
      'PT Baru Jaya',
    );
    // The code is upper-cased as it is typed.
    expect(screen.getByRole('textbox', { name: /^Kode pelanggan/ })).toHaveProperty(
      'value',
      'CUS-00001',
    );
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      code: 'CUS-00001',
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says the same refusal in English when English is chosen', async () => {
    refuseCreate();
    renderCreate('en');
    submit('PT Baru Jaya', 'CUS-00001');
    const problem = await screen.findByTestId('customer-form-server-error');
    expect(
      within(problem).getByText(
        'Code CUS-00001 is already used by Toko Harapan Mitra. Use another code.',
      ),
    ).toBeTruthy();
  });

  it("keeps the server's message when it gives no reason", async () => {
    mockFetch(() =>
      jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: 'Kode sudah dipakai.' }),
    );
    renderCreate();
    submit('PT Baru Jaya', 'CUS-00001');
    const problem = await screen.findByTestId('customer-form-server-error');
    expect(within(problem).getByText('Kode sudah dipakai.')).toBeTruthy();
  });

  it('shows the form errors in Indonesian at the first wrong field, keeps the input, then saves', async () => {
    const fetch = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse(201, { data: { ...CUSTOMER, name: 'PT Baru Jaya', city: 'Bandung' } })
        : jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }),
    );
    const onSaved = renderCreate();
    const name = () => screen.getByRole('textbox', { name: /^Nama pelanggan/ });
    const field = (label: RegExp) => screen.getByRole('textbox', { name: label });

    fireEvent.click(screen.getByTestId('customer-form-submit'));
    expect((await screen.findByTestId('error-name')).textContent).toBe('Wajib diisi.');
    expect(document.activeElement).toBe(name());

    fireEvent.change(name(), { target: { value: 'PT Baru Jaya' } });
    fireEvent.change(field(/^Nomor telepon/), { target: { value: '12345' } });
    fireEvent.change(field(/^Email/), { target: { value: 'budi@' } });
    fireEvent.click(screen.getByTestId('customer-form-submit'));
    expect((await screen.findByTestId('error-phone')).textContent).toContain(
      'diawali +62, 62, atau 0',
    );
    expect(screen.getByTestId('error-email').textContent).toContain('Format email tidak valid');
    expect(name()).toHaveProperty('value', 'PT Baru Jaya');
    expect(fetch).not.toHaveBeenCalled();

    fireEvent.change(field(/^Nomor telepon/), { target: { value: '0812-3456-7890' } });
    fireEvent.change(field(/^Email/), { target: { value: 'budi@tokomaju.co.id' } });
    fireEvent.change(field(/^Kota/), { target: { value: 'Bandung' } });
    fireEvent.click(screen.getByTestId('customer-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]?.[1]).toBe('create');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      name: 'PT Baru Jaya',
      city: 'Bandung',
      email: 'budi@tokomaju.co.id',
    });
  });

  it('refuses a blank name on edit and keeps the rest of the input', async () => {
    const fetch = mockFetch((_url, init) =>
      init.method === 'PATCH'
        ? jsonResponse(200, { data: { ...CUSTOMER, city: 'Cimahi' } })
        : jsonResponse(200, { data: CUSTOMER }),
    );
    const onSaved = vi.fn();
    renderWithProviders(
      <CustomerFormDialog
        target={{ mode: 'edit', customer: CUSTOMER }}
        onHide={() => {}}
        onSaved={onSaved}
      />,
    );
    await screen.findByRole('dialog', { name: 'Ubah pelanggan Toko Harapan Mitra' });
    const name = await screen.findByRole('textbox', { name: /^Nama pelanggan/ });
    expect(name).toHaveProperty('value', 'Toko Harapan Mitra');
    fireEvent.change(screen.getByRole('textbox', { name: /^Kota/ }), {
      target: { value: 'Cimahi' },
    });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('customer-form-submit'));
    expect((await screen.findByTestId('error-name')).textContent).toBe('Wajib diisi.');
    expect(screen.getByRole('textbox', { name: /^Kota/ })).toHaveProperty('value', 'Cimahi');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
