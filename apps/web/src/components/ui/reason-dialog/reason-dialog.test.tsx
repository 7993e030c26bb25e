import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ReasonDialog } from './reason-dialog';

const labels = {
  title: 'Batalkan faktur INV/2026/000001?',
  text: 'Faktur yang dibatalkan tidak dapat dipakai lagi.',
  reason: 'Alasan',
  tooShort: 'Alasan minimal 3 karakter.',
  confirm: 'Batalkan faktur',
  close: 'Tutup',
};

function show(error: string | null = null) {
  const onConfirm = vi.fn();
  const view = render(
    <ReasonDialog
      labels={labels}
      min={3}
      max={500}
      pending={false}
      error={error}
      onConfirm={onConfirm}
      onHide={vi.fn()}
      testId="cancel"
    />,
  );
  return { onConfirm, view };
}

describe('ReasonDialog', () => {
  it('names a reason too short under the field and confirms nothing', () => {
    const { onConfirm } = show();
    fireEvent.change(screen.getByLabelText('Alasan'), { target: { value: '  ab ' } });
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    expect(screen.getByRole('alert').textContent).toBe(labels.tooShort);
    expect(screen.getByLabelText('Alasan').getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms the trimmed reason', () => {
    const { onConfirm } = show();
    fireEvent.change(screen.getByLabelText('Alasan'), {
      target: { value: '  salah harga  ' },
    });
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    expect(onConfirm).toHaveBeenCalledWith('salah harga');
  });

  it('shows the server’s refusal and keeps what was typed', () => {
    const { onConfirm, view } = show();
    fireEvent.change(screen.getByLabelText('Alasan'), { target: { value: 'salah harga' } });
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    expect(onConfirm).toHaveBeenCalledOnce();
    view.rerender(
      <ReasonDialog
        labels={labels}
        min={3}
        max={500}
        pending={false}
        error="Faktur sudah dibayar."
        onConfirm={onConfirm}
        onHide={vi.fn()}
        testId="cancel"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Faktur sudah dibayar.');
    expect((screen.getByLabelText('Alasan') as HTMLTextAreaElement).value).toBe('salah harga');
  });
});
