import { describe, expect, it } from 'vitest';
import type { FleetTaskStop } from '@armada/contracts/fleet-tasks';
import { canCancelStop, isStopLate, isTaskOpen, progressOf, stopTone } from './fleet-task-status';

const stop = (over: Partial<FleetTaskStop>): FleetTaskStop => ({
  id: 1,
  sequence: 1,
  status: 'PENDING',
  address: { id: 1, name: 'Toko', latitude: -6.2, longitude: 106.8 },
  delivery_orders: [],
  window_end_on: '2026-11-20T11:00:00+07:00',
  planned_arrival_on: '2026-11-20T09:50:00+07:00',
  planned_departure_on: '2026-11-20T10:00:00+07:00',
  eta_on: null,
  arrived_on: null,
  departed_on: null,
  reason: null,
  proof: null,
  ...over,
});

describe('what the detail offers (FT-6 ... FT-8)', () => {
  it('offers reassign and cancel only on planned and started tasks', () => {
    expect(isTaskOpen({ status: 'PLANNED' })).toBe(true);
    expect(isTaskOpen({ status: 'STARTED' })).toBe(true);
    expect(isTaskOpen({ status: 'DONE' })).toBe(false);
    expect(isTaskOpen({ status: 'CANCELLED' })).toBe(false);
  });

  it('offers cancel-stop on pending and en-route stops of an open task', () => {
    expect(canCancelStop({ status: 'STARTED' }, stop({ status: 'PENDING' }))).toBe(true);
    expect(canCancelStop({ status: 'STARTED' }, stop({ status: 'EN_ROUTE' }))).toBe(true);
    expect(canCancelStop({ status: 'STARTED' }, stop({ status: 'ARRIVED' }))).toBe(false);
    expect(canCancelStop({ status: 'STARTED' }, stop({ status: 'DELIVERED' }))).toBe(false);
    expect(canCancelStop({ status: 'DONE' }, stop({ status: 'PENDING' }))).toBe(false);
  });
});

describe('FT-12 late stops', () => {
  it('is late when the ETA or the arrival is after the promised time', () => {
    expect(isStopLate(stop({ eta_on: '2026-11-20T10:30:00+07:00' }))).toBe(false);
    expect(isStopLate(stop({ eta_on: '2026-11-20T11:05:00+07:00' }))).toBe(true);
    expect(isStopLate(stop({ arrived_on: '2026-11-20T04:10:00Z' }))).toBe(true);
    expect(isStopLate(stop({ window_end_on: null, eta_on: '2026-11-20T23:00:00+07:00' }))).toBe(
      false,
    );
  });
});

describe('progress and colours', () => {
  it('counts delivered, failed and skipped stops as settled', () => {
    expect(
      progressOf({ delivered_stops: 2, failed_stops: 1, skipped_stops: 1, total_stops: 6 }),
    ).toEqual({ settled: 4, total: 6 });
  });

  it('gives every stop status a tone', () => {
    expect(stopTone('DELIVERED')).toBe('success');
    expect(stopTone('FAILED')).toBe('danger');
    expect(stopTone('SKIPPED')).toBe('muted');
  });
});
