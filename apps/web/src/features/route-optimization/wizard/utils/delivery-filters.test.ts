import { toPickerDate } from '@/lib/company-time';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_DELIVERY_FILTERS,
  countActiveDeliveryFilters,
  dateShortcutRange,
  deliveryOrderFilters,
  fixedDeliveryFilters,
  hasDeliveryFilterErrors,
  toDateValue,
  userDeliveryFilters,
  validateDeliveryFilters,
  type DeliveryFilterValues,
} from './delivery-filters';

const NOW = Date.parse('2026-11-14T10:00:00+07:00');

const filters = (over: Partial<DeliveryFilterValues>): DeliveryFilterValues => ({
  ...EMPTY_DELIVERY_FILTERS,
  ...over,
});

describe('delivery order filter expressions (docs/rules/route-optimization.md §7.1)', () => {
  it('always sends the routable statuses, no vendor and the origin', () => {
    expect(fixedDeliveryFilters(12)).toEqual([
      'status.name in CONFIRMED,RESCHEDULED',
      'vendor.id is null',
      'origin_address.id eq 12',
    ]);
    expect(deliveryOrderFilters(12, EMPTY_DELIVERY_FILTERS)).toEqual(fixedDeliveryFilters(12));
  });

  it('maps each user filter to its operator, after the fixed ones', () => {
    const values = filters({
      shippedCustomerIds: [3, 4],
      createdFrom: '2026-11-10T00:00:00+07:00',
      createdTo: '2026-11-14T09:00:00+07:00',
      destinationAddressIds: [7],
      weight: { min: 0, max: 500 },
      volume: { min: 1.5, max: null },
      provinces: ['Jawa Barat', 'Banten'],
      cities: ['Kota Bekasi'],
    });
    expect(userDeliveryFilters(values)).toEqual([
      'created_on gte 2026-11-10T00:00:00+07:00',
      'created_on lte 2026-11-14T09:00:00+07:00',
      'load_weight gte 0',
      'load_weight lte 500',
      'load_volume gte 1.5',
      'shipped_customer.id in 3,4',
      'destination_address.id in 7',
      'destination_address.province in Jawa Barat,Banten',
      'destination_address.city in Kota Bekasi',
    ]);
    expect(deliveryOrderFilters(5, values).slice(0, 3)).toEqual(fixedDeliveryFilters(5));
    expect(countActiveDeliveryFilters(values)).toBe(7);
    expect(countActiveDeliveryFilters(EMPTY_DELIVERY_FILTERS)).toBe(0);
  });

  it('escapes a comma inside a city so the list keeps one value', () => {
    expect(userDeliveryFilters(filters({ cities: ['Bekasi, Kota'] }))).toEqual([
      'destination_address.city in Bekasi\\, Kota',
    ]);
  });
});

describe('filter panel validation (docs/rules/route-optimization.md §5)', () => {
  it('asks for a minimum below the maximum, on both fields', () => {
    const errors = validateDeliveryFilters(filters({ weight: { min: 10, max: 10 } }), NOW);
    expect(errors.weight).toEqual({ min: 'min-not-less', max: 'max-not-greater' });
    expect(hasDeliveryFilterErrors(errors)).toBe(true);
    const volume = validateDeliveryFilters(filters({ volume: { min: 5, max: 2 } }), NOW);
    expect(volume.volume).toEqual({ min: 'min-not-less', max: 'max-not-greater' });
  });

  it('refuses negative numbers and accepts an open end', () => {
    const errors = validateDeliveryFilters(filters({ weight: { min: -1, max: null } }), NOW);
    expect(errors.weight).toEqual({ min: 'not-negative', max: null });
    const ok = validateDeliveryFilters(filters({ weight: { min: 0, max: 1 } }), NOW);
    expect(hasDeliveryFilterErrors(ok)).toBe(false);
  });

  it('refuses a created-on range that reaches into the future', () => {
    const future = validateDeliveryFilters(
      filters({ createdTo: '2026-11-14T10:01:00+07:00' }),
      NOW,
    );
    expect(future.createdOnFuture).toBe(true);
    const past = validateDeliveryFilters(filters({ createdTo: '2026-11-14T10:00:00+07:00' }), NOW);
    expect(past.createdOnFuture).toBe(false);
  });
});

describe('created-on shortcuts (docs/rules/route-optimization.md §9)', () => {
  // Days are the company's (WIB here, SHELL-75): the picker dates carry its wall time and go on
  // the wire with its offset, whatever the browser's zone.
  const wire = (date: Date) => toDateValue(date);
  it('today runs from midnight to now', () => {
    const [from, to] = dateShortcutRange('today', NOW);
    expect(wire(from)).toBe('2026-11-14T00:00:00+07:00');
    expect(wire(to)).toBe('2026-11-14T10:00:00+07:00');
  });
  it('yesterday is the whole day before', () => {
    const [from, to] = dateShortcutRange('yesterday', NOW);
    expect(wire(from)).toBe('2026-11-13T00:00:00+07:00');
    expect(wire(to)).toBe('2026-11-13T23:59:59+07:00');
  });
  it('last 3 and last 7 days count today and never pass now', () => {
    expect(wire(dateShortcutRange('last-3-days', NOW)[0])).toBe('2026-11-12T00:00:00+07:00');
    const [from, to] = dateShortcutRange('last-7-days', NOW);
    expect(wire(from)).toBe('2026-11-08T00:00:00+07:00');
    expect(Date.parse(wire(to))).toBe(NOW);
  });
  it('sends dates as ISO datetimes with the company offset', () => {
    const picked = toPickerDate(NOW);
    expect(picked && wire(picked)).toBe('2026-11-14T10:00:00+07:00');
  });
});
