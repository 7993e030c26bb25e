import { describe, expect, it } from 'vitest';
import { emptyFilterValues } from '@/components/ui/filter-dialog';
import {
  DELIVERY_FILTER_KEYS,
  deliveryFilterExpressions,
  validateDeliveryFilters,
  type DeliveryFilterValues,
} from './delivery-filters';

const values = (partial: Partial<DeliveryFilterValues>): DeliveryFilterValues => ({
  ...emptyFilterValues(DELIVERY_FILTER_KEYS),
  ...partial,
});

describe('delivery filters (DLV-21)', () => {
  it('turns each filter into the list expression the server declares', () => {
    expect(
      deliveryFilterExpressions(
        values({
          status: 'CONFIRMED,RESCHEDULED',
          customer: '12',
          city: 'Bekasi',
          weightMin: '100',
          weightMax: '250.5',
          run: '3',
          vehicle: '7',
        }),
      ),
    ).toEqual([
      'status.name in CONFIRMED,RESCHEDULED',
      'shipped_customer.id eq 12',
      'destination_address.city like Bekasi',
      'load_weight gte 100',
      'load_weight lte 250.5',
      'run.id eq 3',
      'vehicle.id eq 7',
    ]);
  });

  it('takes dates as whole days of the company clock', () => {
    const [from, to] = deliveryFilterExpressions(
      values({ plannedFrom: '2026-11-25', plannedTo: '2026-11-25' }),
    );
    expect(from).toMatch(/^planned_date gte 2026-11-25T00:00:00/);
    expect(to).toMatch(/^planned_date lt 2026-11-26T00:00:00/);
  });

  it('reports bad values and sends nothing while there are any', () => {
    const bad = values({
      status: 'LOST',
      weightMin: 'abc',
      createdFrom: '2026-11-30',
      createdTo: '2026-11-01',
      vehicle: '-1',
    });
    expect(validateDeliveryFilters(bad)).toEqual({
      status: 'badOption',
      weightMin: 'badNumber',
      createdTo: 'rangeOrder',
      vehicle: 'badNumber',
    });
    expect(deliveryFilterExpressions(bad)).toEqual([]);
  });
});
