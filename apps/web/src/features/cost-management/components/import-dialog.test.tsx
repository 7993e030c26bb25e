import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { ImportDialog } from './import-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const file = () =>
  new File(['date,time,plate,litres,amount,station,card\n'], 'kartu.csv', { type: 'text/csv' });

describe('ImportDialog (COST-4, COST-12)', () => {
  it('names the refused row in words and keeps the file to send again', async () => {
    const calls = mockFetch(() =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'Row 3, column amount: negative',
        reason: 'costImport.badRow',
        params: { row: 3, column: 'amount', problem: 'negative' },
      }),
    );
    renderWithProviders(<ImportDialog onHide={() => {}} />);
    const input = screen.getByTestId('cost-import-file');
    fireEvent.change(input, { target: { files: [file()] } });
    fireEvent.click(screen.getByTestId('cost-import-submit'));
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe(
      'Baris 3, kolom amount: nilai negatif tidak dapat diimpor. Tidak ada yang diimpor.',
    );
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(calls.mock.calls[0]?.[1]?.body)) as { data: string };
    expect(atob(body.data)).toBe('date,time,plate,litres,amount,station,card\n');
    // The file is still chosen: sending again needs no new pick.
    fireEvent.click(screen.getByTestId('cost-import-submit'));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(2));
  });

  it('asks for a file before sending anything', () => {
    const calls = mockFetch(() => jsonResponse(500, {}));
    renderWithProviders(<ImportDialog onHide={() => {}} />);
    fireEvent.click(screen.getByTestId('cost-import-submit'));
    expect(screen.getByRole('alert').textContent).toBe('Pilih berkas CSV laporan.');
    expect(calls).not.toHaveBeenCalled();
  });
});
