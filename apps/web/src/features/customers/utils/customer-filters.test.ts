import { describe, expect, it } from 'vitest';
import {
  customerFilterExpressions,
  validateCustomerFilters,
  type CustomerFilterValues,
} from './customer-filters';

const none: CustomerFilterValues = {
  city: null,
  type: null,
  active: null,
  createdFrom: null,
  createdTo: null,
};

describe('customer filters', () => {
  it('turns the form into the list filter language', () => {
    expect(
      customerFilterExpressions({
        city: ' Surabaya ',
        type: 'COMPANY',
        active: 'true',
        createdFrom: '2026-10-01',
        createdTo: '2026-10-31',
      }),
    ).toEqual([
      'city like Surabaya',
      'type eq COMPANY',
      'is_active eq true',
      // Whole days of the company's clock (WIB, SHELL-75).
      'created_on gte 2026-10-01T00:00:00+07:00',
      'created_on lt 2026-11-01T00:00:00+07:00',
    ]);
    expect(customerFilterExpressions(none)).toEqual([]);
  });

  it('refuses an end date before the start date, and odd values', () => {
    expect(
      validateCustomerFilters({ ...none, createdFrom: '2026-10-10', createdTo: '2026-10-09' }),
    ).toEqual({ createdTo: 'rangeOrder' });
    expect(validateCustomerFilters({ ...none, createdFrom: '2026-02-30' })).toEqual({
      createdFrom: 'badDate',
    });
    expect(validateCustomerFilters({ ...none, type: 'ALIEN', active: 'maybe' })).toEqual({
      type: 'badOption',
      active: 'badOption',
    });
  });

  it('sends no filters while the values are wrong (a hand-edited URL)', () => {
    expect(customerFilterExpressions({ ...none, city: 'x', type: 'ALIEN' })).toEqual([]);
  });
});
