import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { WorkOrder } from '@armada/contracts/maintenance';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { WorkOrderDialog } from './work-order-dialog';

const order: WorkOrder = {
  id: 4,
  number: 'WO/2611/0004',
  status: 'OPEN',
  vehicle: { id: 12, license_plate: 'L 8287 PZ' },
  plan: null,
  workshop: 'Bengkel Maju Jaya',
  planned_start_on: '2026-11-24',
  planned_end_on: '2026-11-26',
  tasks: [{ description: 'Ganti kopling', done: false }],
  parts: [
    {
      name: 'Kampas kopling',
      part_number: 'KK-77',
      quantity: 1,
      unit_price: 1_250_000,
      amount: 1_250_000,
    },
  ],
  labour_cost: 1_500_000,
  parts_cost: 1_250_000,
  total_cost: 2_750_000,
  notes: '',
  odometer_km: null,
  engine_hours: null,
  photos: [],
  started_on: null,
  completed_on: null,
  created_on: '2026-11-14T10:00:00+07:00',
  updated_on: '2026-11-14T10:00:00+07:00',
  created_by: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WorkOrderDialog (MNT-6, MNT-9, MNT-15)', () => {
  it('shows the total of parts and labour, and keeps what was typed when the save is refused', async () => {
    const calls = mockFetch((url, init) => {
      if (url.includes('/api/maintenance/plan')) {
        return jsonResponse(200, { data: { items: [], total_count: 0, page: 1, total_page: 0 } });
      }
      if (init.method === 'PUT') {
        return jsonResponse(409, {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'overlap',
          reason: 'workOrder.overlap',
          params: { number: 'WO/2611/0003', from: '2026-11-23', until: '2026-11-24' },
        });
      }
      return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
    });
    renderWithProviders(<WorkOrderDialog draft={{ order }} canUpdate onHide={() => {}} />);
    expect(screen.getByTestId('work-order-total').textContent).toBe('Rp 2.750.000');
    const workshop = screen.getByTestId('work-order-workshop');
    fireEvent.change(workshop, { target: { value: 'Bengkel Baru' } });
    fireEvent.click(screen.getByTestId('work-order-save'));
    const error = await screen.findByTestId('work-order-error');
    expect(error.textContent).toBe(
      'Kendaraan ini sudah ada di perintah kerja WO/2611/0003 (2026-11-23 s.d. 2026-11-24).',
    );
    expect((workshop as HTMLInputElement).value).toBe('Bengkel Baru');
    await waitFor(() =>
      expect(calls.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true),
    );
  });

  it('reads a finished work order without changing it', () => {
    mockFetch(() =>
      jsonResponse(200, { data: { items: [], total_count: 0, page: 1, total_page: 0 } }),
    );
    renderWithProviders(
      <WorkOrderDialog
        draft={{ order: { ...order, status: 'DONE' } }}
        canUpdate
        onHide={() => {}}
      />,
    );
    expect(screen.queryByTestId('work-order-save')).toBeNull();
    expect(screen.getByTestId('work-order-workshop')).toHaveProperty('disabled', true);
  });
});
