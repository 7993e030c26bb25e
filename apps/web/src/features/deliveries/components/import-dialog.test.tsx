import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type {
  DeliveryOrderImportCommitResult,
  DeliveryOrderImportReport,
} from '@armada/contracts/delivery-orders';
import { SERVER_ERROR_REASONS } from '@armada/contracts/shared';
import { renderWithProviders } from '@/testing/test-utils';
import { ApiError } from '@/lib/api-client';
import { ImportRefusedError, type ImportApi } from '../api/import-delivery-orders';
import { ImportDialog } from './import-dialog';
import { WAIT_BOUND } from '@/testing/wait';

const report: DeliveryOrderImportReport = {
  format: 'csv',
  rows: 3,
  valid_rows: 2,
  invalid_rows: 1,
  matched_destinations: 1,
  geocoded_destinations: 1,
  problems: [
    {
      row: 3,
      column: 'planned_date',
      code: 'invalidDate',
      value: '31/02/2026',
      message: 'Not a calendar day YYYY-MM-DD.',
    },
  ],
  problems_total: 1,
  timings_ms: { parse: 1, check: 2 },
};

const result: DeliveryOrderImportCommitResult = {
  report,
  created: 2,
  addresses_created: 1,
  first_number: 'DO/ALN/2611/00101',
  last_number: 'DO/ALN/2611/00102',
  timings_ms: { commit: 30 },
};

const file = () => new File(['customer,origin,destination\n'], 'orders.csv', { type: 'text/csv' });

function choose(f: File) {
  fireEvent.change(screen.getByTestId('delivery-import-file'), { target: { files: [f] } });
}

describe('ImportDialog (DLV-30, DLV-31, DLV-33)', () => {
  it('shows the report by row and column in Indonesian, then saves the valid rows only when asked', async () => {
    const api: ImportApi = {
      check: vi.fn(async (_file, options) => {
        options?.onProgress?.({ sent: 10, total: 20 });
        return report;
      }),
      commit: vi.fn(async () => result),
    };
    const onImported = vi.fn();
    renderWithProviders(<ImportDialog onHide={() => {}} onImported={onImported} api={api} />);
    expect(screen.getByRole('link', { name: 'Unduh templat XLSX' }).getAttribute('href')).toBe(
      '/order/api/web/v1/delivery-order/import/template?format=xlsx',
    );
    choose(file());
    fireEvent.click(screen.getByTestId('delivery-import-check'));
    const table = await screen.findByTestId('delivery-import-problems');
    const cells = within(table).getAllByRole('row')[1]?.querySelectorAll('td');
    expect([...(cells ?? [])].map((cell) => cell.textContent)).toEqual([
      '3',
      'planned_date',
      'Bukan tanggal YYYY-MM-DD yang valid.',
      '31/02/2026',
    ]);
    expect(screen.getByTestId('delivery-import-summary').textContent).toContain(
      '3 baris: 2 valid, 1 bermasalah.',
    );
    // DLV-31: an invalid row keeps the save off until the user says to skip it.
    const save = screen.getByTestId('delivery-import-commit');
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('delivery-import-valid-only'));
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledWith(result), WAIT_BOUND);
    expect(api.commit).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ validOnly: true }),
    );
  });

  it('says why a file was refused, keeps the file and lets the user try again', async () => {
    const api: ImportApi = {
      check: vi
        .fn()
        .mockRejectedValueOnce(
          new ApiError({
            statusCode: 400,
            code: 'BAD_REQUEST',
            message: 'The CSV file is not UTF-8 text',
            reason: SERVER_ERROR_REASONS.deliveryOrderImportInvalidEncoding,
          }),
        )
        .mockResolvedValueOnce({
          ...report,
          valid_rows: 3,
          invalid_rows: 0,
          problems: [],
          problems_total: 0,
        }),
      commit: vi.fn(),
    };
    renderWithProviders(<ImportDialog onHide={() => {}} onImported={() => {}} api={api} />);
    choose(file());
    fireEvent.click(screen.getByTestId('delivery-import-check'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Berkas CSV bukan teks UTF-8; simpan sebagai "CSV UTF-8" lalu coba lagi.',
    );
    fireEvent.click(screen.getByTestId('delivery-import-check'));
    expect(await screen.findByTestId('delivery-import-commit')).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the report a refused commit came back with', async () => {
    const refused = new ImportRefusedError(
      new ApiError({
        statusCode: 400,
        code: 'IMPORT_HAS_INVALID_ROWS',
        message: '1 of 3 rows are invalid',
        reason: SERVER_ERROR_REASONS.deliveryOrderImportInvalidRows,
        params: { count: 1 },
      }),
      report,
    );
    const clean = { ...report, valid_rows: 3, invalid_rows: 0, problems: [], problems_total: 0 };
    const api: ImportApi = {
      check: vi.fn(async () => clean),
      commit: vi.fn().mockRejectedValue(refused),
    };
    const onImported = vi.fn();
    renderWithProviders(<ImportDialog onHide={() => {}} onImported={onImported} api={api} />);
    choose(file());
    fireEvent.click(screen.getByTestId('delivery-import-check'));
    fireEvent.click(await screen.findByTestId('delivery-import-commit'));
    expect((await screen.findByRole('alert')).textContent).toContain('1 baris bermasalah');
    expect(await screen.findByTestId('delivery-import-problems')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit before sending it', () => {
    const api: ImportApi = { check: vi.fn(), commit: vi.fn() };
    renderWithProviders(<ImportDialog onHide={() => {}} onImported={() => {}} api={api} />);
    const big = file();
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 });
    choose(big);
    expect(screen.getByRole('alert').textContent).toBe(
      'Berkas lebih dari 5 MB; bagi menjadi beberapa berkas.',
    );
    expect(screen.getByTestId('delivery-import-check')).toHaveProperty('disabled', true);
  });
});
