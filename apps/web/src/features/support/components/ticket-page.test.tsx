import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SupportTicketDetail, SupportTicketStatus } from '@armada/contracts/support';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { TicketPage } from './ticket-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function ticket(status: SupportTicketStatus, unread = 0): SupportTicketDetail {
  return {
    id: 7,
    category: 'DEVICE',
    subject: 'GPS mati',
    status,
    language: 'id',
    created_by: { id: 1, name: 'Rina' },
    created_on: '2026-11-14T09:00:00+07:00',
    updated_on: '2026-11-14T09:05:00+07:00',
    message_count: 2,
    unread_replies: unread,
    resolved_on: status === 'RESOLVED' ? '2026-11-14T09:10:00+07:00' : null,
    closed_on: null,
    messages: [
      {
        id: 1,
        author: 'CUSTOMER',
        author_name: 'Rina',
        body: 'Perangkat mati.',
        created_on: '2026-11-14T09:00:00+07:00',
        attachments: [],
      },
      {
        id: 2,
        author: 'SUPPORT',
        author_name: 'Bayu · Armada Support',
        body: 'Mohon cek lampunya.',
        created_on: '2026-11-14T09:03:00+07:00',
        attachments: [],
      },
    ],
  };
}

function renderPage() {
  return renderWithProviders(
    <MemoryRouter>
      <TicketPage id={7} companyId={1001} canWrite />
    </MemoryRouter>,
  );
}

describe('<TicketPage>', () => {
  it('SUP-5: a refused reply keeps what was typed and says why', async () => {
    const calls = mockFetch((url, init) => {
      if (init.method === 'POST' && url.includes('/message')) {
        return jsonResponse(409, {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'Ticket 7 is closed: open a new ticket.',
          reason: 'supportTicket.closed',
          params: { id: 7 },
        });
      }
      return jsonResponse(200, { data: ticket('WAITING') });
    });
    renderPage();
    const box = await screen.findByTestId('ticket-reply');
    fireEvent.change(box, { target: { value: 'Masih mati.' } });
    fireEvent.click(screen.getByTestId('ticket-send'));
    expect(
      await screen.findByText('Tiket sudah ditutup dan tidak menerima pesan atau lampiran lagi.'),
    ).toBeTruthy();
    expect((screen.getByTestId('ticket-reply') as HTMLTextAreaElement).value).toBe('Masih mati.');
    const posts = calls.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
  });

  it('SUP-5: an empty reply sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(200, { data: ticket('WAITING') }));
    renderPage();
    fireEvent.click(await screen.findByTestId('ticket-send'));
    expect(await screen.findByText('Wajib diisi.')).toBeTruthy();
    expect(calls.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('SUP-6 ... SUP-8: offers only the steps the status allows; a closed ticket has no reply box', async () => {
    mockFetch(() => jsonResponse(200, { data: ticket('RESOLVED') }));
    const { unmount } = renderPage();
    await screen.findByTestId('ticket-action-REOPEN');
    expect(screen.getByTestId('ticket-action-CLOSE')).toBeTruthy();
    expect(screen.queryByTestId('ticket-action-RESOLVE')).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    mockFetch(() => jsonResponse(200, { data: ticket('CLOSED') }));
    renderPage();
    await screen.findByText(/Tiket sudah ditutup dan tidak menerima pesan lagi/);
    expect(screen.queryByTestId('ticket-reply')).toBeNull();
    expect(screen.queryByTestId('ticket-action-REOPEN')).toBeNull();
  });

  it('SUP-13: unread replies on the page are marked read', async () => {
    const calls = mockFetch((url, init) =>
      jsonResponse(200, {
        data: ticket('WAITING', init.method === 'POST' && url.includes('/read') ? 0 : 1),
      }),
    );
    renderPage();
    await waitFor(() =>
      expect(
        calls.mock.calls.some(
          ([url, init]) => init?.method === 'POST' && String(url).endsWith('/ticket/7/read'),
        ),
      ).toBe(true),
    );
  });
});
