import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PERMISSION_SETS } from '@armada/contracts/auth';
import type { DeliveryRequestListItem } from '@armada/contracts/delivery-requests';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { setViewportWidth } from '@/testing/viewport';
import { PHONE_MEDIA_QUERY } from '@/components/ui/list-table/list-table-cards';
import { DeliveryRequestsPage } from './delivery-requests-page';
import { makeRequest } from './fixtures.test-data';

function row(overrides: Partial<DeliveryRequestListItem> = {}): DeliveryRequestListItem {
  const {
    items: _items,
    notes: _notes,
    decision_reason: _reason,
    timeline: _timeline,
    allowed_actions: _actions,
    ...item
  } = makeRequest();
  return { ...item, ...overrides };
}

const list = (rows: DeliveryRequestListItem[]) => ({
  data: { paginated_result: rows, ids: rows.map((r) => r.id) },
  metadata: { page: 1, total_count: rows.length, total_page: 1 },
});

const rows = [
  row(),
  row({
    id: 8,
    number: 'DR/ALN/2611/00008',
    destination_address: null,
    destination_text: 'Proyek baru Jl. Raya Bogor km 30',
  }),
];

function renderPage(url = '/delivery-request') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <DeliveryRequestsPage accessRight={PERMISSION_SETS.tms} userId={7} />
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DeliveryRequestsPage (DREQ-18)', () => {
  it('lists requests in Indonesian, with an unresolved destination said as such', async () => {
    setViewportWidth(1920);
    mockFetch(() => jsonResponse(200, list(rows)));
    renderPage();
    expect(await screen.findByText('DR/ALN/2611/00007')).toBeTruthy();
    for (const header of ['Nomor', 'Status', 'Pelanggan', 'Peminta', 'Tujuan', 'Tanggal diminta']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    expect(screen.getAllByText('Menunggu')).toHaveLength(2);
    expect(screen.getAllByText('Bu Sari (Pelanggan)')).toHaveLength(2);
    expect(screen.getByText('Belum ada alamat: Proyek baru Jl. Raya Bogor km 30')).toBeTruthy();
    expect(screen.getAllByText('24 Nov 2026')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Buat permintaan' })).toBeTruthy();
  });

  it('sends the filters from the URL as filter expressions', async () => {
    setViewportWidth(1920);
    const fetch = mockFetch(() => jsonResponse(200, list(rows)));
    renderPage('/delivery-request?status=PENDING&requester=CUSTOMER');
    await screen.findByText('DR/ALN/2611/00007');
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://x');
    expect(url.searchParams.getAll('filters')).toEqual([
      'status.name in PENDING',
      'requester.type eq CUSTOMER',
    ]);
  });

  it('shows cards on a 390 px phone', async () => {
    setViewportWidth(390);
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === PHONE_MEDIA_QUERY,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    mockFetch(() => jsonResponse(200, list(rows)));
    renderPage();
    const cards = await screen.findAllByTestId('list-table-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('DR/ALN/2611/00007');
  });
});
