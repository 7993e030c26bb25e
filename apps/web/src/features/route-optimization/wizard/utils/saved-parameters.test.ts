import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROUTE_OPTIMIZATION_OPTIONS } from '@armada/contracts/route-optimization';
import { emptyRunForm } from './run-form';
import { loadParameters, saveParameters, savedParametersKey } from './saved-parameters';

const NOW = Date.parse('2026-11-14T10:00:00+07:00');

/** A Map-backed localStorage on a stubbed window (this suite runs in Node). */
function stubStorage() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage });
  return items;
}

describe('saved parameters (docs/rules/route-optimization.md §4)', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = stubStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('are kept per company and user, without addresses, orders and vehicles', () => {
    saveParameters(7, 42, {
      ...emptyRunForm(),
      start_address_id: 3,
      expected_departure_on: '2026-11-15T08:00:00+07:00',
      expected_end_on: '2026-11-15T17:00:00+07:00',
      vehicle_ids: [1, 2],
      delivery_orders: [{ id: 5, priority: 'high' }],
      options: {
        ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
        traffic_level: 'fast',
        fleet_shift_time: { start_break_time: '12:00', end_break_time: '13:00' },
      },
    });
    const stored = JSON.parse(items.get(savedParametersKey(7, 42)) ?? 'null') as object;
    expect(Object.keys(stored).sort()).toEqual([
      'expected_departure_on',
      'expected_end_on',
      'options',
    ]);
    expect(loadParameters(7, 43, NOW)).toBeNull();
    expect(loadParameters(8, 42, NOW)).toBeNull();
    const restored = loadParameters(7, 42, NOW);
    expect(restored?.options.traffic_level).toBe('fast');
    expect(restored?.options.fleet_shift_time).toEqual({
      start_break_time: '12:00',
      end_break_time: '13:00',
    });
    expect(restored?.expected_departure_on).toBe('2026-11-15T08:00:00+07:00');
  });

  it('leave out past times, and the break with them', () => {
    saveParameters(7, 42, {
      ...emptyRunForm(),
      expected_departure_on: '2026-11-13T08:00:00+07:00',
      expected_end_on: '2026-11-13T17:00:00+07:00',
      options: {
        ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
        fleet_shift_time: { start_break_time: '12:00', end_break_time: '13:00' },
      },
    });
    const restored = loadParameters(7, 42, NOW);
    expect(restored?.expected_departure_on).toBeNull();
    expect(restored?.expected_end_on).toBeNull();
    expect(restored?.options.fleet_shift_time).toBeNull();
  });

  it('fall back to the defaults for values of the wrong shape', () => {
    items.set(
      savedParametersKey(7, 42),
      JSON.stringify({
        options: { traffic_level: 'warp', avoid_tolls: 'yes', service_time: 'PT5M' },
      }),
    );
    const restored = loadParameters(7, 42, NOW);
    expect(restored?.options.traffic_level).toBe('slow');
    expect(restored?.options.avoid_tolls).toBe(true);
    expect(restored?.options.service_time).toBe('PT5M');
    items.set(savedParametersKey(7, 42), '{not json');
    expect(loadParameters(7, 42, NOW)).toBeNull();
  });
});
