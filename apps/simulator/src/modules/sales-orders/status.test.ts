import { describe, expect, it } from 'vitest';
import { salesOrderActionsOf, salesOrderStatusOf } from './status';

/** SO-2, SO-6: the status a confirmed order shows follows its delivery orders. */
describe('sales order status (SO-6)', () => {
  it('keeps what the user decided before confirmation and after cancellation', () => {
    expect(salesOrderStatusOf('DRAFT', [])).toBe('DRAFT');
    expect(salesOrderStatusOf('CANCELLED', ['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
  });

  it('is confirmed while every delivery waits or is planned', () => {
    expect(salesOrderStatusOf('CONFIRMED', ['CONFIRMED', 'PLANNED', 'RESCHEDULED'])).toBe(
      'CONFIRMED',
    );
  });

  it('is in delivery once one delivery has left, and delivered when all have arrived', () => {
    expect(salesOrderStatusOf('CONFIRMED', ['ON_DELIVERY', 'CONFIRMED'])).toBe('IN_DELIVERY');
    expect(salesOrderStatusOf('CONFIRMED', ['DELIVERED', 'PLANNED'])).toBe('IN_DELIVERY');
    expect(salesOrderStatusOf('CONFIRMED', ['FAILED'])).toBe('IN_DELIVERY');
    expect(salesOrderStatusOf('CONFIRMED', ['DELIVERED', 'DELIVERED'])).toBe('DELIVERED');
  });

  it('leaves cancelled deliveries out, and is cancelled when all of them were', () => {
    expect(salesOrderStatusOf('CONFIRMED', ['DELIVERED', 'CANCELLED'])).toBe('DELIVERED');
    expect(salesOrderStatusOf('CONFIRMED', ['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
  });

  it('allows edit and confirm on a draft only, cancel until a delivery has left (SO-2)', () => {
    expect(salesOrderActionsOf('DRAFT', [])).toEqual(['edit', 'confirm', 'cancel']);
    expect(salesOrderActionsOf('CONFIRMED', ['PLANNED', 'CONFIRMED'])).toEqual(['cancel']);
    expect(salesOrderActionsOf('IN_DELIVERY', ['ON_DELIVERY'])).toEqual([]);
    expect(salesOrderActionsOf('DELIVERED', ['DELIVERED'])).toEqual([]);
    expect(salesOrderActionsOf('CANCELLED', [])).toEqual([]);
  });
});
