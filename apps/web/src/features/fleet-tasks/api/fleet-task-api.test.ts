import { describe, expect, it } from 'vitest';
import type { FleetTaskDetail, FleetTaskEta } from '@armada/contracts/fleet-tasks';
import { applyFleetTaskEta } from './fleet-task-api';

const stop = (id: number, status: FleetTaskDetail['stops'][number]['status']) => ({
  id,
  sequence: id,
  status,
  address: { id, name: `Toko ${id}`, latitude: -6.2, longitude: 106.8 },
  delivery_orders: [],
  window_end_on: null,
  planned_arrival_on: '2026-11-20T09:00:00+07:00',
  planned_departure_on: '2026-11-20T09:10:00+07:00',
  eta_on: null,
  arrived_on: null,
  departed_on: null,
  reason: null,
  proof: null,
});

const task = {
  id: 7,
  status: 'STARTED',
  stops: [stop(1, 'EN_ROUTE'), stop(2, 'PENDING')],
} as unknown as FleetTaskDetail;

const live = (over: Partial<FleetTaskEta> = {}): FleetTaskEta => ({
  version: 1,
  task_id: 7,
  vehicle_id: 3,
  status: 'STARTED',
  at: '2026-11-20T09:00:00+07:00',
  stops: [
    { id: 1, sequence: 1, status: 'EN_ROUTE', eta_on: '2026-11-20T09:05:00+07:00', late: false },
    { id: 2, sequence: 2, status: 'PENDING', eta_on: '2026-11-20T09:40:00+07:00', late: false },
  ],
  ...over,
});

describe('FT-13 live estimates on the detail', () => {
  it('takes the new ETAs without refetching when nothing else moved', () => {
    const next = applyFleetTaskEta(task, live());
    expect(next.stale).toBe(false);
    expect(next.task.stops.map((s) => s.eta_on)).toEqual([
      '2026-11-20T09:05:00+07:00',
      '2026-11-20T09:40:00+07:00',
    ]);
  });

  it('asks for a refetch when a stop or the task moved on', () => {
    const arrived = live({
      stops: [{ id: 1, sequence: 1, status: 'ARRIVED', eta_on: null, late: false }],
    });
    expect(applyFleetTaskEta(task, arrived).stale).toBe(true);
    expect(applyFleetTaskEta(task, live({ status: 'DONE' })).stale).toBe(true);
  });

  it('ignores another task', () => {
    expect(applyFleetTaskEta(task, live({ task_id: 8 }))).toEqual({ task, stale: false });
  });
});
