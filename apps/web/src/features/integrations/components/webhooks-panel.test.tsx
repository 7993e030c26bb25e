import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { WebhooksPanel } from './webhooks-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SECRET = 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const endpoint = {
  id: 7,
  url: 'https://erp.contoh.co.id/armada',
  description: '',
  events: ['task.done'],
  active: true,
  secret_hint: SECRET.slice(-4),
  created_on: '2026-11-20T10:00:00+07:00',
  created_by: { id: 1, name: 'Admin' },
  last_delivery: null,
};

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Tambah endpoint' }));
  fireEvent.change(screen.getByLabelText('Alamat (URL)'), {
    target: { value: 'https://erp.contoh.co.id/armada' },
  });
  fireEvent.click(screen.getByText('Tugas selesai'));
}

describe('WebhooksPanel (WHK-1, WHK-2, WHK-5)', () => {
  it('says a refused address in Indonesian and keeps what was typed', async () => {
    const calls = mockFetch((url, init) =>
      init.method === 'POST'
        ? jsonResponse(400, {
            statusCode: 400,
            code: 'BAD_REQUEST',
            message: 'The address must be reachable on the internet, not a local one.',
            reason: 'webhookEndpoint.urlNotHttps',
            field: 'body.url',
          })
        : jsonResponse(200, { data: [] }),
    );
    renderWithProviders(<WebhooksPanel canManage />);
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Alamat harus https:// dan dapat dijangkau dari internet.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Alamat (URL)').value).toBe(
      'https://erp.contoh.co.id/armada',
    );
    const posts = calls.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({
      url: 'https://erp.contoh.co.id/armada',
      events: ['task.done'],
    });
  });

  it('asks for an event before sending anything', async () => {
    const calls = mockFetch(() => jsonResponse(200, { data: [] }));
    renderWithProviders(<WebhooksPanel canManage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah endpoint' }));
    fireEvent.change(screen.getByLabelText('Alamat (URL)'), {
      target: { value: 'https://erp.contoh.co.id/armada' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByText('Pilih paling sedikit satu peristiwa.')).toBeTruthy();
    expect(calls.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('shows the new secret once', async () => {
    let made = false;
    mockFetch((url, init) => {
      if (init.method === 'POST') {
        made = true;
        return jsonResponse(201, { data: { ...endpoint, secret: SECRET } });
      }
      return jsonResponse(200, { data: made ? [endpoint] : [] });
    });
    renderWithProviders(<WebhooksPanel canManage />);
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const secret = await screen.findByTestId<HTMLInputElement>('integration-secret');
    expect(secret.value).toBe(SECRET);
    fireEvent.click(screen.getByRole('button', { name: 'Sudah saya simpan' }));
    await waitFor(() => expect(screen.queryByTestId('integration-secret')).toBeNull());
    expect(
      await screen.findByText(`Rahasia berakhiran …${SECRET.slice(-4)}`, { exact: false }),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });
});
