import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { RecordFormDialog, type RecordFormDialogProps } from './record-form-dialog';

const labels = {
  header: 'Ubah alamat',
  loading: 'Memuat alamat',
  gone: 'Alamat ini sudah tidak ada.',
  loadFailed: 'Alamat tidak dapat dimuat.',
  retry: 'Coba lagi',
};

function show(record: RecordFormDialogProps<{ name: string }>['record']) {
  return render(
    <RecordFormDialog record={record} labels={labels} className="x" width="40rem" onHide={vi.fn()}>
      {(value) => <p>{value === null ? 'formulir baru' : `formulir ${value.name}`}</p>}
    </RecordFormDialog>,
  );
}

const read = (over: Partial<NonNullable<RecordFormDialogProps<{ name: string }>['record']>>) => ({
  data: undefined,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

describe('RecordFormDialog', () => {
  it('opens the empty form to create, and the form of the record as read to edit', () => {
    show(null);
    expect(screen.getByText('formulir baru')).toBeTruthy();
    expect(screen.getByText('Ubah alamat')).toBeTruthy();
  });

  it('waits for the fresh read with a busy skeleton, then shows its form', () => {
    const view = show(read({}));
    expect(screen.getByLabelText('Memuat alamat').getAttribute('aria-busy')).toBe('true');
    view.unmount();
    show(read({ data: { name: 'Gudang Cakung' } }));
    expect(screen.getByText('formulir Gudang Cakung')).toBeTruthy();
  });

  it('says a record that is gone is gone, with nothing to retry', () => {
    show(
      read({
        isError: true,
        error: new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: 'gone' }),
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain(labels.gone);
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });

  it('offers a retry when the read failed otherwise', () => {
    const refetch = vi.fn();
    show(read({ isError: true, error: new Error('network'), refetch }));
    expect(screen.getByRole('alert').textContent).toContain(labels.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
