import type { DeliveryRequestDetail } from '@armada/contracts/delivery-requests';

/** A pending request as the detail route answers it; tests override what they check. */
export function makeRequest(overrides: Partial<DeliveryRequestDetail> = {}): DeliveryRequestDetail {
  return {
    id: 7,
    number: 'DR/ALN/2611/00007',
    status: { name: 'PENDING', color: '#FB8C00' },
    requester: { type: 'CUSTOMER', name: 'Bu Sari', phone: '+6281234567890' },
    customer: { id: 3, name: 'Toko Sinar Jaya' },
    origin_address: { id: 1, name: 'Gudang Cakung' },
    destination_address: { id: 2, name: 'Toko Sinar Jaya', city: 'Bekasi', province: 'Jawa Barat' },
    destination_text: null,
    wanted_date: '2026-11-24',
    time_window: { start: '09:00', end: '12:00' },
    load_weight: 2000,
    load_volume: 1.6,
    created_on: '2026-11-20T08:15:00+07:00',
    created_by: 'Portal pelanggan',
    delivery_order: null,
    items: [{ name: 'Semen 50 kg', quantity: 40, unit: 'sak', weight: 2000, volume: 1.6 }],
    notes: '',
    decision_reason: null,
    timeline: [
      {
        id: 1,
        from: null,
        to: 'PENDING',
        actor: 'Portal pelanggan',
        at: '2026-11-20T08:15:00+07:00',
        reason: null,
        delivery_order_id: null,
      },
    ],
    allowed_actions: ['approve', 'reject', 'cancel'],
    ...overrides,
  };
}
