import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Language } from '@/config/env';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { CustomerFormDialog } from './customer-form-dialog';

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
});
