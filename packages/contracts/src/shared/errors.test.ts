import { describe, expect, it } from 'vitest';
import Value from 'typebox/value';
import { ErrorResponseSchema, SERVER_ERROR_REASONS, isServerErrorReason } from './errors';

describe('server error reasons', () => {
  it('are unique, stable-looking ids', () => {
    const ids = Object.values(SERVER_ERROR_REASONS);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
    expect(isServerErrorReason('customer.codeTaken')).toBe(true);
    expect(isServerErrorReason('customer.somethingElse')).toBe(false);
    expect(isServerErrorReason('toString')).toBe(false);
  });

  it('ride on the error shape as optional reason and flat params', () => {
    const base = { statusCode: 409, code: 'CONFLICT', message: 'Customer code "A" is taken.' };
    expect(Value.Check(ErrorResponseSchema, base)).toBe(true);
    expect(
      Value.Check(ErrorResponseSchema, {
        ...base,
        reason: SERVER_ERROR_REASONS.customerCodeTaken,
        params: { code: 'A', name: 'Toko Maju', count: 2 },
        field: 'body.code',
      }),
    ).toBe(true);
    expect(Value.Check(ErrorResponseSchema, { ...base, reason: 'customer.unknown' })).toBe(false);
    expect(Value.Check(ErrorResponseSchema, { ...base, params: { nested: { a: 1 } } })).toBe(false);
  });
});
