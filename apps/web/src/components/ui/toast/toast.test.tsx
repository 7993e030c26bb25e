import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ToastProvider, useToast, type ToastApi } from '.';

function Capture({ onApi }: { onApi: (api: ToastApi) => void }) {
  onApi(useToast());
  return null;
}

describe('useToast', () => {
  it('shows each severity, including messages sent before the host loaded', async () => {
    let api: ToastApi | undefined;
    render(
      <ToastProvider>
        <Capture onApi={(a) => (api = a)} />
      </ToastProvider>,
    );
    act(() => {
      api?.success('Data tersimpan.');
      api?.error('Gagal menghapus data.');
    });
    expect(await screen.findByText('Data tersimpan.')).toBeTruthy();
    expect(screen.getByText('Gagal menghapus data.')).toBeTruthy();
    act(() => {
      api?.warn('Kuota hampir habis.');
      api?.info('Versi baru tersedia.');
    });
    expect(await screen.findByText('Kuota hampir habis.')).toBeTruthy();
    expect(screen.getByText('Versi baru tersedia.')).toBeTruthy();
  });

  it('refuses to work without the provider', () => {
    const silence = () => undefined;
    const original = console.error;
    console.error = silence;
    try {
      expect(() => render(<Capture onApi={() => undefined} />)).toThrow(/ToastProvider/);
    } finally {
      console.error = original;
    }
  });
});
