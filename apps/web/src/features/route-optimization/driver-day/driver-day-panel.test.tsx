import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DriverDay } from '@armada/contracts/route-optimization';
import { renderWithProviders } from '@/testing/test-utils';
import { NoResizeObserver } from '../testing/resize-observer';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeDriverDay, makeStop } from '../testing/factories';
import { DriverDayPanel, stopDelivery } from './driver-day-panel';

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

function serve(day: DriverDay) {
  mockFetch((url) => {
    if (url.endsWith('/fleet-planning/api/web/v1/driver-day'))
      return jsonResponse(200, { data: day });
    if (url.includes('app-config')) {
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
    }
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
  });
}

describe('stopDelivery', () => {
  it('adds up what the stop’s orders deliver', () => {
    const stop = makeStop();
    const second = {
      id: 9,
      number: 'DO/2611/00009',
      priority: 'regular' as const,
      shipped_customer: { id: 31, name: 'Toko Harapan' },
      load_weight: 30,
      load_volume: 0.2,
    };
    expect(stopDelivery({ ...stop, delivery_orders: [...stop.delivery_orders, second] })).toEqual({
      weight: 150,
      volume: 1,
    });
  });
});

describe('DriverDayPanel', () => {
  it('lists today’s stops in order with times, customer, address and load', async () => {
    serve(makeDriverDay());
    renderWithProviders(<DriverDayPanel />);
    await screen.findByTestId('driver-day');
    expect(screen.getByRole('heading', { name: 'Rute Anda hari ini' })).toBeTruthy();
    expect(screen.getByText('14 Nov 2026')).toBeTruthy();
    expect(screen.getByText('Kendaraan B 1234 CD')).toBeTruthy();
    expect(screen.getByText('2 pemberhentian')).toBeTruthy();
    const stops = screen.getAllByTestId('driver-day-stop');
    expect(stops).toHaveLength(2);
    const first = within(stops[0] as HTMLElement);
    expect(first.getByText(/Tiba 08:40/)).toBeTruthy();
    expect(first.getByText(/Mulai layanan 08:50/)).toBeTruthy();
    expect(first.getByText('Toko Harapan')).toBeTruthy();
    expect(first.getByText('Jl. Melati 5, Bekasi')).toBeTruthy();
    expect(first.getByText('Muatan 120 kg, 0,8 m³')).toBeTruthy();
    expect(within(stops[1] as HTMLElement).getByText('CV Sinar Jaya')).toBeTruthy();
    expect(screen.getByText('Berangkat dari Gudang Cikarang')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Peta rute hari ini' })).toBeTruthy();
  });

  it('says so when nothing is planned (English)', async () => {
    serve(
      makeDriverDay({
        fleet_task_id: null,
        vehicle: null,
        route_optimization: null,
        start_on: null,
        end_on: null,
        distance_m: 0,
        stops: [],
        geometry: [],
      }),
    );
    renderWithProviders(<DriverDayPanel />, { language: 'en' });
    expect(await screen.findByText('No route is planned for you today.')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
