import { describe, expect, it } from 'vitest';
import { requestFilterExpressions, validateRequestFilters } from './request-filters';

const empty = {
  status: null,
  customer: null,
  requester: null,
  city: null,
  wantedFrom: null,
  wantedTo: null,
};

describe('delivery request filters (DREQ-18)', () => {
  it('turns the chosen filters into list expressions', () => {
    const expressions = requestFilterExpressions({
      ...empty,
      status: 'PENDING,APPROVED',
      customer: '12',
      requester: 'CUSTOMER',
      city: 'Bekasi',
      wantedFrom: '2026-11-20',
      wantedTo: '2026-11-22',
    });
    expect(expressions).toEqual([
      'status.name in PENDING,APPROVED',
      'customer.id eq 12',
      'requester.type eq CUSTOMER',
      'destination_address.city like Bekasi',
      'wanted_date gte 2026-11-20T00:00:00+07:00',
      'wanted_date lt 2026-11-23T00:00:00+07:00',
    ]);
  });

  it('names bad values and sends nothing while there are any', () => {
    const values = {
      ...empty,
      status: 'SHIPPED',
      requester: 'ROBOT',
      wantedFrom: '2026-11-22',
      wantedTo: '2026-11-20',
    };
    expect(validateRequestFilters(values)).toEqual({
      status: 'badOption',
      requester: 'badOption',
      wantedTo: 'rangeOrder',
    });
    expect(requestFilterExpressions(values)).toEqual([]);
  });
});
