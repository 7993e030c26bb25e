import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import { BackToOldVersionDialog } from './back-to-old-version-dialog';

/** The GraphQL gateway: answers backToOldVersion and keeps what was sent. */
function gateway() {
  const sent: unknown[] = [];
  mockFetch((url, init) => {
    if (url.endsWith('/graphql')) {
      sent.push(JSON.parse(String(init.body)));
      return jsonResponse(200, {
        data: {
          backToOldVersion: {
            isSuccessful: true,
            errorCode: null,
            errorName: null,
            message: null,
            status: 200,
            redirectUrl: null,
          },
        },
      });
    }
    return jsonResponse(404, {});
  });
  return sent;
}

describe('<BackToOldVersionDialog> (docs/rules/alert-center.md §5)', () => {
  it('needs a reason, and "other" needs text; then sends the typed text and thanks', async () => {
    const sent = gateway();
    const onHide = vi.fn();
    renderWithProviders(<BackToOldVersionDialog visible onHide={onHide} />);
    const dialog = await screen.findByTestId('old-version-dialog');
    const submit = within(dialog).getByRole('button', { name: 'Kirim dan beralih' });

    fireEvent.click(submit);
    const required = await screen.findByRole('alertdialog', { name: 'Wajib Memilih Alasan' });
    fireEvent.click(within(required).getByRole('button', { name: 'Mengerti' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Wajib Memilih Alasan' })).toBeNull(),
    );

    fireEvent.click(within(dialog).getByLabelText('Alasan lain', { exact: true }));
    fireEvent.click(submit);
    const again = await screen.findByRole('alertdialog', { name: 'Wajib Memilih Alasan' });
    fireEvent.click(within(again).getByRole('button', { name: 'Mengerti' }));
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Tuliskan alasan Anda'), {
      target: { value: 'Laporan harian saya belum ada' },
    });
    fireEvent.click(submit);
    const done = await screen.findByTestId('old-version-done');
    expect(done.textContent).toContain('Terima kasih atas masukan Anda');
    expect(sent).toEqual([
      expect.objectContaining({
        operationName: 'BackToOldVersion',
        variables: { message: 'Laporan harian saya belum ada' },
      }),
    ]);
    const close = within(done).getAllByRole('button', { name: 'Tutup' });
    fireEvent.click(close[close.length - 1] as HTMLElement);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('sends a listed reason as its Indonesian label whatever the interface language', async () => {
    const sent = gateway();
    const onHide = vi.fn();
    renderWithProviders(<BackToOldVersionDialog visible onHide={onHide} />, { language: 'en' });
    const dialog = await screen.findByTestId('old-version-dialog');
    fireEvent.click(within(dialog).getByLabelText('The data is not up to date'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send and switch' }));
    const done = await screen.findByTestId('old-version-done');
    expect(sent).toEqual([
      expect.objectContaining({ variables: { message: 'Data tidak diperbarui' } }),
    ]);
    const close = within(done).getAllByRole('button', { name: 'Close' });
    fireEvent.click(close[close.length - 1] as HTMLElement);
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
