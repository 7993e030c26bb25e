import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { NotesField, TimeWindowFields } from '@/components/ui/delivery-fields';
import { FormActions, FormDialog } from './form-dialog';
import { useFormDialog } from './use-form-dialog';

interface Values {
  windowStart: string;
  windowEnd: string;
  notes: string;
}
type Errors = Partial<Record<'windowStart' | 'windowEnd', 'badTime'>>;

const validate = (values: Values): Errors =>
  /^\d\d:\d\d$/.test(values.windowStart) ? {} : { windowStart: 'badTime' };

function Form({ send }: { send: (values: Values, refused: (error: unknown) => void) => void }) {
  const form = useFormDialog<Values, Errors>({
    initial: { windowStart: '', windowEnd: '', notes: '' },
    validate,
    block: 'x-form',
    problemText: () => 'Jam tidak sah.',
  });
  return (
    <FormDialog
      form={form}
      header="Pesanan baru"
      width="40rem"
      failedLabel="Gagal menyimpan."
      testId="x-form"
      errorTestId="x-form-error"
      onHide={vi.fn()}
      onSubmit={() => form.submit((values) => send(values, form.refused))}
    >
      <TimeWindowFields
        form={form}
        label={(key) => (key === 'windowStart' ? 'Mulai' : 'Selesai')}
      />
      <NotesField form={form} label="Catatan" max={500} />
      <FormActions
        block="x-form"
        labels={{ cancel: 'Batal', save: 'Simpan' }}
        saveIcon="pi pi-check"
        pending={false}
        onCancel={vi.fn()}
        saveTestId="x-form-submit"
      />
    </FormDialog>
  );
}

describe('FormDialog with useFormDialog', () => {
  it('ties a problem to its field and sends nothing while one is left', () => {
    const send = vi.fn();
    renderWithProviders(<Form send={send} />);
    fireEvent.click(screen.getByTestId('x-form-submit'));
    const start = screen.getByLabelText('Mulai');
    expect(start.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(start.getAttribute('aria-describedby') ?? '');
    expect(problem?.textContent).toBe('Jam tidak sah.');
    expect(problem?.className).toBe('x-form__error');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values as typed, and shows a refusal above the form, keeping them', () => {
    const send = vi.fn((_values: Values, refused: (error: unknown) => void) =>
      refused(new Error('network')),
    );
    renderWithProviders(<Form send={send} />);
    fireEvent.change(screen.getByLabelText('Mulai'), { target: { value: '08:00' } });
    fireEvent.change(screen.getByLabelText('Catatan'), { target: { value: 'Pintu belakang' } });
    fireEvent.click(screen.getByTestId('x-form-submit'));
    expect(send.mock.calls[0]?.[0]).toEqual({
      windowStart: '08:00',
      windowEnd: '',
      notes: 'Pintu belakang',
    });
    expect(screen.getByTestId('x-form-error').textContent).toContain('Gagal menyimpan.');
    expect((screen.getByLabelText('Catatan') as HTMLTextAreaElement).value).toBe('Pintu belakang');
  });
});
