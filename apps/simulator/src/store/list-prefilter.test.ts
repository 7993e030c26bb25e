import { describe, expect, it } from 'vitest';
import { listPrefilter } from './list-prefilter';

const prefilter = listPrefilter(new Map([['customer.id', 'customer_id']]));

describe('listPrefilter', () => {
  it('narrows declared number fields and the status, numbering parameters after the company', () => {
    expect(prefilter({ filters: ['customer.id in 4, 5', 'status.name eq confirmed'] })).toEqual({
      where: ['customer_id IN ($2, $3)', 'status IN ($4)'],
      params: [4, 5, 'CONFIRMED'],
    });
  });

  it('adds nothing for what it cannot narrow safely', () => {
    expect(
      prefilter({
        filters: ['customer.id in 4,x', 'customer.id ne 4', 'city eq Bandung', 'not a filter'],
      }),
    ).toEqual({ where: [], params: [] });
  });
});
