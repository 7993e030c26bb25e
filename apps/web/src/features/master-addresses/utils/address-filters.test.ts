import { describe, expect, it } from 'vitest';
import { addressFilterExpressions } from './address-filters';

describe('address list filters (docs/rules/addresses.md ADDR-14)', () => {
  it('shows active addresses unless asked for inactive or all', () => {
    expect(addressFilterExpressions({ status: null, kind: null })).toEqual(['is_active eq true']);
    expect(addressFilterExpressions({ status: 'inactive', kind: null })).toEqual([
      'is_active eq false',
    ]);
    expect(addressFilterExpressions({ status: 'all', kind: null })).toEqual([]);
  });

  it('filters depots or delivery points; an unknown value filters nothing', () => {
    expect(addressFilterExpressions({ status: 'all', kind: 'depot' })).toEqual([
      'is_depot eq true',
    ]);
    expect(addressFilterExpressions({ status: 'all', kind: 'point' })).toEqual([
      'is_depot eq false',
    ]);
    expect(addressFilterExpressions({ status: 'all', kind: 'truck' })).toEqual([]);
  });
});
