import Type from 'typebox';

/**
 * Route optimization's domain error codes. Transport codes (BAD_REQUEST, UNAUTHORIZED, ...) of
 * REST answers live in `shared/errors.ts`, GraphQL result codes in `shared/graphql-error-codes.ts`,
 * the live channel's in `live/live-channel.ts`.
 */

/**
 * Route-optimization codes of the fleet-planning service (docs/rules/route-optimization.md §8).
 * They arrive in `errors_v2.issues[].code` of a re-optimize or create answer and in `code` of a
 * REST error.
 */
export const ROUTE_OPTIMIZATION_ERROR_CODES = {
  invalidBreakTime: 'FLEET_TASK.ROUTE_OPTIMIZATION_INVALID_BREAK_TIME',
  startBreakTimeGreaterThanEndBreakTime:
    'FLEET_TASK.ROUTE_OPTIMIZATION_START_BREAK_TIME_GREATER_THAN_END_BREAK_TIME',
  vendorPlatformInvalidLatLng: 'FLEET_TASK.ROUTE_OPTIMIZATION_VENDOR_PLATFORM_INVALID_LAT_LNG',
  limitReached: 'FLEET_TASK.ROUTE_OPTIMIZATION_LIMIT_REACHED',
  emptyOrder: 'FLEET_TASK.ROUTE_OPTIMIZATION_EMPTY_ORDER',
  deliveryOrderInvalidStatus: 'FLEET_TASK.DELIVERY_ORDER_INVALID_STATUS',
} as const;
export type RouteOptimizationErrorCode =
  (typeof ROUTE_OPTIMIZATION_ERROR_CODES)[keyof typeof ROUTE_OPTIMIZATION_ERROR_CODES];
export const RouteOptimizationErrorCodeSchema = Type.Enum(
  Object.values(ROUTE_OPTIMIZATION_ERROR_CODES),
);

/** Some answers carry only this message, which means the same as `limitReached`. */
export const ROUTE_OPTIMIZATION_LIMIT_REACHED_MESSAGE = 'route optimization limit reached';

/**
 * What the page does for each code (docs/rules/route-optimization.md §8); the key of its translated
 * text.
 */
export type RouteOptimizationErrorOutcome =
  | 'break-time-same-day'
  | 'break-end-time-invalid'
  | 'invalid-address'
  | 'limit-reached'
  | 'empty-order'
  | 'delivery-order-invalid-status'
  | 'input-format-error';

const OUTCOMES: Record<RouteOptimizationErrorCode, RouteOptimizationErrorOutcome> = {
  [ROUTE_OPTIMIZATION_ERROR_CODES.invalidBreakTime]: 'break-time-same-day',
  [ROUTE_OPTIMIZATION_ERROR_CODES.startBreakTimeGreaterThanEndBreakTime]: 'break-end-time-invalid',
  [ROUTE_OPTIMIZATION_ERROR_CODES.vendorPlatformInvalidLatLng]: 'invalid-address',
  [ROUTE_OPTIMIZATION_ERROR_CODES.limitReached]: 'limit-reached',
  [ROUTE_OPTIMIZATION_ERROR_CODES.emptyOrder]: 'empty-order',
  [ROUTE_OPTIMIZATION_ERROR_CODES.deliveryOrderInvalidStatus]: 'delivery-order-invalid-status',
};

export function isRouteOptimizationErrorCode(code: string): code is RouteOptimizationErrorCode {
  return Object.hasOwn(OUTCOMES, code);
}

/**
 * The outcome of a failed submit from its codes and message: the first known code wins, the
 * limit message counts as limit reached, anything else is the input-format-error toast.
 */
export function routeOptimizationErrorOutcome(
  codes: readonly string[],
  message?: string | null,
): RouteOptimizationErrorOutcome {
  for (const code of codes) {
    if (isRouteOptimizationErrorCode(code)) return OUTCOMES[code];
  }
  if (message?.trim().toLowerCase() === ROUTE_OPTIMIZATION_LIMIT_REACHED_MESSAGE) {
    return 'limit-reached';
  }
  return 'input-format-error';
}
