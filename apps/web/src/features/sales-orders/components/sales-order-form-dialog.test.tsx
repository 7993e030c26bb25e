import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { SalesOrder } from '@armada/contracts/sales-orders';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { SalesOrderFormDialog } from './sales-order-form-dialog';

const DRAFT: SalesOrder = {
  id: 7,
  number: 'SO/2026/00007',
  status: 'DRAFT',
  customer: { id: 3, name: 'Toko Harapan Mitra' },
  origin_address: { id: 11, name: 'Gudang Cakung' },
  destination_address: { id: 12, name: 'Toko Harapan', city: 'Bekasi' },
  customer_reference: 'PO-881',
  items: [
    {
      name: 'Semen 50 kg',
      quantity: 20,
      unit: 'sak',
      unit_price: 65000,
      weight: 1000,
      volume: 0.8,
      delivery_date: '2026-12-07',
      amount: 1300000,
    },
  ],
  delivery_dates: ['2026-12-07'],
  subtotal: 1300000,
  total_weight: 1000,
  total_volume: 0.8,
  notes: 'Pintu belakang',
  cancel_reason: null,
  created_by: 'admin',
  created_on: '2026-12-05T08:00:00.000Z',
  updated_on: '2026-12-05T08:00:00.000Z',
  delivery_orders: [],
  allowed_actions: ['edit', 'confirm', 'cancel'],
};

/** The pickers' lists are not needed here; every save is refused. */
function refuseSaves() {
  return mockFetch((_url, init) =>
    init.method === 'PUT' || init.method === 'POST'
      ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Server down.' })
      : jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found.' }),
  );
}

const saves = (fetch: ReturnType<typeof refuseSaves>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST');

describe('SalesOrderFormDialog', () => {
  it('ties a missing customer to its field and sends nothing', () => {
    const fetch = refuseSaves();
    renderWithProviders(
      <SalesOrderFormDialog defaultDate="2026-12-06" onHide={vi.fn()} onSaved={vi.fn()} />,
    );
    expect(screen.getByText('Pesanan penjualan baru')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sales-order-form-submit'));
    const customer = screen.getByLabelText('Pelanggan');
    expect(customer.getAttribute('aria-invalid')).toBe('true');
    const problem = document.getElementById(customer.getAttribute('aria-describedby') ?? '');
    expect(problem?.textContent).toBe('Wajib diisi.');
    expect(problem?.className).toBe('sales-order-form__error');
    expect(saves(fetch)).toHaveLength(0);
  });

  it("sends a draft's edit as typed and shows a refusal above the form, keeping the input", async () => {
    const fetch = refuseSaves();
    const onSaved = vi.fn();
    renderWithProviders(
      <SalesOrderFormDialog
        order={DRAFT}
        defaultDate="2026-12-06"
        onHide={vi.fn()}
        onSaved={onSaved}
      />,
    );
    expect(screen.getByText('Ubah SO/2026/00007')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Catatan'), { target: { value: 'Lewat gerbang 2' } });
    fireEvent.submit(screen.getByTestId('sales-order-form'));
    const refusal = await screen.findByTestId('sales-order-form-error');
    expect(refusal.className).toBe('sales-order-form__server');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(refusal.textContent).toContain('Pesanan belum tersimpan.');
    const [url, init] = saves(fetch)[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(String(url)).toContain('/7');
    expect(JSON.parse(String(init?.body))).toEqual({
      customer_id: 3,
      origin_address_id: 11,
      destination_address_id: 12,
      customer_reference: 'PO-881',
      items: [
        {
          name: 'Semen 50 kg',
          quantity: 20,
          unit: 'sak',
          unit_price: 65000,
          weight: 1000,
          volume: 0.8,
          delivery_date: '2026-12-07',
        },
      ],
      notes: 'Lewat gerbang 2',
    });
    expect((screen.getByLabelText('Catatan') as HTMLTextAreaElement).value).toBe('Lewat gerbang 2');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
