import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { MasterImportButton } from './master-import';

/** The server refuses row 3 of a drivers file: it gives a vehicle row 2 gave already (MDF-23). */
function refuseImport() {
  return mockFetch((url, init) =>
    init.method === 'POST' && String(url).includes('/api/master/import?resource=drivers')
      ? jsonResponse(400, {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: 'Row 3, vehicle: B 1 A is already given on row 2. Nothing was imported.',
          field: 'body',
          reason: 'masterImport.rowInvalid',
          params: {
            row: 3,
            column: 'vehicle',
            problem: 'vehicleRepeated',
            value: 'B 1 A',
            other: 2,
          },
        })
      : jsonResponse(201, { data: { created: 1, updated: 2 } }),
  );
}

describe('MasterImportButton (MDF-21)', () => {
  it('words a refused row in Indonesian, keeps the file chosen, and sends it with its type', async () => {
    const fetch = refuseImport();
    renderWithProviders(<MasterImportButton resource="drivers" />);
    fireEvent.click(screen.getByTestId('master-drivers-import'));
    expect(screen.getByText('Impor pengemudi')).toBeTruthy();
    const send = screen.getByTestId('master-import-drivers-send');
    expect(send).toHaveProperty('disabled', true);
    const file = new File(['fullname\r\n'], 'pengemudi.csv', { type: '' });
    fireEvent.change(screen.getByTestId('master-import-drivers-file'), {
      target: { files: [file] },
    });
    fireEvent.click(send);
    const problem = await screen.findByTestId('master-import-drivers-error');
    expect(problem.textContent).toBe(
      'Baris 3, kolom vehicle: B 1 A sudah diberikan di baris 2. Tidak ada yang diimpor.',
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(post?.[1]?.headers).get('content-type')).toBe('text/csv');
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
  });
});
