import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PERMISSION_SETS } from '@armada/contracts/auth';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { DeliveryRequestDetailPage } from './delivery-request-detail-page';
import { makeRequest } from './fixtures.test-data';

function renderPage(accessRight: readonly string[] = PERMISSION_SETS.tms) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/delivery-request/7']}>
      <DeliveryRequestDetailPage id={7} accessRight={accessRight} />
    </MemoryRouter>,
  );
}

describe('DeliveryRequestDetailPage (DREQ-19)', () => {
  it('shows the fields, the timeline and the decisions of a pending request', async () => {
    mockFetch(() => jsonResponse(200, { data: makeRequest() }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'DR/ALN/2611/00007' })).toBeTruthy();
    expect(screen.getByText('Toko Sinar Jaya, Bekasi, Jawa Barat')).toBeTruthy();
    expect(screen.getByText('09:00–12:00')).toBeTruthy();
    expect(
      within(screen.getByTestId('delivery-request-timeline')).getByText('Dibuat: Menunggu'),
    ).toBeTruthy();
    for (const name of ['Setujui', 'Tolak', 'Batalkan permintaan']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('offers no decision to a user without tms:update (DREQ-6)', async () => {
    mockFetch(() => jsonResponse(200, { data: makeRequest() }));
    renderPage(PERMISSION_SETS.salesOrder);
    await screen.findByRole('heading', { name: 'DR/ALN/2611/00007' });
    expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tolak' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Batalkan permintaan' })).toBeTruthy();
  });

  it('links an approved request to its delivery order', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        data: makeRequest({
          status: { name: 'APPROVED', color: '#43A047' },
          delivery_order: { id: 812, number: 'DO/ALN/2611/00812' },
          allowed_actions: [],
        }),
      }),
    );
    renderPage();
    const link = await screen.findByRole('link', { name: 'DO/ALN/2611/00812' });
    expect(link.getAttribute('href')).toBe('/delivery/812');
    expect(screen.queryByRole('button', { name: 'Setujui' })).toBeNull();
  });

  it('asks a reason to reject, shows a refusal in Indonesian and keeps the reason (DREQ-10)', async () => {
    mockFetch((url, init) =>
      init.method === 'POST'
        ? jsonResponse(409, {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'Delivery request DR/ALN/2611/00007 cannot go from APPROVED to REJECTED.',
            reason: 'deliveryRequest.transitionNotAllowed',
            params: { from: 'APPROVED', to: 'REJECTED' },
          })
        : jsonResponse(200, { data: makeRequest() }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = await screen.findByTestId('delivery-request-reject-dialog');
    const submit = within(dialog).getByTestId('delivery-request-reject-submit');
    const reason = within(dialog).getByRole('textbox', { name: 'Alasan' });
    fireEvent.change(reason, { target: { value: 'ab' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: 'Armada penuh' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Permintaan tidak dapat berpindah dari Disetujui ke Ditolak; mungkin sudah diputuskan orang lain.',
    );
    expect(reason).toHaveProperty('value', 'Armada penuh');
  });
});
