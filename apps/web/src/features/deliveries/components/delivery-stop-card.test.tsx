import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { DeliveryOrderDetail } from '@armada/contracts/delivery-orders';
import { renderWithProviders } from '@/testing/test-utils';
import { orderDetail } from '../testing/order-fixture';
import { DeliveryStopCard } from './delivery-stop-card';

const onItsWay: DeliveryOrderDetail = {
  ...orderDetail,
  status: { name: 'ON_DELIVERY', color: '#1E88E5' },
  fleet_task: { id: 9 },
  delivery_stop: {
    task: { id: 9, number: 'FT/2611/00009', status: 'STARTED' },
    stop: {
      id: 31,
      sequence: 2,
      status: 'EN_ROUTE',
      window_end_on: '2026-11-14T11:00:00+07:00',
      planned_arrival_on: '2026-11-14T10:20:00+07:00',
      eta_on: '2026-11-14T11:12:00+07:00',
      arrived_on: null,
      departed_on: null,
      reason: null,
      proof: null,
    },
    vehicle_position: {
      latitude: -6.2,
      longitude: 106.8,
      heading: 90,
      reported_on: '2026-11-14T10:40:00+07:00',
    },
  },
};

const render = (order: DeliveryOrderDetail, language: 'id' | 'en' = 'id') =>
  renderWithProviders(
    <MemoryRouter>
      <DeliveryStopCard order={order} />
    </MemoryRouter>,
    { language },
  );

describe('DeliveryStopCard (DLV-40)', () => {
  it('DLV-40 shows the stop on its task with the live estimate, late against the window', () => {
    render(onItsWay);
    const card = screen.getByTestId('delivery-stop');
    const link = within(card).getByRole('link', { name: 'FT/2611/00009 · pemberhentian 2' });
    expect(link.getAttribute('href')).toBe('/fleet-task/instant/9');
    expect(within(card).getByText('Dalam perjalanan')).toBeTruthy();
    expect(within(card).getByText('Berisiko terlambat')).toBeTruthy();
    expect(within(card).getByText('Perkiraan tiba')).toBeTruthy();
    expect(within(card).getByText(/14 Nov 2026 11:12/)).toBeTruthy();
    expect(within(card).getByText('Belum ada bukti pengiriman.')).toBeTruthy();
  });

  it('DLV-40 shows the proof of a delivered stop: recipient, photo and signature', () => {
    const delivered: DeliveryOrderDetail = {
      ...onItsWay,
      delivery_stop: {
        ...(onItsWay.delivery_stop as NonNullable<DeliveryOrderDetail['delivery_stop']>),
        stop: {
          ...(onItsWay.delivery_stop as NonNullable<DeliveryOrderDetail['delivery_stop']>).stop,
          status: 'DELIVERED',
          eta_on: null,
          arrived_on: '2026-11-14T10:55:00+07:00',
          departed_on: '2026-11-14T11:05:00+07:00',
          proof: {
            recipient_name: 'Siti Rahayu',
            photo_url: '/fleet-planning/api/web/v1/fleet-task/9/stop/31/proof/photo',
            signature_url: '/fleet-planning/api/web/v1/fleet-task/9/stop/31/proof/signature',
          },
        },
        vehicle_position: null,
      },
    };
    render(delivered, 'en');
    const proof = screen.getByTestId('delivery-proof');
    expect(within(proof).getByText('Received by Siti Rahayu')).toBeTruthy();
    const photo = within(proof).getByRole('img', { name: 'Proof of delivery photo' });
    expect(photo.getAttribute('src')).toMatch(/proof\/photo$/);
    expect(within(proof).getByRole('img', { name: "Recipient's signature" })).toBeTruthy();
    expect(screen.queryByText('Late risk')).toBeNull();
    expect(screen.getByText('Delivered')).toBeTruthy();
  });

  it('DLV-40 says so when the order is not on a fleet task', () => {
    render(orderDetail);
    expect(screen.getByText('Pesanan ini belum ada di tugas armada.')).toBeTruthy();
  });
});
