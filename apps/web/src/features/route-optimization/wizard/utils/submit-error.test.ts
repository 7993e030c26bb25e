import { describe, expect, it } from 'vitest';
import { ROUTE_OPTIMIZATION_ERROR_CODES } from '@armada/contracts/route-optimization';
import { ApiError } from '@/lib/api-client';
import { submitErrorOutcome } from './submit-error';

const apiError = (code: string, message = 'refused') =>
  new ApiError({ statusCode: 422, code, message });

describe('submit error outcome (docs/rules/route-optimization.md §8)', () => {
  it('maps each service code to its outcome', () => {
    const codes = ROUTE_OPTIMIZATION_ERROR_CODES;
    expect(submitErrorOutcome(apiError(codes.invalidBreakTime))).toBe('break-time-same-day');
    expect(submitErrorOutcome(apiError(codes.startBreakTimeGreaterThanEndBreakTime))).toBe(
      'break-end-time-invalid',
    );
    expect(submitErrorOutcome(apiError(codes.vendorPlatformInvalidLatLng))).toBe('invalid-address');
    expect(submitErrorOutcome(apiError(codes.limitReached))).toBe('limit-reached');
    expect(submitErrorOutcome(apiError(codes.emptyOrder))).toBe('empty-order');
    expect(submitErrorOutcome(apiError(codes.deliveryOrderInvalidStatus))).toBe(
      'delivery-order-invalid-status',
    );
  });
  it('reads a code given only in errors_v2.issues', () => {
    const issue = new ApiError({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'refused',
      issueCodes: [ROUTE_OPTIMIZATION_ERROR_CODES.emptyOrder],
    });
    expect(submitErrorOutcome(issue)).toBe('empty-order');
  });
  it('reads the limit message alone as limit reached', () => {
    expect(submitErrorOutcome(apiError('BAD_REQUEST', 'Route optimization limit reached'))).toBe(
      'limit-reached',
    );
  });
  it('any other failure is the input-format-error toast', () => {
    expect(submitErrorOutcome(apiError('BAD_REQUEST'))).toBe('input-format-error');
    expect(submitErrorOutcome(new Error('boom'))).toBe('input-format-error');
  });
});
