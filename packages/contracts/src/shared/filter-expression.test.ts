import { describe, expect, it } from 'vitest';
import {
  formatFilterExpression,
  parseFilterExpression,
  parseSortExpression,
  QueryExpressionError,
} from './filter-expression';

describe('filter expressions', () => {
  it('parses the fixed delivery-order filters of docs/rules/route-optimization.md §7.1', () => {
    expect(parseFilterExpression('status.name in CONFIRMED,RESCHEDULED')).toEqual({
      field: 'status.name',
      operator: 'in',
      values: ['CONFIRMED', 'RESCHEDULED'],
    });
    expect(parseFilterExpression('vendor.id is null')).toEqual({
      field: 'vendor.id',
      operator: 'is null',
      values: [],
    });
    expect(parseFilterExpression('origin_address.id eq 12').values).toEqual(['12']);
  });

  it('accepts symbol aliases and values with spaces', () => {
    expect(parseFilterExpression('created_on >= 2026-11-01T00:00:00+07:00').operator).toBe('gte');
    expect(parseFilterExpression('destination_address.city in Jakarta Selatan,Surabaya')).toEqual({
      field: 'destination_address.city',
      operator: 'in',
      values: ['Jakarta Selatan', 'Surabaya'],
    });
  });

  it('round-trips escaped commas', () => {
    const expr = { field: 'name', operator: 'in' as const, values: ['PT A, Tbk', 'B'] };
    expect(parseFilterExpression(formatFilterExpression(expr))).toEqual(expr);
  });

  it.each([
    ['status.name', 'expected'],
    ['status.name between 1', 'unknown operator'],
    ['status..name eq 1', 'not a field name'],
    ['load_weight gte', 'needs a value'],
    ['id in 1,,2', 'empty value'],
  ])('rejects %s naming the problem', (text, why) => {
    expect(() => parseFilterExpression(text)).toThrow(QueryExpressionError);
    expect(() => parseFilterExpression(text)).toThrow(why);
  });

  it('parses sorts and rejects malformed ones', () => {
    expect(parseSortExpression('created_on desc')).toEqual({ field: 'created_on', order: 'desc' });
    expect(() => parseSortExpression('created_on sideways')).toThrow('asc or desc');
    expect(() => parseSortExpression('created_on')).toThrow(QueryExpressionError);
  });
});
