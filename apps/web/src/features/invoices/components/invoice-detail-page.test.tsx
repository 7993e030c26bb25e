import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Invoice } from '@armada/contracts/invoices';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { InvoiceDetailPage } from './invoice-detail-page';

function makeInvoice(patch: Partial<Invoice> = {}): Invoice {
  return {
    id: 7,
    number: 'INV/2026/000007',
    status: 'ISSUED',
    payment_status: 'PARTLY_PAID',
    customer: { id: 3, name: 'PT Sinar Jaya', npwp: '01.234.567.8-901.000', address: null },
    issue_date: '2026-11-20',
    due_date: '2026-12-20',
    payment_terms_days: 30,
    lines: [
      {
        description: 'Semen',
        quantity: 10,
        unit: 'sak',
        unit_price: 65_000,
        amount: 650_000,
        delivery_order: { id: 40, number: 'DO/ALN/2611/00040' },
        sales_order: null,
      },
    ],
    subtotal: 650_000,
    ppn_rate_bp: 1100,
    ppn: 71_500,
    total: 721_500,
    paid_amount: 500_000,
    outstanding: 221_500,
    payments: [],
    sales_order: null,
    delivery_orders: [{ id: 40, number: 'DO/ALN/2611/00040' }],
    replaces: null,
    replaced_by: null,
    cancel_reason: null,
    cancelled_on: null,
    notes: '',
    created_by: 'Rina',
    created_on: '2026-11-20T10:00:00+07:00',
    allowed_actions: ['pay'],
    ...patch,
  };
}

function renderPage() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/invoice/7']}>
      <InvoiceDetailPage id={7} />
    </MemoryRouter>,
  );
}

describe('InvoiceDetailPage (INV-5, INV-8 … INV-10)', () => {
  it('shows the money in Rupiah with the PPN rate and only the actions allowed', async () => {
    mockFetch(() => jsonResponse(200, { data: makeInvoice() }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'INV/2026/000007' })).toBeTruthy();
    expect(screen.getByText('PPN 11%')).toBeTruthy();
    expect(screen.getByTestId('invoice-total').textContent).toBe('Rp 721.500');
    expect(screen.getAllByText('Dibayar sebagian').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Catat pembayaran' })).toBeTruthy();
    // A partly paid invoice is neither cancelled nor replaced (INV-9).
    expect(screen.queryByRole('button', { name: 'Batalkan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Batalkan & ganti' })).toBeNull();
  });

  it('refuses a payment above what is owed before calling the server (INV-8)', async () => {
    const calls: string[] = [];
    mockFetch((url, init) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return jsonResponse(200, { data: makeInvoice() });
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Catat pembayaran' }));
    const form = await screen.findByTestId('invoice-payment-form');
    fireEvent.change(within(form).getByLabelText('Jumlah (Rp)'), { target: { value: '300.000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan pembayaran' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByText(/Rp 221\.500/u, { selector: 'small' })).toBeTruthy();
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('names the invoice a cancelled one was replaced by (INV-10)', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        data: makeInvoice({
          status: 'CANCELLED',
          payment_status: null,
          paid_amount: 0,
          outstanding: 0,
          cancel_reason: 'Harga salah',
          replaced_by: { id: 8, number: 'INV/2026/000008' },
          allowed_actions: [],
        }),
      }),
    );
    renderPage();
    const link = await screen.findByRole('link', { name: 'INV/2026/000008' });
    expect(link.getAttribute('href')).toBe('/invoice/8');
    expect(screen.getByText('Harga salah')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Catat pembayaran' })).toBeNull();
  });
});
