import { describe, expect, it } from 'vitest';
import {
  isRouteOptimizationErrorCode,
  ROUTE_OPTIMIZATION_ERROR_CODES,
  routeOptimizationErrorOutcome,
} from './error-codes';

describe('route optimization error codes', () => {
  it('recognises the catalogue of docs/rules/route-optimization.md §8', () => {
    expect(isRouteOptimizationErrorCode('FLEET_TASK.ROUTE_OPTIMIZATION_LIMIT_REACHED')).toBe(true);
    expect(isRouteOptimizationErrorCode('FLEET_TASK.SOMETHING_ELSE')).toBe(false);
    expect(isRouteOptimizationErrorCode('toString')).toBe(false);
  });

  it('maps codes and the limit message to outcomes', () => {
    expect(routeOptimizationErrorOutcome([ROUTE_OPTIMIZATION_ERROR_CODES.limitReached])).toBe(
      'limit-reached',
    );
    expect(
      routeOptimizationErrorOutcome(['UNKNOWN', ROUTE_OPTIMIZATION_ERROR_CODES.invalidBreakTime]),
    ).toBe('break-time-same-day');
    expect(
      routeOptimizationErrorOutcome([ROUTE_OPTIMIZATION_ERROR_CODES.deliveryOrderInvalidStatus]),
    ).toBe('delivery-order-invalid-status');
    expect(routeOptimizationErrorOutcome([], 'Route Optimization Limit Reached')).toBe(
      'limit-reached',
    );
    expect(routeOptimizationErrorOutcome(['OTHER'], 'boom')).toBe('input-format-error');
  });
});
