import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { ReasonDialog } from './reason-dialog';

const order: DeliveryOrderDetail = {
  id: 42,
  number: 'DO/ALN/2611/00042',
  status: { name: 'PLANNED', color: '#00897B' },
  origin_address: { id: 1, name: 'Gudang Cakung' },
  destination_address: { id: 2, name: 'Toko Sinar', city: 'Bekasi', province: 'Jawa Barat' },
  created_on: '2026-11-10T08:00:00+07:00',
  created_by: 'Rina',
  shipped_customer: { id: 3, name: 'Toko Sinar' },
  billed_customer: { name: 'Toko Sinar' },
  marketing_user: { name: 'Budi' },
  load_weight: 100,
  load_volume: 1,
  vendor: null,
  planned_date: '2026-11-25',
  run: { id: 7 },
  vehicle: null,
  items: [],
  time_window: null,
  notes: '',
  fleet_task: null,
  origin_point: null,
  destination_point: null,
  timeline: [],
  allowed_actions: ['cancel'],
};

describe('ReasonDialog (DLV-9, DLV-10, DLV-23)', () => {
  it('waits for a reason of 3 characters, then shows a refusal in Indonesian and keeps the text', async () => {
    mockFetch(() =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'Delivery order DO/ALN/2611/00042 does not allow "cancel" while ON_DELIVERY.',
        reason: 'deliveryOrder.actionNotAllowed',
        params: { action: 'cancel', status: 'ON_DELIVERY' },
      }),
    );
    const onDone = vi.fn();
    renderWithProviders(
      <ReasonDialog kind="cancel" order={order} onHide={() => {}} onDone={onDone} />,
    );
    const submit = screen.getByTestId('delivery-cancel-submit');
    const reason = screen.getByRole('textbox', { name: 'Alasan' });
    fireEvent.change(reason, { target: { value: 'ab' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(reason, { target: { value: 'Toko tutup permanen' } });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Tindakan ini (Batalkan pesanan) tidak diizinkan saat pesanan berstatus Dalam pengiriman.',
    );
    expect(reason).toHaveProperty('value', 'Toko tutup permanen');
    expect(onDone).not.toHaveBeenCalled();
  });
});
